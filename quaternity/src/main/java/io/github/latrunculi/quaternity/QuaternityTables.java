package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Leap;
import io.github.latrunculi.core.Square;

/**
 * The 12 x 12 board as the move generator reads it: square indices are {@code rank * 12 + file} (a1
 * = 0, l12 = 143) and directions are {@link Direction} ordinals (N = 0, NE = 1, … clockwise to NW =
 * 7). Rays, neighbours, knight leaps and line directions come from the core {@link Geometry}; this
 * class only lays them out flat for the hot loops.
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

  /** The square of each index, without the lookup in the core's persistent vector. */
  private static final Square[] SQUARE_OF = new Square[SQUARES];

  /**
   * The occupancy words of a set of squares: square s is bit {@code s & 63} of word {@code s >> 6}.
   */
  static final int WORDS = 3;

  /**
   * The squares from which a piece could attack a square, as occupancy words: its rank, file and
   * diagonals and its knight leaps, REACH[square * WORDS + word]. On the sparse boards of most of a
   * game, the pieces there are few, so an attack test looks at them instead of walking eight rays.
   */
  static final long[] REACH = new long[SQUARES * WORDS];

  /**
   * The squares of each ray, as occupancy words: RAY_BITS[(square * 8 + direction) * WORDS + word].
   */
  private static final long[] RAY_BITS = new long[SQUARES * Direction.COUNT * WORDS];

  /** The directions whose rays run towards higher square indices (N, NE, E, NW), one bit each. */
  private static final int ASCENDING;

  /** The line direction from one square to another, or -1: LINE[from * SQUARES + to]. */
  private static final byte[] LINE = new byte[SQUARES * SQUARES];

  /** The king-step distance between two squares: DISTANCE[from * SQUARES + to]. */
  private static final byte[] DISTANCE = new byte[SQUARES * SQUARES];

  static {
    int ascending = 0;
    for (int sq = 0; sq < SQUARES; sq++) {
      for (int d = 0; d < Direction.COUNT; d++) {
        int[] ray = GEOMETRY.ray(sq, d);
        RAYS[sq * Direction.COUNT + d] = ray;
        NEIGHBOUR[sq * Direction.COUNT + d] = GEOMETRY.neighbour(sq, d);
        for (int to : ray) {
          RAY_BITS[(sq * Direction.COUNT + d) * WORDS + (to >>> 6)] |= 1L << to;
          ascending |= to > sq ? 1 << d : 0;
        }
      }
      KNIGHT_TARGETS[sq] = GEOMETRY.leaps(sq, Leap.KNIGHT);
      SQUARE_OF[sq] = GEOMETRY.square(sq);
      for (int to = 0; to < SQUARES; to++) {
        LINE[sq * SQUARES + to] = (byte) GEOMETRY.lineDirection(sq, to);
        DISTANCE[sq * SQUARES + to] = (byte) GEOMETRY.distance(sq, to);
        if (LINE[sq * SQUARES + to] >= 0 || isKnightLeap(sq, to)) {
          REACH[sq * WORDS + (to >>> 6)] |= 1L << to;
        }
      }
    }
    ASCENDING = ascending;
  }

  private QuaternityTables() {}

  /** Returns the square of an index. */
  static Square square(int index) {
    return SQUARE_OF[index];
  }

  static int file(int square) {
    return GEOMETRY.fileOf(square);
  }

  static int rank(int square) {
    return GEOMETRY.rankOf(square);
  }

  /**
   * Returns the direction ordinal from {@code from} to an adjacent {@code to}, or -1 if not
   * adjacent.
   */
  static int adjacentDirection(int from, int to) {
    return distance(from, to) == 1 ? lineDirection(from, to) : -1;
  }

  /**
   * Returns the first occupied square of {@code occupied} (occupancy words) from {@code square} in
   * direction {@code d}, or -1: the lowest bit of the ray for the directions that ascend, the
   * highest for the others, instead of a walk along the ray.
   */
  static int firstOnRay(long[] occupied, int square, int d) {
    int at = (square * Direction.COUNT + d) * WORDS;
    if ((ASCENDING & (1 << d)) != 0) {
      for (int word = 0; word < WORDS; word++) {
        long bits = occupied[word] & RAY_BITS[at + word];
        if (bits != 0) {
          return word << 6 | Long.numberOfTrailingZeros(bits);
        }
      }
    } else {
      for (int word = WORDS - 1; word >= 0; word--) {
        long bits = occupied[word] & RAY_BITS[at + word];
        if (bits != 0) {
          return word << 6 | (63 - Long.numberOfLeadingZeros(bits));
        }
      }
    }
    return -1;
  }

  /** Returns the king-step (Chebyshev) distance between two squares. */
  static int distance(int from, int to) {
    return DISTANCE[from * SQUARES + to];
  }

  /**
   * Returns the direction ordinal of the line from {@code from} towards {@code to} when they share
   * a rank, file or diagonal, else -1.
   */
  static int lineDirection(int from, int to) {
    return LINE[from * SQUARES + to];
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
