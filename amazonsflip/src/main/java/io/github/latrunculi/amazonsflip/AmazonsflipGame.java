package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.OptionSpecs;
import io.github.latrunculi.core.registry.OptionValues;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;

/**
 * Desdemona's entry in the game registry: id {@code amazonsflip}, six variants, no options, 10x10.
 * The core refuses unknown variants, options and sizes; this entry only creates the rules.
 */
public final class AmazonsflipGame implements GameDefinition {
  /** The only board size. */
  public static final String SIZE = "10x10";

  /** Creates the registry entry; used by {@link java.util.ServiceLoader}. */
  public AmazonsflipGame() {}

  @Override
  public String id() {
    return AmazonsflipContext.GAME_ID;
  }

  @Override
  public String description() {
    return "Desdemona: Amazons crossed with Othello on 10x10; move, fire a stone,"
        + " flip enemy stones";
  }

  @Override
  public Seq<String> variants() {
    return AmazonsflipVariant.ids();
  }

  /** Returns no options: Desdemona's variants are named rule sets. */
  @Override
  public OptionSpecs options() {
    return AmazonsflipVariant.OPTIONS;
  }

  @Override
  public Seq<String> sizes() {
    return Vector.of(SIZE);
  }

  /** Returns the shared rules of a checked variant name; the game has no options and one size. */
  @Override
  public Either<Rejection, Rules<?, ?>> create(String variant, OptionValues options, String size) {
    return Either.right(AmazonsflipRules.of(AmazonsflipVariant.byId(variant).get()));
  }
}
