package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The board view of a position for user interfaces and the terminal diagram: amazons ({@code
 * amazon}, labels {@code A a}) and stones ({@code stone}, {@code S s}) with their owners, neutral
 * stones ({@code neutral}, {@code N}) with none, no marks, and the facts {@code phase}, {@code
 * toAct}, {@code stones1}, {@code stones2}, {@code neutralStones} and, once the game is over,
 * {@code result}. No piece is royal. Player 1 is drawn white and sits south, player 2 black and
 * north.
 */
final class AmazonsflipDiagram {
  private static final String[] COLOURS = {"white", "black"};
  private static final Direction[] SIDES = {Direction.S, Direction.N};

  private AmazonsflipDiagram() {}

  /** The view of a position whose outcome is {@code outcome}. */
  static BoardView view(AmazonsflipPosition position, Outcome outcome) {
    byte[] cells = position.cells();
    Vector<BoardView.Piece> pieces = Vector.empty();
    for (int i = 0; i < AmazonsflipPosition.SIZE; i++) {
      if (cells[i] != 0) {
        AmazonsflipPiece piece = AmazonsflipPiece.ofCode(cells[i]);
        Option<Player> owner = piece.owner().map(AmazonsflipContext::player);
        String kind =
            piece.isAmazon()
                ? "amazon"
                : piece == AmazonsflipPiece.NEUTRAL_STONE ? "neutral" : "stone";
        pieces =
            pieces.append(
                new BoardView.Piece(
                    AmazonsflipContext.square(i), owner, kind, String.valueOf(piece.token())));
      }
    }
    Vector<BoardView.Fact> facts =
        Vector.of(
            new BoardView.Fact(
                "phase",
                outcome.isFinished()
                    ? "over"
                    : position.isOpeningTurn() ? "opening move, no fire" : "move and fire"),
            new BoardView.Fact(
                "toAct", outcome.isFinished() ? "nobody" : "player " + position.side()),
            new BoardView.Fact("stones1", Integer.toString(position.stones(1))),
            new BoardView.Fact("stones2", Integer.toString(position.stones(2))),
            new BoardView.Fact("neutralStones", Integer.toString(position.neutralStones())));
    if (outcome.isFinished()) {
      facts =
          facts.append(
              new BoardView.Fact(
                  "result",
                  "player "
                      + position.side()
                      + " has no legal turn: "
                      + AmazonsflipNotation.resultToken(outcome).get()
                      + " on stones"));
    }
    Seq<Player> players = AmazonsflipContext.players();
    Seq<Seq<Player>> teams = players.map(p -> (Seq<Player>) Vector.of(p));
    Seq<BoardView.Seat> seats =
        players.map(
            p -> new BoardView.Seat(p, "Player " + p.name(), COLOURS[p.index()], SIDES[p.index()]));
    return new BoardView(
        AmazonsflipPosition.GEOMETRY, players, teams, pieces, Vector.empty(), facts, seats);
  }
}
