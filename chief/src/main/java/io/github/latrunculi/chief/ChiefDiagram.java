package io.github.latrunculi.chief;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.BoardView.Fact;
import io.github.latrunculi.core.BoardView.Mark;
import io.github.latrunculi.core.BoardView.Piece;
import io.github.latrunculi.core.BoardView.Seat;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * What a user interface draws of a Chief position ({@link BoardView}) and the terminal diagram
 * drawn from it.
 *
 * <p>Pieces have the kind ids {@code chief}, {@code warrior}, {@code rider}, {@code amazon} and
 * {@code savage}, their owner's seat, and the label of the position line ({@code K}/{@code k}, or
 * {@code wK} in multiplayer). Marks: {@code frozen} on each frozen piece, and {@code push-limit} on
 * the square that has had as many pushes in a row as the limit allows. Facts, in this order: {@code
 * phase} ({@code placement} or {@code movement}), {@code toAct} (the seat whose turn the line
 * names), {@code pushRow} ({@code d4:2} or {@code -}), {@code pushLimit}, {@code hand} (placement
 * variants, as the line writes it), {@code out} (multiplayer seats whose Chief was captured) and
 * {@code winner} once a side has won. Everything is read from the position line, never from the
 * history, so the view of a parsed line equals the view of the position it came from. Every seat is
 * a team of its own. The Chief is the royal piece. Seats: White (white, south) and Black (black,
 * north); in multiplayer South {@code w} (white), West {@code r} (red), North {@code b} (black) and
 * East {@code g} (green), each at the edge its army starts on.
 */
final class ChiefDiagram {
  /** The columns of a square in the terminal diagram: a space, then one or two letters. */
  private static final int TWO_PLAYER_CELL = 2;

  private static final int MULTIPLAYER_CELL = 3;

  private static final String[] TWO_COLOURS = {"white", "black"};
  private static final Direction[] TWO_SIDES = {Direction.S, Direction.N};
  private static final String[] MULTI_COLOURS = {"white", "red", "black", "green"};
  private static final Direction[] MULTI_SIDES = {
    Direction.S, Direction.W, Direction.N, Direction.E
  };

  private final ChiefContext context;
  private final Geometry geometry;
  private final boolean multiplayer;
  private final Seq<Seq<Player>> teams;
  private final Seq<Seat> seats;

  ChiefDiagram(ChiefContext context) {
    this.context = context;
    this.geometry = context.geometry();
    this.multiplayer = context.isMultiplayer();
    this.teams = context.players().map(List::of);
    this.seats =
        context
            .players()
            .map(
                p ->
                    new Seat(
                        p,
                        context.sideName(p.index()),
                        (multiplayer ? MULTI_COLOURS : TWO_COLOURS)[p.index()],
                        (multiplayer ? MULTI_SIDES : TWO_SIDES)[p.index()]));
  }

  /** Returns the kind id of a cell code: {@code chief}, {@code warrior}, … */
  static String kindId(int cell) {
    return ChiefKind.of(ChiefCells.kind(cell)).name().toLowerCase(Locale.ROOT);
  }

  BoardView view(ChiefPosition position) {
    byte[] cells = position.cells();
    List<Piece> pieces = List.empty();
    for (int s = cells.length - 1; s >= 0; s--) {
      if (cells[s] != 0) {
        pieces =
            pieces.prepend(
                new Piece(
                    geometry.square(s),
                    Option.some(context.player(ChiefCells.seat(cells[s]))),
                    kindId(cells[s]),
                    ChiefNotation.token(cells[s], multiplayer),
                    ChiefKind.of(ChiefCells.kind(cells[s])) == ChiefKind.CHIEF,
                    Option.none()));
      }
    }
    return new BoardView(
        geometry, context.players(), teams, pieces, marks(position), facts(position), seats);
  }

  private Seq<Mark> marks(ChiefPosition position) {
    List<Mark> marks = List.empty();
    for (Square square : position.frozen()) {
      marks = marks.append(new Mark(square, "frozen", frozenMessage(square)));
    }
    int limit = context.variant().pushLimit();
    if (position.pushSquareIndex() >= 0 && position.pushCount() >= limit) {
      Square square = position.pushSquare().get();
      marks =
          marks.append(
              new Mark(
                  square,
                  "push-limit",
                  square
                      + " has had "
                      + position.pushCount()
                      + " pushes in a row: the push limit forbids another "
                      + (context.variant().limitCaptures() ? "attack" : "push")
                      + " onto it now"));
    }
    return marks;
  }

  /** The reason a frozen piece may not move, as the rejection {@code FROZEN} words it. */
  private String frozenMessage(Square square) {
    return square
        + " is frozen: it was pushed "
        + (multiplayer ? "since its owner's last turn" : "on the previous turn");
  }

  private Seq<Fact> facts(ChiefPosition position) {
    List<Fact> facts =
        List.of(
            new Fact("phase", position.placing() ? "placement" : "movement"),
            new Fact("toAct", context.sideName(position.side())),
            new Fact(
                "pushRow",
                position
                    .pushSquare()
                    .map(s -> s.name() + ":" + position.pushCount())
                    .getOrElse("-")),
            new Fact("pushLimit", Integer.toString(context.variant().pushLimit())));
    if (position.hands() != null) {
      facts = facts.append(new Fact("hand", ChiefNotation.formatHands(position)));
    }
    if (multiplayer) {
      Seq<String> out =
          context
              .players()
              .filter(p -> (position.chiefMask() >> p.index() & 1) == 0)
              .map(p -> context.sideName(p.index()));
      if (!out.isEmpty()) {
        facts = facts.append(new Fact("out", out.mkString(", ")));
      }
    }
    int winner = context.winner(position);
    if (winner >= 0) {
      facts = facts.append(new Fact("winner", context.sideName(winner)));
    }
    return facts;
  }

  /**
   * Draws the position for a terminal: ranks top down with their numbers, the view's labels ({@code
   * .} for empty squares), the file letters, then who is to move (or the outcome), the frozen
   * squares and the push row.
   */
  String text(ChiefPosition position) {
    BoardView view = view(position);
    String[] labels = new String[geometry.size()];
    for (Piece piece : view.pieces()) {
      labels[geometry.index(piece.square())] = piece.label();
    }
    StringBuilder sb = new StringBuilder();
    int cellWidth = multiplayer ? MULTIPLAYER_CELL : TWO_PLAYER_CELL;
    for (int rank = geometry.height() - 1; rank >= 0; rank--) {
      sb.append(String.format(Locale.ROOT, "%2d", rank + 1));
      for (int file = 0; file < geometry.width(); file++) {
        String label = labels[geometry.index(file, rank)];
        String token = label == null ? "." : label;
        sb.append(" ".repeat(cellWidth - token.length())).append(token);
      }
      sb.append('\n');
    }
    sb.append("  ");
    for (int file = 0; file < geometry.width(); file++) {
      sb.append(" ".repeat(cellWidth - 1)).append((char) ('a' + file));
    }
    sb.append('\n');
    Outcome outcome = context.outcome(position);
    sb.append(
        outcome.isFinished()
            ? "game over: " + outcome
            : context.sideName(position.side()) + " to move");
    if (!position.frozen().isEmpty()) {
      sb.append("; frozen ").append(position.frozen().mkString(","));
    }
    position
        .pushSquare()
        .forEach(s -> sb.append("; push row ").append(s).append(':').append(position.pushCount()));
    sb.append('\n');
    return sb.toString();
  }
}
