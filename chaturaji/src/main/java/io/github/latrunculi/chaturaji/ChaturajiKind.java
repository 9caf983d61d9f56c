package io.github.latrunculi.chaturaji;

/**
 * The five kinds of men. Soldiers and boats are minor men, the others major: while the hierarchy is
 * on, a minor man may capture only minor enemy men.
 */
public enum ChaturajiKind {
  /** The maraja (king): one square in any of the eight directions. */
  MARAJA('K'),
  /** The elephant: any number of empty squares along a rank or file (like a rook). */
  ELEPHANT('E'),
  /** The horse: a leap to the opposite corner of a 2×3 rectangle (like a knight). */
  HORSE('H'),
  /** The boat: a leap of exactly two squares diagonally, over anything. */
  BOAT('B'),
  /** The soldier: one square forward, captures one square diagonally forward. */
  SOLDIER('P');

  private static final ChaturajiKind[] ALL = values();

  private final char letter;

  ChaturajiKind(char letter) {
    this.letter = letter;
  }

  /**
   * {@return the letter of the notation: {@code K}, {@code E}, {@code H}, {@code B} or {@code P}}
   */
  public char letter() {
    return letter;
  }

  /** {@return true for the soldier and the boat, which may capture only minor men} */
  public boolean isMinor() {
    return this == BOAT || this == SOLDIER;
  }

  /** Returns the kind with the given ordinal. */
  static ChaturajiKind of(int ordinal) {
    return ALL[ordinal];
  }

  /** Returns the major kind (not the soldier) written with {@code letter}, or null. */
  static ChaturajiKind majorOf(char letter) {
    for (int i = 0; i < SOLDIER.ordinal(); i++) {
      if (ALL[i].letter == letter) {
        return ALL[i];
      }
    }
    return null;
  }
}
