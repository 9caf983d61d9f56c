package io.github.latrunculi.chief;

import io.github.latrunculi.core.RejectionCategory;
import io.github.latrunculi.core.RejectionCode;

/**
 * Why Chief refuses a move or a position line: the codes, listed in their order of precedence for
 * steps (the first that applies is reported), then the placement and reinforcement codes, then
 * {@link #INVALID_POSITION} for position lines.
 */
public enum ChiefRejection implements RejectionCode {
  /** The text does not follow the notation (or names a square off the board). */
  MALFORMED(RejectionCategory.MALFORMED),
  /** The game is over: a Chief was captured, a side has no piece left, or the position repeated. */
  GAME_OVER(RejectionCategory.GAME_OVER),
  /** A step or pass while pieces are still to be placed. */
  MUST_PLACE(RejectionCategory.COMPULSORY),
  /** A pass while a move exists. */
  MUST_MOVE(RejectionCategory.PASS_NOT_ALLOWED),
  /** The origin square is empty. */
  NO_PIECE(RejectionCategory.NO_PIECE),
  /** The piece on the origin belongs to another side. */
  NOT_YOUR_PIECE(RejectionCategory.NOT_YOUR_PIECE),
  /** The piece was pushed on the previous turn and may not move in this one. */
  FROZEN(RejectionCategory.RESTRICTED),
  /** Origin and target do not lie on one orthogonal or diagonal line. */
  NOT_A_LINE(RejectionCategory.UNREACHABLE),
  /** The target is farther than the piece's range. */
  OUT_OF_RANGE(RejectionCategory.UNREACHABLE),
  /** A square between origin and target is occupied. */
  PATH_BLOCKED(RejectionCategory.PATH_BLOCKED),
  /** The target holds a piece of the mover. */
  OWN_PIECE(RejectionCategory.OWN_PIECE),
  /** The target square has had as many pushes in a row as the push limit allows. */
  PUSH_LIMIT(RejectionCategory.RESTRICTED),
  /** {@code armageddon}: the move brings the piece closer to no enemy piece. */
  STEP_BACK(RejectionCategory.RESTRICTED),
  /** The separator does not describe what the move does. */
  KIND_MISMATCH(RejectionCategory.ILLEGAL_MOVE),
  /** The piece is not in the mover's hand (or the mover has no hand to place from). */
  NOT_IN_HAND(RejectionCategory.NO_PIECE),
  /** The placement or reinforcement square is occupied. */
  SQUARE_OCCUPIED(RejectionCategory.OCCUPIED),
  /** {@code assassination}: the Chief is placed only after every other piece of both hands. */
  CHIEF_LAST(RejectionCategory.RESTRICTED),
  /** {@code assassination}: reinforcements enter on the board's outer ring only. */
  NOT_EDGE(RejectionCategory.RESTRICTED),
  /** {@code assassination}: too many Savages on the board, or too many brought in one turn. */
  SAVAGE_CAP(RejectionCategory.RESTRICTED),
  /** A well-formed position line describes a position that the rules cannot reach. */
  INVALID_POSITION(RejectionCategory.INVALID_POSITION);

  private final RejectionCategory category;

  ChiefRejection(RejectionCategory category) {
    this.category = category;
  }

  @Override
  public RejectionCategory category() {
    return category;
  }
}
