package io.github.latrunculi.core;

/** Rejection codes raised by the core itself, before a game's own rules are consulted. */
public enum CoreRejection implements RejectionCode {
  /** The text is empty or does not have the shape of a position line or record. */
  MALFORMED_LINE(RejectionCategory.MALFORMED),
  /** No registered game has the given id. */
  UNKNOWN_GAME(RejectionCategory.SETUP),
  /** The game has no variant of that name. */
  UNKNOWN_VARIANT(RejectionCategory.SETUP),
  /** The game has no option of that name. */
  UNKNOWN_OPTION(RejectionCategory.SETUP),
  /** The option exists but does not take that value. */
  INVALID_OPTION(RejectionCategory.SETUP),
  /** The game does not support the requested board size. */
  UNSUPPORTED_SIZE(RejectionCategory.SETUP),
  /** A game record has no header line or cannot be read. */
  MALFORMED_RECORD(RejectionCategory.MALFORMED),
  /**
   * An input given to a {@link io.github.latrunculi.core.interaction.TurnBuilder} continues no
   * legal move.
   */
  INPUT_NOT_OFFERED(RejectionCategory.ILLEGAL_MOVE);

  private final RejectionCategory category;

  CoreRejection(RejectionCategory category) {
    this.category = category;
  }

  @Override
  public RejectionCategory category() {
    return category;
  }
}
