package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiTables.GEOMETRY;
import static io.github.latrunculi.chaturaji.ChaturajiTables.PROMOTION_EDGE;
import static io.github.latrunculi.chaturaji.ChaturajiTables.START_EDGE;

import io.github.latrunculi.core.Board;
import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardText;
import io.github.latrunculi.core.kit.Decimal;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The text forms of Chaturaji positions and moves for one variant.
 *
 * <p>Position line, nine fields separated by single spaces: {@code chaturaji <variant> <board>
 * <slot> <die> <commanders> <prisoners> <quiet> <turn>}, for example {@code chaturaji
 * partnership-dice yByPB2bKbEbHbB/.../gBgHgEgK2rPBrB r ? - - 0 1}. Parsing is strict: only
 * canonical text is accepted, and a line that describes a position that cannot arise is refused
 * with {@link ChaturajiRejection#INVALID_POSITION}. The line holds everything the rules need:
 * Chaturaji has no rule that looks back.
 *
 * <p>Moves: {@code e2-e3}, {@code e4xe5}, {@code c7-c8=E}, {@code R3}, {@code --}, {@code Xrg},
 * {@code Xg}. Parsing is lenient in two ways only: {@code -} is accepted for a capture, and a
 * missing promotion suffix is accepted when the type is forced.
 */
public final class ChaturajiNotation implements Notation<ChaturajiPosition, ChaturajiMove> {
  private static final String GAME = "chaturaji";
  private static final int MAX_COUNTER = 999_999_999;

  private final ChaturajiVariant variant;

  /** The canonical variant field, computed once. */
  private final String field;

  ChaturajiNotation(ChaturajiVariant variant) {
    this.variant = variant;
    this.field = variant.field();
  }

  /** Returns the canonical variant field of these rules. */
  String variantField() {
    return field;
  }

  @Override
  public Either<Rejection, ChaturajiPosition> parsePosition(String line) {
    if (line == null) {
      return malformed("the position line is missing");
    }
    String[] fields = line.split(" ", -1);
    if (fields.length != 9) {
      return malformed(
          "a chaturaji position line has 9 fields separated by single spaces, not "
              + fields.length);
    }
    if (!fields[0].equals(GAME)) {
      return malformed(
          "a chaturaji position line starts with 'chaturaji', not '" + fields[0] + "'");
    }
    if (!fields[1].equals(field)) {
      return malformed(
          "the line is of variant '" + fields[1] + "' but these rules are '" + field + "'");
    }
    Either<String, Board<Integer>> board =
        BoardText.parse(fields[2], GEOMETRY, ChaturajiNotation::readMan);
    if (board.isLeft()) {
      return malformed("board field: " + board.getLeft());
    }
    ChaturajiArmy slot =
        fields[3].length() == 1 ? ChaturajiArmy.ofLetter(fields[3].charAt(0)) : null;
    if (slot == null) {
      return malformed("the slot field is r, g, y or b, not '" + fields[3] + "'");
    }
    int die = readDie(fields[4]);
    if (die < 0) {
      return malformed("the die field is -, ? or a value from 1 to 6, not '" + fields[4] + "'");
    }
    int commanders = readCommanders(fields[5]);
    if (commanders < 0) {
      return malformed(
          "the commanders field is - or army letters in seat order r g y b, not '"
              + fields[5]
              + "'");
    }
    int prisoners = readPrisoners(fields[6]);
    if (prisoners < 0) {
      return malformed(
          "the prisoners field is - or army letters sorted r g y b, not '" + fields[6] + "'");
    }
    int quiet = Decimal.parse(fields[7], 0, MAX_COUNTER).getOrElse(-1);
    int turn = Decimal.parse(fields[8], 1, MAX_COUNTER).getOrElse(-1);
    if (quiet < 0 || turn < 1) {
      return malformed("the quiet counter and turn number are decimal integers (turn from 1)");
    }
    byte[] cells = new byte[64];
    for (int square = 0; square < 64; square++) {
      cells[square] = board.get().at(square).map(Integer::byteValue).getOrElse((byte) 0);
    }
    return ChaturajiPositionCheck.check(
        variant, cells, slot.ordinal(), die, commanders, prisoners, quiet, turn);
  }

  @Override
  public String formatPosition(ChaturajiPosition position) {
    return GAME + " " + field + " " + fields(position);
  }

  /** Returns the seven fields after the variant. */
  static String fields(ChaturajiPosition position) {
    StringBuilder sb = new StringBuilder(96);
    sb.append(
        BoardText.format(
            GEOMETRY,
            i -> position.board[i] == 0 ? null : ChaturajiManCode.token(position.board[i])));
    sb.append(' ').append(ChaturajiArmy.of(position.slot).letter()).append(' ');
    sb.append(
        position.die == ChaturajiPosition.DIE_NONE
            ? "-"
            : position.die == ChaturajiPosition.DIE_DUE ? "?" : Integer.toString(position.die));
    sb.append(' ').append(armies(position.commanders, 1)).append(' ');
    sb.append(armies(position.prisoners, 3)).append(' ');
    return sb.append(position.quiet).append(' ').append(position.turn).toString();
  }

  /** Writes a field of army letters from counts of {@code bits} bits per army, or {@code -}. */
  private static String armies(int packed, int bits) {
    StringBuilder sb = new StringBuilder();
    for (int army = 0; army < 4; army++) {
      int count = packed >> (bits * army) & ((1 << bits) - 1);
      for (int k = 0; k < count; k++) {
        sb.append(ChaturajiArmy.of(army).letter());
      }
    }
    return sb.length() == 0 ? "-" : sb.toString();
  }

  @Override
  public Either<Rejection, ChaturajiMove> parseMove(ChaturajiPosition position, String text) {
    if (text == null || text.isEmpty()) {
      return malformed("the move is empty");
    }
    if (text.equals("--")) {
      return Either.right(ChaturajiMoveCode.toMove(ChaturajiMoveCode.PASS_CODE));
    }
    char first = text.charAt(0);
    Option<Integer> value =
        first == 'R' && text.length() == 2 ? Decimal.parse(text.substring(1), 0, 9) : Option.none();
    if (value.isDefined()) {
      return Either.right(ChaturajiMoveCode.toMove(ChaturajiMoveCode.throwOf(value.get())));
    }
    if (first == 'X') {
      return parseExchange(text);
    }
    return parseStep(position, text);
  }

  private static Either<Rejection, ChaturajiMove> parseExchange(String text) {
    ChaturajiArmy a = text.length() >= 2 ? ChaturajiArmy.ofLetter(text.charAt(1)) : null;
    ChaturajiArmy b = text.length() == 3 ? ChaturajiArmy.ofLetter(text.charAt(2)) : null;
    if (a == null || text.length() > 3 || (text.length() == 3 && b == null)) {
      return malformed("'" + text + "' is not an exchange (Xrg) or a release (Xg)");
    }
    if (b == null) {
      return Either.right(new ChaturajiMove.Release(a));
    }
    if (a.ordinal() > b.ordinal()) {
      return Either.left(
          new Rejection(
              ChaturajiRejection.MALFORMED_ORDER,
              text
                  + ": the armies of an exchange are written in seat order r g y b: X"
                  + b.letter()
                  + a.letter()));
    }
    return Either.right(new ChaturajiMove.Exchange(a, b));
  }

  private Either<Rejection, ChaturajiMove> parseStep(ChaturajiPosition position, String text) {
    if ((text.length() != 5 && text.length() != 7)
        || (text.charAt(2) != '-' && text.charAt(2) != 'x')
        || (text.length() == 7 && text.charAt(5) != '=')) {
      return malformed("'" + text + "' is not a move such as e2-e3, e4xe5, c7-c8=E, R3, -- or Xrg");
    }
    Option<Square> from = GEOMETRY.parseSquare(text.substring(0, 2));
    Option<Square> to = GEOMETRY.parseSquare(text.substring(3, 5));
    if (from.isEmpty() || to.isEmpty()) {
      return malformed("'" + text + "' names a square off the board (a1 to h8)");
    }
    int origin = GEOMETRY.index(from.get());
    int target = GEOMETRY.index(to.get());
    int mover = position.board[origin] & 0xFF;
    int victim = position.board[target] & 0xFF;
    boolean capture =
        text.charAt(2) == 'x'
            || (victim != 0
                && (mover == 0 || ChaturajiManCode.camp(mover) != ChaturajiManCode.camp(victim)));
    Option<ChaturajiKind> promotion = Option.none();
    if (text.length() == 7) {
      ChaturajiKind kind = ChaturajiKind.majorOf(text.charAt(6));
      if (kind == null) {
        return Either.left(
            new Rejection(
                ChaturajiRejection.WRONG_PROMOTION,
                text + ": a soldier promotes to K, E, H or B, not '" + text.charAt(6) + "'"));
      }
      promotion = ChaturajiMoveCode.promotionOption(kind.ordinal());
    } else if (mover != 0 && ChaturajiManCode.kind(mover) == ChaturajiManCode.SOLDIER) {
      promotion = forcedPromotion(position, mover, target);
    }
    return Either.right(new ChaturajiMove.Step(from.get(), to.get(), capture, promotion));
  }

  /** Returns the promotion a soldier entering {@code target} must take, when it has no choice. */
  private Option<ChaturajiKind> forcedPromotion(ChaturajiPosition position, int mover, int target) {
    int army = ChaturajiManCode.army(mover);
    if (!PROMOTION_EDGE[army][target]) {
      return Option.none();
    }
    int[] choices = ChaturajiPromotions.choices(variant, army, target, position.men);
    return choices.length == 1 ? ChaturajiMoveCode.promotionOption(choices[0]) : Option.none();
  }

  @Override
  public String formatMove(ChaturajiPosition position, ChaturajiMove move) {
    return move.toString();
  }

  /** Reads one man token at {@code at}: army letter, kind letter, link letter or {@code *}. */
  private static Option<Tuple2<Integer, Integer>> readMan(String rank, int at) {
    ChaturajiArmy army = ChaturajiArmy.ofLetter(rank.charAt(at));
    if (army == null || at + 1 >= rank.length()) {
      return Option.none();
    }
    char letter = rank.charAt(at + 1);
    if (letter == 'P') {
      ChaturajiKind link =
          at + 2 < rank.length() ? ChaturajiKind.majorOf(rank.charAt(at + 2)) : null;
      return link == null
          ? Option.none()
          : Option.some(
              Tuple.of(
                  ChaturajiManCode.of(
                      army.ordinal(), ChaturajiManCode.SOLDIER, link.ordinal(), false),
                  3));
    }
    ChaturajiKind kind = ChaturajiKind.majorOf(letter);
    if (kind == null) {
      return Option.none();
    }
    boolean transferred =
        kind == ChaturajiKind.BOAT && at + 2 < rank.length() && rank.charAt(at + 2) == '*';
    return Option.some(
        Tuple.of(
            ChaturajiManCode.of(army.ordinal(), kind.ordinal(), 0, transferred),
            transferred ? 3 : 2));
  }

  private static int readDie(String field) {
    if (field.equals("-")) {
      return ChaturajiPosition.DIE_NONE;
    }
    if (field.equals("?")) {
      return ChaturajiPosition.DIE_DUE;
    }
    return Decimal.parse(field, 1, 6).getOrElse(-1);
  }

  /** Returns the commander mask, or -1 when the field is not canonical. */
  private static int readCommanders(String field) {
    if (field.equals("-")) {
      return 0;
    }
    int mask = 0;
    int last = -1;
    for (int i = 0; i < field.length(); i++) {
      ChaturajiArmy army = ChaturajiArmy.ofLetter(field.charAt(i));
      if (army == null || army.ordinal() <= last) {
        return -1;
      }
      last = army.ordinal();
      mask |= 1 << last;
    }
    return field.isEmpty() ? -1 : mask;
  }

  /** Returns the packed prisoner counts, or -1 when the field is not canonical. */
  private static int readPrisoners(String field) {
    if (field.equals("-")) {
      return 0;
    }
    int packed = 0;
    int last = 0;
    for (int i = 0; i < field.length(); i++) {
      ChaturajiArmy army = ChaturajiArmy.ofLetter(field.charAt(i));
      if (army == null
          || army.ordinal() < last
          || ChaturajiPrisoners.count(packed, army.ordinal()) == 7) {
        return -1;
      }
      last = army.ordinal();
      packed = ChaturajiPrisoners.add(packed, last);
    }
    return field.isEmpty() ? -1 : packed;
  }

  private static <T> Either<Rejection, T> malformed(String message) {
    return Either.left(new Rejection(ChaturajiRejection.MALFORMED, message));
  }

  /** Returns true when a soldier of {@code army} may not stand on {@code square} at all. */
  static boolean isForbiddenSoldierSquare(ChaturajiVariant variant, int army, int square) {
    return START_EDGE[army][square]
        || (variant.promotion() != ChaturajiVariant.Promotion.NONE && PROMOTION_EDGE[army][square]);
  }
}
