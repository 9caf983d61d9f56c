package io.github.latrunculi.core;

import java.util.SplittableRandom;

/**
 * Picks a legal move uniformly at random, or draws a chance outcome with its probability. Seeded
 * and deterministic; not thread-safe (one instance per thread).
 */
public final class RandomAgent implements Agent {
  private final SplittableRandom random;

  /** Creates an agent whose choices are fixed by {@code seed}. */
  public RandomAgent(long seed) {
    this.random = new SplittableRandom(seed);
  }

  @Override
  public <S, M extends Move> M choose(Rules<S, M> rules, S position) {
    return rules
        .randomMove(position, random)
        .getOrElseThrow(() -> new IllegalArgumentException("the game is over: there is no move to choose"));
  }
}
