package io.github.latrunculi.quaternity;

/** The standing of a player, written as one letter per seat in the position's statuses field. */
public enum QuaternityStatus {
  /** Plays its turns ({@code A}). */
  ACTIVE('A'),
  /**
   * Resigned, lost on time or walked over ({@code F}): its pieces stay on the board, block, give no
   * check, are skipped in the turn order, and its king can still be checkmated.
   */
  FROZEN('F'),
  /** Checkmated ({@code X}): its king is gone and its pieces belong to the player who mated it. */
  ELIMINATED('X');

  private final char letter;

  QuaternityStatus(char letter) {
    this.letter = letter;
  }

  /** {@return the notation letter: {@code A}, {@code F} or {@code X}} */
  public char letter() {
    return letter;
  }
}
