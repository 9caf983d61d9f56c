package io.github.latrunculi.core;

import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * What a user interface draws of a position, the same for every game: the board's geometry, every
 * piece with its owner, kind and label, marks on squares (a frozen piece, a king in check), facts
 * for a side panel, the players grouped in teams, and how each seat is drawn (its name for people,
 * its colour and the edge of the board it sits at). {@link Rules#view} returns it; {@link
 * #toText()} draws it for a terminal.
 *
 * <p>Kind ids are stable lower-case words ({@code chief}, {@code savage}, {@code soldier}, {@code
 * amazon}, {@code stone}, {@code maraja}, {@code boat}, {@code pawn}, {@code queen}, …) that a UI
 * may choose a picture by; labels are short texts (usually the piece's letter in the position line)
 * that a UI may draw when it has no picture. Fact keys are stable lower-case words ({@code phase},
 * {@code toAct}, {@code die}, …), listed in the order a side panel shows them. Colours are
 * lower-case colour words ({@code white}, {@code black}, {@code red}, {@code green}, {@code
 * yellow}, {@code blue}) that a UI maps to its own palette.
 *
 * @param geometry the board
 * @param players the seats in turn order
 * @param teams the players grouped by team, each player in exactly one team (a team of one where
 *     the game has no teams)
 * @param pieces every piece on the board, in square index order
 * @param marks notes on squares, each with a code and a message
 * @param facts ordered key/value pairs for a side panel
 * @param seats how each player is drawn, one per player in the order of {@code players}
 */
public record BoardView(
    Geometry geometry,
    Seq<Player> players,
    Seq<Seq<Player>> teams,
    Seq<Piece> pieces,
    Seq<Mark> marks,
    Seq<Fact> facts,
    Seq<Seat> seats) {

  /**
   * Checks that every field is present and that {@code seats} names the players in their order.
   *
   * @param geometry the board, not null
   * @param players the seats in turn order, not null
   * @param teams the players grouped by team, not null
   * @param pieces every piece on the board, not null
   * @param marks notes on squares, not null
   * @param facts key/value pairs for a side panel, not null
   * @param seats how each player is drawn, in the players' order, not null
   */
  public BoardView {
    Objects.requireNonNull(geometry, "geometry");
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(teams, "teams");
    Objects.requireNonNull(pieces, "pieces");
    Objects.requireNonNull(marks, "marks");
    Objects.requireNonNull(facts, "facts");
    Objects.requireNonNull(seats, "seats");
    if (!seats.map(Seat::player).eq(players)) {
      throw new IllegalArgumentException(
          "seats " + seats.map(Seat::player) + " do not match the players " + players);
    }
  }

  /**
   * A piece on a square.
   *
   * @param square where it stands
   * @param owner its player, or {@code None} for a neutral piece (a stone nobody owns)
   * @param kind a stable lower-case kind id such as {@code "savage"}
   * @param label a short display label such as {@code "S"}
   * @param royal true for a piece whose loss decides the game (a Chief, a king, a maraja), which a
   *     UI may single out
   * @param heading the direction the piece advances in, for pieces whose moves have one (a pawn, a
   *     soldier); {@code None} for pieces that move alike in every direction
   */
  public record Piece(
      Square square,
      Option<Player> owner,
      String kind,
      String label,
      boolean royal,
      Option<Direction> heading) {
    /**
     * Checks that every field is present.
     *
     * @param square where it stands
     * @param owner its player, or {@code None} for a neutral piece
     * @param kind a stable lower-case kind id
     * @param label a short display label
     * @param royal true for a piece whose loss decides the game
     * @param heading the direction the piece advances in, or {@code None}
     */
    public Piece {
      Objects.requireNonNull(square, "square");
      Objects.requireNonNull(owner, "owner");
      Objects.requireNonNull(kind, "kind");
      Objects.requireNonNull(label, "label");
      Objects.requireNonNull(heading, "heading");
    }

    /**
     * Creates a piece that is not royal and has no heading.
     *
     * @param square where it stands
     * @param owner its player, or {@code None} for a neutral piece
     * @param kind a stable lower-case kind id
     * @param label a short display label
     */
    public Piece(Square square, Option<Player> owner, String kind, String label) {
      this(square, owner, kind, label, false, Option.none());
    }
  }

  /**
   * How a user interface draws a player.
   *
   * @param player the player
   * @param displayName the player's name for people, such as {@code "White"} or {@code "Attacker"}
   * @param colour a lower-case colour word for the player's pieces, such as {@code "white"}
   * @param side the edge of the board ({@code N}, {@code E}, {@code S}, {@code W}) or the corner
   *     ({@code NE}, …) that a board drawn for this player puts nearest to them, where their army
   *     starts ({@code S} for the first of two players)
   */
  public record Seat(Player player, String displayName, String colour, Direction side) {
    /**
     * Checks that every field is present.
     *
     * @param player the player
     * @param displayName the player's name for people
     * @param colour a lower-case colour word for the player's pieces
     * @param side the edge or corner of the board nearest to the player
     */
    public Seat {
      Objects.requireNonNull(player, "player");
      Objects.requireNonNull(displayName, "displayName");
      Objects.requireNonNull(colour, "colour");
      Objects.requireNonNull(side, "side");
    }
  }

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
   * {@return how a player is drawn, or {@code None} when the player is not one of the view's}
   *
   * @param player a player of the game
   */
  public Option<Seat> seat(Player player) {
    return seats.find(s -> s.player().equals(player));
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
      sb.append(mark.square().name())
          .append(' ')
          .append(mark.code())
          .append(": ")
          .append(mark.message())
          .append('\n');
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
