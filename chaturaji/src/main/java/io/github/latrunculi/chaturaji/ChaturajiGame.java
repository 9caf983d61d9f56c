package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.GameDefinition;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Setup;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/** The registry entry of Chaturaji, found by {@link java.util.ServiceLoader}. */
public final class ChaturajiGame implements GameDefinition {
  /** Creates the entry (the service loader calls this). */
  public ChaturajiGame() {}

  @Override
  public String id() {
    return "chaturaji";
  }

  @Override
  public String description() {
    return "Chaturaji: four-handed chaturanga in two camps of allies, free or with the die";
  }

  @Override
  public Seq<String> variants() {
    return List.of(ChaturajiVariant.PARTNERSHIP_NAME, ChaturajiVariant.PARTNERSHIP_DICE_NAME);
  }

  @Override
  public Map<String, String> optionDefaults() {
    return ChaturajiVariant.defaults();
  }

  @Override
  public Seq<String> sizes() {
    return List.of("8x8");
  }

  @Override
  public Either<Rejection, Rules<?, ?>> rules(Setup setup) {
    return ChaturajiVariant.of(setup).map(ChaturajiRules::new);
  }

  /** Returns the rules of a variant and options given as a setup, typed. */
  public static Either<Rejection, ChaturajiRules> chaturajiRules(Setup setup) {
    return ChaturajiVariant.of(setup).map(ChaturajiRules::new);
  }
}
