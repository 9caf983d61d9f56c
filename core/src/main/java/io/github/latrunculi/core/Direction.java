package io.github.latrunculi.core;

import io.vavr.collection.List;

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

  /** The four orthogonal directions: N, E, S, W. */
  public static final List<Direction> ORTHOGONAL = List.of(N, E, S, W);

  /** The four diagonal directions: NE, SE, SW, NW. */
  public static final List<Direction> DIAGONAL = List.of(NE, SE, SW, NW);

  private final int fileDelta;
  private final int rankDelta;

  Direction(int fileDelta, int rankDelta) {
    this.fileDelta = fileDelta;
    this.rankDelta = rankDelta;
  }

  /** Returns the file delta: -1, 0 or 1. */
  public int fileDelta() {
    return fileDelta;
  }

  /** Returns the rank delta: -1, 0 or 1. */
  public int rankDelta() {
    return rankDelta;
  }

  /** Returns the direction pointing the other way. */
  public Direction opposite() {
    return values()[(ordinal() + 4) % 8];
  }

  /** Returns true for N, E, S and W. */
  public boolean isOrthogonal() {
    return fileDelta == 0 || rankDelta == 0;
  }
}
