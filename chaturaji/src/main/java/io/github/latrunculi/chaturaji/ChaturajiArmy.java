package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;

/**
 * The four armies in seat (turn) order, clockwise round the board: Red (east), Green (south),
 * Yellow (west), Black (north). Red and Yellow form the camp RY, Green and Black the camp GB;
 * allies sit at opposite corners.
 */
public enum ChaturajiArmy {
  /** Red, east, corner h1, throne h4, soldiers advance west. */
  RED('r', new Square(7, 3), Direction.W),
  /** Green, south, corner a1, throne d1, soldiers advance north. */
  GREEN('g', new Square(3, 0), Direction.N),
  /** Yellow, west, corner a8, throne a5, soldiers advance east. */
  YELLOW('y', new Square(0, 4), Direction.E),
  /** Black, north, corner h8, throne e8, soldiers advance south. */
  BLACK('b', new Square(4, 7), Direction.S);

  private static final ChaturajiArmy[] ALL = values();

  private final char letter;
  private final Square throne;
  private final Direction forward;
  private final Player player;

  ChaturajiArmy(char letter, Square throne, Direction forward) {
    this.letter = letter;
    this.throne = throne;
    this.forward = forward;
    this.player = new Player(ordinal(), String.valueOf(letter));
  }

  /** {@return the letter of the notation: {@code r}, {@code g}, {@code y} or {@code b}} */
  public char letter() {
    return letter;
  }

  /** {@return the seat of this army (its index is the turn order)} */
  public Player player() {
    return player;
  }

  /** {@return the throne: the starting square of this army's maraja} */
  public Square throne() {
    return throne;
  }

  /** {@return the direction in which this army's soldiers advance} */
  public Direction forward() {
    return forward;
  }

  /** {@return the ally, the army in the opposite corner} */
  public ChaturajiArmy ally() {
    return ALL[ordinal() ^ 2];
  }

  /** {@return the camp of this army} */
  public ChaturajiCamp camp() {
    return ChaturajiCamp.of(ordinal() & 1);
  }

  /** {@return the army that plays after this one, clockwise} */
  public ChaturajiArmy next() {
    return ALL[(ordinal() + 1) & 3];
  }

  /**
   * {@return the army with the given seat index}
   *
   * @param seat the seat index, 0 (Red) to 3 (Black)
   */
  public static ChaturajiArmy of(int seat) {
    return ALL[seat];
  }

  /** Returns the army written with {@code letter}, or null. */
  static ChaturajiArmy ofLetter(char letter) {
    for (ChaturajiArmy army : ALL) {
      if (army.letter == letter) {
        return army;
      }
    }
    return null;
  }
}
