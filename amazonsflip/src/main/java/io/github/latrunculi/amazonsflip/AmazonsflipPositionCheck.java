package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipContext.reject;

import io.github.latrunculi.core.Rejection;
import io.vavr.control.Either;

/**
 * The validity of a parsed position beyond its syntax (§6.2): the opening flag {@code F} marks
 * player 1's move-only first turn, so it never goes with player 2 to move. Custom positions may
 * hold any number of amazons and stones of either kind (the rules do not depend on the count).
 */
final class AmazonsflipPositionCheck {
  private AmazonsflipPositionCheck() {}

  /** Returns the position of the parsed fields, or why they describe none. */
  static Either<Rejection, AmazonsflipPosition> check(byte[] cells, int side, boolean opening) {
    if (opening && side != 1) {
      return reject(
          AmazonsflipRejection.MALFORMED_POSITION,
          "F marks player 1's opening turn, but player 2 is to move");
    }
    return Either.right(AmazonsflipPosition.of(cells, side, opening));
  }
}
