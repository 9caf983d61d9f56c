package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** The board view's answers and its terminal drawing. */
class BoardViewTests {
  private final Player white = new Player(0, "w");
  private final Player red = new Player(1, "r");

  private final List<BoardView.Seat> seats =
      List.of(
          new BoardView.Seat(white, "White", "white", Direction.S),
          new BoardView.Seat(red, "Red", "red", Direction.N));

  private BoardView view(List<BoardView.Piece> pieces, List<BoardView.Fact> facts) {
    return new BoardView(
        Geometry.of(3, 2),
        List.of(white, red),
        List.of(List.of(white), List.of(red)),
        pieces,
        List.empty(),
        facts,
        seats);
  }

  @Test
  void factsAnswerByKey() {
    BoardView v =
        view(
            List.empty(),
            List.of(new BoardView.Fact("phase", "drop"), new BoardView.Fact("toAct", "r")));
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

  @Test
  void seatsAnswerByPlayer() {
    BoardView v = view(List.empty(), List.empty());
    assertEquals(Option.some("red"), v.seat(red).map(BoardView.Seat::colour));
    assertEquals(Option.some(Direction.N), v.seat(red).map(BoardView.Seat::side));
    assertEquals(Option.some("White"), v.seat(white).map(BoardView.Seat::displayName));
    assertEquals(Option.none(), v.seat(new Player(2, "g")));
  }

  @Test
  void seatsMustNameThePlayersInTheirOrder() {
    Geometry board = Geometry.of(3, 2);
    List<Player> players = List.of(white, red);
    Seq<Seq<Player>> teams = List.of(List.of(white), List.of(red));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new BoardView(
                board, players, teams, List.empty(), List.empty(), List.empty(), seats.reverse()));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new BoardView(
                board, players, teams, List.empty(), List.empty(), List.empty(), seats.take(1)));
  }

  @Test
  void aPieceIsPlainUnlessItSaysOtherwise() {
    BoardView.Piece plain = new BoardView.Piece(new Square(0, 0), Option.some(white), "rook", "wR");
    assertFalse(plain.royal());
    assertEquals(Option.none(), plain.heading());
    BoardView.Piece pawn =
        new BoardView.Piece(
            new Square(0, 0), Option.some(white), "pawn", "wP^", false, Option.some(Direction.N));
    assertEquals(Option.some(Direction.N), pawn.heading());
    assertTrue(
        new BoardView.Piece(new Square(0, 0), Option.some(white), "king", "wK", true, Option.none())
            .royal());
  }
}
