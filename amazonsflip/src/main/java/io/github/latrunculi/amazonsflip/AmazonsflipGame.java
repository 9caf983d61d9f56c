package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.GameDefinition;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Setup;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;

/** Desdemona's entry in the game registry: id {@code amazonsflip}, six variants, no options, 10x10. */
public final class AmazonsflipGame implements GameDefinition {
  /** The only board size. */
  public static final String SIZE = "10x10";

  /** Creates the registry entry; used by {@link java.util.ServiceLoader}. */
  public AmazonsflipGame() {}

  @Override
  public String id() {
    return AmazonsflipRules.GAME_ID;
  }

  @Override
  public String description() {
    return "Desdemona: Amazons crossed with Othello on 10x10; move, fire a stone, flip enemy stones";
  }

  @Override
  public Seq<String> variants() {
    return AmazonsflipVariant.ids();
  }

  /** Returns no options: Desdemona's variants are named rule sets. */
  @Override
  public Map<String, String> optionDefaults() {
    return LinkedHashMap.empty();
  }

  @Override
  public Seq<String> sizes() {
    return Vector.of(SIZE);
  }

  @Override
  public Either<Rejection, Rules<?, ?>> rules(Setup setup) {
    if (setup == null) {
      return Either.left(new Rejection(CoreRejection.UNKNOWN_VARIANT, "no setup was given"));
    }
    if (!setup.options().isEmpty()) {
      return Either.left(
          new Rejection(
              CoreRejection.UNKNOWN_OPTION,
              "amazonsflip has no options, but '"
                  + setup.options().keySet().mkString(", ")
                  + "' was given"));
    }
    if (setup.size().isDefined() && !setup.size().get().equals(SIZE)) {
      return Either.left(
          new Rejection(
              CoreRejection.UNSUPPORTED_SIZE,
              "amazonsflip is played on 10x10, not " + setup.size().get()));
    }
    return AmazonsflipVariant.byId(setup.variant())
        .<Rules<?, ?>>map(AmazonsflipRules::of)
        .toEither(
            () ->
                new Rejection(
                    CoreRejection.UNKNOWN_VARIANT,
                    "amazonsflip has no variant '"
                        + setup.variant()
                        + "'; known: "
                        + variants().mkString(", ")));
  }
}
