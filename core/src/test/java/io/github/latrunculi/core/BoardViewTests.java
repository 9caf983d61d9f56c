package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** The board view's answers and its terminal drawing. */
class BoardViewTests {
  private final Player white = new Player(0, "w");
  private final Player red = new Player(1, "r");

  private BoardView view(List<BoardView.Piece> pieces, List<BoardView.Fact> facts) {
    return new BoardView(
        Geometry.of(3, 2), List.of(white, red), List.of(List.of(white), List.of(red)), pieces, List.empty(), facts);
  }

  @Test
  void factsAnswerByKey() {
    BoardView v =
        view(List.empty(), List.of(new BoardView.Fact("phase", "drop"), new BoardView.Fact("toAct", "r")));
    assertEquals(Option.some("drop"), v.fact("phase"));
    assertEquals(Option.some("r"), v.fact("toAct"));
    assertEquals(Option.none(), v.fact("die"));
  }

  @Test
  void cellsAreAsWideAsTheLongestLabelPlusOne() {
    BoardView v =
        view(
            List.of(
                new BoardView.Piece(new Square(0, 0), Option.some(white), "pawn", "wP"),
                new BoardView.Piece(new Square(2, 1), Option.none(), "stone", "o")),
            List.empty());
    assertEquals("2 .   .   o\n1 wP  .   .\n  a   b   c\n", v.toText());
    assertEquals(Option.some("stone"), v.pieceAt(new Square(2, 1)).map(BoardView.Piece::kind));
  }
}
