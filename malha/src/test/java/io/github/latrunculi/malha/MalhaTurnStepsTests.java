package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaFixtures.parse;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.TurnSteps;
import io.vavr.control.Option;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The turn steps: a placement pair as its first square in name order then a partner after it, every
 * other move as one step. The counts come from the dossier's setting rules (§3), not from the
 * generator.
 */
class MalhaTurnStepsTests {
  private static final MalhaRules RULES = MalhaFixtures.rules();
  private static final TurnSteps<MalhaPosition, MalhaMove> STEPS = RULES.turnSteps();

  @Test
  void theFirstPairOffersTheSquaresBeforeE4AndE4Itself() {
    // 48 free squares; the pair must touch c4, d3, d5 or e4, of which e4 sorts last. Every square
    // sorting before e4 (a1..a7, b1..b7, c1..c7, d1..d7 but d4, e1..e3: 30) has a malha-adjacent
    // partner after it, and e4 has the 17 squares after it; no square after e4 may start a pair.
    MalhaPosition start = RULES.initial();
    assertEquals(31, STEPS.next(start, new int[0]).length);
    assertArrayEquals(squares("c4", "d3", "d5", "e4"), STEPS.next(start, squares("a1")));
    assertEquals(30, STEPS.next(start, squares("c4")).length);
    assertEquals(17, STEPS.next(start, squares("e4")).length);
    assertTrue(Arrays.stream(STEPS.next(start, new int[0])).noneMatch(s -> s == index("e5")));
    // C(48, 2) pairs less the C(44, 2) that touch none of the four squares.
    assertEquals(1128 - 946, completePairs(start));
  }

  @Test
  void aMidSettingPairIsIdentifiedOnceByItsFirstSquareByName() {
    // After the Attacker's c4,d3 the Defender has 46 free squares and no opening rule: every square
    // but the last by name (g7) starts a pair, a1 with the 45 others, g6 with g7 alone.
    MalhaPosition position = RULES.play(RULES.initial(), "c4,d3").get();
    assertEquals(45, STEPS.next(position, new int[0]).length);
    assertEquals(45, STEPS.next(position, squares("a1")).length);
    assertArrayEquals(squares("g7"), STEPS.next(position, squares("g6")));
    assertEquals(46 * 45 / 2, completePairs(position));
    assertEquals(
        Option.some(RULES.notation().parseMove(position, "g6,a1").get()),
        STEPS.move(position, squares("a1", "g6")));
    assertEquals(Option.none(), STEPS.move(position, squares("g6", "a1")), "the reversed order");
    assertEquals(Option.none(), STEPS.move(position, squares("a1", "c4")), "an occupied square");
    assertEquals(Option.none(), STEPS.move(position, squares("a1")), "half a pair");
  }

  @Test
  void aFirstStepThatIsNoFreeSquareOfTheSettingLeadsNowhere() {
    // A search may pass any number: off the board (below 0, or 49 and up), an occupied square
    // (c4 after the Attacker's c4,d3) and the empty malha d4 start no pair and identify no move.
    MalhaPosition position = RULES.play(RULES.initial(), "c4,d3").get();
    for (int first : new int[] {-1, 49, index("c4"), index("d4")}) {
      assertEquals(0, STEPS.next(position, new int[] {first}).length, "first step " + first);
    }
    assertEquals(Option.none(), STEPS.move(position, new int[] {49, 0}), "off the board first");
    assertEquals(Option.none(), STEPS.move(position, new int[] {0, 49}), "off the board second");
    assertEquals(Option.none(), STEPS.move(position, new int[] {-1, 0}), "a negative first");
    assertEquals(Option.none(), STEPS.move(position, new int[] {0, -1}), "a negative second");
  }

  @Test
  void aMovingTurnStepIsOneMoveCodedByItsStartDirectionAndFlag() {
    // Fig. 3.1: only d3 stands next to the empty malha, so d3-d4 is the one move; d3 is square
    // 2 * 7 + 3 = 17 and north is direction 0, so its code is (17 * 4 + 0) * 2 + 0.
    MalhaPosition start = parse(RULES, MalhaRulesTests.P_START);
    assertArrayEquals(new int[] {136}, STEPS.next(start, new int[0]));
    assertEquals(RULES.legalMoves(start).toOption(), STEPS.move(start, new int[] {136}));
    assertEquals(0, STEPS.next(start, new int[] {136}).length, "a complete prefix");
    assertEquals(Option.none(), STEPS.move(start, new int[] {137}), "d3-d4! has no request");
  }

  @Test
  void aFinishedGameHasNoSteps() {
    MalhaPosition over = parse(RULES, "7/7/7/7/7/1S5/S1S4 - E - - - A:elim");
    assertEquals(0, STEPS.next(over, new int[0]).length);
    assertEquals(Option.none(), STEPS.randomMoveByParts(over, new java.util.SplittableRandom(1)));
  }

  private static int completePairs(MalhaPosition position) {
    int pairs = 0;
    for (int first : STEPS.next(position, new int[0])) {
      for (int second : STEPS.next(position, new int[] {first})) {
        assertTrue(STEPS.move(position, new int[] {first, second}).isDefined());
        pairs++;
      }
    }
    return pairs;
  }

  private static int[] squares(String... names) {
    return Arrays.stream(names).mapToInt(MalhaTurnStepsTests::index).toArray();
  }

  private static int index(String name) {
    return (name.charAt(1) - '1') * MalhaContext.WIDTH + name.charAt(0) - 'a';
  }
}
