package io.github.latrunculi.malha;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.GameDefinition;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Setup;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/** Kharbga's entry in the game registry ({@code malha}: one variant, {@code standard}, on 7x7). */
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
  public Map<String, String> optionDefaults() {
    return MalhaVariant.defaults();
  }

  @Override
  public Seq<String> sizes() {
    return List.of("7x7");
  }

  @Override
  public Either<Rejection, Rules<?, ?>> rules(Setup setup) {
    if (!MalhaVariant.STANDARD.equals(setup.variant())) {
      return Either.left(
          new Rejection(
              CoreRejection.UNKNOWN_VARIANT,
              "malha has no variant '" + setup.variant() + "'; variants: standard"));
    }
    if (setup.size().isDefined() && !setup.size().get().equals("7x7")) {
      return Either.left(
          new Rejection(
              CoreRejection.UNSUPPORTED_SIZE,
              "malha is played on 7x7 only, not " + setup.size().get()));
    }
    return MalhaVariant.of(setup.options()).map(MalhaRules::new);
  }
}
