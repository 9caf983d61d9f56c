package io.github.latrunculi.core;

import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What a user interface draws of a position, the same for every game: the board's geometry, every
 * piece with its owner, kind and label, marks on squares (a frozen piece, a king in check), facts
 * for a side panel, and the players grouped in teams. {@link Rules#view} returns it; {@link
 * #toText()} draws it for a terminal.
 *
 * <p>Kind ids are stable lower-case words ({@code chief}, {@code savage}, {@code soldier}, {@code
 * amazon}, {@code stone}, {@code maraja}, {@code boat}, {@code pawn}, {@code queen}, …) that a UI may
 * choose a picture by; labels are short texts (usually the piece's letter in the position line)
 * that a UI may draw when it has no picture. Fact keys are stable lower-case words ({@code phase},
 * {@code toAct}, {@code die}, …), listed in the order a side panel shows them.
 *
 * @param geometry the board
 * @param players the seats in turn order
 * @param teams the players grouped by team, each player in exactly one team (a team of one where
 *     the game has no teams)
 * @param pieces every piece on the board, in square index order
 * @param marks notes on squares, each with a code and a message
 * @param facts ordered key/value pairs for a side panel
 */
public record BoardView(
    Geometry geometry,
    Seq<Player> players,
    Seq<Seq<Player>> teams,
    Seq<Piece> pieces,
    Seq<Mark> marks,
    Seq<Fact> facts) {

  /**
   * Checks that every field is present.
   *
   * @param geometry the board, not null
   * @param players the seats in turn order, not null
   * @param teams the players grouped by team, not null
   * @param pieces every piece on the board, not null
   * @param marks notes on squares, not null
   * @param facts key/value pairs for a side panel, not null
   */
  public BoardView {
    Objects.requireNonNull(geometry, "geometry");
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(teams, "teams");
    Objects.requireNonNull(pieces, "pieces");
    Objects.requireNonNull(marks, "marks");
    Objects.requireNonNull(facts, "facts");
  }

  /**
   * A piece on a square.
   *
   * @param square where it stands
   * @param owner its player, or {@code None} for a neutral piece (a stone nobody owns)
   * @param kind a stable lower-case kind id such as {@code "savage"}
   * @param label a short display label such as {@code "S"}
   */
  public record Piece(Square square, Option<Player> owner, String kind, String label) {}

  /**
   * A note on a square.
   *
   * @param square the square
   * @param code a stable lower-case code such as {@code "frozen"} or {@code "check"}
   * @param message a sentence for people, naming the rule
   */
  public record Mark(Square square, String code, String message) {}

  /**
   * One line of a side panel.
   *
   * @param key a stable key such as {@code "phase"}
   * @param value the value as text
   */
  public record Fact(String key, String value) {}

  /**
   * {@return the piece on a square, or {@code None} when the square is empty}
   *
   * @param square any square of the board
   */
  public Option<Piece> pieceAt(Square square) {
    return pieces.find(p -> p.square().equals(square));
  }

  /**
   * {@return the value of a fact, or {@code None} when the view has no fact of that key}
   *
   * @param key a fact key such as {@code "phase"}
   */
  public Option<String> fact(String key) {
    return facts.find(f -> f.key().equals(key)).map(Fact::value);
  }

  /**
   * Draws the view for a terminal: the board with rank numbers on the left and file letters below
   * (each square the piece's label or {@code .}, a {@code *} after a marked square), then one line
   * per mark and per fact.
   *
   * @return the drawing, one line per rank and then the notes, each line ending in a line break
   */
  public String toText() {
    int cell = Math.max(1, pieces.map(p -> p.label().length()).max().getOrElse(1)) + 1;
    int margin = Integer.toString(geometry.height()).length();
    StringBuilder sb = new StringBuilder();
    for (int rank = geometry.height() - 1; rank >= 0; rank--) {
      sb.append(pad(Integer.toString(rank + 1), margin, true));
      for (int file = 0; file < geometry.width(); file++) {
        Square square = new Square(file, rank);
        String label = pieceAt(square).map(Piece::label).getOrElse(".");
        boolean marked = marks.exists(m -> m.square().equals(square));
        sb.append(' ').append(pad(label + (marked ? "*" : ""), cell, false));
      }
      sb.setLength(sb.length() - trailingSpaces(sb));
      sb.append('\n');
    }
    sb.append(" ".repeat(margin));
    for (int file = 0; file < geometry.width(); file++) {
      sb.append(' ').append(pad(String.valueOf((char) ('a' + file)), cell, false));
    }
    sb.setLength(sb.length() - trailingSpaces(sb));
    sb.append('\n');
    for (Mark mark : marks) {
      sb.append(mark.square().name()).append(' ').append(mark.code()).append(": ").append(mark.message()).append('\n');
    }
    for (Fact fact : facts) {
      sb.append(fact.key()).append(": ").append(fact.value()).append('\n');
    }
    return sb.toString();
  }

  private static String pad(String text, int width, boolean right) {
    String fill = " ".repeat(Math.max(0, width - text.length()));
    return right ? fill + text : text + fill;
  }

  private static int trailingSpaces(StringBuilder sb) {
    int n = 0;
    while (n < sb.length() && sb.charAt(sb.length() - 1 - n) == ' ') {
      n++;
    }
    return n;
  }
}
