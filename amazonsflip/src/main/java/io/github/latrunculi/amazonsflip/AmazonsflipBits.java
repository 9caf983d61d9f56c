package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.kit.Bits;
import io.github.latrunculi.core.kit.BoardTables;

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

  /** The squares in the low word (0 to 63); the high word holds those from here on. */
  static final int LO_SQUARES = Long.SIZE;

  /** The highest bit of a word, and the shift that spreads a word's sign over all of it. */
  private static final int TOP_BIT = Long.SIZE - 1;

  /** The board's queen lines and king distances, shared with every game on a 10x10 board. */
  static final BoardTables TABLES = BoardTables.of(AmazonsflipPosition.GEOMETRY);

  /** The word of {@link #TABLES}' square sets that holds squares 0 to 63: the {@code lo} word. */
  private static final int LO_WORD = 0;

  /** The word that holds squares 64 to 99: the {@code hi} word. */
  private static final int HI_WORD = 1;

  /** The {@link io.github.latrunculi.core.Direction} ordinals, for {@link #reach}. */
  private static final int N = 0;

  private static final int NE = 1;
  private static final int E = 2;
  private static final int SE = 3;
  private static final int S = 4;
  private static final int SW = 5;
  private static final int W = 6;
  private static final int NW = 7;

  /**
   * The directions whose steps raise the index (N, NE, E, NW), one bit per direction ordinal: their
   * nearest square is the lowest bit. {@link BoardTables#ascending} as a mask; {@link #reach} is
   * written out for these four.
   */
  private static final int RISING = risingDirections();

  /**
   * RAY_LO/HI[square * 8 + direction]: the squares from {@code square} to the edge that way, the
   * words of {@link BoardTables#ray}, copied once so that the hot loops read a static array.
   */
  private static final long[] RAY_LO = new long[SIZE * Direction.COUNT];

  private static final long[] RAY_HI = new long[SIZE * Direction.COUNT];

  /** RAY_LENGTH[square * 8 + direction]: how many squares that ray has. */
  static final int[] RAY_LENGTH = new int[SIZE * Direction.COUNT];

  /**
   * OPEN_PREFIX[square * 8 + direction]: how many squares of that ray come before the first
   * perimeter square. On a rectangle a ray is either all perimeter (along an edge) or meets the
   * perimeter only at its last square, so the squares after the prefix are all perimeter.
   */
  static final int[] OPEN_PREFIX = new int[SIZE * Direction.COUNT];

  /** LINE_START[square * 8 + direction]: the slot of the nearest square that way. */
  static final int[] LINE_START = new int[SIZE * Direction.COUNT];

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
   * out), wherever the pieces are: where a queen move or shot from it may end. The words of {@link
   * BoardTables#lines}.
   */
  static final long[] LINES_LO = new long[SIZE];

  static final long[] LINES_HI = new long[SIZE];

  /**
   * DISTANCE[a * SIZE + b]: the king distance of two squares (the steps between them on a line),
   * {@link BoardTables#distance} copied once into a static array for the hot loops.
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
      if (f == 0 || r == 0 || f == g.width() - 1 || r == g.height() - 1) {
        perimeterLo |= lo(sq);
        perimeterHi |= hi(sq);
      }
      LINES_LO[sq] = TABLES.lines(sq, LO_WORD);
      LINES_HI[sq] = TABLES.lines(sq, HI_WORD);
      for (int other = 0; other < SIZE; other++) {
        DISTANCE[sq * SIZE + other] = (byte) TABLES.distance(sq, other);
      }
      for (int d = 0; d < Direction.COUNT; d++) {
        int i = sq * Direction.COUNT + d;
        RAY_LO[i] = TABLES.ray(sq, d, LO_WORD);
        RAY_HI[i] = TABLES.ray(sq, d, HI_WORD);
        RAY_LENGTH[i] = Long.bitCount(RAY_LO[i]) + Long.bitCount(RAY_HI[i]);
      }
    }
    PERIMETER_LO = perimeterLo;
    PERIMETER_HI = perimeterHi;
    for (int sq = 0; sq < SIZE; sq++) {
      numberSlots(g, sq);
    }
  }

  /**
   * Numbers the line squares of {@code square} as slots, direction by direction and nearest first,
   * and fills the slot tables of the square.
   */
  private static void numberSlots(Geometry g, int square) {
    int slot = 0;
    for (int d = 0; d < Direction.COUNT; d++) {
      int[] ray = g.ray(square, d);
      int i = square * Direction.COUNT + d;
      LINE_START[i] = slot;
      int open = 0;
      while (open < ray.length && !contains(PERIMETER_LO, PERIMETER_HI, ray[open])) {
        open++;
      }
      OPEN_PREFIX[i] = open;
      long pathLo = 0;
      long pathHi = 0;
      for (int t : ray) {
        pathLo |= lo(t);
        pathHi |= hi(t);
        PATH_LO[square * MAX_REACH + slot] = pathLo;
        PATH_HI[square * MAX_REACH + slot] = pathHi;
        SLOT_SQUARE[square * MAX_REACH + slot] = t;
        SLOT_OF[square * SIZE + t] = (byte) slot;
        slot++;
      }
    }
  }

  /** The directions whose rays run towards higher indices, as a mask over direction ordinals. */
  private static int risingDirections() {
    int rising = 0;
    for (int d = 0; d < Direction.COUNT; d++) {
      rising |= TABLES.ascending(d) ? 1 << d : 0;
    }
    return rising;
  }

  private AmazonsflipBits() {}

  /** The low word of the one-square set {@code {square}}. */
  static long lo(int square) {
    return square < LO_SQUARES ? 1L << square : 0L;
  }

  /** The high word of the one-square set {@code {square}}. */
  static long hi(int square) {
    return square < LO_SQUARES ? 0L : 1L << (square - LO_SQUARES);
  }

  /**
   * Returns the lowest square of the non-empty set {@code (lo, hi)}: walking a set in square order
   * takes it and then clears its bit with {@link #lo} and {@link #hi}.
   */
  static int lowest(long lo, long hi) {
    return lo != 0 ? Long.numberOfTrailingZeros(lo) : LO_SQUARES + Long.numberOfTrailingZeros(hi);
  }

  /** Returns true when the set {@code (lo, hi)} holds {@code square}. */
  static boolean contains(long lo, long hi, int square) {
    return square < LO_SQUARES ? (lo >>> square & 1) != 0 : (hi >>> (square - LO_SQUARES) & 1) != 0;
  }

  /**
   * Returns the square of the set {@code (lo, hi)} nearest to {@code square} along a direction, or
   * -1 when the ray holds none.
   */
  static int nearest(int square, int direction, long lo, long hi) {
    int i = square * Direction.COUNT + direction;
    long l = RAY_LO[i] & lo;
    long h = RAY_HI[i] & hi;
    if ((RISING >>> direction & 1) != 0) {
      if (l != 0) {
        return Long.numberOfTrailingZeros(l);
      }
      return h != 0 ? LO_SQUARES + Long.numberOfTrailingZeros(h) : -1;
    }
    if (h != 0) {
      return LO_SQUARES + TOP_BIT - Long.numberOfLeadingZeros(h);
    }
    return l != 0 ? TOP_BIT - Long.numberOfLeadingZeros(l) : -1;
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
    int i = square * Direction.COUNT;
    into[at] =
        risingLo(i + N, lo)
            | risingLo(i + NE, lo)
            | risingLo(i + E, lo)
            | risingLo(i + NW, lo)
            | fallingLo(i + SE, lo, hi)
            | fallingLo(i + S, lo, hi)
            | fallingLo(i + SW, lo, hi)
            | fallingLo(i + W, lo, hi);
    into[at + 1] =
        risingHi(i + N, lo, hi)
            | risingHi(i + NE, lo, hi)
            | risingHi(i + E, lo, hi)
            | risingHi(i + NW, lo, hi)
            | fallingHi(i + SE, hi)
            | fallingHi(i + S, hi)
            | fallingHi(i + SW, hi)
            | fallingHi(i + W, hi);
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
    return -(highest << 1) | ((highest - 1) >> TOP_BIT);
  }

  /** Every bit when {@code word} is 0, else none: a ray's far word counts past a clear near one. */
  private static long allWhenEmpty(long word) {
    return ~((word | -word) >> TOP_BIT);
  }

  /**
   * Returns how many squares along a direction come before the nearest square of the set {@code
   * (lo, hi)} (the whole ray when there is none): the consecutive slots from the line's start that
   * the set leaves open.
   */
  static int run(int square, int direction, long lo, long hi) {
    int stop = nearest(square, direction, lo, hi);
    return stop < 0
        ? RAY_LENGTH[square * Direction.COUNT + direction]
        : DISTANCE[square * SIZE + stop] - 1;
  }

  /** Returns the king distance of two squares. */
  static int distance(int a, int b) {
    return DISTANCE[a * SIZE + b];
  }

  /** Returns the {@code n}-th square (from 0, in index order) of the set {@code (lo, hi)}. */
  static int select(long lo, long hi, int n) {
    int inLo = Long.bitCount(lo);
    return n < inLo ? Bits.select(lo, n) : LO_SQUARES + Bits.select(hi, n - inLo);
  }
}
