package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.after;
import static io.github.latrunculi.quaternity.QuaternityFixtures.field;
import static io.github.latrunculi.quaternity.QuaternityFixtures.place;
import static io.github.latrunculi.quaternity.QuaternityFixtures.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The pawn rejections of every army and pawn direction (§3.1 committed pawns, §3.3 table of the
 * Advanced Central Pawns), and the wording of the draw answers (§4.5). Each row names the pawn
 * (square and token), the side to move, the move and, when the target square is occupied, the piece
 * on it; the expected code follows from the dossier's step and capture squares.
 */
class QuaternityPawnRejectionTests {

  private static String qfen(String mover, String pawn, String blocker) {
    String board = blocker.isEmpty() ? place(pawn) : place(pawn, blocker);
    return board + " " + mover + " wrbg AAAA - *";
  }

  /**
   * §3.3: an uncommitted pawn steps only onto an empty square of its two step directions, and its
   * three capture squares (forward, left, right) need a piece to take.
   */
  @ParameterizedTest(name = "{0} {1} {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        // White d4: steps d5, e4; captures e5 / c5 / e3.
        "w | d4:wP* | d4-d5 | d5:rN | PAWN_BLOCKED",
        "w | d4:wP* | d4-e4 | e4:rN | PAWN_BLOCKED",
        "w | d4:wP* | d4-e5 |       | NOTHING_TO_CAPTURE",
        "w | d4:wP* | d4-c5 |       | NOTHING_TO_CAPTURE",
        "w | d4:wP* | d4-e3 |       | NOTHING_TO_CAPTURE",
        // Red d9: steps e9, d8; captures e8 / e10 / c8.
        "r | d9:rP* | d9-e9 | e9:wN | PAWN_BLOCKED",
        "r | d9:rP* | d9-d8 | d8:wN | PAWN_BLOCKED",
        "r | d9:rP* | d9-e8 |       | NOTHING_TO_CAPTURE",
        "r | d9:rP* | d9-e10 |      | NOTHING_TO_CAPTURE",
        "r | d9:rP* | d9-c8 |       | NOTHING_TO_CAPTURE",
        // Black i9: steps i8, h9; captures h8 / j8 / h10.
        "b | i9:bP* | i9-i8 | i8:wN | PAWN_BLOCKED",
        "b | i9:bP* | i9-h9 | h9:wN | PAWN_BLOCKED",
        "b | i9:bP* | i9-h8 |       | NOTHING_TO_CAPTURE",
        "b | i9:bP* | i9-j8 |       | NOTHING_TO_CAPTURE",
        "b | i9:bP* | i9-h10 |      | NOTHING_TO_CAPTURE",
        // Green i4: steps h4, i5; captures h5 / h3 / j5.
        "g | i4:gP* | i4-h4 | h4:wN | PAWN_BLOCKED",
        "g | i4:gP* | i4-i5 | i5:wN | PAWN_BLOCKED",
        "g | i4:gP* | i4-h5 |       | NOTHING_TO_CAPTURE",
        "g | i4:gP* | i4-h3 |       | NOTHING_TO_CAPTURE",
        "g | i4:gP* | i4-j5 |       | NOTHING_TO_CAPTURE",
        // Committed pawns: one step forward, captures on the two forward diagonals (§3.1).
        "w | c5:wP^ | c5-c6 | c6:rN | PAWN_BLOCKED",
        "w | c5:wP^ | c5-b6 |       | NOTHING_TO_CAPTURE",
        "w | c5:wP^ | c5-d6 |       | NOTHING_TO_CAPTURE",
        "r | c8:rPv | c8-c7 | c7:wN | PAWN_BLOCKED",
        "r | c8:rPv | c8-b7 |       | NOTHING_TO_CAPTURE",
        "r | c8:rPv | c8-d7 |       | NOTHING_TO_CAPTURE",
        "b | h10:bP< | h10-g10 | g10:wN | PAWN_BLOCKED",
        "b | h10:bP< | h10-g11 |      | NOTHING_TO_CAPTURE",
        "b | h10:bP< | h10-g9 |       | NOTHING_TO_CAPTURE",
        "g | f3:gP< | f3-e3 | e3:wN | PAWN_BLOCKED",
        "g | f3:gP< | f3-e4 |       | NOTHING_TO_CAPTURE",
        "g | f3:gP< | f3-e2 |       | NOTHING_TO_CAPTURE",
      })
  void eachArmysPawnStepsAndCapturesOnItsOwnSquares(
      String mover, String pawn, String move, String blocker, QuaternityRejection code) {
    Rejection r = rejection(qfen(mover, pawn, blocker == null ? "" : blocker), move);
    assertEquals(code, r.code(), r::toString);
  }

  /**
   * §3.1 and §3.3: a pawn move off its step and capture squares is refused with the pawn's own
   * rule, its directions named from the dossier's table (uncommitted pawns: steps left and right,
   * captures left, forward and right).
   */
  @ParameterizedTest(name = "{0} {2}")
  @CsvSource(
      delimiter = '|',
      value = {
        "r | d9:rP* | d9-c10 | an uncommitted central pawn steps one square E or S and captures NE, SE or SW",
        "b | i9:bP* | i9-j10 | an uncommitted central pawn steps one square S or W and captures SE, SW or NW",
        "g | i4:gP* | i4-j3 | an uncommitted central pawn steps one square W or N and captures SW, NW or NE",
        "w | c5:wP^ | c5-c4 | a N pawn steps one square N (never two, never backwards or sideways) and captures NW or NE",
        "r | c8:rPv | c8-c9 | a S pawn steps one square S (never two, never backwards or sideways) and captures SE or SW",
        "b | h10:bP< | h10-i10 | a W pawn steps one square W (never two, never backwards or sideways) and captures SW or NW",
      })
  void aPawnMoveOffItsSquaresNamesThePawnsRule(
      String mover, String pawn, String move, String rule) {
    Rejection r = rejection(qfen(mover, pawn, ""), move);
    assertEquals(QuaternityRejection.ILLEGAL_MOVEMENT, r.code(), r::toString);
    assertTrue(r.message().contains(rule), r::toString);
  }

  private static final String KINGS = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK";

  /** §4.5 OFFER_DRAW: with two active players the other one can answer, so the offer stands. */
  @Test
  void twoActivePlayersCanAgreeADraw() {
    String offered = after(KINGS + " w wrbg AFFA - *", "offer-draw");
    assertEquals("w+", field(offered, 4));
    assertEquals("D", field(after(offered, "accept-draw(g)"), 5));
  }

  /** §4.5: the refusal of an answer names the answer that was given. */
  @Test
  void theRefusedAnswerIsNamed() {
    String none = KINGS + " w wrbg AAAA - *";
    assertTrue(
        rejection(none, "decline-draw(g)").message().contains("Green has nothing to decline"));
    assertTrue(rejection(none, "accept-draw(g)").message().contains("Green has nothing to accept"));
    String offered = KINGS + " w wrbg AAAA w+ *";
    assertTrue(
        rejection(offered, "accept-draw(w)")
            .message()
            .contains("White offered the draw and cannot accept its own offer"));
  }
}
