package io.github.latrunculi.core;

import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * A game module's entry in the registry, found through {@link java.util.ServiceLoader}: a game
 * module {@code provides io.github.latrunculi.core.GameDefinition} in its module descriptor and
 * lists its class in {@code META-INF/services} for class-path use.
 *
 * <p>Implementations are immutable and thread-safe.
 */
public interface GameDefinition {
  /** Returns the game id, the first token of its position lines, for example {@code "chief"}. */
  String id();

  /** Returns a one-line description of the game for people. */
  String description();

  /** Returns the canonical variant names; the first is the default. */
  Seq<String> variants();

  /** Returns the option names with their default values, in the dossier's key order. */
  Map<String, String> optionDefaults();

  /** Returns the board sizes the game supports (for example {@code "5x7"}); the first is the default. */
  Seq<String> sizes();

  /** Returns the rules of a variant with options and size, or says what is wrong with the setup. */
  Either<Rejection, Rules<?, ?>> rules(Setup setup);

  /**
   * Parses a position line of this game. The default reads the variant field (the second token),
   * asks {@link #rules(Setup)} for the rules and lets their notation read the whole line.
   */
  default Either<Rejection, GameState<?, ?>> parse(String line) {
    String[] tokens = line.split(" ", 3);
    if (tokens.length < 3 || !tokens[0].equals(id())) {
      return Either.left(
          new Rejection(
              CoreRejection.MALFORMED_LINE,
              "a " + id() + " position line starts with '" + id() + " <variant> '"));
    }
    return Setup.parseVariantField(tokens[1])
        .flatMap(this::rules)
        .flatMap(rules -> GameState.parse(rules, line));
  }
}
