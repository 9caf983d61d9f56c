package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.NO_TARGET;

import io.github.latrunculi.core.kit.PackedMove;

/**
 * The trusted application of a legal turn, used by {@code apply}, {@code play} and random playouts:
 * the amazon moves, the shot places its stone and flips what it jumps (or, in the Iago rule sets,
 * what the placed stone encloses), and the Zobrist key and the bitboards are updated incrementally.
 * The only dispatch over the kinds of turn.
 */
final class AmazonsflipTransition {
  private final AmazonsflipMoveGenerator generator;

  AmazonsflipTransition(AmazonsflipMoveGenerator generator) {
    this.generator = generator;
  }

  /** Plays a legal turn. */
  AmazonsflipPosition apply(AmazonsflipPosition position, AmazonsflipMove move) {
    int from = AmazonsflipContext.index(move.from());
    int to = AmazonsflipContext.index(move.to());
    int target =
        move instanceof AmazonsflipMove.MoveAndFire turn
            ? AmazonsflipContext.index(turn.fireAt())
            : NO_TARGET;
    return apply(position, PackedMove.of(from, to, target));
  }

  /** Plays a packed legal turn (see {@link AmazonsflipMoveGenerator}). */
  AmazonsflipPosition apply(AmazonsflipPosition position, int turn) {
    int side = position.side();
    int from = PackedMove.from(turn);
    int to = PackedMove.to(turn);
    int target = AmazonsflipMoveGenerator.target(turn);
    long h = position.hash() ^ AmazonsflipKeys.side();
    if (position.isOpeningTurn()) {
      h ^= AmazonsflipKeys.opening();
    }
    h ^= AmazonsflipKeys.piece(from, side) ^ AmazonsflipKeys.piece(to, side);
    long moveLo = AmazonsflipBits.lo(from) ^ AmazonsflipBits.lo(to);
    long moveHi = AmazonsflipBits.hi(from) ^ AmazonsflipBits.hi(to);
    long occupiedLo = position.occupiedLo() ^ moveLo;
    long occupiedHi = position.occupiedHi() ^ moveHi;
    long amazonsLo = position.amazonsLo(side) ^ moveLo;
    long amazonsHi = position.amazonsHi(side) ^ moveHi;
    long ownLo = position.stonesLo(side);
    long ownHi = position.stonesHi(side);
    int opponent = AmazonsflipMoveGenerator.opponent(side);
    long enemyLo = position.stonesLo(opponent);
    long enemyHi = position.stonesHi(opponent);
    if (target != NO_TARGET) {
      int own = AmazonsflipMoveGenerator.ownStone(side);
      int enemy = AmazonsflipMoveGenerator.enemyStone(side);
      long unitsLo = amazonsLo | ownLo;
      long unitsHi = amazonsHi | ownHi;
      long flipLo = generator.flippedLo(to, target, enemyLo, enemyHi, unitsLo, unitsHi);
      long flipHi = generator.flippedHi(to, target, enemyLo, enemyHi, unitsLo, unitsHi);
      for (long l = flipLo; l != 0; l &= l - 1) {
        h ^= flipKey(Long.numberOfTrailingZeros(l), own, enemy);
      }
      for (long l = flipHi; l != 0; l &= l - 1) {
        h ^= flipKey(AmazonsflipBits.LO_SQUARES + Long.numberOfTrailingZeros(l), own, enemy);
      }
      ownLo |= flipLo;
      ownHi |= flipHi;
      enemyLo &= ~flipLo;
      enemyHi &= ~flipHi;
      int placed = generator.placedStone(side, (flipLo | flipHi) != 0);
      h ^= AmazonsflipKeys.piece(target, placed);
      occupiedLo |= AmazonsflipBits.lo(target);
      occupiedHi |= AmazonsflipBits.hi(target);
      if (placed == own) {
        ownLo |= AmazonsflipBits.lo(target);
        ownHi |= AmazonsflipBits.hi(target);
      }
    }
    return AmazonsflipPosition.afterTurn(
        position, h, occupiedLo, occupiedHi, amazonsLo, amazonsHi, ownLo, ownHi, enemyLo, enemyHi);
  }

  /** The key change of an enemy stone on {@code square} turning into an own stone. */
  private static long flipKey(int square, int own, int enemy) {
    return AmazonsflipKeys.piece(square, enemy) ^ AmazonsflipKeys.piece(square, own);
  }
}
