package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.OptionSpecs;
import io.github.latrunculi.core.registry.OptionValues;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * The registry entry of Chaturaji, found by {@link java.util.ServiceLoader}: the variants {@code
 * partnership} (the default) and {@code partnership-dice}, the options of {@link ChaturajiVariant},
 * and the one board size 8x8 (the position line does not name it).
 */
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

  /** Returns the options in the order the variant field writes them. */
  @Override
  public OptionSpecs options() {
    return ChaturajiVariant.OPTIONS;
  }

  @Override
  public Seq<String> sizes() {
    return List.of("8x8");
  }

  /**
   * Creates the rules of a checked setup; refuses a die other than {@code seed} with {@code
   * partnership}, which has no die.
   */
  @Override
  public Either<Rejection, Rules<?, ?>> create(String variant, OptionValues options, String size) {
    return ChaturajiVariant.of(variant, options).map(ChaturajiRules::of);
  }

  /**
   * {@return the rules of a variant and options given as a setup, typed (the checks of {@link
   * #rules}), or why the setup is refused}
   *
   * @param setup the variant and options; the board size is always 8x8
   */
  public static Either<Rejection, ChaturajiRules> chaturajiRules(Setup setup) {
    return new ChaturajiGame().rules(setup).map(rules -> (ChaturajiRules) rules);
  }
}
