package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Leap;

/**
 * The 12 x 12 board as the move generator reads it: square indices are {@code rank * 12 + file}
 * (a1 = 0, l12 = 143) and directions are {@link Direction} ordinals (N = 0, NE = 1, … clockwise to
 * NW = 7). Rays, neighbours, knight leaps and line directions come from the core {@link Geometry};
 * this class only lays them out flat for the hot loops.
 */
final class QuaternityTables {
  static final int SIZE = 12;
  static final int SQUARES = SIZE * SIZE;
  static final Geometry GEOMETRY = Geometry.of(SIZE, SIZE);

  /** The knight's targets of every square (the core's shared leap arrays). */
  static final int[][] KNIGHT_TARGETS = new int[SQUARES][];
  /** The eight rays of every square: RAYS[square * 8 + direction] (the core's shared rays). */
  static final int[][] RAYS = new int[SQUARES * Direction.COUNT][];
  /** The neighbour in each direction, or -1: NEIGHBOUR[square * 8 + direction]. */
  static final int[] NEIGHBOUR = new int[SQUARES * Direction.COUNT];

  static {
    for (int sq = 0; sq < SQUARES; sq++) {
      for (int d = 0; d < Direction.COUNT; d++) {
        RAYS[sq * Direction.COUNT + d] = GEOMETRY.ray(sq, d);
        NEIGHBOUR[sq * Direction.COUNT + d] = GEOMETRY.neighbour(sq, d);
      }
      KNIGHT_TARGETS[sq] = GEOMETRY.leaps(sq, Leap.KNIGHT);
    }
  }

  private QuaternityTables() {}

  static int file(int square) {
    return GEOMETRY.fileOf(square);
  }

  static int rank(int square) {
    return GEOMETRY.rankOf(square);
  }

  /** Returns the direction ordinal from {@code from} to an adjacent {@code to}, or -1 if not adjacent. */
  static int adjacentDirection(int from, int to) {
    return GEOMETRY.distance(from, to) == 1 ? GEOMETRY.lineDirection(from, to) : -1;
  }

  /**
   * Returns the direction ordinal of the line from {@code from} towards {@code to} when they share
   * a rank, file or diagonal, else -1.
   */
  static int lineDirection(int from, int to) {
    return GEOMETRY.lineDirection(from, to);
  }

  /** Returns true for a knight's leap from {@code from} to {@code to}. */
  static boolean isKnightLeap(int from, int to) {
    for (int t : KNIGHT_TARGETS[from]) {
      if (t == to) {
        return true;
      }
    }
    return false;
  }
}
