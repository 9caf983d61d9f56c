package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.START;
import static io.github.latrunculi.quaternity.QuaternityFixtures.after;
import static io.github.latrunculi.quaternity.QuaternityFixtures.assertRejected;
import static io.github.latrunculi.quaternity.QuaternityFixtures.field;
import static io.github.latrunculi.quaternity.QuaternityFixtures.legal;
import static io.github.latrunculi.quaternity.QuaternityFixtures.legalFrom;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static io.github.latrunculi.quaternity.QuaternityFixtures.rank;
import static io.github.latrunculi.quaternity.QuaternityFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Square;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The worked examples and test vectors of the dossier (§2.3, §6 T1–T22, §8), one test each. */
class QuaternityRulesTests {
  private static final QuaternityRules RULES = QuaternityFixtures.RULES;

  @Nested
  class Setup {
    @Test
    void startPositionIsTheDossiersQfen() {
      assertEquals(
          "quaternity standard " + START, RULES.notation().formatPosition(RULES.initial()));
    }

    @Test
    void startHasSixtyFourPiecesSixteenPerArmy() {
      var board = RULES.initial().board();
      assertEquals(64, board.count());
      for (QuaternityArmy army : QuaternityArmy.values()) {
        assertEquals(16, board.count(p -> p.army() == army));
      }
    }

    /**
     * §2.3: turning the board 90° clockwise, (f, r) to (r, 13 - f), maps W to R, R to B, B to G, G
     * to W.
     */
    @Test
    void startIsFourFoldRotationallySymmetric() {
      QuaternityPosition p = RULES.initial();
      for (int file = 1; file <= 12; file++) {
        for (int rank = 1; rank <= 12; rank++) {
          var piece = p.pieceAt(new Square(file - 1, rank - 1));
          var image = p.pieceAt(new Square(rank - 1, 13 - file - 1));
          assertEquals(piece.isDefined(), image.isDefined());
          if (piece.isDefined()) {
            assertEquals(piece.get().kind(), image.get().kind());
            assertEquals((piece.get().army().ordinal() + 1) % 4, image.get().army().ordinal());
            // Pawn directions turn N to E to S to W; uncommitted pawns stay uncommitted.
            assertEquals(
                piece.get().direction().map(d -> d.ordinal() / 2),
                image.get().direction().map(d -> (d.ordinal() / 2 + 3) % 4));
          }
        }
      }
    }

    /** §2.3: each outer bishop sees the opposite army's knight: exactly one capture per player. */
    @Test
    void eachPlayerHasExactlyOneCaptureAndFortyOneMovesInTheOpening() {
      String[] captures = {"d3xj9", "c9xi3", "i10xc4", "j4xd10"};
      String[] seats = {"w", "r", "b", "g"};
      for (int i = 0; i < 4; i++) {
        String qfen = START.replace(" w wrbg", " " + seats[i] + " wrbg");
        Set<String> moves = legal(RULES, qfen);
        assertEquals(41, moves.size(), seats[i]);
        assertEquals(set(captures[i]), moves.filter(m -> m.contains("x")), seats[i]);
      }
    }

    /** §8 table: the 41 moves of White, piece by piece. */
    @Test
    void whitesOpeningMovesPieceByPiece() {
      assertEquals(set("a1-a2", "a1-b1"), legalFrom(START, "a1"));
      assertEquals(
          set("b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "b2-c2", "b2-c3"),
          legalFrom(START, "b2"));
      assertEquals(set("a4-a2", "a4-a3"), legalFrom(START, "a4"));
      assertEquals(set("d1-b1", "d1-c1"), legalFrom(START, "d1"));
      assertEquals(set("c4-a3", "c4-b6", "c4-d6"), legalFrom(START, "c4"));
      assertEquals(set("d2-c1", "d2-c3"), legalFrom(START, "d2"));
      assertEquals(set("e1-f1"), legalFrom(START, "e1"));
      assertEquals(set("e2-f2"), legalFrom(START, "e2"));
      assertEquals(set("a5-a6"), legalFrom(START, "a5"));
      assertEquals(set("b5-b6"), legalFrom(START, "b5"));
    }
  }

  @Nested
  class Pawns {
    @Test
    void t1PawnStepsOneSquareOnlyInItsDirection() {
      assertRejected(QuaternityRejection.ILLEGAL_MOVEMENT, START, "c5-c7");
      assertRejected(QuaternityRejection.ILLEGAL_MOVEMENT, START, "c5-d5");
      assertRejected(QuaternityRejection.ILLEGAL_MOVEMENT, START, "c5-c4");
      assertRejected(QuaternityRejection.ILLEGAL_MOVEMENT, START, "e3-e4");
      assertEquals(set("e3-f3"), legalFrom(START, "e3"));
    }

    @Test
    void t1PawnStepResult() {
      assertEquals(
          "rK2rRrP>2bP<bR2bK/1rQ1rNrP>2bP<bB1bQ1/3rNrP>2bP<bB3/rRrBrBrP*4bP*bNbNbR/rPvrPvrPv1rP*2bP*1bPvbPvbPv/12/2wP^9/wP^wP^2wP*2gP*1gP^gP^gP^/wRwNwNwP*4gP*gBgBgR/3wBwP>2gP<gN3/1wQ1wBwP>2gP<gN1gQ1/wK2wRwP>2gP<gR2gK r wrbg AAAA - *",
          after(START, "c5-c6"));
    }

    @Test
    void t2CentralPawnChoosesItsDirection() {
      assertEquals(set("d4-d5", "d4-e4"), legalFrom(START, "d4"));
      assertEquals(set("e5-e6", "e5-f5"), legalFrom(START, "e5"));
      String east = after(START, "d4-e4");
      assertEquals("wRwNwN1wP>3gP*gBgBgR", rank(east, 4));
      assertEquals("r", field(east, 1));
      String north = after(START, "e5-e6");
      assertEquals("4wP^7", rank(north, 6));
      assertEquals("wP^wP^wP^4gP*1gP^gP^gP^", rank(north, 5));
      assertEquals("r", field(north, 1));
    }

    @Test
    void t3CommittedPawnKeepsItsDirection() {
      String t3 = "rK10bK/12/12/12/12/12/12/5gN6/4wP>7/12/12/wK10gK w wrbg AAAA - *";
      assertEquals(set("e4-f4", "e4xf5"), legalFrom(t3, "e4"));
      assertRejected(QuaternityRejection.ILLEGAL_MOVEMENT, t3, "e4-e5");
      assertEquals(
          "rK10bK/12/12/12/12/12/12/5gN6/5wP>6/12/12/wK10gK r wrbg AAAA - *", after(t3, "e4-f4"));
    }

    private static final String T4 =
        "rK10bK/12/12/12/12/12/12/2rN1gN7/3wP*8/4gB7/12/wK10gK w wrbg AAAA - *";

    @Test
    void t4CentralPawnCapturesForwardLeftAndRight() {
      assertEquals(set("d4-d5", "d4-e4", "d4xc5", "d4xe3", "d4xe5"), legalFrom(T4, "d4"));
    }

    @Test
    void t4aCaptureAlongTheMainDiagonalKeepsTheChoice() {
      String t4a = after(T4, "d4xe5");
      assertEquals("rK10bK/12/12/12/12/12/12/2rN1wP*7/12/4gB7/12/wK10gK r wrbg AAAA - *", t4a);
      // On White's next turn (same board, White to move) the pawn still has both steps.
      assertEquals(set("e5-e6", "e5-f5"), legalFrom(t4a.replace(" r wrbg", " w wrbg"), "e5"));
    }

    @Test
    void t4bLeftCaptureCommitsNorth() {
      assertEquals(
          "rK10bK/12/12/12/12/12/12/2wP^1gN7/12/4gB7/12/wK10gK r wrbg AAAA - *",
          after(T4, "d4xc5"));
    }

    @Test
    void t4cRightCaptureCommitsEast() {
      assertEquals(
          "rK10bK/12/12/12/12/12/12/2rN1gN7/12/4wP>7/12/wK10gK r wrbg AAAA - *",
          after(T4, "d4xe3"));
    }

    @Test
    void t11bAssimilatedCentralPawnKeepsItsChoice() {
      String t11b = "2wB8bK/12/12/12/4rP*7/12/12/12/12/12/12/wK10gK w wwbg AXAA - *";
      assertEquals(set("e8-e7", "e8-f8"), legalFrom(t11b, "e8"));
    }
  }

  @Nested
  class Promotion {
    private static final String T5 =
        "12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *";

    @Test
    void t5PromotionIsMandatoryWithFourChoices() {
      assertEquals(set("f11-f12=Q", "f11-f12=R", "f11-f12=B", "f11-f12=N"), legalFrom(T5, "f11"));
      assertRejected(QuaternityRejection.PROMOTION_REQUIRED, T5, "f11-f12");
    }

    @Test
    void t5PromotionOnTheFarRank() {
      assertEquals(
          "5wQ6/12/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK r wrbg AAAA - *",
          after(T5, "f11-f12=Q"));
    }

    @Test
    void t5PromotionOnTheFarFile() {
      assertEquals(
          "12/5wP^6/rK10bK/12/12/12/12/12/12/11wN/12/wK10gK r wrbg AAAA - *", after(T5, "k3-l3=N"));
    }

    @Test
    void t5cAssimilatedPawnPromotesInItsOwnColour() {
      assertEquals(
          "11bK/12/12/12/7wB4/12/12/11gK/12/12/12/2rQ1wK7 b wwbg AXAA - *",
          after("11bK/12/12/12/7wB4/12/12/11gK/12/12/2rPv9/4wK7 w wwbg AXAA - *", "c2-c1=Q"));
    }

    @Test
    void promotionToKingOrPawnIsRefused() {
      assertEquals(
          QuaternityRejection.INVALID_PROMOTION,
          RULES.notation().parseMove(position(T5), "f11-f12=K").getLeft().code());
    }

    @Test
    void promotionSuffixOnAnOrdinaryMoveIsRefused() {
      assertRejected(QuaternityRejection.PROMOTION_NOT_ALLOWED, START, "c5-c6=Q");
    }
  }

  @Nested
  class Movement {
    @Test
    void t6NoCastling() {
      assertEquals(set("a1-a2", "a1-b1"), legalFrom(START, "a1"));
      assertRejected(QuaternityRejection.ILLEGAL_MOVEMENT, START, "a1-c1");
    }

    @Test
    void t7SlidersAndKnightsOnTwelveByTwelve() {
      assertEquals(
          set("d3-b1", "d3-c2", "d3-e4", "d3-f5", "d3-g6", "d3-h7", "d3-i8", "d3xj9"),
          legalFrom(START, "d3"));
      assertEquals(set("b4-a2", "b4-a6", "b4-c2", "b4-c6", "b4-d5"), legalFrom(START, "b4"));
      String result = after(START, "d3xj9");
      assertEquals("rRrBrBrP*4bP*wBbNbR", rank(result, 9));
      assertEquals("4wP>2gP<gN3", rank(result, 3));
      assertEquals("r", field(result, 1));
    }

    @Test
    void t21FrozenPiecesBlockAndCanBeCaptured() {
      String t21 = "rK10bK/12/12/12/12/12/3bPv8/12/3wR8/12/12/wK10gK w wrbg AAFA - *";
      assertEquals(
          "rK10bK/12/12/12/12/12/3wR8/12/12/12/12/wK10gK r wrbg AAFA - *", after(t21, "d4xd6"));
      assertRejected(QuaternityRejection.PATH_BLOCKED, t21, "d4-d7");
    }

    @Test
    void t21FrozenKingsAreNeverCaptured() {
      String t21k = "rK11/12/12/12/12/12/3bK8/12/3wR8/12/12/wK10gK w wrbg AAFA - *";
      Set<String> rook = legalFrom(t21k, "d4");
      assertEquals(15, rook.size());
      assertTrue(rook.forAll(m -> !m.contains("x")));
      assertRejected(QuaternityRejection.KING_CAPTURE, t21k, "d4xd6");
    }
  }

  @Nested
  class Check {
    private static final String T8 =
        "rK10bK/12/12/12/12/bR11/5wK6/12/12/12/12/11gK w wrbg AAAA - *";

    @Test
    void t8NoMovingIntoCheckFromAnyPlayer() {
      assertEquals(set("f6-e5", "f6-e6", "f6-f5", "f6-g5", "f6-g6"), legalFrom(T8, "f6"));
      assertRejected(QuaternityRejection.KING_IN_CHECK, T8, "f6-f7");
      assertEquals(
          "rK10bK/12/12/12/12/bR11/4wK7/12/12/12/12/11gK r wrbg AAAA - *", after(T8, "f6-e6"));
    }

    @Test
    void t8RejectionNamesTheKingAndTheAttacker() {
      String message = QuaternityFixtures.rejection(T8, "f6-f7").message();
      assertTrue(message.contains("White's king on f7"), message);
      assertTrue(message.contains("Black's rook on a7"), message);
    }

    @Test
    void t8bPinByAnotherPlayersBishop() {
      assertEquals(
          set("a1-a2", "a1-b1"),
          legal(RULES, "rK10bK/12/12/12/12/12/12/4rB7/12/12/1wN10/wK10gK w wrbg AAAA - *"));
    }

    @Test
    void t9FrozenPiecesGiveNoCheck() {
      String t9 = "rK10bK/12/12/12/12/bR11/5wK6/12/12/12/12/11gK w wrbg AAFA - *";
      assertEquals(8, legalFrom(t9, "f6").size());
      assertEquals(
          "rK10bK/12/12/12/12/bR4wK6/12/12/12/12/12/11gK r wrbg AAFA - *", after(t9, "f6-f7"));
    }
  }

  @Nested
  class Checkmate {
    @Test
    void t10MateCompletedByAPlayerWhoDoesNotGiveCheck() {
      String t10 = "rK10bK/7wR4/12/12/3wN8/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wrbg AAAA - *";
      assertEquals(
          "11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK b wwbg AXAA - *",
          after(t10, "d8-c10"));
    }

    @Test
    void t11AssimilatedArmyKeepsItsDirections() {
      String t11 = "11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wwbg AXAA - *";
      assertEquals(set("c7-c6"), legalFrom(t11, "c7"));
      assertRejected(QuaternityRejection.ILLEGAL_MOVEMENT, t11, "c7-c8");
      assertEquals(8, legalFrom(t11, "h4").size());
      assertEquals(
          "11bK/7wR4/2wN9/12/12/12/2rPv9/12/7rN4/bR11/12/4wK6gK b wwbg AXAA - *",
          after(t11, "c7-c6"));
    }

    @Test
    void t14FrozenKingMatedByAnOpponentKingAndArmyRevived() {
      assertEquals(
          "rK10bK/12/12/12/12/4gR7/12/12/12/12/7gP<2wK1/12 r wrbw AAAX - *",
          after("rK10bK/12/12/12/12/4gR7/12/12/12/9wK2/7gP<4/11gK w wrbg AAAF - *", "j3-k2"));
    }

    @Test
    void t15aFrozenKingJudgedAsIfAliveIsNotMated() {
      assertEquals(
          "rK10bK/12/12/12/12/12/12/12/6gR5/10wK1/12/3wR7gK r wrbg AAAF - *",
          after("rK10bK/12/12/12/12/12/12/12/6gR5/10wK1/3wR8/11gK w wrbg AAAF - *", "d2-d1"));
    }

    @Test
    void t15aRemovingTheHypotheticalDefenderCompletesTheMate() {
      assertEquals(
          "rK10bK/12/12/12/12/12/12/12/6wN5/10wK1/12/3wR8 r wrbw AAAX - *",
          after("rK10bK/12/12/12/12/12/12/12/6gR5/4wN5wK1/12/3wR7gK w wrbg AAAF - *", "e3xg4"));
    }

    @Test
    void t15bFrozenKingWithoutDefenceIsMated() {
      assertEquals(
          "rK10bK/12/12/12/12/12/12/gR11/12/10wK1/12/3wR8 r wrbw AAAX - *",
          after("rK10bK/12/12/12/12/12/12/gR11/12/10wK1/3wR8/11gK w wrbg AAAF - *", "d2-d1"));
    }

    @Test
    void t16aOneMoveTwoMates() {
      assertEquals(
          "6wR5/12/3wN4wNwN2/1wN10/12/12/4gK7/12/12/12/12/wK11 g wwwg AXXA - *",
          after(
              "rK10bK/12/3wN4wNwN2/1wN10/12/12/4gK7/12/12/12/6wR5/wK11 w wrbg AAAA - *", "g2-g12"));
    }

    @Test
    void t16bMateCascade() {
      assertEquals(
          "12/12/12/6gK5/12/12/4wK7/12/12/12/7wR4/wR11 g wwwg AXXA - *",
          after("12/12/12/6gK5/12/12/4wK7/7wR4/12/12/12/wR1rK8bK w wrbg AAAA - *", "h5-h2"));
    }

    @Test
    void t18KingsAreNeverCapturedTheMateIsCompletedInstead() {
      String t18 = "rK6wR4/12/1rN9bK/5wN6/12/12/12/bR11/12/12/12/4wK6gK w wrbg AAAA - *";
      assertRejected(QuaternityRejection.KING_CAPTURE, t18, "h12xa12");
      assertEquals(
          "7wR4/12/1rN1wN7bK/12/12/12/12/bR11/12/12/12/4wK6gK b wwbg AXAA - *",
          after(t18, "f9-d10"));
    }
  }

  @Nested
  class SelfExposure {
    private static final String T17 =
        "gK10bK/12/12/12/12/12/12/12/12/7wR4/12/wK3rK6bR w wrbg AAAA - *";

    @Test
    void t17MatingAShieldingKingIsForbiddenByDefault() {
      assertRejected(QuaternityRejection.SELF_EXPOSURE, T17, "h3-h2");
      assertEquals(
          "gK10bK/12/12/12/12/12/12/12/12/12/12/wK3rK2wR3bR r wrbg AAAA - *", after(T17, "h3-h1"));
    }

    @Test
    void t17UnderAllowTheMoverIsLeftInCheck() {
      QuaternityRules allow =
          QuaternityRules.of(QuaternityVariant.STANDARD.with("SELF_EXPOSURE", "ALLOW").get());
      String result = after(allow, T17, "h3-h2");
      assertEquals("gK10bK/12/12/12/12/12/12/12/12/12/7wR4/wK10bR b wwbg AXAA - *", result);
      var checks = allow.checks(position(allow, result));
      assertEquals(1, checks.size());
      assertEquals("w", checks.head().player().name());
      assertEquals(io.vavr.collection.List.of(new Square(11, 0)), checks.head().attackers());
      // On White's turn its three basic defences: a1-a2, a1-b2, and the block h2-h1.
      assertEquals(
          set("a1-a2", "a1-b2", "h2-h1"), legal(allow, result.replace(" b wwbg", " w wwbg")));
    }
  }

  @Nested
  class PassAndStalemate {
    @Test
    void t12PassWhenThereIsNoLegalMove() {
      String t12 = "rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK10gK w wrbg AAAA - *";
      assertEquals(set("pass"), legal(RULES, t12));
      assertRejected(QuaternityRejection.KING_IN_CHECK, t12, "a1-a2");
      assertEquals(
          "rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK10gK r wrbg AAAA - *", after(t12, "pass"));
    }

    @Test
    void passIsRefusedWhileAMoveExists() {
      assertRejected(QuaternityRejection.PASS_NOT_ALLOWED, START, "pass");
    }

    @Test
    void t13StalemateWithTwoActivePlayersIsADraw() {
      String result = after("11bK/12/12/2bR9/12/12/12/12/12/12/3bR8/wK11 b wbbw AXAX - *", "c9-b9");
      assertEquals("11bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK11 w wbbw AXAX - D", result);
      assertEquals(Outcome.draw("STALEMATE"), RULES.outcome(position(result)));
      assertTrue(RULES.legalMoves(position(result)).isEmpty());
    }
  }

  @Nested
  class Draws {
    private static final String T19 = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAFA - *";

    @Test
    void t19DrawByAgreementOfEveryActivePlayer() {
      assertEquals("w+", field(after(T19, "offer-draw"), 4));
      assertEquals("w+r", field(after(T19, "offer-draw", "accept-draw(r)"), 4));
      String drawn = after(T19, "offer-draw", "accept-draw(r)", "accept-draw(g)");
      assertEquals("w+rg", field(drawn, 4));
      assertEquals("D", field(drawn, 5));
      assertEquals(Outcome.draw("AGREEMENT"), RULES.outcome(position(drawn)));
    }

    @Test
    void t19FrozenPlayersDoNotVote() {
      assertRejected(
          QuaternityRejection.PLAYER_NOT_ACTIVE, after(T19, "offer-draw"), "accept-draw(b)");
    }

    @Test
    void t19DeclineEndsTheOffer() {
      String declined = after(T19, "offer-draw", "decline-draw(g)");
      assertEquals("-", field(declined, 4));
      assertEquals("w", field(declined, 1));
      assertTrue(legalFrom(declined, "a1").contains("a1-a2"));
    }

    @Test
    void offersAreMadeOnceAndNotAnsweredByTheProposer() {
      String offered = after(T19, "offer-draw");
      assertRejected(QuaternityRejection.DRAW_OFFER_PENDING, offered, "offer-draw");
      assertRejected(QuaternityRejection.OWN_DRAW_OFFER, offered, "accept-draw(w)");
      assertRejected(QuaternityRejection.NO_DRAW_OFFER, T19, "accept-draw(r)");
    }

    @Test
    void aMoveClearsAPendingOffer() {
      assertEquals("-", field(after(T19, "offer-draw", "a1-a2"), 4));
    }
  }

  @Nested
  class Freezing {
    private static final String T20 = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAAA - *";

    @Test
    void t20FreezingAndTheLastActivePlayer() {
      String first = after(T20, "resign(r)");
      assertEquals("AFAA", field(first, 3));
      assertEquals("w", field(first, 1));
      String second = after(T20, "resign(r)", "resign(w)");
      assertEquals("FFAA", field(second, 3));
      assertEquals("b", field(second, 1));
      String end = after(T20, "resign(r)", "resign(w)", "timeout(g)");
      assertEquals("FFAF", field(end, 3));
      assertEquals("W:b", field(end, 5));
      assertEquals(4, position(end).board().count(p -> p.kind() == QuaternityPieceKind.KING));
      assertEquals(
          Outcome.win(QuaternityArmy.BLACK.player(), "LAST_ACTIVE_PLAYER"),
          RULES.outcome(position(end)));
    }

    @Test
    void aFrozenPlayerCannotResignAgain() {
      assertRejected(QuaternityRejection.PLAYER_NOT_ACTIVE, after(T20, "resign(r)"), "walkover(r)");
    }

    @Test
    void noActionAfterTheEnd() {
      String end = after(T20, "resign(r)", "resign(w)", "timeout(g)");
      assertRejected(QuaternityRejection.GAME_OVER, end, "l12-l11");
      assertRejected(QuaternityRejection.GAME_OVER, end, "offer-draw");
    }
  }

  @Nested
  class OpeningCounts {
    @Test
    void t22FortyOneLegalMovesForTheFirstPlayer() {
      assertEquals(41, RULES.legalMoves(RULES.initial()).size());
      assertEquals(41, RULES.countLegalMoves(RULES.initial()));
    }

    @Test
    void allFortyOneOpeningMovesAreDistinct() {
      assertEquals(41, HashSet.ofAll(legal(RULES, START)).size());
    }
  }
}
