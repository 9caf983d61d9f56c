package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.kit.Bits;

/**
 * Bitboards of the 10x10 board and the line tables of queen moves over them. A set of squares is
 * two {@code long}s: {@code lo} holds squares 0 to 63 (bit = index), {@code hi} squares 64 to 99
 * (bit = index - 64). Index = rank * 10 + file, as everywhere in the module.
 *
 * <p>Why: the nearest occupied square along a line is one mask and one bit scan, and whether a
 * given line square is reachable is one mask test, instead of a walk square by square. Directions
 * are numbered in {@link io.github.latrunculi.core.Direction} order.
 *
 * <p>Every square's queen lines hold at most {@link #MAX_REACH} squares; they are numbered as
 * "slots" {@code 0..MAX_REACH-1}, direction by direction, nearer squares first, so that the
 * destinations or fire targets of one line in one direction are consecutive slots.
 */
final class AmazonsflipBits {
  static final int SIZE = AmazonsflipPosition.SIZE;

  /**
   * The most squares a queen reaches on an empty 10x10 board (35, from e5, e6, f5 or f6): no square
   * has more line slots.
   */
  static final int MAX_REACH = 35;

  /**
   * Directions whose steps raise the index (N, NE, E, NW): their nearest square is the lowest bit.
   */
  private static final int RISING = 0b1000_0111;

  /** RAY_LO/HI[square * 8 + direction]: the squares from {@code square} to the edge that way. */
  private static final long[] RAY_LO = new long[SIZE * 8];

  private static final long[] RAY_HI = new long[SIZE * 8];

  /** RAY_LENGTH[square * 8 + direction]: how many squares that ray has. */
  static final int[] RAY_LENGTH = new int[SIZE * 8];

  /**
   * OPEN_PREFIX[square * 8 + direction]: how many squares of that ray come before the first
   * perimeter square. On a rectangle a ray is either all perimeter (along an edge) or meets the
   * perimeter only at its last square, so the squares after the prefix are all perimeter.
   */
  static final int[] OPEN_PREFIX = new int[SIZE * 8];

  /** LINE_START[square * 8 + direction]: the slot of the nearest square that way. */
  static final int[] LINE_START = new int[SIZE * 8];

  /** SLOT_SQUARE[square * MAX_REACH + slot]: the square of a slot, or -1 past the last one. */
  static final int[] SLOT_SQUARE = new int[SIZE * MAX_REACH];

  /**
   * SLOT_OF[from * SIZE + to]: the slot of {@code to} among the line squares of {@code from}, or
   * -1.
   */
  static final byte[] SLOT_OF = new byte[SIZE * SIZE];

  /**
   * PATH_LO/HI[square * MAX_REACH + slot]: the squares from {@code square} (excluded) to the slot's
   * square (included): what must be empty for a queen move or plain shot to get there.
   */
  static final long[] PATH_LO = new long[SIZE * MAX_REACH];

  static final long[] PATH_HI = new long[SIZE * MAX_REACH];

  /**
   * LINES_LO/HI[square]: every square on the queen lines of {@code square} ({@code square} left
   * out), wherever the pieces are: where a queen move or shot from it may end.
   */
  static final long[] LINES_LO = new long[SIZE];

  static final long[] LINES_HI = new long[SIZE];

  /**
   * DISTANCE[a * SIZE + b]: the king distance of two squares (the steps between them on a line).
   */
  private static final byte[] DISTANCE = new byte[SIZE * SIZE];

  static final long PERIMETER_LO;
  static final long PERIMETER_HI;

  static {
    Geometry g = AmazonsflipPosition.GEOMETRY;
    java.util.Arrays.fill(SLOT_SQUARE, -1);
    java.util.Arrays.fill(SLOT_OF, (byte) -1);
    long perimeterLo = 0;
    long perimeterHi = 0;
    for (int sq = 0; sq < SIZE; sq++) {
      int f = g.fileOf(sq);
      int r = g.rankOf(sq);
      if (f == 0 || r == 0 || f == 9 || r == 9) {
        perimeterLo |= lo(sq);
        perimeterHi |= hi(sq);
      }
      for (int other = 0; other < SIZE; other++) {
        DISTANCE[sq * SIZE + other] =
            (byte) Math.max(Math.abs(f - g.fileOf(other)), Math.abs(r - g.rankOf(other)));
      }
    }
    PERIMETER_LO = perimeterLo;
    PERIMETER_HI = perimeterHi;
    for (int sq = 0; sq < SIZE; sq++) {
      int slot = 0;
      for (int d = 0; d < 8; d++) {
        int[] ray = g.ray(sq, d);
        int i = sq * 8 + d;
        LINE_START[i] = slot;
        RAY_LENGTH[i] = ray.length;
        long pathLo = 0;
        long pathHi = 0;
        int open = 0;
        while (open < ray.length && !contains(perimeterLo, perimeterHi, ray[open])) {
          open++;
        }
        OPEN_PREFIX[i] = open;
        for (int t : ray) {
          pathLo |= lo(t);
          pathHi |= hi(t);
          PATH_LO[sq * MAX_REACH + slot] = pathLo;
          PATH_HI[sq * MAX_REACH + slot] = pathHi;
          SLOT_SQUARE[sq * MAX_REACH + slot] = t;
          SLOT_OF[sq * SIZE + t] = (byte) slot;
          slot++;
        }
        RAY_LO[i] = pathLo;
        RAY_HI[i] = pathHi;
        LINES_LO[sq] |= pathLo;
        LINES_HI[sq] |= pathHi;
      }
    }
  }

  private AmazonsflipBits() {}

  /** The low word of the one-square set {@code {square}}. */
  static long lo(int square) {
    return square < 64 ? 1L << square : 0L;
  }

  /** The high word of the one-square set {@code {square}}. */
  static long hi(int square) {
    return square < 64 ? 0L : 1L << (square - 64);
  }

  /**
   * Returns the lowest square of the non-empty set {@code (lo, hi)}: walking a set in square order
   * takes it and then clears its bit with {@link #lo} and {@link #hi}.
   */
  static int lowest(long lo, long hi) {
    return lo != 0 ? Long.numberOfTrailingZeros(lo) : 64 + Long.numberOfTrailingZeros(hi);
  }

  /** Returns true when the set {@code (lo, hi)} holds {@code square}. */
  static boolean contains(long lo, long hi, int square) {
    return square < 64 ? (lo >>> square & 1) != 0 : (hi >>> (square - 64) & 1) != 0;
  }

  /**
   * Returns the square of the set {@code (lo, hi)} nearest to {@code square} along a direction, or
   * -1 when the ray holds none.
   */
  static int nearest(int square, int direction, long lo, long hi) {
    int i = square * 8 + direction;
    long l = RAY_LO[i] & lo;
    long h = RAY_HI[i] & hi;
    if ((RISING >>> direction & 1) != 0) {
      if (l != 0) {
        return Long.numberOfTrailingZeros(l);
      }
      return h != 0 ? 64 + Long.numberOfTrailingZeros(h) : -1;
    }
    if (h != 0) {
      return 127 - Long.numberOfLeadingZeros(h);
    }
    return l != 0 ? 63 - Long.numberOfLeadingZeros(l) : -1;
  }

  /**
   * Writes to {@code into[at]} and {@code into[at + 1]} the low and high word of the squares a
   * queen on {@code square} reaches over the complement of the blockers {@code (lo, hi)}, the
   * blockers themselves left out: the ray of every direction cut before its nearest blocker. Masks
   * only, no branch on the pieces: random draws call it for every amazon, and whether a ray's near
   * word holds a blocker is a coin flip. The directions are written out, rising ones (N, NE, E, NW)
   * first, so that no direction test is left in the compiled code.
   */
  static void reach(int square, long lo, long hi, long[] into, int at) {
    int i = square * 8;
    into[at] =
        risingLo(i, lo)
            | risingLo(i + 1, lo)
            | risingLo(i + 2, lo)
            | risingLo(i + 7, lo)
            | fallingLo(i + 3, lo, hi)
            | fallingLo(i + 4, lo, hi)
            | fallingLo(i + 5, lo, hi)
            | fallingLo(i + 6, lo, hi);
    into[at + 1] =
        risingHi(i, lo, hi)
            | risingHi(i + 1, lo, hi)
            | risingHi(i + 2, lo, hi)
            | risingHi(i + 7, lo, hi)
            | fallingHi(i + 3, hi)
            | fallingHi(i + 4, hi)
            | fallingHi(i + 5, hi)
            | fallingHi(i + 6, hi);
  }

  /** The low word of rising ray {@code i} up to its nearest blocker: the low word comes first. */
  private static long risingLo(int i, long lo) {
    return RAY_LO[i] & belowLowest(RAY_LO[i] & lo);
  }

  /** The high word of rising ray {@code i}: only if no blocker stands in its low word. */
  private static long risingHi(int i, long lo, long hi) {
    return RAY_HI[i] & belowLowest(RAY_HI[i] & hi) & allWhenEmpty(RAY_LO[i] & lo);
  }

  /**
   * The high word of falling ray {@code i} down to its nearest blocker: the high word comes first.
   */
  private static long fallingHi(int i, long hi) {
    return RAY_HI[i] & aboveHighest(RAY_HI[i] & hi);
  }

  /** The low word of falling ray {@code i}: only if no blocker stands in its high word. */
  private static long fallingLo(int i, long lo, long hi) {
    return RAY_LO[i] & aboveHighest(RAY_LO[i] & lo) & allWhenEmpty(RAY_HI[i] & hi);
  }

  /** The bits below the lowest bit of {@code word}; every bit when it is 0. */
  private static long belowLowest(long word) {
    return (word & -word) - 1;
  }

  /** The bits above the highest bit of {@code word}; every bit when it is 0. */
  private static long aboveHighest(long word) {
    long highest = Long.highestOneBit(word);
    return -(highest << 1) | ((highest - 1) >> 63);
  }

  /** Every bit when {@code word} is 0, else none: a ray's far word counts past a clear near one. */
  private static long allWhenEmpty(long word) {
    return ~((word | -word) >> 63);
  }

  /**
   * Returns how many squares along a direction come before the nearest square of the set {@code
   * (lo, hi)} (the whole ray when there is none): the consecutive slots from the line's start that
   * the set leaves open.
   */
  static int run(int square, int direction, long lo, long hi) {
    int stop = nearest(square, direction, lo, hi);
    return stop < 0 ? RAY_LENGTH[square * 8 + direction] : DISTANCE[square * SIZE + stop] - 1;
  }

  /** Returns the king distance of two squares. */
  static int distance(int a, int b) {
    return DISTANCE[a * SIZE + b];
  }

  /** Returns the {@code n}-th square (from 0, in index order) of the set {@code (lo, hi)}. */
  static int select(long lo, long hi, int n) {
    int inLo = Long.bitCount(lo);
    return n < inLo ? Bits.select(lo, n) : 64 + Bits.select(hi, n - inLo);
  }
}
