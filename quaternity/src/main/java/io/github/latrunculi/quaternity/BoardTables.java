package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;

/**
 * Precomputed tables of the 12 x 12 board for the move generator: square indices are
 * {@code rank * 12 + file} (a1 = 0, l12 = 143), directions are {@link Direction} ordinals (N = 0,
 * NE = 1, … clockwise to NW = 7).
 */
final class BoardTables {
  static final int SIZE = 12;
  static final int SQUARES = SIZE * SIZE;
  static final Geometry GEOMETRY = Geometry.of(SIZE, SIZE);

  /** The knight's targets of every square. */
  static final int[][] KNIGHT_TARGETS = new int[SQUARES][];
  /** The eight rays of every square: RAYS[square * 8 + direction]. */
  static final int[][] RAYS = new int[SQUARES * 8][];
  /** The neighbour in each direction, or -1: NEIGHBOUR[square * 8 + direction]. */
  static final int[] NEIGHBOUR = new int[SQUARES * 8];
  /**
   * LINKED[a * 144 + b] is true when a piece on {@code a} could attack {@code b} or a line through
   * {@code a} could reach {@code b}: same rank, file or diagonal, or a knight's leap apart. Used to
   * skip attack tests that cannot change.
   */
  static final boolean[] LINKED = new boolean[SQUARES * SQUARES];
  /**
   * The direction from a square to an adjacent one: ADJACENT_DIRECTION[(df + 1) * 3 + (dr + 1)]
   * for file and rank deltas in {-1, 0, 1}; -1 for (0, 0).
   */
  private static final int[] ADJACENT_DIRECTION = new int[9];

  private static final int[][] KNIGHT_DELTAS = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}
  };

  static {
    for (int sq = 0; sq < SQUARES; sq++) {
      for (Direction d : Direction.values()) {
        RAYS[sq * 8 + d.ordinal()] = GEOMETRY.ray(sq, d);
        NEIGHBOUR[sq * 8 + d.ordinal()] = GEOMETRY.neighbour(sq, d);
      }
      int[] targets = new int[8];
      int n = 0;
      for (int[] delta : KNIGHT_DELTAS) {
        int f = file(sq) + delta[0];
        int r = rank(sq) + delta[1];
        if (GEOMETRY.contains(f, r)) {
          targets[n++] = GEOMETRY.index(f, r);
        }
      }
      KNIGHT_TARGETS[sq] = java.util.Arrays.copyOf(targets, n);
    }
    for (int a = 0; a < SQUARES; a++) {
      for (int b = 0; b < SQUARES; b++) {
        int df = Math.abs(file(a) - file(b));
        int dr = Math.abs(rank(a) - rank(b));
        LINKED[a * SQUARES + b] = df == 0 || dr == 0 || df == dr || df * dr == 2;
      }
    }
    java.util.Arrays.fill(ADJACENT_DIRECTION, -1);
    for (Direction d : Direction.values()) {
      ADJACENT_DIRECTION[(d.fileDelta() + 1) * 3 + d.rankDelta() + 1] = d.ordinal();
    }
  }

  private BoardTables() {}

  static int file(int square) {
    return square % SIZE;
  }

  static int rank(int square) {
    return square / SIZE;
  }

  /** Returns the direction ordinal from {@code from} to an adjacent {@code to}, or -1 if not adjacent. */
  static int adjacentDirection(int from, int to) {
    int df = file(to) - file(from);
    int dr = rank(to) - rank(from);
    if (df < -1 || df > 1 || dr < -1 || dr > 1) {
      return -1;
    }
    return ADJACENT_DIRECTION[(df + 1) * 3 + dr + 1];
  }

  /**
   * Returns the direction ordinal of the line from {@code from} towards {@code to} when they share
   * a rank, file or diagonal, else -1.
   */
  static int lineDirection(int from, int to) {
    int df = file(to) - file(from);
    int dr = rank(to) - rank(from);
    if (from == to || (df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr))) {
      return -1;
    }
    return ADJACENT_DIRECTION[(Integer.signum(df) + 1) * 3 + Integer.signum(dr) + 1];
  }

  static boolean isOrthogonal(int direction) {
    return (direction & 1) == 0;
  }
}
