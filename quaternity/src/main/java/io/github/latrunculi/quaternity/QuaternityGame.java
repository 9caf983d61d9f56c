package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.GameDefinition;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Setup;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/** Registers Quaternity with the core's game registry ({@link io.github.latrunculi.core.Games}). */
public final class QuaternityGame implements GameDefinition {
  /** Creates the definition; the service loader calls this. */
  public QuaternityGame() {}

  @Override
  public String id() {
    return "quaternity";
  }

  @Override
  public String description() {
    return "Quaternity: four-player chess on 12x12 with committed central pawns and assimilation";
  }

  @Override
  public Seq<String> variants() {
    return List.of(QuaternityVariant.NAME);
  }

  @Override
  public Map<String, String> optionDefaults() {
    return QuaternityVariant.defaults();
  }

  @Override
  public Seq<String> sizes() {
    return List.of("12x12");
  }

  @Override
  public Either<Rejection, Rules<?, ?>> rules(Setup setup) {
    if (!setup.variant().equals(QuaternityVariant.NAME)) {
      return Either.left(
          new Rejection(
              CoreRejection.UNKNOWN_VARIANT,
              "quaternity has no variant '" + setup.variant() + "'; the only one is 'standard'"));
    }
    if (setup.size().isDefined() && !setup.size().get().equals("12x12")) {
      return Either.left(
          new Rejection(
              CoreRejection.UNSUPPORTED_SIZE,
              "quaternity is played on 12x12 only, not " + setup.size().get()));
    }
    return QuaternityVariant.withOptions(setup.options()).map(QuaternityRules::of);
  }
}
