package io.github.latrunculi.quaternity;

/**
 * What the internals of one set of rules share, built once by {@link QuaternityRules}: the variant
 * (whose components are the option values), the variant field its position lines carry, and what
 * follows from the options (the fields of a line, the start position's line, the order of play).
 * The internals take this instead of the public rules. The board is the same 12 x 12 in every
 * variant, so its tables are the static {@link QuaternityTables}.
 */
final class QuaternityContext {
  /** The game id, the first field of a position line. */
  static final String GAME_ID = "quaternity";

  /** The start position's six QFEN fields (§2.3), White to move. */
  static final String START =
      "rK2rRrP>2bP<bR2bK/1rQ1rNrP>2bP<bB1bQ1/3rNrP>2bP<bB3/rRrBrBrP*4bP*bNbNbR/"
          + "rPvrPvrPv1rP*2bP*1bPvbPvbPv/12/12/wP^wP^wP^1wP*2gP*1gP^gP^gP^/"
          + "wRwNwNwP*4gP*gBgBgR/3wBwP>2gP<gN3/1wQ1wBwP>2gP<gN1gQ1/wK2wRwP>2gP<gR2gK"
          + " w wrbg AAAA - *";

  /** The QFEN fields of a position line. */
  private static final int QFEN_FIELDS = 6;

  private final QuaternityVariant variant;
  private final String variantName;
  private final int fieldCount;
  private final boolean forbidSelfExposure;
  private final int turnStep;

  QuaternityContext(QuaternityVariant variant) {
    this.variant = variant;
    this.variantName = variant.field();
    this.fieldCount = variant.hasNoProgressLimit() ? QFEN_FIELDS + 1 : QFEN_FIELDS;
    this.forbidSelfExposure = variant.selfExposure() == QuaternityVariant.SelfExposure.FORBID;
    this.turnStep =
        variant.turnDirection() == QuaternityVariant.TurnDirection.CLOCKWISE
            ? 1
            : QuaternityArmy.COUNT - 1;
  }

  /** Returns the variant: its components are the option values. */
  QuaternityVariant variant() {
    return variant;
  }

  /** Returns the variant field of position lines, for example {@code standard,kingCapture=true}. */
  String variantName() {
    return variantName;
  }

  /**
   * Returns the fields of a position line after the variant: the six of QFEN, and a seventh, the
   * no-progress count, under option noProgressLimit only.
   */
  int fieldCount() {
    return fieldCount;
  }

  /** Returns true when the no-progress count is kept (option noProgressLimit is on). */
  boolean countsNoProgress() {
    return fieldCount > QFEN_FIELDS;
  }

  /** Returns the start position's line: the first player of the options to move, count 0. */
  String startLine() {
    String first = " " + variant.firstPlayer().letter() + " wrbg";
    return GAME_ID
        + " "
        + variantName
        + " "
        + START.replace(" w wrbg", first)
        + (countsNoProgress() ? " 0" : "");
  }

  /** Returns true when a mate may not uncover the mover's king (SELF_EXPOSURE=FORBID). */
  boolean forbidsSelfExposure() {
    return forbidSelfExposure;
  }

  /** Returns the seat after {@code seat} in the order of play, whatever its status. */
  int nextSeat(int seat) {
    return (seat + turnStep) % QuaternityArmy.COUNT;
  }

  /** Returns the seat before {@code seat} in the order of play, whatever its status. */
  int previousSeat(int seat) {
    return (seat + QuaternityArmy.COUNT - turnStep) % QuaternityArmy.COUNT;
  }
}
