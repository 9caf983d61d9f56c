package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.place;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Player;
import org.junit.jupiter.api.Test;

/**
 * QuaternityRules.evaluate's documented terms: a player's share of the active players' strength,
 * where strength is the material it controls (its king included) discounted by the pressure on its
 * king (attacked neighbour squares, check). Each test compares two positions that differ in one
 * term only.
 */
class QuaternityEvaluationTests {
  private static final QuaternityRules RULES = QuaternityFixtures.RULES;
  private static final Player WHITE = QuaternityArmy.WHITE.player();
  private static final Player RED = QuaternityArmy.RED.player();
  private static final Player BLACK = QuaternityArmy.BLACK.player();

  private static double share(Player player, String... pieces) {
    return RULES.evaluate(position(place(pieces) + " w wrbg AAAA - *"), player);
  }

  /** Four lone kings in their corners are four turned copies: a quarter each. */
  @Test
  void fourLoneKingsShareEqually() {
    for (Player p : RULES.players()) {
      assertEquals(0.25, share(p), 1e-12);
    }
  }

  /** More material is more strength: a Black rook raises Black's share and lowers White's. */
  @Test
  void materialRaisesTheShare() {
    assertTrue(share(BLACK, "g6:bR") > share(BLACK));
    assertTrue(share(WHITE, "g6:bR") < share(WHITE));
    assertTrue(share(BLACK, "g6:bQ") > share(BLACK, "g6:bR"), "a queen is worth more than a rook");
    assertTrue(share(BLACK, "g6:bR") > share(BLACK, "g6:bB"), "a rook is worth more than a bishop");
    assertTrue(
        share(BLACK, "g6:bN") > share(BLACK, "g6:bP<"), "a knight is worth more than a pawn");
  }

  /**
   * Pressure: the same Black rook on g7 attacks no king's neighbour; on b7 it attacks b1 and b2
   * next to White's king (and b11, b12 next to Red's), which lowers White's and Red's strength.
   */
  @Test
  void attackedSquaresAroundTheKingLowerTheShare() {
    assertTrue(share(WHITE, "b7:bR") < share(WHITE, "g7:bR"));
    assertTrue(share(RED, "b7:bR") < share(RED, "g7:bR"));
  }

  /**
   * Check: a Black knight on b3 checks White's king a1 and attacks none of its neighbours, unlike
   * the same knight on g7; the check alone lowers White's share.
   */
  @Test
  void aCheckLowersTheShare() {
    assertTrue(share(WHITE, "b3:bN") < share(WHITE, "g7:bN"));
  }

  /**
   * Only off-board or attacked neighbours press: White's king on b2 or on c3 has eight free
   * neighbours (a1 included), so its share is the same on both squares.
   */
  @Test
  void freeNeighboursDoNotPress() {
    assertEquals(share(WHITE, "a1:-", "c3:wK"), share(WHITE, "a1:-", "b2:wK"), 1e-12);
  }
}
