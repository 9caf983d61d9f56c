package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaFixtures.parse;
import static io.github.latrunculi.malha.MalhaFixtures.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.MoveInputs;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * What the user-interface API says in words: the kind and description of each move ({@link
 * MalhaRules#moveInputs}), which names the captured soldiers, what the flag does to the exchange
 * (§6.4), a pass of the blocked side (§5), a pending chain (§4.5) and the end of the game (§7); and
 * the exchange hint of each protocol stage (the view's fact {@code exchangeHint}, §6.3).
 */
class MalhaUiTextTests {
  static final String T18 = "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - *";
  static final String R = "SSssssS/1Ss2sS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS a M - R,e7 - *";
  static final String O1 =
      "SSssssS/1Ss2sS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/SS1SSSS d M - O1,e7,b1 - *";
  static final String C1 =
      "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/SS1SSSS a M - C1,e6,b1 - *";
  static final String O2 =
      "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - O2,e6,b1,a2 - *";

  /** The stages above with the other side to move, as after a pass (§5). */
  static final String R_DEFENDER =
      "SSssssS/1Ss2sS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - R,e7 - *";

  static final String C1_DEFENDER =
      "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/SS1SSSS d M - C1,e6,b1 - *";
  static final String O2_ATTACKER =
      "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS a M - O2,e6,b1,a2 - *";

  @ParameterizedTest(name = "[{0}] {1} {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # options                        | fields                                                               | move   | kind     | description
                                           | S1S1SSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS d P - - - *  | b7,d7  | place    | the Defender places soldiers on b7 and d7; the setting is over
                                           | 7/7/7/7/7/S6/s1S2S1 a M - - - *                                      | c1-b1  | step     | c1-b1; the Defender cannot move and passes
                                           | 7/7/7/7/7/s6/S1s2s1 d M - - - *                                      | c1-b1  | step     | c1-b1; the Attacker cannot move and passes
                                           | 7/7/7/7/7/1S5/Ss1S3 a M - - - *                                      | d1-c1  | capture  | d1-c1 captures b1; the game is over (A:elim)
                                           | 7/7/2SsS2/7/1Ss1S2/7/S5s a M - - - *                                 | e3-d3  | capture  | e3-d3 captures c3
          """
              + "                                 | "
              + C1
              + " | a1-a2  | step     | a1-a2; the exchange is called off\n"
              + "                                 | "
              + T18
              + " | e6-e7! | exchange | e6-e7! requests an exchange with the soldier on e7\n"
              + "                                 | "
              + R
              + " | b2-b1! | exchange | b2-b1! accepts the exchange and offers the soldier on b1\n"
              + "                                 | "
              + O1
              + " | e7-e6! | exchange | e7-e6! confirms the offer of b1\n"
              + "                                 | "
              + C1
              + " | a1-a2! | exchange | a1-a2! offers the soldier on a2 as the second\n"
              + "                                 | "
              + O2
              + " | e6-e7! | exchange | e6-e7! completes the exchange: the Defender soldier on e7 for the Attacker soldiers on b1 and a2\n"
              + """
                                           | s5S/7/7/7/2Ss3/4S2/7 a M - R,d3 - *                                  | e2-e3! | exchange | e2-e3! captures d3; accepts the exchange but captures the requesting soldier, so the exchange ends
                                           | 7/7/7/7/7/7/sS1s3 d M - - - *                                        | d1-c1! | exchange | d1-c1! captures b1; raises the exchange flag; the game is over (D:elim)
          blockedAttackerOwesExchange=true | 7/7/7/7/7/s6/S1s2s1 d M - - - *                                      | c1-b1! | exchange | c1-b1! raises the exchange flag; the game is over (D:block)
          continuation=OPTIONAL            | SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *  | end    | end      | the Attacker ends the capture chain of d4; the turn is over
          """)
  void eachMoveSaysWhatItDoes(
      String options, String fields, String text, String kind, String description) {
    MalhaRules rules = options == null ? MalhaRules.standard() : rules(options.split("="));
    MalhaPosition position = parse(rules, fields);
    MoveInputs inputs =
        rules.moveInputs(position, rules.notation().parseMove(position, text).get());
    assertEquals(kind, inputs.kind());
    assertEquals(description, inputs.description());
  }

  @ParameterizedTest(name = "[{0}] {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # options                      | fields                                                              | what the hint says
                                         | 7/7/7/7/7/7/7 a P - - - *                                           | No exchange during the setting.
                                         | SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - - - *  | No exchange flag in the Attacker's opening turn.
                                         | 7/7/7/7/7/1S5/S1S4 - E - - - A:elim                                 | The game is over.
                                         | SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS1SSSs/Sss1sSS/SsSSssS a M d3 - - *   | Continuation steps never carry the exchange flag; d3 must go on capturing.
          """
              + "                                 | "
              + T18
              + " | Defender: a flagged step by any soldier requests an exchange.\n"
              + "exchangeRequiresUnreachable=RAY  | "
              + T18
              + " | Defender: a flagged step by an unreachable soldier (no Attacker soldier sees it along a line) requests an exchange.\n"
              + "                                 | "
              + R_DEFENDER
              + " | Defender: the request with e7 stands; a flagged step by e7 keeps it, a flagged step by any soldier requests an exchange anew with another soldier.\n"
              + "                                 | "
              + O1
              + " | Defender: a flagged step by e7 confirms the offer of b1; a flagged step by any soldier requests an exchange anew with another soldier; an unflagged step withdraws.\n"
              + "                                 | "
              + C1_DEFENDER
              + " | Defender: the request with e6 stands; a flagged step by e6 keeps it, a flagged step by any soldier requests an exchange anew with another soldier.\n"
              + "                                 | "
              + O2
              + " | Defender: a flagged step by e6 completes the exchange (e6 for b1 and a2); an unflagged step withdraws.\n"
              + "                                 | "
              + R
              + " | Attacker: the Defender requests an exchange with e7; a flagged step accepts and offers the moved soldier, an unflagged step declines.\n"
              + "                                 | "
              + C1
              + " | Attacker: the Defender confirmed b1; a flagged step by another soldier offers it as the second, an unflagged step declines.\n"
              + "                                 | "
              + O2_ATTACKER
              + " | Attacker: no exchange request to accept, so no flag.\n")
  void theExchangeHintExplainsEachStage(String options, String fields, String hint) {
    MalhaRules rules = options == null ? MalhaRules.standard() : rules(options.split("="));
    assertEquals(hint, rules.view(parse(rules, fields)).fact("exchangeHint").get());
  }

  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          7/7/7/7/7/1S5/S1S4 - E - - - A:elim | game over: A:elim
          SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - O2,e6,b1,a2 - * | Defender to move; exchange O2,e6,b1,a2
          7/7/7/7/7/S6/s1S2S1 a M - - - * | Attacker to move
          """)
  void theDiagramStatesTheGameBelowTheBoard(String fields, String state) {
    MalhaRules rules = MalhaRules.standard();
    String[] lines = rules.diagram(parse(rules, fields)).split("\n");
    assertTrue(lines[9].startsWith(state), lines[9]);
  }
}
