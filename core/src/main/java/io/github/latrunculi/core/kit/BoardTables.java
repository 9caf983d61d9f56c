package io.github.latrunculi.core.kit;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Leap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The {@link Geometry} of a board of up to 12x12 squares laid out for bitboard move generators:
 * every ray, leap and queen line as a {@link SquareSet}, and the line direction and king distance
 * between any two squares as byte tables. Everything is computed once per size from the geometry's
 * own rays and leaps, so the games share one definition of the board and keep no copies of it.
 *
 * <p>Directions are {@link Direction} ordinals (N = 0, clockwise to NW = 7). A set's words for
 * square {@code s} and direction {@code d} start at {@code (s * 8 + d) * words()} in the flat
 * tables; the accessors below hide that arithmetic.
 */
public final class BoardTables {
  private static final ConcurrentHashMap<Geometry, BoardTables> CACHE = new ConcurrentHashMap<>();

  /** The position of a word's highest bit. */
  private static final int HIGHEST_BIT = Long.SIZE - 1;

  private final Geometry geometry;
  private final int words;
  private final int squares;

  /** The directions whose rays run towards higher indices, one bit per direction ordinal. */
  private final int ascending;

  /**
   * RAY[(square * 8 + direction) * words + word]: the ray's squares, the square itself left out.
   */
  private final long[] ray;

  /** LINES[square * words + word]: the eight rays of the square together. */
  private final long[] lines;

  /** LEAPS[(leap * squares + square) * words + word]: the leap's targets from the square. */
  private final long[] leaps;

  /** LINE[from * squares + to]: the direction ordinal from one square towards the other, or -1. */
  private final byte[] line;

  /** DISTANCE[from * squares + to]: the king-step distance. */
  private final byte[] distance;

  private BoardTables(Geometry geometry) {
    this.geometry = geometry;
    this.squares = geometry.size();
    this.words = SquareSet.words(squares);
    this.ray = new long[squares * Direction.COUNT * words];
    this.lines = new long[squares * words];
    this.leaps = new long[Leap.values().length * squares * words];
    this.line = new byte[squares * squares];
    this.distance = new byte[squares * squares];
    int rising = 0;
    for (int s = 0; s < squares; s++) {
      for (int d = 0; d < Direction.COUNT; d++) {
        for (int to : geometry.ray(s, d)) {
          SquareSet.add(ray, (s * Direction.COUNT + d) * words, to);
          SquareSet.add(lines, s * words, to);
          rising |= to > s ? 1 << d : 0;
        }
      }
      for (Leap leap : Leap.values()) {
        for (int to : geometry.leaps(s, leap)) {
          SquareSet.add(leaps, (leap.ordinal() * squares + s) * words, to);
        }
      }
      for (int to = 0; to < squares; to++) {
        line[s * squares + to] = (byte) geometry.lineDirection(s, to);
        distance[s * squares + to] = (byte) geometry.distance(s, to);
      }
    }
    this.ascending = rising;
  }

  /**
   * Returns the tables of a geometry, computed on the first call for its size and shared after.
   *
   * @param geometry a board of at most {@link SquareSet#MAX_SQUARES} squares
   * @return the geometry's tables
   * @throws IllegalArgumentException for a larger board
   */
  public static BoardTables of(Geometry geometry) {
    SquareSet.words(geometry.size());
    return CACHE.computeIfAbsent(geometry, BoardTables::new);
  }

  /**
   * Builds the tables without the shared cache: only for tests that must see them being computed;
   * everything else uses {@link #of}.
   */
  static BoardTables uncached(Geometry geometry) {
    return new BoardTables(geometry);
  }

  /** {@return the geometry these tables lay out} */
  public Geometry geometry() {
    return geometry;
  }

  /** {@return the words of one square set on this board} */
  public int words() {
    return words;
  }

  /**
   * {@return one word of a ray's square set}
   *
   * @param square the ray's origin, not part of it
   * @param direction a {@link Direction} ordinal
   * @param word which word, 0 to {@link #words()} - 1
   */
  public long ray(int square, int direction, int word) {
    return ray[(square * Direction.COUNT + direction) * words + word];
  }

  /**
   * {@return one word of the square set of the eight rays of a square: where a queen standing there
   * could go on an empty board}
   *
   * @param square the square, not part of the set
   * @param word which word
   */
  public long lines(int square, int word) {
    return lines[square * words + word];
  }

  /**
   * {@return one word of the square set of a leap's targets}
   *
   * @param square where the leap starts
   * @param leap the leap
   * @param word which word
   */
  public long leap(int square, Leap leap, int word) {
    return leaps[(leap.ordinal() * squares + square) * words + word];
  }

  /**
   * {@return whether a direction's rays run towards higher square indices} Their nearest square is
   * the lowest member of a set along the ray, for the others the highest.
   *
   * @param direction a {@link Direction} ordinal
   */
  public boolean ascending(int direction) {
    return (ascending & 1 << direction) != 0;
  }

  /**
   * Returns the nearest square of {@code occupied} along a ray: one mask and one bit scan per word
   * instead of a walk square by square.
   *
   * @param occupied a square set of this board ({@link #words()} words)
   * @param square the ray's origin
   * @param direction a {@link Direction} ordinal
   * @return the nearest member of {@code occupied} on the ray, or -1 when the ray has none
   */
  public int firstOnRay(long[] occupied, int square, int direction) {
    // Unrolled over the three words a board can have: the word count is a field, not a constant,
    // so a loop over it would not be unrolled by the JIT, and this runs in every attack test.
    int at = (square * Direction.COUNT + direction) * words;
    long[] rays = ray;
    if ((ascending & 1 << direction) != 0) {
      long hits = occupied[0] & rays[at];
      if (hits != 0) {
        return Long.numberOfTrailingZeros(hits);
      }
      if (words > 1) {
        hits = occupied[1] & rays[at + 1];
        if (hits != 0) {
          return Long.SIZE | Long.numberOfTrailingZeros(hits);
        }
        if (words > 2) {
          hits = occupied[2] & rays[at + 2];
          if (hits != 0) {
            return 2 * Long.SIZE | Long.numberOfTrailingZeros(hits);
          }
        }
      }
      return -1;
    }
    if (words > 2) {
      long hits = occupied[2] & rays[at + 2];
      if (hits != 0) {
        return 2 * Long.SIZE | HIGHEST_BIT - Long.numberOfLeadingZeros(hits);
      }
    }
    if (words > 1) {
      long hits = occupied[1] & rays[at + 1];
      if (hits != 0) {
        return Long.SIZE | HIGHEST_BIT - Long.numberOfLeadingZeros(hits);
      }
    }
    long hits = occupied[0] & rays[at];
    return hits != 0 ? HIGHEST_BIT - Long.numberOfLeadingZeros(hits) : -1;
  }

  /**
   * {@return the direction ordinal from one square towards another on a shared rank, file or
   * diagonal, or -1} The table form of {@link Geometry#lineDirection}.
   *
   * @param from a square index
   * @param to a square index
   */
  public int lineDirection(int from, int to) {
    return line[from * squares + to];
  }

  /**
   * {@return the king-step distance of two squares} The table form of {@link Geometry#distance}.
   *
   * @param from a square index
   * @param to a square index
   */
  public int distance(int from, int to) {
    return distance[from * squares + to];
  }
}
