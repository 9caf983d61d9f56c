package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaFixtures.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** The noisy moves search agents extend: the steps that remove soldiers. */
class MalhaSearchTests {
  private static final MalhaRules RULES = MalhaFixtures.rules();

  @Test
  void aCapturingStepIsNoisy() {
    // b2-b1 flanks the Defender soldier c1 against d1; no other step of b2 or d1 flanks anything.
    String fields = "6s/7/7/7/7/1S5/2sS3 a M - - - *";
    assertEquals(List.of("b2-a2", "b2-b1", "b2-b3", "b2-c2", "d1-d2", "d1-e1"), legal(fields));
    assertEquals(List.of("b2-b1"), noisy(fields));
  }

  @Test
  void everyStepOfACaptureChainIsNoisy() {
    // After d3-d4 of the rules page's opening the soldier on d4 must go on capturing: d4-d3.
    String fields = "SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *";
    assertEquals(List.of("d4-d3"), noisy(fields));
    assertEquals(legal(fields), noisy(fields));
  }

  @Test
  void theStepThatCompletesAnExchangeIsNoisy() {
    // e6-e7! completes the exchange: e6 and the offered b1 and a2 leave the board. The same step
    // without the flag captures nothing (e7 has only Defender neighbours).
    String fields = "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - O2,e6,b1,a2 - *";
    assertTrue(legal(fields).contains("e6-e7"));
    assertTrue(noisy(fields).contains("e6-e7!"));
    assertFalse(noisy(fields).contains("e6-e7"));
  }

  @Test
  void theRequestOfAnExchangeIsNotNoisy() {
    String fields = "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - *";
    assertTrue(legal(fields).contains("e6-e7!"));
    assertFalse(noisy(fields).contains("e6-e7!"));
  }

  @Test
  void placementsAndFinishedGamesAreNeverNoisy() {
    assertTrue(noisy("7/7/7/7/7/7/7 a P - - - *").isEmpty());
    assertTrue(noisy("7/7/7/7/7/1S5/S1S4 - E - - - A:elim").isEmpty());
  }

  private static List<String> legal(String fields) {
    MalhaPosition position = parse(RULES, fields);
    return RULES
        .legalMoves(position)
        .map(m -> RULES.notation().formatMove(position, m))
        .toList()
        .sorted();
  }

  private static List<String> noisy(String fields) {
    MalhaPosition position = parse(RULES, fields);
    return RULES
        .noisyMoves(position)
        .map(m -> RULES.notation().formatMove(position, m))
        .toList()
        .sorted();
  }
}
