package io.github.latrunculi.core.toys;

import io.github.latrunculi.core.RejectionCategory;
import io.github.latrunculi.core.RejectionCode;

/** Rejection codes of the two toy games. */
enum ToyRejection implements RejectionCode {
  MALFORMED(RejectionCategory.MALFORMED),
  GAME_OVER(RejectionCategory.GAME_OVER),
  ILLEGAL(RejectionCategory.ILLEGAL_MOVE);

  private final RejectionCategory category;

  ToyRejection(RejectionCategory category) {
    this.category = category;
  }

  @Override
  public RejectionCategory category() {
    return category;
  }
}
