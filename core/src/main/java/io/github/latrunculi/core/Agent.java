package io.github.latrunculi.core;

/**
 * Chooses a move for whoever acts in a position: {@link RandomAgent}, {@link MctsAgent}, or an
 * engine of the user's own. At a chance point an agent draws an outcome with the listed
 * probabilities.
 *
 * <p>Agents keep a seeded random generator, so one agent instance must not be shared between
 * threads; the same seed and the same calls give the same moves.
 */
public interface Agent {
  /**
   * Returns one of {@code rules.legalMoves(position)}.
   *
   * @throws IllegalArgumentException when the game is over
   */
  <S, M extends Move> M choose(Rules<S, M> rules, S position);
}
