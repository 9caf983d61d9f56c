package io.github.latrunculi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The Bradley–Terry fit of {@link Ratings} against values worked out by hand: with two agents the
 * fitted strengths are in the ratio of their points, and in a chain of pairs each pair is fitted on
 * its own.
 */
class RatingsTests {
  private static final double EXACT = 1e-6;

  @Test
  void twoAgentsAreRatedByTheRatioOfTheirPointsVirtualDrawsIncluded() {
    // A won all 10 games; one virtual draw gives A 10.5 points and B 0.5 of 11 games.
    double[] ratings = Ratings.fit(new double[][] {{0, 1}, {0, 1}}, games(2, 10), 1);
    assertEquals(400 * Math.log10(10.5 / 0.5), ratings[0] - ratings[1], EXACT);
    assertEquals(0, ratings[0] + ratings[1], EXACT, "mean 0");
  }

  @Test
  void aPairThatDidNotPlayGetsNoVirtualDraws() {
    // A scored 0.75 of 4 games against B, and B 0.75 of 4 against C; A and C never met. With one
    // virtual draw each pair that played is 3.5 to 1.5 of 5 games, so A : B = B : C = 7 : 3.
    double[][] score = {{0, 0.75, 0}, {0.25, 0, 0.75}, {0, 0.25, 0}};
    int[][] games = {{0, 4, 0}, {4, 0, 4}, {0, 4, 0}};
    double[] ratings = Ratings.fit(score, games, 1);
    double step = 400 * Math.log10(7.0 / 3);
    assertEquals(step, ratings[0] - ratings[1], EXACT);
    assertEquals(step, ratings[1] - ratings[2], EXACT);
    assertEquals(0, ratings[0] + ratings[1] + ratings[2], EXACT, "mean 0");
  }

  /** Every pair of {@code n} agents played {@code each} games. */
  private static int[][] games(int n, int each) {
    int[][] games = new int[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        games[i][j] = i == j ? 0 : each;
      }
    }
    return games;
  }
}
