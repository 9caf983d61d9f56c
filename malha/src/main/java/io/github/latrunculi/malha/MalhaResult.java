package io.github.latrunculi.malha;

import io.github.latrunculi.core.Outcome;

/** The result field of a position line: winner first, then the reason. */
public enum MalhaResult {
  /** The game goes on ({@code *}). */
  ONGOING("*", null, ""),
  /** The Defender has no soldier left ({@code A:elim}). */
  ATTACKER_ELIMINATION("A:elim", MalhaSide.ATTACKER, "ELIMINATION"),
  /** The Attacker has no soldier left ({@code D:elim}). */
  DEFENDER_ELIMINATION("D:elim", MalhaSide.DEFENDER, "ELIMINATION"),
  /** One exchange removed the last soldiers of both sides, under {@code bothEliminated=DRAW}. */
  DRAW_ELIMINATION("=:elim", null, "ELIMINATION"),
  /**
   * The Defender is blocked at the end of the Attacker's first turn, or (option {@code
   * blockedAttackerOwesExchange}) the Attacker is blocked while owing an exchange ({@code
   * D:block}).
   */
  DEFENDER_BLOCKED("D:block", MalhaSide.DEFENDER, "BLOCKED"),
  /** The Defender resigned ({@code A:resign}). */
  ATTACKER_RESIGNATION("A:resign", MalhaSide.ATTACKER, "RESIGNATION"),
  /** The Attacker resigned ({@code D:resign}). */
  DEFENDER_RESIGNATION("D:resign", MalhaSide.DEFENDER, "RESIGNATION"),
  /** The no-capture limit was reached and the Attacker has more soldiers ({@code A:limit}). */
  ATTACKER_LIMIT("A:limit", MalhaSide.ATTACKER, "NO_CAPTURE_LIMIT"),
  /** The no-capture limit was reached and the Defender has more soldiers ({@code D:limit}). */
  DEFENDER_LIMIT("D:limit", MalhaSide.DEFENDER, "NO_CAPTURE_LIMIT"),
  /** The no-capture limit was reached and the game is drawn ({@code =:limit}). */
  DRAW_LIMIT("=:limit", null, "NO_CAPTURE_LIMIT");

  private final String token;
  private final MalhaSide winner;
  private final String reason;

  MalhaResult(String token, MalhaSide winner, String reason) {
    this.token = token;
    this.winner = winner;
    this.reason = reason;
  }

  /** {@return the token of the result field, for example {@code D:block}} */
  public String token() {
    return token;
  }

  /**
   * {@return the result as a core outcome with its reason code} The reasons are {@code
   * ELIMINATION}, {@code BLOCKED}, {@code RESIGNATION} and {@code NO_CAPTURE_LIMIT}.
   */
  public Outcome outcome() {
    if (this == ONGOING) {
      return Outcome.ONGOING;
    }
    return winner == null ? Outcome.draw(reason) : Outcome.win(winner.player(), reason);
  }

  /** Returns the result written {@code text}, or {@code null} for any other text. */
  static MalhaResult ofToken(String text) {
    for (MalhaResult result : values()) {
      if (result.token.equals(text)) {
        return result;
      }
    }
    return null;
  }

  /** Returns the resignation result of {@code resigning}: its opponent wins. */
  static MalhaResult resignationBy(MalhaSide resigning) {
    return resigning == MalhaSide.ATTACKER ? DEFENDER_RESIGNATION : ATTACKER_RESIGNATION;
  }
}
