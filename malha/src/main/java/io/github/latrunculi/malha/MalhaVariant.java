package io.github.latrunculi.malha;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Decimal;
import io.github.latrunculi.core.Rejection;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The options of the game (dossier §10) with their defaults. There is one named variant, {@code
 * standard}; every option changes one rule. Option keys appear in position lines in the order of
 * {@link #KEYS} (the dossier's §10 order), only when they differ from the default.
 *
 * @param openingPair which first pairs must touch the malha (default {@code TOUCH_MALHA})
 * @param settingImmunity whether soldiers flanked when the setting ends are immune until they move
 *     (default {@code NONE})
 * @param malhaImmunity whether a soldier on d4 can never be captured (default {@code false})
 * @param continuation whether a capture chain must go on (default {@code COMPULSORY})
 * @param exchangeRequiresUnreachable whether the requesting Defender soldier must be unreachable by
 *     the ray test of §6.1 (default {@code NONE})
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

  /** The option keys in the dossier's order. */
  public static final List<String> KEYS =
      List.of(
          "openingPair",
          "settingImmunity",
          "malhaImmunity",
          "continuation",
          "exchangeRequiresUnreachable",
          "blockedAttackerOwesExchange",
          "bothEliminated",
          "noCaptureLimit",
          "limitResult");

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
    /** The Attacker's first pair (dossier default). */
    TOUCH_MALHA,
    /** No pair is constrained (the reference engine for human players). */
    FREE,
    /** The first pair of each side (after Ludii's Khamousiyya). */
    EACH_SIDE
  }

  /** Whether sandwiches left by the setting protect soldiers. */
  public enum SettingImmunity {
    /** No lasting immunity (dossier default). */
    NONE,
    /** A soldier flanked when the setting ends cannot be captured until it moves. */
    UNTIL_MOVED
  }

  /** Whether a capture chain must be continued. */
  public enum Continuation {
    /** The capturing soldier must go on while it can capture (dossier default). */
    COMPULSORY,
    /** The move {@code end} may close the turn while a chain could go on. */
    OPTIONAL
  }

  /** Which Defender soldiers may start an exchange request. */
  public enum ExchangeRequirement {
    /** Any Defender soldier (dossier default). */
    NONE,
    /** Only a soldier that no Attacker soldier sees along a line (dossier §6.1). */
    RAY
  }

  /** The result when one exchange removes the last soldiers of both sides. */
  public enum BothEliminated {
    /** {@code A:elim} (dossier default, the engine's order of checks). */
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

  /** Returns the option names with their default values, in key order. */
  public static Map<String, String> defaults() {
    return DEFAULT.values();
  }

  /** Returns every option's value as text, in key order. */
  public Map<String, String> values() {
    return LinkedHashMap.of(
            "openingPair", openingPair.name(),
            "settingImmunity", settingImmunity.name(),
            "malhaImmunity", Boolean.toString(malhaImmunity),
            "continuation", continuation.name(),
            "exchangeRequiresUnreachable", exchangeRequiresUnreachable.name(),
            "blockedAttackerOwesExchange", Boolean.toString(blockedAttackerOwesExchange),
            "bothEliminated", bothEliminated.name(),
            "noCaptureLimit", Integer.toString(noCaptureLimit))
        .put("limitResult", limitResult.name());
  }

  /**
   * Returns the variant field of position lines: {@code standard} followed by the non-default
   * options in key order, for example {@code standard,malhaImmunity=true}.
   */
  public String field() {
    Map<String, String> mine = values();
    Map<String, String> defaults = defaults();
    StringBuilder sb = new StringBuilder(STANDARD);
    for (String key : KEYS) {
      String value = mine.get(key).get();
      if (!value.equals(defaults.get(key).get())) {
        sb.append(',').append(key).append('=').append(value);
      }
    }
    return sb.toString();
  }

  /** Returns whether the position line carries the eighth field (plies without capture). */
  public boolean hasCaptureLimit() {
    return noCaptureLimit > 0;
  }

  /**
   * Reads option values given by name (only those that differ from the defaults need be given), or
   * says which one is unknown or invalid.
   */
  public static Either<Rejection, MalhaVariant> of(Map<String, String> options) {
    for (String key : options.keySet()) {
      if (!KEYS.contains(key)) {
        return Either.left(
            new Rejection(
                CoreRejection.UNKNOWN_OPTION,
                "malha has no option '" + key + "'; options: " + KEYS.mkString(", ")));
      }
    }
    OptionReader in = new OptionReader(defaults().merge(options, (byDefault, given) -> given));
    MalhaVariant variant =
        new MalhaVariant(
            in.choice("openingPair", OpeningPair.class),
            in.choice("settingImmunity", SettingImmunity.class),
            in.flag("malhaImmunity"),
            in.choice("continuation", Continuation.class),
            in.choice("exchangeRequiresUnreachable", ExchangeRequirement.class),
            in.flag("blockedAttackerOwesExchange"),
            in.choice("bothEliminated", BothEliminated.class),
            in.plies("noCaptureLimit"),
            in.choice("limitResult", LimitResult.class));
    return in.error == null ? Either.right(variant) : Either.left(in.error);
  }

  /** Reads option values by key and keeps the first invalid one (it then returns a placeholder). */
  private static final class OptionReader {
    private final Map<String, String> values;
    private Rejection error;

    OptionReader(Map<String, String> values) {
      this.values = values;
    }

    <E extends Enum<E>> E choice(String key, Class<E> type) {
      String value = values.get(key).get();
      E[] constants = type.getEnumConstants();
      for (E constant : constants) {
        if (constant.name().equals(value)) {
          return constant;
        }
      }
      fail(key, value, List.of(constants).map(Enum::name).mkString(", "));
      return constants[0];
    }

    boolean flag(String key) {
      String value = values.get(key).get();
      if (!value.equals("true") && !value.equals("false")) {
        fail(key, value, "true, false");
      }
      return value.equals("true");
    }

    int plies(String key) {
      String value = values.get(key).get();
      Option<Integer> plies = Decimal.parse(value, 0, 999_999);
      if (plies.isEmpty()) {
        fail(key, value, "0 (no limit) or a number of plies from 1 to 999999");
        return 0;
      }
      return plies.get();
    }

    private void fail(String key, String value, String allowed) {
      if (error == null) {
        error =
            new Rejection(
                CoreRejection.INVALID_OPTION,
                "option " + key + " does not take '" + value + "'; allowed: " + allowed);
      }
    }
  }
}
