package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.RejectionCategory;
import io.github.latrunculi.core.RejectionCode;

/**
 * Why a Chaturaji move or position is refused. When several reasons apply, the first check that
 * fails is reported, in the order the package documentation lists.
 */
public enum ChaturajiRejection implements RejectionCode {
  /** The text is not a move or position of the notation. */
  MALFORMED(RejectionCategory.MALFORMED),
  /** An exchange names its armies out of seat order ({@code Xgr} for {@code Xrg}). */
  MALFORMED_ORDER(RejectionCategory.MALFORMED),
  /** The game is over: no action is legal. */
  GAME_OVER(RejectionCategory.GAME_OVER),
  /** Die mode: the die must be thrown before a move. */
  ROLL_EXPECTED(RejectionCategory.WRONG_TURN),
  /** Die mode: a throw while a value is showing. */
  MOVE_EXPECTED(RejectionCategory.WRONG_TURN),
  /** A throw in free mode. */
  NO_DIE(RejectionCategory.WRONG_TURN),
  /** A throw of a value the die cannot show. */
  BAD_ROLL(RejectionCategory.ILLEGAL_MOVE),
  /** No man stands on the origin square. */
  NO_MAN(RejectionCategory.NO_PIECE),
  /** The actor of the slot does not command the man on the origin square. */
  NOT_COMMANDED(RejectionCategory.NOT_YOUR_PIECE),
  /** The value shown by the die does not select that man. */
  DIE_MISMATCH(RejectionCategory.RESTRICTED),
  /** The man cannot move that way. */
  BAD_GEOMETRY(RejectionCategory.UNREACHABLE),
  /** An elephant's path is not empty. */
  BLOCKED(RejectionCategory.PATH_BLOCKED),
  /** The destination holds a man of the mover's own camp. */
  OCCUPIED_BY_FRIEND(RejectionCategory.OWN_PIECE),
  /** A soldier or boat may not capture a horse, elephant or maraja. */
  HIERARCHY(RejectionCategory.RESTRICTED),
  /** A capture is written onto an empty square. */
  NOT_A_CAPTURE(RejectionCategory.ILLEGAL_MOVE),
  /** The soldier may not enter its far edge there: its army still has a man of the lane's type. */
  PROMOTION_BARRED(RejectionCategory.RESTRICTED),
  /** The promotion suffix is missing, wrong, or on a move that does not promote. */
  WRONG_PROMOTION(RejectionCategory.ILLEGAL_MOVE),
  /** A lost turn while a board move is legal. */
  PASS_NOT_ALLOWED(RejectionCategory.PASS_NOT_ALLOWED),
  /** The exchange or release is not possible. */
  NO_EXCHANGE(RejectionCategory.ILLEGAL_MOVE),
  /** A position line describes a position that cannot arise. */
  INVALID_POSITION(RejectionCategory.INVALID_POSITION);

  private final RejectionCategory category;

  ChaturajiRejection(RejectionCategory category) {
    this.category = category;
  }

  @Override
  public RejectionCategory category() {
    return category;
  }
}
