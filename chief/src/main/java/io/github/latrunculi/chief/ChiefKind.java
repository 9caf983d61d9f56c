package io.github.latrunculi.chief;

/**
 * The five kinds of piece, in the order the hand notation lists them (K W R A S), with the number
 * of squares each may travel along one line.
 */
public enum ChiefKind {
  /** The Chief (King): up to 2 squares; losing it loses the game. */
  CHIEF('K', 2),
  /** The Warrior: up to 2 squares; not frozen when pushed by a non-Warrior. */
  WARRIOR('W', 2),
  /** The Rider (Hero): any distance along an open line. */
  RIDER('R', Integer.MAX_VALUE),
  /** The Amazon: up to 3 squares. */
  AMAZON('A', 3),
  /** The Savage: up to 2 squares, no special ability. */
  SAVAGE('S', 2);

  private static final ChiefKind[] ALL = values();

  private final char letter;
  private final int range;

  ChiefKind(char letter, int range) {
    this.letter = letter;
    this.range = range;
  }

  /** {@return the upper-case letter of the kind: {@code K W R A S}} */
  public char letter() {
    return letter;
  }

  /**
   * {@return how many squares the kind may travel along one line ({@link Integer#MAX_VALUE}:
   * unlimited)}
   */
  public int range() {
    return range;
  }

  /** Returns the kind of an upper-case letter, or null when the letter names none. */
  static ChiefKind ofLetter(char upper) {
    for (ChiefKind kind : ALL) {
      if (kind.letter == upper) {
        return kind;
      }
    }
    return null;
  }

  /** Returns the kind with the given ordinal. */
  static ChiefKind of(int ordinal) {
    return ALL[ordinal];
  }
}
