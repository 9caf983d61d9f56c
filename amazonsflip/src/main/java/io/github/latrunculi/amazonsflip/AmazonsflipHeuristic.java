package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;

/**
 * The search heuristic of the rules' {@code evaluate}: a player's chance of winning as a logistic
 * function of the stone difference (the final score) plus a fraction of the mobility difference
 * (empty squares the amazons reach in one queen move) and a fraction of the territory difference
 * (empty squares the own amazons reach in fewer queen moves than the enemy's).
 *
 * <p>Why: the game ends when the player to move is starved and the stones decide, so stones are
 * what the end counts; mobility and territory are what the classic Amazons evaluation measures, and
 * here they also measure room to fire and flip more stones later, and the room left when the board
 * closes up.
 *
 * <p>Computed on the position's bitboards (queen reach as masks, the distances as layers of a
 * breadth-first search), since tree search calls it for every node it grows and every playout.
 */
final class AmazonsflipHeuristic {
  /** Logistic slope per stone of advantage. */
  private static final double PER_STONE = 0.3;

  /** Stones' worth of one reachable square. */
  private static final double PER_SQUARE = 0.1;

  /** Stones' worth of one square of territory. */
  private static final double PER_TERRITORY = 0.1;

  private AmazonsflipHeuristic() {}

  /**
   * Returns {@code player}'s estimated return in [0, 1]; the outcome's score when finished.
   *
   * @param outcome the outcome of {@code position}
   */
  static double evaluate(Outcome outcome, AmazonsflipPosition position, Player player) {
    if (outcome.isFinished()) {
      return outcome.score(player);
    }
    int own = player.index() + 1;
    int other = AmazonsflipMoveGenerator.opponent(own);
    int[] territory = territory(position);
    double advantage =
        position.stones(own)
            - position.stones(other)
            + PER_SQUARE * (reach(position, own) - reach(position, other))
            + PER_TERRITORY * (territory[own - 1] - territory[other - 1]);
    return 1 / (1 + Math.exp(-PER_STONE * advantage));
  }

  /**
   * Returns each player's territory, players 1 and 2 in that order: the empty squares its amazons
   * reach in fewer queen moves over empty squares than the enemy's amazons (a square both reach
   * equally soon, or neither, belongs to nobody).
   */
  static int[] territory(AmazonsflipPosition position) {
    long[] first = layers(position, 1);
    long[] second = layers(position, 2);
    return new int[] {closerSquares(first, second), closerSquares(second, first)};
  }

  /**
   * Returns the squares {@code mine} reaches at a distance at which {@code theirs} has not reached
   * them yet: for each distance, its layer less every square {@code theirs} reached up to there.
   */
  private static int closerSquares(long[] mine, long[] theirs) {
    int count = 0;
    long theirLo = 0;
    long theirHi = 0;
    for (int layer = 0; layer < mine.length || layer < theirs.length; layer += 2) {
      if (layer < theirs.length) {
        theirLo |= theirs[layer];
        theirHi |= theirs[layer + 1];
      }
      if (layer < mine.length) {
        count += Long.bitCount(mine[layer] & ~theirLo) + Long.bitCount(mine[layer + 1] & ~theirHi);
      }
    }
    return count;
  }

  /**
   * Returns the empty squares at each queen-move distance from the amazons of {@code side}, as
   * pairs of words (distance 1 first): a breadth-first search over empty squares, a layer at a
   * time, each layer the squares the one before reaches that no earlier layer holds.
   */
  private static long[] layers(AmazonsflipPosition position, int side) {
    long blockLo = position.occupiedLo();
    long blockHi = position.occupiedHi();
    long[] layers = new long[2 * AmazonsflipPosition.SIZE];
    long[] reach = new long[2];
    long frontierLo = position.amazonsLo(side);
    long frontierHi = position.amazonsHi(side);
    long seenLo = blockLo;
    long seenHi = blockHi;
    int count = 0;
    while ((frontierLo | frontierHi) != 0) {
      long nextLo = 0;
      long nextHi = 0;
      for (long lo = frontierLo, hi = frontierHi; (lo | hi) != 0; ) {
        int square = AmazonsflipBits.lowest(lo, hi);
        lo &= ~AmazonsflipBits.lo(square);
        hi &= ~AmazonsflipBits.hi(square);
        AmazonsflipBits.reach(square, blockLo, blockHi, reach, 0);
        nextLo |= reach[0];
        nextHi |= reach[1];
      }
      frontierLo = nextLo & ~seenLo;
      frontierHi = nextHi & ~seenHi;
      seenLo |= frontierLo;
      seenHi |= frontierHi;
      layers[count++] = frontierLo;
      layers[count++] = frontierHi;
    }
    return java.util.Arrays.copyOf(layers, count);
  }

  /** Returns the empty squares the amazons of {@code side} (1 or 2) reach, counted per amazon. */
  private static int reach(AmazonsflipPosition position, int side) {
    long[] reach = new long[2];
    int count = 0;
    for (long lo = position.amazonsLo(side), hi = position.amazonsHi(side); (lo | hi) != 0; ) {
      int square = AmazonsflipBits.lowest(lo, hi);
      lo &= ~AmazonsflipBits.lo(square);
      hi &= ~AmazonsflipBits.hi(square);
      AmazonsflipBits.reach(square, position.occupiedLo(), position.occupiedHi(), reach, 0);
      count += Long.bitCount(reach[0]) + Long.bitCount(reach[1]);
    }
    return count;
  }
}
