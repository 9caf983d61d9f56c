package io.github.latrunculi.core.registry;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A game module's entry in the registry, found through {@link java.util.ServiceLoader}: a game
 * module {@code provides io.github.latrunculi.core.registry.GameDefinition} in its module
 * descriptor and lists its class in {@code META-INF/services} for class-path use.
 *
 * <p>A game states its variants, options ({@link #options()}) and board sizes; {@link
 * #rules(Setup)} refuses an unknown variant, option, option value or size in the same words for
 * every game, and only then asks the game to {@link #create} the rules. The registry ({@link
 * Games}) caches the rules per setup, so a server that parses a line per request builds each rules
 * object once.
 *
 * <p>Implementations are immutable and thread-safe.
 */
public interface GameDefinition {
  /** {@return the game id, the first token of its position lines, for example {@code "chief"}} */
  String id();

  /** {@return a one-line description of the game for people} */
  String description();

  /** {@return the canonical variant names; the first is the default} */
  Seq<String> variants();

  /** {@return the options of the game, in the order the variant field writes them} */
  OptionSpecs options();

  /**
   * {@return the option names with their default values, in the order the variant field writes
   * them}
   */
  default Map<String, String> optionDefaults() {
    return options().defaults();
  }

  /**
   * {@return every board size the game supports (for example {@code "5x7"}); the first is the
   * default} Empty for a game without a board size (its setups then name none).
   */
  Seq<String> sizes();

  /**
   * {@return the board sizes a variant is played on, its default first; by default {@link
   * #sizes()}}
   *
   * @param variant a canonical variant name of this game
   */
  default Seq<String> sizes(String variant) {
    return sizes();
  }

  /**
   * Returns the canonical name of a variant name, or {@code None} when the game has no such
   * variant. The default accepts exactly {@link #variants()}; a game with aliases overrides it.
   *
   * @param name a variant name as a person or a position line wrote it
   * @return the canonical name, or {@code None} for an unknown variant
   */
  default Option<String> canonicalVariant(String name) {
    return variants().contains(name) ? Option.some(name) : Option.none();
  }

  /**
   * Returns the rules of a variant with options and size, or says what is wrong with the setup:
   * {@link CoreRejection#UNKNOWN_VARIANT}, {@link CoreRejection#UNKNOWN_OPTION}, {@link
   * CoreRejection#INVALID_OPTION} or {@link CoreRejection#UNSUPPORTED_SIZE}, each naming what the
   * game accepts; then whatever {@link #create} refuses.
   *
   * @param setup the variant, options and board size asked for; no size means the variant's default
   * @return new rules of that setup, or the rejection of the setup
   */
  default Either<Rejection, Rules<?, ?>> rules(Setup setup) {
    Option<String> variant = canonicalVariant(setup.variant());
    if (variant.isEmpty()) {
      return Either.left(
          new Rejection(
              CoreRejection.UNKNOWN_VARIANT,
              id()
                  + " has no variant '"
                  + setup.variant()
                  + "'; variants: "
                  + variants().mkString(", ")));
    }
    Seq<String> sizes = sizes(variant.get());
    String size = setup.size().orElse(sizes.headOption()).getOrElse("");
    if (!sizes.contains(size) && !(sizes.isEmpty() && size.isEmpty())) {
      return Either.left(
          new Rejection(
              CoreRejection.UNSUPPORTED_SIZE,
              id()
                  + " "
                  + variant.get()
                  + " is not played on '"
                  + size
                  + "'; sizes: "
                  + sizes.mkString(", ")));
    }
    return options().read(setup.options()).flatMap(values -> create(variant.get(), values, size));
  }

  /**
   * Creates the rules of a checked setup: a canonical variant name, checked option values and a
   * size from {@link #sizes(String)} (empty when the game has none). May still refuse a combination
   * of options the game's rules do not allow, with {@link CoreRejection#INVALID_OPTION}.
   *
   * @param variant a canonical variant name
   * @param options the option values, each already accepted by its {@link OptionSpec}
   * @param size a board size of the variant such as {@code "5x7"}, or empty when the game has none
   * @return the rules, or the rejection of a combination of options
   */
  Either<Rejection, Rules<?, ?>> create(String variant, OptionValues options, String size);

  /**
   * Reads the setup a position line asks for. The default reads the variant field (the second
   * token); a game whose line also names the board size overrides it.
   *
   * @param line a position line of this game
   * @return the setup the line names, or the rejection of a line that does not start as this game's
   *     lines do
   */
  default Either<Rejection, Setup> setupOf(String line) {
    String[] tokens = line.split(" ", 3);
    if (tokens.length < 3 || !tokens[0].equals(id())) {
      return Either.left(
          new Rejection(
              CoreRejection.MALFORMED_LINE,
              "a " + id() + " position line starts with '" + id() + " <variant> '"));
    }
    return Setup.parseVariantField(tokens[1]);
  }

  /**
   * Parses a position line of this game: reads its setup, takes the rules from the registry's cache
   * (building them once) and lets their notation read the whole line.
   *
   * @param line a position line of this game
   * @return the position with its rules, or the rejection of the setup or of the line
   */
  default Either<Rejection, GameState<?, ?>> parse(String line) {
    return setupOf(line)
        .flatMap(setup -> Games.cachedRules(this, setup))
        .flatMap(rules -> GameState.parse(rules, line));
  }
}
