package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityRejection.ILLEGAL_POSITION;
import static io.github.latrunculi.quaternity.QuaternityRejection.MALFORMED_MOVE;
import static io.github.latrunculi.quaternity.QuaternityRejection.MALFORMED_POSITION;
import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;

import io.github.latrunculi.core.Board;
import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardText;
import io.github.latrunculi.core.kit.Decimal;
import io.github.latrunculi.quaternity.QuaternityMove.AcceptDraw;
import io.github.latrunculi.quaternity.QuaternityMove.DeclineDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Freeze;
import io.github.latrunculi.quaternity.QuaternityMove.FreezeReason;
import io.github.latrunculi.quaternity.QuaternityMove.OfferDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Pass;
import io.github.latrunculi.quaternity.QuaternityMove.PieceMove;
import io.vavr.Tuple;
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
  private static final String GAME = "quaternity";

  /** The largest no-progress count the seventh field may hold (six digits). */
  private static final int MAX_COUNT = 999_999;

  private final QuaternityRules rules;
  private final QuaternityPositionCheck positionCheck;

  QuaternityNotation(QuaternityRules rules) {
    this.rules = rules;
    this.positionCheck = new QuaternityPositionCheck(rules.options(), rules.generator());
  }

  // ---------------------------------------------------------------- positions

  @Override
  public String formatPosition(QuaternityPosition position) {
    String line = GAME + " " + rules.variantName() + " " + qfen(position);
    return fields() == 7 ? line + " " + position.quietTurns() : line;
  }

  /** Returns the six QFEN fields of a position. */
  static String qfen(QuaternityPosition p) {
    StringBuilder sb =
        new StringBuilder(
            BoardText.format(
                GEOMETRY, i -> p.code(i) == 0 ? null : QuaternityPieceCodes.token(p.code(i))));
    sb.append(' ').append(letter(p.toMoveIndex())).append(' ');
    for (int a = 0; a < 4; a++) {
      sb.append(letter(p.controllerIndex(a)));
    }
    sb.append(' ');
    for (int q = 0; q < 4; q++) {
      sb.append(QuaternityStatus.values()[p.statusIndex(q)].letter());
    }
    sb.append(' ');
    if (p.proposerIndex() < 0) {
      sb.append('-');
    } else {
      sb.append(letter(p.proposerIndex())).append('+');
      for (int q = 0; q < 4; q++) {
        if ((p.acceptorBits() & (1 << q)) != 0) {
          sb.append(letter(q));
        }
      }
    }
    sb.append(' ');
    int result = p.resultCode();
    sb.append(
        result == QuaternityDraft.ONGOING
            ? "*"
            : result == QuaternityDraft.DRAW ? "D" : "W:" + letter(result - QuaternityDraft.WIN));
    return sb.toString();
  }

  /** Returns the number of QFEN fields of these rules: 7 with the no-progress count, else 6. */
  private int fields() {
    return rules.options().hasNoProgressLimit() ? 7 : 6;
  }

  private static char letter(int seat) {
    return QuaternityArmy.of(seat).letter();
  }

  @Override
  public Either<Rejection, QuaternityPosition> parsePosition(String line) {
    if (line == null || line.isBlank()) {
      return malformed("the position line is empty");
    }
    String[] tokens = line.split(" ", -1);
    if (tokens[0].equals(GAME)) {
      if (tokens.length < 2 || !tokens[1].equals(rules.variantName())) {
        return Either.left(
            new Rejection(
                QuaternityRejection.VARIANT_MISMATCH,
                "the line's variant field '"
                    + (tokens.length < 2 ? "" : tokens[1])
                    + "' is not '"
                    + rules.variantName()
                    + "', the canonical field of these rules"));
      }
      if (tokens.length == 3 && tokens[2].equals("startpos")) {
        return Either.right(rules.initial());
      }
      if (tokens.length != 2 + fields()) {
        return malformed(
            "a position line is 'quaternity <variant>' and "
                + (fields() == 7
                    ? "seven fields (QFEN and the no-progress count)"
                    : "six QFEN fields")
                + " separated by single spaces; this one has "
                + (tokens.length - 2)
                + " fields");
      }
      return parseQfen(tokens, 2);
    }
    if (tokens.length == fields()) {
      return parseQfen(tokens, 0);
    }
    return malformed("a position line starts with 'quaternity <variant> '");
  }

  private Either<Rejection, QuaternityPosition> parseQfen(String[] f, int at) {
    Either<String, Board<Integer>> placement =
        BoardText.parse(
            f[at],
            GEOMETRY,
            (rank, i) ->
                QuaternityPieceCodes.readCode(rank, i)
                    .map(code -> Tuple.of(code, QuaternityPieceCodes.token(code).length())));
    if (placement.isLeft()) {
      return malformed("placement: " + placement.getLeft());
    }
    Option<Integer> toMove = seat(f[at + 1]);
    if (toMove.isEmpty()) {
      return malformed("the side to move '" + f[at + 1] + "' is not one of w, r, b, g");
    }
    int[] controller = new int[4];
    int[] status = new int[4];
    if (f[at + 2].length() != 4 || f[at + 3].length() != 4) {
      return malformed("controllers and statuses are four letters each");
    }
    for (int i = 0; i < 4; i++) {
      Option<Integer> c = seat(f[at + 2].substring(i, i + 1));
      int s = "AFX".indexOf(f[at + 3].charAt(i));
      if (c.isEmpty() || s < 0) {
        return malformed(
            "controllers are four of w, r, b, g and statuses four of A, F, X: '"
                + f[at + 2]
                + " "
                + f[at + 3]
                + "'");
      }
      controller[i] = c.get();
      status[i] = s;
    }
    int proposer = -1;
    int acceptors = 0;
    String offer = f[at + 4];
    if (!offer.equals("-")) {
      if (offer.length() < 2 || offer.charAt(1) != '+' || seat(offer.substring(0, 1)).isEmpty()) {
        return malformed("the offer '" + offer + "' is '-' or '<proposer>+<acceptors>'");
      }
      proposer = seat(offer.substring(0, 1)).get();
      int last = -1;
      for (int i = 2; i < offer.length(); i++) {
        Option<Integer> q = seat(offer.substring(i, i + 1));
        if (q.isEmpty() || q.get() <= last) {
          return malformed("the acceptors of '" + offer + "' are distinct players in seat order");
        }
        last = q.get();
        acceptors |= 1 << last;
      }
    }
    String resultText = f[at + 5];
    int result;
    if (resultText.equals("*")) {
      result = QuaternityDraft.ONGOING;
    } else if (resultText.equals("D")) {
      result = QuaternityDraft.DRAW;
    } else if (resultText.length() == 3
        && resultText.startsWith("W:")
        && seat(resultText.substring(2)).isDefined()) {
      result = QuaternityDraft.WIN + seat(resultText.substring(2)).get();
    } else {
      return malformed("the result '" + resultText + "' is '*', 'D' or 'W:<player>'");
    }
    QuaternityDraft w = new QuaternityDraft(new byte[QuaternityTables.SQUARES]);
    for (int sq = 0; sq < QuaternityTables.SQUARES; sq++) {
      Option<Integer> code = placement.get().at(sq);
      if (code.isDefined()) {
        w.set(sq, code.get());
      }
    }
    System.arraycopy(controller, 0, w.controller, 0, 4);
    System.arraycopy(status, 0, w.status, 0, 4);
    w.toMove = toMove.get();
    w.proposer = proposer;
    w.acceptors = acceptors;
    w.result = result;
    if (fields() == 7) {
      String count = f[at + 6];
      Option<Integer> quiet = Decimal.parse(count, 0, MAX_COUNT);
      if (quiet.isEmpty()) {
        return malformed(
            "the no-progress count '"
                + count
                + "' is a whole number without sign or leading zeros");
      }
      w.quietTurns = quiet.get();
    }
    Option<String> problem = positionCheck.problem(w);
    if (problem.isDefined()) {
      return Either.left(new Rejection(ILLEGAL_POSITION, problem.get()));
    }
    return Either.right(w.freeze());
  }

  private static Option<Integer> seat(String letter) {
    return letter.length() == 1
        ? QuaternityArmy.fromLetter(letter.charAt(0)).map(Enum::ordinal)
        : Option.none();
  }

  private static <T> Either<Rejection, T> malformed(String message) {
    return Either.left(new Rejection(MALFORMED_POSITION, message));
  }

  // ---------------------------------------------------------------- moves

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
      Option<Integer> prefix = seat(text.substring(0, 1));
      if (prefix.isEmpty()) {
        return badMove(
            "'" + text + "' starts with '" + text.charAt(0) + ":', which names no player");
      }
      if (prefix.get() != position.toMoveIndex()) {
        return Either.left(
            new Rejection(
                QuaternityRejection.WRONG_PLAYER,
                "'"
                    + text
                    + "' is marked for "
                    + QuaternityArmy.of(prefix.get()).displayName()
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
    Option<Integer> seat = seat(body.substring(open + 1, open + 2));
    if (seat.isEmpty()) {
      return badMove("'" + text + "' names no player: use w, r, b or g");
    }
    Player player = QuaternityArmy.of(seat.get()).player();
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

  private Either<Rejection, QuaternityMove> parsePieceMove(
      QuaternityPosition position, String text, String body) {
    int sep = -1;
    for (int i = 2; i <= 3 && i < body.length(); i++) {
      char c = body.charAt(i);
      if (c == '-' || c == 'x') {
        sep = i;
        break;
      }
    }
    if (sep < 0) {
      return badMove(
          "'"
              + text
              + "' is not a move: write from-to (e2-f2), a capture (d3xj9), a promotion"
              + " (f11-f12=Q), pass, resign(p), timeout(p), walkover(p), offer-draw,"
              + " accept-draw(p) or decline-draw(p)");
    }
    String rest = body.substring(sep + 1);
    Option<QuaternityPieceKind> promotion = Option.none();
    int eq = rest.indexOf('=');
    if (eq >= 0) {
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
      promotion = kind;
      rest = rest.substring(0, eq);
    }
    Option<Square> from = GEOMETRY.parseSquare(body.substring(0, sep));
    Option<Square> to = GEOMETRY.parseSquare(rest);
    if (from.isEmpty() || to.isEmpty()) {
      return badMove("'" + text + "' does not name two squares of the 12 x 12 board (a1 to l12)");
    }
    if (body.charAt(sep) == 'x' && position.code(GEOMETRY.index(to.get())) == 0) {
      return Either.left(
          new Rejection(
              QuaternityRejection.NOTHING_TO_CAPTURE,
              "'" + text + "' is written as a capture, but " + to.get() + " is empty"));
    }
    return Either.right(new PieceMove(from.get(), to.get(), promotion));
  }

  private static Either<Rejection, QuaternityMove> badMove(String message) {
    return Either.left(new Rejection(MALFORMED_MOVE, message));
  }
}
