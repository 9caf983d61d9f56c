package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.RULES;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

/**
 * Dossier §5.1 and §4.1: a refused position line names the field it refuses, and the checks on a
 * won game hold for every winner, the first seat (White) included.
 */
class QuaternityPositionFieldTests {
  private static final String KINGS = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK";

  private static void assertRefused(QuaternityRejection code, String reason, String line) {
    Either<Rejection, QuaternityPosition> p = RULES.notation().parsePosition(line);
    assertTrue(p.isLeft(), () -> "accepted " + line);
    assertEquals(code, p.getLeft().code(), p.getLeft()::toString);
    assertTrue(
        p.getLeft().message().contains(reason),
        () -> "'" + p.getLeft().message() + "' lacks '" + reason + "'");
  }

  @Test
  void aLineWithTheRightVariantButNoFieldsIsMalformed() {
    assertRefused(
        QuaternityRejection.MALFORMED_POSITION, "this one has 0 fields", "quaternity standard");
  }

  @Test
  void aForeignVariantFieldIsNamed() {
    assertRefused(
        QuaternityRejection.VARIANT_MISMATCH,
        "'chess960' is not 'standard'",
        "quaternity chess960");
  }

  @Test
  void aBadSideToMoveIsNamed() {
    assertRefused(
        QuaternityRejection.MALFORMED_POSITION,
        "the side to move 'x' is not one of",
        "quaternity standard " + KINGS + " x wrbg AAAA - *");
  }

  @Test
  void badControllersOrStatusesAreQuoted() {
    assertRefused(
        QuaternityRejection.MALFORMED_POSITION,
        "'wrbg AAZA'",
        "quaternity standard " + KINGS + " w wrbg AAZA - *");
  }

  /** §4.1: a won game's winner is active, also when the winner is White. */
  @Test
  void whiteAsWinnerMustBeActive() {
    assertRefused(
        QuaternityRejection.ILLEGAL_POSITION,
        "the winner White is not active",
        "quaternity standard " + KINGS + " r wrbg FAFF - W:w");
  }

  /** §4.1: a won game has no draw offer, also when White won. */
  @Test
  void aGameWhiteWonHasNoDrawOffer() {
    assertRefused(
        QuaternityRejection.ILLEGAL_POSITION,
        "a won game has no draw offer",
        "quaternity standard " + KINGS + " w wrbg AFFF w+ W:w");
  }
}
