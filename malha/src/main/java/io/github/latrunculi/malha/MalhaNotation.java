package io.github.latrunculi.malha;

import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardText;
import io.github.latrunculi.core.kit.Decimal;
import io.github.latrunculi.core.kit.PositionLine;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The text forms of Kharbga positions and moves, inside the position-line envelope every game
 * shares:
 *
 * <pre>
 * malha standard[,key=value...] board side phase cont exchange safe result [quietPlies]
 * malha standard 7/7/7/7/7/7/7 a P - - - *
 * </pre>
 *
 * The eighth field (plies since the last capture or exchange) is written only under option {@code
 * noCaptureLimit}. Moves: {@code a1,d3} (placement pair, squares in string order), {@code d3-d4}
 * (step), {@code e6-e7!} (flagged step), {@code end}, {@code resign:a} / {@code resign:d} ({@code
 * resign} alone is read as the side to move's resignation). A position line holds the whole state:
 * Kharbga has no rule that looks back.
 */
public final class MalhaNotation implements Notation<MalhaPosition, MalhaMove> {
  private static final String GAME = "malha";

  /** The largest quiet-ply count a position line may carry. */
  private static final int MAX_QUIET_PLIES = 9_999_999;

  /** The places of the fields after the variant; the quiet plies only under the limit option. */
  private static final int BOARD_FIELD = 0;

  private static final int SIDE_FIELD = 1;
  private static final int PHASE_FIELD = 2;
  private static final int CONTINUATION_FIELD = 3;
  private static final int EXCHANGE_FIELD = 4;
  private static final int SAFE_FIELD = 5;
  private static final int RESULT_FIELD = 6;
  private static final int QUIET_FIELD = 7;

  private final MalhaContext context;
  private final MalhaPositionCheck positionCheck;

  MalhaNotation(MalhaContext context, MalhaPositionCheck positionCheck) {
    this.context = context;
    this.positionCheck = positionCheck;
  }

  @Override
  public String formatPosition(MalhaPosition position) {
    return GAME + " " + context.variantName() + " " + fields(position, context.countsQuietPlies());
  }

  /** Returns the dossier's fields of a position, with the quiet-ply field when asked. */
  static String fields(MalhaPosition p, boolean withQuietPlies) {
    StringBuilder sb =
        new StringBuilder(
            BoardText.format(
                MalhaContext.GEOMETRY, i -> p.cell(i) == 0 ? null : p.cell(i) == 1 ? "S" : "s"));
    sb.append(' ').append(p.side < 0 ? '-' : MalhaSide.ofCode(p.side).letter());
    sb.append(' ').append(p.phase().token());
    sb.append(' ').append(p.cont < 0 ? "-" : MalhaContext.name(p.cont));
    sb.append(' ').append(exchangeField(p));
    sb.append(' ').append(p.safe == 0 ? "-" : p.safeSquares().map(Square::name).mkString(","));
    sb.append(' ').append(p.result().token());
    if (withQuietPlies) {
      sb.append(' ').append(p.quietPlies);
    }
    return sb.toString();
  }

  /** Returns the exchange field, for example {@code O2,e6,b1,a2} or {@code -}. */
  static String exchangeField(MalhaPosition p) {
    StringBuilder sb = new StringBuilder(p.stage().token());
    for (int square : new int[] {p.u, p.a1, p.a2}) {
      if (square >= 0) {
        sb.append(',').append(MalhaContext.name(square));
      }
    }
    return sb.toString();
  }

  /**
   * Parses a position line: the header through the kit's {@link PositionLine} (another game, a
   * missing or extra field are {@code MALFORMED_POSITION}, another variant field {@code
   * VARIANT_MISMATCH}), the board field straight into the draft's soldiers, then the other fields,
   * then the checks of {@link MalhaPositionCheck} ({@code IMPOSSIBLE_POSITION}).
   */
  @Override
  public Either<Rejection, MalhaPosition> parsePosition(String line) {
    Either<PositionLine.Refusal, String[]> header =
        PositionLine.fields(
            line, GAME, context.variantName(), variant -> false, context.fieldCount());
    if (header.isLeft()) {
      PositionLine.Refusal refusal = header.getLeft();
      return Either.left(
          new Rejection(
              refusal.problem() == PositionLine.Problem.VARIANT
                  ? MalhaRejection.VARIANT_MISMATCH
                  : MalhaRejection.MALFORMED_POSITION,
              refusal.message()));
    }
    String[] fields = header.get();
    Either<String, byte[]> board =
        BoardText.parseCodes(
            fields[BOARD_FIELD], MalhaContext.GEOMETRY, MalhaNotation::soldierCode);
    if (board.isLeft()) {
      return malformed("board field: " + board.getLeft());
    }
    MalhaDraft draft = new MalhaDraft();
    byte[] cells = board.get();
    for (int square = 0; square < cells.length; square++) {
      if (cells[square] != 0) {
        draft.put(square, cells[square]);
      }
    }
    String error = readFields(draft, fields);
    return error == null ? positionCheck.check(draft) : malformed(error);
  }

  /**
   * Reads a soldier's token for {@link BoardText#parseCodes}: code 1 ({@code S}, an Attacker
   * soldier) or 2 ({@code s}, a Defender soldier), one character long; -1 for anything else.
   */
  private static int soldierCode(String rank, int at) {
    char c = rank.charAt(at);
    return c == MalhaSide.ATTACKER.soldier()
        ? 1 << Byte.SIZE | 1
        : c == MalhaSide.DEFENDER.soldier() ? 2 << Byte.SIZE | 1 : -1;
  }

  /** Reads the fields after the board into {@code draft}; returns what is wrong, or null. */
  private static String readFields(MalhaDraft draft, String[] fields) {
    String side = fields[SIDE_FIELD];
    if (side.length() != 1
        || (side.charAt(0) != '-' && MalhaSide.ofLetter(side.charAt(0)) == null)) {
      return "side field '" + side + "' is not a, d or -";
    }
    draft.side = side.equals("-") ? -1 : MalhaSide.ofLetter(side.charAt(0)).ordinal();
    String phase = fields[PHASE_FIELD];
    draft.phase = phase.length() == 1 ? MalhaPhase.ofToken(phase.charAt(0)) : null;
    if (draft.phase == null) {
      return "phase field '" + phase + "' is not P, O, M or E";
    }
    String cont = fields[CONTINUATION_FIELD];
    if (!cont.equals("-")) {
      draft.cont = squareIndex(cont);
      if (draft.cont < 0) {
        return "continuation field '" + cont + "' is neither - nor a square";
      }
    }
    String exchange = readExchange(draft, fields[EXCHANGE_FIELD]);
    if (exchange != null) {
      return exchange;
    }
    String safe = readSafe(draft, fields[SAFE_FIELD]);
    if (safe != null) {
      return safe;
    }
    return readEnd(draft, fields);
  }

  /** Reads the result field and, when the line has it, the quiet-ply count. */
  private static String readEnd(MalhaDraft draft, String[] fields) {
    draft.result = MalhaResult.ofToken(fields[RESULT_FIELD]);
    if (draft.result == null) {
      return "result field '"
          + fields[RESULT_FIELD]
          + "' is not *, A:elim, D:elim, =:elim, D:block, A:resign,"
          + " D:resign, A:limit, D:limit or =:limit";
    }
    if (fields.length > QUIET_FIELD) {
      Option<Integer> quiet = Decimal.parse(fields[QUIET_FIELD], 0, MAX_QUIET_PLIES);
      if (quiet.isEmpty()) {
        return "quiet-ply field '" + fields[QUIET_FIELD] + "' is not a decimal number";
      }
      draft.quietPlies = quiet.get();
    }
    return null;
  }

  private static String readExchange(MalhaDraft draft, String field) {
    if (field.equals("-")) {
      return null;
    }
    String[] parts = field.split(",", -1);
    MalhaExchange.Stage stage = null;
    for (MalhaExchange.Stage s : MalhaExchange.Stage.values()) {
      if (s != MalhaExchange.Stage.NONE && s.token().equals(parts[0])) {
        stage = s;
      }
    }
    if (stage == null || parts.length != 2 + stage.offers()) {
      return "exchange field '" + field + "' is not -, R,u, O1,u,a1, C1,u,a1 or O2,u,a1,a2";
    }
    int[] squares = new int[3];
    java.util.Arrays.fill(squares, -1);
    for (int i = 1; i < parts.length; i++) {
      squares[i - 1] = squareIndex(parts[i]);
      if (squares[i - 1] < 0) {
        return "exchange field '" + field + "': '" + parts[i] + "' is not a square";
      }
    }
    draft.exchange(stage, squares[0], squares[1], squares[2]);
    return null;
  }

  private static String readSafe(MalhaDraft draft, String field) {
    if (field.equals("-")) {
      return null;
    }
    String previous = "";
    for (String name : field.split(",", -1)) {
      int index = squareIndex(name);
      if (index < 0) {
        return "safe field '" + field + "': '" + name + "' is not a square";
      }
      if (name.compareTo(previous) <= 0) {
        return "safe field '" + field + "' must list distinct squares in ascending order";
      }
      previous = name;
      draft.safe |= 1L << index;
    }
    return null;
  }

  /** Returns the index of a square name of the 7×7 board, or -1. */
  static int squareIndex(String name) {
    // Square.parse reads only canonical names (no capitals, no leading zero), so a square it finds
    // on the 7x7 board is written exactly as given.
    Option<Square> square = MalhaContext.GEOMETRY.parseSquare(name);
    return square.isEmpty() ? -1 : MalhaContext.GEOMETRY.index(square.get());
  }

  private static <T> Either<Rejection, T> malformed(String message) {
    return Either.left(new Rejection(MalhaRejection.MALFORMED_POSITION, message));
  }

  @Override
  public Either<Rejection, MalhaMove> parseMove(MalhaPosition position, String text) {
    if (text == null || text.isEmpty()) {
      return badMove("the move is empty");
    }
    switch (text) {
      case "end":
        return Either.right(MalhaMoveGenerator.END);
      case "resign":
        return position.sideToMove().isEmpty()
            ? Either.left(
                new Rejection(MalhaRejection.GAME_OVER, "the game is over: nobody can resign"))
            : Either.right(new MalhaMove.Resign(position.sideToMove().get()));
      case "resign:a":
        return Either.right(new MalhaMove.Resign(MalhaSide.ATTACKER));
      case "resign:d":
        return Either.right(new MalhaMove.Resign(MalhaSide.DEFENDER));
      default:
        break;
    }
    int comma = text.indexOf(',');
    if (comma >= 0) {
      Either<Rejection, Square> first = square(text.substring(0, comma), text);
      Either<Rejection, Square> second = square(text.substring(comma + 1), text);
      return first.flatMap(a -> second.map(b -> new MalhaMove.Place(a, b)));
    }
    int dash = text.indexOf('-');
    if (dash < 0) {
      return badMove(
          "'"
              + text
              + "' is not a move: write a1,d3 (placement), d3-d4 or e6-e7! (step), end"
              + " or resign");
    }
    boolean flagged = text.endsWith("!");
    String to = text.substring(dash + 1, flagged ? text.length() - 1 : text.length());
    Either<Rejection, Square> from = square(text.substring(0, dash), text);
    return from.flatMap(f -> square(to, text).map(t -> new MalhaMove.Step(f, t, flagged)));
  }

  private static Either<Rejection, Square> square(String name, String move) {
    int index = squareIndex(name);
    return index < 0
        ? badMove("'" + name + "' in '" + move + "' is not a square of the 7x7 board (a1 to g7)")
        : Either.right(MalhaContext.square(index));
  }

  private static <T> Either<Rejection, T> badMove(String message) {
    return Either.left(new Rejection(MalhaRejection.MALFORMED_MOVE, message));
  }

  @Override
  public String formatMove(MalhaPosition position, MalhaMove move) {
    return move.toString();
  }
}
