package io.github.latrunculi.core;

/**
 * The situations every game refuses in the same way, whatever its own code calls them. Each game
 * keeps the rejection codes its rules name ({@code FROZEN}, {@code MUST_CONTINUE}, …); every code
 * also belongs to one of these categories, so that a client in another language can switch on the
 * category and show the message.
 */
public enum RejectionCategory {
  /** The text does not follow the notation (or names a square off the board). */
  MALFORMED,
  /** The setup asks for an unknown game, variant, option, option value or board size. */
  SETUP,
  /** The position line's variant field is not the canonical one of these rules. */
  WRONG_VARIANT,
  /** A well-formed position line describes a position the rules cannot reach. */
  INVALID_POSITION,
  /** The game is over: no move is accepted. */
  GAME_OVER,
  /** The move belongs to another player or to another stage of the turn (a throw, an answer). */
  WRONG_TURN,
  /** The origin square of the move holds no piece. */
  NO_PIECE,
  /** The piece on the origin square belongs to another player. */
  NOT_YOUR_PIECE,
  /** The target holds a piece of the mover. */
  OWN_PIECE,
  /** A square that must be empty (a placement, a landing square) is occupied. */
  OCCUPIED,
  /** A square between origin and target is occupied. */
  PATH_BLOCKED,
  /** The piece does not move that way or that far. */
  UNREACHABLE,
  /**
   * A rule forbids this piece, square or move just now: a frozen piece, a push limit, a die that
   * names another man, an immunity.
   */
  RESTRICTED,
  /** Another action is compulsory now: a placement, a capture continuation, an answer. */
  COMPULSORY,
  /** A pass is refused because a move is available. */
  PASS_NOT_ALLOWED,
  /** Any other move the rules do not allow. */
  ILLEGAL_MOVE
}
