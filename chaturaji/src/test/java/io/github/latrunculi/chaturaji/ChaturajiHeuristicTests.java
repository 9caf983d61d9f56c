package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiFixtures.position;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.rulesOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Player;
import org.junit.jupiter.api.Test;

/**
 * The search estimate of {@link ChaturajiRules#evaluate}: a camp's chance from the material of the
 * two camps, marajas first, the same for both players of a camp.
 */
class ChaturajiHeuristicTests {
  private static final Player RED = ChaturajiArmy.RED.player();
  private static final Player GREEN = ChaturajiArmy.GREEN.player();
  private static final Player YELLOW = ChaturajiArmy.YELLOW.player();
  private static final Player BLACK = ChaturajiArmy.BLACK.player();

  @Test
  void equalMaterialAtTheStartIsAnEvenChance() {
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership");
    for (Player player : rules.players()) {
      assertEquals(0.5, rules.evaluate(rules.initial(), player), 1e-12, player.toString());
    }
  }

  @Test
  void theCampAheadInMaterialHasTheBetterChance() {
    // TV3: Green and Black have a maraja each, a horse and a soldier; Red and Yellow only their
    // marajas and one soldier. Allies share the estimate, and the two camps' estimates add up to 1.
    String tv3 = "chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/4rK3/8/8/3gK4 r - - - 0 12";
    ChaturajiRules rules = rulesOf(tv3);
    ChaturajiPosition position = position(tv3);
    double ry = rules.evaluate(position, RED);
    double gb = rules.evaluate(position, GREEN);
    assertTrue(gb > 0.5 && ry < 0.5, "GB ahead: " + gb + ", RY behind: " + ry);
    assertEquals(ry, rules.evaluate(position, YELLOW), 1e-12);
    assertEquals(gb, rules.evaluate(position, BLACK), 1e-12);
    assertEquals(1.0, ry + gb, 1e-12);
  }

  @Test
  void aMarajaCountsMoreThanAnElephant() {
    // The same board with Black's maraja or Black's elephant taken off: losing the maraja is worse.
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership");
    String board = ChaturajiFixtures.START_BOARD;
    ChaturajiPosition noMaraja =
        position("chaturaji partnership " + board.replace("2bKbE", "3bE") + " r - - b 0 1");
    ChaturajiPosition noElephant =
        position("chaturaji partnership " + board.replace("bKbE", "bK1") + " r - - - 0 1");
    assertTrue(
        rules.evaluate(noMaraja, BLACK) < rules.evaluate(noElephant, BLACK),
        "a camp that lost a maraja is worse off than one that lost an elephant");
    assertTrue(rules.evaluate(noElephant, BLACK) < 0.5);
  }
}
