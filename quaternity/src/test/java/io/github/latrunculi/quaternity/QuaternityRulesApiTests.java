package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.START;
import static io.github.latrunculi.quaternity.QuaternityFixtures.after;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.github.latrunculi.core.registry.OptionValues;
import io.github.latrunculi.quaternity.QuaternityMove.AcceptDraw;
import io.github.latrunculi.quaternity.QuaternityMove.DeclineDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Freeze;
import io.github.latrunculi.quaternity.QuaternityMove.FreezeReason;
import io.github.latrunculi.quaternity.QuaternityMove.OfferDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Pass;
import io.github.latrunculi.quaternity.QuaternityMove.PieceMove;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The public surface of the rules beyond play: the Rules contract's answers at the edges (a
 * finished game, a forced pass), the outcome's reason codes, the game's registration, the variant's
 * bounds, and the diagram and view a person reads.
 */
class QuaternityRulesApiTests {
  private static final QuaternityRules RULES = QuaternityFixtures.RULES;
  private static final String KINGS = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK";

  /** Dossier T13's result: a stalemate of two players, drawn. */
  private static final String T13_DRAWN =
      "11bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK11 w wbbw AXAX - D";

  /** Dossier T12: White has no legal move and must pass. */
  private static final String T12 =
      "rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK10gK w wrbg AAAA - *";

  /** Dossier T11: White moves the Red army after mating Red. */
  private static final String T11 =
      "11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wwbg AXAA - *";

  private static QuaternityRules rules(String option, String value) {
    return QuaternityRules.of(QuaternityVariant.STANDARD.with(option, value).get());
  }

  @Nested
  class RulesContract {
    @Test
    void eachSeatsStatusIsTheLetterOfTheStatusesField() {
      QuaternityPosition p = position(KINGS + " w wrbg AAFA - *");
      String letters = "";
      for (Player player : RULES.players()) {
        letters += p.status(player).letter();
      }
      assertEquals("AAFA", letters);
      assertEquals(QuaternityStatus.FROZEN, p.status(RULES.players().get(2)));
      assertEquals('X', QuaternityStatus.ELIMINATED.letter());
    }

    /** standard() makes the rules of the standard variant, which start from the dossier's §2.3. */
    @Test
    void theStandardRulesHaveTheStandardVariantAndTheDossiersStart() {
      QuaternityRules standard = QuaternityRules.standard();
      assertEquals(QuaternityVariant.STANDARD, standard.variant());
      assertEquals("quaternity standard", standard.toString());
      assertEquals(
          "quaternity standard " + START, standard.notation().formatPosition(standard.initial()));
    }

    @Test
    void theGameIsQuaternityWithFourSeatsInTurnOrder() {
      assertEquals("quaternity", RULES.gameId());
      assertEquals(List.of("w", "r", "b", "g"), RULES.players().map(p -> p.name()).toList());
      assertEquals(List.of(0, 1, 2, 3), RULES.players().map(p -> p.index()).toList());
      assertEquals("quaternity standard", RULES.toString());
      assertEquals("quaternity standard,kingCapture=true", rules("kingCapture", "true").toString());
    }

    @Test
    void theSeatToMoveIsAskedUntilTheGameEnds() {
      assertEquals(new ToMove.Seat<>(QuaternityArmy.WHITE.player()), RULES.toMove(RULES.initial()));
      assertEquals(new ToMove.Nobody<>(), RULES.toMove(position(T13_DRAWN)));
    }

    /** §4.5 step 5: a stuck player's one move is the pass; a finished game has none. */
    @Test
    void aForcedPassCountsAsOneMoveAndAFinishedGameHasNone() {
      assertEquals(1, RULES.countLegalMoves(position(T12)));
      assertEquals(0, RULES.countLegalMoves(position(T13_DRAWN)));
      assertTrue(RULES.legalMoves(position(T13_DRAWN)).isEmpty());
    }

    /** Resigning and the draw actions are meta actions, not moves (§4.5 step 5). */
    @Test
    void freezesAndDrawActionsAreMetaActions() {
      var white = QuaternityArmy.WHITE.player();
      assertTrue(RULES.isMetaAction(new Freeze(white, FreezeReason.TIMEOUT)));
      assertTrue(RULES.isMetaAction(new OfferDraw()));
      assertTrue(RULES.isMetaAction(new AcceptDraw(white)));
      assertTrue(RULES.isMetaAction(new DeclineDraw(white)));
      assertFalse(RULES.isMetaAction(new Pass()));
      assertFalse(
          RULES.isMetaAction(PieceMove.of(Square.parse("c5").get(), Square.parse("c6").get())));
    }

    @Test
    void theHashIsThePositionsKey() {
      QuaternityPosition start = RULES.initial();
      QuaternityPosition next = RULES.play(start, "c5-c6").get();
      assertEquals(start.zobrist(), RULES.hash(start));
      assertEquals(next.zobrist(), RULES.hash(next));
      assertNotEquals(RULES.hash(start), RULES.hash(next));
      assertEquals(Long.hashCode(start.zobrist()), start.hashCode());
    }

    @Test
    void nothingCanBeSelectedOffTheBoardOrAfterTheEnd() {
      assertEquals(
          QuaternityRejection.MALFORMED_MOVE,
          TurnBuilder.start(RULES, RULES.initial()).click(new Square(12, 3)).getLeft().code());
      Square b9 = Square.parse("b9").get();
      var drawn = TurnBuilder.start(RULES, position(T13_DRAWN));
      assertTrue(drawn.next().isEmpty());
      assertTrue(drawn.click(b9).isLeft());
      var blackToMove = TurnBuilder.start(RULES, position(T13_DRAWN.replace(" w wbbw", " b wbbw")));
      assertTrue(blackToMove.next().isEmpty());
      assertTrue(blackToMove.click(b9).isLeft());
    }

    /** Dossier T19: once every active player accepted, nobody is left to answer. */
    @Test
    void nobodyAnswersAnOfferOnceTheGameIsDrawn() {
      String t19 = KINGS + " w wrbg AAFA - *";
      QuaternityPosition drawn =
          position(after(t19, "offer-draw", "accept-draw(r)", "accept-draw(g)"));
      assertTrue(drawn.drawOffer().isDefined(), "the completed offer stays in the line");
      assertTrue(RULES.drawOfferAnswerers(drawn).isEmpty());
    }

    /** §4.2: every attacker of a king is listed, and checks of two kings at once. */
    @Test
    void checksListEveryAttackerOfEveryKing() {
      QuaternityPosition p =
          position(QuaternityFixtures.place("f6:bR", "a6:bR") + " w wrbg AAAA - *");
      // a6 attacks a1 (a2 to a5 empty) and a12 (a7 to a11 empty); f6 attacks neither.
      var checks = RULES.checks(p);
      assertEquals(List.of("w", "r"), checks.map(c -> c.player().name()).toList());
      assertEquals(List.of(Square.parse("a6").get()), checks.get(0).attackers().toList());
      assertEquals(List.of(Square.parse("a6").get()), checks.get(1).attackers().toList());
      QuaternityPosition two =
          position(QuaternityFixtures.place("a6:bR", "f1:gR") + " w wrbg AAAA - *");
      assertEquals(
          io.vavr.collection.HashSet.of(Square.parse("a6").get(), Square.parse("f1").get()),
          RULES.checks(two).get(0).attackers().toSet());
    }
  }

  @Nested
  class Outcomes {
    /** Under option noProgressLimit a stalemate or an agreement keeps its own reason. */
    @Test
    void theReasonOfADrawIsWhatEndedIt() {
      QuaternityRules limit = rules("noProgressLimit", "100");
      assertEquals(Outcome.draw("STALEMATE"), limit.outcome(position(limit, T13_DRAWN + " 5")));
      assertEquals(
          Outcome.draw("AGREEMENT"),
          limit.outcome(position(limit, KINGS + " w wrbg AAFA w+rg D 7")));
      assertEquals(
          Outcome.draw("NO_PROGRESS"),
          limit.outcome(position(limit, KINGS + " w wrbg AAAA - D 100")));
      assertEquals(Outcome.ONGOING, RULES.outcome(RULES.initial()));
    }

    /** §7 A14 alternative: the stalemated player loses; the winner is not the last active one. */
    @Test
    void aWinByStalemateIsNotALastActivePlayerWin() {
      QuaternityRules loss = rules("twoPlayerStalemate", "loss");
      assertEquals(
          Outcome.win(QuaternityArmy.BLACK.player(), "STALEMATE"),
          loss.outcome(position(loss, T13_DRAWN.replace(" D", " W:b"))));
      assertEquals(
          Option.some(QuaternityArmy.BLACK.player()),
          position(loss, T13_DRAWN.replace(" D", " W:b")).winner());
      assertTrue(position(T13_DRAWN).winner().isEmpty());
    }

    /** Evaluation at the end is the outcome's score: the winner 1, every other player 0. */
    @Test
    void theEvaluationOfAWonGameIsTheOutcomesScore() {
      QuaternityPosition won = position(KINGS + " b wrbg FFAF - W:b");
      assertEquals(1.0, RULES.evaluate(won, QuaternityArmy.BLACK.player()));
      assertEquals(0.0, RULES.evaluate(won, QuaternityArmy.GREEN.player()));
    }
  }

  @Nested
  class Registration {
    @Test
    void theDefinitionNamesTheGameItsVariantAndItsBoard() {
      QuaternityGame game = new QuaternityGame();
      assertEquals("quaternity", game.id());
      assertTrue(game.description().startsWith("Quaternity: four-player chess on 12x12"));
      assertEquals(List.of("standard"), game.variants().toList());
      assertEquals(List.of("12x12"), game.sizes().toList());
      assertEquals(QuaternityVariant.OPTIONS, game.options());
    }

    @Test
    void theDefinitionCreatesTheRulesOfTheOptions() {
      OptionValues values =
          QuaternityVariant.OPTIONS
              .read(io.vavr.collection.LinkedHashMap.of("kingCapture", "true"))
              .get();
      var created = new QuaternityGame().create("standard", values, "12x12").get();
      assertEquals("standard,kingCapture=true", created.variantName());
      assertEquals("quaternity", created.gameId());
    }

    /** The no-progress limit lies in 0 to 100,000 however the variant is built. */
    @Test
    void theNoProgressLimitIsBounded() {
      assertThrows(IllegalArgumentException.class, () -> withLimit(-1));
      assertThrows(IllegalArgumentException.class, () -> withLimit(100_001));
      assertEquals(100_000, withLimit(100_000).noProgressLimit());
      assertTrue(withLimit(1).hasNoProgressLimit());
      assertFalse(withLimit(0).hasNoProgressLimit());
    }

    private QuaternityVariant withLimit(int limit) {
      QuaternityVariant d = QuaternityVariant.STANDARD;
      return new QuaternityVariant(
          d.firstPlayer(),
          d.turnDirection(),
          d.acpSideCaptureCommits(),
          d.frozenPiecesAttack(),
          d.frozenPiecesCapturable(),
          d.kingCapture(),
          d.selfExposure(),
          d.twoPlayerStalemate(),
          d.autoPass(),
          d.resignOnlyOnTurn(),
          d.endWhenOneActive(),
          limit);
    }

    @Test
    void theDefaultsAreTheDossiersSection7() {
      QuaternityVariant d = QuaternityVariant.STANDARD;
      assertEquals(QuaternityArmy.WHITE, d.firstPlayer());
      assertEquals(QuaternityVariant.TurnDirection.CLOCKWISE, d.turnDirection());
      assertTrue(d.acpSideCaptureCommits());
      assertFalse(d.frozenPiecesAttack());
      assertTrue(d.frozenPiecesCapturable());
      assertFalse(d.kingCapture());
      assertEquals(QuaternityVariant.SelfExposure.FORBID, d.selfExposure());
      assertEquals(QuaternityVariant.TwoPlayerStalemate.DRAW, d.twoPlayerStalemate());
      assertFalse(d.autoPass());
      assertFalse(d.resignOnlyOnTurn());
      assertTrue(d.endWhenOneActive());
      assertEquals(0, d.noProgressLimit());
      assertEquals("standard", d.field());
      assertEquals(QuaternityVariant.OPTIONS.defaults(), QuaternityVariant.defaults());
    }
  }

  @Nested
  class Diagram {
    /**
     * Dossier T11: one column per file, then each player's status and controller, then the turn.
     */
    @Test
    void theDiagramListsTheBoardThePlayersAndTheTurn() {
      String[] lines = RULES.diagram(position(T11)).split("\n");
      assertEquals("12 .   .   .   .   .   .   .   .   .   .   .   bK", lines[0]);
      assertEquals(" 7 .   .   rPv .   .   .   .   .   .   .   .   .", lines[5]);
      assertEquals(" 1 .   .   .   .   wK  .   .   .   .   .   .   gK", lines[11]);
      assertEquals("   a   b   c   d   e   f   g   h   i   j   k   l", lines[12]);
      assertEquals("White: active", lines[13]);
      assertEquals("Red: eliminated, army controlled by White", lines[14]);
      assertEquals("Black: active", lines[15]);
      assertEquals("Green: active", lines[16]);
      assertEquals("White to move", lines[17]);
      assertEquals(18, lines.length);
    }

    /** Dossier T10: the check and the checker are listed under the turn, one line per mark. */
    @Test
    void theDiagramListsTheKingsInCheckAndTheirCheckers() {
      String diagram =
          RULES.diagram(
              position("rK10bK/7wR4/12/12/3wN8/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wrbg AAAA - *"));
      String[] lines = diagram.split("\n");
      assertEquals("White to move; Red in check", lines[17]);
      assertTrue(lines[18].startsWith("a12 check: Red's king on a12 is in check"), lines[18]);
      assertEquals("a3 checker: gives check to Red's king on a12", lines[19]);
      assertEquals(20, lines.length);
    }

    /** Frozen pieces are marked in the view but not listed in the diagram; the offer is. */
    @Test
    void theDiagramShowsAPendingOfferAndTheEnd() {
      String t19 = KINGS + " w wrbg AAFA - *";
      String offered = RULES.diagram(position(after(t19, "offer-draw")));
      assertTrue(offered.contains("\nWhite to move; draw offered by White\n"), offered);
      assertFalse(offered.contains("frozen:"), offered);
      String drawn =
          RULES.diagram(position(after(t19, "offer-draw", "accept-draw(r)", "accept-draw(g)")));
      assertTrue(drawn.contains("\ngame over: draw AGREEMENT\n"), drawn);
      assertFalse(drawn.contains("draw offered"), drawn);
      assertTrue(RULES.diagram(position(t19)).contains("\nBlack: frozen\n"));
    }

    /**
     * The view's facts: the offer without acceptors, and the no-progress count under its option.
     */
    @Test
    void theViewsFactsFollowTheOptions() {
      BoardView offered = RULES.view(position(KINGS + " w wrbg AAAA w+ *"));
      assertEquals(Option.some("offered by White"), offered.fact("drawOffer"));
      assertTrue(offered.fact("noProgress").isEmpty());
      QuaternityRules limit = rules("noProgressLimit", "9");
      assertEquals(
          Option.some("4 of 9"),
          limit.view(position(limit, KINGS + " w wrbg AAAA - * 4")).fact("noProgress"));
      assertEquals(Option.some("active"), offered.fact("white"));
      assertEquals(Option.some("active"), offered.fact("green"));
      assertEquals(
          Option.some("eliminated; its army moves with White"),
          RULES.view(position(T11)).fact("red"));
    }

    /** A frozen piece's mark says it gives no check, unless frozenPiecesAttack says it does. */
    @Test
    void theFrozenMarkStatesWhetherFrozenPiecesAttack() {
      String t9 = "rK10bK/12/12/12/12/bR11/5wK6/12/12/12/12/11gK w wrbg AAFA - *";
      String standard =
          RULES
              .view(position(t9))
              .marks()
              .find(m -> m.square().equals(Square.parse("a7").get()))
              .get()
              .message();
      assertTrue(
          standard.startsWith("Black is frozen (resigned, out of time or walked over)"), standard);
      assertTrue(standard.contains(", block but give no check"), standard);
      QuaternityRules attack = rules("frozenPiecesAttack", "true");
      String attacking =
          attack
              .view(position(attack, t9.replace("5wK6", "6wK5")))
              .marks()
              .find(m -> m.square().equals(Square.parse("a7").get()) && m.code().equals("frozen"))
              .get()
              .message();
      assertFalse(attacking.contains("give no check"), attacking);
      assertTrue(attacking.endsWith("its king can still be mated"), attacking);
    }
  }

  @Test
  void theStartIsTheDossiersLine() {
    assertEquals("quaternity standard " + START, RULES.notation().formatPosition(RULES.initial()));
  }
}
