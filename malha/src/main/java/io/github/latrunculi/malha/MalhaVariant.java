package io.github.latrunculi.malha;

import io.github.latrunculi.core.registry.OptionSpec;
import io.github.latrunculi.core.registry.OptionSpecs;
import io.github.latrunculi.core.registry.OptionValues;
import io.vavr.collection.LinkedHashMap;

/**
 * The options of the game with their defaults. There is one named variant, {@code standard}; every
 * option changes one rule. Option keys appear in position lines in the order of {@link #SPECS},
 * only when they differ from the default.
 *
 * @param openingPair which first pairs must touch the malha (default {@code TOUCH_MALHA})
 * @param settingImmunity whether soldiers flanked when the setting ends are immune until they move
 *     (default {@code NONE})
 * @param malhaImmunity whether a soldier on d4 can never be captured (default {@code false})
 * @param continuation whether a capture chain must go on (default {@code COMPULSORY})
 * @param exchangeRequiresUnreachable whether the requesting Defender soldier must be unreachable:
 *     in none of the four orthogonal directions, empty squares skipped, is the first soldier met an
 *     Attacker's (default {@code NONE})
 * @param blockedAttackerOwesExchange whether a blocked Attacker with an exchange pending loses
 *     (default {@code false})
 * @param bothEliminated who wins when one exchange empties the board (default {@code
 *     ATTACKER_WINS})
 * @param noCaptureLimit plies without capture or exchange that end the game; 0 means no limit
 *     (default 0)
 * @param limitResult how a game ended by the limit is scored (default {@code DRAW})
 */
public record MalhaVariant(
    OpeningPair openingPair,
    SettingImmunity settingImmunity,
    boolean malhaImmunity,
    Continuation continuation,
    ExchangeRequirement exchangeRequiresUnreachable,
    boolean blockedAttackerOwesExchange,
    BothEliminated bothEliminated,
    int noCaptureLimit,
    LimitResult limitResult) {

  /** The only variant name. */
  public static final String STANDARD = "standard";

  /** The options in their canonical order, with their defaults and accepted values. */
  public static final OptionSpecs SPECS =
      OptionSpecs.of(
          OptionSpec.choice("openingPair", "TOUCH_MALHA", "FREE", "EACH_SIDE"),
          OptionSpec.choice("settingImmunity", "NONE", "UNTIL_MOVED"),
          OptionSpec.flag("malhaImmunity", false),
          OptionSpec.choice("continuation", "COMPULSORY", "OPTIONAL"),
          OptionSpec.choice("exchangeRequiresUnreachable", "NONE", "RAY"),
          OptionSpec.flag("blockedAttackerOwesExchange", false),
          OptionSpec.choice("bothEliminated", "ATTACKER_WINS", "DRAW"),
          OptionSpec.number("noCaptureLimit", 0, 0, 999_999),
          OptionSpec.choice("limitResult", "DRAW", "MAJORITY"));

  /** The default rules. */
  public static final MalhaVariant DEFAULT =
      new MalhaVariant(
          OpeningPair.TOUCH_MALHA,
          SettingImmunity.NONE,
          false,
          Continuation.COMPULSORY,
          ExchangeRequirement.NONE,
          false,
          BothEliminated.ATTACKER_WINS,
          0,
          LimitResult.DRAW);

  /** Which placement pairs must include a malha-adjacent square (d3, c4, e4 or d5). */
  public enum OpeningPair {
    /** The Attacker's first pair (default). */
    TOUCH_MALHA,
    /** No pair is constrained (the reference engine for human players). */
    FREE,
    /** The first pair of each side (after Ludii's Khamousiyya). */
    EACH_SIDE
  }

  /** Whether sandwiches left by the setting protect soldiers. */
  public enum SettingImmunity {
    /** No lasting immunity (default). */
    NONE,
    /** A soldier flanked when the setting ends cannot be captured until it moves. */
    UNTIL_MOVED
  }

  /** Whether a capture chain must be continued. */
  public enum Continuation {
    /** The capturing soldier must go on while it can capture (default). */
    COMPULSORY,
    /** The move {@code end} may close the turn while a chain could go on. */
    OPTIONAL
  }

  /** Which Defender soldiers may start an exchange request. */
  public enum ExchangeRequirement {
    /** Any Defender soldier (default). */
    NONE,
    /**
     * Only a soldier that no Attacker soldier sees along an orthogonal line, empty squares skipped;
     * the soldier already requesting may go on flagging.
     */
    RAY
  }

  /** The result when one exchange removes the last soldiers of both sides. */
  public enum BothEliminated {
    /** {@code A:elim} (default, the order of checks of the KharbgaNet program). */
    ATTACKER_WINS,
    /** {@code =:elim}. */
    DRAW
  }

  /** How a game ended by {@code noCaptureLimit} is scored. */
  public enum LimitResult {
    /** Always a draw, {@code =:limit} (default). */
    DRAW,
    /** The side with more soldiers wins ({@code A:limit} / {@code D:limit}); equal is a draw. */
    MAJORITY
  }

  /**
   * {@return the options of checked values (see {@link #SPECS})}
   *
   * @param values the value of every option, as {@link #SPECS} read them
   */
  public static MalhaVariant of(OptionValues values) {
    return new MalhaVariant(
        OpeningPair.valueOf(values.get("openingPair")),
        SettingImmunity.valueOf(values.get("settingImmunity")),
        values.flag("malhaImmunity"),
        Continuation.valueOf(values.get("continuation")),
        ExchangeRequirement.valueOf(values.get("exchangeRequiresUnreachable")),
        values.flag("blockedAttackerOwesExchange"),
        BothEliminated.valueOf(values.get("bothEliminated")),
        values.number("noCaptureLimit"),
        LimitResult.valueOf(values.get("limitResult")));
  }

  /** {@return every option's value, checked against {@link #SPECS}} */
  public OptionValues values() {
    return SPECS
        .read(
            LinkedHashMap.of(
                    "openingPair", openingPair.name(),
                    "settingImmunity", settingImmunity.name(),
                    "malhaImmunity", Boolean.toString(malhaImmunity),
                    "continuation", continuation.name(),
                    "exchangeRequiresUnreachable", exchangeRequiresUnreachable.name(),
                    "blockedAttackerOwesExchange", Boolean.toString(blockedAttackerOwesExchange),
                    "bothEliminated", bothEliminated.name(),
                    "noCaptureLimit", Integer.toString(noCaptureLimit))
                .put("limitResult", limitResult.name()))
        .get();
  }

  /**
   * {@return the variant field of position lines: {@code standard} followed by the non-default
   * options in key order, for example {@code standard,malhaImmunity=true}}
   */
  public String field() {
    return SPECS.variantField(STANDARD, values());
  }

  /** {@return whether the position line carries the eighth field (plies without capture)} */
  public boolean hasCaptureLimit() {
    return noCaptureLimit > 0;
  }
}
