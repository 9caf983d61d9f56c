package io.github.latrunculi.chief;

import io.github.latrunculi.core.RejectionCode;

/**
 * Why Chief refuses a move or a position line: the codes of the dossier's §12.4, listed in their
 * order of precedence for steps (the first that applies is reported), then the placement and
 * reinforcement codes, then {@link #INVALID_POSITION} for position lines.
 */
public enum ChiefRejection implements RejectionCode {
  /** The text does not follow the notation (or names a square off the board). */
  MALFORMED,
  /** The game is over: a Chief was captured, a side has no piece left, or the position repeated. */
  GAME_OVER,
  /** A step or pass while pieces are still to be placed. */
  MUST_PLACE,
  /** A pass while a move exists. */
  MUST_MOVE,
  /** The origin square is empty. */
  NO_PIECE,
  /** The piece on the origin belongs to another side. */
  NOT_YOUR_PIECE,
  /** The piece was pushed on the previous turn and may not move in this one. */
  FROZEN,
  /** Origin and target do not lie on one orthogonal or diagonal line. */
  NOT_A_LINE,
  /** The target is farther than the piece's range. */
  OUT_OF_RANGE,
  /** A square between origin and target is occupied. */
  PATH_BLOCKED,
  /** The target holds a piece of the mover. */
  OWN_PIECE,
  /** The target square has had as many pushes in a row as the push limit allows. */
  PUSH_LIMIT,
  /** {@code armageddon}: the move brings the piece closer to no enemy piece. */
  STEP_BACK,
  /** The separator does not describe what the move does. */
  KIND_MISMATCH,
  /** The piece is not in the mover's hand (or the mover has no hand to place from). */
  NOT_IN_HAND,
  /** The placement or reinforcement square is occupied. */
  SQUARE_OCCUPIED,
  /** {@code assassination}: the Chief is placed only after every other piece of both hands. */
  CHIEF_LAST,
  /** {@code assassination}: reinforcements enter on the board's outer ring only. */
  NOT_EDGE,
  /** {@code assassination}: too many Savages on the board, or too many brought in one turn. */
  SAVAGE_CAP,
  /** A well-formed position line describes a position that the rules cannot reach (§12.2). */
  INVALID_POSITION
}
