package io.github.latrunculi.examples.cli;

import java.util.Arrays;

/**
 * Elo-style ratings fitted to a table of pairwise scores by the Bradley–Terry model: agent {@code
 * i} with strength {@code g[i]} is expected to score {@code g[i] / (g[i] + g[j])} against {@code
 * j}. The strengths are fitted by Hunter's minorisation–maximisation iteration and reported as
 * {@code 400 log10 g}, the Elo scale, shifted so that the ratings have mean 0.
 */
final class Ratings {
  private static final int MAX_ROUNDS = 10_000;
  private static final double TOLERANCE = 1e-10;

  private Ratings() {}

  /**
   * Returns the rating of every agent.
   *
   * @param score {@code score[i][j]} is agent i's mean score against j in [0, 1], where {@code
   *     score[i][j] + score[j][i] == 1}; the diagonal is ignored
   * @param games {@code games[i][j]} is the number of games between i and j, symmetric; 0 for pairs
   *     that did not play
   * @param virtualDraws drawn games added to every pair that played, so that an agent that won
   *     every game still gets a finite rating; 0 for the plain maximum-likelihood fit
   * @return the ratings on the Elo scale, mean 0
   */
  static double[] fit(double[][] score, int[][] games, double virtualDraws) {
    int n = score.length;
    double[] wins = new double[n];
    double[][] played = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (i != j && games[i][j] > 0) {
          played[i][j] = games[i][j] + virtualDraws;
          wins[i] += score[i][j] * games[i][j] + virtualDraws / 2;
        }
      }
    }
    double[] strength = new double[n];
    Arrays.fill(strength, 1);
    for (int round = 0; round < MAX_ROUNDS; round++) {
      double[] next = new double[n];
      double change = 0;
      for (int i = 0; i < n; i++) {
        double denominator = 0;
        for (int j = 0; j < n; j++) {
          if (played[i][j] > 0) {
            denominator += played[i][j] / (strength[i] + strength[j]);
          }
        }
        // An agent that scored nothing keeps a tiny strength, so that the others stay finite.
        next[i] = denominator == 0 ? strength[i] : Math.max(wins[i], 1e-12) / denominator;
      }
      double logMean = 0;
      for (double s : next) {
        logMean += Math.log(s) / n;
      }
      for (int i = 0; i < n; i++) {
        next[i] /= Math.exp(logMean);
        change = Math.max(change, Math.abs(Math.log(next[i] / strength[i])));
      }
      strength = next;
      if (change < TOLERANCE) {
        break;
      }
    }
    double[] ratings = new double[n];
    for (int i = 0; i < n; i++) {
      ratings[i] = 400 * Math.log10(strength[i]);
    }
    return ratings;
  }
}
