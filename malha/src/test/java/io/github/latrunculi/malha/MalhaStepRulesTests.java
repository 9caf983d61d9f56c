package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaFixtures.parse;
import static io.github.latrunculi.malha.MalhaFixtures.replay;
import static io.github.latrunculi.malha.MalhaFixtures.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Rules of the moving phase beyond the §9 vectors, on small hand-made boards: steps at the board's
 * edges (§2, §4.1), captures along an edge (§4.2), the safe list of option {@code settingImmunity}
 * (§4.3), and the scoring of option {@code noCaptureLimit} (§10 #11).
 */
class MalhaStepRulesTests {
  final MalhaRules standard = MalhaRules.standard();

  /**
   * §2: neighbours are orthogonal only, with no wrapping; §4.1: a step goes to an empty neighbour.
   * Soldiers on files a and g and on ranks 1 and 7 have three steps each, none off the board or
   * round it to the other edge.
   */
  @Test
  void soldiersOnTheEdgesStepOnlyToNeighboursOnTheBoard() {
    MalhaPosition edges = parse(standard, "3S2s/7/S6/7/6S/7/3S3 a M - - - *");
    assertEquals(
        "a5-a4 a5-a6 a5-b5 d1-c1 d1-d2 d1-e1 d7-c7 d7-d6 d7-e7 g3-f3 g3-g2 g3-g4",
        standard.legalMoves(edges).map(Object::toString).sorted().mkString(" "));
    assertEquals(12, standard.countLegalMoves(edges));
    assertEquals("NOT_ADJACENT", standard.play(edges, "g3-a4").getLeft().codeName());
    assertEquals("NOT_ADJACENT", standard.play(edges, "a5-g4").getLeft().codeName());
  }

  /** §4.2: an edge soldier can be captured along its edge (a4 between a3 and a5). */
  @Test
  void anEdgeSoldierIsCapturedAlongItsEdge() {
    replay(
        standard,
        "7/7/S6/s6/7/S6/6s a M - - - *",
        new String[][] {
          {"a2-a3", "7/7/S6/7/S6/7/6s d M - - - *"},
        });
  }

  /** §4.2: the board edge is never a captor: stepping next to an edge soldier captures nothing. */
  @Test
  void theBoardEdgeIsNeverACaptor() {
    replay(
        standard,
        "7/7/7/s6/2S4/7/6s a M - - - *",
        new String[][] {
          {"c3-b3", "7/7/7/s6/1S5/7/6s d M - - - *"},
          {"g1-g2", "7/7/7/s6/1S5/6s/7 a M - - - *"},
          {"b3-b4", "7/7/7/sS5/7/6s/7 d M - - - *"},
        });
  }

  /**
   * §4.3, option {@code settingImmunity=UNTIL_MOVED}: a listed soldier leaves the safe list when it
   * moves (c3 steps to c2), and the list is cleared when the game ends.
   */
  @Test
  void aSafeSoldierLeavesTheListWhenItMovesAndTheListEndsWithTheGame() {
    MalhaRules immunity = rules("settingImmunity", "UNTIL_MOVED");
    replay(
        immunity,
        "7/7/7/2S4/1SsS3/7/2S3s d M - - c3 *",
        new String[][] {
          {"c3-c2", "7/7/7/2S4/1S1S3/2s4/2S3s a M - - - *"},
        });
    replay(
        immunity,
        "7/7/7/2S4/1SsS3/7/2S3s a M - - c3 *",
        new String[][] {
          {"resign:a", "7/7/7/2S4/1SsS3/7/2S3s - E - - - D:resign"},
        });
  }

  /**
   * §4.3: a safe soldier that moves loses its immunity at once: after c3-c2 the Attacker flanks it
   * on its new square by stepping d1-d2 against b2.
   */
  @Test
  void aSafeSoldierThatMovedCanBeCaptured() {
    MalhaRules immunity = rules("settingImmunity", "UNTIL_MOVED");
    replay(
        immunity,
        "7/7/7/2S4/1SsS3/1S5/3S2s d M - - c3 *",
        new String[][] {
          {"c3-c2", "7/7/7/2S4/1S1S3/1Ss4/3S2s a M - - - *"},
          {"d1-d2", "7/7/7/2S4/1S1S3/1S1S3/6s d M - - - *"},
        });
  }

  /**
   * §10 #11 with {@code limitResult=MAJORITY}: the side with more soldiers wins when the limit is
   * reached; equal numbers draw.
   */
  @Test
  void theLimitGoesToTheDefenderWithMoreSoldiersAndIsDrawnWhenEqual() {
    MalhaRules majority = rules("noCaptureLimit", "2", "limitResult", "MAJORITY");
    replay(
        majority,
        "7/7/7/7/7/s6/S1s2s1 d M - - - * 1",
        new String[][] {
          {"c1-b1", "7/7/7/7/7/s6/Ss3s1 - E - - - D:limit 2"},
        });
    replay(
        majority,
        "7/7/7/7/7/s6/S1S2s1 d M - - - * 1",
        new String[][] {
          {"f1-f2", "7/7/7/7/7/s4s1/S1S4 - E - - - =:limit 2"},
        });
  }
}
