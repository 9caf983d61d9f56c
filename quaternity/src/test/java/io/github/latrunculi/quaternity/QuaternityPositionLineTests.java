package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.RULES;
import static io.github.latrunculi.quaternity.QuaternityFixtures.START;
import static io.github.latrunculi.quaternity.QuaternityFixtures.place;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.vavr.control.Either;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Dossier §5.1: the grammar of a QFEN line field by field, and the validation on load (the §4.1
 * invariants, pawn directions within the army's axes, {@code *} only on the army's main diagonal,
 * no pawn on its promotion line, a settled turn), each refused with the reason.
 */
class QuaternityPositionLineTests {
  /** The four kings in their corners; the other fields follow. */
  private static final String KINGS = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK";

  private static Rejection refusal(QuaternityRules rules, String line) {
    Either<Rejection, QuaternityPosition> p = rules.notation().parsePosition(line);
    assertTrue(p.isLeft(), () -> "accepted " + line);
    return p.getLeft();
  }

  private static void assertRefused(
      QuaternityRejection code, String reason, QuaternityRules rules, String qfen) {
    Rejection r = refusal(rules, "quaternity " + rules.variantName() + " " + qfen);
    assertEquals(code, r.code(), r::toString);
    assertTrue(r.message().contains(reason), () -> "'" + r.message() + "' lacks '" + reason + "'");
  }

  private static void assertIllegal(String reason, String qfen) {
    assertRefused(QuaternityRejection.ILLEGAL_POSITION, reason, RULES, qfen);
  }

  private static void assertMalformed(String reason, String qfen) {
    assertRefused(QuaternityRejection.MALFORMED_POSITION, reason, RULES, qfen);
  }

  private static void assertAccepted(QuaternityRules rules, String qfen) {
    String line = "quaternity " + rules.variantName() + " " + qfen;
    Either<Rejection, QuaternityPosition> p = rules.notation().parsePosition(line);
    assertTrue(p.isRight(), () -> "refused " + qfen + ": " + p.getLeft());
    assertEquals(line, rules.notation().formatPosition(p.get()), "prints back byte for byte");
  }

  @Nested
  class Envelope {
    @Test
    void aLineWithoutItsVariantFieldIsAVariantMismatch() {
      Rejection r = refusal(RULES, "quaternity");
      assertEquals(QuaternityRejection.VARIANT_MISMATCH, r.code());
      assertTrue(r.message().contains("'' is not 'standard'"), r.message());
    }

    @Test
    void aLineOfFiveFieldsIsMalformedAndSaysHowManyItHas() {
      Rejection r = refusal(RULES, "quaternity standard " + KINGS + " w wrbg AAAA -");
      assertEquals(QuaternityRejection.MALFORMED_POSITION, r.code());
      assertTrue(r.message().contains("six QFEN fields"), r.message());
      assertTrue(r.message().contains("this one has 5 fields"), r.message());
    }

    @Test
    void underTheNoProgressOptionTheLineHasSevenFields() {
      QuaternityRules rules =
          QuaternityRules.of(QuaternityVariant.STANDARD.with("noProgressLimit", "9").get());
      Rejection r =
          refusal(rules, "quaternity standard,noProgressLimit=9 " + KINGS + " w wrbg AAAA - *");
      assertEquals(QuaternityRejection.MALFORMED_POSITION, r.code());
      assertTrue(r.message().contains("seven fields"), r.message());
      // A bare QFEN under the option is the seven fields too.
      assertEquals(
          4, rules.notation().parsePosition(KINGS + " w wrbg AAAA - * 4").get().quietTurns());
    }

    @Test
    void aBareQfenOfTheWrongLengthIsNotAPositionLine() {
      Rejection r = refusal(RULES, KINGS + " w wrbg AAAA -");
      assertEquals(QuaternityRejection.MALFORMED_POSITION, r.code());
      assertTrue(r.message().contains("starts with 'quaternity <variant> '"), r.message());
      assertEquals(QuaternityRejection.MALFORMED_POSITION, refusal(RULES, "   ").code());
      assertEquals(QuaternityRejection.MALFORMED_POSITION, refusal(RULES, null).code());
    }

    @Test
    void startposIsTheStartOnlyAsTheLinesWholeThirdField() {
      assertEquals(
          QuaternityRejection.MALFORMED_POSITION,
          refusal(RULES, "quaternity standard startpos w").code());
      QuaternityRules red =
          QuaternityRules.of(QuaternityVariant.STANDARD.with("firstPlayer", "r").get());
      assertEquals(
          "quaternity standard,firstPlayer=r " + START.replace(" w wrbg", " r wrbg"),
          red.notation()
              .formatPosition(
                  red.notation()
                      .parsePosition("quaternity standard,firstPlayer=r startpos")
                      .get()));
    }
  }

  @Nested
  class Fields {
    @ParameterizedTest
    @ValueSource(
        strings = {
          "wrb AAAA",
          "wrbgw AAAA",
          "wrbg AAA",
          "wrbg AAAAA",
          "wrbx AAAA",
          "wRbg AAAA",
          "wrbg AAAa",
          "wrbg AAAZ"
        })
    void controllersAndStatusesAreFourLettersEach(String fields) {
      assertMalformed("four", KINGS + " w " + fields + " - *");
    }

    @ParameterizedTest
    @ValueSource(strings = {"w", "wr", "+", "x+", "W+", "w-"})
    void theOfferIsADashOrAProposerPlus(String offer) {
      assertMalformed("is '-' or '<proposer>+<acceptors>'", KINGS + " w wrbg AAAA " + offer + " *");
    }

    @ParameterizedTest
    @ValueSource(strings = {"w+x", "w+gr", "w+rr", "w+rW"})
    void theAcceptorsAreDistinctPlayersInSeatOrder(String offer) {
      assertMalformed("are distinct players in seat order", KINGS + " w wrbg AAAA " + offer + " *");
    }

    @ParameterizedTest
    @ValueSource(strings = {"W:x", "W:ww", "W", "w:w", "X", "d", "**", "W:wr"})
    void theResultIsStarDOrWColonAPlayer(String result) {
      assertMalformed("result", KINGS + " w wrbg AAAA - " + result);
    }

    @Test
    void everyFieldIsReadBackFromTheLine() {
      // Red resigned off turn, Green offered a draw that White accepted, Green to move.
      assertAccepted(RULES, KINGS + " g wrbg AFAA g+w *");
      // Black won, with White frozen and Red and Green eliminated (their armies go to Black).
      assertAccepted(RULES, "11bK/12/12/12/12/12/12/12/12/12/12/wK11 b wbbb FXAX - W:b");
      // Acceptors are printed in seat order whoever proposed.
      assertAccepted(RULES, KINGS + " b wrbg AAAA b+wg *");
    }
  }

  @Nested
  class Invariants {
    /** §4.1: a won game's winner is active. */
    @Test
    void theWinnerIsActive() {
      assertIllegal("the winner Red is not active", KINGS + " b wrbg FFAF - W:r");
      assertAccepted(RULES, KINGS + " b wrbg FFAF - W:b");
    }

    /** §4.5: a win ends the game, and no draw offer stays pending in it. */
    @Test
    void aWonGameHasNoDrawOffer() {
      assertIllegal("a won game has no draw offer", KINGS + " b wrbg FFAF b+ W:b");
    }

    /** §4.5 OFFER_DRAW and ACCEPT_DRAW: the proposer and frozen players do not accept. */
    @Test
    void onlyActivePlayersOtherThanTheProposerAccept() {
      assertIllegal("White cannot have accepted", KINGS + " w wrbg AAAA w+w *");
      assertIllegal("Black cannot have accepted", KINGS + " w wrbg AAFA w+b *");
      assertIllegal("Red cannot have accepted", KINGS + " w wrbg AFAA w+r *");
    }

    /** §4.5: the draw comes exactly when every active player other than the proposer accepted. */
    @Test
    void aDrawByAgreementNeedsEveryActivePlayer() {
      assertIllegal("needs every active player's acceptance", KINGS + " w wrbg AAAA w+rb D");
      assertIllegal("so the result must be D", KINGS + " w wrbg AAFA w+rg *");
      assertAccepted(RULES, KINGS + " w wrbg AAFA w+rg D");
    }

    /**
     * Option noProgressLimit: the game is drawn on the turn that brings the count to the limit, and
     * that turn, a move, pass or freeze, cleared any offer; so a count at the limit needs result D
     * and no offer (a White offer included), and a count beyond it is refused.
     */
    @Test
    void theNoProgressCountAtItsLimitIsADrawWithoutAnOffer() {
      QuaternityRules limit =
          QuaternityRules.of(QuaternityVariant.STANDARD.with("noProgressLimit", "9").get());
      String reached = "the no-progress count has reached noProgressLimit 9";
      assertRefused(
          QuaternityRejection.ILLEGAL_POSITION, reached, limit, KINGS + " w wrbg AAAA - * 9");
      assertRefused(
          QuaternityRejection.ILLEGAL_POSITION, reached, limit, KINGS + " w wrbg AAAA w+rbg D 9");
      assertRefused(
          QuaternityRejection.ILLEGAL_POSITION, reached, limit, KINGS + " r wrbg AAAA r+wbg D 9");
      assertRefused(
          QuaternityRejection.ILLEGAL_POSITION,
          "the no-progress count 10 exceeds",
          limit,
          KINGS + " w wrbg AAAA - D 10");
      assertAccepted(limit, KINGS + " w wrbg AAAA - D 9");
      assertAccepted(limit, KINGS + " w wrbg AAAA w+rbg D 8");
    }

    /** §4.1: an eliminated player's army is controlled by the player who mated it. */
    @Test
    void anEliminatedArmyIsControlledByAnotherPlayerWhoIsNotEliminated() {
      String noRed = KINGS.replace("rK10bK", "11bK");
      assertIllegal("must be controlled by the player who mated it", noRed + " w wrbg AXAA - *");
      assertIllegal(
          "controlled by eliminated Green", noRed.replace("wK10gK", "wK11") + " w wgbr AXAX - *");
      assertAccepted(RULES, noRed + " w wbbg AXAA - *");
    }

    @Test
    void anEliminatedPlayerHasNoKingAndTheOthersExactlyOne() {
      assertIllegal("Black is eliminated but its king is on the board", KINGS + " w wrwg AAXA - *");
      assertIllegal("Green has no king", KINGS.replace("wK10gK", "wK11") + " w wrbg AAAA - *");
      assertIllegal("Red has two kings", place("f6:rK") + " w wrbg AAAA - *");
    }

    @Test
    void thePlayerToMoveIsActive() {
      assertIllegal("Green is to move but is not active", KINGS + " g wrbg AAAF - *");
    }
  }

  @Nested
  class Pawns {
    /** §3.2: every pawn of an army moves along one of the army's two axes. */
    @ParameterizedTest
    @CsvSource({
      "wP<, White pawn on e7 points W", "wPv, White pawn on e7 points S",
      "rP^, Red pawn on e7 points N", "rP<, Red pawn on e7 points W",
      "bP^, Black pawn on e7 points N", "bP>, Black pawn on e7 points E",
      "gPv, Green pawn on e7 points S", "gP>, Green pawn on e7 points E"
    })
    void aPawnPointingOffItsArmysAxesIsRefused(String token, String reason) {
      assertIllegal(reason, place("e7:" + token) + " w wrbg AAAA - *");
    }

    @ParameterizedTest
    @ValueSource(strings = {"wP^", "wP>", "rPv", "rP>", "bPv", "bP<", "gP^", "gP<"})
    void aPawnOnEitherAxisOfItsArmyIsAccepted(String token) {
      assertAccepted(RULES, place("e7:" + token) + " w wrbg AAAA - *");
    }

    /**
     * §3.3 and §5.1: an uncommitted pawn stands on its army's main diagonal, a1-l12 for White and
     * Black, a12-l1 for Red and Green.
     */
    @ParameterizedTest
    @CsvSource({
      "f6, wP*",
      "g6, rP*",
      "g7, bP*",
      "f7, gP*",
      "c3, wP*",
      "c10, rP*",
      "j10, bP*",
      "j3, gP*"
    })
    void anUncommittedPawnOnItsArmysMainDiagonalIsAccepted(String square, String token) {
      assertAccepted(RULES, place(square + ":" + token) + " w wrbg AAAA - *");
    }

    @ParameterizedTest
    @CsvSource({"f7, wP*, White", "f6, rP*, Red", "g6, bP*, Black", "g7, gP*, Green"})
    void anUncommittedPawnOffItsArmysMainDiagonalIsRefused(
        String square, String token, String army) {
      assertIllegal(
          "the uncommitted " + army + " pawn on " + square + " is off its army's main diagonal",
          place(square + ":" + token) + " w wrbg AAAA - *");
    }

    /**
     * §7 A5 alternative: when a side capture keeps the choice, an uncommitted pawn may be anywhere.
     */
    @Test
    void withoutSideCaptureCommitmentAnUncommittedPawnMayLeaveTheDiagonal() {
      QuaternityRules rules =
          QuaternityRules.of(
              QuaternityVariant.STANDARD.with("acpSideCaptureCommits", "false").get());
      assertAccepted(rules, place("f7:wP*") + " w wrbg AAAA - *");
      assertAccepted(rules, place("c8:rP*") + " w wrbg AAAA - *");
      // It still never stands on a promotion line: rank 12 or file l for White.
      assertRefused(
          QuaternityRejection.ILLEGAL_POSITION,
          "stands on its promotion line",
          rules,
          place("f12:wP*") + " w wrbg AAAA - *");
      assertRefused(
          QuaternityRejection.ILLEGAL_POSITION,
          "stands on its promotion line",
          rules,
          place("l7:wP*") + " w wrbg AAAA - *");
    }

    /** §3.4: a pawn never stands on the edge its direction points at (it promoted there). */
    @ParameterizedTest
    @CsvSource({
      "f12, wP^",
      "l6, wP>",
      "f1, rPv",
      "l6, rP>",
      "f1, bPv",
      "a6, bP<",
      "f12, gP^",
      "a6, gP<"
    })
    void aPawnOnItsPromotionLineIsRefused(String square, String token) {
      assertIllegal(
          "pawn on " + square + " stands on its promotion line",
          place(square + ":" + token) + " w wrbg AAAA - *");
    }

    /** §3.4 [P]: an uncommitted pawn reaches an edge only on the far corner, where it promotes. */
    @Test
    void anUncommittedPawnOnItsFarCornerIsRefused() {
      assertIllegal(
          "pawn on l12 stands on its promotion line",
          place("l12:wP*", "k11:bK") + " w wrbg AAAA - *");
      assertIllegal(
          "pawn on l1 stands on its promotion line", place("l1:rP*", "k2:gK") + " w wrbg AAAA - *");
    }

    /** A pawn on the edge behind it is not on its promotion line (a position may hold one). */
    @Test
    void aPawnOnTheEdgeBehindItIsAccepted() {
      assertAccepted(RULES, place("f1:wP^") + " w wrbg AAAA - *");
      assertAccepted(RULES, place("a6:wP>") + " w wrbg AAAA - *");
    }
  }

  @Nested
  class SettledTurn {
    /** §4.5 settle step 1: the last active player has won; a line cannot say the game goes on. */
    @Test
    void aLoneActivePlayerHasWon() {
      assertIllegal("only White is active, so the game is won", KINGS + " w wrbg AFFF - *");
      QuaternityRules playOn =
          QuaternityRules.of(QuaternityVariant.STANDARD.with("endWhenOneActive", "false").get());
      // §7 A17 alternative: with frozen kings on the board the lone active player plays on.
      assertAccepted(playOn, KINGS + " w wrbg AFFF - *");
      // With nobody frozen the alternative changes nothing: the game is won.
      assertRefused(
          QuaternityRejection.ILLEGAL_POSITION,
          "the game is won",
          playOn,
          "12/12/12/12/12/12/12/12/12/12/12/wK11 w wwww AXXX - *");
    }

    /**
     * §4.5 settle step 3: a player in check without a legal move has been mated; it is never left
     * to move. White's king a1 is checked by the Black rook a5; a2, b1 and b2 are covered by the
     * rooks a5 and b5.
     */
    @Test
    void aPlayerInCheckWithoutAMoveIsNotToMove() {
      assertIllegal(
          "White is to move without a legal move while in check",
          place("a12:-", "c12:rK", "a5:bR", "b5:bR") + " w wrbg AAAA - *");
    }

    /**
     * §4.5 settle step 4: with two active players a stalemate is a draw, so a line cannot leave the
     * stuck player to move; under twoPlayerStalemate=pass it passes, and the line is fine. Dossier
     * T13's board.
     */
    @Test
    void aStalemateOfTwoPlayersIsSettled() {
      String t13 = "11bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK11 w wbbw AXAX - *";
      assertIllegal("White is to move without a legal move: the turn was not settled", t13);
      assertAccepted(
          QuaternityRules.of(QuaternityVariant.STANDARD.with("twoPlayerStalemate", "pass").get()),
          t13);
    }

    /**
     * Dossier T12: a stuck player must pass with more than two active; under autoPass it is
     * skipped.
     */
    @Test
    void aStuckPlayerWithAutoPassIsNotToMove() {
      String t12 = "rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK10gK w wrbg AAAA - *";
      assertAccepted(RULES, t12);
      assertRefused(
          QuaternityRejection.ILLEGAL_POSITION,
          "the turn was not settled",
          QuaternityRules.of(QuaternityVariant.STANDARD.with("autoPass", "true").get()),
          t12);
    }

    /** Dossier T13's result: a finished game need not have a settled turn. */
    @Test
    void aFinishedGameIsNotAskedToMove() {
      assertAccepted(RULES, "11bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK11 w wbbw AXAX - D");
    }
  }
}
