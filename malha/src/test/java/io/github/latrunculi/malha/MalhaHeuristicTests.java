package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaFixtures.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Player;
import org.junit.jupiter.api.Test;

/**
 * The search heuristic as {@link MalhaHeuristic} documents it: the Attacker's chance grows with its
 * soldier balance and mobility, falls with its soldiers open to capture and with each stage the
 * exchange reaches; the Defender's chance is the complement; during the setting only soldiers and
 * the exchange count. Each test compares positions that differ in one term.
 */
class MalhaHeuristicTests {
  final MalhaRules rules = MalhaRules.standard();
  static final Player ATTACKER = MalhaSide.ATTACKER.player();
  static final Player DEFENDER = MalhaSide.DEFENDER.player();

  double attacker(String fields) {
    return rules.evaluate(parse(rules, fields), ATTACKER);
  }

  @Test
  void theDefendersChanceIsTheComplementAndEqualSidesAreEven() {
    MalhaPosition t18 = parse(rules, MalhaUiTextTests.T18);
    assertEquals(1.0, rules.evaluate(t18, ATTACKER) + rules.evaluate(t18, DEFENDER), 1e-12);
    assertEquals(0.5, rules.evaluate(rules.initial(), ATTACKER), 1e-12);
    assertEquals(0.5, rules.evaluate(rules.initial(), DEFENDER), 1e-12);
  }

  @Test
  void moreSoldiersRaiseTheSidesChance() {
    assertTrue(
        attacker("7/7/7/7/3S3/7/S6 d P - - - *") > 0.5, "two Attacker soldiers, no Defender");
    assertTrue(attacker("7/7/7/7/7/7/s6 - E - - - D:elim") < 0.5);
    assertTrue(
        attacker("7/7/7/2S4/7/7/s5S a M - - - *") > attacker("7/7/7/2S4/7/7/s6 a M - - - *"),
        "a third soldier of the same mobility");
  }

  @Test
  void duringTheSettingOnlySoldiersCount() {
    // The same counts; on d3 and a1 the Attacker has 5 steps, on a1 and b1 only 3.
    assertEquals(
        attacker("7/7/7/7/3S3/7/S6 d P - - - *"), attacker("7/7/7/7/7/7/SS5 d P - - - *"), 1e-12);
  }

  @Test
  void mobilityCounts() {
    // One soldier a side, none open: on d4 the Attacker has 4 steps, in the corner g7 only 2.
    assertTrue(attacker("7/7/7/3S3/7/7/s6 a M - - - *") > attacker("6S/7/7/7/7/7/s6 a M - - - *"));
    // The same for the Defender.
    assertTrue(attacker("7/7/7/3s3/7/7/S6 a M - - - *") < attacker("6s/7/7/7/7/7/S6 a M - - - *"));
  }

  @Test
  void aSoldierOpenToCaptureCountsAgainstItsSide() {
    // The Attacker's c4 has b4 on one side and d4 empty on the other, which d5 can step into; with
    // f6 instead of d5 nothing is open. Both boards give each side the same steps (3 and 7).
    assertTrue(
        attacker("7/7/3s3/1sS4/7/7/7 a M - - - *") < attacker("7/5s1/7/1sS4/7/7/7 a M - - - *"));
    // Colours swapped: the Defender's c4 is open.
    assertTrue(
        attacker("7/7/3S3/1Ss4/7/7/7 a M - - - *") > attacker("7/5S1/7/1Ss4/7/7/7 a M - - - *"));
  }

  @Test
  void eachStageOfTheExchangeFavoursTheDefenderMore() {
    String board = "7/7/7/2Ss3/7/7/s3S2 a M - ";
    double none = attacker(board + "- - *");
    double requested = attacker(board + "R,d4 - *");
    double offered = attacker(board + "O1,d4,c4 - *");
    double confirmed = attacker(board + "C1,d4,c4 - *");
    double second = attacker(board + "O2,d4,c4,e1 - *");
    assertTrue(none > requested, "R");
    assertTrue(requested > offered, "O1");
    assertTrue(offered > confirmed, "C1");
    assertTrue(confirmed > second, "O2");
  }

  /**
   * The advantage the logistic function is applied to, measured against a setting position whose
   * advantage is its soldier difference alone (two Attacker soldiers, no Defender one): the
   * logistic's log-odds are proportional to the advantage, so their ratio needs no slope.
   */
  double advantage(String fields) {
    double reference = attacker("7/7/7/7/3S3/7/S6 d P - - - *");
    return 2 * logOdds(attacker(fields)) / logOdds(reference);
  }

  static double logOdds(double p) {
    return Math.log(p / (1 - p));
  }

  @Test
  void duringTheSettingTheSoldierDifferenceCounts() {
    // Four Attacker soldiers and two Defender ones: as much advantage as two against none.
    assertEquals(2, advantage("7/7/7/7/2sS3/1s5/SSS4 d P - - - *"), 1e-9);
  }

  /**
   * The package documentation's terms by hand: the soldier difference, plus 0.04 per step more than
   * the Defender, minus 0.35 per open soldier more than the Defender's.
   */
  @Test
  void theAdvantageAddsSoldiersMobilityAndOpenSoldiersAsDocumented() {
    // a2 has a3 and b2 (2 steps), a1 has b1, b3 has b2, b4, a3, c3 (5): a2 is open, the Defender
    // on a1 beneath it and a3 empty with b3 next to it. -1 + 0.04 (2 - 5) - 0.35 (1 - 0).
    assertEquals(-1.47, advantage("7/7/7/7/1s5/S6/s6 a M - - - *"), 1e-9);
    // The Defender's a2 is open to b1 stepping into a1 under the Attacker's a3; steps a3: a4, b3;
    // b1: a1, c1, b2 (5), a2: a1, b2 (2). 2 - 1 + 0.04 (5 - 2) - 0.35 (0 - 1).
    assertEquals(1.47, advantage("7/7/7/7/S6/s6/1S5 a M - - - *"), 1e-9);
    // The Defender's b2 is open to a1 stepping into b1 under b3; steps a1: a2, b1; b3: a3, c3, b4
    // (5), b2: a2, c2, b1 (3). 2 - 1 + 0.04 (5 - 3) - 0.35 (0 - 1).
    assertEquals(1.43, advantage("7/7/7/7/1S5/1s5/S6 a M - - - *"), 1e-9);
    // No soldier has an enemy next to it, so none is open; b7 and e7 have 3 steps each, d3 has 4.
    // 2 - 1 + 0.04 (6 - 4).
    assertEquals(1.08, advantage("1S2S2/7/7/7/3s3/7/7 a M - - - *"), 1e-9);
  }

  @Test
  void aStepIntoTheCornerIsMobility() {
    // a2 has a1, a3 and b2; g7 has f7 and g6. 0.04 (3 - 2).
    assertEquals(0.04, advantage("6s/7/7/7/7/S6/7 a M - - - *"), 1e-9);
  }
}
