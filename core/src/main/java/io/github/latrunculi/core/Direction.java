package io.github.latrunculi.core;

/**
 * The eight compass directions on a square grid, as file and rank deltas. North is towards higher
 * ranks (rank 1 is at the bottom, as in chess diagrams).
 */
public enum Direction {
  /** Towards higher ranks. */
  N(0, 1),
  /** Higher rank, higher file. */
  NE(1, 1),
  /** Towards higher files. */
  E(1, 0),
  /** Lower rank, higher file. */
  SE(1, -1),
  /** Towards lower ranks. */
  S(0, -1),
  /** Lower rank, lower file. */
  SW(-1, -1),
  /** Towards lower files. */
  W(-1, 0),
  /** Higher rank, lower file. */
  NW(-1, 1);

  /** The number of directions; ordinals run from 0 (N) clockwise to 7 (NW). */
  public static final int COUNT = 8;

  private static final Direction[] BY_ORDINAL = values();

  private final int fileDelta;
  private final int rankDelta;

  Direction(int fileDelta, int rankDelta) {
    this.fileDelta = fileDelta;
    this.rankDelta = rankDelta;
  }

  /** {@return the file delta: -1, 0 or 1} */
  public int fileDelta() {
    return fileDelta;
  }

  /** {@return the rank delta: -1, 0 or 1} */
  public int rankDelta() {
    return rankDelta;
  }

  /**
   * Returns the direction with the given ordinal without copying {@link #values()}: hot loops walk
   * ordinals {@code 0..7}, orthogonal ones being the even ordinals.
   *
   * @param ordinal a direction ordinal, 0 (N) to 7 (NW)
   * @return the direction
   */
  public static Direction of(int ordinal) {
    return BY_ORDINAL[ordinal];
  }

  /**
   * {@return true when the ordinal is one of N, E, S, W (the even ordinals)}
   *
   * @param ordinal a direction ordinal, 0 (N) to 7 (NW)
   */
  public static boolean isOrthogonal(int ordinal) {
    return (ordinal & 1) == 0;
  }

  /** {@return the direction pointing the other way} */
  public Direction opposite() {
    return BY_ORDINAL[(ordinal() + 4) % COUNT];
  }

  /** {@return true for N, E, S and W} */
  public boolean isOrthogonal() {
    return fileDelta == 0 || rankDelta == 0;
  }
}
