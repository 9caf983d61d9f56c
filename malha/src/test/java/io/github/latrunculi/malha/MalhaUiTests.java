package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaVectors.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The API for user interfaces: turns built one square or one step at a time (issue 4, item 5). */
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
      Seq<Square> first = rules.placementSquares(rules.initial());
      assertEquals(48, first.size());
      assertFalse(first.contains(sq("d4")));
    }

    @Test
    void aFarSquareMustBeCompletedNextToTheMalha() {
      assertEquals("c4 d3 d5 e4", names(rules.placementPartners(rules.initial(), sq("a1"))));
    }

    @Test
    void aMalhaAdjacentSquareCanBeCompletedAnywhere() {
      // 48 free squares besides d4, minus d3 itself.
      assertEquals(47, rules.placementPartners(rules.initial(), sq("d3")).size());
    }

    @Test
    void occupiedSquaresAreNotOffered() {
      MalhaPosition t01 = parse(rules, "7/7/7/7/3S3/7/S6 d P - - - *");
      Seq<Square> first = rules.placementSquares(t01);
      assertEquals(46, first.size(), "48 squares besides d4, minus a1 and d3");
      assertTrue(rules.placementPartners(t01, sq("d3")).isEmpty());
    }
  }

  @Nested
  class CaptureChains {
    final MalhaPosition afterT05 =
        parse(rules, "SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *");

    @Test
    void theContinuingSoldierAndItsCapturingSteps() {
      assertEquals("d4", afterT05.continuation().get().name());
      assertEquals("d4-d3", names(rules.movesFrom(afterT05, sq("d4"))));
      assertTrue(rules.movesFrom(afterT05, sq("e3")).isEmpty(), "no other soldier moves");
    }

    @Test
    void previewShowsTheTripleCaptureAndTheChain() {
      MalhaPosition start = parse(rules, MalhaRulesTests.P_START);
      MalhaStepPreview preview = rules.preview(start, step("d3-d4")).get();
      assertEquals("c4 d5 e4", names(preview.captured()));
      assertTrue(preview.exchanged().isEmpty());
      assertTrue(preview.chainContinues());
    }

    @Test
    void previewOfAnIllegalStepSaysWhy() {
      Either<Rejection, MalhaStepPreview> preview = rules.preview(afterT05, step("d4-c4"));
      assertEquals("CONTINUATION_MUST_CAPTURE", preview.getLeft().codeName());
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
      assertEquals(14, rules.exchangeSteps(t18).size());
      assertTrue(rules.exchangeHint(t18).contains("requests an exchange"));
    }

    @Test
    void theSecondOfferExcludesTheFirstOfferedSoldier() {
      MalhaPosition c1 =
          parse(rules, "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/SS1SSSS a M - C1,e6,b1 - *");
      Seq<MalhaMove.Step> offers = rules.exchangeSteps(c1);
      assertFalse(offers.isEmpty());
      assertTrue(offers.forAll(s -> !s.from().name().equals("b1")));
      assertTrue(offers.exists(s -> s.toString().equals("a1-a2!")));
      assertTrue(rules.exchangeHint(c1).contains("b1"));
    }

    @Test
    void noExchangeStepsWithoutARequestForTheAttacker() {
      MalhaPosition t23 =
          parse(rules, "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS a M - - - *");
      assertTrue(rules.exchangeSteps(t23).isEmpty());
      assertTrue(rules.exchangeHint(t23).contains("no exchange request"));
    }

    @Test
    void previewOfTheCompletingStepShowsTheExchangedSoldiers() {
      MalhaPosition o2 =
          parse(rules, "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - O2,e6,b1,a2 - *");
      MalhaMove.Step complete = (MalhaMove.Step) rules.notation().parseMove(o2, "e6-e7!").get();
      MalhaStepPreview preview = rules.preview(o2, complete).get();
      assertTrue(preview.captured().isEmpty());
      assertEquals("a2 b1 e7", names(preview.exchanged()));
      assertFalse(preview.chainContinues());
    }

    @Test
    void underTheRayOptionOnlyUnreachableSoldiersMayRequest() {
      MalhaRules ray = MalhaVectors.rules("exchangeRequiresUnreachable", "RAY");
      MalhaPosition t18 =
          parse(ray, "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - *");
      // §6.1: d7, e5 and e6 are the only unreachable Defender soldiers, and each has a step.
      assertEquals(
          "d7 e5 e6",
          ray.exchangeSteps(t18).map(s -> s.from().name()).distinct().sorted().mkString(" "));
      assertEquals(
          "SOLDIER_REACHABLE", ray.play(t18, "f7-e7!").getLeft().codeName());
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
}
