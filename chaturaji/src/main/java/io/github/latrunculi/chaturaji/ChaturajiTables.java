package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Leap;

/**
 * Precomputed square tables of the 8×8 board (index = 8 × rank + file): the targets of each man
 * (the horse's and the boat's leaps come from {@link Geometry#leaps}), each army's soldier squares,
 * edges, lanes and thrones. Built once; never modified.
 */
final class ChaturajiTables {
  static final Geometry GEOMETRY = Geometry.of(8, 8);

  /** The ordinals of the four orthogonal directions, for the elephant's rays. */
  static final int[] ORTHOGONAL = {
    Direction.N.ordinal(), Direction.E.ordinal(), Direction.S.ordinal(), Direction.W.ordinal()
  };

  /** MARAJA[square]: the squares one step away in the eight directions. */
  static final int[][] MARAJA = new int[64][];

  /** HORSE[square]: the knight leaps of the horse. */
  static final int[][] HORSE = new int[64][];

  /** BOAT[square]: the two-square diagonal leaps of the boat. */
  static final int[][] BOAT = new int[64][];

  /** SOLDIER_STEP[army][square]: the square straight ahead, or -1. */
  static final int[][] SOLDIER_STEP = new int[4][64];

  /** SOLDIER_CAPTURES[army][square]: the squares diagonally ahead. */
  static final int[][][] SOLDIER_CAPTURES = new int[4][64][];

  /** PROMOTION_EDGE[army][square]: true on the far edge of the army's soldiers. */
  static final boolean[][] PROMOTION_EDGE = new boolean[4][64];

  /** START_EDGE[army][square]: true on the army's own edge, where no soldier of it may stand. */
  static final boolean[][] START_EDGE = new boolean[4][64];

  /** LANE_KIND[army][square]: the lane type (§3.3) of the lane of the army's soldiers there. */
  static final int[][] LANE_KIND = new int[4][64];

  /** THRONE[army]: the square index of the army's throne. */
  static final int[] THRONE = new int[4];

  /**
   * The lane types of lanes 1 to 8: boat, horse, elephant, maraja, maraja, elephant, horse, boat.
   */
  private static final int[] LANE_TYPES = {
    ChaturajiManCode.BOAT, ChaturajiManCode.HORSE, ChaturajiManCode.ELEPHANT,
        ChaturajiManCode.MARAJA,
    ChaturajiManCode.MARAJA, ChaturajiManCode.ELEPHANT, ChaturajiManCode.HORSE,
        ChaturajiManCode.BOAT
  };

  static {
    for (int square = 0; square < 64; square++) {
      int[] targets = new int[Direction.COUNT];
      int n = 0;
      for (int d = 0; d < Direction.COUNT; d++) {
        int next = GEOMETRY.neighbour(square, d);
        if (next >= 0) {
          targets[n++] = next;
        }
      }
      MARAJA[square] = java.util.Arrays.copyOf(targets, n);
      HORSE[square] = GEOMETRY.leaps(square, Leap.KNIGHT);
      BOAT[square] = GEOMETRY.leaps(square, Leap.ALFIL);
    }
    for (ChaturajiArmy army : ChaturajiArmy.values()) {
      int a = army.ordinal();
      Direction forward = army.forward();
      THRONE[a] = GEOMETRY.index(army.throne());
      boolean lanesAreFiles = forward.fileDelta() == 0;
      for (int square = 0; square < 64; square++) {
        int file = GEOMETRY.fileOf(square);
        int rank = GEOMETRY.rankOf(square);
        SOLDIER_STEP[a][square] = GEOMETRY.neighbour(square, forward);
        int[] captures = new int[2];
        int n = 0;
        for (int side = -1; side <= 1; side += 2) {
          int f = file + forward.fileDelta() + (lanesAreFiles ? side : 0);
          int r = rank + forward.rankDelta() + (lanesAreFiles ? 0 : side);
          if (GEOMETRY.contains(f, r)) {
            captures[n++] = GEOMETRY.index(f, r);
          }
        }
        SOLDIER_CAPTURES[a][square] = java.util.Arrays.copyOf(captures, n);
        PROMOTION_EDGE[a][square] = SOLDIER_STEP[a][square] < 0;
        START_EDGE[a][square] = GEOMETRY.neighbour(square, forward.opposite()) < 0;
        LANE_KIND[a][square] = LANE_TYPES[lanesAreFiles ? file : rank];
      }
    }
  }

  private ChaturajiTables() {}

  /** Returns true when {@code squares} holds {@code square}. */
  static boolean contains(int[] squares, int square) {
    for (int s : squares) {
      if (s == square) {
        return true;
      }
    }
    return false;
  }
}
