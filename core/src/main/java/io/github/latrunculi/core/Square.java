package io.github.latrunculi.core;

import io.vavr.control.Option;

/**
 * A square named by its 0-based file and rank. Its algebraic name is the file letter ({@code a} for
 * file 0) followed by the 1-based rank in decimal: {@code new Square(0, 0).name()} is {@code "a1"},
 * {@code new Square(11, 11).name()} is {@code "l12"}.
 *
 * <p>A square knows nothing of a board's size; {@link Geometry#contains(Square)} tells whether it
 * lies on a given board.
 *
 * @param file 0-based file (column), 0 to 25
 * @param rank 0-based rank (row), 0 or more
 */
public record Square(int file, int rank) implements Comparable<Square> {
  /**
   * Checks that the square can be named.
   *
   * @param file 0-based file, 0 (a) to 25 (z)
   * @param rank 0-based rank, 0 (rank 1) to 98 (rank 99)
   * @throws IllegalArgumentException when the file or rank is out of that range
   */
  public Square {
    if (file < 0 || file > 25 || rank < 0 || rank > 98) {
      throw new IllegalArgumentException("no square at file " + file + ", rank " + rank);
    }
  }

  /**
   * Parses an algebraic square name such as {@code "c3"} or {@code "l12"}: one lower-case letter
   * and a decimal rank from 1 without leading zeros. Anything else gives {@code None}.
   *
   * @param text the name to read; may be null
   * @return the square, or {@code None} when the text is not a square's name
   */
  public static Option<Square> parse(String text) {
    if (text == null || text.length() < 2 || text.length() > 3) {
      return Option.none();
    }
    char letter = text.charAt(0);
    if (letter < 'a' || letter > 'z' || text.charAt(1) == '0') {
      return Option.none();
    }
    int rank = 0;
    for (int i = 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return Option.none();
      }
      rank = rank * 10 + (c - '0');
    }
    return Option.some(new Square(letter - 'a', rank - 1));
  }

  /** {@return the algebraic name, for example {@code "e4"}} */
  public String name() {
    return (char) ('a' + file) + Integer.toString(rank + 1);
  }

  /** Orders squares as strings of their names would not: by rank, then by file. */
  @Override
  public int compareTo(Square other) {
    return rank != other.rank
        ? Integer.compare(rank, other.rank)
        : Integer.compare(file, other.file);
  }

  @Override
  public String toString() {
    return name();
  }
}
