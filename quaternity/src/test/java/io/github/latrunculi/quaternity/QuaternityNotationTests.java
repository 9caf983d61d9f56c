package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.RULES;
import static io.github.latrunculi.quaternity.QuaternityFixtures.START;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.registry.GameRecord;
import io.github.latrunculi.quaternity.QuaternityMove.AcceptDraw;
import io.github.latrunculi.quaternity.QuaternityMove.DeclineDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Freeze;
import io.github.latrunculi.quaternity.QuaternityMove.FreezeReason;
import io.github.latrunculi.quaternity.QuaternityMove.OfferDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Pass;
import io.github.latrunculi.quaternity.QuaternityMove.PieceMove;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The text forms of §5: QFEN inside the position-line envelope, actions, and game records. */
class QuaternityNotationTests {
  private static Rejection refusal(String qfen) {
    Either<Rejection, QuaternityPosition> p =
        RULES.notation().parsePosition("quaternity standard " + qfen);
    assertTrue(p.isLeft(), () -> "accepted " + qfen);
    return p.getLeft();
  }

  @Nested
  class Positions {
    /** §5.1: every vector of §6 prints back byte for byte. */
    @ParameterizedTest
    @ValueSource(
        strings = {
          "rK10bK/12/12/12/12/12/12/2rN1gN7/3wP*8/4gB7/12/wK10gK w wrbg AAAA - *",
          "11bK/12/12/12/7wB4/12/12/11gK/12/12/2rPv9/4wK7 w wwbg AXAA - *",
          "11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK b wwbg AXAA - *",
          "11bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK11 w wbbw AXAX - D",
          "rK10bK/12/12/12/12/12/12/12/6gR5/10wK1/12/3wR7gK r wrbg AAAF - *",
          "6wR5/12/3wN4wNwN2/1wN10/12/12/4gK7/12/12/12/12/wK11 g wwwg AXXA - *",
          "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAFA w+r *",
          "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAFA w+rg D",
          "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK b wrbg FFAF - W:b"
        })
    void dossierPositionsRoundTrip(String qfen) {
      String line = "quaternity standard " + qfen;
      assertEquals(line, RULES.notation().formatPosition(position(qfen)));
    }

    @Test
    void startposAndBareQfenAreAccepted() {
      assertEquals(
          RULES.initial(), RULES.notation().parsePosition("quaternity standard startpos").get());
      assertEquals(RULES.initial(), RULES.notation().parsePosition(START).get());
    }

    @Test
    void malformedLinesAreRefused() {
      assertEquals(QuaternityRejection.MALFORMED_POSITION, refusal("13/12 w wrbg AAAA - *").code());
      assertEquals(
          QuaternityRejection.MALFORMED_POSITION,
          refusal(START.replace(" w wrbg", " x wrbg")).code());
      assertEquals(
          QuaternityRejection.MALFORMED_POSITION, refusal(START.replace("AAAA", "AAAB")).code());
      assertEquals(
          QuaternityRejection.MALFORMED_POSITION, refusal(START.replace(" *", " W:")).code());
      assertEquals(
          QuaternityRejection.MALFORMED_POSITION,
          RULES
              .notation()
              .parsePosition("quaternity standard " + START.replace(" ", "  "))
              .getLeft()
              .code());
    }

    @ParameterizedTest
    @CsvSource(
        delimiter = '|',
        value = {
          "rK10bK/12/12/12/12/12/12/12/12/12/12/wK9wKgK w wrbg AAAA - * | two kings",
          "12/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAAA - *      | no king",
          "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AXAA - *  | eliminated",
          "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wwbg AAAA - *  | controlled",
          "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg FAAA - *  | not active",
          "rK10bK/12/12/12/12/12/4wPv7/12/12/12/12/wK10gK w wrbg AAAA - * | directions",
          "rK10bK/12/12/12/12/12/4wP*7/12/12/12/12/wK10gK w wrbg AAAA - * | diagonal",
          "rK4wP^5bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAAA - * | promotion line",
          "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAAA r+ *  | on its turn",
          "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAAA w+rbg * | result must be D",
          "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK b wrbg FFAF - *  | the game is won",
          "rK10bK/12/12/1bR10/12/12/12/bR11/12/12/12/wK10gK w wrbg AAAA - * | not settled",
        })
    void impossiblePositionsAreRefusedWithTheReason(String qfen, String reason) {
      Rejection r = refusal(qfen.strip());
      assertEquals(QuaternityRejection.ILLEGAL_POSITION, r.code(), r::toString);
      assertTrue(r.message().contains(reason.strip()), r.message());
    }
  }

  @Nested
  class Actions {
    @Test
    void everyActionRoundTrips() {
      QuaternityPosition start = RULES.initial();
      List<String> texts =
          List.of(
              "c5-c6",
              "d3xj9",
              "pass",
              "resign(r)",
              "timeout(g)",
              "walkover(b)",
              "offer-draw",
              "accept-draw(r)",
              "decline-draw(g)");
      for (String text : texts) {
        QuaternityMove move = RULES.notation().parseMove(start, text).get();
        assertEquals(text, RULES.notation().formatMove(start, move));
      }
      assertEquals(
          new Freeze(QuaternityArmy.RED.player(), FreezeReason.RESIGN),
          RULES.notation().parseMove(start, "resign(r)").get());
      assertEquals(new OfferDraw(), RULES.notation().parseMove(start, "offer-draw").get());
      assertEquals(
          new AcceptDraw(QuaternityArmy.RED.player()),
          RULES.notation().parseMove(start, "accept-draw(r)").get());
      assertEquals(
          new DeclineDraw(QuaternityArmy.GREEN.player()),
          RULES.notation().parseMove(start, "decline-draw(g)").get());
      assertEquals(new Pass(), RULES.notation().parseMove(start, "pass").get());
    }

    @Test
    void promotionIsPartOfTheMove() {
      assertEquals(
          new PieceMove(
              Square.parse("f11").get(),
              Square.parse("f12").get(),
              Option.some(QuaternityPieceKind.QUEEN)),
          RULES.notation().parseMove(RULES.initial(), "f11-f12=Q").get());
    }

    @Test
    void aCaptureMayBeWrittenWithADashButAnXNeedsAVictim() {
      QuaternityPosition start = RULES.initial();
      assertEquals(
          RULES.notation().parseMove(start, "d3xj9").get(),
          RULES.notation().parseMove(start, "d3-j9").get());
      assertEquals(
          QuaternityRejection.NOTHING_TO_CAPTURE,
          RULES.notation().parseMove(start, "d3xe4").getLeft().code());
    }

    @Test
    void thePlayerPrefixMustNameThePlayerToMove() {
      QuaternityPosition start = RULES.initial();
      assertEquals(
          PieceMove.of(Square.parse("c5").get(), Square.parse("c6").get()),
          RULES.notation().parseMove(start, "w:c5-c6").get());
      assertEquals(
          QuaternityRejection.WRONG_PLAYER,
          RULES.notation().parseMove(start, "r:c5-c6").getLeft().code());
    }

    @ParameterizedTest
    @ValueSource(
        strings = {
          "",
          "c5",
          "c5c6",
          "c5-m6",
          "c5-c13",
          "C5-C6",
          "resign(x)",
          "resign()",
          "surrender(w)",
          "f11-f12=",
          "f11-f12=QQ",
          "pas",
          "c5--c6"
        })
    void malformedActionsAreRefused(String text) {
      Either<Rejection, QuaternityMove> m = RULES.notation().parseMove(RULES.initial(), text);
      assertTrue(m.isLeft(), () -> "accepted '" + text + "'");
      assertEquals(QuaternityRejection.MALFORMED_MOVE, m.getLeft().code());
    }

    /**
     * §5.2: a move is from-to or fromxto; a text without the dash or the x between its squares is
     * no move, whatever follows (c5=K names a promotion, but no move to promote with), and the
     * refusal shows the forms an action takes.
     */
    @Test
    void aTextWithoutADashOrAnXIsNoMoveAndTheRefusalShowsTheForms() {
      for (String text : List.of("c5c6", "c5=K")) {
        Rejection r = RULES.notation().parseMove(RULES.initial(), text).getLeft();
        assertEquals(QuaternityRejection.MALFORMED_MOVE, r.code(), r::toString);
        assertTrue(r.message().contains("is not a move: write from-to"), r.message());
      }
    }

    /**
     * §5.2: a player action is a word and then (p); a text that opens with the parenthesis has no
     * action word, so it is no move at all, and the refusal quotes the whole text.
     */
    @Test
    void aParenthesisWithoutAnActionWordIsNoMove() {
      Rejection r = RULES.notation().parseMove(RULES.initial(), "(w)").getLeft();
      assertEquals(QuaternityRejection.MALFORMED_MOVE, r.code());
      assertTrue(r.message().contains("'(w)'"), r.message());
    }

    @Test
    void movingAnotherPlayersPieceOrNothingIsRefused() {
      QuaternityFixtures.assertRejected(QuaternityRejection.NOT_YOUR_PIECE, START, "d9-d8");
      QuaternityFixtures.assertRejected(QuaternityRejection.NO_PIECE, START, "g7-g6");
      QuaternityFixtures.assertRejected(QuaternityRejection.OWN_PIECE, START, "a4-a5");
      QuaternityFixtures.assertRejected(QuaternityRejection.PATH_BLOCKED, START, "d1-d6");
      QuaternityFixtures.assertRejected(QuaternityRejection.NOTHING_TO_CAPTURE, START, "c5-d6");
    }
  }

  @Nested
  class Records {
    /**
     * A record replays through the registry, with meta actions among the moves. By hand: Red
     * resigns off turn after White's move, so Black is to move; Black's offer is declined; after
     * Black's move and its time-out and Green's resignation only White is active and wins.
     */
    @Test
    void aGameRecordWithActionsReplays() {
      String text =
          "quaternity standard rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAAA - *\n"
              + "a1-a2\nresign(r)\noffer-draw\ndecline-draw(g)\nl12-l11\ntimeout(b)\n"
              + "resign(g)\n";
      var replayed = GameRecord.parse(text).get().replay();
      assertTrue(replayed.isRight(), () -> replayed.getLeft().toString());
      assertEquals(
          "quaternity standard rK11/11bK/12/12/12/12/12/12/12/12/wK11/11gK w wrbg AFFF - W:w",
          replayed.get().line());
    }
  }
}
