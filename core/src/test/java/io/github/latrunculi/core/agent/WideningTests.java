package io.github.latrunculi.core.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Progressive widening: how many children a node of the search tree may have. */
class WideningTests {
  @Test
  void aNodeAtTheStartOfATurnMayHaveTwiceTheVisitsToTheExponent() {
    assertEquals(2, MctsAgent.width(0.5, 0, false));
    assertEquals(4, MctsAgent.width(0.5, 2, false));
    assertEquals(5, MctsAgent.width(0.5, 4, false));
    assertEquals(20, MctsAgent.width(0.5, 98, false));
  }

  @Test
  void aNodeInsideATurnWidensWithHalfTheExponentAndNoFactor() {
    assertEquals(1, MctsAgent.width(0.5, 0, true));
    assertEquals(2, MctsAgent.width(0.5, 1, true));
    assertEquals(2, MctsAgent.width(0.5, 14, true));
    assertEquals(3, MctsAgent.width(0.5, 16, true));
    assertEquals(4, MctsAgent.width(0.5, 200, true));
    assertEquals(5, MctsAgent.width(0.5, 300, true));
  }

  @Test
  void withoutWideningEveryChildIsLetIn() {
    assertEquals(Integer.MAX_VALUE, MctsAgent.width(0, 0, false));
    assertEquals(Integer.MAX_VALUE, MctsAgent.width(0, 1000, true));
  }
}
