package io.github.latrunculi.core.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** {@link SquareSet} against a {@link TreeSet} of the same squares, across word boundaries. */
class SquareSetTests {
  @Test
  void wordsCoverTheBoardAndRefuseLargerBoards() {
    assertEquals(1, SquareSet.words(49));
    assertEquals(1, SquareSet.words(64));
    assertEquals(2, SquareSet.words(65));
    assertEquals(2, SquareSet.words(100));
    assertEquals(3, SquareSet.words(144));
    assertEquals(3, SquareSet.words(SquareSet.MAX_SQUARES));
    assertEquals(1, SquareSet.words(1));
    assertThrows(IllegalArgumentException.class, () -> SquareSet.words(193));
    assertThrows(IllegalArgumentException.class, () -> SquareSet.words(0));
  }

  @Test
  void membershipCountOrderAndSelectionMatchATreeSet() {
    SplittableRandom random = new SplittableRandom(11);
    for (int round = 0; round < 500; round++) {
      long[] set = new long[SquareSet.words(144)];
      TreeSet<Integer> model = new TreeSet<>();
      for (int op = 0; op < 60; op++) {
        int square = random.nextInt(144);
        switch (random.nextInt(3)) {
          case 0 -> {
            SquareSet.add(set, square);
            model.add(square);
          }
          case 1 -> {
            SquareSet.remove(set, square);
            model.remove(square);
          }
          default -> {
            SquareSet.toggle(set, square);
            if (!model.remove(square)) {
              model.add(square);
            }
          }
        }
      }
      assertEquals(model.size(), SquareSet.count(set));
      assertEquals(model.isEmpty() ? -1 : model.first(), SquareSet.lowest(set));
      int k = 0;
      for (int square : model) {
        assertTrue(SquareSet.contains(set, square));
        assertEquals(square, SquareSet.select(set, k++));
      }
      for (int square = 0; square < 144; square++) {
        assertEquals(model.contains(square), SquareSet.contains(set, square), "square " + square);
      }
      int size = model.size();
      assertThrows(IllegalArgumentException.class, () -> SquareSet.select(set, size));
    }
  }

  @Test
  void theLowestSquareIsFoundInAnyWordAndAnEmptySetHasNone() {
    long[] set = new long[3];
    assertEquals(-1, SquareSet.lowest(set));
    SquareSet.add(set, 140);
    assertEquals(140, SquareSet.lowest(set));
    SquareSet.add(set, 64);
    assertEquals(64, SquareSet.lowest(set));
    assertEquals(140, SquareSet.select(set, 1));
  }

  @Test
  void aSetInsideATableIsAddressedFromItsFirstWord() {
    long[] table = new long[3 * 2];
    SquareSet.add(table, 2, 70);
    assertTrue(SquareSet.contains(table, 2, 70));
    assertFalse(SquareSet.contains(table, 0, 70));
    assertEquals(1L << 6, table[3], "square 70 is bit 6 of the second word of the set at 2");
    SquareSet.toggle(table, 2, 0);
    assertTrue(SquareSet.contains(table, 2, 0));
    SquareSet.toggle(table, 2, 0);
    assertFalse(SquareSet.contains(table, 2, 0));
    SquareSet.toggle(table, 2, 130);
    assertEquals(1L << 2, table[4], "square 130 is bit 2 of the third word of the set at 2");
    SquareSet.toggle(table, 2, 130);
    assertEquals(0, table[4]);
    SquareSet.remove(table, 2, 70);
    assertEquals(0, table[3]);
    assertEquals(1, SquareSet.word(70));
    assertEquals(1L << 6, SquareSet.bit(70));
  }
}
