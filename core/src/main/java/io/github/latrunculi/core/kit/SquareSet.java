package io.github.latrunculi.core.kit;

/**
 * Sets of squares held as 64-bit words, for boards of up to {@link #MAX_SQUARES} squares: square
 * {@code s} is bit {@code s & 63} of word {@code s >>> 6}, so a 12x12 board takes three words and a
 * 10x10 board two. A set is a {@code long[]} of {@link #words} words, or a run of that many words
 * inside a longer table (the {@code at} overloads), so that per-square tables of sets are one flat
 * array. Static methods only: the hot loops keep their words in arrays they own and allocate
 * nothing per call.
 */
public final class SquareSet {
  /** The most squares a set holds: three words, enough for a 12x12 board. */
  public static final int MAX_SQUARES = 3 * Long.SIZE;

  private SquareSet() {}

  /**
   * {@return how many words a set of that many squares takes}
   *
   * @param squares the board's number of squares, 1 to {@link #MAX_SQUARES}
   * @throws IllegalArgumentException for a board larger than {@link #MAX_SQUARES}
   */
  public static int words(int squares) {
    if (squares < 1 || squares > MAX_SQUARES) {
      throw new IllegalArgumentException(squares + " squares do not fit a square set");
    }
    return (squares + Long.SIZE - 1) >>> 6;
  }

  /**
   * {@return the word of a square}
   *
   * @param square a square index
   */
  public static int word(int square) {
    return square >>> 6;
  }

  /**
   * {@return the square's bit within its word}
   *
   * @param square a square index
   */
  public static long bit(int square) {
    return 1L << square;
  }

  /**
   * {@return whether the set holds the square}
   *
   * @param set the set's words
   * @param square a square index
   */
  public static boolean contains(long[] set, int square) {
    return (set[square >>> 6] & 1L << square) != 0;
  }

  /**
   * Adds a square to the set.
   *
   * @param set the set's words
   * @param square a square index
   */
  public static void add(long[] set, int square) {
    set[square >>> 6] |= 1L << square;
  }

  /**
   * Removes a square from the set.
   *
   * @param set the set's words
   * @param square a square index
   */
  public static void remove(long[] set, int square) {
    set[square >>> 6] &= ~(1L << square);
  }

  /**
   * Adds the square if absent, removes it if present: what a move does to a side's set when a piece
   * leaves or enters a square.
   *
   * @param set the set's words
   * @param square a square index
   */
  public static void toggle(long[] set, int square) {
    set[square >>> 6] ^= 1L << square;
  }

  /**
   * {@return how many squares the set holds}
   *
   * @param set the set's words
   */
  public static int count(long[] set) {
    int count = 0;
    for (long word : set) {
      count += Long.bitCount(word);
    }
    return count;
  }

  /**
   * {@return the lowest square of the set, or -1 when it is empty}
   *
   * @param set the set's words
   */
  public static int lowest(long[] set) {
    for (int w = 0; w < set.length; w++) {
      if (set[w] != 0) {
        return w << 6 | Long.numberOfTrailingZeros(set[w]);
      }
    }
    return -1;
  }

  /**
   * Returns the {@code k}-th square of the set in index order (from 0): the pick of a uniformly
   * random member, without listing the members first.
   *
   * @param set the set's words
   * @param k which member, less than {@link #count}
   * @return the member's square index
   * @throws IllegalArgumentException when the set has {@code k} members or fewer
   */
  public static int select(long[] set, int k) {
    int rest = k;
    for (int w = 0; w < set.length; w++) {
      int inWord = Long.bitCount(set[w]);
      if (rest < inWord) {
        return w << 6 | Bits.select(set[w], rest);
      }
      rest -= inWord;
    }
    throw new IllegalArgumentException("the set has " + (k - rest) + " squares, not " + (k + 1));
  }

  /**
   * {@return whether the set in the words {@code at .. at + words - 1} of a table holds the square}
   *
   * @param table a flat table of sets, each {@code words} long
   * @param at the index of the set's first word in the table
   * @param square a square index
   */
  public static boolean contains(long[] table, int at, int square) {
    return (table[at + (square >>> 6)] & 1L << square) != 0;
  }

  /**
   * Adds a square to the set in the words from {@code at} of a table.
   *
   * @param table a flat table of sets
   * @param at the index of the set's first word in the table
   * @param square a square index
   */
  public static void add(long[] table, int at, int square) {
    table[at + (square >>> 6)] |= 1L << square;
  }

  /**
   * Removes a square from the set in the words from {@code at} of a table.
   *
   * @param table a flat table of sets
   * @param at the index of the set's first word in the table
   * @param square a square index
   */
  public static void remove(long[] table, int at, int square) {
    table[at + (square >>> 6)] &= ~(1L << square);
  }

  /**
   * Adds the square to the set in the words from {@code at} of a table if absent, removes it if
   * present.
   *
   * @param table a flat table of sets
   * @param at the index of the set's first word in the table
   * @param square a square index
   */
  public static void toggle(long[] table, int at, int square) {
    table[at + (square >>> 6)] ^= 1L << square;
  }
}
