package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityPieceCodes.PAWN_NORTH;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.PAWN_UNCOMMITTED;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.army;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.type;
import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;
import static io.github.latrunculi.quaternity.QuaternityTables.SIZE;
import static io.github.latrunculi.quaternity.QuaternityTables.SQUARES;

import io.github.latrunculi.core.Direction;

/**
 * Where pawns go (dossier §3), in {@link Direction} ordinals: a committed pawn's one direction and
 * its two captures, an uncommitted central pawn's two steps and three captures along and beside its
 * army's diagonal, the direction a central pawn commits to, and the promotion lines. Static tables
 * per piece code, shared by the generator, the checks and the view.
 */
final class QuaternityPawns {
  /** The eighths of a turn between a central pawn's diagonal and each of its two steps. */
  private static final int STEP_TURN = 1;

  /** The eighths of a turn between a central pawn's diagonal and each of its side captures. */
  private static final int SIDE_CAPTURE_TURN = 2;

  /**
   * The directions each pawn code captures towards, one bit per direction ordinal (0 for others).
   */
  private static final int[] CAPTURES = new int[QuaternityPieceCodes.CODES];

  /**
   * Whether a pawn code on a square stands on one of its promotion lines: [code * 144 + square].
   */
  private static final boolean[] PROMOTION_LINE = new boolean[QuaternityPieceCodes.CODES * SQUARES];

  static {
    for (int code = 1; code < QuaternityPieceCodes.CODES; code++) {
      int type = type(code);
      if (type == PAWN_UNCOMMITTED) {
        int army = army(code);
        CAPTURES[code] = bit(forward(army)) | bit(leftCapture(army)) | bit(rightCapture(army));
      } else if (QuaternityPieceCodes.isPawnType(type)) {
        int ahead = direction(type);
        CAPTURES[code] = bit(turn(ahead, STEP_TURN)) | bit(turn(ahead, -STEP_TURN));
      }
      for (int square = 0; square < SQUARES; square++) {
        PROMOTION_LINE[code * SQUARES + square] = promotionLine(code, square);
      }
    }
  }

  private QuaternityPawns() {}

  /**
   * Returns the diagonal an army's central pawns look along: White NE, Red SE, Black SW, Green NW.
   */
  static int forward(int army) {
    return Direction.NE.ordinal() + 2 * army;
  }

  /** Returns a central pawn's "left" step: 45 degrees anticlockwise of its army's diagonal. */
  static int leftStep(int army) {
    return turn(forward(army), -STEP_TURN);
  }

  /** Returns a central pawn's "right" step: 45 degrees clockwise of its army's diagonal. */
  static int rightStep(int army) {
    return turn(forward(army), STEP_TURN);
  }

  /** Returns a central pawn's left capture: 90 degrees anticlockwise of its army's diagonal. */
  static int leftCapture(int army) {
    return turn(forward(army), -SIDE_CAPTURE_TURN);
  }

  /** Returns a central pawn's right capture: 90 degrees clockwise of its army's diagonal. */
  static int rightCapture(int army) {
    return turn(forward(army), SIDE_CAPTURE_TURN);
  }

  /** Returns the direction of a committed pawn type (N, E, S or W). */
  static int direction(int type) {
    return 2 * (type - PAWN_NORTH);
  }

  /** Returns the committed pawn type of an orthogonal direction. */
  static int committedType(int direction) {
    return PAWN_NORTH + direction / 2;
  }

  /** Returns a direction ordinal turned clockwise by eighths of a turn (anticlockwise if < 0). */
  static int turn(int direction, int eighths) {
    return (direction + eighths) & (Direction.COUNT - 1);
  }

  /** Returns true when the pawn {@code code} attacks the square next to it in {@code direction}. */
  static boolean capturesTowards(int code, int direction) {
    return (CAPTURES[code] & bit(direction)) != 0;
  }

  /** Returns true when the pawn {@code code} standing on {@code square} is on a promotion line. */
  static boolean onPromotionLine(int code, int square) {
    return PROMOTION_LINE[code * SQUARES + square];
  }

  /**
   * Returns the code of the uncommitted central pawn {@code code} after it moved from {@code from}
   * to the adjacent {@code to}: committed to its step's direction, uncommitted still after a
   * capture along its diagonal, and after a side capture committed to that side's step ({@code
   * sideCaptureCommits}, option acpSideCaptureCommits) or still uncommitted.
   */
  static int afterCentralPawnMove(int code, int from, int to, boolean sideCaptureCommits) {
    int d = QuaternityTables.adjacentDirection(from, to);
    int army = army(code);
    if (Direction.isOrthogonal(d)) {
      return QuaternityPieceCodes.code(army, committedType(d));
    }
    if (d == forward(army) || !sideCaptureCommits) {
      return code;
    }
    int step = d == leftCapture(army) ? leftStep(army) : rightStep(army);
    return QuaternityPieceCodes.code(army, committedType(step));
  }

  /** Returns true when {@code square} lies on a promotion line of the pawn {@code code}. */
  private static boolean promotionLine(int code, int square) {
    int type = type(code);
    if (type == PAWN_UNCOMMITTED) {
      return onEdgeAhead(leftStep(army(code)), square)
          || onEdgeAhead(rightStep(army(code)), square);
    }
    return QuaternityPieceCodes.isPawnType(type) && onEdgeAhead(direction(type), square);
  }

  /** Returns true when {@code square} lies on the edge an orthogonal direction runs into. */
  private static boolean onEdgeAhead(int direction, int square) {
    int last = SIZE - 1;
    switch (Direction.of(direction)) {
      case N:
        return GEOMETRY.rankOf(square) == last;
      case E:
        return GEOMETRY.fileOf(square) == last;
      case S:
        return GEOMETRY.rankOf(square) == 0;
      default:
        return GEOMETRY.fileOf(square) == 0;
    }
  }

  private static int bit(int direction) {
    return 1 << direction;
  }
}
