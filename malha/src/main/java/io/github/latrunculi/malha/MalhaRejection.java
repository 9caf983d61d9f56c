package io.github.latrunculi.malha;

import io.github.latrunculi.core.RejectionCategory;
import io.github.latrunculi.core.RejectionCode;

/**
 * Why a Kharbga move or position line is refused. The rules of the game name no codes; each code
 * here names the rule that was broken.
 */
public enum MalhaRejection implements RejectionCode {
  /** The move text does not follow the move notation (see {@link MalhaNotation}). */
  MALFORMED_MOVE(RejectionCategory.MALFORMED),
  /** The position line does not follow the position notation (see {@link MalhaNotation}). */
  MALFORMED_POSITION(RejectionCategory.MALFORMED),
  /** The position line is well formed but describes a position that cannot arise. */
  IMPOSSIBLE_POSITION(RejectionCategory.INVALID_POSITION),
  /** The position line's variant field differs from the rules' own. */
  VARIANT_MISMATCH(RejectionCategory.WRONG_VARIANT),
  /** The game is over: no move and no resignation is possible. */
  GAME_OVER(RejectionCategory.GAME_OVER),
  /** A placement outside the setting phase, or a step during it. */
  WRONG_PHASE(RejectionCategory.WRONG_TURN),
  /** A placement on the malha d4, which stays empty during the setting. */
  MALHA_SQUARE(RejectionCategory.RESTRICTED),
  /** A placement or step onto an occupied square. */
  SQUARE_OCCUPIED(RejectionCategory.OCCUPIED),
  /** A placement pair that names one square twice. */
  SAME_SQUARE(RejectionCategory.ILLEGAL_MOVE),
  /** A first pair that touches none of d3, c4, e4, d5 (option {@code openingPair}). */
  OPENING_PAIR_MUST_TOUCH_MALHA(RejectionCategory.RESTRICTED),
  /** A step from a square that holds no soldier of the side to move. */
  NOT_OWN_SOLDIER(RejectionCategory.NO_PIECE),
  /** A step to a square that is not an orthogonal neighbour of its start. */
  NOT_ADJACENT(RejectionCategory.UNREACHABLE),
  /** Another soldier moved while a capture chain must go on. */
  MUST_CONTINUE(RejectionCategory.COMPULSORY),
  /** A continuation step that captures nothing. */
  CONTINUATION_MUST_CAPTURE(RejectionCategory.COMPULSORY),
  /**
   * The exchange flag on a step that may not carry it: in the opening turn, on a continuation step,
   * or an Attacker's flag where the exchange protocol awaits none.
   */
  FLAG_NOT_ALLOWED(RejectionCategory.RESTRICTED),
  /** The Attacker's second offer uses the soldier already offered. */
  SAME_OFFER_TWICE(RejectionCategory.RESTRICTED),
  /**
   * A reachable Defender soldier requests an exchange (option {@code exchangeRequiresUnreachable}).
   */
  SOLDIER_REACHABLE(RejectionCategory.RESTRICTED),
  /** {@code end} with no chain to end, or without the option {@code continuation=OPTIONAL}. */
  NOTHING_TO_END(RejectionCategory.ILLEGAL_MOVE);

  private final RejectionCategory category;

  MalhaRejection(RejectionCategory category) {
    this.category = category;
  }

  @Override
  public RejectionCategory category() {
    return category;
  }
}
