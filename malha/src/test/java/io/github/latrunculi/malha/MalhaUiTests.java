package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaFixtures.clickable;
import static io.github.latrunculi.malha.MalhaFixtures.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * What a user interface learns through the core interaction model: turns built one square or one
 * step at a time, the flagged steps and what a step removes, the board view with its marks and
 * facts, move inputs entered through core's turn builder, and refused clicks with the rule that
 * refuses them.
 */
class MalhaUiTests {
  final MalhaRules rules = MalhaRules.standard();

  static String names(Seq<?> items) {
    return items.mkString(" ");
  }

  static Square sq(String name) {
    return Square.parse(name).get();
  }

  @Nested
  class PlacementOneSquareAtATime {
    @Test
    void onTheEmptyBoardEverySquareButTheMalhaCanStartTheOpeningPair() {
      // Any square pairs with a malha-adjacent one, so all 48 squares besides d4 are offered.
      String first = clickable(TurnBuilder.start(rules, rules.initial()));
      assertEquals(48, first.split(" ").length);
      assertFalse(first.contains("d4"));
    }

    @Test
    void aFarSquareMustBeCompletedNextToTheMalha() {
      assertEquals(
          "c4 d3 d5 e4",
          clickable(TurnBuilder.start(rules, rules.initial()).click(sq("a1")).get()));
    }

    @Test
    void aMalhaAdjacentSquareCanBeCompletedAnywhere() {
      // 48 free squares besides d4, minus d3 itself.
      TurnBuilder<MalhaPosition, MalhaMove> afterD3 =
          TurnBuilder.start(rules, rules.initial()).click(sq("d3")).get();
      assertEquals(47, clickable(afterD3).split(" ").length);
    }

    @Test
    void occupiedSquaresAreNotOffered() {
      MalhaPosition t01 = parse(rules, "7/7/7/7/3S3/7/S6 d P - - - *");
      TurnBuilder<MalhaPosition, MalhaMove> start = TurnBuilder.start(rules, t01);
      assertEquals(
          46, clickable(start).split(" ").length, "48 squares besides d4, minus a1 and d3");
      assertTrue(start.click(sq("d3")).isLeft(), "no pair completes d3");
    }
  }

  @Nested
  class CaptureChains {
    final MalhaPosition afterT05 =
        parse(rules, "SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *");

    @Test
    void theContinuingSoldierAndItsCapturingSteps() {
      assertEquals("d4", afterT05.continuation().get().name());
      TurnBuilder<MalhaPosition, MalhaMove> chain = TurnBuilder.start(rules, afterT05);
      assertEquals("d4-d3", names(chain.click(sq("d4")).get().candidates()));
      assertTrue(chain.click(sq("e3")).isLeft(), "no other soldier moves");
    }

    @Test
    void theInputsOfAStepShowTheTripleCaptureAndTheChain() {
      MalhaPosition start = parse(rules, MalhaRulesTests.P_START);
      MalhaMove.Step opening = step("d3-d4");
      MalhaPosition next = rules.play(start, opening).get();
      assertEquals("c4 d5 e4", MalhaFixtures.removed(rules, start, opening, next));
      assertEquals(
          "d3-d4 captures c4, d5 and e4; d4 must go on capturing",
          rules.moveInputs(start, opening).description(),
          "the captures alone, no exchange");
      assertEquals("d4", rules.view(next).fact("continuation").get(), "the chain goes on");
    }

    @Test
    void anIllegalChainStepSaysWhy() {
      Either<Rejection, TurnBuilder<MalhaPosition, MalhaMove>> refused =
          TurnBuilder.start(rules, afterT05).click(sq("d4")).get().click(sq("c4"));
      assertEquals("CONTINUATION_MUST_CAPTURE", refused.getLeft().codeName());
    }

    private MalhaMove.Step step(String text) {
      return (MalhaMove.Step) rules.notation().parseMove(rules.initial(), text).get();
    }
  }

  @Nested
  class ExchangeSteps {
    @Test
    void theDefenderMayFlagEveryStep() {
      MalhaPosition t18 =
          parse(rules, "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - *");
      // Hand count: 14 Defender steps (3 into e7, 3 into d6, 3 into d5, 2 into e4, 3 into e3).
      assertEquals(14, MalhaFixtures.exchangeSteps(rules, t18).size());
      assertTrue(MalhaFixtures.hint(rules, t18).contains("requests an exchange"));
    }

    @Test
    void theSecondOfferExcludesTheFirstOfferedSoldier() {
      MalhaPosition c1 =
          parse(rules, "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/SS1SSSS a M - C1,e6,b1 - *");
      Seq<MalhaMove> offers = MalhaFixtures.exchangeSteps(rules, c1);
      assertFalse(offers.isEmpty());
      assertTrue(offers.forAll(s -> !((MalhaMove.Step) s).from().name().equals("b1")));
      assertTrue(offers.exists(s -> s.toString().equals("a1-a2!")));
      assertTrue(MalhaFixtures.hint(rules, c1).contains("b1"));
    }

    @Test
    void noExchangeStepsWithoutARequestForTheAttacker() {
      MalhaPosition t23 =
          parse(rules, "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS a M - - - *");
      assertTrue(MalhaFixtures.exchangeSteps(rules, t23).isEmpty());
      assertTrue(MalhaFixtures.hint(rules, t23).contains("no exchange request"));
    }

    @Test
    void theCompletingStepRemovesTheExchangedSoldiers() {
      MalhaPosition o2 =
          parse(
              rules,
              "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - O2,e6,b1,a2 - *");
      MalhaMove.Step complete = (MalhaMove.Step) rules.notation().parseMove(o2, "e6-e7!").get();
      MalhaPosition next = rules.play(o2, complete).get();
      assertFalse(
          rules.moveInputs(o2, complete).description().contains("captures"), "nothing captured");
      assertEquals("a2 b1 e7", MalhaFixtures.removed(rules, o2, complete, next));
      assertEquals("-", rules.view(next).fact("continuation").get(), "no chain follows");
    }

    @Test
    void underTheRayOptionOnlyUnreachableSoldiersMayRequest() {
      MalhaRules ray = MalhaFixtures.rules("exchangeRequiresUnreachable", "RAY");
      MalhaPosition t18 =
          parse(ray, "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - *");
      // §6.1: d7, e5 and e6 are the only unreachable Defender soldiers, and each has a step.
      assertEquals(
          "d7 e5 e6",
          MalhaFixtures.exchangeSteps(ray, t18)
              .map(s -> ((MalhaMove.Step) s).from().name())
              .distinct()
              .sorted()
              .mkString(" "));
      assertEquals("SOLDIER_REACHABLE", ray.play(t18, "f7-e7!").getLeft().codeName());
    }
  }

  @Nested
  class Diagram {
    @Test
    void theDiagramDrawsRankSevenFirstAndStatesTheChain() {
      MalhaPosition afterT05 =
          parse(rules, "SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *");
      String[] lines = rules.diagram(afterT05).split("\n");
      // The dossier's T05 final diagram, row by row.
      assertEquals("    a b c d e f g", lines[0]);
      assertEquals("  7 S s S s S S S", lines[1]);
      assertEquals("  4 s S . S . S s", lines[4]);
      assertEquals("  1 S s S S s s S", lines[7]);
      assertTrue(lines[9].contains("Attacker to move, must continue capturing with d4"), lines[9]);
    }

    @Test
    void anEmptyMalhaIsDrawnAsACross() {
      assertEquals("  4 . . . + . . .", rules.diagram(rules.initial()).split("\n")[4]);
    }
  }

  @Nested
  class BoardViewOfDossierPositions {
    @Test
    void everySoldierIsShownWithItsSideAndLetter() {
      // T05's final diagram: rank 1 reads S s S S s s S, rank 4 reads s S . S . S s.
      BoardView view = rules.view(parse(rules, AFTER_T05));
      assertEquals(45, view.pieces().size(), "48 soldiers minus the three that T05 captured");
      BoardView.Piece a1 = view.pieceAt(sq("a1")).get();
      assertEquals("soldier", a1.kind());
      assertEquals("S", a1.label());
      assertEquals(MalhaSide.ATTACKER.player(), a1.owner().get());
      BoardView.Piece b1 = view.pieceAt(sq("b1")).get();
      assertEquals("s", b1.label());
      assertEquals(MalhaSide.DEFENDER.player(), b1.owner().get());
      assertTrue(view.pieceAt(sq("c4")).isEmpty(), "c4 was captured");
      assertEquals(2, view.teams().size(), "a team of one per side");
    }

    @Test
    void noSoldierIsRoyalOrHeadsOneWay() {
      BoardView view = rules.view(parse(rules, AFTER_T05));
      assertTrue(
          view.pieces().forAll(p -> !p.royal() && p.heading().isEmpty()),
          "soldiers step any orthogonal way");
    }

    @Test
    void theAttackerIsWhiteAtTheBottomAndTheDefenderBlackAtTheTop() {
      BoardView view = rules.view(parse(rules, MalhaRulesTests.P_START));
      assertEquals(
          "a Attacker white S, d Defender black N",
          view.seats()
              .map(
                  s ->
                      s.player().name() + " " + s.displayName() + " " + s.colour() + " " + s.side())
              .mkString(", "));
      assertEquals(Direction.S, view.seat(MalhaSide.ATTACKER.player()).get().side());
    }

    @Test
    void theSoldierThatMustContinueIsMarked() {
      BoardView view = rules.view(parse(rules, AFTER_T05));
      assertEquals("d4:must-continue", marks(view));
      assertEquals("opening", view.fact("phase").get());
      assertEquals("Attacker", view.fact("toAct").get());
      assertEquals("d4", view.fact("continuation").get());
    }

    @Test
    void theSoldiersUnderTheExchangeProtocolAreMarked() {
      BoardView view = rules.view(parse(rules, O2));
      assertEquals("e6:exchange b1:exchange a2:exchange", marks(view));
      assertEquals("O2,e6,b1,a2", view.fact("exchange").get());
      assertEquals("Defender", view.fact("toAct").get());
      assertEquals("moving", view.fact("phase").get());
    }

    @Test
    void theSafeListIsMarkedUnderSettingImmunity() {
      MalhaRules immunity = MalhaFixtures.rules("settingImmunity", "UNTIL_MOVED");
      BoardView view = immunity.view(parse(immunity, "7/7/7/2S4/1SsS3/7/2S3s a M - - c3 *"));
      assertEquals("c3:safe", marks(view));
    }

    @Test
    void theSoldierCountsAndTheResultAreFacts() {
      MalhaPosition over = rules.play(parse(rules, MalhaRulesTests.P_START), "resign").get();
      BoardView view = rules.view(over);
      assertEquals("24", view.fact("attackerSoldiers").get());
      assertEquals("24", view.fact("defenderSoldiers").get());
      assertEquals("D:resign", view.fact("result").get());
      assertEquals("-", view.fact("toAct").get());
    }

    private String marks(BoardView view) {
      return view.marks().map(m -> m.square() + ":" + m.code()).mkString(" ");
    }
  }

  @Nested
  class EnteringMovesByInputs {
    @Test
    void aPlacementPairCanBeClickedInEitherOrder() {
      TurnBuilder<MalhaPosition, MalhaMove> start = TurnBuilder.start(rules, rules.initial());
      MalhaMove forward = start.click(sq("a1")).get().click(sq("d3")).get().move().get();
      MalhaMove backward = start.click(sq("d3")).get().click(sq("a1")).get().move().get();
      assertEquals("a1,d3", forward.toString());
      assertEquals(forward, backward);
      assertEquals("place", rules.moveInputs(rules.initial(), forward).kind());
      assertEquals(
          "the Attacker places soldiers on a1 and d3",
          rules.moveInputs(rules.initial(), forward).description());
    }

    @Test
    void afterAFarSquareOnlyTheMalhaNeighboursAreOffered() {
      TurnBuilder<MalhaPosition, MalhaMove> afterA1 =
          TurnBuilder.start(rules, rules.initial()).click(sq("a1")).get();
      assertEquals("c4 d3 d5 e4", names(afterA1.next().map(n -> n.input().token()).sorted()));
    }

    @Test
    void aCaptureChainContinuesWithTheSameSoldier() {
      MalhaPosition start = parse(rules, MalhaRulesTests.P_START);
      TurnBuilder<MalhaPosition, MalhaMove> first =
          TurnBuilder.start(rules, start).click(sq("d3")).get().click(sq("d4")).get();
      MalhaMove opening = first.move().get();
      assertEquals("capture", first.moveInputs().get().kind());
      assertEquals(
          "d3-d4 captures c4, d5 and e4; d4 must go on capturing",
          first.moveInputs().get().description());

      MalhaPosition chain = rules.play(start, opening).get();
      TurnBuilder<MalhaPosition, MalhaMove> next = TurnBuilder.start(rules, chain);
      assertEquals("d4", names(next.next().map(n -> n.input().token())));
      Rejection other = next.click(sq("e3")).getLeft();
      assertEquals("MUST_CONTINUE", other.codeName());
      Rejection quiet = next.click(sq("d4")).get().click(sq("c4")).getLeft();
      assertEquals("CONTINUATION_MUST_CAPTURE", quiet.codeName());
      MalhaMove continuation = next.click(sq("d4")).get().click(sq("d3")).get().move().get();
      assertEquals("d4-d3", continuation.toString());
      assertEquals(
          "d4-d3 captures c3 and d2; d3 must go on capturing",
          rules.moveInputs(chain, continuation).description());
    }

    @Test
    void aStepAndTheSameStepFlaggedAreTellApartByTheFlagChoice() {
      MalhaPosition t18 = parse(rules, T18);
      TurnBuilder<MalhaPosition, MalhaMove> step =
          TurnBuilder.start(rules, t18).click(sq("e6")).get().click(sq("e7")).get();
      assertTrue(step.move().isEmpty(), "e6-e7 is also the start of e6-e7!");
      assertEquals("[flag] [finish]", names(step.next().map(n -> n.input().toString())));
      assertEquals("e6-e7!", step.choose("flag").get().move().get().toString());
      assertEquals("e6-e7", step.add(Input.FINISH).get().move().get().toString());
      MoveInputs request = rules.moveInputs(t18, step.choose("flag").get().move().get());
      assertEquals("exchange", request.kind());
      assertEquals("e6-e7! requests an exchange with the soldier on e7", request.description());
    }

    @Test
    void theCompletingFlagDescribesTheExchange() {
      MalhaPosition o2 = parse(rules, O2);
      MalhaMove complete = rules.notation().parseMove(o2, "e6-e7!").get();
      assertEquals(
          "e6-e7! completes the exchange: the Defender soldier on e7 for the Attacker soldiers on"
              + " b1 and a2",
          rules.moveInputs(o2, complete).description());
    }

    @Test
    void anOptionalChainEndsWithTheEndChoice() {
      MalhaRules optional = MalhaFixtures.rules("continuation", "OPTIONAL");
      MalhaPosition chain = parse(optional, AFTER_T05);
      TurnBuilder<MalhaPosition, MalhaMove> end =
          TurnBuilder.start(optional, chain).choose("end").get();
      assertEquals("end", end.move().get().toString());
      assertEquals("end", end.moveInputs().get().kind());
    }

    @Test
    void resignationHasNoInputs() {
      MalhaMove resign = rules.notation().parseMove(rules.initial(), "resign").get();
      assertThrows(IllegalArgumentException.class, () -> rules.moveInputs(rules.initial(), resign));
    }
  }

  @Nested
  class RefusedClicks {
    @Test
    void theMalhaAndOccupiedSquaresCannotTakeAPlacement() {
      MalhaPosition t01 = parse(rules, "7/7/7/7/3S3/7/S6 d P - - - *");
      TurnBuilder<MalhaPosition, MalhaMove> start = TurnBuilder.start(rules, t01);
      assertEquals("MALHA_SQUARE", start.click(sq("d4")).getLeft().codeName());
      assertEquals("SQUARE_OCCUPIED", start.click(sq("d3")).getLeft().codeName());
      assertEquals("SAME_SQUARE", start.click(sq("b2")).get().click(sq("b2")).getLeft().codeName());
    }

    @Test
    void theOpeningPairMustTouchTheMalha() {
      Rejection why =
          TurnBuilder.start(rules, rules.initial()).click(sq("a1")).get().click(sq("a2")).getLeft();
      assertEquals("OPENING_PAIR_MUST_TOUCH_MALHA", why.codeName());
      assertTrue(why.message().contains("d3, c4, e4 or d5"), why.message());
    }

    @Test
    void anEmptySquareOrAnEnemySoldierCannotStartAStep() {
      MalhaPosition t09 = parse(rules, "7/7/2SsS2/7/1Ss1S2/7/S5s a M - - - *");
      TurnBuilder<MalhaPosition, MalhaMove> start = TurnBuilder.start(rules, t09);
      Rejection empty = start.click(sq("d4")).getLeft();
      assertEquals("NOT_OWN_SOLDIER", empty.codeName());
      assertTrue(empty.message().startsWith("d4 is empty"), empty.message());
      assertEquals("NOT_OWN_SOLDIER", start.click(sq("c3")).getLeft().codeName());
      assertEquals(
          "NOT_ADJACENT", start.click(sq("e3")).get().click(sq("e5")).getLeft().codeName());
    }

    @Test
    void theAttackerCannotFlagWithoutARequest() {
      MalhaPosition t23 = parse(rules, T18.replace(" d M ", " a M "));
      TurnBuilder<MalhaPosition, MalhaMove> step =
          TurnBuilder.start(rules, t23).click(sq("b2")).get().click(sq("b1")).get();
      assertEquals(
          "b2-b1", step.move().get().toString(), "no flag is offered, so the step is whole");
      assertEquals("FLAG_NOT_ALLOWED", step.choose("flag").getLeft().codeName());
    }

    @Test
    void nothingCanBeClickedOnceTheGameIsOver() {
      MalhaPosition over = rules.play(parse(rules, MalhaRulesTests.P_START), "resign").get();
      assertEquals(
          "GAME_OVER", TurnBuilder.start(rules, over).click(sq("d3")).getLeft().codeName());
    }
  }

  static final String AFTER_T05 =
      "SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *";
  static final String T18 = "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - *";
  static final String O2 =
      "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - O2,e6,b1,a2 - *";
}
