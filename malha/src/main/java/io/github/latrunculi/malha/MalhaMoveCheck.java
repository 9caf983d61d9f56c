package io.github.latrunculi.malha;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.malha.MalhaExchange.Stage;
import io.vavr.control.Either;

/**
 * Validates a move against a position and says which rule it breaks, naming the squares. A move
 * that passes is exactly one of the position's legal moves (or a resignation while the game goes
 * on). One instance per variant, immutable and thread-safe.
 */
final class MalhaMoveCheck {
  private final MalhaMoveGenerator generator;

  /** Whether {@code end} closes a capture chain (option {@code continuation=OPTIONAL}). */
  private final boolean optionalContinuation;

  MalhaMoveCheck(MalhaContext context, MalhaMoveGenerator generator) {
    this.generator = generator;
    this.optionalContinuation = context.optionalContinuation();
  }

  /** Returns {@code move} when it is legal in {@code p}, else why not; applies nothing. */
  Either<Rejection, MalhaMove> check(MalhaPosition p, MalhaMove move) {
    Rejection why = reason(p, move);
    return why == null ? Either.right(move) : Either.left(why);
  }

  /** Returns why {@code move} is illegal in {@code p}, or null when it is legal. */
  private Rejection reason(MalhaPosition p, MalhaMove move) {
    if (p.phase() == MalhaPhase.ENDED) {
      return reject(MalhaRejection.GAME_OVER, "the game is over (" + p.result().token() + ")");
    }
    if (move instanceof MalhaMove.Resign) {
      return null;
    }
    if (move instanceof MalhaMove.Place place) {
      return checkPlace(p, place);
    }
    if (move instanceof MalhaMove.Step step) {
      return checkStep(p, step);
    }
    return checkEnd(p);
  }

  private Rejection checkPlace(MalhaPosition p, MalhaMove.Place place) {
    if (p.phase() != MalhaPhase.PLACEMENT) {
      return reject(
          MalhaRejection.WRONG_PHASE, "the setting is over: soldiers now move one step at a time");
    }
    int a = MalhaContext.index(place.first());
    int b = MalhaContext.index(place.second());
    if (a < 0 || b < 0) {
      return reject(MalhaRejection.MALFORMED_MOVE, place + " names a square off the 7x7 board");
    }
    if (a == b) {
      return reject(
          MalhaRejection.SAME_SQUARE,
          place + " names " + place.first() + " twice: a pair needs two squares");
    }
    if (a == MalhaContext.MALHA || b == MalhaContext.MALHA) {
      return malha();
    }
    for (int sq : new int[] {a, b}) {
      if (p.cell(sq) != 0) {
        return occupied(sq);
      }
    }
    if (generator.pairMustTouchMalha(p)
        && !MalhaMoveGenerator.isMalhaAdjacent(a)
        && !MalhaMoveGenerator.isMalhaAdjacent(b)) {
      return reject(
          MalhaRejection.OPENING_PAIR_MUST_TOUCH_MALHA,
          "the "
              + MalhaSide.ofCode(p.side).displayName()
              + "'s first pair must include d3, c4, e4 or d5 (next to the malha); "
              + place
              + " does not");
    }
    return null;
  }

  private Rejection checkStep(MalhaPosition p, MalhaMove.Step step) {
    if (p.phase() == MalhaPhase.PLACEMENT) {
      return reject(
          MalhaRejection.WRONG_PHASE,
          "the setting goes on: place two soldiers, written like a1,d3");
    }
    int from = MalhaContext.index(step.from());
    int to = MalhaContext.index(step.to());
    if (from < 0 || to < 0) {
      return reject(MalhaRejection.MALFORMED_MOVE, step + " names a square off the 7x7 board");
    }
    Rejection origin = origin(p, from);
    if (origin != null) {
      return origin;
    }
    if (!MalhaMoveGenerator.areNeighbours(from, to)) {
      return reject(
          MalhaRejection.NOT_ADJACENT,
          step.to() + " is not next to " + step.from() + ": a step goes one square orthogonally");
    }
    if (p.cell(to) != 0) {
      return occupied(to);
    }
    if (p.cont >= 0) {
      if (step.flagged()) {
        return reject(
            MalhaRejection.FLAG_NOT_ALLOWED, "continuation steps never carry the exchange flag");
      }
      if (generator.captures(p.friends(p.side), p.enemies(p.side), to, p.safe) == 0) {
        return reject(
            MalhaRejection.CONTINUATION_MUST_CAPTURE,
            step + " captures nothing: a continuing soldier may only make capturing steps");
      }
      return null;
    }
    return step.flagged() ? checkFlag(p, step, from) : null;
  }

  /**
   * Returns why a placement square is refused on its own (the malha, an occupied square), or null;
   * for user interfaces that take a pair one square at a time.
   */
  static Rejection placementSquare(MalhaPosition p, int square) {
    return square == MalhaContext.MALHA ? malha() : p.cell(square) != 0 ? occupied(square) : null;
  }

  /**
   * Returns why no step can start on {@code from} in a moving phase (another soldier must continue
   * its chain, or the square holds no soldier of the side to move), or null.
   */
  static Rejection origin(MalhaPosition p, int from) {
    String side = MalhaSide.ofCode(p.side).displayName();
    Square square = MalhaContext.square(from);
    if (p.cont >= 0 && from != p.cont) {
      Square cont = MalhaContext.square(p.cont);
      return reject(
          MalhaRejection.MUST_CONTINUE,
          "the "
              + side
              + " must continue capturing with the soldier on "
              + cont
              + ", not "
              + square);
    }
    if (p.cell(from) != p.side + 1) {
      return reject(
          MalhaRejection.NOT_OWN_SOLDIER,
          square
              + (p.cell(from) == 0 ? " is empty" : " holds a soldier of the other side")
              + ": the "
              + side
              + " moves its own soldiers");
    }
    return null;
  }

  private static Rejection malha() {
    return reject(MalhaRejection.MALHA_SQUARE, "d4 is the malha: no soldier is set there");
  }

  private static Rejection occupied(int square) {
    return reject(MalhaRejection.SQUARE_OCCUPIED, MalhaContext.square(square) + " is occupied");
  }

  private Rejection checkFlag(MalhaPosition p, MalhaMove.Step step, int from) {
    if (p.phase() == MalhaPhase.OPENING) {
      return reject(
          MalhaRejection.FLAG_NOT_ALLOWED, "no exchange flag in the Attacker's opening turn");
    }
    if (generator.mayFlag(p, from)) {
      return null;
    }
    if (p.side == 1) {
      return reject(
          MalhaRejection.SOLDIER_REACHABLE,
          step.from()
              + " is reachable (an Attacker soldier sees it along a line), so it cannot request an"
              + " exchange");
    }
    if (p.stage() == Stage.CONFIRMED_ONE) {
      return reject(
          MalhaRejection.SAME_OFFER_TWICE,
          step.from() + " is already offered: the second offer must be another soldier");
    }
    return reject(
        MalhaRejection.FLAG_NOT_ALLOWED,
        p.stage() == Stage.NONE
            ? "no exchange request is pending: the Attacker's flag accepts a request"
            : "the Defender has not confirmed the offer yet: the Attacker cannot offer now");
  }

  private Rejection checkEnd(MalhaPosition p) {
    if (!optionalContinuation) {
      return reject(
          MalhaRejection.NOTHING_TO_END,
          "capture chains are compulsory here: 'end' needs option continuation=OPTIONAL");
    }
    if (p.cont < 0) {
      return reject(
          MalhaRejection.NOTHING_TO_END, "no capture chain is pending, so there is nothing to end");
    }
    return null;
  }

  private static Rejection reject(MalhaRejection code, String message) {
    return new Rejection(code, message);
  }
}
