package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.CHIEF;
import static io.github.latrunculi.chief.ChiefCells.SAVAGE;
import static io.github.latrunculi.chief.ChiefCells.WARRIOR;
import static io.github.latrunculi.chief.ChiefPosition.highBit;
import static io.github.latrunculi.chief.ChiefPosition.lowBit;

import io.github.latrunculi.chief.ChiefMove.Place;
import io.github.latrunculi.chief.ChiefMove.Reinforce;
import io.github.latrunculi.chief.ChiefMove.Step;
import io.github.latrunculi.chief.ChiefVariant.Mode;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Square;

/**
 * The trusted apply of a legal move: the board, the freeze set, the push row, the hands, the side
 * to move, the Zobrist key (updated incrementally) and the repetition history of the next position.
 * The only dispatch over move types; {@link ChiefRules#apply} and {@link ChiefRules#play} both end
 * here.
 */
final class ChiefTransition {
  private final ChiefContext context;
  private final Geometry geometry;
  private final boolean multiplayer;
  private final boolean irreversibleCaptures;
  private final boolean eliminatedKeep;
  private final boolean passResets;

  ChiefTransition(ChiefContext context) {
    this.context = context;
    this.geometry = context.geometry();
    this.multiplayer = context.isMultiplayer();
    this.irreversibleCaptures = context.mode() != Mode.ASSASSINATION;
    this.eliminatedKeep = context.variant().eliminatedKeep();
    this.passResets = context.variant().passResets();
  }

  /** Returns the position after a legal move. */
  ChiefPosition apply(ChiefPosition position, ChiefMove move) {
    if (move instanceof Step step) {
      return afterStep(position, geometry.index(step.from()), geometry.index(step.to()));
    }
    if (move instanceof Place place) {
      return afterPlace(position, place.kind().ordinal(), geometry.index(place.square()));
    }
    if (move instanceof Reinforce reinforce) {
      int[] squares = new int[reinforce.squares().size()];
      int i = 0;
      for (Square square : reinforce.squares()) {
        squares[i++] = geometry.index(square);
      }
      return afterReinforce(position, squares);
    }
    return afterPass(position);
  }

  /** Returns the position after the piece on {@code from} steps to {@code to}. */
  ChiefPosition afterStep(ChiefPosition position, int from, int to) {
    byte[] next = position.cells().clone();
    int mover = next[from];
    int victim = next[to];
    long h = position.key() ^ ChiefKeys.piece(mover, from) ^ ChiefKeys.piece(mover, to);
    next[from] = 0;
    next[to] = (byte) mover;
    long low = position.frozenLow();
    long high = position.frozenHigh();
    if (victim == 0) {
      return endStep(position, next, h, low, high, -1, -1, 0, false, -1);
    }
    h ^= ChiefKeys.piece(victim, to);
    boolean wasFrozen = ChiefPosition.isFrozen(low, high, to);
    low &= ~lowBit(to);
    high &= ~highBit(to);
    int retreat = context.retreatSquare(from, to);
    if (retreat < 0 || next[retreat] != 0) {
      int capturedChief = ChiefCells.kind(victim) == CHIEF ? ChiefCells.seat(victim) : -1;
      return endStep(position, next, h, low, high, -1, -1, 0, irreversibleCaptures, capturedChief);
    }
    next[retreat] = (byte) victim;
    h ^= ChiefKeys.piece(victim, retreat);
    boolean warriorSpared = ChiefCells.kind(victim) == WARRIOR && ChiefCells.kind(mover) != WARRIOR;
    // A seat that is out never moves again, so its pieces are not frozen.
    boolean ownerOut = multiplayer && (position.chiefMask() >> ChiefCells.seat(victim) & 1) == 0;
    int freezeSquare = !ownerOut && (wasFrozen || !warriorSpared) ? retreat : -1;
    int pushCount = position.pushSquareIndex() == to ? position.pushCount() + 1 : 1;
    return endStep(position, next, h, low, high, freezeSquare, to, pushCount, false, -1);
  }

  /**
   * Ends the turn of a step whose board change is already in {@code next} and {@code h}: removes
   * the pieces of a multiplayer seat whose Chief was captured (unless {@code eliminated=keep}),
   * ends the mover's freezes, freezes the pushed piece, sets the push row and the next seat, and
   * updates the key.
   *
   * @param low the frozen set's low word, the target square already cleared
   * @param high the frozen set's high word, the target square already cleared
   * @param freezeSquare the square of the piece the step froze, or -1
   * @param pushSquare the square of the new push row, or -1
   * @param pushCount the pushes in a row out of it, 0 without a row
   * @param irreversible whether the history restarts (a capture outside {@code assassination})
   * @param capturedChief the seat whose Chief the step captured, or -1
   */
  private ChiefPosition endStep(
      ChiefPosition position,
      byte[] next,
      long h,
      long low,
      long high,
      int freezeSquare,
      int pushSquare,
      int pushCount,
      boolean irreversible,
      int capturedChief) {
    int eliminated = multiplayer ? capturedChief : -1;
    if (eliminated >= 0 && !eliminatedKeep) {
      for (int i = 0; i < next.length; i++) {
        if (next[i] != 0 && ChiefCells.seat(next[i]) == eliminated) {
          h ^= ChiefKeys.piece(next[i], i);
          next[i] = 0;
        }
      }
    }
    int me = position.side();
    // The mover's turn is over, so its own freezes end; an eliminated seat's pieces never move
    // again.
    long lowAfter = stillFrozen(low, 0, next, me, eliminated);
    long highAfter = stillFrozen(high, Long.SIZE, next, me, eliminated);
    if (freezeSquare >= 0) {
      lowAfter |= lowBit(freezeSquare);
      highAfter |= highBit(freezeSquare);
    }
    int chiefs = position.chiefMask();
    if (capturedChief >= 0) {
      chiefs &= ~(1 << capturedChief);
    }
    int nextSide = context.nextSeat(me, chiefs);
    // A set's key is the XOR of its squares' keys, so the change is the key of the squares that
    // changed.
    h ^= ChiefKeys.frozen(position.frozenLow() ^ lowAfter, position.frozenHigh() ^ highAfter);
    h ^=
        ChiefKeys.push(position.pushSquareIndex(), position.pushCount())
            ^ ChiefKeys.push(pushSquare, pushCount);
    h ^= ChiefKeys.side(me) ^ ChiefKeys.side(nextSide);
    return new ChiefPosition(
        context,
        next,
        nextSide,
        lowAfter,
        highAfter,
        pushSquare,
        pushCount,
        position.hands(),
        h,
        irreversible ? ChiefHistory.of(h) : position.historyKeys().plus(h),
        chiefs);
  }

  /**
   * Returns the bits of one half of the frozen set ({@code offset} 0 or 64) whose pieces stay
   * frozen after {@code mover}'s turn: those of other seats, except a seat just eliminated.
   */
  private static long stillFrozen(long bits, int offset, byte[] cells, int mover, int eliminated) {
    long kept = 0;
    for (long rest = bits; rest != 0; rest &= rest - 1) {
      int square = offset + Long.numberOfTrailingZeros(rest);
      int seat = ChiefCells.seat(cells[square]);
      if (cells[square] != 0 && seat != mover && seat != eliminated) {
        kept |= rest & -rest;
      }
    }
    return kept;
  }

  /** Returns the position after the side to move passes. */
  ChiefPosition afterPass(ChiefPosition position) {
    return endTurn(
        position,
        position.cells(),
        position.hands(),
        position.key(),
        passResets ? -1 : position.pushSquareIndex(),
        passResets ? 0 : position.pushCount(),
        false,
        position.chiefMask());
  }

  /** Returns the position after the side to move places a piece of its hand (placement phase). */
  ChiefPosition afterPlace(ChiefPosition position, int kind, int square) {
    int side = position.side();
    byte[] next = position.cells().clone();
    byte[] hands = position.hands();
    byte[] nextHands = hands.clone();
    int cell = ChiefCells.code(side, kind);
    next[square] = (byte) cell;
    int slot = side * ChiefCells.KINDS + kind;
    nextHands[slot]--;
    long h = position.key() ^ ChiefKeys.piece(cell, square);
    h ^= ChiefKeys.hand(side, kind, hands[slot]) ^ ChiefKeys.hand(side, kind, nextHands[slot]);
    int chiefs = kind == CHIEF ? position.chiefMask() | 1 << side : position.chiefMask();
    return afterAddition(position, next, nextHands, h, true, chiefs);
  }

  /**
   * Returns the position after White brings Savages onto the given squares ({@code assassination}).
   */
  ChiefPosition afterReinforce(ChiefPosition position, int[] squares) {
    byte[] next = position.cells().clone();
    int cell = ChiefCells.code(position.side(), SAVAGE);
    long h = position.key();
    for (int square : squares) {
      next[square] = (byte) cell;
      h ^= ChiefKeys.piece(cell, square);
    }
    return afterAddition(position, next, position.hands(), h, false, position.chiefMask());
  }

  private ChiefPosition afterAddition(
      ChiefPosition position,
      byte[] next,
      byte[] nextHands,
      long h,
      boolean irreversible,
      int chiefs) {
    return endTurn(position, next, nextHands, h, -1, 0, irreversible, chiefs);
  }

  /**
   * Ends a turn that pushed nothing: the mover's freezes end, the push row becomes the given one,
   * the next seat is to move, and the key (with the board and hand changes already in {@code h})
   * follows.
   */
  private ChiefPosition endTurn(
      ChiefPosition position,
      byte[] next,
      byte[] nextHands,
      long h,
      int pushSquare,
      int pushCount,
      boolean irreversible,
      int chiefs) {
    int side = position.side();
    long low = stillFrozen(position.frozenLow(), 0, position.cells(), side, -1);
    long high = stillFrozen(position.frozenHigh(), Long.SIZE, position.cells(), side, -1);
    int nextSide = context.nextSeat(side, chiefs);
    h ^= ChiefKeys.frozen(position.frozenLow() ^ low, position.frozenHigh() ^ high);
    h ^=
        ChiefKeys.push(position.pushSquareIndex(), position.pushCount())
            ^ ChiefKeys.push(pushSquare, pushCount);
    h ^= ChiefKeys.side(side) ^ ChiefKeys.side(nextSide);
    return new ChiefPosition(
        context,
        next,
        nextSide,
        low,
        high,
        pushSquare,
        pushCount,
        nextHands,
        h,
        irreversible ? ChiefHistory.of(h) : position.historyKeys().plus(h),
        chiefs);
  }
}
