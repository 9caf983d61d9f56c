package io.github.latrunculi.malha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The position line of dossier §8.1 field by field: the syntax of each field, and the validity
 * checks a parser makes besides syntax (d4 empty and pairs in order during the setting, at most 24
 * soldiers a side, phase O only for the Attacker, the squares named in the continuation, exchange
 * and safe fields holding the right soldiers, result {@code *} exactly while the phase is not E,
 * results that fit the board and the options). Each refused line breaks exactly one rule, and the
 * message names that rule.
 */
class MalhaPositionLineTests {
  /** Two soldiers a side: c4 and e1 Attacker, d4 and a1 Defender. */
  static final String TWO_EACH = "7/7/7/2Ss3/7/7/s3S2";

  static MalhaRules rules(String options) {
    return options == null ? MalhaRules.standard() : MalhaFixtures.rules(options.split("[=;]"));
  }

  static Either<Rejection, MalhaPosition> parse(MalhaRules rules, String fields) {
    return rules.notation().parsePosition("malha " + rules.variantName() + " " + fields);
  }

  @ParameterizedTest(name = "[{0}] {1}: {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # options                      | fields                                                          | the rule the message names
                                         | SSSSSSS/SSSSSSS/SSSSSSS/SSSS3/7/7/s6 a M - - - *                  | at most 24 soldiers
                                         | sssssss/sssssss/sssssss/ssss3/7/7/S6 a M - - - *                  | at most 24 soldiers
                                         | 7/7/7/2Ss3/7/7/s3S2 - E - - - *                                   | the result is * exactly while the phase is not E
                                         | 7/7/7/2Ss3/7/7/s3S2 - M - - - *                                   | the side field is - exactly when the game is over
                                         | 7/7/7/2Ss3/7/7/s3S2 a M - - d4 *                                  | the safe field must be -
          noCaptureLimit=5               | 7/7/7/2Ss3/7/7/s3S2 a M - - - * 6                                 | exceeds noCaptureLimit
          noCaptureLimit=5               | 7/7/7/2Ss3/7/7/s3S2 a M - - - * 5                                 | has reached noCaptureLimit
                                         | 7/7/7/7/7/7/7 a P a1 - - *                                        | during the setting the continuation, exchange and safe fields are -
                                         | 7/7/7/7/7/7/7 a P - R,a1 - *                                      | during the setting the continuation, exchange and safe fields are -
          settingImmunity=UNTIL_MOVED    | 7/7/7/7/7/7/7 a P - - a1 *                                        | during the setting the continuation, exchange and safe fields are -
          noCaptureLimit=5               | 7/7/7/7/7/7/7 a P - - - * 1                                       | during the setting the continuation, exchange and safe fields are -
                                         | 7/7/7/3S3/7/7/S6 d P - - - *                                      | d4 (the malha) stays empty
                                         | 7/7/7/7/7/7/7 d P - - - *                                         | the setting goes in pairs, Attacker first
                                         | 7/7/7/7/3S3/7/S6 a P - - - *                                      | the setting goes in pairs, Attacker first
                                         | 7/7/7/7/3S3/7/SS1S3 d P - - - *                                   | the setting goes in pairs, Attacker first
                                         | SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a P - - - * | all 48 soldiers are placed
                                         | 7/7/7/7/7/1S5/S1S4 - E c1 - - A:elim                              | a finished game has no continuation, exchange or safe list
                                         | 7/7/7/7/7/1S5/S1S4 - E - R,a1 - A:elim                            | a finished game has no continuation, exchange or safe list
          settingImmunity=UNTIL_MOVED    | 7/7/7/7/7/1S5/S1S4 - E - - a1 A:elim                              | a finished game has no continuation, exchange or safe list
                                         | 7/7/7/2Ss3/7/7/s3S2 - E - - - A:elim                              | does not fit the board
          bothEliminated=DRAW            | 7/7/7/7/7/7/7 - E - - - A:elim                                    | does not fit the board
                                         | 7/7/7/2Ss3/7/7/s3S2 - E - - - D:elim                              | does not fit the board
                                         | 7/7/7/7/7/7/7 - E - - - D:elim                                    | does not fit the board
                                         | 7/7/7/7/7/7/7 - E - - - =:elim                                    | does not fit the board
          bothEliminated=DRAW            | 7/7/7/7/7/7/S6 - E - - - =:elim                                   | does not fit the board
                                         | 7/7/7/7/7/7/S5s - E - - - A:limit                                 | does not fit the board
          noCaptureLimit=5               | 7/7/7/7/7/S6/S5s - E - - - A:limit 5                              | does not fit the board
          noCaptureLimit=5;limitResult=MAJORITY | 7/7/7/2Ss3/7/7/s3S2 - E - - - A:limit 5                    | does not fit the board
                                         | 7/7/7/7/7/7/S5s - E - - - D:limit                                 | does not fit the board
          noCaptureLimit=5               | 7/7/7/7/7/s6/S5s - E - - - D:limit 5                              | does not fit the board
          noCaptureLimit=5;limitResult=MAJORITY | 7/7/7/2Ss3/7/7/s3S2 - E - - - D:limit 5                    | does not fit the board
                                         | 7/7/7/7/7/7/S5s - E - - - =:limit                                 | does not fit the board
          noCaptureLimit=5;limitResult=MAJORITY | 7/7/7/7/7/S6/S5s - E - - - =:limit 5                       | does not fit the board
                                         | 7/7/7/7/7/7/s5s a M - - - *                                       | a side without soldiers has lost
                                         | 7/7/7/7/7/7/S5S d M - - - *                                       | a side without soldiers has lost
                                         | SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS d O - - - * | phase O is the Attacker's first turn
                                         | SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - R,b7 - * | phase O is the Attacker's first turn
          settingImmunity=UNTIL_MOVED    | 7/7/7/2S4/1SsS3/7/2S3s a M - - a1 *                               | the safe list names a1, which is empty
                                         | 7/7/7/2Ss3/7/7/s3S2 a M - R,e1 - *                                | names e1 as the Defender's soldier
                                         | 7/7/7/2Ss3/7/7/s3S2 a M - R,b1 - *                                | names b1 as the Defender's soldier
                                         | 7/7/7/2Ss3/7/7/s3S2 a M - O1,d4,a1 - *                            | an offered Attacker soldier on a square without one
                                         | 7/7/7/2Ss3/7/7/s3S2 a M - C1,d4,b1 - *                            | an offered Attacker soldier on a square without one
                                         | 7/7/7/2Ss3/7/7/s3S2 a M - O2,d4,c4,a1 - *                         | an offered Attacker soldier on a square without one
                                         | 7/7/7/2Ss3/7/7/s3S2 a M - O2,d4,c4,c4 - *                         | the two offered Attacker soldiers must be different
                                         | 7/7/7/2Ss3/7/7/s3S2 a M e1 - - *                                  | the continuation square e1 must hold a soldier of the side to move that can capture again
                                         | 7/7/7/3s1sS/7/7/S6 a M d4 - - *                                   | the continuation square d4 must hold a soldier of the side to move that can capture again
                                         | 7/7/7/7/7/S6/sS3S1 d M - - - *                                    | the side to move has no legal step
          """)
  void aLineThatBreaksAValidityRuleIsImpossible(String options, String fields, String rule) {
    Either<Rejection, MalhaPosition> parsed = parse(rules(options), fields);
    assertTrue(parsed.isLeft(), () -> "accepted " + fields);
    assertEquals("IMPOSSIBLE_POSITION", parsed.getLeft().codeName(), parsed.getLeft().message());
    assertTrue(
        parsed.getLeft().message().contains(rule),
        () -> "another rule: " + parsed.getLeft().message());
  }

  /**
   * Lines that keep every rule, next to the refused ones above: 24 soldiers a side, both sides gone
   * after an exchange (T25), each result that fits its board and options, a pending chain, offers
   * held by either side to move (passes, §8.1), the quiet-ply count one below the limit.
   */
  @ParameterizedTest(name = "[{0}] {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # options                              | fields
                                                 | SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - - - *
                                                 | S1S1SSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS d P - - - *
                                                 | 7/7/7/7/3S3/7/S6 d P - - - *
                                                 | 7/7/7/7/7/7/7 - E - - - A:elim
          bothEliminated=DRAW                    | 7/7/7/7/7/7/7 - E - - - =:elim
          bothEliminated=DRAW                    | 7/7/7/7/7/7/S6 - E - - - A:elim
                                                 | 7/7/7/7/7/7/s6 - E - - - D:elim
                                                 | 7/7/7/2Ss3/7/7/s3S2 - E - - - D:block
                                                 | 7/7/7/2Ss3/7/7/s3S2 - E - - - A:resign
                                                 | 7/7/7/2Ss3/7/7/s3S2 - E - - - D:resign
          noCaptureLimit=5                       | 7/7/7/7/7/S6/S5s - E - - - =:limit 5
          noCaptureLimit=5;limitResult=MAJORITY  | 7/7/7/7/7/S6/S5s - E - - - A:limit 5
          noCaptureLimit=5;limitResult=MAJORITY  | 7/7/7/7/7/s6/S5s - E - - - D:limit 5
          noCaptureLimit=5;limitResult=MAJORITY  | 7/7/7/2Ss3/7/7/s3S2 - E - - - =:limit 5
          noCaptureLimit=5                       | 7/7/7/2Ss3/7/7/s3S2 a M - - - * 4
                                                 | 7/7/7/2Ss3/7/7/s3S2 a M - O2,d4,c4,e1 - *
                                                 | 7/7/7/2Ss3/7/7/s3S2 d M - C1,d4,c4 - *
                                                 | 4S2/4s2/7/4S2/7/7/s6 a M e4 - - *
          settingImmunity=UNTIL_MOVED            | 7/7/7/2S4/1SsS3/7/2S3s a M - - c3 *
          """)
  void aLineThatKeepsEveryRuleIsAccepted(String options, String fields) {
    MalhaRules rules = rules(options);
    Either<Rejection, MalhaPosition> parsed = parse(rules, fields);
    assertTrue(parsed.isRight(), () -> "refused " + fields + ": " + parsed.getLeft());
    assertEquals(
        "malha " + rules.variantName() + " " + fields,
        rules.notation().formatPosition(parsed.get()));
  }

  @ParameterizedTest(name = "[{0}] {1}: {2}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # options          | fields                            | the field the message names
                             | 7/7/7/7/7/7/7 ad P - - - *        | side field 'ad'
                             | 7/7/7/7/7/7/7 a PM - - - *        | phase field 'PM'
                             | 7/7/7/7/7/7/7 a P z9 - - *        | continuation field 'z9'
                             | 7/7/7/7/7/7/7 a P - R - *         | exchange field 'R' is not
                             | 7/7/7/7/7/7/7 a P - R,a1,a2 - *   | exchange field 'R,a1,a2' is not
                             | 7/7/7/7/7/7/7 a P - O1,a1 - *     | exchange field 'O1,a1' is not
                             | 7/7/7/7/7/7/7 a P - C1,a1,a2,a3 - * | exchange field 'C1,a1,a2,a3' is not
                             | 7/7/7/7/7/7/7 a P - O2,a1,a2 - *  | exchange field 'O2,a1,a2' is not
                             | 7/7/7/7/7/7/7 a P - -,a1 - *      | exchange field '-,a1' is not
                             | 7/7/7/7/7/7/7 a P - R,h1 - *      | h1' is not a square
                             | 7/7/7/7/7/7/7 a P - O1,a1,a8 - *  | a8' is not a square
                             | 7/7/7/7/7/7/7 a P - - a1,z1 *     | z1' is not a square
                             | 7/7/7/7/7/7/7 a P - - b1,a1 *     | must list distinct squares in ascending order
                             | 7/7/7/7/7/7/7 a P - - a1,a1 *     | must list distinct squares in ascending order
          noCaptureLimit=5   | 7/7/7/7/7/7/7 a P - - - * x       | quiet-ply field 'x'
          noCaptureLimit=5   | 7/7/7/7/7/7/7 a P - - - *         | fields after the variant, not 8
                             | 7/7/7/7/7/7/7  a P - - - *        | fields after the variant, not 7
          """)
  void aFieldThatBreaksTheSyntaxIsMalformed(String options, String fields, String field) {
    Either<Rejection, MalhaPosition> parsed = parse(rules(options), fields);
    assertTrue(parsed.isLeft(), () -> "accepted " + fields);
    assertEquals("MALFORMED_POSITION", parsed.getLeft().codeName(), parsed.getLeft().message());
    assertTrue(
        parsed.getLeft().message().contains(field),
        () -> "another field: " + parsed.getLeft().message());
  }

  @Test
  void aMissingOrHeadlessLineIsMalformed() {
    MalhaRules rules = MalhaRules.standard();
    assertEquals("MALFORMED_POSITION", rules.notation().parsePosition(null).getLeft().codeName());
    assertEquals(
        "MALFORMED_POSITION", rules.notation().parsePosition("malha").getLeft().codeName());
    assertEquals(
        "MALFORMED_POSITION",
        rules.notation().parsePosition("malha standard").getLeft().codeName());
  }

  /**
   * The count of fields is stated: seven after the variant by default (§8.1), and how many came.
   */
  @Test
  void aLineWithTheWrongNumberOfFieldsSaysHowManyItNeeds() {
    MalhaRules rules = MalhaRules.standard();
    assertEquals(
        "the line has 0 fields after the variant, not 7",
        rules.notation().parsePosition("malha standard").getLeft().message());
    assertEquals(
        "the line has 8 fields after the variant, not 7",
        parse(rules, "7/7/7/7/7/7/7  a P - - - *").getLeft().message());
  }

  @Test
  void theSideAndPhaseLettersAreRead() {
    MalhaRules rules = MalhaRules.standard();
    MalhaPosition over = parse(rules, "7/7/7/7/7/7/s6 - E - - - D:elim").get();
    assertTrue(over.sideToMove().isEmpty());
    assertEquals(MalhaPhase.ENDED, over.phase());
    MalhaPosition defender = parse(rules, "7/7/7/7/3S3/7/S6 d P - - - *").get();
    assertEquals(MalhaSide.DEFENDER, defender.sideToMove().get());
    assertEquals(MalhaPhase.PLACEMENT, defender.phase());
  }
}
