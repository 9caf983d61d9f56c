package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.WorkingPosition.ACTIVE;
import static io.github.latrunculi.quaternity.WorkingPosition.DRAW;
import static io.github.latrunculi.quaternity.WorkingPosition.FROZEN;
import static io.github.latrunculi.quaternity.WorkingPosition.WIN;

import io.github.latrunculi.quaternity.QuaternityVariant.TwoPlayerStalemate;

/**
 * The transitions of §4.5 on trusted input: move, pass, freeze, draw offer and answers, and the
 * settling of the turn after each of them (passes, stalemates, the last active player).
 */
final class Transitions {
  private final QuaternityVariant variant;
  private final QuaternityMoveGenerator generator;

  Transitions(QuaternityVariant variant, QuaternityMoveGenerator generator) {
    this.variant = variant;
    this.generator = generator;
  }

  /**
   * MOVE: the board move, mates it completes, next player, then the no-progress draw or settle.
   */
  QuaternityPosition move(QuaternityPosition position, int move) {
    WorkingPosition w = position.work();
    int mover = w.toMove;
    boolean progress =
        w.board[QuaternityMoveGenerator.to(move)] != 0
            || PieceCodes.isPawnType(PieceCodes.type(w.board[QuaternityMoveGenerator.from(move)]));
    generator.makeBoardMove(w, mover, move);
    progress |= generator.resolveMates(w, mover) != 0;
    w.clearOffer();
    w.toMove = nextActive(w, mover);
    endTurn(w, progress);
    return w.freeze();
  }

  /** PASS: the turn goes on, the board does not change. */
  QuaternityPosition pass(QuaternityPosition position) {
    WorkingPosition w = position.work();
    w.clearOffer();
    w.toMove = nextActive(w, w.toMove);
    endTurn(w, false);
    return w.freeze();
  }

  /**
   * Counts the turn for option noProgressLimit and draws the game when the count reaches the
   * limit; otherwise settles the turn. The draw comes first, as the limit ends the game before
   * the next player is asked to move (a capture, pawn move or mate restarts the count).
   */
  private void endTurn(WorkingPosition w, boolean progress) {
    if (variant.hasNoProgressLimit()) {
      w.quietTurns = progress ? 0 : w.quietTurns + 1;
      if (w.quietTurns >= variant.noProgressLimit()) {
        w.result = DRAW;
        return;
      }
    }
    settle(w);
  }

  /** FREEZE: {@code player} resigns, loses on time or walks over. */
  QuaternityPosition freeze(QuaternityPosition position, int player) {
    WorkingPosition w = position.work();
    w.status[player] = FROZEN;
    w.clearOffer();
    if (w.toMove == player) {
      w.toMove = nextActive(w, player);
    }
    settle(w);
    return w.freeze();
  }

  /** OFFER_DRAW by the player to move. */
  QuaternityPosition offerDraw(QuaternityPosition position) {
    WorkingPosition w = position.work();
    w.proposer = w.toMove;
    w.acceptors = 0;
    return w.freeze();
  }

  /** ACCEPT_DRAW: the game is drawn once every other active player has accepted. */
  QuaternityPosition acceptDraw(QuaternityPosition position, int player) {
    WorkingPosition w = position.work();
    w.acceptors |= 1 << player;
    if (missingAcceptors(w) == 0) {
      w.result = DRAW;
    }
    return w.freeze();
  }

  /** DECLINE_DRAW: the offer ends. */
  QuaternityPosition declineDraw(QuaternityPosition position) {
    WorkingPosition w = position.work();
    w.clearOffer();
    return w.freeze();
  }

  /** Returns the active players other than the proposer who have not accepted yet, as seat bits. */
  static int missingAcceptors(WorkingPosition w) {
    int missing = 0;
    for (int p = 0; p < 4; p++) {
      if (p != w.proposer && w.status[p] == ACTIVE && (w.acceptors & (1 << p)) == 0) {
        missing |= 1 << p;
      }
    }
    return missing;
  }

  /** Returns the next active seat after {@code player} in the order of play. */
  int nextActive(WorkingPosition w, int player) {
    int step = variant.turnDirection() == QuaternityVariant.TurnDirection.CLOCKWISE ? 1 : 3;
    int q = player;
    for (int i = 0; i < 4; i++) {
      q = (q + step) % 4;
      if (w.status[q] == ACTIVE) {
        return q;
      }
    }
    return player;
  }

  /** Returns the last active seat before {@code player} in the order of play. */
  private int previousActive(WorkingPosition w, int player) {
    int step = variant.turnDirection() == QuaternityVariant.TurnDirection.CLOCKWISE ? 3 : 1;
    int q = player;
    for (int i = 0; i < 4; i++) {
      q = (q + step) % 4;
      if (w.status[q] == ACTIVE && q != player) {
        return q;
      }
    }
    return player;
  }

  /**
   * settle (§4.5): ends the game when one player is left active; otherwise, while the player to
   * move has no legal move, it is mated (in check), the game is a stalemate (two active players),
   * or it must pass (skipped at once with autoPass; when every active player is stuck that way
   * the game is drawn).
   */
  void settle(WorkingPosition w) {
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
      if (generator.inCheck(w, t)) {
        // Only reachable through the self-exposure filter (§4.5 step 3). The last board mover is
        // not part of a position line, so the mate goes to the previous active player in turn.
        int heir = previousActive(w, t);
        QuaternityMoveGenerator.mate(w, t, heir);
        generator.resolveMates(w, heir);
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

  private static int onlyActive(WorkingPosition w) {
    for (int p = 0; p < 4; p++) {
      if (w.status[p] == ACTIVE) {
        return p;
      }
    }
    throw new IllegalStateException("no active player");
  }
}
