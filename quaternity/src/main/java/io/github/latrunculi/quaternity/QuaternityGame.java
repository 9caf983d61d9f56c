package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.OptionSpecs;
import io.github.latrunculi.core.registry.OptionValues;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * Registers Quaternity with the core's game registry ({@link
 * io.github.latrunculi.core.registry.Games}): the one variant {@code standard}, the options of
 * {@link QuaternityVariant#OPTIONS}, and the 12x12 board. The core refuses unknown variants,
 * options, values and sizes before {@link #create} is asked.
 */
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
  public OptionSpecs options() {
    return QuaternityVariant.OPTIONS;
  }

  @Override
  public Seq<String> sizes() {
    return List.of("12x12");
  }

  @Override
  public Either<Rejection, Rules<?, ?>> create(String variant, OptionValues options, String size) {
    return Either.right(QuaternityRules.of(QuaternityVariant.of(options)));
  }
}
