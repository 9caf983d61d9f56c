package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiFixtures.position;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.rulesOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Player;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** What search agents learn from the rules: the camps as allies and the captures as noisy moves. */
class ChaturajiSearchTests {
  private static final Player RED = ChaturajiArmy.RED.player();
  private static final Player GREEN = ChaturajiArmy.GREEN.player();
  private static final Player YELLOW = ChaturajiArmy.YELLOW.player();
  private static final Player BLACK = ChaturajiArmy.BLACK.player();

  /**
   * Red to move: the elephant a4 slides to a3–a1, b4, c4 and takes Green's elephant on d4 (Yellow's
   * maraja on a5 is an ally); the soldier e3 steps to d3 and would take d4 diagonally forward, but
   * a soldier captures only soldiers and boats under the default hierarchy; the maraja h1 steps to
   * g1, g2, h2.
   */
  private static final String CAPTURE =
      "chaturaji partnership 4bK3/8/8/yK7/rE2gE4/4rPK3/8/3gK3rK r - - - 0 12";

  @Test
  void theTwoArmiesOfACampAreAllies() {
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership");
    assertTrue(rules.allied(RED, YELLOW));
    assertTrue(rules.allied(YELLOW, RED));
    assertTrue(rules.allied(GREEN, BLACK));
    assertTrue(rules.allied(BLACK, BLACK));
    assertFalse(rules.allied(RED, GREEN));
    assertFalse(rules.allied(BLACK, YELLOW));
    assertFalse(rules.allied(GREEN, RED));
  }

  @Test
  void theNoisyMovesAreTheCaptures() {
    assertEquals(List.of("a4xd4"), noisy(CAPTURE));
  }

  @Test
  void withoutTheHierarchyTheSoldiersCaptureIsNoisyToo() {
    assertEquals(
        List.of("a4xd4", "e3xd4"),
        noisy(CAPTURE.replace("partnership", "partnership,hierarchy=off")));
  }

  /**
   * Red's only man, the maraja a1, can only take: Green's soldier a2, elephant b1 and horse b2 hem
   * it in. Every legal move is a capture, the first one generated included, so all are noisy.
   */
  @Test
  void whenEveryMoveCapturesEveryMoveIsNoisy() {
    String line = "chaturaji partnership 4bK3/8/8/yK7/8/8/gPKgH6/rKgE1gK4 r - - - 0 12";
    ChaturajiFixtures.assertLegal(line, "a1xa2 a1xb1 a1xb2");
    assertEquals(List.of("a1xa2", "a1xb1", "a1xb2"), noisy(line));
  }

  @Test
  void aThrowIsNeverNoisy() {
    String due = CAPTURE.replace("partnership", "partnership-dice").replace(" r - ", " r ? ");
    assertTrue(noisy(due).isEmpty());
    String elephant = CAPTURE.replace("partnership", "partnership-dice").replace(" r - ", " r 3 ");
    assertEquals(List.of("a4xd4"), noisy(elephant));
  }

  @Test
  void nothingIsNoisyOnceTheGameIsOver() {
    // Camp GB has no man left (both marajas are prisoners): camp RY has won.
    ChaturajiRules rules = rulesOf(CAPTURE);
    ChaturajiPosition position =
        position("chaturaji partnership 8/8/8/yK7/rE7/4rPK3/8/7rK r - - gb 0 12");
    assertTrue(rules.outcome(position).isFinished());
    assertTrue(rules.noisyMoves(position).isEmpty());
  }

  private static List<String> noisy(String line) {
    ChaturajiRules rules = rulesOf(line);
    ChaturajiPosition position = position(line);
    assertTrue(rules.legalMoves(position).containsAll(rules.noisyMoves(position)));
    return rules
        .noisyMoves(position)
        .map(m -> rules.notation().formatMove(position, m))
        .toList()
        .sorted();
  }
}
