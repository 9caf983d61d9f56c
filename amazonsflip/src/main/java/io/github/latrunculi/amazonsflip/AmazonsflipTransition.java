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
    long[] bits = position.bits();
    long h = position.hash() ^ AmazonsflipKeys.side();
    if (position.isOpeningTurn()) {
      h ^= AmazonsflipKeys.opening();
    }
    byte amazon = (byte) side;
    b[from] = EMPTY;
    b[to] = amazon;
    h ^= AmazonsflipKeys.piece(from, amazon) ^ AmazonsflipKeys.piece(to, amazon);
    toggle(bits, 0, from);
    toggle(bits, 0, to);
    toggle(bits, 2 * amazon, from);
    toggle(bits, 2 * amazon, to);
    if (target != NO_TARGET) {
      byte placed = generator.placedStone(b, side, to, target);
      if (generator.mayFlip(b, side, to, target)) {
        int[] flipped = new int[AmazonsflipMoveGenerator.MAX_FLIPS];
        int n = generator.flips(b, side, to, target, flipped);
        byte own = AmazonsflipMoveGenerator.ownStone(side);
        byte enemy = AmazonsflipMoveGenerator.enemyStone(side);
        for (int i = 0; i < n; i++) {
          int sq = flipped[i];
          b[sq] = own;
          h ^= AmazonsflipKeys.piece(sq, enemy) ^ AmazonsflipKeys.piece(sq, own);
          toggle(bits, 2 * enemy, sq);
          toggle(bits, 2 * own, sq);
        }
      }
      b[target] = placed;
      h ^= AmazonsflipKeys.piece(target, placed);
      toggle(bits, 0, target);
      if (placed != AmazonsflipMoveGenerator.NEUTRAL) {
        toggle(bits, 2 * placed, target);
      }
    }
    return AmazonsflipPosition.afterTurn(b, 3 - side, h, bits);
  }

  /** Toggles a square in the bitboard at words {@code word} (lo) and {@code word + 1} (hi). */
  private static void toggle(long[] bits, int word, int square) {
    bits[word] ^= AmazonsflipBits.lo(square);
    bits[word + 1] ^= AmazonsflipBits.hi(square);
  }
}
