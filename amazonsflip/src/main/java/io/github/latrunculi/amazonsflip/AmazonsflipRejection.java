package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.RejectionCategory;
import io.github.latrunculi.core.RejectionCode;

/**
 * Why Desdemona refuses a position line or a turn. Every rejection's message names the squares
 * involved, for example "e5 is not reachable from d4: f6 blocks the line".
 */
public enum AmazonsflipRejection implements RejectionCode {
  /** The position line does not follow the position notation (see {@link AmazonsflipNotation}). */
  MALFORMED_POSITION(RejectionCategory.MALFORMED),
  /** The position line's variant field is not the variant of the rules reading it. */
  WRONG_VARIANT(RejectionCategory.WRONG_VARIANT),
  /** The turn text does not follow the turn notation ({@code d1-d4} or {@code d1-d4/d7}). */
  MALFORMED_MOVE(RejectionCategory.MALFORMED),
  /** The game is over: the player to move has no legal turn. */
  GAME_OVER(RejectionCategory.GAME_OVER),
  /** The starting square of the move holds no amazon. */
  NOT_AN_AMAZON(RejectionCategory.NO_PIECE),
  /** The starting square holds the opponent's amazon. */
  NOT_YOUR_AMAZON(RejectionCategory.NOT_YOUR_PIECE),
  /** The amazon must move at least one square. */
  NO_DISTANCE(RejectionCategory.UNREACHABLE),
  /** Moves and shots go along one of the eight queen lines. */
  NOT_A_LINE(RejectionCategory.UNREACHABLE),
  /** A unit stands between the amazon and its destination. */
  PATH_BLOCKED(RejectionCategory.PATH_BLOCKED),
  /** The destination is not empty. */
  DESTINATION_OCCUPIED(RejectionCategory.OCCUPIED),
  /** A fire target was given on player 1's opening turn, which is move-only. */
  FIRE_ON_OPENING(RejectionCategory.RESTRICTED),
  /** No fire target was given, but every turn after the opening fires. */
  FIRE_REQUIRED(RejectionCategory.COMPULSORY),
  /** The amazon fired at the square it stands on. */
  TARGET_OWN_SQUARE(RejectionCategory.UNREACHABLE),
  /** The fire target is not empty. */
  TARGET_OCCUPIED(RejectionCategory.OCCUPIED),
  /** The shot cannot reach the target: a unit stops it, or a flip shot lands elsewhere. */
  SHOT_BLOCKED(RejectionCategory.PATH_BLOCKED),
  /**
   * The move is part of no legal turn: from its destination the amazon would have no fire target (a
   * dead end). Raised by the step-by-step turn builder.
   */
  NO_FIRE_TARGET(RejectionCategory.RESTRICTED),
  /** The selected amazon begins no legal turn. Raised by the step-by-step turn builder. */
  AMAZON_STUCK(RejectionCategory.RESTRICTED),
  /** Variant {@code border}: a plain shot may not land on the perimeter. */
  PERIMETER_BAN(RejectionCategory.RESTRICTED),
  /** A game score's result token does not match the outcome of its turns. */
  RESULT_MISMATCH(RejectionCategory.MALFORMED);

  private final RejectionCategory category;

  AmazonsflipRejection(RejectionCategory category) {
    this.category = category;
  }

  @Override
  public RejectionCategory category() {
    return category;
  }
}
