package io.github.latrunculi.chief;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;

/**
 * The hot loop: the legal steps of the side to move, written as packed ints into an array (or only
 * counted, for perft's bulk count) without allocating. A packed step is {@code from | to << 8 |
 * kind << 16} with kind {@link #MOVE}, {@link #PUSH} or {@link #CAPTURE}.
 */
final class ChiefMoveGenerator {
  static final int MOVE = 0;
  static final int PUSH = 1;
  static final int CAPTURE = 2;

  private static final Direction[] DIRECTIONS = Direction.values();
  /** Range by cell kind code (kind + 1); the Rider's unlimited range is capped by the rays. */
  private static final int[] RANGE = {0, 2, 2, Integer.MAX_VALUE, 3, 2};

  private ChiefMoveGenerator() {}

  static int pack(int from, int to, int kind) {
    return from | to << 8 | kind << 16;
  }

  static int from(int packed) {
    return packed & 0xFF;
  }

  static int to(int packed) {
    return (packed >>> 8) & 0xFF;
  }

  static int kind(int packed) {
    return packed >>> 16;
  }

  /**
   * Writes the legal steps of the side to move into {@code out} when it is not null and returns how
   * many there are. Callers check first that the game is not over and not in its placement phase.
   */
  static int steps(ChiefRules rules, ChiefPosition position, int[] out) {
    Geometry geometry = rules.geometry();
    byte[] cells = position.cells();
    int me = position.side();
    ChiefVariant variant = rules.chiefVariant();
    int limitSquare =
        position.pushCount() >= variant.pushLimit() ? position.pushSquareIndex() : -1;
    boolean limitCaptures = variant.limitCaptures();
    boolean frozenAny = position.anyFrozen();
    int[] enemies = rules.stepBackRule() ? enemySquares(cells, me) : null;
    int n = 0;
    for (int s = 0; s < cells.length; s++) {
      int cell = cells[s];
      if (cell == 0 || cell >> 3 != me || (frozenAny && position.isFrozen(s))) {
        continue;
      }
      int range = RANGE[cell & 7];
      for (int d = 0; d < 8; d++) {
        int[] ray = geometry.ray(s, DIRECTIONS[d]);
        int reach = Math.min(range, ray.length);
        for (int k = 0; k < reach; k++) {
          int t = ray[k];
          int target = cells[t];
          if (target == 0) {
            if (enemies == null || rules.approaches(s, t, enemies)) {
              if (out != null) {
                out[n] = s | t << 8;
              }
              n++;
            }
            continue;
          }
          if (target >> 3 != me) {
            boolean push = k + 1 < ray.length && cells[ray[k + 1]] == 0;
            if (t != limitSquare || (!push && !limitCaptures)) {
              if (out != null) {
                out[n] = s | t << 8 | (push ? PUSH : CAPTURE) << 16;
              }
              n++;
            }
          }
          break;
        }
      }
    }
    return n;
  }

  /** Returns the squares of every piece not of {@code me}, as a compact array. */
  static int[] enemySquares(byte[] cells, int me) {
    int count = 0;
    for (byte cell : cells) {
      if (cell != 0 && cell >> 3 != me) {
        count++;
      }
    }
    int[] squares = new int[count];
    int i = 0;
    for (int s = 0; s < cells.length; s++) {
      if (cells[s] != 0 && cells[s] >> 3 != me) {
        squares[i++] = s;
      }
    }
    return squares;
  }
}
