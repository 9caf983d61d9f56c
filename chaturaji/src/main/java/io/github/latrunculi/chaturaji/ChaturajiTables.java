package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Leap;
import io.github.latrunculi.core.kit.BoardTables;
import java.util.Arrays;
import java.util.stream.IntStream;

/**
 * Precomputed square tables of the one 8×8 board (index = 8 × rank + file), the same for every
 * variant: the targets of each man, read off the {@link Geometry}'s neighbours and leaps ({@link
 * Leap#KNIGHT} for the horse, {@link Leap#ALFIL} for the boat), each army's soldier squares, edges,
 * lanes and thrones, and the core's {@link BoardTables} of the board for the checks. Built once;
 * never modified.
 */
final class ChaturajiTables {
  static final Geometry GEOMETRY = Geometry.of(8, 8);

  /** The core's tables of the board: leap sets, line directions, king distances. */
  static final BoardTables BOARD = BoardTables.of(GEOMETRY);

  /** The number of squares of the board. */
  static final int SQUARES = GEOMETRY.size();

  /** The number of files, the step between two squares of one file. */
  static final int WIDTH = GEOMETRY.width();

  /** The ordinals of the four orthogonal directions, for the elephant's rays. */
  static final int[] ORTHOGONAL = {
    Direction.N.ordinal(), Direction.E.ordinal(), Direction.S.ordinal(), Direction.W.ordinal()
  };

  /** MARAJA[square]: the squares one step away in the eight directions. */
  static final int[][] MARAJA = new int[SQUARES][];

  /** HORSE[square]: the knight leaps of the horse. */
  static final int[][] HORSE = new int[SQUARES][];

  /** BOAT[square]: the two-square diagonal leaps of the boat. */
  static final int[][] BOAT = new int[SQUARES][];

  /** SOLDIER_STEP[army][square]: the square straight ahead, or -1. */
  static final int[][] SOLDIER_STEP = new int[ChaturajiManCode.ARMIES][SQUARES];

  /** SOLDIER_CAPTURES[army][square]: the squares diagonally ahead, lowest index first. */
  static final int[][][] SOLDIER_CAPTURES = new int[ChaturajiManCode.ARMIES][SQUARES][];

  /** PROMOTION_EDGE[army][square]: true on the far edge of the army's soldiers. */
  static final boolean[][] PROMOTION_EDGE = new boolean[ChaturajiManCode.ARMIES][SQUARES];

  /** START_EDGE[army][square]: true on the army's own edge, where no soldier of it may stand. */
  static final boolean[][] START_EDGE = new boolean[ChaturajiManCode.ARMIES][SQUARES];

  /** LANE_KIND[army][square]: the lane type (§3.3) of the lane of the army's soldiers there. */
  static final int[][] LANE_KIND = new int[ChaturajiManCode.ARMIES][SQUARES];

  /** THRONE[army]: the square index of the army's throne. */
  static final int[] THRONE = new int[ChaturajiManCode.ARMIES];

  /**
   * The lane types of lanes 1 to 8: boat, horse, elephant, maraja, maraja, elephant, horse, boat.
   */
  private static final int[] LANE_TYPES = {
    ChaturajiManCode.BOAT,
    ChaturajiManCode.HORSE,
    ChaturajiManCode.ELEPHANT,
    ChaturajiManCode.MARAJA,
    ChaturajiManCode.MARAJA,
    ChaturajiManCode.ELEPHANT,
    ChaturajiManCode.HORSE,
    ChaturajiManCode.BOAT
  };

  static {
    for (int square = 0; square < SQUARES; square++) {
      MARAJA[square] = neighbours(square);
      HORSE[square] = GEOMETRY.leaps(square, Leap.KNIGHT);
      BOAT[square] = GEOMETRY.leaps(square, Leap.ALFIL);
    }
    for (ChaturajiArmy army : ChaturajiArmy.values()) {
      int a = army.ordinal();
      Direction forward = army.forward();
      THRONE[a] = GEOMETRY.index(army.throne());
      boolean lanesAreFiles = forward.fileDelta() == 0;
      for (int square = 0; square < SQUARES; square++) {
        SOLDIER_STEP[a][square] = GEOMETRY.neighbour(square, forward);
        SOLDIER_CAPTURES[a][square] = diagonallyAhead(square, forward);
        PROMOTION_EDGE[a][square] = SOLDIER_STEP[a][square] < 0;
        START_EDGE[a][square] = GEOMETRY.neighbour(square, forward.opposite()) < 0;
        int lane = lanesAreFiles ? GEOMETRY.fileOf(square) : GEOMETRY.rankOf(square);
        LANE_KIND[a][square] = LANE_TYPES[lane];
      }
    }
  }

  private ChaturajiTables() {}

  /** Returns the squares one step away from {@code square}, in direction order. */
  private static int[] neighbours(int square) {
    return IntStream.range(0, Direction.COUNT)
        .map(d -> GEOMETRY.neighbour(square, d))
        .filter(next -> next >= 0)
        .toArray();
  }

  /**
   * Returns the squares one step diagonally ahead of {@code square} for soldiers advancing {@code
   * forward}, the lower index first (the order the generator lists a soldier's captures in).
   */
  private static int[] diagonallyAhead(int square, Direction forward) {
    int ahead = forward.ordinal();
    int[] targets = {
      GEOMETRY.neighbour(square, (ahead + 1) % Direction.COUNT),
      GEOMETRY.neighbour(square, (ahead + Direction.COUNT - 1) % Direction.COUNT)
    };
    return Arrays.stream(targets).filter(next -> next >= 0).sorted().toArray();
  }

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
