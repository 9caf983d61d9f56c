package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaFixtures.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * {@link MalhaRules#explainInput}: a refused click or choice gets the rejection of the rule that
 * refuses it (§3 for the setting, §4.5 for chains, §6.3 for the flag, §10 #4 for {@code end}, §7
 * after the end), and nothing where no rule names a reason.
 */
class MalhaRefusedInputTests {
  final MalhaRules rules = MalhaRules.standard();
  static final String AFTER_T05 = MalhaUiTests.AFTER_T05;

  static Input click(String name) {
    return Input.click(Square.parse(name).get());
  }

  String code(MalhaPosition p, List<Input> entered, Input refused) {
    Option<Rejection> why = rules.explainInput(p, entered, refused);
    return why.map(Rejection::codeName).getOrElse("none");
  }

  @Test
  void endWithoutAnOptionalChainIsNothingToEnd() {
    MalhaPosition chain = parse(rules, AFTER_T05);
    assertEquals("NOTHING_TO_END", code(chain, List.empty(), MalhaInputs.END));
    MalhaRules optional = MalhaFixtures.rules("continuation", "OPTIONAL");
    MalhaPosition noChain = parse(optional, MalhaRulesTests.P_START);
    assertEquals(
        "NOTHING_TO_END",
        optional.explainInput(noChain, List.empty(), MalhaInputs.END).get().codeName());
    assertEquals("none", code(chain, List.of(click("d4")), MalhaInputs.END), "end after a click");
  }

  @Test
  void theFlagIsExplainedOnlyAfterAWholeStep() {
    MalhaPosition t23 = parse(rules, MalhaUiTests.T18.replace(" d M ", " a M "));
    assertEquals(
        "FLAG_NOT_ALLOWED", code(t23, List.of(click("b2"), click("b1")), MalhaInputs.FLAG));
    assertEquals("none", code(t23, List.of(click("b2")), MalhaInputs.FLAG));
    assertEquals("none", code(t23, List.empty(), Input.choice("pass", "pass")));
  }

  @Test
  void aClickAfterAWholeStepOrOffTheBoardHasNoRule() {
    MalhaPosition t23 = parse(rules, MalhaUiTests.T18.replace(" d M ", " a M "));
    assertEquals("none", code(t23, List.of(click("b2"), click("b1")), click("c1")));
    assertEquals("none", code(t23, List.empty(), click("h1")));
    assertEquals("none", code(t23, List.of(MalhaInputs.FLAG), click("b1")));
  }

  @Test
  void theSecondSquareOfAPairIsCheckedAsAPair() {
    MalhaPosition t01 = parse(rules, "7/7/7/7/3S3/7/S6 d P - - - *");
    assertEquals("SQUARE_OCCUPIED", code(t01, List.of(click("b2")), click("a1")));
    assertEquals("MALHA_SQUARE", code(t01, List.of(click("b2")), click("d4")));
    assertEquals("SAME_SQUARE", code(t01, List.of(click("b2")), click("b2")));
    assertEquals("none", code(t01, List.empty(), click("b2")), "b2 starts a pair");
  }

  @Test
  void aStepIsCheckedFromItsFirstSquare() {
    MalhaPosition chain = parse(rules, AFTER_T05);
    assertEquals("MUST_CONTINUE", code(chain, List.empty(), click("e3")));
    assertEquals("CONTINUATION_MUST_CAPTURE", code(chain, List.of(click("d4")), click("c4")));
    MalhaPosition t16 = parse(rules, "7/7/7/7/7/S6/s1S2S1 a M - - - *");
    assertEquals("NOT_OWN_SOLDIER", code(t16, List.empty(), click("a1")));
    Rejection enemy = rules.explainInput(t16, List.empty(), click("a1")).get();
    assertTrue(enemy.message().startsWith("a1 holds a soldier of the other side"), enemy.message());
    assertEquals("SQUARE_OCCUPIED", code(t16, List.of(click("a2")), click("a1")));
    assertEquals("NOT_ADJACENT", code(t16, List.of(click("a2")), click("a4")));
  }

  @Test
  void everyInputIsGameOverAtTheEnd() {
    MalhaPosition over = parse(rules, "7/7/7/7/7/1S5/S1S4 - E - - - A:elim");
    assertEquals("GAME_OVER", code(over, List.empty(), click("c1")));
    assertEquals("GAME_OVER", code(over, List.empty(), MalhaInputs.END));
  }
}
