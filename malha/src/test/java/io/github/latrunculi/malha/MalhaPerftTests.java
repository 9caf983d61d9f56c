package io.github.latrunculi.malha;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.agent.Perft;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft counts. The dossier gives no perft table, so every count below is derived by hand from its
 * rules; the source column says how.
 *
 * <p>Setting counts: 48 squares besides d4 give C(48,2) = 1128 pairs, of which C(44,2) = 946 avoid
 * the four malha-adjacent squares, so the Attacker's constrained first pair has 182 choices; the
 * Defender then has C(46,2) = 1035 pairs, and the Attacker's second pair C(44,2) = 946. Under
 * EACH_SIDE the Defender's first pair must touch the malha too: after the 6 Attacker pairs on two
 * malha-adjacent squares it has 1035 − C(44,2) = 89 choices, after the 176 pairs on one it has 1035
 * − C(43,2) = 132, so 6 × 89 + 176 × 132 = 23766.
 *
 * <p>Opening depth 4 (T07/T08): after {@code d3-d4 d4-d3} the chain branches. After {@code d3-c3}
 * (c2 captured) the soldier on c3 has one capturing step, {@code c3-c2} (against b2; c4 and d3
 * capture nothing because d2 is gone). After {@code d3-d2} the turn ends and the Defender's only
 * steps are {@code c2-c3} and {@code e1-e2}, each also flagged: 4. Total 1 + 4 = 5.
 */
class MalhaPerftTests {
  @ParameterizedTest(name = "{0} {1} depth {3} = {4}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # source                              | options                  | fields                                                                | depth | leaves
          dossier §3.2, §3.4: 182 first pairs   |                          | 7/7/7/7/7/7/7 a P - - - *                                             | 1     | 182
          dossier §3.3: 182 x 1035              |                          | 7/7/7/7/7/7/7 a P - - - *                                             | 2     | 188370
          dossier §3.3: 182 x 1035 x 946        |                          | 7/7/7/7/7/7/7 a P - - - *                                             | 3     | 178198020
          dossier §10 #1 FREE: C(48,2)          | openingPair=FREE         | 7/7/7/7/7/7/7 a P - - - *                                             | 1     | 1128
          dossier §10 #1 FREE: 1128 x 1035      | openingPair=FREE         | 7/7/7/7/7/7/7 a P - - - *                                             | 2     | 1167480
          dossier §10 #1 EACH_SIDE              | openingPair=EACH_SIDE    | 7/7/7/7/7/7/7 a P - - - *                                             | 2     | 23766
          dossier T04: only d3-d4               |                          | SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - - - *   | 1     | 1
          dossier T05: d4 continues only to d3  |                          | SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - - - *   | 2     | 1
          dossier T07/T08: branches c3 and d2   |                          | SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - - - *   | 3     | 2
          hand count below, from T07/T08      |                          | SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - - - *   | 4     | 5
          dossier T14: four steps into d4       |                          | sssssss/sssssss/ssSSSss/ssS1Sss/sSSSSSs/SSSSSSS/SSSSSSS a O - - - *   | 1     | 4
          dossier T14/T15: 0 + 3 x (step, step!) |                         | sssssss/sssssss/ssSSSss/ssS1Sss/sSSSSSs/SSSSSSS/SSSSSSS a O - - - *   | 2     | 6
          dossier T16: a2 2, c1 3, f1 3 steps   |                          | 7/7/7/7/7/S6/s1S2S1 a M - - - *                                       | 1     | 8
          dossier T18: 14 Defender steps x 2    |                          | SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - *    | 1     | 28
          """)
  void perft(String source, String options, String fields, int depth, long leaves) {
    MalhaRules rules =
        options == null ? MalhaRules.standard() : MalhaFixtures.rules(options.split("="));
    MalhaPosition start = MalhaFixtures.parse(rules, fields);
    assertEquals(leaves, Perft.count(rules, start, depth), source);
  }
}
