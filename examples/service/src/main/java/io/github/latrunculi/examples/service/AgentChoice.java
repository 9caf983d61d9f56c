package io.github.latrunculi.examples.service;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.agent.Agent;
import io.github.latrunculi.core.agent.Analysis;
import io.github.latrunculi.core.registry.GameState;
import io.vavr.control.Option;

/**
 * A move an agent chose in a position, with the agent's analysis of it; shared by {@code /suggest}
 * and the command line's {@code analyse}.
 *
 * @param move the chosen move in the game's notation
 * @param analysis why the agent chose it; {@code None} at a chance event, where the outcome is
 *     drawn and nothing is analysed
 */
public record AgentChoice(String move, Option<Analysis> analysis) {
  /**
   * Lets {@code agent} choose a move in {@code state} and takes its analysis; an agent that
   * explains nothing gets the plain analysis a random choice has (the move alone, scored by {@link
   * Rules#evaluate} of the position it leads to).
   *
   * @param <S> the position type of the game
   * @param <M> the move type of the game
   * @param state a position of a game that is not over
   * @param agent a fresh agent
   * @return the move and its analysis
   * @throws IllegalArgumentException when the game is over
   */
  public static <S, M extends Move> AgentChoice choose(GameState<S, M> state, Agent agent) {
    Rules<S, M> rules = state.rules();
    S position = state.position();
    M move = agent.choose(rules, position);
    String text = rules.notation().formatMove(position, move);
    if (!(rules.toMove(position) instanceof ToMove.Seat<M>)) {
      return new AgentChoice(text, Option.none());
    }
    Analysis analysis =
        agent.lastAnalysis().getOrElse(() -> Analysis.unsearched(rules, position, move));
    return new AgentChoice(text, Option.some(analysis));
  }
}
