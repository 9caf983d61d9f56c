package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.position;
import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Player;
import org.junit.jupiter.api.Test;

/**
 * The search estimate of {@link AmazonsflipRules#evaluate}, term by term as its documentation
 * states it: {@code 1 / (1 + e^(-0.3 a))} with the advantage {@code a} = own stones − enemy stones
 * + 0.1 × (empty squares the own amazons reach in one queen move − those the enemy's reach),
 * counted per amazon, + 0.1 × (own territory − enemy territory), a player's territory being the
 * empty squares its amazons reach in fewer queen moves than the enemy's; a finished game scores its
 * outcome. Expected values are counted by hand below.
 */
class AmazonsflipHeuristicTests {
  /**
   * Player 1's amazon a10 and player 2's amazon j1 on the long diagonal between them; player 1's
   * stones c5 and d5 and player 2's stone e5 lie on none of their lines. Each amazon reaches 9 + 9
   * squares along its rank and file and 8 along the diagonal (the other amazon ends it): 26 each.
   * Territory: a10 is first on b10–i10 and a9–a2, j1 on b1–i1 and j2–j9 (the diagonal, a1 and j10
   * both reach in one move, every other square in two): 16 each.
   */
  private static final String OPEN = "A9/10/10/10/10/2SSs5/10/10/10/9a 1 - regular";

  /**
   * {@link #OPEN} with a neutral stone on i1: player 2's amazon loses its 9 squares of rank 1. Its
   * territory shrinks to j2–j9 (8): b1–h1 are now two moves away for both sides (a10 by a1, j1 by
   * b9, j8, g4, j6, h3, j4 and i2), and a1 is player 1's (j1's lines to it are blocked by i1 and
   * e5), so player 1 has 17.
   */
  private static final String BLOCKED = "A9/10/10/10/10/2SSs5/10/10/10/8Na 1 - regular";

  private static double logistic(double advantage) {
    return 1 / (1 + Math.exp(-0.3 * advantage));
  }

  private static double evaluate(String position, int player) {
    AmazonsflipRules rules = rules(position);
    Player who = rules.players().get(player);
    return rules.evaluate(position(position), who);
  }

  @Test
  void theStoneDifferenceIsTheAdvantageWhenTheAmazonsReachAlike() {
    // 2 stones against 1, 26 squares each.
    assertEquals(logistic(1), evaluate(OPEN, 0), 1e-12);
    assertEquals(logistic(-1), evaluate(OPEN, 1), 1e-12);
  }

  @Test
  void aTenthOfAStonePerSquareOfReach() {
    // Player 2 reaches 0 + 9 + 8 = 17 squares against 26: 1 + 0.1 × 9, and territory 0.1 × 9.
    assertEquals(logistic(2.8), evaluate(BLOCKED, 0), 1e-12);
    assertEquals(logistic(-2.8), evaluate(BLOCKED, 1), 1e-12);
  }

  @Test
  void neutralStonesCountForNeither() {
    // Two more neutral stones off every amazon's line (f8, g8) change nothing.
    assertEquals(
        evaluate(BLOCKED, 0),
        evaluate("A9/10/5NN3/10/10/2SSs5/10/10/10/8Na 1 - regular", 0),
        1e-12);
  }

  @Test
  void reachIsCountedPerAmazon() {
    // A second amazon of player 1 on c10 reaches d10 to j10 (7), b10 (1, a10 is taken), c9 to c6
    // (4, c5 is a stone), b9 and a8 (2) and d9 to j3 (7): 21. It cuts a10's rank from 9 squares to
    // 1, so player 1 reaches 26 - 8 + 21 = 39; player 2 still 17. Territory: player 1 is first on
    // a9–a1 (9), b10, d10–i10 (6), c9, c7, c6 (c8 lies on j1's diagonal) and d9–i4 (6): 25; player
    // 2 on j2 and j4–j9 (7; j3 and j10 are one move from c10 too).
    String two = "A1A7/10/10/10/10/2SSs5/10/10/10/8Na 1 - regular";
    assertEquals(logistic(1 + 0.1 * (39 - 17) + 0.1 * (25 - 7)), evaluate(two, 0), 1e-12);
  }

  /**
   * Neutral walls on files c and h: player 1's amazon a1 has files a and b (19 empty squares),
   * player 2's amazon j10 files i and j (19); files d to g belong to nobody. Each amazon reaches 9
   * + 1 + 1 = 11 squares in one move.
   */
  private static final String WALLED =
      "2N4N1a/2N4N2/2N4N2/2N4N2/2N4N2/2N4N2/2N4N2/2N4N2/2N4N2/A1N4N2 1 - regular";

  @Test
  void territoryIsWhatAnAmazonReachesFirst() {
    // A gap at h1, far from both amazons, lets j10 through h1 into files d to g: 19 + 1 + 40 = 60
    // squares against 19, while stones and one-move reach stay equal.
    String gap = WALLED.replace("/A1N4N2 ", "/A1N7 ");
    assertEquals(0.5, evaluate(WALLED, 0), 1e-12);
    assertEquals(logistic(0.1 * (19 - 60)), evaluate(gap, 0), 1e-12);
    assertTrue(evaluate(gap, 1) > evaluate(WALLED, 1));
    assertEquals(
        java.util.List.of(19, 60),
        java.util.Arrays.stream(AmazonsflipHeuristic.territory(position(gap))).boxed().toList());
  }

  @Test
  void theBitboardEstimateEqualsOneCountedSquareBySquareOnRandomGames() {
    AmazonsflipRules rules = AmazonsflipRules.standard();
    java.util.SplittableRandom random = new java.util.SplittableRandom(5);
    int checked = 0;
    for (int game = 0; game < 20; game++) {
      AmazonsflipPosition p = rules.initial();
      while (!rules.outcome(p).isFinished()) {
        String line = rules.notation().formatPosition(p);
        for (io.github.latrunculi.core.Player player : rules.players()) {
          assertEquals(slowEstimate(p, player.index() + 1), rules.evaluate(p, player), 1e-12, line);
        }
        checked++;
        p = rules.apply(p, rules.randomMove(p, random).get());
      }
    }
    assertTrue(checked > 500, checked + " positions");
  }

  /**
   * The estimate as the rules state it, counted square by square through the public accessors:
   * stones, one-move reach per amazon and territory by a breadth-first search over empty squares.
   */
  private static double slowEstimate(AmazonsflipPosition p, int own) {
    io.github.latrunculi.core.Geometry board = AmazonsflipPosition.GEOMETRY;
    int other = 3 - own;
    int[] firstDistance = slowDistances(p, 1);
    int[] secondDistance = slowDistances(p, 2);
    int[] territory = new int[2];
    for (int i = 0; i < board.size(); i++) {
      if (p.pieceAt(board.square(i)).isEmpty()) {
        territory[0] += firstDistance[i] < secondDistance[i] ? 1 : 0;
        territory[1] += secondDistance[i] < firstDistance[i] ? 1 : 0;
      }
    }
    double advantage =
        p.stones(own)
            - p.stones(other)
            + 0.1 * (slowReach(p, own) - slowReach(p, other))
            + 0.1 * (territory[own - 1] - territory[other - 1]);
    return 1 / (1 + Math.exp(-0.3 * advantage));
  }

  private static int[] slowDistances(AmazonsflipPosition p, int side) {
    io.github.latrunculi.core.Geometry board = AmazonsflipPosition.GEOMETRY;
    int[] distance = new int[board.size()];
    java.util.Arrays.fill(distance, Integer.MAX_VALUE);
    java.util.ArrayDeque<Integer> queue = new java.util.ArrayDeque<>();
    for (io.github.latrunculi.core.Square amazon : p.amazons(side)) {
      distance[board.index(amazon.file(), amazon.rank())] = 0;
      queue.add(board.index(amazon.file(), amazon.rank()));
    }
    while (!queue.isEmpty()) {
      int from = queue.poll();
      for (int d = 0; d < io.github.latrunculi.core.Direction.COUNT; d++) {
        for (int to : board.ray(from, d)) {
          if (p.pieceAt(board.square(to)).isDefined()) {
            break;
          }
          if (distance[to] == Integer.MAX_VALUE) {
            distance[to] = distance[from] + 1;
            queue.add(to);
          }
        }
      }
    }
    return distance;
  }

  private static int slowReach(AmazonsflipPosition p, int side) {
    io.github.latrunculi.core.Geometry board = AmazonsflipPosition.GEOMETRY;
    int count = 0;
    for (io.github.latrunculi.core.Square amazon : p.amazons(side)) {
      for (int d = 0; d < io.github.latrunculi.core.Direction.COUNT; d++) {
        for (int to : board.ray(board.index(amazon.file(), amazon.rank()), d)) {
          if (p.pieceAt(board.square(to)).isDefined()) {
            break;
          }
          count++;
        }
      }
    }
    return count;
  }

  @Test
  void aFinishedGameScoresItsOutcome() {
    // Player 2's amazon j1 is walled in by neutral stones (i1, i2, j2): starved, the game ends and
    // the stones (2 against 1) give player 1 the win (§4).
    String starved = "A9/10/10/10/10/2SSs5/10/10/8NN/8Na 2 - regular";
    assertTrue(rules(starved).outcome(position(starved)).isFinished());
    assertEquals(1.0, evaluate(starved, 0));
    assertEquals(0.0, evaluate(starved, 1));
  }
}
