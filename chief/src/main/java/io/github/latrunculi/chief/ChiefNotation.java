package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.KINDS;

import io.github.latrunculi.chief.ChiefMove.Place;
import io.github.latrunculi.chief.ChiefMove.Reinforce;
import io.github.latrunculi.chief.ChiefMove.Step;
import io.github.latrunculi.chief.ChiefMove.StepKind;
import io.github.latrunculi.chief.ChiefVariant.Mode;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardText;
import io.github.latrunculi.core.kit.Decimal;
import io.github.latrunculi.core.kit.PositionLine;
import io.github.latrunculi.core.kit.SquareSet;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The text forms of Chief: the position line and the move text.
 *
 * <p>Position line: {@code chief <variant>[,<key>=<value>...] <W>x<H> <board> <side> <frozen>
 * <push> [<hand>]}, for example {@code chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -}.
 * Two-player boards write White's pieces upper case and Black's lower case; multiplayer boards
 * write each piece as seat letter plus upper-case kind ({@code wK}, {@code rS}). The line holds
 * everything but the history of earlier positions, which the repetition draw needs: the game record
 * (start line plus moves) is the complete stored form of a game.
 *
 * <p>Moves: {@code c2-c4} (plain), {@code c3:c5} (push), {@code a3xc3} (capture), {@code pass},
 * {@code K@c3} (placement), {@code S@a1,S@g1} (reinforcement). The separator must describe what the
 * move does; {@link ChiefRules#play} refuses a mismatch with {@link ChiefRejection#KIND_MISMATCH}.
 */
public final class ChiefNotation implements Notation<ChiefPosition, ChiefMove> {
  private static final String SEATS = "wrbg";

  /** The fields after the variant: size, board, side, frozen, push. */
  private static final int FIELDS = 5;

  /** The fields after the variant in {@code wild} and {@code assassination}: the hand too. */
  private static final int HAND_FIELDS = 6;

  /** The alias of {@code wild}. */
  private static final String ALIAS = "chaos";

  /** The most pieces of one kind a hand field may hold (a hand count's keys stop there). */
  private static final int MAX_HAND_COUNT = 31;

  private final ChiefContext context;
  private final Geometry geometry;
  private final boolean multiplayer;

  ChiefNotation(ChiefContext context) {
    this.context = context;
    this.geometry = context.geometry();
    this.multiplayer = context.isMultiplayer();
  }

  /**
   * Returns the board token of a cell code: one letter, or seat letter plus kind in multiplayer.
   */
  static String token(int cell, boolean multiplayer) {
    char letter = ChiefKind.of(ChiefCells.kind(cell)).letter();
    int seat = ChiefCells.seat(cell);
    if (multiplayer) {
      return "" + SEATS.charAt(seat) + letter;
    }
    return String.valueOf(seat == 0 ? letter : Character.toLowerCase(letter));
  }

  private static String seatLetter(int seat, boolean multiplayer) {
    return multiplayer ? String.valueOf(SEATS.charAt(seat)) : seat == 0 ? "w" : "b";
  }

  private int seatOfLetter(String text) {
    if (text.length() != 1) {
      return -1;
    }
    if (!multiplayer) {
      return text.equals("w") ? 0 : text.equals("b") ? 1 : -1;
    }
    int seat = SEATS.indexOf(text.charAt(0));
    return seat < context.seatCount() ? seat : -1;
  }

  @Override
  public String formatPosition(ChiefPosition position) {
    return "chief " + context.variantName() + " " + fields(position);
  }

  /**
   * Formats every field of a position line after the variant: size, board, side, frozen, push,
   * hand.
   */
  static String fields(ChiefPosition position) {
    Geometry geometry = position.geometry();
    boolean multiplayer = position.seatCount() > 2;
    StringBuilder sb = new StringBuilder().append(geometry).append(' ');
    sb.append(
        BoardText.format(
            geometry, i -> position.cell(i) == 0 ? null : token(position.cell(i), multiplayer)));
    sb.append(' ').append(seatLetter(position.side(), multiplayer)).append(' ');
    String frozen = position.frozen().toList().map(Square::name).mkString(",");
    sb.append(frozen.isEmpty() ? "-" : frozen).append(' ');
    sb.append(position.pushSquare().map(s -> s.name() + ":" + position.pushCount()).getOrElse("-"));
    if (position.hands() != null) {
      sb.append(' ').append(formatHands(position));
    }
    return sb.toString();
  }

  static String formatHands(ChiefPosition position) {
    StringBuilder sb = new StringBuilder();
    for (int seat = 0; seat < 2; seat++) {
      for (int kind = 0; kind < KINDS; kind++) {
        char letter = ChiefKind.of(kind).letter();
        sb.append(
            String.valueOf(seat == 0 ? letter : Character.toLowerCase(letter))
                .repeat(position.handCount(seat, kind)));
      }
    }
    return sb.length() == 0 ? "-" : sb.toString();
  }

  @Override
  public Either<Rejection, ChiefPosition> parsePosition(String line) {
    boolean hands = context.mode().hasHands();
    Either<PositionLine.Refusal, String[]> header =
        PositionLine.fields(
            line,
            "chief",
            context.variantName(),
            field -> aliasOf(field).equals(context.variantName()),
            hands ? HAND_FIELDS : FIELDS);
    if (header.isLeft()) {
      PositionLine.Refusal refusal = header.getLeft();
      return malformed(
          refusal.problem() == PositionLine.Problem.FIELDS
              ? fieldCountMessage(line.split(" ", -1).length, hands)
              : refusal.message());
    }
    String[] fields = header.get();
    if (!fields[0].equals(geometry.toString())) {
      return malformed("the size field '" + fields[0] + "' is not this rules' board " + geometry);
    }
    Either<String, byte[]> board = BoardText.parseCodes(fields[1], geometry, this::readPiece);
    if (board.isLeft()) {
      return malformed("board: " + board.getLeft());
    }
    int side = seatOfLetter(fields[2]);
    if (side < 0) {
      return malformed("the side field '" + fields[2] + "' names no seat of this variant");
    }
    Either<Rejection, long[]> frozen = parseFrozen(fields[3]);
    if (frozen.isLeft()) {
      return Either.left(frozen.getLeft());
    }
    Either<Rejection, int[]> push = parsePush(fields[4]);
    if (push.isLeft()) {
      return Either.left(push.getLeft());
    }
    Either<Rejection, byte[]> handCounts = hands ? parseHands(fields[5]) : Either.right(null);
    if (handCounts.isLeft()) {
      return Either.left(handCounts.getLeft());
    }
    ChiefPosition position =
        ChiefPosition.of(
            context,
            board.get(),
            side,
            frozen.get()[0],
            frozen.get()[1],
            push.get()[0],
            push.get()[1],
            handCounts.get());
    return ChiefPositionCheck.check(context, position);
  }

  /** Says how many fields a line of the variant has, and how many {@code found} it has. */
  private String fieldCountMessage(int found, boolean hands) {
    return "a chief "
        + context.mode().id()
        + " line has "
        + (2 + (hands ? HAND_FIELDS : FIELDS))
        + " space-separated fields (chief, variant, size, board, side, frozen, push"
        + (hands ? ", hand" : "")
        + "), not "
        + found;
  }

  private static String aliasOf(String field) {
    return field.equals(ALIAS) || field.startsWith(ALIAS + ",")
        ? "wild" + field.substring(ALIAS.length())
        : field;
  }

  /**
   * Reads one piece token as {@code code << 8 | length} for {@link BoardText#parseCodes}: a letter
   * whose case names the seat, or in multiplayer a seat letter and an upper-case kind (the 5-wide
   * multiplayer armies have no Warriors); -1 when no token starts there.
   */
  private int readPiece(String rank, int at) {
    if (multiplayer) {
      if (at + 1 >= rank.length()) {
        return -1;
      }
      int seat = seatOfLetter(rank.substring(at, at + 1));
      ChiefKind kind = ChiefKind.ofLetter(rank.charAt(at + 1));
      return seat < 0 || kind == null || kind == ChiefKind.WARRIOR
          ? -1
          : token(ChiefCells.code(seat, kind.ordinal()), 2);
    }
    char c = rank.charAt(at);
    ChiefKind kind = ChiefKind.ofLetter(Character.toUpperCase(c));
    if (kind == null || Character.toUpperCase(c) == Character.toLowerCase(c)) {
      return -1;
    }
    return token(ChiefCells.code(Character.isUpperCase(c) ? 0 : 1, kind.ordinal()), 1);
  }

  /** Packs a cell code and its token's length as {@link BoardText.TokenReader} returns them. */
  private static int token(int cell, int length) {
    return cell << Byte.SIZE | length;
  }

  private Either<Rejection, long[]> parseFrozen(String field) {
    long[] bits = new long[2];
    if (field.equals("-")) {
      return Either.right(bits);
    }
    int previous = -1;
    for (String name : field.split(",", -1)) {
      Option<Square> square = geometry.parseSquare(name);
      if (square.isEmpty()) {
        return malformed(
            "the frozen field names '" + name + "', not a square of the " + geometry + " board");
      }
      int index = geometry.index(square.get());
      if (index <= previous) {
        return malformed(
            "the frozen squares must be distinct and sorted by rank, then file: '" + field + "'");
      }
      previous = index;
      SquareSet.add(bits, index);
    }
    return Either.right(bits);
  }

  private Either<Rejection, int[]> parsePush(String field) {
    if (field.equals("-")) {
      return Either.right(new int[] {-1, 0});
    }
    int colon = field.indexOf(':');
    Option<Square> square =
        colon < 0 ? Option.none() : geometry.parseSquare(field.substring(0, colon));
    Option<Integer> count =
        colon < 0 ? Option.none() : Decimal.parse(field.substring(colon + 1), 0, 99);
    if (square.isEmpty() || count.isEmpty()) {
      return malformed(
          "the push field '" + field + "' is not '-' or square:count, for example d4:2");
    }
    return Either.right(new int[] {geometry.index(square.get()), count.get()});
  }

  private Either<Rejection, byte[]> parseHands(String field) {
    byte[] hands = new byte[2 * KINDS];
    if (field.equals("-")) {
      return Either.right(hands);
    }
    int lastSlot = -1;
    for (int i = 0; i < field.length(); i++) {
      char c = field.charAt(i);
      ChiefKind kind = ChiefKind.ofLetter(Character.toUpperCase(c));
      if (kind == null || Character.toUpperCase(c) == Character.toLowerCase(c)) {
        return malformed("the hand field '" + field + "' has '" + c + "', not a piece letter");
      }
      int slot = (Character.isUpperCase(c) ? 0 : KINDS) + kind.ordinal();
      if (slot < lastSlot) {
        return malformed(
            "the hand field '"
                + field
                + "' must list White's pieces then Black's, each in the order K W R A S");
      }
      lastSlot = slot;
      if (hands[slot] == MAX_HAND_COUNT) {
        return malformed("the hand field '" + field + "' holds too many pieces");
      }
      hands[slot]++;
    }
    return Either.right(hands);
  }

  private static <T> Either<Rejection, T> malformed(String message) {
    return Either.left(new Rejection(ChiefRejection.MALFORMED, message));
  }

  @Override
  public Either<Rejection, ChiefMove> parseMove(ChiefPosition position, String text) {
    if (text == null || text.isEmpty()) {
      return malformed("the move is empty");
    }
    if (text.equals("pass")) {
      return Either.right(ChiefMove.PASS);
    }
    if (text.indexOf('@') >= 0) {
      return parseDrop(position, text);
    }
    int separator = -1;
    for (int i = 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '-' || c == ':' || c == 'x') {
        separator = i;
        break;
      }
    }
    if (separator < 0) {
      return malformed(
          "'"
              + text
              + "' is not a move: write from-to (c2-c4), from:to (push), fromxto (capture),"
              + " pass, or P@square");
    }
    Option<Square> from = geometry.parseSquare(text.substring(0, separator));
    Option<Square> to = geometry.parseSquare(text.substring(separator + 1));
    if (from.isEmpty() || to.isEmpty()) {
      return malformed("'" + text + "' does not name two squares of the " + geometry + " board");
    }
    char sep = text.charAt(separator);
    StepKind kind = sep == '-' ? StepKind.MOVE : sep == ':' ? StepKind.PUSH : StepKind.CAPTURE;
    return Either.right(new Step(from.get(), to.get(), kind));
  }

  private Either<Rejection, ChiefMove> parseDrop(ChiefPosition position, String text) {
    String[] parts = text.split(",", -1);
    List<Square> squares = List.empty();
    ChiefKind first = null;
    int previous = -1;
    for (String part : parts) {
      if (part.length() < 4 || part.charAt(1) != '@') {
        return malformed(
            "'"
                + part
                + "' is not a placement: write a piece letter, @ and a square, for example K@c3");
      }
      ChiefKind kind = ChiefKind.ofLetter(part.charAt(0));
      Option<Square> square = geometry.parseSquare(part.substring(2));
      if (kind == null || square.isEmpty()) {
        return malformed(
            "'"
                + part
                + "' is not a placement: an upper-case K, W, R, A or S, @ and a square of the "
                + geometry
                + " board");
      }
      int index = geometry.index(square.get());
      if (parts.length > 1 && (kind != ChiefKind.SAVAGE || index <= previous)) {
        return malformed(
            "'"
                + text
                + "' is not a reinforcement: S@square parts, distinct, in rank-then-file order");
      }
      previous = index;
      first = kind;
      squares = squares.append(square.get());
    }
    boolean reinforcing =
        context.mode() == Mode.ASSASSINATION && !position.placing() && first == ChiefKind.SAVAGE;
    if (parts.length > 1 && !reinforcing) {
      return malformed(
          "'"
              + text
              + "' places several pieces: only assassination's reinforcements do that,"
              + " in the movement phase");
    }
    return Either.right(reinforcing ? new Reinforce(squares) : new Place(first, squares.head()));
  }

  @Override
  public String formatMove(ChiefPosition position, ChiefMove move) {
    return move.toString();
  }
}
