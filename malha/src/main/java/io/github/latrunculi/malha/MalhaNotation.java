package io.github.latrunculi.malha;

import io.github.latrunculi.core.Board;
import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardText;
import io.github.latrunculi.core.kit.Decimal;
import io.vavr.Tuple;
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

  private final MalhaRules rules;

  MalhaNotation(MalhaRules rules) {
    this.rules = rules;
  }

  // ---------------------------------------------------------------- positions

  @Override
  public String formatPosition(MalhaPosition position) {
    return GAME
        + " "
        + rules.variantName()
        + " "
        + fields(position, rules.options().hasCaptureLimit());
  }

  /** Returns the dossier's fields of a position, with the quiet-ply field when asked. */
  static String fields(MalhaPosition p, boolean withQuietPlies) {
    StringBuilder sb =
        new StringBuilder(
            BoardText.format(
                MalhaMoveGenerator.GEOMETRY,
                i -> p.cell(i) == 0 ? null : p.cell(i) == 1 ? "S" : "s"));
    sb.append(' ').append(p.side < 0 ? '-' : MalhaSide.ofCode(p.side).letter());
    sb.append(' ').append(p.phase().token());
    sb.append(' ').append(p.cont < 0 ? "-" : name(p.cont));
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
        sb.append(',').append(name(square));
      }
    }
    return sb.toString();
  }

  private static String name(int index) {
    return MalhaMoveGenerator.square(index).name();
  }

  @Override
  public Either<Rejection, MalhaPosition> parsePosition(String line) {
    if (line == null) {
      return malformed("the position line is missing");
    }
    String[] t = line.split(" ", -1);
    int expected = rules.options().hasCaptureLimit() ? 10 : 9;
    if (t.length < 2 || !t[0].equals(GAME)) {
      return malformed("a malha position line starts with 'malha <variant> '");
    }
    if (!t[1].equals(rules.variantName())) {
      return Either.left(
          new Rejection(
              MalhaRejection.VARIANT_MISMATCH,
              "the variant field '" + t[1] + "' is not this rules' '" + rules.variantName() + "'"));
    }
    if (t.length != expected) {
      return malformed(
          "a malha "
              + rules.variantName()
              + " line has "
              + (expected - 2)
              + " fields after the variant, separated by single spaces, not "
              + (t.length - 2));
    }
    Either<String, Board<MalhaSide>> board =
        BoardText.parse(
            t[2],
            MalhaMoveGenerator.GEOMETRY,
            (rank, at) ->
                rank.charAt(at) == 'S'
                    ? Option.some(Tuple.of(MalhaSide.ATTACKER, 1))
                    : rank.charAt(at) == 's'
                        ? Option.some(Tuple.of(MalhaSide.DEFENDER, 1))
                        : Option.none());
    if (board.isLeft()) {
      return malformed("board field: " + board.getLeft());
    }
    MalhaDraft draft = new MalhaDraft();
    for (var soldier : board.get().occupied()) {
      draft.put(MalhaMoveGenerator.index(soldier._1), soldier._2.ordinal() + 1);
    }
    String error = readFields(draft, t);
    if (error != null) {
      return malformed(error);
    }
    String impossible = new MalhaPositionCheck(rules.options(), rules.generator()).check(draft);
    if (impossible != null) {
      return Either.left(new Rejection(MalhaRejection.IMPOSSIBLE_POSITION, impossible));
    }
    return Either.right(draft.build());
  }

  /** Reads the fields after the board into {@code draft}; returns what is wrong, or null. */
  private String readFields(MalhaDraft draft, String[] t) {
    if (t[3].length() != 1
        || (t[3].charAt(0) != '-' && MalhaSide.ofLetter(t[3].charAt(0)) == null)) {
      return "side field '" + t[3] + "' is not a, d or -";
    }
    draft.side = t[3].equals("-") ? -1 : MalhaSide.ofLetter(t[3].charAt(0)).ordinal();
    draft.phase = t[4].length() == 1 ? MalhaPhase.ofToken(t[4].charAt(0)) : null;
    if (draft.phase == null) {
      return "phase field '" + t[4] + "' is not P, O, M or E";
    }
    if (!t[5].equals("-")) {
      draft.cont = squareIndex(t[5]);
      if (draft.cont < 0) {
        return "continuation field '" + t[5] + "' is neither - nor a square";
      }
    }
    String exchange = readExchange(draft, t[6]);
    if (exchange != null) {
      return exchange;
    }
    String safe = readSafe(draft, t[7]);
    if (safe != null) {
      return safe;
    }
    draft.result = MalhaResult.ofToken(t[8]);
    if (draft.result == null) {
      return "result field '"
          + t[8]
          + "' is not *, A:elim, D:elim, =:elim, D:block, A:resign,"
          + " D:resign, A:limit, D:limit or =:limit";
    }
    if (t.length == 10) {
      Option<Integer> quiet = Decimal.parse(t[9], 0, 9_999_999);
      if (quiet.isEmpty()) {
        return "quiet-ply field '" + t[9] + "' is not a decimal number";
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
    Option<Square> square = MalhaMoveGenerator.GEOMETRY.parseSquare(name);
    return square.isEmpty() ? -1 : MalhaMoveGenerator.GEOMETRY.index(square.get());
  }

  private static <T> Either<Rejection, T> malformed(String message) {
    return Either.left(new Rejection(MalhaRejection.MALFORMED_POSITION, message));
  }

  // ---------------------------------------------------------------- moves

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
        : Either.right(MalhaMoveGenerator.square(index));
  }

  private static <T> Either<Rejection, T> badMove(String message) {
    return Either.left(new Rejection(MalhaRejection.MALFORMED_MOVE, message));
  }

  @Override
  public String formatMove(MalhaPosition position, MalhaMove move) {
    return move.toString();
  }
}
