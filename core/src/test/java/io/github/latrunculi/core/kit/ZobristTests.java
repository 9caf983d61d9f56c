package io.github.latrunculi.core.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Zobrist layouts: blocks drawn in order from one seed, no zero key, no two features with one key.
 */
class ZobristTests {
  @Test
  void aBlockHasItsNameAndSize() {
    Zobrist layout = Zobrist.layout(1);
    Zobrist.Block side = layout.block("side", 4);
    assertEquals("side", side.name());
    assertEquals(4, side.size());
    assertEquals("side[4]", side.toString());
    Zobrist.Block table = layout.block("piece-square", 3, 5);
    assertEquals(15, table.size());
    assertEquals("piece-square[15]", table.toString());
    assertEquals(0, layout.block("none", 0).size());
  }

  @Test
  void theSeedAndTheBlocksFixEveryKey() {
    Zobrist.Block a = Zobrist.layout(42).block("a", 300);
    Zobrist.Block b = Zobrist.layout(42).block("b", 300);
    for (int i = 0; i < 300; i++) {
      assertEquals(a.key(i), b.key(i), "key " + i);
    }
    assertNotEquals(
        a.key(0), Zobrist.layout(43).block("a", 300).key(0), "another seed, other keys");
  }

  @Test
  void laterBlocksContinueTheSameDraw() {
    Zobrist.Block whole = Zobrist.layout(5).block("whole", 10);
    Zobrist split = Zobrist.layout(5);
    Zobrist.Block first = split.block("first", 4);
    Zobrist.Block second = split.block("second", 6);
    for (int i = 0; i < 4; i++) {
      assertEquals(whole.key(i), first.key(i));
    }
    for (int i = 0; i < 6; i++) {
      assertEquals(whole.key(4 + i), second.key(i));
    }
  }

  @Test
  void aTableBlockIsReadRowByRow() {
    Zobrist.Block flat = Zobrist.layout(9).block("flat", 12);
    Zobrist.Block table = Zobrist.layout(9).block("table", 3, 4);
    for (int row = 0; row < 3; row++) {
      for (int column = 0; column < 4; column++) {
        assertEquals(flat.key(row * 4 + column), table.key(row, column), row + "," + column);
        assertEquals(flat.key(row * 4 + column), table.key(row * 4 + column));
      }
    }
  }

  @Test
  void everyKeyIsNonZeroAndDistinct() {
    Zobrist.Block block = Zobrist.layout(7).block("all", 5000);
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < block.size(); i++) {
      long key = block.key(i);
      assertNotEquals(0L, key, "key " + i);
      assertTrue(seen.add(key), "key " + i + " repeats an earlier key");
    }
  }
}
