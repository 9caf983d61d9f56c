package io.github.latrunculi.malha;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.OptionSpecs;
import io.github.latrunculi.core.registry.OptionValues;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * Kharbga's entry in the game registry ({@code malha}: one variant, {@code standard}, on 7x7, with
 * the options of {@link MalhaVariant#SPECS}). The core refuses unknown variants, options, values
 * and sizes before {@link #create} is asked.
 */
public final class MalhaGame implements GameDefinition {
  /** Creates the entry; the registry finds it through {@link java.util.ServiceLoader}. */
  public MalhaGame() {}

  @Override
  public String id() {
    return "malha";
  }

  @Override
  public String description() {
    return "Kharbga (Tunisian Seega): 7x7, paired placement, custodian capture chains and the"
        + " one-for-two exchange";
  }

  @Override
  public Seq<String> variants() {
    return List.of(MalhaVariant.STANDARD);
  }

  @Override
  public OptionSpecs options() {
    return MalhaVariant.SPECS;
  }

  @Override
  public Seq<String> sizes() {
    return List.of("7x7");
  }

  /** Creates the rules of the {@code standard} variant with checked options; refuses nothing. */
  @Override
  public Either<Rejection, Rules<?, ?>> create(String variant, OptionValues options, String size) {
    return Either.right(MalhaRules.of(MalhaVariant.of(options)));
  }
}
