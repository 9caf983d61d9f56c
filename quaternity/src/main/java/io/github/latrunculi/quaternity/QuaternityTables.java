package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Leap;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardTables;
import io.github.latrunculi.core.kit.SquareSet;

/**
 * The 12 x 12 board as the move generator reads it, the same in every variant: square indices are
 * {@code rank * 12 + file} (a1 = 0, l12 = 143) and directions are {@link Direction} ordinals (N =
 * 0, NE = 1, … clockwise to NW = 7). Rays, leaps, line directions, distances and the nearest piece
 * on a ray come from the core's {@link Geometry} and {@link BoardTables}; this class adds only what
 * Quaternity's attack test needs on top of them.
 */
final class QuaternityTables {
  static final int SIZE = 12;
  static final int SQUARES = SIZE * SIZE;
  static final Geometry GEOMETRY = Geometry.of(SIZE, SIZE);

  /** The board's rays, leaps, line directions and distances as square sets and byte tables. */
  static final BoardTables BOARD = BoardTables.of(GEOMETRY);

  /** The words of a {@link SquareSet} of this board. */
  static final int WORDS = SquareSet.words(SQUARES);

  /**
   * The squares from which a piece could attack a square, as square-set words: its rank, file and
   * diagonals and its knight leaps, REACH[square * WORDS + word]. On the sparse boards of most of a
   * game the pieces there are few, so an attack test looks at them instead of walking eight rays.
   */
  static final long[] REACH = new long[SQUARES * WORDS];

  /** The eight neighbours of a square, where a king attacks: NEIGHBOURS[square * WORDS + word]. */
  static final long[] NEIGHBOURS = new long[SQUARES * WORDS];

  /** The square of each index, without the lookup in the core's persistent vector. */
  private static final Square[] SQUARE_OF = new Square[SQUARES];

  static {
    for (int sq = 0; sq < SQUARES; sq++) {
      for (int word = 0; word < WORDS; word++) {
        REACH[sq * WORDS + word] = BOARD.lines(sq, word) | BOARD.leap(sq, Leap.KNIGHT, word);
      }
      for (int d = 0; d < Direction.COUNT; d++) {
        int next = GEOMETRY.neighbour(sq, d);
        if (next >= 0) {
          SquareSet.add(NEIGHBOURS, sq * WORDS, next);
        }
      }
      SQUARE_OF[sq] = GEOMETRY.square(sq);
    }
  }

  private QuaternityTables() {}

  /** Returns the square of an index. */
  static Square square(int index) {
    return SQUARE_OF[index];
  }

  /**
   * Returns the direction ordinal from {@code from} to an adjacent {@code to}, or -1 if not
   * adjacent.
   */
  static int adjacentDirection(int from, int to) {
    return BOARD.distance(from, to) == 1 ? BOARD.lineDirection(from, to) : -1;
  }

  /** Returns true for a knight's leap from {@code from} to {@code to}. */
  static boolean isKnightLeap(int from, int to) {
    return (BOARD.leap(from, Leap.KNIGHT, SquareSet.word(to)) & SquareSet.bit(to)) != 0;
  }
}
