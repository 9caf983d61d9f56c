package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityDraft.ACTIVE;
import static io.github.latrunculi.quaternity.QuaternityDraft.DRAW;
import static io.github.latrunculi.quaternity.QuaternityDraft.ELIMINATED;
import static io.github.latrunculi.quaternity.QuaternityDraft.ONGOING;
import static io.github.latrunculi.quaternity.QuaternityDraft.WIN;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.KING;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.PAWN_UNCOMMITTED;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.army;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.type;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * The load-time checks of a parsed QFEN (§4.1 invariants and §5.1 validation): one king per
 * non-eliminated player, consistent controllers, statuses, offer and result, pawn directions on
 * their army's axes, uncommitted pawns on their diagonal, no pawn on its promotion line, and a
 * settled turn (the player to move can move or must pass, unless the game is over).
 */
final class QuaternityPositionCheck {
  private final QuaternityVariant variant;
  private final QuaternityMoveGenerator generator;

  QuaternityPositionCheck(QuaternityContext context, QuaternityMoveGenerator generator) {
    this.variant = context.variant();
    this.generator = generator;
  }

  /**
   * Returns the position of a parsed draft when play can reach it, else {@code ILLEGAL_POSITION}
   * naming the first problem found. Fills in the draft's king squares and kings in check.
   */
  Either<Rejection, QuaternityPosition> check(QuaternityDraft w) {
    Option<String> problem =
        piecesProblem(w).orElse(() -> seatsProblem(w)).orElse(() -> stateProblem(w));
    return problem.isDefined()
        ? Either.left(new Rejection(QuaternityRejection.ILLEGAL_POSITION, problem.get()))
        : Either.right(w.freeze());
  }

  /** Finds the kings (one per army at most) and checks every pawn. */
  private Option<String> piecesProblem(QuaternityDraft w) {
    Arrays.fill(w.kings, -1);
    for (int sq = 0; sq < QuaternityTables.SQUARES; sq++) {
      int v = w.board[sq];
      if (v == 0) {
        continue;
      }
      String square = QuaternityTables.GEOMETRY.square(sq).name();
      if (type(v) == KING) {
        if (w.kings[army(v)] >= 0) {
          return Option.some(name(army(v)) + " has two kings");
        }
        w.kings[army(v)] = sq;
      } else if (QuaternityPieceCodes.isPawnType(type(v))) {
        Option<String> pawn = pawnProblem(v, sq, square);
        if (pawn.isDefined()) {
          return pawn;
        }
      }
    }
    return Option.none();
  }

  /** Checks that kings, statuses and controllers agree for every seat. */
  private static Option<String> seatsProblem(QuaternityDraft w) {
    for (int p = 0; p < QuaternityArmy.COUNT; p++) {
      boolean eliminated = w.status[p] == ELIMINATED;
      if (eliminated == w.kings[p] >= 0) {
        return Option.some(
            name(p)
                + (eliminated ? " is eliminated but its king is on the board" : " has no king"));
      }
      if (eliminated == (w.controller[p] == p)) {
        return Option.some(
            "the "
                + name(p)
                + " army must be controlled by "
                + (eliminated ? "the player who mated it" : name(p) + " itself"));
      }
      if (w.status[w.controller[p]] == ELIMINATED) {
        return Option.some(
            "the " + name(p) + " army is controlled by eliminated " + name(w.controller[p]));
      }
    }
    return Option.none();
  }

  /**
   * Checks the side to move, the offer, the result and the no-progress count, and then, in a game
   * that goes on, that the turn is settled.
   */
  private Option<String> stateProblem(QuaternityDraft w) {
    if (w.status[w.toMove] != ACTIVE) {
      return Option.some(name(w.toMove) + " is to move but is not active");
    }
    Option<String> problem =
        offerProblem(w).orElse(() -> winnerProblem(w)).orElse(() -> noProgressProblem(w));
    if (problem.isDefined()) {
      return problem;
    }
    generator.computeChecks(w);
    return w.result == ONGOING ? turnProblem(w) : Option.none();
  }

  private static Option<String> winnerProblem(QuaternityDraft w) {
    return w.result >= WIN && w.status[w.result - WIN] != ACTIVE
        ? Option.some("the winner " + name(w.result - WIN) + " is not active")
        : Option.none();
  }

  private Option<String> pawnProblem(int v, int sq, String square) {
    int a = army(v);
    int t = type(v);
    if (t == PAWN_UNCOMMITTED) {
      if (!onMainDiagonal(a, sq) && variant.acpSideCaptureCommits()) {
        return Option.some(
            "the uncommitted "
                + name(a)
                + " pawn on "
                + square
                + " is off its army's main diagonal");
      }
    } else {
      int d = QuaternityPawns.direction(t);
      if (d != QuaternityPawns.leftStep(a) && d != QuaternityPawns.rightStep(a)) {
        return Option.some(
            "the "
                + name(a)
                + " pawn on "
                + square
                + " points "
                + Direction.of(d)
                + ", which is not one of its army's two directions");
      }
    }
    if (QuaternityPawns.onPromotionLine(v, sq)) {
      return Option.some("the " + name(a) + " pawn on " + square + " stands on its promotion line");
    }
    return Option.none();
  }

  /** Returns true when {@code sq} lies on the long diagonal through the army's corner. */
  private static boolean onMainDiagonal(int army, int sq) {
    int file = QuaternityTables.GEOMETRY.fileOf(sq);
    int rank = QuaternityTables.GEOMETRY.rankOf(sq);
    // White's and Black's corners are a1 and l12, Red's and Green's a12 and l1.
    return army % 2 == 0 ? file == rank : file + rank == QuaternityTables.SIZE - 1;
  }

  private static Option<String> offerProblem(QuaternityDraft w) {
    if (w.proposer < 0) {
      return Option.none();
    }
    if (w.result >= WIN) {
      return Option.some("a won game has no draw offer");
    }
    if (w.proposer != w.toMove) {
      return Option.some(
          "the draw offer of "
              + name(w.proposer)
              + " must be made on its turn, but "
              + name(w.toMove)
              + " is to move");
    }
    for (int p = 0; p < QuaternityArmy.COUNT; p++) {
      if ((w.acceptors & (1 << p)) != 0 && (p == w.proposer || w.status[p] != ACTIVE)) {
        return Option.some(name(p) + " cannot have accepted the draw offer");
      }
    }
    boolean complete = QuaternityTransition.missingAcceptors(w) == 0;
    if (complete != (w.result == DRAW)) {
      return Option.some(
          complete
              ? "every active player accepted the draw offer, so the result must be D"
              : "a draw by agreement needs every active player's acceptance");
    }
    return Option.none();
  }

  /** The no-progress count stops the game when it reaches the limit, and not otherwise. */
  private Option<String> noProgressProblem(QuaternityDraft w) {
    int limit = variant.noProgressLimit();
    if (!variant.hasNoProgressLimit() || w.quietTurns < limit) {
      return Option.none();
    }
    if (w.quietTurns > limit) {
      return Option.some(
          "the no-progress count " + w.quietTurns + " exceeds noProgressLimit " + limit);
    }
    return w.result == DRAW && w.proposer < 0
        ? Option.none()
        : Option.some(
            "the no-progress count has reached noProgressLimit "
                + limit
                + ", so the game is drawn (result D, no draw offer)");
  }

  private Option<String> turnProblem(QuaternityDraft w) {
    int active = w.activeCount();
    if (active == 1 && (variant.endWhenOneActive() || !w.anyFrozen())) {
      return Option.some("only " + name(w.toMove) + " is active, so the game is won");
    }
    if (generator.hasLegalMove(w, w.toMove, true)) {
      return Option.none();
    }
    boolean passes =
        active > 2
            || active == 2
                && variant.twoPlayerStalemate() == QuaternityVariant.TwoPlayerStalemate.PASS;
    if (generator.inCheck(w, w.toMove) || !passes || variant.autoPass()) {
      return Option.some(
          name(w.toMove)
              + " is to move without a legal move"
              + (generator.inCheck(w, w.toMove) ? " while in check" : "")
              + ": the turn was not settled");
    }
    return Option.none();
  }

  private static String name(int seat) {
    return QuaternityArmy.of(seat).displayName();
  }
}
