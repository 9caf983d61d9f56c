package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** Squares: files a to z, ranks 1 to 99, named file letter then rank. */
class SquareTests {
  @Test
  void filesRunFromAToZAndRanksFromOneToNinetyNine() {
    assertEquals("z99", new Square(25, 98).name());
    assertEquals(Option.some(new Square(25, 98)), Square.parse("z99"));
    assertEquals(Option.some(new Square(0, 8)), Square.parse("a9"));
    assertEquals(Option.some(new Square(1, 9)), Square.parse("b10"));
    assertEquals(Option.some(new Square(0, 19)), Square.parse("a20"));
    assertEquals("c3", new Square(2, 2).toString());
  }

  @Test
  void coordinatesOutsideTheAlphabetOrNinetyNineRanksAreRefused() {
    for (int[] bad : new int[][] {{26, 0}, {-1, 0}, {0, 99}, {0, -1}}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> new Square(bad[0], bad[1]));
      assertEquals("no square at file " + bad[0] + ", rank " + bad[1], e.getMessage());
    }
  }

  @Test
  void namesWithCharactersNextToTheLettersOrDigitsAreRefused() {
    // '`' and '{' surround a to z; '/' and ':' surround 0 to 9.
    for (String bad : List.of("`1", "{1", "a/", "a:", "a1:", "a/1", "a100", "b")) {
      assertTrue(Square.parse(bad).isEmpty(), bad);
    }
    assertTrue(Square.parse(null).isEmpty());
  }

  @Test
  void squaresOrderByRankThenFile() {
    Square b1 = new Square(1, 0);
    Square a2 = new Square(0, 1);
    Square b2 = new Square(1, 1);
    assertTrue(b1.compareTo(a2) < 0, "b1 before a2");
    assertTrue(a2.compareTo(b1) > 0, "a2 after b1");
    assertTrue(a2.compareTo(b2) < 0, "a2 before b2");
    assertTrue(b2.compareTo(a2) > 0, "b2 after a2");
    assertEquals(0, b2.compareTo(new Square(1, 1)));
    assertEquals(List.of(b1, a2, b2), List.of(b2, a2, b1).sorted());
  }
}
