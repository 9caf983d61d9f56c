package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;

/**
 * The search heuristic of {@link AmazonsflipRules#evaluate}: a player's chance of winning as a
 * logistic function of the stone difference (the final score) plus a fraction of the mobility
 * difference (empty squares the amazons reach in one queen move). Reads positions through their
 * public accessors only.
 *
 * <p>Why: the game ends when the player to move is starved and the stones decide, so stones are
 * what the end counts; mobility is what the classic Amazons evaluation measures, and here it also
 * measures room to fire and flip more stones later.
 */
final class AmazonsflipHeuristic {
  private static final Geometry BOARD = AmazonsflipPosition.GEOMETRY;
  private static final Square[] SQUARES = BOARD.squares().toJavaArray(Square[]::new);
  private static final int[][] DIRECTIONS = {
    {0, 1}, {1, 1}, {1, 0}, {1, -1}, {0, -1}, {-1, -1}, {-1, 0}, {-1, 1}
  };

  /** Logistic slope per stone of advantage. */
  private static final double PER_STONE = 0.3;

  /** Stones' worth of one reachable square. */
  private static final double PER_SQUARE = 0.1;

  private AmazonsflipHeuristic() {}

  /** Returns {@code player}'s estimated return in [0, 1]; the outcome's score when finished. */
  static double evaluate(AmazonsflipRules rules, AmazonsflipPosition position, Player player) {
    Outcome outcome = rules.outcome(position);
    if (outcome.isFinished()) {
      return outcome.score(player);
    }
    boolean[] occupied = new boolean[SQUARES.length];
    for (int i = 0; i < SQUARES.length; i++) {
      occupied[i] = position.pieceAt(SQUARES[i]).isDefined();
    }
    int own = player.index() + 1;
    int other = 3 - own;
    double advantage =
        position.stones(own)
            - position.stones(other)
            + PER_SQUARE * (reach(position, occupied, own) - reach(position, occupied, other));
    return 1 / (1 + Math.exp(-PER_STONE * advantage));
  }

  /** Returns the empty squares the amazons of {@code side} (1 or 2) reach, counted per amazon. */
  private static int reach(AmazonsflipPosition position, boolean[] occupied, int side) {
    int count = 0;
    for (Square amazon : position.amazons(side)) {
      for (int[] d : DIRECTIONS) {
        int file = amazon.file() + d[0];
        int rank = amazon.rank() + d[1];
        while (BOARD.contains(file, rank) && !occupied[BOARD.index(file, rank)]) {
          count++;
          file += d[0];
          rank += d[1];
        }
      }
    }
    return count;
  }
}
