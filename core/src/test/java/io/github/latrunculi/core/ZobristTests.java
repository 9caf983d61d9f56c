package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Zobrist tables: fixed by seed and size, no zero key, no two features with one key. */
class ZobristTests {
  @Test
  void aTableHasTheRequestedNumberOfKeys() {
    assertEquals(75, new Zobrist(1, 75).size());
    assertEquals(0, new Zobrist(1, 0).size());
  }

  @Test
  void theSeedFixesEveryKey() {
    Zobrist a = new Zobrist(42, 300);
    Zobrist b = new Zobrist(42, 300);
    Zobrist longer = new Zobrist(42, 400);
    for (int i = 0; i < 300; i++) {
      assertEquals(a.key(i), b.key(i), "key " + i);
      assertEquals(a.key(i), longer.key(i), "a longer table starts with the same keys");
    }
    assertNotEquals(a.key(0), new Zobrist(43, 300).key(0), "another seed, other keys");
  }

  @Test
  void everyKeyIsNonZeroAndDistinct() {
    Zobrist table = new Zobrist(7, 5000);
    Set<Long> seen = new HashSet<>();
    for (int i = 0; i < table.size(); i++) {
      long key = table.key(i);
      assertNotEquals(0L, key, "key " + i);
      assertEquals(true, seen.add(key), "key " + i + " repeats an earlier key");
    }
  }
}
