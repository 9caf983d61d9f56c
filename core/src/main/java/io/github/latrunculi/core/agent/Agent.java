package io.github.latrunculi.core.agent;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Rules;
import io.vavr.control.Option;

/**
 * Chooses a move for whoever acts in a position: {@link RandomAgent}, {@link MctsAgent}, {@link
 * AlphaBetaAgent}, {@link BestReplyAgent}, or an engine of the user's own. At a chance point an
 * agent draws an outcome with the listed probabilities.
 *
 * <p>Agents keep a seeded random generator, so one agent instance must not be shared between
 * threads; the same seed and the same calls give the same moves.
 */
public interface Agent {
  /**
   * Returns one of {@code rules.legalMoves(position)}.
   *
   * @param <S> the position type of the game
   * @param <M> the move type of the game
   * @param rules the rules of the game's variant
   * @param position the position to move in; a chance point gets a drawn outcome
   * @return the chosen move, legal in {@code position}
   * @throws IllegalArgumentException when the game is over
   */
  <S, M extends Move> M choose(Rules<S, M> rules, S position);

  /**
   * Returns why the agent chose its last move: the move, its score, the expected line and the cost
   * of the search. A move chosen without a search (the only legal one, a random draw) gets an
   * analysis of depth 0. A choice at a chance point draws an outcome and analyses nothing, so the
   * analysis is {@code None} after it; the default, for agents that explain nothing, is always
   * {@code None}.
   *
   * @return the analysis of the last {@link #choose}, or {@code None} before the first choice and
   *     after a chance outcome
   */
  default Option<Analysis> lastAnalysis() {
    return Option.none();
  }
}
