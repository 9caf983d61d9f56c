package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipBits.LO_SQUARES;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.MAX_REACH;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.SLOT_SQUARE;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.hi;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.lo;
import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.SIZE;

import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.TurnSteps;
import io.github.latrunculi.core.kit.PackedMove;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A Desdemona turn in two steps, for search: first the queen move, packed as {@link PackedMove}
 * {@code from | to << 8} (board indices, rank * 10 + file), then the board index of the square the
 * moved amazon fires at; the target alone tells a plain shot from a flip shot (§3.3). Player 1's
 * opening turn is the move alone. Only moves that begin a legal turn are offered: the dead ends of
 * the border rules, after which the amazon has no fire target, are left out, so no prefix is a dead
 * end.
 *
 * <p>Steps are listed in generation order (amazons by square index, directions in {@link
 * io.github.latrunculi.core.Direction} order, nearer squares first). {@link #move} checks what it
 * is given, so a prefix that is no legal turn identifies nothing.
 */
final class AmazonsflipSteps implements TurnSteps<AmazonsflipPosition, AmazonsflipMove> {
  private static final int[] NONE = new int[0];

  private final AmazonsflipMoveGenerator generator;
  private final AmazonsflipRandomTurns randomTurns;

  AmazonsflipSteps(AmazonsflipMoveGenerator generator, AmazonsflipRandomTurns randomTurns) {
    this.generator = generator;
    this.randomTurns = randomTurns;
  }

  @Override
  public int[] next(AmazonsflipPosition position, int[] prefix) {
    if (prefix.length == 0) {
      return moves(position);
    }
    if (prefix.length == 1 && !position.isOpeningTurn() && isMove(position, prefix[0])) {
      return targets(position, PackedMove.from(prefix[0]), PackedMove.to(prefix[0]));
    }
    return NONE;
  }

  @Override
  public Option<AmazonsflipMove> move(AmazonsflipPosition position, int[] prefix) {
    if (prefix.length == 0 || !isMove(position, prefix[0])) {
      return Option.none();
    }
    int from = PackedMove.from(prefix[0]);
    int to = PackedMove.to(prefix[0]);
    if (position.isOpeningTurn()) {
      return prefix.length == 1
          ? Option.some(AmazonsflipMove.opening(square(from), square(to)))
          : Option.none();
    }
    if (prefix.length != 2 || !isSquare(prefix[1])) {
      return Option.none();
    }
    int target = prefix[1];
    return generator.isShot(position, position.side(), from, to, target)
        ? Option.some(AmazonsflipMove.moveAndFire(square(from), square(to), square(target)))
        : Option.none();
  }

  /**
   * Draws a move uniformly among the first steps, then a target uniformly among its shots, without
   * listing the first steps (see {@link AmazonsflipRandomTurns#drawByParts}).
   */
  @Override
  public Option<AmazonsflipMove> randomMoveByParts(
      AmazonsflipPosition position, RandomGenerator random) {
    return randomTurns.randomMoveByParts(position, random);
  }

  /** The first steps: every move of the side to move that begins a legal turn. */
  private int[] moves(AmazonsflipPosition p) {
    int side = p.side();
    long blockLo = generator.moveBlockersLo(p, side);
    long blockHi = generator.moveBlockersHi(p, side);
    long amLo = p.amazonsLo(side);
    long amHi = p.amazonsHi(side);
    int[] steps = new int[(Long.bitCount(amLo) + Long.bitCount(amHi)) * MAX_REACH];
    long[] reach = new long[2];
    int n = 0;
    while ((amLo | amHi) != 0) {
      int from = AmazonsflipBits.lowest(amLo, amHi);
      amLo &= ~lo(from);
      amHi &= ~hi(from);
      AmazonsflipBits.reach(from, blockLo, blockHi, reach, 0);
      // In the Iago rule sets a move passes own units but does not land on them.
      long destinationsLo = reach[0] & ~p.occupiedLo();
      long destinationsHi = reach[1] & ~p.occupiedHi();
      for (int word = 0; word < 2; word++) {
        for (long bits = word == 0 ? destinationsLo : destinationsHi; bits != 0; bits &= bits - 1) {
          int to = LO_SQUARES * word + Long.numberOfTrailingZeros(bits);
          if (p.isOpeningTurn() || generator.hasShot(p, side, from, to)) {
            steps[n++] = PackedMove.of(from, to, 0);
          }
        }
      }
    }
    return Arrays.copyOf(steps, n);
  }

  /** The second steps after a sound move: its fire targets. */
  private int[] targets(AmazonsflipPosition p, int from, int to) {
    long slots = generator.shotSlots(p, p.side(), from, to);
    int[] steps = new int[Long.bitCount(slots)];
    for (int i = 0; slots != 0; slots &= slots - 1, i++) {
      steps[i] = SLOT_SQUARE[to * MAX_REACH + Long.numberOfTrailingZeros(slots)];
    }
    return steps;
  }

  /** Returns true when {@code step} is a first step of the position: a move that begins a turn. */
  private boolean isMove(AmazonsflipPosition p, int step) {
    int from = PackedMove.from(step);
    int to = PackedMove.to(step);
    int side = p.side();
    return PackedMove.detail(step) == 0
        && from < SIZE
        && to < SIZE
        && AmazonsflipBits.contains(p.amazonsLo(side), p.amazonsHi(side), from)
        && generator.isDestination(p, side, from, to)
        && (p.isOpeningTurn() || generator.hasShot(p, side, from, to));
  }

  private static boolean isSquare(int index) {
    return index >= 0 && index < SIZE;
  }

  private static Square square(int index) {
    return AmazonsflipContext.square(index);
  }
}
