package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiFixtures.position;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.rulesOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What the Zobrist key covers, as {@link ChaturajiRules} documents it: every field of the §7.1
 * position line (board men with their link and transferred flag, slot, die, commanders, prisoners)
 * except the quiet counter and the turn number. Repetition-free as Chaturaji is, bots still use the
 * key for their transposition tables, so two positions that differ in a covered field must differ
 * in key.
 */
class ChaturajiKeyTests {
  /** Four marajas, one per army, each off its throne: a legal position of the free game. */
  private static final String MARAJAS = "4bK3/8/8/yK7/7rK/8/8/3gK4";

  private static long key(String line) {
    return rulesOf(line).hash(position(line));
  }

  /** Asserts that the lines' keys are pairwise different. */
  private static void assertPairwiseDifferentKeys(String... lines) {
    Map<Long, String> seen = new HashMap<>();
    for (String line : lines) {
      String earlier = seen.put(key(line), line);
      assertEquals(null, earlier, () -> "same key for " + line + " and " + seen.get(key(line)));
    }
  }

  @Test
  void theCountersAreLeftOut() {
    assertEquals(
        key("chaturaji partnership " + MARAJAS + " r - - - 0 5"),
        key("chaturaji partnership " + MARAJAS + " r - - - 7 12"));
  }

  @Test
  void menOnTheSameSquaresButOfAnotherTypeArmyLinkOrFlagGetOtherKeys() {
    assertPairwiseDifferentKeys(
        "chaturaji partnership gH3bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 5",
        "chaturaji partnership gE3bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 5",
        "chaturaji partnership gB3bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 5",
        "chaturaji partnership gB*3bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 5",
        "chaturaji partnership bH3bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 5",
        "chaturaji partnership 4bK3/8/8/yK7/7rK/2rPK5/8/3gK4 r - - - 0 5",
        "chaturaji partnership 4bK3/8/8/yK7/7rK/2rPE5/8/3gK4 r - - - 0 5");
  }

  @Test
  void theSlotIsCovered() {
    assertPairwiseDifferentKeys(
        "chaturaji partnership " + MARAJAS + " r - - - 0 5",
        "chaturaji partnership " + MARAJAS + " g - - - 0 5",
        "chaturaji partnership " + MARAJAS + " y - - - 0 5",
        "chaturaji partnership " + MARAJAS + " b - - - 0 5");
  }

  @Test
  void theDieFieldIsCovered() {
    assertPairwiseDifferentKeys(
        "chaturaji partnership-dice " + MARAJAS + " r ? - - 0 5",
        "chaturaji partnership-dice " + MARAJAS + " r 1 - - 0 5",
        "chaturaji partnership-dice " + MARAJAS + " r 2 - - 0 5",
        "chaturaji partnership-dice " + MARAJAS + " r 3 - - 0 5",
        "chaturaji partnership-dice " + MARAJAS + " r 4 - - 0 5");
  }

  @Test
  void everySetOfCommandersHasItsOwnKey() {
    // At most one commander per camp (§7.1): Red or Yellow, Green or Black.
    assertPairwiseDifferentKeys(
        "chaturaji partnership " + MARAJAS + " r - - - 0 5",
        "chaturaji partnership " + MARAJAS + " r - r - 0 5",
        "chaturaji partnership " + MARAJAS + " r - g - 0 5",
        "chaturaji partnership " + MARAJAS + " r - y - 0 5",
        "chaturaji partnership " + MARAJAS + " r - b - 0 5",
        "chaturaji partnership " + MARAJAS + " r - rg - 0 5",
        "chaturaji partnership " + MARAJAS + " r - rb - 0 5",
        "chaturaji partnership " + MARAJAS + " r - gy - 0 5",
        "chaturaji partnership " + MARAJAS + " r - yb - 0 5");
  }

  @Test
  void everyMultisetOfPrisonersHasItsOwnKey() {
    // A maraja regained by promotion leaves its army's entry among the prisoners (§6.3), so the
    // prisoners may name armies whose marajas are on the board.
    assertPairwiseDifferentKeys(
        "chaturaji partnership " + MARAJAS + " r - - - 0 5",
        "chaturaji partnership " + MARAJAS + " r - - r 0 5",
        "chaturaji partnership " + MARAJAS + " r - - rr 0 5",
        "chaturaji partnership " + MARAJAS + " r - - rrrrr 0 5",
        "chaturaji partnership " + MARAJAS + " r - - g 0 5",
        "chaturaji partnership " + MARAJAS + " r - - y 0 5",
        "chaturaji partnership " + MARAJAS + " r - - b 0 5",
        "chaturaji partnership " + MARAJAS + " r - - bb 0 5",
        "chaturaji partnership " + MARAJAS + " r - - rg 0 5",
        "chaturaji partnership " + MARAJAS + " r - - rgyb 0 5");
  }

  @Test
  void aPlayedMoveGivesTheKeyOfTheLineItLeads() {
    String line = "chaturaji partnership " + MARAJAS + " r - - - 0 5";
    var rules = rulesOf(line);
    var after = rules.play(position(line), "h4-h5").get();
    assertNotEquals(key(line), rules.hash(after));
    assertEquals(key(rules.notation().formatPosition(after)), rules.hash(after));
  }
}
