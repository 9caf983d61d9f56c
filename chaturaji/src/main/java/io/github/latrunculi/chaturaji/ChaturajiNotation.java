package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiTables.GEOMETRY;
import static io.github.latrunculi.chaturaji.ChaturajiTables.PROMOTION_EDGE;

import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardText;
import io.github.latrunculi.core.kit.Decimal;
import io.github.latrunculi.core.kit.PositionLine;
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

  /** The fields after the variant: board, slot, die, commanders, prisoners, quiet, turn. */
  private static final int FIELDS = 7;

  /** The length of a man's token: army and kind letters, and a link letter or a star. */
  private static final int SHORT_TOKEN = 2;

  private static final int LONG_TOKEN = 3;

  /** The length of a step's text, {@code e2-e3}, and of a promotion's, {@code c7-c8=E}. */
  private static final int STEP_TEXT = 5;

  private static final int PROMOTION_TEXT = 7;

  /** The faces of an ordinary die: the die field holds at most this value. */
  private static final int DIE_FACES = 6;

  private final ChaturajiContext context;

  ChaturajiNotation(ChaturajiContext context) {
    this.context = context;
  }

  /**
   * Parses a position line. Every problem of the header that {@link PositionLine} finds (an empty
   * line, another game, another variant, a wrong number of fields) is {@code MALFORMED}, as are the
   * fields that are not canonical; a position that cannot arise is {@code INVALID_POSITION}.
   */
  @Override
  public Either<Rejection, ChaturajiPosition> parsePosition(String line) {
    Either<PositionLine.Refusal, String[]> header =
        PositionLine.fields(line, GAME, context.field(), other -> false, FIELDS);
    if (header.isLeft()) {
      return malformed(header.getLeft().message());
    }
    String[] fields = header.get();
    Either<String, byte[]> board =
        BoardText.parseCodes(fields[0], GEOMETRY, ChaturajiNotation::readMan);
    if (board.isLeft()) {
      return malformed("board field: " + board.getLeft());
    }
    byte[] cells = board.get();
    ChaturajiArmy slot =
        fields[1].length() == 1 ? ChaturajiArmy.ofLetter(fields[1].charAt(0)) : null;
    if (slot == null) {
      return malformed("the slot field is r, g, y or b, not '" + fields[1] + "'");
    }
    int die = readDie(fields[2]);
    if (die < 0) {
      return malformed("the die field is -, ? or a value from 1 to 6, not '" + fields[2] + "'");
    }
    int commanders = readCommanders(fields[3]);
    if (commanders < 0) {
      return malformed(
          "the commanders field is - or army letters in seat order r g y b, not '"
              + fields[3]
              + "'");
    }
    int prisoners = readPrisoners(fields[4]);
    if (prisoners < 0) {
      return malformed(
          "the prisoners field is - or army letters sorted r g y b, not '" + fields[4] + "'");
    }
    int quiet = Decimal.parse(fields[5], 0, MAX_COUNTER).getOrElse(-1);
    int turn = Decimal.parse(fields[6], 1, MAX_COUNTER).getOrElse(-1);
    if (quiet < 0 || turn < 1) {
      return malformed("the quiet counter and turn number are decimal integers (turn from 1)");
    }
    return ChaturajiPositionCheck.check(
        context.variant(), cells, slot.ordinal(), die, commanders, prisoners, quiet, turn);
  }

  @Override
  public String formatPosition(ChaturajiPosition position) {
    return GAME + " " + context.field() + " " + fields(position);
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
    sb.append(armies(position.prisoners, ChaturajiPrisoners.BITS)).append(' ');
    return sb.append(position.quiet).append(' ').append(position.turn).toString();
  }

  /** Writes a field of army letters from counts of {@code bits} bits per army, or {@code -}. */
  private static String armies(int packed, int bits) {
    StringBuilder sb = new StringBuilder();
    for (int army = 0; army < ChaturajiManCode.ARMIES; army++) {
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
    if ((text.length() != STEP_TEXT && text.length() != PROMOTION_TEXT)
        || (text.charAt(2) != '-' && text.charAt(2) != 'x')
        || (text.length() == PROMOTION_TEXT && text.charAt(5) != '=')) {
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
    if (text.length() == PROMOTION_TEXT) {
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
    int[] choices = ChaturajiPromotions.choices(context.variant(), army, target, position.men);
    return choices.length == 1 ? ChaturajiMoveCode.promotionOption(choices[0]) : Option.none();
  }

  @Override
  public String formatMove(ChaturajiPosition position, ChaturajiMove move) {
    return move.toString();
  }

  /**
   * Reads one man token at {@code at}: army letter, kind letter, link letter or {@code *}; returns
   * its {@link ChaturajiManCode#parsed parsed code} and length as {@link BoardText.TokenReader}
   * packs them, or -1.
   */
  private static int readMan(String rank, int at) {
    ChaturajiArmy army = ChaturajiArmy.ofLetter(rank.charAt(at));
    if (army == null || at + 1 >= rank.length()) {
      return -1;
    }
    char letter = rank.charAt(at + 1);
    boolean more = at + SHORT_TOKEN < rank.length();
    if (letter == 'P') {
      ChaturajiKind link = more ? ChaturajiKind.majorOf(rank.charAt(at + SHORT_TOKEN)) : null;
      return link == null
          ? -1
          : token(
              ChaturajiManCode.of(army.ordinal(), ChaturajiManCode.SOLDIER, link.ordinal(), false),
              LONG_TOKEN);
    }
    ChaturajiKind kind = ChaturajiKind.majorOf(letter);
    if (kind == null) {
      return -1;
    }
    boolean transferred =
        kind == ChaturajiKind.BOAT && more && rank.charAt(at + SHORT_TOKEN) == '*';
    return token(
        ChaturajiManCode.of(army.ordinal(), kind.ordinal(), 0, transferred),
        transferred ? LONG_TOKEN : SHORT_TOKEN);
  }

  /** Packs a parsed code and a token length as {@link BoardText.TokenReader#read} returns them. */
  private static int token(int code, int length) {
    return code << Byte.SIZE | length;
  }

  private static int readDie(String field) {
    if (field.equals("-")) {
      return ChaturajiPosition.DIE_NONE;
    }
    if (field.equals("?")) {
      return ChaturajiPosition.DIE_DUE;
    }
    return Decimal.parse(field, 1, DIE_FACES).getOrElse(-1);
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
          || ChaturajiPrisoners.count(packed, army.ordinal()) == ChaturajiPrisoners.COUNTS - 1) {
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
}
