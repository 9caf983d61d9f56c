package io.github.latrunculi.chief;

import io.github.latrunculi.chief.ChiefVariant.Mode;
import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.GameDefinition;
import io.github.latrunculi.core.GameState;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Setup;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Chief's entry in the game registry. The board size is a field of Chief's position lines, so
 * {@link #parse} reads it from the line, and {@link #rules} takes it from {@link Setup#size()}
 * ({@code 5x7} when none is given, {@code 7x7} for assassination, {@code 11x11} for multiplayer).
 */
public final class ChiefGame implements GameDefinition {
  /** Creates the definition; the registry does this through {@link java.util.ServiceLoader}. */
  public ChiefGame() {}

  @Override
  public String id() {
    return "chief";
  }

  @Override
  public String description() {
    return "Chief (Divoshi): Chief, Warriors, Savages, Amazons and Riders push enemies back and capture what cannot retreat";
  }

  @Override
  public Seq<String> variants() {
    return List.of(Mode.values()).map(Mode::id);
  }

  @Override
  public Map<String, String> optionDefaults() {
    return ChiefVariant.DEFAULTS;
  }

  @Override
  public Seq<String> sizes() {
    return List.of("5x7", "7x7", "9x7", "11x7", "5x9", "7x9", "9x9", "11x9", "11x11");
  }

  @Override
  public Either<Rejection, Rules<?, ?>> rules(Setup setup) {
    return chiefRules(setup).map(r -> r);
  }

  /** Returns the Chief rules of a setup, or why the setup is refused. */
  public Either<Rejection, ChiefRules> chiefRules(Setup setup) {
    Either<Rejection, ChiefVariant> variant = ChiefVariant.of(setup);
    if (variant.isLeft()) {
      return Either.left(variant.getLeft());
    }
    Mode mode = variant.get().mode();
    Geometry geometry = mode.defaultGeometry();
    if (setup.size().isDefined()) {
      Option<int[]> size = parseSize(setup.size().get());
      if (size.isEmpty() || !mode.supports(size.get()[0], size.get()[1])) {
        return Either.left(
            new Rejection(
                CoreRejection.UNSUPPORTED_SIZE,
                "chief " + mode.id() + " is not played on '" + setup.size().get() + "': "
                    + (mode.isMultiplayer()
                        ? "multiplayer boards are 11x11 or 9x9"
                        : "boards have an odd width from 5 to 11 and 7 or 9 ranks, written WxH such as 5x7")));
      }
      geometry = Geometry.of(size.get()[0], size.get()[1]);
    }
    return Either.right(ChiefRules.of(variant.get(), geometry));
  }

  private static Option<int[]> parseSize(String text) {
    int x = text.indexOf('x');
    if (x < 0) {
      return Option.none();
    }
    Option<Integer> width = ChiefVariant.parseCount(text.substring(0, x));
    Option<Integer> height = ChiefVariant.parseCount(text.substring(x + 1));
    return width.isEmpty() || height.isEmpty()
        ? Option.none()
        : Option.some(new int[] {width.get(), height.get()});
  }

  /** Parses a position line, taking the rules' board size from the line's size field. */
  @Override
  public Either<Rejection, GameState<?, ?>> parse(String line) {
    String[] tokens = line == null ? new String[0] : line.split(" ", 4);
    if (tokens.length < 4 || !tokens[0].equals("chief")) {
      return Either.left(
          new Rejection(CoreRejection.MALFORMED_LINE, "a chief position line starts with 'chief <variant> <W>x<H> '"));
    }
    return Setup.parseVariantField(tokens[1])
        .map(setup -> setup.withSize(tokens[2]))
        .flatMap(this::chiefRules)
        .flatMap(rules -> GameState.parse(rules, line));
  }
}
