package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.Tuple;
import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** Boards: immutable grids of pieces, equal when geometry and pieces are equal. */
class BoardTests {
  private final Geometry g = Geometry.of(3, 2);
  private final Square a1 = new Square(0, 0);
  private final Square c1 = new Square(2, 0);
  private final Square b2 = new Square(1, 1);
  private final Board<String> board =
      Board.<String>empty(g).with(a1, "x").with(b2, "y").with(c1, "x");

  @Test
  void anEmptyBoardHoldsNothing() {
    Board<String> empty = Board.empty(g);
    assertEquals(0, empty.count());
    assertTrue(empty.occupied().isEmpty());
    for (int i = 0; i < g.size(); i++) {
      assertTrue(empty.isEmpty(i));
      assertEquals(Option.none(), empty.at(i));
    }
    assertEquals(g, empty.geometry());
  }

  @Test
  void withPlacesAPieceLeavingTheOriginalUnchanged() {
    assertEquals(Option.some("x"), board.at(a1));
    assertEquals(Option.some("y"), board.at(b2));
    assertFalse(board.isEmpty(g.index(b2)));
    assertTrue(board.isEmpty(g.index(new Square(1, 0))));
    Board<String> replaced = board.with(b2, "z");
    assertEquals(Option.some("z"), replaced.at(b2), "with replaces");
    assertEquals(Option.some("y"), board.at(b2), "the original keeps its piece");
    assertThrows(NullPointerException.class, () -> board.with(a1, null));
  }

  @Test
  void anOffBoardSquareHoldsNothing() {
    assertEquals(Option.none(), board.at(new Square(3, 0)));
    assertEquals(Option.none(), board.at(new Square(0, 2)));
  }

  @Test
  void occupiedListsPiecesInIndexOrderAndCountCountsThem() {
    assertEquals(
        List.of(Tuple.of(a1, "x"), Tuple.of(c1, "x"), Tuple.of(b2, "y")),
        board.occupied().toList());
    assertEquals(3, board.count());
    assertEquals(2, board.count("x"::equals));
    assertEquals(1, board.count("y"::equals));
    assertEquals(0, board.count("z"::equals));
  }

  @Test
  void boardsAreEqualByGeometryAndPieces() {
    Board<String> same = Board.<String>empty(g).with(c1, "x").with(b2, "y").with(a1, "x");
    assertEquals(board, same);
    assertEquals(board.hashCode(), same.hashCode());
    assertNotEquals(board, Board.<String>empty(g).with(a1, "x").with(b2, "y"));
    assertNotEquals(board, board.with(c1, "y"));
    assertNotEquals(Board.empty(g), Board.empty(Geometry.of(2, 3)), "same size, other shape");
    assertNotEquals(board, "x");
    assertEquals(Board.empty(g), Board.empty(g));
  }

  @Test
  void tabulateFillsEverySquareInOnePassLeavingNullsEmpty() {
    Board<String> tabulated = Board.tabulate(g, i -> i == 0 || i == 2 ? "x" : i == 4 ? "y" : null);
    assertEquals(board, tabulated);
    assertEquals(3, tabulated.count());
    assertEquals(Board.<String>empty(g), Board.tabulate(g, i -> null));
  }

  @Test
  void toStringDrawsRankOneAtTheBottom() {
    assertEquals(". y .\nx . x\n", board.toString());
    assertEquals(". .\n. .\n. .\n", Board.empty(Geometry.of(2, 3)).toString());
  }
}
