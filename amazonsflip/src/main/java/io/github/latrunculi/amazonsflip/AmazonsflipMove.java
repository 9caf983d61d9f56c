package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Square;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * One whole Desdemona turn: an amazon's queen move, then (except on player 1's opening turn) the
 * fire of the moved amazon. Perft, agents and game records count turns, not half-turns.
 */
public sealed interface AmazonsflipMove extends Move {
  /** {@return the square the amazon leaves} */
  Square from();

  /** {@return the square the amazon lands on} */
  Square to();

  /** {@return the fire target, or {@code None} on the opening turn} */
  Option<Square> target();

  /**
   * {@return the opening move-only turn {@code from-to}}
   *
   * @param from the square player 1's amazon leaves
   * @param to the square it lands on
   */
  static AmazonsflipMove opening(Square from, Square to) {
    return new Opening(from, to);
  }

  /**
   * {@return the normal turn {@code from-to/target}}
   *
   * @param from the square the amazon leaves
   * @param to the square it lands on and fires from
   * @param target the square the shot lands on
   */
  static AmazonsflipMove moveAndFire(Square from, Square to, Square target) {
    return new MoveAndFire(from, to, target);
  }

  /**
   * Player 1's first turn of the game: a move without fire, written {@code d1-d4}.
   *
   * @param from the square the amazon leaves
   * @param to the square the amazon lands on
   */
  record Opening(Square from, Square to) implements AmazonsflipMove {
    /**
     * Checks that no square is null.
     *
     * @param from the square the amazon leaves, not null
     * @param to the square it lands on, not null
     */
    public Opening {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }

    @Override
    public Option<Square> target() {
      return Option.none();
    }

    @Override
    public String toString() {
      return from.name() + "-" + to.name();
    }
  }

  /**
   * A normal turn: a move, then a shot from the landing square, written {@code d1-d4/d7}. Whether
   * the shot is plain or flips stones follows from the position and the target.
   *
   * @param from the square the amazon leaves
   * @param to the square the amazon lands on
   * @param fireAt the square the stone lands on
   */
  record MoveAndFire(Square from, Square to, Square fireAt) implements AmazonsflipMove {
    /**
     * Checks that no square is null.
     *
     * @param from the square the amazon leaves, not null
     * @param to the square it lands on, not null
     * @param fireAt the square the shot lands on, not null
     */
    public MoveAndFire {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
      Objects.requireNonNull(fireAt, "fireAt");
    }

    @Override
    public Option<Square> target() {
      return Option.some(fireAt);
    }

    @Override
    public String toString() {
      return from.name() + "-" + to.name() + "/" + fireAt.name();
    }
  }
}
