package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityDraft.ACTIVE;
import static io.github.latrunculi.quaternity.QuaternityDraft.FROZEN;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.BISHOP;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.KING;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.KNIGHT;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.PAWN_UNCOMMITTED;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.QUEEN;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.ROOK;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.army;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.type;
import static io.github.latrunculi.quaternity.QuaternityTables.BOARD;
import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.kit.IntBuffer;
import io.github.latrunculi.core.kit.PackedMove;
import io.github.latrunculi.core.kit.Scratch;
import io.github.latrunculi.quaternity.QuaternityMove.AcceptDraw;
import io.github.latrunculi.quaternity.QuaternityMove.DeclineDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Freeze;
import io.github.latrunculi.quaternity.QuaternityMove.OfferDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Pass;
import io.github.latrunculi.quaternity.QuaternityMove.PieceMove;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * Validates actions from outside before {@link QuaternityTransition} plays them, and says precisely
 * why one is refused: which square, which piece, which rule. It applies nothing and tests a piece
 * move directly (its movement, then its legality), without listing the legal moves.
 */
final class QuaternityMoveCheck {
  /** The piece's movement does not take it to the square ({@link #reach}). */
  private static final int UNREACHED = 0;

  /** The piece reaches the square by a move that does not promote. */
  private static final int REACHED = 1;

  /** The pawn reaches its promotion line there, so the move must promote. */
  private static final int PROMOTING = 2;

  private final QuaternityVariant variant;
  private final QuaternityMoveGenerator generator;

  QuaternityMoveCheck(QuaternityContext context, QuaternityMoveGenerator generator) {
    this.variant = context.variant();
    this.generator = generator;
  }

  /** Returns the action when the rules accept it in {@code position}, else why not. */
  Either<Rejection, QuaternityMove> check(QuaternityPosition position, QuaternityMove move) {
    if (position.isOver()) {
      return reject(QuaternityRejection.GAME_OVER, "the game is over: no action is accepted");
    }
    QuaternityDraft w = position.work();
    Option<Rejection> problem;
    if (move instanceof PieceMove m) {
      problem = pieceMove(w, m);
    } else if (move instanceof Pass) {
      problem = pass(w);
    } else if (move instanceof Freeze f) {
      problem = freeze(w, f);
    } else if (move instanceof OfferDraw) {
      problem = offer(w);
    } else if (move instanceof AcceptDraw a) {
      problem = answer(w, a.player(), true);
    } else {
      problem = answer(w, ((DeclineDraw) move).player(), false);
    }
    return problem.isDefined() ? Either.left(problem.get()) : Either.right(move);
  }

  private Option<Rejection> pieceMove(QuaternityDraft w, PieceMove m) {
    if (!GEOMETRY.contains(m.from()) || !GEOMETRY.contains(m.to())) {
      return refuse(
          QuaternityRejection.MALFORMED_MOVE, m.from() + " or " + m.to() + " is off the board");
    }
    int player = w.toMove;
    int from = GEOMETRY.index(m.from());
    int to = GEOMETRY.index(m.to());
    Option<Rejection> problem = selectionProblem(w, from, m);
    if (problem.isDefined()) {
      return problem;
    }
    int own = QuaternityMoveGenerator.ownArmies(w, player);
    int reach = reach(w, from, to, own);
    if (reach == UNREACHED) {
      return Option.some(unreachable(w, player, own, from, to, m));
    }
    problem = promotionProblem(m, reach == PROMOTING);
    if (problem.isDefined()) {
      return problem;
    }
    int promotion = m.promotion().map(QuaternityPieceCodes::typeOf).getOrElse(0);
    int move = PackedMove.of(from, to, promotion);
    return generator.isLegal(w, player, move)
        ? Option.none()
        : Option.some(illegalForCheck(w, player, move, m));
  }

  /**
   * Checks the piece a move takes and the promotion it names: a piece stands on the origin, the
   * player to move controls it, and a named promotion is to a queen, rook, bishop or knight.
   */
  private static Option<Rejection> selectionProblem(QuaternityDraft w, int from, PieceMove m) {
    int v = w.board[from];
    if (v == 0) {
      return refuse(QuaternityRejection.NO_PIECE, "there is no piece on " + m.from());
    }
    int player = w.toMove;
    if ((QuaternityMoveGenerator.ownArmies(w, player) & (1 << army(v))) == 0) {
      return refuse(
          QuaternityRejection.NOT_YOUR_PIECE,
          m.from()
              + " holds "
              + describe(w, from)
              + ", which "
              + name(player)
              + " does not control");
    }
    if (m.promotion().isDefined() && !m.promotion().get().isPromotionChoice()) {
      return refuse(
          QuaternityRejection.INVALID_PROMOTION,
          "a pawn promotes to a queen, rook, bishop or knight, never to a "
              + m.promotion().get().displayName());
    }
    return Option.none();
  }

  /**
   * Returns how the piece on {@code from} reaches {@code to} by its movement: {@link #UNREACHED},
   * {@link #REACHED} or {@link #PROMOTING} (a pawn arriving on its promotion line).
   */
  private int reach(QuaternityDraft w, int from, int to, int own) {
    Scratch scratch = Scratch.get();
    IntBuffer pseudo = scratch.take();
    try {
      generator.pieceMoves(w, from, own, pseudo);
      int reach = UNREACHED;
      for (int i = 0; i < pseudo.size(); i++) {
        int move = pseudo.get(i);
        if (PackedMove.to(move) == to) {
          reach = PackedMove.detail(move) != 0 ? PROMOTING : REACHED;
        }
      }
      return reach;
    } finally {
      scratch.give();
    }
  }

  /** Checks that a move names a promotion exactly when it {@code promotes}. */
  private static Option<Rejection> promotionProblem(PieceMove m, boolean promotes) {
    if (promotes && m.promotion().isEmpty()) {
      return refuse(
          QuaternityRejection.PROMOTION_REQUIRED,
          "the pawn reaches its last line on "
              + m.to()
              + " and must promote: add =Q, =R, =B or =N");
    }
    if (!promotes && m.promotion().isDefined()) {
      return refuse(
          QuaternityRejection.PROMOTION_NOT_ALLOWED,
          m.from() + "-" + m.to() + " is not a pawn reaching its last line, so it cannot promote");
    }
    return Option.none();
  }

  /** Explains why the piece on {@code from} cannot reach {@code to} at all. */
  private Rejection unreachable(
      QuaternityDraft w, int player, int own, int from, int to, PieceMove m) {
    int t = type(w.board[from]);
    String piece = describe(w, from);
    if (QuaternityPieceCodes.isPawnType(t)) {
      return pawnProblem(w, player, own, from, to, m, piece);
    }
    if (!followsMovement(t, from, to)) {
      return new Rejection(
          QuaternityRejection.ILLEGAL_MOVEMENT,
          piece + " on " + m.from() + " cannot move to " + m.to() + ": " + movementRule(t));
    }
    int blocker = t == QUEEN || t == ROOK || t == BISHOP ? firstOnPath(w, from, to) : -1;
    if (blocker >= 0) {
      return new Rejection(
          QuaternityRejection.PATH_BLOCKED,
          "the path of "
              + piece
              + " from "
              + m.from()
              + " to "
              + m.to()
              + " is blocked by "
              + describe(w, blocker)
              + " on "
              + GEOMETRY.square(blocker));
    }
    return captureProblem(w, player, own, to, m);
  }

  /** Returns true when a piece of type {@code t}, not a pawn, moves that way on an empty board. */
  private static boolean followsMovement(int t, int from, int to) {
    int line = BOARD.lineDirection(from, to);
    switch (t) {
      case KING:
        return QuaternityTables.adjacentDirection(from, to) >= 0;
      case KNIGHT:
        return QuaternityTables.isKnightLeap(from, to);
      case QUEEN:
        return line >= 0;
      case ROOK:
        return line >= 0 && Direction.isOrthogonal(line);
      case BISHOP:
        return line >= 0 && !Direction.isOrthogonal(line);
      default:
        return false;
    }
  }

  /** Returns the first occupied square strictly between two squares on a line, or -1. */
  private static int firstOnPath(QuaternityDraft w, int from, int to) {
    for (int sq : GEOMETRY.ray(from, BOARD.lineDirection(from, to))) {
      if (sq == to) {
        return -1;
      }
      if (w.board[sq] != 0) {
        return sq;
      }
    }
    return -1;
  }

  /** Explains why a pawn cannot go from {@code from} to {@code to}. */
  private Rejection pawnProblem(
      QuaternityDraft w, int player, int own, int from, int to, PieceMove m, String piece) {
    int v = w.board[from];
    int d = QuaternityTables.adjacentDirection(from, to);
    boolean step = pawnSteps(v, d);
    boolean capture = pawnCaptures(v, d);
    if (step && w.board[to] != 0) {
      return new Rejection(
          QuaternityRejection.PAWN_BLOCKED,
          piece
              + " on "
              + m.from()
              + " cannot step to "
              + m.to()
              + ", which holds "
              + describe(w, to)
              + ": pawns capture diagonally only");
    }
    if (capture && w.board[to] == 0) {
      return new Rejection(
          QuaternityRejection.NOTHING_TO_CAPTURE,
          piece
              + " on "
              + m.from()
              + " moves diagonally only to capture, and "
              + m.to()
              + " is empty");
    }
    if (capture) {
      return captureProblem(w, player, own, to, m);
    }
    return new Rejection(
        QuaternityRejection.ILLEGAL_MOVEMENT,
        piece + " on " + m.from() + " cannot move to " + m.to() + ": " + pawnRule(v));
  }

  /** Returns true when the pawn {@code v} steps in direction {@code d} (-1: not adjacent). */
  private static boolean pawnSteps(int v, int d) {
    int army = army(v);
    return type(v) == PAWN_UNCOMMITTED
        ? d == QuaternityPawns.leftStep(army) || d == QuaternityPawns.rightStep(army)
        : d == QuaternityPawns.direction(type(v));
  }

  /** Returns true when the pawn {@code v} captures in direction {@code d} (-1: not adjacent). */
  private static boolean pawnCaptures(int v, int d) {
    return d >= 0 && QuaternityPawns.capturesTowards(v, d);
  }

  /** Returns how the pawn {@code v} moves, in words. */
  private static String pawnRule(int v) {
    int army = army(v);
    if (type(v) == PAWN_UNCOMMITTED) {
      return "an uncommitted central pawn steps one square "
          + dir(QuaternityPawns.leftStep(army))
          + " or "
          + dir(QuaternityPawns.rightStep(army))
          + " and captures "
          + dir(QuaternityPawns.leftCapture(army))
          + ", "
          + dir(QuaternityPawns.forward(army))
          + " or "
          + dir(QuaternityPawns.rightCapture(army));
    }
    int ahead = QuaternityPawns.direction(type(v));
    return "a "
        + dir(ahead)
        + " pawn steps one square "
        + dir(ahead)
        + " (never two, never backwards"
        + " or sideways) and captures "
        + dir(QuaternityPawns.turn(ahead, -1))
        + " or "
        + dir(QuaternityPawns.turn(ahead, 1));
  }

  /** The destination is reachable by movement; the piece standing there cannot be captured. */
  private Rejection captureProblem(QuaternityDraft w, int player, int own, int to, PieceMove m) {
    int target = w.board[to];
    if (target != 0 && (own & (1 << army(target))) != 0) {
      return new Rejection(
          QuaternityRejection.OWN_PIECE,
          m.to() + " holds " + describe(w, to) + ", a piece " + name(player) + " controls");
    }
    if (target != 0 && type(target) == KING) {
      return new Rejection(
          QuaternityRejection.KING_CAPTURE,
          m.to()
              + " holds "
              + describe(w, to)
              + ": kings are never captured, they leave the"
              + " game by checkmate");
    }
    if (target != 0
        && !variant.frozenPiecesCapturable()
        && w.status[w.controller[army(target)]] == FROZEN) {
      return new Rejection(
          QuaternityRejection.FROZEN_PIECE,
          m.to()
              + " holds "
              + describe(w, to)
              + ", a frozen piece, and this variant"
              + " (frozenPiecesCapturable=false) forbids capturing frozen pieces");
    }
    return new Rejection(
        QuaternityRejection.ILLEGAL_MOVEMENT,
        m.from() + "-" + m.to() + " is not a move of " + describe(w, GEOMETRY.index(m.from())));
  }

  private Rejection illegalForCheck(QuaternityDraft w, int player, int move, PieceMove m) {
    QuaternityDraft copy = w.copy();
    generator.makeBoardMove(copy, player, move);
    String self = name(player) + "'s king on ";
    if (generator.inCheck(copy, player)) {
      return new Rejection(
          QuaternityRejection.KING_IN_CHECK,
          "the move "
              + m.from()
              + "-"
              + m.to()
              + " leaves "
              + self
              + GEOMETRY.square(copy.kings[player])
              + " in check from "
              + attackersText(copy, player));
    }
    generator.resolveMates(copy, player);
    return new Rejection(
        QuaternityRejection.SELF_EXPOSURE,
        "the move "
            + m.from()
            + "-"
            + m.to()
            + " mates a king whose removal leaves "
            + self
            + GEOMETRY.square(copy.kings[player])
            + " in check from "
            + attackersText(copy, player)
            + " (SELF_EXPOSURE=FORBID)");
  }

  private String attackersText(QuaternityDraft w, int player) {
    IntBuffer attackers =
        QuaternityAttacks.attackers(w.board, w.kings[player], generator.hostileArmies(w, player));
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < attackers.size(); i++) {
      sb.append(i == 0 ? "" : " and ")
          .append(describe(w, attackers.get(i)))
          .append(" on ")
          .append(GEOMETRY.square(attackers.get(i)));
    }
    return sb.toString();
  }

  private Option<Rejection> pass(QuaternityDraft w) {
    if (generator.hasLegalMove(w, w.toMove, true)) {
      IntBuffer legal = new IntBuffer(16);
      generator.addLegalMoves(w, w.toMove, legal);
      int first = legal.get(0);
      return refuse(
          QuaternityRejection.PASS_NOT_ALLOWED,
          name(w.toMove)
              + " has "
              + legal.size()
              + " legal move"
              + (legal.size() == 1 ? "" : "s")
              + " (for example "
              + GEOMETRY.square(PackedMove.from(first))
              + " to "
              + GEOMETRY.square(PackedMove.to(first))
              + "): a player passes only when it has no legal move");
    }
    return Option.none();
  }

  private Option<Rejection> freeze(QuaternityDraft w, Freeze f) {
    Either<Rejection, Integer> seat = seat(f.player());
    if (seat.isLeft()) {
      return Option.some(seat.getLeft());
    }
    int p = seat.get();
    if (w.status[p] != ACTIVE) {
      return refuse(
          QuaternityRejection.PLAYER_NOT_ACTIVE,
          name(p)
              + " is "
              + QuaternityStatus.values()[w.status[p]].name().toLowerCase(Locale.ROOT)
              + ": only an active player can "
              + f.reason().word());
    }
    if (variant.resignOnlyOnTurn() && p != w.toMove) {
      return refuse(
          QuaternityRejection.NOT_YOUR_TURN,
          name(p)
              + " can "
              + f.reason().word()
              + " only on its own turn (resignOnlyOnTurn=true),"
              + " and "
              + name(w.toMove)
              + " is to move");
    }
    if (!variant.endWhenOneActive() && w.activeCount() == 1) {
      return refuse(
          QuaternityRejection.LAST_ACTIVE_PLAYER,
          name(p)
              + " is the last active player and plays on until every frozen king is mated"
              + " (endWhenOneActive=false)");
    }
    return Option.none();
  }

  private Option<Rejection> offer(QuaternityDraft w) {
    if (w.proposer >= 0) {
      return refuse(
          QuaternityRejection.DRAW_OFFER_PENDING,
          name(w.proposer) + "'s draw offer is still pending");
    }
    if (w.activeCount() < 2) {
      return refuse(
          QuaternityRejection.NO_ONE_TO_ANSWER,
          name(w.toMove) + " is the only active player: nobody could accept a draw");
    }
    return Option.none();
  }

  private Option<Rejection> answer(QuaternityDraft w, Player player, boolean accept) {
    Either<Rejection, Integer> seat = seat(player);
    if (seat.isLeft()) {
      return Option.some(seat.getLeft());
    }
    int p = seat.get();
    String verb = accept ? "accept" : "decline";
    if (w.proposer < 0) {
      return refuse(
          QuaternityRejection.NO_DRAW_OFFER,
          "no draw offer is pending, so " + name(p) + " has nothing to " + verb);
    }
    if (w.status[p] != ACTIVE) {
      return refuse(
          QuaternityRejection.PLAYER_NOT_ACTIVE,
          name(p) + " is not active: only active players vote on a draw");
    }
    if (p == w.proposer) {
      return refuse(
          QuaternityRejection.OWN_DRAW_OFFER,
          name(p) + " offered the draw and cannot " + verb + " its own offer");
    }
    if (accept && (w.acceptors & (1 << p)) != 0) {
      return refuse(
          QuaternityRejection.ALREADY_ACCEPTED, name(p) + " has already accepted the draw");
    }
    return Option.none();
  }

  private static Either<Rejection, Integer> seat(Player player) {
    int i = player.index();
    if (i >= QuaternityArmy.COUNT || !QuaternityArmy.of(i).player().equals(player)) {
      return reject(
          QuaternityRejection.MALFORMED_MOVE, "'" + player + "' is not a player: w, r, b or g");
    }
    return Either.right(i);
  }

  /** Describes the piece on {@code sq}: "Black's rook", or "White's red pawn" once assimilated. */
  static String describe(QuaternityDraft w, int sq) {
    int v = w.board[sq];
    int a = army(v);
    int c = w.controller[a];
    QuaternityPiece piece = QuaternityPieceCodes.piece(v);
    return name(c)
        + "'s "
        + (a == c ? "" : QuaternityArmy.of(a).displayName().toLowerCase(Locale.ROOT) + " ")
        + piece.kind().displayName();
  }

  private static String movementRule(int type) {
    switch (type) {
      case KING:
        return "a king moves one square in any direction, and there is no castling";
      case KNIGHT:
        return "a knight leaps two squares one way and one square the other";
      case QUEEN:
        return "a queen moves along a rank, file or diagonal";
      case ROOK:
        return "a rook moves along a rank or file";
      default:
        return "a bishop moves along a diagonal";
    }
  }

  private static String dir(int direction) {
    return Direction.of(direction).name();
  }

  static String name(int seat) {
    return QuaternityArmy.of(seat).displayName();
  }

  private static <T> Either<Rejection, T> reject(QuaternityRejection code, String message) {
    return Either.left(new Rejection(code, message));
  }

  private static Option<Rejection> refuse(QuaternityRejection code, String message) {
    return Option.some(new Rejection(code, message));
  }
}
