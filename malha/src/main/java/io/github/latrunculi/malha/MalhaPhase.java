package io.github.latrunculi.malha;

/** The phase of a game, the {@code phase} field of a position line. */
public enum MalhaPhase {
  /** Setting: the sides take turns placing two soldiers each ({@code P}). */
  PLACEMENT('P'),
  /** The Attacker's first moving turn, continuation steps included ({@code O}). */
  OPENING('O'),
  /** The moving phase after the opening turn ({@code M}). */
  MOVING('M'),
  /** The game is over ({@code E}). */
  ENDED('E');

  private final char token;

  MalhaPhase(char token) {
    this.token = token;
  }

  /**
   * {@return the phase's letter in position lines: {@code P}, {@code O}, {@code M} or {@code E}}
   */
  public char token() {
    return token;
  }

  /** Returns the phase written {@code c}, or {@code null} for any other character. */
  static MalhaPhase ofToken(char c) {
    for (MalhaPhase phase : values()) {
      if (phase.token == c) {
        return phase;
      }
    }
    return null;
  }
}
