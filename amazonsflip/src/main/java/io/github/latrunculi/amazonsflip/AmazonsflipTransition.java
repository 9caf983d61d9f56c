package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.EMPTY;
import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.NO_TARGET;

/**
 * The trusted application of a legal turn, used by {@code apply}, {@code play} and random playouts:
 * the amazon moves, the shot places its stone and flips what it jumps (or, in the Iago rule sets,
 * what the placed stone encloses), and the Zobrist key and the bitboards are updated
 * incrementally. The only dispatch over the kinds of turn.
 */
final class AmazonsflipTransition {
  private final AmazonsflipMoveGenerator generator;

  AmazonsflipTransition(AmazonsflipMoveGenerator generator) {
    this.generator = generator;
  }

  /** Plays a legal turn. */
  AmazonsflipPosition apply(AmazonsflipPosition position, AmazonsflipMove move) {
    int from = AmazonsflipRules.index(move.from());
    int to = AmazonsflipRules.index(move.to());
    int target =
        move instanceof AmazonsflipMove.MoveAndFire turn
            ? AmazonsflipRules.index(turn.fireAt())
            : NO_TARGET;
    return apply(position, AmazonsflipMoveGenerator.encode(from, to, target));
  }

  /** Plays an encoded legal turn (see {@link AmazonsflipMoveGenerator#encode}). */
  AmazonsflipPosition apply(AmazonsflipPosition position, int turn) {
    int side = position.side();
    int from = AmazonsflipMoveGenerator.from(turn);
    int to = AmazonsflipMoveGenerator.to(turn);
    int target = AmazonsflipMoveGenerator.target(turn);
    byte[] b = position.cells().clone();
    long h = position.hash() ^ AmazonsflipKeys.side();
    if (position.isOpeningTurn()) {
      h ^= AmazonsflipKeys.opening();
    }
    byte amazon = (byte) side;
    b[from] = EMPTY;
    b[to] = amazon;
    h ^= AmazonsflipKeys.piece(from, amazon) ^ AmazonsflipKeys.piece(to, amazon);
    long moveLo = AmazonsflipBits.lo(from) ^ AmazonsflipBits.lo(to);
    long moveHi = AmazonsflipBits.hi(from) ^ AmazonsflipBits.hi(to);
    long occupiedLo = position.occupiedLo() ^ moveLo;
    long occupiedHi = position.occupiedHi() ^ moveHi;
    long amazonsLo = position.amazonsLo(side) ^ moveLo;
    long amazonsHi = position.amazonsHi(side) ^ moveHi;
    long ownLo = position.stonesLo(side);
    long ownHi = position.stonesHi(side);
    long enemyLo = position.stonesLo(3 - side);
    long enemyHi = position.stonesHi(3 - side);
    if (target != NO_TARGET) {
      byte own = AmazonsflipMoveGenerator.ownStone(side);
      byte enemy = AmazonsflipMoveGenerator.enemyStone(side);
      long flipLo;
      long flipHi;
      if (generator.flipsJumpedStones()) {
        // A flip shot jumps enemy stones only, so the squares it passes are exactly the flips.
        int slot = to * AmazonsflipBits.MAX_REACH + AmazonsflipBits.SLOT_OF[to * AmazonsflipBits.SIZE + target];
        flipLo = AmazonsflipBits.PATH_LO[slot] & enemyLo;
        flipHi = AmazonsflipBits.PATH_HI[slot] & enemyHi;
      } else {
        int[] flipped = new int[AmazonsflipMoveGenerator.MAX_FLIPS];
        int n = generator.flips(b, side, to, target, flipped);
        flipLo = 0;
        flipHi = 0;
        for (int i = 0; i < n; i++) {
          flipLo |= AmazonsflipBits.lo(flipped[i]);
          flipHi |= AmazonsflipBits.hi(flipped[i]);
        }
      }
      boolean flips = (flipLo | flipHi) != 0;
      byte placed = flips && generator.flipShotLeavesNeutral() ? AmazonsflipMoveGenerator.NEUTRAL : own;
      for (long l = flipLo; l != 0; l &= l - 1) {
        h ^= flip(b, Long.numberOfTrailingZeros(l), own, enemy);
      }
      for (long l = flipHi; l != 0; l &= l - 1) {
        h ^= flip(b, 64 + Long.numberOfTrailingZeros(l), own, enemy);
      }
      ownLo |= flipLo;
      ownHi |= flipHi;
      enemyLo &= ~flipLo;
      enemyHi &= ~flipHi;
      b[target] = placed;
      h ^= AmazonsflipKeys.piece(target, placed);
      occupiedLo |= AmazonsflipBits.lo(target);
      occupiedHi |= AmazonsflipBits.hi(target);
      if (placed == own) {
        ownLo |= AmazonsflipBits.lo(target);
        ownHi |= AmazonsflipBits.hi(target);
      }
    }
    return AmazonsflipPosition.afterTurn(
        position, b, h, occupiedLo, occupiedHi, amazonsLo, amazonsHi, ownLo, ownHi, enemyLo, enemyHi);
  }

  /** Turns the enemy stone on {@code square} into an own stone; returns the key change. */
  private static long flip(byte[] b, int square, byte own, byte enemy) {
    b[square] = own;
    return AmazonsflipKeys.piece(square, enemy) ^ AmazonsflipKeys.piece(square, own);
  }
}
