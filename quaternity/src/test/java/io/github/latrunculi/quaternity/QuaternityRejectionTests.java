package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.START;
import static io.github.latrunculi.quaternity.QuaternityFixtures.after;
import static io.github.latrunculi.quaternity.QuaternityFixtures.assertRejected;
import static io.github.latrunculi.quaternity.QuaternityFixtures.place;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static io.github.latrunculi.quaternity.QuaternityFixtures.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.quaternity.QuaternityMove.AcceptDraw;
import io.github.latrunculi.quaternity.QuaternityMove.DeclineDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Freeze;
import io.github.latrunculi.quaternity.QuaternityMove.FreezeReason;
import io.github.latrunculi.quaternity.QuaternityMove.PieceMove;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every refused action gets the precise rejection of the rule it breaks, and the state is left
 * unchanged (the user contract: a {@code Rejection}, never an exception). Piece geometry is §3 and
 * chess (§4.2 attacks), the other actions §4.5.
 */
class QuaternityRejectionTests {
  private static final QuaternityRules RULES = QuaternityFixtures.RULES;

  private static Square sq(String name) {
    return Square.parse(name).get();
  }

  private static void assertMessage(Rejection r, String... parts) {
    for (String part : parts) {
      assertTrue(r.message().contains(part), () -> "'" + r.message() + "' lacks '" + part + "'");
    }
  }

  @Nested
  class Movement {
    /** Dossier §8's start, White to move: each piece kind refused off its own geometry. */
    @ParameterizedTest
    @CsvSource(
        delimiter = '|',
        value = {
          "b4-b6 | a knight leaps two squares one way and one square the other",
          "b2-f3 | a queen moves along a rank, file or diagonal",
          "d1-c2 | a rook moves along a rank or file",
          "d2-c2 | a bishop moves along a diagonal",
          "a1-a3 | a king moves one square in any direction, and there is no castling"
        })
    void eachKindMovesOnlyByItsOwnGeometry(String move, String rule) {
      Rejection r = rejection(START, move);
      assertEquals(QuaternityRejection.ILLEGAL_MOVEMENT, r.code(), r::toString);
      assertMessage(r, rule);
    }

    /** §4.2: sliders stop at the first occupied square, whoever's piece it is. */
    @Test
    void aQueenStopsAtThePieceInItsPath() {
      Rejection r = rejection(START, "b2-b6");
      assertEquals(QuaternityRejection.PATH_BLOCKED, r.code());
      assertMessage(r, "blocked by White's knight on b4");
    }

    @Test
    void noPieceTakesAPieceOfItsOwnPlayer() {
      Rejection r = rejection(START, "b2-a1");
      assertEquals(QuaternityRejection.OWN_PIECE, r.code());
      assertMessage(r, "a1 holds White's king, a piece White controls");
    }

    /**
     * §4.2: pieces a player controls are friendly whatever their colour: dossier T11's board with a
     * White bishop on g6, where White's Red knight h4 would land.
     */
    @Test
    void anAssimilatedPieceIsFriendlyToItsNewController() {
      String t11 = "11bK/7wR4/2wN9/12/12/2rPv9/6wB5/12/7rN4/bR11/12/4wK6gK w wwbg AXAA - *";
      Rejection r = rejection(t11, "h4-g6");
      assertEquals(QuaternityRejection.OWN_PIECE, r.code());
      assertMessage(r, "g6 holds White's bishop, a piece White controls");
    }

    /** Another player's assimilated army is not yours to move: Black tries White's Red pawn. */
    @Test
    void anotherPlayersAssimilatedPieceIsNotYours() {
      Rejection r =
          rejection(
              "11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK b wwbg AXAA - *", "c7-c6");
      assertEquals(QuaternityRejection.NOT_YOUR_PIECE, r.code());
      assertMessage(r, "c7 holds White's red pawn, which Black does not control");
    }

    @Test
    void aSquareOffTheTwelveByTwelveBoardIsMalformed() {
      Rejection r =
          RULES.play(RULES.initial(), PieceMove.of(new Square(12, 0), sq("a1"))).getLeft();
      assertEquals(QuaternityRejection.MALFORMED_MOVE, r.code());
      assertEquals(
          QuaternityRejection.MALFORMED_MOVE,
          RULES.play(RULES.initial(), PieceMove.of(sq("a1"), new Square(0, 12))).getLeft().code());
    }

    /** §3.4: never king, never pawn, also when the move is built without the notation. */
    @Test
    void aPromotionToAKingOrAPawnIsInvalid() {
      QuaternityPosition t5 =
          position("12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *");
      for (QuaternityPieceKind kind : List.of(QuaternityPieceKind.KING, QuaternityPieceKind.PAWN)) {
        Rejection r =
            RULES.play(t5, new PieceMove(sq("f11"), sq("f12"), Option.some(kind))).getLeft();
        assertEquals(QuaternityRejection.INVALID_PROMOTION, r.code());
        assertMessage(r, "never to a " + kind.displayName());
      }
      assertEquals(
          QuaternityRejection.INVALID_PROMOTION,
          RULES.notation().parseMove(t5, "f11-f12=P").getLeft().code());
      assertEquals(
          QuaternityRejection.MALFORMED_MOVE,
          RULES.notation().parseMove(t5, "f11-f12=X").getLeft().code());
    }

    /**
     * A move text is read promotion first: a promotion to a king is refused as such whatever the
     * squares before it, an unreadable destination and a missing one alike.
     */
    @Test
    void thePromotionIsReadBeforeTheSquares() {
      for (String text : List.of("f11-z99=K", "f11-=K")) {
        assertEquals(
            QuaternityRejection.INVALID_PROMOTION,
            RULES.notation().parseMove(RULES.initial(), text).getLeft().code(),
            text);
      }
    }

    /** Dossier T5: the east pawn k3 reaching file l must promote too. */
    @Test
    void aPawnReachingItsFileMustPromote() {
      assertRejected(
          QuaternityRejection.PROMOTION_REQUIRED,
          "12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *",
          "k3-l3");
    }
  }

  @Nested
  class Pawns {
    /** §3.1: a pawn moves onto an empty square only; it captures diagonally. */
    @Test
    void aPawnCannotStepOntoAnOccupiedSquare() {
      String t3 = place("e4:wP>", "f4:gN") + " w wrbg AAAA - *";
      Rejection r = rejection(t3, "e4-f4");
      assertEquals(QuaternityRejection.PAWN_BLOCKED, r.code());
      assertMessage(r, "cannot step to f4, which holds Green's knight");
      assertRejected(
          QuaternityRejection.PAWN_BLOCKED, place("d4:wP*", "d5:rB") + " w wrbg AAAA - *", "d4-d5");
    }

    /** §3.1: the capture squares of a committed pawn are its two forward diagonals only. */
    @Test
    void aCommittedPawnCapturesOnlyOnItsForwardDiagonals() {
      String qfen = place("e4:wP>", "f5:gN", "f3:gN", "d5:gN", "d3:gN") + " w wrbg AAAA - *";
      assertEquals(
          QuaternityFixtures.set("e4-f4", "e4xf5", "e4xf3"),
          QuaternityFixtures.legalFrom(qfen, "e4"));
      Rejection r = rejection(qfen, "e4xd5");
      assertEquals(QuaternityRejection.ILLEGAL_MOVEMENT, r.code());
      assertMessage(
          r,
          "a E pawn steps one square E (never two, never backwards or sideways)"
              + " and captures NE or SE");
    }

    /** §3.3: an uncommitted pawn's forward square is a capture square only. */
    @Test
    void anUncommittedPawnMovesForwardOnlyToCapture() {
      Rejection r = rejection(place("d4:wP*") + " w wrbg AAAA - *", "d4-e5");
      assertEquals(QuaternityRejection.NOTHING_TO_CAPTURE, r.code());
      assertMessage(r, "moves diagonally only to capture, and e5 is empty");
    }

    /** §3.3: an uncommitted White pawn steps N or E and captures NW, NE or SE, never SW. */
    @Test
    void theRuleOfAnUncommittedPawnIsNamed() {
      Rejection r = rejection(place("d4:wP*", "c3:rN") + " w wrbg AAAA - *", "d4xc3");
      assertEquals(QuaternityRejection.ILLEGAL_MOVEMENT, r.code());
      assertMessage(
          r, "an uncommitted central pawn steps one square N or E and captures NW, NE or SE");
    }

    /** §4.2: kings are never captured, not even by a pawn. */
    @Test
    void aPawnNeverTakesAKing() {
      String qfen = place("a12:-", "d6:rK", "c5:wP^") + " w wrbg AAAA - *";
      assertRejected(QuaternityRejection.KING_CAPTURE, qfen, "c5xd6");
    }

    /** §7 A8 alternative on a pawn capture: frozen pieces cannot be taken. */
    @Test
    void aPawnCannotTakeAFrozenPieceWhenFrozenPiecesAreUncapturable() {
      QuaternityRules rules =
          QuaternityRules.of(
              QuaternityVariant.STANDARD.with("frozenPiecesCapturable", "false").get());
      String qfen = place("c5:wP^", "d6:bN") + " w wrbg AAFA - *";
      Rejection r = rejection(rules, qfen, "c5xd6");
      assertEquals(QuaternityRejection.FROZEN_PIECE, r.code());
      assertMessage(r, "d6 holds Black's knight, a frozen piece");
      // Under the default the same capture is legal.
      assertEquals(place("c5:-", "d6:wP^") + " r wrbg AAFA - *", after(qfen, "c5xd6"));
    }
  }

  @Nested
  class Check {
    /** §4.2: every live attacker of the king is named. */
    @Test
    void theRejectionNamesEveryAttacker() {
      String qfen = place("a7:bR", "f12:bR", "f6:wK", "a1:-") + " w wrbg AAAA - *";
      Rejection r = rejection(qfen, "f6-f7");
      assertEquals(QuaternityRejection.KING_IN_CHECK, r.code());
      assertMessage(
          r,
          "leaves White's king on f7 in check from ",
          "Black's rook on a7",
          " and ",
          "Black's rook on f12");
    }

    /** Dossier T17: the rejection names the mated shield and the attacker it uncovers. */
    @Test
    void theSelfExposureRejectionNamesTheUncoveredAttacker() {
      Rejection r =
          rejection("gK10bK/12/12/12/12/12/12/12/12/7wR4/12/wK3rK6bR w wrbg AAAA - *", "h3-h2");
      assertEquals(QuaternityRejection.SELF_EXPOSURE, r.code());
      assertMessage(
          r,
          "leaves White's king on a1 in check from Black's rook on l1",
          "(SELF_EXPOSURE=FORBID)");
    }
  }

  @Nested
  class OtherActions {
    private static final String KINGS = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK";

    /** §4.5 PASS: valid only without a legal move; the refusal counts them and shows one. */
    @Test
    void aPassIsRefusedWithTheNumberOfLegalMoves() {
      assertMessage(rejection(START, "pass"), "White has 41 legal moves (for example ");
      // Dossier T12 without the rook d2: a2 is free, and it is White's only move.
      Rejection one =
          rejection("rK10bK/12/12/1bR10/12/12/12/12/12/12/12/wK10gK w wrbg AAAA - *", "pass");
      assertEquals(QuaternityRejection.PASS_NOT_ALLOWED, one.code());
      assertMessage(one, "White has 1 legal move (for example a1 to a2)");
    }

    /** §4.5 FREEZE: only an active player freezes; an eliminated one has left already. */
    @Test
    void anEliminatedPlayerCannotResign() {
      Rejection r =
          rejection(
              "11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wwbg AXAA - *", "resign(r)");
      assertEquals(QuaternityRejection.PLAYER_NOT_ACTIVE, r.code());
      assertMessage(r, "Red is eliminated: only an active player can resign");
    }

    /**
     * §4.5 OFFER_DRAW: someone must be able to accept (the lone player of endWhenOneActive=false).
     */
    @Test
    void aLonePlayerCannotOfferADraw() {
      QuaternityRules playOn =
          QuaternityRules.of(QuaternityVariant.STANDARD.with("endWhenOneActive", "false").get());
      Rejection r = rejection(playOn, KINGS + " b wrbg FFAF - *", "offer-draw");
      assertEquals(QuaternityRejection.NO_ONE_TO_ANSWER, r.code());
      assertMessage(r, "Black is the only active player: nobody could accept a draw");
    }

    /** §4.5 ACCEPT_DRAW / DECLINE_DRAW: by an active player other than the proposer, once. */
    @Test
    void answersComeOnceFromActivePlayersOtherThanTheProposer() {
      String offered = KINGS + " w wrbg AAFA w+r *";
      assertEquals(
          QuaternityRejection.ALREADY_ACCEPTED, rejection(offered, "accept-draw(r)").code());
      assertEquals(
          QuaternityRejection.PLAYER_NOT_ACTIVE, rejection(offered, "decline-draw(b)").code());
      assertEquals(
          QuaternityRejection.OWN_DRAW_OFFER, rejection(offered, "decline-draw(w)").code());
      assertEquals(
          QuaternityRejection.NO_DRAW_OFFER,
          rejection(KINGS + " w wrbg AAAA - *", "decline-draw(g)").code());
      // Red, who accepted, may still decline, which ends the offer.
      assertEquals("-", QuaternityFixtures.field(after(offered, "decline-draw(r)"), 4));
    }

    /** A player of another game (or a seat Quaternity does not have) names no player. */
    @Test
    void anActionOfAPlayerQuaternityDoesNotHaveIsMalformed() {
      QuaternityPosition kings = position(KINGS + " w wrbg AAAA - *");
      for (Player stranger : List.of(new Player(4, "x"), new Player(1, "w"))) {
        assertEquals(
            QuaternityRejection.MALFORMED_MOVE,
            RULES.play(kings, new Freeze(stranger, FreezeReason.RESIGN)).getLeft().code());
        assertEquals(
            QuaternityRejection.MALFORMED_MOVE,
            RULES
                .play(position(KINGS + " w wrbg AAAA w+ *"), new AcceptDraw(stranger))
                .getLeft()
                .code());
        assertEquals(
            QuaternityRejection.MALFORMED_MOVE,
            RULES
                .play(position(KINGS + " w wrbg AAAA w+ *"), new DeclineDraw(stranger))
                .getLeft()
                .code());
      }
      // Green, the last seat, is a player.
      assertTrue(
          RULES
              .play(kings, new Freeze(QuaternityArmy.GREEN.player(), FreezeReason.WALKOVER))
              .isRight());
    }
  }

  @Nested
  class Clicks {
    /** The user interface says why a click does nothing, with play's rejection. */
    @Test
    void aClickOnAPieceWithoutAnyMoveSaysSo() {
      QuaternityPosition p = position(place("c5:wP^", "c6:rN") + " w wrbg AAAA - *");
      Rejection r = RULES.explainInput(p, List.empty(), Input.click(sq("c5"))).get();
      assertEquals(QuaternityRejection.ILLEGAL_MOVEMENT, r.code());
      assertMessage(r, "White's pawn on c5 has no move");
    }

    @Test
    void aClickOnAPieceThatCanMoveIsNoMistake() {
      assertTrue(
          RULES.explainInput(RULES.initial(), List.empty(), Input.click(sq("c5"))).isEmpty());
    }

    @Test
    void afterTheEndEveryInputIsRefusedAsGameOver() {
      QuaternityPosition drawn =
          position("11bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK11 w wbbw AXAX - D");
      assertEquals(
          QuaternityRejection.GAME_OVER,
          RULES.explainInput(drawn, List.empty(), Input.click(sq("a1"))).get().code());
    }

    /** Only the pass choice is explained, and only as the first input. */
    @Test
    void otherChoicesAndLaterInputsAreNotExplained() {
      QuaternityPosition start = RULES.initial();
      assertTrue(
          RULES
              .explainInput(start, List.empty(), Input.choice("promote-q", "promote to queen"))
              .isEmpty());
      assertTrue(
          RULES
              .explainInput(start, List.of(Input.click(sq("c5"))), Input.choice("pass", "pass"))
              .isEmpty());
      assertTrue(
          RULES
              .explainInput(
                  start,
                  List.of(Input.click(sq("c5")), Input.click(sq("c6"))),
                  Input.click(sq("c7")))
              .isEmpty());
    }
  }
}
