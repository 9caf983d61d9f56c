package io.github.latrunculi.core;

import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A rectangular board of {@code width × height} squares, with every square given an index from 0 to
 * {@code size() - 1} (index = rank × width + file) and the neighbours, rays and {@link Leap}
 * targets of every square computed once; line directions and distances between squares are O(1).
 *
 * <p>Instances are immutable, shared per size ({@code Geometry.of(5, 7) == Geometry.of(5, 7)}) and
 * safe to use from any thread. The index-based methods are meant for move generators: they return
 * primitive indices and never allocate.
 */
public final class Geometry {
  private static final ConcurrentHashMap<Long, Geometry> CACHE = new ConcurrentHashMap<>();
  private static final int[] NO_RAY = new int[0];

  /** The direction ordinal of file and rank signs: [(sf + 1) * 3 + (sr + 1)], -1 for (0, 0). */
  private static final int[] DIRECTION_OF_SIGNS = new int[9];

  static {
    java.util.Arrays.fill(DIRECTION_OF_SIGNS, -1);
    for (Direction d : Direction.values()) {
      DIRECTION_OF_SIGNS[(d.fileDelta() + 1) * 3 + d.rankDelta() + 1] = d.ordinal();
    }
  }

  private final int width;
  private final int height;
  private final Vector<Square> squares;

  /** neighbour[index * 8 + direction.ordinal()], or -1 off the board. */
  private final int[] neighbour;

  /** rays[index * 8 + direction.ordinal()]: the squares from the next one to the edge. */
  private final int[][] rays;

  /** leaps[leap.ordinal()][index]: the on-board targets of the leap from the square. */
  private final int[][][] leaps;

  private Geometry(int width, int height) {
    this.width = width;
    this.height = height;
    Square[] all = new Square[width * height];
    for (int i = 0; i < all.length; i++) {
      all[i] = new Square(i % width, i / width);
    }
    this.squares = Vector.of(all);
    this.neighbour = new int[all.length * 8];
    this.rays = new int[all.length * 8][];
    for (int i = 0; i < all.length; i++) {
      for (Direction d : Direction.values()) {
        int length = 0;
        int f = i % width + d.fileDelta();
        int r = i / width + d.rankDelta();
        while (contains(f, r)) {
          length++;
          f += d.fileDelta();
          r += d.rankDelta();
        }
        int[] ray = length == 0 ? NO_RAY : new int[length];
        for (int k = 0; k < length; k++) {
          ray[k] = index(i % width + d.fileDelta() * (k + 1), i / width + d.rankDelta() * (k + 1));
        }
        rays[i * 8 + d.ordinal()] = ray;
        neighbour[i * 8 + d.ordinal()] = length == 0 ? -1 : ray[0];
      }
    }
    this.leaps = new int[Leap.values().length][all.length][];
    for (Leap leap : Leap.values()) {
      for (int i = 0; i < all.length; i++) {
        int[] targets = new int[leap.directions()];
        int n = 0;
        for (int k = 0; k < leap.directions(); k++) {
          int f = i % width + leap.fileDelta(k);
          int r = i / width + leap.rankDelta(k);
          if (contains(f, r)) {
            targets[n++] = index(f, r);
          }
        }
        leaps[leap.ordinal()][i] = java.util.Arrays.copyOf(targets, n);
      }
    }
  }

  /**
   * Builds a geometry without the shared cache: only for tests that must see the tables being
   * computed; everything else uses {@link #of}.
   */
  static Geometry uncached(int width, int height) {
    return new Geometry(width, height);
  }

  /**
   * Returns the geometry of a board with the given number of files and ranks.
   *
   * @param width the number of files, a to z at most
   * @param height the number of ranks, 1 to 99 at most
   * @return the shared geometry of that size
   * @throws IllegalArgumentException unless {@code 1 <= width <= 26} and {@code 1 <= height <= 99}
   */
  public static Geometry of(int width, int height) {
    if (width < 1 || width > 26 || height < 1 || height > 99) {
      throw new IllegalArgumentException("unsupported board size " + width + "x" + height);
    }
    return CACHE.computeIfAbsent(((long) width << 32) | height, k -> new Geometry(width, height));
  }

  /** {@return the number of files} */
  public int width() {
    return width;
  }

  /** {@return the number of ranks} */
  public int height() {
    return height;
  }

  /** {@return the number of squares, {@code width() * height()}} */
  public int size() {
    return width * height;
  }

  /**
   * {@return true when the 0-based file and rank lie on this board}
   *
   * @param file the file, 0 for a; may be negative or too large
   * @param rank the rank, 0 for rank 1; may be negative or too large
   */
  public boolean contains(int file, int rank) {
    return file >= 0 && file < width && rank >= 0 && rank < height;
  }

  /**
   * {@return true when the square lies on this board}
   *
   * @param square any square, on this board or off it
   */
  public boolean contains(Square square) {
    return contains(square.file(), square.rank());
  }

  /**
   * {@return the index of an on-board file and rank: {@code rank * width + file}} Nothing is
   * checked.
   *
   * @param file the file, 0 for a, {@code 0 <= file < width()}
   * @param rank the rank, 0 for rank 1, {@code 0 <= rank < height()}
   */
  public int index(int file, int rank) {
    return rank * width + file;
  }

  /**
   * Returns the index of a square.
   *
   * @param square a square on this board
   * @return its index, {@code rank * width + file}
   * @throws IllegalArgumentException when the square is off this board
   */
  public int index(Square square) {
    if (!contains(square)) {
      throw new IllegalArgumentException(square + " is off the " + this + " board");
    }
    return index(square.file(), square.rank());
  }

  /**
   * {@return the square with the given index}
   *
   * @param index a square index, {@code 0 <= index < size()}
   */
  public Square square(int index) {
    return squares.get(index);
  }

  /**
   * {@return the file (0-based) of an index}
   *
   * @param index a square index, {@code 0 <= index < size()}
   */
  public int fileOf(int index) {
    return index % width;
  }

  /**
   * {@return the rank (0-based) of an index}
   *
   * @param index a square index, {@code 0 <= index < size()}
   */
  public int rankOf(int index) {
    return index / width;
  }

  /** {@return every square, in index order (a1, b1, …, then the next rank)} */
  public Vector<Square> squares() {
    return squares;
  }

  /**
   * Parses a square name and accepts it only when it lies on this board.
   *
   * @param name a square's algebraic name, for example {@code "c3"} or {@code "l12"}
   * @return the square, or {@code None} when the name is malformed or off this board
   */
  public Option<Square> parseSquare(String name) {
    return Square.parse(name).filter(this::contains);
  }

  /**
   * {@return the index of the neighbour of {@code index} in direction {@code d}, or -1 off the
   * board}
   *
   * @param index a square index, {@code 0 <= index < size()}
   * @param d the direction of the step
   */
  public int neighbour(int index, Direction d) {
    return neighbour[index * 8 + d.ordinal()];
  }

  /**
   * Returns the indices of the squares from {@code index} towards the edge in direction {@code d},
   * nearest first, excluding {@code index} itself. The array is shared: callers must not modify it.
   *
   * @param index a square index, {@code 0 <= index < size()}
   * @param d the direction of the ray
   * @return the ray's square indices, empty at the edge
   */
  public int[] ray(int index, Direction d) {
    return rays[index * 8 + d.ordinal()];
  }

  /**
   * {@return the neighbour of {@code index} in the direction with that ordinal, or -1 off the
   * board}
   *
   * @param index a square index, {@code 0 <= index < size()}
   * @param direction a {@link Direction} ordinal, 0 to 7
   */
  public int neighbour(int index, int direction) {
    return neighbour[index * 8 + direction];
  }

  /**
   * Returns the ray from {@code index} in the direction with that ordinal (see {@link #ray(int,
   * Direction)}); hot loops walk ordinals instead of {@link Direction} objects.
   *
   * @param index a square index, {@code 0 <= index < size()}
   * @param direction a {@link Direction} ordinal, 0 to 7
   * @return the ray's square indices, nearest first, empty at the edge; shared, not to be modified
   */
  public int[] ray(int index, int direction) {
    return rays[index * 8 + direction];
  }

  /**
   * Returns the squares a leap reaches from {@code index}, in the leap's direction order. The array
   * is shared: callers must not modify it.
   *
   * @param index a square index, {@code 0 <= index < size()}
   * @param leap the leap, for example a knight's
   * @return the indices of the targets that lie on the board
   */
  public int[] leaps(int index, Leap leap) {
    return leaps[leap.ordinal()][index];
  }

  /**
   * Returns the ordinal of the direction from {@code from} towards {@code to} when the two squares
   * share a rank, file or diagonal, else -1 (also for {@code from == to}).
   *
   * @param from the index of the first square
   * @param to the index of the second square
   * @return a {@link Direction} ordinal, or -1 when no line joins the squares
   */
  public int lineDirection(int from, int to) {
    int df = fileOf(to) - fileOf(from);
    int dr = rankOf(to) - rankOf(from);
    if (from == to || (df != 0 && dr != 0 && Math.abs(df) != Math.abs(dr))) {
      return -1;
    }
    return DIRECTION_OF_SIGNS[(Integer.signum(df) + 1) * 3 + Integer.signum(dr) + 1];
  }

  /**
   * {@return the king-step (Chebyshev) distance between two squares} 0 for the same square.
   *
   * @param from the index of the first square
   * @param to the index of the second square
   */
  public int distance(int from, int to) {
    return Math.max(Math.abs(fileOf(to) - fileOf(from)), Math.abs(rankOf(to) - rankOf(from)));
  }

  /** Returns the size as {@code WxH}, for example {@code "5x7"}. */
  @Override
  public String toString() {
    return width + "x" + height;
  }
}
