package io.github.latrunculi.core.agent;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.vavr.Lazy;
import io.vavr.control.Option;
import java.util.SplittableRandom;

/**
 * Picks a legal move uniformly at random, or draws a chance outcome with its probability. Seeded
 * and deterministic; not thread-safe (one instance per thread).
 */
public final class RandomAgent implements Agent {
  private final SplittableRandom random;
  private Lazy<Analysis> lastAnalysis;

  private RandomAgent(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /**
   * Returns an agent whose choices are fixed by {@code seed}; made by a factory, as every agent is
   * ({@link MctsAgent#of}).
   *
   * @param seed the seed of every choice
   * @return a new agent
   */
  public static RandomAgent of(long seed) {
    return new RandomAgent(seed);
  }

  @Override
  public <S, M extends Move> M choose(Rules<S, M> rules, S position) {
    M move =
        rules
            .randomMove(position, random)
            .getOrElseThrow(
                () -> new IllegalArgumentException("the game is over: there is no move to choose"));
    // Made only when asked for, so that random playouts pay nothing for it.
    lastAnalysis =
        rules.toMove(position) instanceof ToMove.Seat<M>
            ? Lazy.of(() -> Analysis.unsearched(rules, position, move))
            : null;
    return move;
  }

  /**
   * {@inheritDoc} A random choice searches nothing: the analysis holds the move and {@link
   * Rules#evaluate} of the position it leads to, for the mover.
   */
  @Override
  public Option<Analysis> lastAnalysis() {
    return Option.of(lastAnalysis).map(Lazy::get);
  }
}
