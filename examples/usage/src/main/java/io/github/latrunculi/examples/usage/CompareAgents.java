package io.github.latrunculi.examples.usage;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.agent.Agent;
import io.github.latrunculi.core.agent.AlphaBetaAgent;
import io.github.latrunculi.core.agent.Analysis;
import io.github.latrunculi.core.agent.MctsAgent;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;

/**
 * The bot guide's example, runnable: two agents choose a move in the same position and say why,
 * through {@link Agent#lastAnalysis()}. Run: {@code java -cp examples/usage/target/usage.jar
 * io.github.latrunculi.examples.usage.CompareAgents '<position line>'}; without an argument it uses
 * the 5×7 Chief start.
 */
public final class CompareAgents {
  private CompareAgents() {}

  /** Lets alpha-beta at depth 3 and MCTS at 2,000 iterations analyse the position. */
  public static void main(String[] args) {
    String line =
        args.length > 0 ? args[0] : "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";
    GameState<?, ?> game =
        Games.parse(line).getOrElseThrow(why -> new IllegalArgumentException(why.message()));
    Agent[] agents = {AlphaBetaAgent.withDepth(3, 1), MctsAgent.withIterations(2_000, 1)};
    for (Agent agent : agents) {
      System.out.println("# " + agent.getClass().getSimpleName());
      System.out.println(analyse(game, agent).toText());
    }
  }

  private static <S, M extends Move> Analysis analyse(GameState<S, M> game, Agent agent) {
    agent.choose(game.rules(), game.position());
    return agent.lastAnalysis().get();
  }
}
