package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityRejection.MALFORMED_MOVE;
import static io.github.latrunculi.quaternity.QuaternityRejection.MALFORMED_POSITION;
import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;

import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardText;
import io.github.latrunculi.core.kit.Decimal;
import io.github.latrunculi.core.kit.PositionLine;
import io.github.latrunculi.quaternity.QuaternityMove.AcceptDraw;
import io.github.latrunculi.quaternity.QuaternityMove.DeclineDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Freeze;
import io.github.latrunculi.quaternity.QuaternityMove.FreezeReason;
import io.github.latrunculi.quaternity.QuaternityMove.OfferDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Pass;
import io.github.latrunculi.quaternity.QuaternityMove.PieceMove;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The text forms of Quaternity: a position line is {@code quaternity <variant field> <QFEN>}, where
 * QFEN is the six fields {@code placement toMove controllers statuses offer result}, followed under
 * option {@code noProgressLimit} (only then) by a seventh, the no-progress count; actions are
 * written {@code e2-f2}, {@code d3xj9}, {@code f11-f12=Q}, {@code pass}, {@code resign(r)}, {@code
 * timeout(g)}, {@code walkover(b)}, {@code offer-draw}, {@code accept-draw(r)} and {@code
 * decline-draw(g)}, optionally prefixed by the player to move ({@code w:e2-f2}).
 *
 * <p>Parsing is lenient in three documented ways: a bare QFEN (the six fields alone) and {@code
 * quaternity <variant> startpos} are read as position lines, and a capture may be written with
 * {@code -}. Formatting is canonical. The position line holds the whole state of a Quaternity game:
 * no rule looks back at history.
 */
public final class QuaternityNotation implements Notation<QuaternityPosition, QuaternityMove> {
  /** The third field of a line that stands for the variant's start position. */
  private static final String START_POSITION = "startpos";

  /** The largest no-progress count the seventh field may hold (six digits). */
  private static final int MAX_COUNT = 999_999;

  /** The status letters of QFEN, in the order of the draft's status codes. */
  private static final String STATUS_LETTERS = "AFX";

  private final QuaternityContext context;
  private final QuaternityPositionCheck positionCheck;
  private final QuaternityPosition initial;

  QuaternityNotation(QuaternityContext context, QuaternityPositionCheck positionCheck) {
    this.context = context;
    this.positionCheck = positionCheck;
    this.initial =
        parsePosition(context.startLine())
            .getOrElseThrow(r -> new IllegalStateException("bad start position: " + r));
  }

  /** Returns the start position of the variant, read from its line. */
  QuaternityPosition initial() {
    return initial;
  }

  @Override
  public String formatPosition(QuaternityPosition position) {
    String line = QuaternityContext.GAME_ID + " " + context.variantName() + " " + qfen(position);
    return context.countsNoProgress() ? line + " " + position.quietTurns() : line;
  }

  /** Returns the six QFEN fields of a position. */
  static String qfen(QuaternityPosition p) {
    StringBuilder sb =
        new StringBuilder(
            BoardText.format(
                GEOMETRY, i -> p.code(i) == 0 ? null : QuaternityPieceCodes.token(p.code(i))));
    sb.append(' ').append(letter(p.toMoveIndex())).append(' ');
    for (int a = 0; a < QuaternityArmy.COUNT; a++) {
      sb.append(letter(p.controllerIndex(a)));
    }
    sb.append(' ');
    for (int q = 0; q < QuaternityArmy.COUNT; q++) {
      sb.append(STATUS_LETTERS.charAt(p.statusIndex(q)));
    }
    sb.append(' ');
    if (p.proposerIndex() < 0) {
      sb.append('-');
    } else {
      sb.append(letter(p.proposerIndex())).append('+');
      for (int q = 0; q < QuaternityArmy.COUNT; q++) {
        if ((p.acceptorBits() & (1 << q)) != 0) {
          sb.append(letter(q));
        }
      }
    }
    int result = p.resultCode();
    sb.append(' ')
        .append(
            result == QuaternityDraft.ONGOING
                ? "*"
                : result == QuaternityDraft.DRAW
                    ? "D"
                    : "W:" + letter(result - QuaternityDraft.WIN));
    return sb.toString();
  }

  private static char letter(int seat) {
    return QuaternityArmy.of(seat).letter();
  }

  /**
   * Reads a position line: {@code quaternity <variant> <fields>}, {@code quaternity <variant>
   * startpos}, or the fields alone (a bare QFEN).
   */
  @Override
  public Either<Rejection, QuaternityPosition> parsePosition(String line) {
    return PositionLine.fields(
            line, QuaternityContext.GAME_ID, context.variantName(), v -> false, -1)
        .fold(refusal -> refusedHeader(line, refusal), this::fields);
  }

  /**
   * Answers a line whose header {@link PositionLine} refused: a bare QFEN is read as it is, a line
   * of this game with another variant field is {@code VARIANT_MISMATCH}, anything else is
   * malformed.
   */
  private Either<Rejection, QuaternityPosition> refusedHeader(
      String line, PositionLine.Refusal refusal) {
    if (refusal.problem() == PositionLine.Problem.EMPTY) {
      return malformed("the position line is empty");
    }
    String[] tokens = line.split(" ", -1);
    if (refusal.problem() == PositionLine.Problem.VARIANT
        || tokens[0].equals(QuaternityContext.GAME_ID)) {
      return Either.left(
          new Rejection(
              QuaternityRejection.VARIANT_MISMATCH,
              "the line's variant field '"
                  + (tokens.length < 2 ? "" : tokens[1])
                  + "' is not '"
                  + context.variantName()
                  + "', the canonical field of these rules"));
    }
    if (tokens.length == context.fieldCount()) {
      return qfen(tokens);
    }
    return malformed("a position line starts with 'quaternity <variant> '");
  }

  /** Reads the fields after the variant: {@code startpos}, or the QFEN fields. */
  private Either<Rejection, QuaternityPosition> fields(String[] fields) {
    if (fields.length == 1 && fields[0].equals(START_POSITION)) {
      return Either.right(initial);
    }
    if (fields.length != context.fieldCount()) {
      return malformed(
          "a position line is 'quaternity <variant>' and "
              + (context.countsNoProgress()
                  ? "seven fields (QFEN and the no-progress count)"
                  : "six QFEN fields")
              + " separated by single spaces; this one has "
              + fields.length
              + " fields");
    }
    return qfen(fields);
  }

  /**
   * Reads the QFEN fields (and the no-progress count under that option) into a draft, field by
   * field, and checks the position they describe.
   */
  private Either<Rejection, QuaternityPosition> qfen(String[] f) {
    QuaternityDraft w = new QuaternityDraft(new byte[QuaternityTables.SQUARES]);
    Option<String> problem =
        readPlacement(w, f[0])
            .orElse(() -> readToMove(w, f[1]))
            .orElse(() -> readArmies(w, f[2], f[3]))
            .orElse(() -> readOffer(w, f[4]))
            .orElse(() -> readResult(w, f[5]))
            .orElse(() -> context.countsNoProgress() ? readQuietTurns(w, f[6]) : Option.none());
    return problem.isDefined() ? malformed(problem.get()) : positionCheck.check(w);
  }

  /** Reads the placement, the board field, onto the draft's empty board. */
  private static Option<String> readPlacement(QuaternityDraft w, String field) {
    Either<String, byte[]> cells =
        BoardText.parseCodes(field, GEOMETRY, QuaternityPieceCodes::readToken);
    if (cells.isLeft()) {
      return Option.some("placement: " + cells.getLeft());
    }
    byte[] codes = cells.get();
    for (int sq = 0; sq < codes.length; sq++) {
      if (codes[sq] != 0) {
        w.set(sq, codes[sq]);
      }
    }
    return Option.none();
  }

  /** Reads the side to move, one seat letter. */
  private static Option<String> readToMove(QuaternityDraft w, String field) {
    int seat = seat(field);
    if (seat < 0) {
      return Option.some("the side to move '" + field + "' is not one of w, r, b, g");
    }
    w.toMove = seat;
    return Option.none();
  }

  /** Reads the controllers and the statuses, four letters each in seat order. */
  private static Option<String> readArmies(QuaternityDraft w, String controllers, String statuses) {
    if (controllers.length() != QuaternityArmy.COUNT || statuses.length() != QuaternityArmy.COUNT) {
      return Option.some("controllers and statuses are four letters each");
    }
    for (int i = 0; i < QuaternityArmy.COUNT; i++) {
      int controller = seat(controllers.substring(i, i + 1));
      int status = STATUS_LETTERS.indexOf(statuses.charAt(i));
      if (controller < 0 || status < 0) {
        return Option.some(
            "controllers are four of w, r, b, g and statuses four of A, F, X: '"
                + controllers
                + " "
                + statuses
                + "'");
      }
      w.controller[i] = controller;
      w.status[i] = status;
    }
    return Option.none();
  }

  /** Reads the offer: {@code -}, or the proposer, {@code +} and the acceptors in seat order. */
  private static Option<String> readOffer(QuaternityDraft w, String offer) {
    if (offer.equals("-")) {
      return Option.none();
    }
    int proposer = offer.isEmpty() ? -1 : seat(offer.substring(0, 1));
    if (offer.length() < 2 || offer.charAt(1) != '+' || proposer < 0) {
      return Option.some("the offer '" + offer + "' is '-' or '<proposer>+<acceptors>'");
    }
    int last = -1;
    int acceptors = 0;
    for (int i = 2; i < offer.length(); i++) {
      int acceptor = seat(offer.substring(i, i + 1));
      if (acceptor <= last) {
        return Option.some("the acceptors of '" + offer + "' are distinct players in seat order");
      }
      last = acceptor;
      acceptors |= 1 << acceptor;
    }
    w.proposer = proposer;
    w.acceptors = acceptors;
    return Option.none();
  }

  /** Reads the result: {@code *} ongoing, {@code D} a draw, {@code W:<player>} a win. */
  private static Option<String> readResult(QuaternityDraft w, String result) {
    int winner = result.length() == 3 && result.startsWith("W:") ? seat(result.substring(2)) : -1;
    if (result.equals("*")) {
      w.result = QuaternityDraft.ONGOING;
    } else if (result.equals("D")) {
      w.result = QuaternityDraft.DRAW;
    } else if (winner >= 0) {
      w.result = QuaternityDraft.WIN + winner;
    } else {
      return Option.some("the result '" + result + "' is '*', 'D' or 'W:<player>'");
    }
    return Option.none();
  }

  /** Reads the no-progress count of option noProgressLimit, the seventh field. */
  private static Option<String> readQuietTurns(QuaternityDraft w, String count) {
    Option<Integer> quiet = Decimal.parse(count, 0, MAX_COUNT);
    if (quiet.isEmpty()) {
      return Option.some(
          "the no-progress count '" + count + "' is a whole number without sign or leading zeros");
    }
    w.quietTurns = quiet.get();
    return Option.none();
  }

  /** Returns the seat of a one-letter text, or -1. */
  private static int seat(String letter) {
    return letter.length() == 1
        ? QuaternityArmy.fromLetter(letter.charAt(0)).map(Enum::ordinal).getOrElse(-1)
        : -1;
  }

  private static <T> Either<Rejection, T> malformed(String message) {
    return Either.left(new Rejection(MALFORMED_POSITION, message));
  }

  @Override
  public String formatMove(QuaternityPosition position, QuaternityMove move) {
    if (move instanceof PieceMove m) {
      boolean capture = GEOMETRY.contains(m.to()) && position.code(GEOMETRY.index(m.to())) != 0;
      return m.from().name()
          + (capture ? 'x' : '-')
          + m.to().name()
          + m.promotion().map(k -> "=" + k.letter()).getOrElse("");
    } else if (move instanceof Pass) {
      return "pass";
    } else if (move instanceof Freeze f) {
      return f.reason().word() + "(" + f.player().name() + ")";
    } else if (move instanceof OfferDraw) {
      return "offer-draw";
    } else if (move instanceof AcceptDraw a) {
      return "accept-draw(" + a.player().name() + ")";
    } else {
      return "decline-draw(" + ((DeclineDraw) move).player().name() + ")";
    }
  }

  @Override
  public Either<Rejection, QuaternityMove> parseMove(QuaternityPosition position, String text) {
    if (text == null || text.isEmpty()) {
      return badMove("the move is empty");
    }
    String body = text;
    if (text.length() > 2 && text.charAt(1) == ':') {
      int prefix = seat(text.substring(0, 1));
      if (prefix < 0) {
        return badMove(
            "'" + text + "' starts with '" + text.charAt(0) + ":', which names no player");
      }
      if (prefix != position.toMoveIndex()) {
        return Either.left(
            new Rejection(
                QuaternityRejection.WRONG_PLAYER,
                "'"
                    + text
                    + "' is marked for "
                    + QuaternityArmy.of(prefix).displayName()
                    + ", but "
                    + QuaternityArmy.of(position.toMoveIndex()).displayName()
                    + " is to move"));
      }
      body = text.substring(2);
    }
    switch (body) {
      case "pass":
        return Either.right(new Pass());
      case "offer-draw":
        return Either.right(new OfferDraw());
      default:
        break;
    }
    int open = body.indexOf('(');
    if (open > 0) {
      return parsePlayerAction(text, body, open);
    }
    return parsePieceMove(position, text, body);
  }

  private Either<Rejection, QuaternityMove> parsePlayerAction(String text, String body, int open) {
    if (body.length() != open + 3 || body.charAt(open + 2) != ')') {
      return badMove("'" + text + "' is not of the form action(p) with p one of w, r, b, g");
    }
    int seat = seat(body.substring(open + 1, open + 2));
    if (seat < 0) {
      return badMove("'" + text + "' names no player: use w, r, b or g");
    }
    Player player = QuaternityArmy.of(seat).player();
    String word = body.substring(0, open);
    for (FreezeReason reason : FreezeReason.values()) {
      if (reason.word().equals(word)) {
        return Either.right(new Freeze(player, reason));
      }
    }
    if (word.equals("accept-draw")) {
      return Either.right(new AcceptDraw(player));
    }
    if (word.equals("decline-draw")) {
      return Either.right(new DeclineDraw(player));
    }
    return badMove(
        "'" + word + "' is not an action: resign, timeout, walkover, accept-draw or decline-draw");
  }

  /** Reads {@code from-to}, {@code fromxto} or either with a promotion suffix {@code =Q}. */
  private Either<Rejection, QuaternityMove> parsePieceMove(
      QuaternityPosition position, String text, String body) {
    int sep = separator(body);
    if (sep < 0) {
      return badMove(
          "'"
              + text
              + "' is not a move: write from-to (e2-f2), a capture (d3xj9), a promotion"
              + " (f11-f12=Q), pass, resign(p), timeout(p), walkover(p), offer-draw,"
              + " accept-draw(p) or decline-draw(p)");
    }
    String rest = body.substring(sep + 1);
    int eq = rest.indexOf('=');
    Either<Rejection, Option<QuaternityPieceKind>> promotion =
        eq < 0 ? Either.right(Option.none()) : promotion(text, rest, eq);
    if (promotion.isLeft()) {
      return Either.left(promotion.getLeft());
    }
    Option<Square> from = GEOMETRY.parseSquare(body.substring(0, sep));
    Option<Square> to = GEOMETRY.parseSquare(eq < 0 ? rest : rest.substring(0, eq));
    if (from.isEmpty() || to.isEmpty()) {
      return badMove("'" + text + "' does not name two squares of the 12 x 12 board (a1 to l12)");
    }
    if (body.charAt(sep) == 'x' && position.code(GEOMETRY.index(to.get())) == 0) {
      return Either.left(
          new Rejection(
              QuaternityRejection.NOTHING_TO_CAPTURE,
              "'" + text + "' is written as a capture, but " + to.get() + " is empty"));
    }
    return Either.right(new PieceMove(from.get(), to.get(), promotion.get()));
  }

  /** Returns the index of the {@code -} or {@code x} after a two- or three-letter square, or -1. */
  private static int separator(String body) {
    for (int i = 2; i <= 3 && i < body.length(); i++) {
      char c = body.charAt(i);
      if (c == '-' || c == 'x') {
        return i;
      }
    }
    return -1;
  }

  /** Reads the promotion piece after the {@code =} at {@code eq} of a move's destination part. */
  private static Either<Rejection, Option<QuaternityPieceKind>> promotion(
      String text, String rest, int eq) {
    if (eq != rest.length() - 2) {
      return badMove("'" + text + "': a promotion is one letter after '=', as in f11-f12=Q");
    }
    Option<QuaternityPieceKind> kind = QuaternityPieceKind.fromLetter(rest.charAt(eq + 1));
    if (kind.isEmpty()) {
      return badMove("'" + text + "': the promotion letter is Q, R, B or N");
    }
    if (!kind.get().isPromotionChoice()) {
      return Either.left(
          new Rejection(
              QuaternityRejection.INVALID_PROMOTION,
              "'"
                  + text
                  + "': a pawn promotes to a queen, rook, bishop or knight, never to a "
                  + kind.get().displayName()));
    }
    return Either.right(kind);
  }

  private static <T> Either<Rejection, T> badMove(String message) {
    return Either.left(new Rejection(MALFORMED_MOVE, message));
  }
}
