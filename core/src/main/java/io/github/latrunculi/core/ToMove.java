package io.github.latrunculi.core;

import io.vavr.Tuple2;
import io.vavr.collection.Seq;

/**
 * Who acts in a position: a {@link Seat} (a player chooses a move), a {@link Chance} event (the
 * environment draws one of the listed outcomes with the given probabilities), or {@link Nobody}
 * (the game is over).
 *
 * @param <M> the game's move type
 */
public sealed interface ToMove<M extends Move> {
  /**
   * A player chooses among the legal moves.
   *
   * @param player the acting player
   * @param <M> the game's move type
   */
  record Seat<M extends Move>(Player player) implements ToMove<M> {}

  /**
   * The environment draws an outcome; the outcomes are exactly the legal moves of the position and
   * their probabilities add up to 1.
   *
   * @param outcomes each outcome with its probability
   * @param <M> the game's move type
   */
  record Chance<M extends Move>(Seq<Tuple2<M, Double>> outcomes) implements ToMove<M> {
    /**
     * Returns the outcome that a uniform draw {@code u} in {@code [0, 1)} selects, walking the
     * outcomes in order and their cumulative probabilities.
     *
     * @param u a uniform random number in {@code [0, 1)}, for example {@code random.nextDouble()}
     * @return the drawn outcome, one of the legal moves
     */
    public M sample(double u) {
      double cumulative = 0;
      for (Tuple2<M, Double> outcome : outcomes) {
        cumulative += outcome._2;
        if (u < cumulative) {
          return outcome._1;
        }
      }
      return outcomes.last()._1;
    }
  }

  /**
   * The game is over: nobody acts.
   *
   * @param <M> the game's move type
   */
  record Nobody<M extends Move>() implements ToMove<M> {}
}
