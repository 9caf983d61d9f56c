package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityDraft.ACTIVE;
import static io.github.latrunculi.quaternity.QuaternityDraft.DRAW;
import static io.github.latrunculi.quaternity.QuaternityDraft.FROZEN;
import static io.github.latrunculi.quaternity.QuaternityDraft.WIN;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.kit.PackedMove;
import io.github.latrunculi.quaternity.QuaternityMove.AcceptDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Freeze;
import io.github.latrunculi.quaternity.QuaternityMove.OfferDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Pass;
import io.github.latrunculi.quaternity.QuaternityMove.PieceMove;
import io.github.latrunculi.quaternity.QuaternityVariant.TwoPlayerStalemate;
import io.vavr.collection.List;
import io.vavr.collection.Seq;

/**
 * The trusted apply (§4.5): move, pass, freeze, draw offer and answers on input already checked by
 * {@link QuaternityMoveCheck} (or known legal, as in search), the settling of the turn after each
 * of them (passes, stalemates, the last active player), and the outcome a position's result field
 * stands for. The only dispatch over move types.
 */
final class QuaternityTransition {
  private final QuaternityContext context;
  private final QuaternityVariant variant;
  private final QuaternityMoveGenerator generator;

  QuaternityTransition(QuaternityContext context, QuaternityMoveGenerator generator) {
    this.context = context;
    this.variant = context.variant();
    this.generator = generator;
  }

  /**
   * Plays a legal action: the one dispatch over the kinds of {@link QuaternityMove}, for {@code
   * apply} and {@code play} alike.
   */
  QuaternityPosition apply(QuaternityPosition position, QuaternityMove move) {
    QuaternityDraft w = position.work();
    if (move instanceof PieceMove m) {
      move(w, QuaternityMoveGenerator.packed(m));
    } else if (move instanceof Pass) {
      pass(w);
    } else if (move instanceof Freeze f) {
      freeze(w, f.player().index());
    } else if (move instanceof OfferDraw) {
      w.proposer = w.toMove;
      w.acceptors = 0;
    } else if (move instanceof AcceptDraw a) {
      acceptDraw(w, a.player().index());
    } else {
      w.clearOffer();
    }
    return w.freeze();
  }

  /** MOVE: the board move, mates it completes, next player, then the no-progress draw or settle. */
  private void move(QuaternityDraft w, int move) {
    int mover = w.toMove;
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    boolean progress =
        w.board[to] != 0
            || QuaternityPieceCodes.isPawnType(QuaternityPieceCodes.type(w.board[from]));
    int mated;
    if (generator.makeBoardMove(w, mover, move)) {
      mated = generator.resolveMates(w, mover);
      generator.computeChecks(w);
    } else {
      mated = generator.resolveMatesAfter(w, mover, from, to);
    }
    progress |= mated != 0;
    w.clearOffer();
    w.toMove = nextActive(w, mover);
    endTurn(w, progress);
  }

  /** PASS: the turn goes on, the board does not change. */
  private void pass(QuaternityDraft w) {
    w.clearOffer();
    w.toMove = nextActive(w, w.toMove);
    endTurn(w, false);
  }

  /**
   * Counts the turn for option noProgressLimit and draws the game when the count reaches the limit;
   * otherwise settles the turn. The draw comes first, as the limit ends the game before the next
   * player is asked to move (a capture, pawn move or mate restarts the count).
   */
  private void endTurn(QuaternityDraft w, boolean progress) {
    if (context.countsNoProgress()) {
      w.quietTurns = progress ? 0 : w.quietTurns + 1;
      if (w.quietTurns >= variant.noProgressLimit()) {
        w.result = DRAW;
        return;
      }
    }
    settle(w);
  }

  /** FREEZE: {@code player} resigns, loses on time or walks over. */
  private void freeze(QuaternityDraft w, int player) {
    w.status[player] = FROZEN;
    generator.computeChecks(w);
    w.clearOffer();
    if (w.toMove == player) {
      w.toMove = nextActive(w, player);
    }
    settle(w);
  }

  /** ACCEPT_DRAW: the game is drawn once every other active player has accepted. */
  private static void acceptDraw(QuaternityDraft w, int player) {
    w.acceptors |= 1 << player;
    if (missingAcceptors(w) == 0) {
      w.result = DRAW;
    }
  }

  /** Returns the active players other than the proposer who have not accepted yet, as seat bits. */
  static int missingAcceptors(QuaternityDraft w) {
    int missing = 0;
    for (int p = 0; p < QuaternityArmy.COUNT; p++) {
      if (p != w.proposer && w.status[p] == ACTIVE && (w.acceptors & (1 << p)) == 0) {
        missing |= 1 << p;
      }
    }
    return missing;
  }

  /**
   * Returns the players who may still accept the pending offer, in seat order; none without an
   * offer and once the game is over.
   */
  Seq<Player> drawOfferAnswerers(QuaternityPosition position) {
    if (position.isOver() || position.proposerIndex() < 0) {
      return List.empty();
    }
    int missing = missingAcceptors(position.read());
    return QuaternityArmy.PLAYERS.filter(p -> (missing & (1 << p.index())) != 0);
  }

  /** Returns the next active seat after {@code player} in the order of play. */
  int nextActive(QuaternityDraft w, int player) {
    int q = player;
    for (int i = 0; i < QuaternityArmy.COUNT; i++) {
      q = context.nextSeat(q);
      if (w.status[q] == ACTIVE) {
        return q;
      }
    }
    return player;
  }

  /** Returns the last active seat before {@code player} in the order of play. */
  private int previousActive(QuaternityDraft w, int player) {
    int q = player;
    for (int i = 0; i < QuaternityArmy.COUNT; i++) {
      q = context.previousSeat(q);
      if (w.status[q] == ACTIVE && q != player) {
        return q;
      }
    }
    return player;
  }

  /**
   * settle (§4.5): ends the game when one player is left active; otherwise, while the player to
   * move has no legal move, it is mated (in check), the game is a stalemate (two active players),
   * or it must pass (skipped at once with autoPass; when every active player is stuck that way the
   * game is drawn).
   */
  void settle(QuaternityDraft w) {
    int passes = 0;
    while (true) {
      int active = w.activeCount();
      if (active == 1 && (variant.endWhenOneActive() || !w.anyFrozen())) {
        w.result = WIN + onlyActive(w);
        return;
      }
      int t = w.toMove;
      if (generator.hasLegalMove(w, t, true)) {
        return;
      }
      if (active == 1) {
        // endWhenOneActive=false: the lone active player cannot move on, so its win stands now.
        w.result = WIN + t;
        return;
      }
      if (w.isChecked(t)) {
        // Only reachable through the self-exposure filter (§4.5 step 3). The last board mover is
        // not part of a position line, so the mate goes to the previous active player in turn.
        int heir = previousActive(w, t);
        QuaternityMoveGenerator.mate(w, t, heir);
        generator.resolveMates(w, heir);
        generator.computeChecks(w);
        w.toMove = nextActive(w, t);
        continue;
      }
      if (active == 2 && variant.twoPlayerStalemate() != TwoPlayerStalemate.PASS) {
        w.result =
            variant.twoPlayerStalemate() == TwoPlayerStalemate.DRAW ? DRAW : WIN + nextActive(w, t);
        return;
      }
      if (!variant.autoPass()) {
        return;
      }
      passes++;
      if (passes >= active) {
        w.result = DRAW;
        return;
      }
      w.toMove = nextActive(w, t);
    }
  }

  /**
   * Returns the outcome a position's result stands for, with its reason: a draw by {@code
   * AGREEMENT} (the completed offer stays in the line), {@code NO_PROGRESS} or {@code STALEMATE}; a
   * win as {@code LAST_ACTIVE_PLAYER}, or {@code STALEMATE} under twoPlayerStalemate=loss.
   */
  Outcome outcome(QuaternityPosition position) {
    int result = position.resultCode();
    if (result == QuaternityDraft.ONGOING) {
      return Outcome.ONGOING;
    }
    if (result == DRAW) {
      return Outcome.draw(
          position.proposerIndex() >= 0
              ? "AGREEMENT"
              : context.countsNoProgress() && position.quietTurns() >= variant.noProgressLimit()
                  ? "NO_PROGRESS"
                  : "STALEMATE");
    }
    int active = 0;
    for (int p = 0; p < QuaternityArmy.COUNT; p++) {
      active += position.statusIndex(p) == ACTIVE ? 1 : 0;
    }
    return Outcome.win(
        QuaternityArmy.of(result - WIN).player(), active == 1 ? "LAST_ACTIVE_PLAYER" : "STALEMATE");
  }

  private static int onlyActive(QuaternityDraft w) {
    for (int p = 0; p < QuaternityArmy.COUNT; p++) {
      if (w.status[p] == ACTIVE) {
        return p;
      }
    }
    throw new IllegalStateException("no active player");
  }
}
