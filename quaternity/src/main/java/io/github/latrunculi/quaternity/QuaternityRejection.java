package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.RejectionCategory;
import io.github.latrunculi.core.RejectionCode;

/**
 * Why Quaternity refuses a position line or an action. The rules name no codes; these follow them
 * topic by topic: the notation, then movement, then legality and the turn.
 */
public enum QuaternityRejection implements RejectionCode {
  /** The position line does not follow the QFEN grammar (see {@link QuaternityNotation}). */
  MALFORMED_POSITION(RejectionCategory.MALFORMED),
  /**
   * The position line is well formed but describes no reachable position (kings, controllers,
   * statuses, offer, result or pawns that do not agree).
   */
  ILLEGAL_POSITION(RejectionCategory.INVALID_POSITION),
  /** The line's variant field is not the one of these rules. */
  VARIANT_MISMATCH(RejectionCategory.WRONG_VARIANT),
  /** The action text follows no form of the action notation (see {@link QuaternityNotation}). */
  MALFORMED_MOVE(RejectionCategory.MALFORMED),
  /** The action's {@code p:} prefix names another player than the one to move. */
  WRONG_PLAYER(RejectionCategory.WRONG_TURN),
  /** The game is over: no action is accepted. */
  GAME_OVER(RejectionCategory.GAME_OVER),
  /** The origin square is empty. */
  NO_PIECE(RejectionCategory.NO_PIECE),
  /** The piece on the origin square belongs to an army the player to move does not control. */
  NOT_YOUR_PIECE(RejectionCategory.NOT_YOUR_PIECE),
  /** The piece cannot move that way (chess movement, one-step pawns, no castling). */
  ILLEGAL_MOVEMENT(RejectionCategory.UNREACHABLE),
  /** A slider's path is blocked by a piece (frozen pieces block too). */
  PATH_BLOCKED(RejectionCategory.PATH_BLOCKED),
  /** A pawn's step square is occupied: pawns capture diagonally only. */
  PAWN_BLOCKED(RejectionCategory.OCCUPIED),
  /** A capture was asked on an empty square (a pawn's diagonal step, or {@code x} in the text). */
  NOTHING_TO_CAPTURE(RejectionCategory.ILLEGAL_MOVE),
  /** The destination holds a piece of an army the mover controls. */
  OWN_PIECE(RejectionCategory.OWN_PIECE),
  /** The destination holds a king: kings are never captured, they leave by checkmate. */
  KING_CAPTURE(RejectionCategory.RESTRICTED),
  /** The destination holds a frozen piece and the variant makes frozen pieces uncapturable. */
  FROZEN_PIECE(RejectionCategory.RESTRICTED),
  /** A pawn reaches its last line without naming its promotion. */
  PROMOTION_REQUIRED(RejectionCategory.ILLEGAL_MOVE),
  /** A promotion was named for a move that does not promote. */
  PROMOTION_NOT_ALLOWED(RejectionCategory.ILLEGAL_MOVE),
  /** The promotion piece is not a queen, rook, bishop or knight. */
  INVALID_PROMOTION(RejectionCategory.ILLEGAL_MOVE),
  /** The move leaves the mover's king in check. */
  KING_IN_CHECK(RejectionCategory.RESTRICTED),
  /**
   * The move mates a king whose removal leaves the mover's king in check (SELF_EXPOSURE=FORBID).
   */
  SELF_EXPOSURE(RejectionCategory.RESTRICTED),
  /** A pass was asked while the player has a legal move, is in check, or only two are active. */
  PASS_NOT_ALLOWED(RejectionCategory.PASS_NOT_ALLOWED),
  /** The named player is frozen or eliminated. */
  PLAYER_NOT_ACTIVE(RejectionCategory.WRONG_TURN),
  /** The action belongs to the player to move (resignOnlyOnTurn). */
  NOT_YOUR_TURN(RejectionCategory.WRONG_TURN),
  /** The last active player cannot leave a game that goes on (endWhenOneActive=false). */
  LAST_ACTIVE_PLAYER(RejectionCategory.ILLEGAL_MOVE),
  /** A draw offer is already pending. */
  DRAW_OFFER_PENDING(RejectionCategory.ILLEGAL_MOVE),
  /** No draw offer is pending. */
  NO_DRAW_OFFER(RejectionCategory.ILLEGAL_MOVE),
  /** The proposer cannot answer its own offer. */
  OWN_DRAW_OFFER(RejectionCategory.ILLEGAL_MOVE),
  /** The player has already accepted the pending offer. */
  ALREADY_ACCEPTED(RejectionCategory.ILLEGAL_MOVE),
  /** No other active player could answer a draw offer. */
  NO_ONE_TO_ANSWER(RejectionCategory.ILLEGAL_MOVE);

  private final RejectionCategory category;

  QuaternityRejection(RejectionCategory category) {
    this.category = category;
  }

  @Override
  public RejectionCategory category() {
    return category;
  }
}
