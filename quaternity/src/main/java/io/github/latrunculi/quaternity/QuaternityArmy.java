package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Player;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The four armies, in seat order. Each army belongs to the seat of the same index, whose king it
 * holds; after a checkmate the army passes to another player (its controller) but keeps its colour,
 * which still decides its pawns' directions and the colour of their promotions.
 */
public enum QuaternityArmy {
  /** White: king on a1, moves first by default. */
  WHITE('w', "White"),
  /** Red: king on a12. */
  RED('r', "Red"),
  /** Black: king on l12. */
  BLACK('b', "Black"),
  /** Green: king on l1. */
  GREEN('g', "Green");

  /** The number of armies, and of seats. */
  static final int COUNT = 4;

  private static final QuaternityArmy[] ALL = values();

  /** The players of the seats, in seat order. */
  static final Seq<Player> PLAYERS = Vector.of(ALL).map(QuaternityArmy::player);

  private final char letter;
  private final String displayName;
  private final Player player;

  QuaternityArmy(char letter, String displayName) {
    this.letter = letter;
    this.displayName = displayName;
    this.player = new Player(ordinal(), String.valueOf(letter));
  }

  /** {@return the army's notation letter: {@code w}, {@code r}, {@code b} or {@code g}} */
  public char letter() {
    return letter;
  }

  /** {@return the colour's name for people, for example {@code "Red"}} */
  public String displayName() {
    return displayName;
  }

  /** {@return the seat that owns this army at the start (seat index = army index)} */
  public Player player() {
    return player;
  }

  /**
   * {@return the army with the given index}
   *
   * @param index the army index, 0 (White) to 3 (Green)
   */
  public static QuaternityArmy of(int index) {
    return ALL[index];
  }

  /**
   * {@return the army of a seat: the one whose king the seat holds}
   *
   * @param player one of the four seats
   */
  public static QuaternityArmy of(Player player) {
    return ALL[player.index()];
  }

  /**
   * {@return the army with the given notation letter, or {@code None} when no army has it}
   *
   * @param letter {@code w}, {@code r}, {@code b} or {@code g}
   */
  public static Option<QuaternityArmy> fromLetter(char letter) {
    for (QuaternityArmy army : ALL) {
      if (army.letter == letter) {
        return Option.some(army);
      }
    }
    return Option.none();
  }
}
