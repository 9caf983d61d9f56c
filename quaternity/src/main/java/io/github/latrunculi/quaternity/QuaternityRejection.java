package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.RejectionCode;

/**
 * Why Quaternity refuses a position line or an action. The dossier names no codes; these follow
 * its rules section by section (§3 movement, §4 legality and transitions, §5 notation).
 */
public enum QuaternityRejection implements RejectionCode {
  /** The position line does not follow the QFEN grammar of §5.1. */
  MALFORMED_POSITION,
  /** The position line is well formed but breaks an invariant of §4.1 or §5.1. */
  ILLEGAL_POSITION,
  /** The line's variant field is not the one of these rules. */
  VARIANT_MISMATCH,
  /** The action text follows no form of §5.2. */
  MALFORMED_MOVE,
  /** The action's {@code p:} prefix names another player than the one to move. */
  WRONG_PLAYER,
  /** The game is over: no action is accepted. */
  GAME_OVER,
  /** The origin square is empty. */
  NO_PIECE,
  /** The piece on the origin square belongs to an army the player to move does not control. */
  NOT_YOUR_PIECE,
  /** The piece cannot move that way (chess movement, one-step pawns, no castling). */
  ILLEGAL_MOVEMENT,
  /** A slider's path is blocked by a piece (frozen pieces block too). */
  PATH_BLOCKED,
  /** A pawn's step square is occupied: pawns capture diagonally only. */
  PAWN_BLOCKED,
  /** A capture was asked on an empty square (a pawn's diagonal step, or {@code x} in the text). */
  NOTHING_TO_CAPTURE,
  /** The destination holds a piece of an army the mover controls. */
  OWN_PIECE,
  /** The destination holds a king: kings are never captured, they leave by checkmate. */
  KING_CAPTURE,
  /** The destination holds a frozen piece and the variant makes frozen pieces uncapturable. */
  FROZEN_PIECE,
  /** A pawn reaches its last line without naming its promotion. */
  PROMOTION_REQUIRED,
  /** A promotion was named for a move that does not promote. */
  PROMOTION_NOT_ALLOWED,
  /** The promotion piece is not a queen, rook, bishop or knight. */
  INVALID_PROMOTION,
  /** The move leaves the mover's king in check. */
  KING_IN_CHECK,
  /** The move mates a king whose removal leaves the mover's king in check (SELF_EXPOSURE=FORBID). */
  SELF_EXPOSURE,
  /** A pass was asked while the player has a legal move, is in check, or only two are active. */
  PASS_NOT_ALLOWED,
  /** The named player is frozen or eliminated. */
  PLAYER_NOT_ACTIVE,
  /** The action belongs to the player to move (resignOnlyOnTurn). */
  NOT_YOUR_TURN,
  /** The last active player cannot leave a game that goes on (endWhenOneActive=false). */
  LAST_ACTIVE_PLAYER,
  /** A draw offer is already pending. */
  DRAW_OFFER_PENDING,
  /** No draw offer is pending. */
  NO_DRAW_OFFER,
  /** The proposer cannot answer its own offer. */
  OWN_DRAW_OFFER,
  /** The player has already accepted the pending offer. */
  ALREADY_ACCEPTED,
  /** No other active player could answer a draw offer. */
  NO_ONE_TO_ANSWER
}
