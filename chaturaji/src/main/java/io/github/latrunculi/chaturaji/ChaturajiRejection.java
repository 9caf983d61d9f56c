package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.RejectionCode;

/** Why a Chaturaji move or position is refused (the codes of §8 TV17 of the dossier). */
public enum ChaturajiRejection implements RejectionCode {
  /** The text is not a move or position of the notation. */
  MALFORMED,
  /** An exchange names its armies out of seat order ({@code Xgr} for {@code Xrg}). */
  MALFORMED_ORDER,
  /** The game is over: no action is legal. */
  GAME_OVER,
  /** Die mode: the die must be thrown before a move. */
  ROLL_EXPECTED,
  /** Die mode: a throw while a value is showing. */
  MOVE_EXPECTED,
  /** A throw in free mode. */
  NO_DIE,
  /** A throw of a value the die cannot show. */
  BAD_ROLL,
  /** No man stands on the origin square. */
  NO_MAN,
  /** The actor of the slot does not command the man on the origin square. */
  NOT_COMMANDED,
  /** The value shown by the die does not select that man. */
  DIE_MISMATCH,
  /** The man cannot move that way. */
  BAD_GEOMETRY,
  /** An elephant's path is not empty. */
  BLOCKED,
  /** The destination holds a man of the mover's own camp. */
  OCCUPIED_BY_FRIEND,
  /** A soldier or boat may not capture a horse, elephant or maraja. */
  HIERARCHY,
  /** A capture is written onto an empty square. */
  NOT_A_CAPTURE,
  /** The soldier may not enter its far edge there: its army still has a man of the lane's type. */
  PROMOTION_BARRED,
  /** The promotion suffix is missing, wrong, or on a move that does not promote. */
  WRONG_PROMOTION,
  /** A lost turn while a board move is legal. */
  PASS_NOT_ALLOWED,
  /** The exchange or release is not possible. */
  NO_EXCHANGE,
  /** A position line describes a position that cannot arise. */
  INVALID_POSITION
}
