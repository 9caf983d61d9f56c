package io.github.latrunculi.malha;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.malha.MalhaExchange.Stage;

/**
 * The state transitions of Kharbga for moves already known to be legal: placement and the end of
 * the setting (§3), steps with their captures (§4.2), capture chains (§4.5), the exchange protocol
 * (§6.4), turn change with automatic passes and blocking (§4.6, §5) and the outcomes (§7). One
 * instance per variant, immutable and thread-safe.
 */
final class MalhaTransition {
  private final MalhaVariant variant;
  private final MalhaMoveGenerator generator;

  /** Whether quiet plies are counted (option {@code noCaptureLimit}); read on every step. */
  private final boolean countsQuietPlies;

  /** Whether soldiers flanked when the setting ends go on the safe list. */
  private final boolean settingImmunity;

  MalhaTransition(MalhaContext context, MalhaMoveGenerator generator) {
    this.variant = context.variant();
    this.generator = generator;
    this.countsQuietPlies = context.countsQuietPlies();
    this.settingImmunity = context.settingImmunity();
  }

  /**
   * Plays a legal move. The move types are final records, so each {@code instanceof} below is an
   * exact-class check; steps, by far the most frequent, come first.
   */
  MalhaPosition apply(MalhaPosition p, Move move) {
    if (move instanceof MalhaMove.Step step) {
      int from = index(step.from());
      int to = index(step.to());
      long captured = generator.captures(p.friends(p.side), p.enemies(p.side), to, p.safe);
      // A chain step always captures, so a step that captures nothing is a turn's first step.
      if (captured == 0 && !countsQuietPlies) {
        MalhaPosition quiet = quietStep(p, from, to, step.flagged());
        if (quiet != null) {
          return quiet;
        }
      }
      return step(p, from, to, step.flagged(), captured);
    }
    if (move instanceof MalhaMove.Place place) {
      return place(p, index(place.first()), index(place.second()));
    }
    MalhaDraft draft = new MalhaDraft(p);
    if (move instanceof MalhaMove.Resign resign) {
      draft.finish(MalhaResult.resignationBy(resign.side()));
    } else {
      endTurn(draft, p.side);
    }
    return draft.build();
  }

  /** Returns the index of a square of a trusted move, which lies on the board. */
  private static int index(Square square) {
    return square.rank() * MalhaContext.WIDTH + square.file();
  }

  /**
   * The common step, built without a draft: the first step of a turn that captures nothing, with no
   * quiet-ply count to keep. The exchange protocol moves on as {@link #updateExchange} would
   * (nothing is captured, so nothing is dropped), and the opponent moves next. Returns null, for
   * the general path to decide, when the step completes an exchange or the opponent has no step.
   */
  private MalhaPosition quietStep(MalhaPosition p, int from, int to, boolean flagged) {
    int side = p.side;
    int stage = MalhaPosition.NO_EXCHANGE;
    int u = -1;
    int a1 = -1;
    int a2 = -1;
    if (flagged) {
      int before = p.stage;
      if (side == 0) {
        boolean accepts = before == MalhaPosition.REQUESTED;
        stage = accepts ? MalhaPosition.OFFERED_ONE : MalhaPosition.OFFERED_TWO;
        u = p.u;
        a1 = accepts ? to : p.a1;
        a2 = accepts ? -1 : to;
      } else if (from != p.u || before == MalhaPosition.NO_EXCHANGE) {
        stage = MalhaPosition.REQUESTED;
        u = to;
      } else if (before == MalhaPosition.OFFERED_TWO) {
        return null;
      } else {
        stage = before == MalhaPosition.REQUESTED ? before : MalhaPosition.CONFIRMED_ONE;
        u = to;
        a1 = p.a1;
      }
    }
    long moved = 1L << from | 1L << to;
    long attackerSet = side == 0 ? p.attackerSet ^ moved : p.attackerSet;
    long defenderSet = side == 0 ? p.defenderSet : p.defenderSet ^ moved;
    int opponent = 1 - side;
    if (!MalhaMoveGenerator.hasStep(
        opponent == 0 ? attackerSet : defenderSet, attackerSet | defenderSet)) {
      return null;
    }
    int phase = p.phase == MalhaPosition.OPENING ? MalhaPosition.MOVING : p.phase;
    long safe = p.safe & ~(1L << from);
    long boardKey =
        p.boardKey ^ MalhaKeys.soldier(from, side + 1) ^ MalhaKeys.soldier(to, side + 1);
    long meta =
        flagged
            ? MalhaKeys.meta(opponent, phase, -1, stage, u, a1, a2, safe, MalhaPosition.ONGOING, 0)
            : MalhaKeys.plain(opponent, phase, safe);
    return new MalhaPosition(
        attackerSet,
        defenderSet,
        opponent,
        phase,
        -1,
        stage,
        u,
        a1,
        a2,
        safe,
        MalhaPosition.ONGOING,
        0,
        p.attackers,
        p.defenders,
        boardKey,
        boardKey ^ meta);
  }

  private MalhaPosition place(MalhaPosition p, int a, int b) {
    MalhaDraft draft = new MalhaDraft(p);
    draft.put(a, p.side + 1);
    draft.put(b, p.side + 1);
    if (draft.attackers + draft.defenders < 2 * MalhaContext.SOLDIERS_PER_SIDE) {
      draft.side = 1 - p.side;
    } else {
      endSetting(draft);
    }
    return draft.build();
  }

  /**
   * After the 24th pair (§3.6): the Attacker opens; nothing is captured. Under {@code
   * settingImmunity=UNTIL_MOVED} every flanked soldier goes on the safe list. If the Attacker has
   * no step (possible only when the first pair need not touch the malha, §10 #1), it passes and the
   * Defender starts the moving phase.
   */
  private void endSetting(MalhaDraft draft) {
    draft.side = 0;
    draft.phase = MalhaPhase.OPENING;
    if (settingImmunity) {
      for (int sq = 0; sq < MalhaContext.SIZE; sq++) {
        int code = draft.cell(sq);
        if (code != 0 && MalhaMoveGenerator.isFlanked(draft.enemies(code - 1), sq)) {
          draft.safe |= 1L << sq;
        }
      }
    }
    if (!MalhaMoveGenerator.hasStep(draft.attackerSet, draft.occupied())) {
      draft.side = 1;
      draft.phase = MalhaPhase.MOVING;
    }
  }

  private MalhaPosition step(MalhaPosition p, int from, int to, boolean flagged, long captured) {
    int side = p.side;
    MalhaDraft draft = new MalhaDraft(p);
    draft.remove(from);
    draft.put(to, side + 1);
    for (long rest = captured; rest != 0; rest &= rest - 1) {
      draft.remove(Long.numberOfTrailingZeros(rest));
    }
    boolean exchanged = updateExchange(p, draft, from, to, flagged, captured);
    if (countsQuietPlies) {
      // Counted only under the option: the position line carries the count only then.
      draft.quietPlies = captured != 0 || exchanged ? 0 : p.quietPlies + 1;
    }
    if (!eliminated(draft)) {
      if (captured != 0
          && !exchanged
          && generator.hasCapturingStep(draft.friends(side), draft.enemies(side), to, draft.safe)) {
        draft.cont = to;
      } else {
        endTurn(draft, side);
      }
    }
    return draft.build();
  }

  /**
   * Moves the exchange protocol on after a step and its captures (§6.4) and returns whether the
   * step completed an exchange (its three soldiers are then already removed).
   */
  private boolean updateExchange(
      MalhaPosition p, MalhaDraft draft, int from, int to, boolean flagged, long captured) {
    if (p.cont >= 0) {
      followChain(p, draft, from, to);
    } else if (!flagged) {
      draft.clearExchange();
    } else if (p.side == 0) {
      attackerFlag(p, draft, to);
    } else if (defenderFlag(p, draft, from, to, captured)) {
      return true;
    }
    if (draft.stage != Stage.NONE) {
      dropCaptured(draft, captured);
    }
    return false;
  }

  /** A chain step: tracked soldiers follow their moves; the stage never changes. */
  private static void followChain(MalhaPosition p, MalhaDraft draft, int from, int to) {
    draft.u = p.u == from ? to : p.u;
    draft.a1 = p.a1 == from ? to : p.a1;
    draft.a2 = p.a2 == from ? to : p.a2;
  }

  /** The Attacker's flagged step: an acceptance with a first offer, or the second offer. */
  private static void attackerFlag(MalhaPosition p, MalhaDraft draft, int to) {
    if (p.stage() == Stage.REQUESTED) {
      draft.exchange(Stage.OFFERED_ONE, p.u, to, -1);
    } else {
      draft.exchange(Stage.OFFERED_TWO, p.u, p.a1, to);
    }
  }

  /**
   * The Defender's flagged step: a request, a confirmation or the completion; returns whether it
   * completed the exchange.
   */
  private static boolean defenderFlag(
      MalhaPosition p, MalhaDraft draft, int from, int to, long captured) {
    if (from != p.u || p.stage() == Stage.NONE) {
      // A new request, or another soldier: the protocol restarts at its first step.
      draft.exchange(Stage.REQUESTED, to, -1, -1);
    } else if (p.stage() == Stage.OFFERED_TWO) {
      if ((captured >>> p.a1 & 1) != 0 || (captured >>> p.a2 & 1) != 0) {
        draft.exchange(Stage.REQUESTED, to, -1, -1);
      } else {
        draft.remove(to);
        draft.remove(p.a1);
        draft.remove(p.a2);
        draft.clearExchange();
        return true;
      }
    } else {
      // Same soldier after O1 (the confirmation) or again after an Attacker pass (R, C1).
      Stage next = p.stage() == Stage.REQUESTED ? Stage.REQUESTED : Stage.CONFIRMED_ONE;
      draft.exchange(next, to, p.a1, -1);
    }
    return false;
  }

  /**
   * An exchange in progress loses what the step captured: it ends if the Defender's soldier was
   * taken, and falls back to the request if an offered Attacker soldier was.
   */
  private static void dropCaptured(MalhaDraft draft, long captured) {
    if ((captured >>> draft.u & 1) != 0) {
      draft.clearExchange();
    } else if ((draft.a1 >= 0 && (captured >>> draft.a1 & 1) != 0)
        || (draft.a2 >= 0 && (captured >>> draft.a2 & 1) != 0)) {
      draft.exchange(Stage.REQUESTED, draft.u, -1, -1);
    }
  }

  /** Ends the game if a side has no soldier left (§7) and says whether it did. */
  private boolean eliminated(MalhaDraft draft) {
    if (draft.attackers > 0 && draft.defenders > 0) {
      return false;
    }
    if (draft.defenders == 0 && draft.attackers == 0) {
      draft.finish(
          variant.bothEliminated() == MalhaVariant.BothEliminated.DRAW
              ? MalhaResult.DRAW_ELIMINATION
              : MalhaResult.ATTACKER_ELIMINATION);
    } else {
      draft.finish(
          draft.defenders == 0
              ? MalhaResult.ATTACKER_ELIMINATION
              : MalhaResult.DEFENDER_ELIMINATION);
    }
    return true;
  }

  /**
   * Closes the turn of {@code mover} (§4.6): the opponent moves if it can; a Defender blocked by
   * the Attacker's opening turn wins (§5); otherwise the blocked side passes and the mover goes on.
   * Then the no-capture limit, if any, is checked.
   */
  private void endTurn(MalhaDraft draft, int mover) {
    draft.cont = -1;
    int opponent = 1 - mover;
    if (MalhaMoveGenerator.hasStep(draft.friends(opponent), draft.occupied())) {
      draft.side = opponent;
      if (draft.phase == MalhaPhase.OPENING) {
        draft.phase = MalhaPhase.MOVING;
      }
    } else if (draft.phase == MalhaPhase.OPENING
        || (variant.blockedAttackerOwesExchange() && opponent == 0 && draft.stage != Stage.NONE)) {
      draft.finish(MalhaResult.DEFENDER_BLOCKED);
      return;
    } else {
      draft.side = mover;
    }
    if (countsQuietPlies && draft.quietPlies >= variant.noCaptureLimit()) {
      draft.finish(limitResult(draft));
    }
  }

  private MalhaResult limitResult(MalhaDraft draft) {
    if (variant.limitResult() == MalhaVariant.LimitResult.DRAW
        || draft.attackers == draft.defenders) {
      return MalhaResult.DRAW_LIMIT;
    }
    return draft.attackers > draft.defenders
        ? MalhaResult.ATTACKER_LIMIT
        : MalhaResult.DEFENDER_LIMIT;
  }
}
