package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import java.util.Arrays;

/**
 * The search heuristic of the rules' {@code evaluate}: a player's chance of winning as a logistic
 * function of the stone difference (the final score) plus a fraction of the mobility difference
 * (empty squares the amazons reach in one queen move) and a fraction of the territory difference
 * (empty squares the own amazons reach in fewer queen moves than the enemy's). Reads positions
 * through their public accessors only.
 *
 * <p>Why: the game ends when the player to move is starved and the stones decide, so stones are
 * what the end counts; mobility and territory are what the classic Amazons evaluation measures, and
 * here they also measure room to fire and flip more stones later, and the room left when the board
 * closes up.
 */
final class AmazonsflipHeuristic {
  private static final Geometry BOARD = AmazonsflipPosition.GEOMETRY;
  private static final Square[] SQUARES = BOARD.squares().toJavaArray(Square[]::new);

  /** Logistic slope per stone of advantage. */
  private static final double PER_STONE = 0.3;

  /** Stones' worth of one reachable square. */
  private static final double PER_SQUARE = 0.1;

  /** Stones' worth of one square of territory. */
  private static final double PER_TERRITORY = 0.1;

  /** The queen-move distance of a square no amazon of a side reaches. */
  private static final int FAR = Integer.MAX_VALUE;

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
    boolean[] occupied = occupied(position);
    int own = player.index() + 1;
    int other = AmazonsflipMoveGenerator.opponent(own);
    int[] territory = territory(position, occupied);
    double advantage =
        position.stones(own)
            - position.stones(other)
            + PER_SQUARE * (reach(position, occupied, own) - reach(position, occupied, other))
            + PER_TERRITORY * (territory[own - 1] - territory[other - 1]);
    return 1 / (1 + Math.exp(-PER_STONE * advantage));
  }

  /** Returns which squares hold an amazon or a stone, by square index. */
  static boolean[] occupied(AmazonsflipPosition position) {
    boolean[] occupied = new boolean[SQUARES.length];
    for (int i = 0; i < SQUARES.length; i++) {
      occupied[i] = position.pieceAt(SQUARES[i]).isDefined();
    }
    return occupied;
  }

  /**
   * Returns each player's territory, players 1 and 2 in that order: the empty squares its amazons
   * reach in fewer queen moves over empty squares than the enemy's amazons (a square both reach
   * equally soon, or neither, belongs to nobody).
   */
  static int[] territory(AmazonsflipPosition position, boolean[] occupied) {
    int[] first = distances(position, occupied, 1);
    int[] second = distances(position, occupied, 2);
    int[] territory = new int[2];
    for (int i = 0; i < occupied.length; i++) {
      if (occupied[i]) {
        continue;
      }
      if (first[i] < second[i]) {
        territory[0]++;
      } else if (second[i] < first[i]) {
        territory[1]++;
      }
    }
    return territory;
  }

  /**
   * Returns the fewest queen moves over empty squares in which an amazon of {@code side} reaches
   * each empty square, {@link #FAR} where none does: a breadth-first search from the amazons.
   */
  private static int[] distances(AmazonsflipPosition position, boolean[] occupied, int side) {
    int[] distance = new int[SQUARES.length];
    Arrays.fill(distance, FAR);
    // Every square enters the queue at most once: the amazons at distance 0, the others when found.
    int[] queue = new int[SQUARES.length];
    int head = 0;
    int tail = 0;
    for (Square amazon : position.amazons(side)) {
      int index = BOARD.index(amazon.file(), amazon.rank());
      distance[index] = 0;
      queue[tail++] = index;
    }
    while (head < tail) {
      int from = queue[head++];
      int next = distance[from] + 1;
      for (int d = 0; d < Direction.COUNT; d++) {
        for (int to : BOARD.ray(from, d)) {
          if (occupied[to]) {
            break;
          }
          if (distance[to] == FAR) {
            distance[to] = next;
            queue[tail++] = to;
          }
        }
      }
    }
    return distance;
  }

  /** Returns the empty squares the amazons of {@code side} (1 or 2) reach, counted per amazon. */
  private static int reach(AmazonsflipPosition position, boolean[] occupied, int side) {
    int count = 0;
    for (Square amazon : position.amazons(side)) {
      int from = BOARD.index(amazon.file(), amazon.rank());
      for (int d = 0; d < Direction.COUNT; d++) {
        for (int to : BOARD.ray(from, d)) {
          if (occupied[to]) {
            break;
          }
          count++;
        }
      }
    }
    return count;
  }
}
