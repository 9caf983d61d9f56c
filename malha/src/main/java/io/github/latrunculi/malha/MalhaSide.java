package io.github.latrunculi.malha;

import io.github.latrunculi.core.Player;

/**
 * The two sides of Kharbga, which are also the two kinds of soldier on the board: all soldiers of a
 * side are identical, so a square holds either nothing or a soldier of one side.
 */
public enum MalhaSide {
  /**
   * The Attacker: places and moves first; written {@code a} as a side and {@code S} as a soldier.
   */
  ATTACKER('a', 'S', "Attacker"),
  /**
   * The Defender: may request exchanges; written {@code d} as a side and {@code s} as a soldier.
   */
  DEFENDER('d', 's', "Defender");

  private final char letter;
  private final char soldier;
  private final String displayName;
  private final Player player;

  MalhaSide(char letter, char soldier, String displayName) {
    this.letter = letter;
    this.soldier = soldier;
    this.displayName = displayName;
    this.player = new Player(ordinal(), String.valueOf(letter));
  }

  /** {@return the side's letter in position lines and resignations: {@code a} or {@code d}} */
  public char letter() {
    return letter;
  }

  /** {@return the soldier's token in the board field: {@code S} or {@code s}} */
  public char soldier() {
    return soldier;
  }

  /** {@return the name for people: {@code Attacker} or {@code Defender}} */
  public String displayName() {
    return displayName;
  }

  /** {@return the seat of this side (Attacker seat 0, Defender seat 1)} */
  public Player player() {
    return player;
  }

  /** {@return the other side} */
  public MalhaSide opponent() {
    return this == ATTACKER ? DEFENDER : ATTACKER;
  }

  /** Returns the side whose letter is {@code c}, or {@code null} for any other character. */
  static MalhaSide ofLetter(char c) {
    return c == 'a' ? ATTACKER : c == 'd' ? DEFENDER : null;
  }

  /** Returns the side by its code in the compact board: 0 Attacker, 1 Defender. */
  static MalhaSide ofCode(int code) {
    return code == 0 ? ATTACKER : DEFENDER;
  }

  @Override
  public String toString() {
    return displayName;
  }
}
