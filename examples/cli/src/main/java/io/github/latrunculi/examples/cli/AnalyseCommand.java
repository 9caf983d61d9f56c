package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.agent.Agent;
import io.github.latrunculi.core.agent.AlphaBetaAgent;
import io.github.latrunculi.core.agent.BestReplyAgent;
import io.github.latrunculi.core.agent.MctsAgent;
import io.github.latrunculi.core.agent.RandomAgent;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.examples.service.AgentChoice;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code latrunculi analyse <position>}: one agent chooses a move and prints its analysis: the
 * move, its score, the line it expects and what the search cost, under a header naming the game,
 * the side to move, the agent and its budget.
 */
@Command(
    name = "analyse",
    mixinStandardHelpOptions = true,
    description = "Let an agent choose a move and print its score and expected line.")
final class AnalyseCommand extends PositionCommand {
  /** The budget per move when no option names one. */
  static final long DEFAULT_MILLIS = 1000;

  /** The agents that can analyse. */
  enum AgentKind {
    mcts,
    alphabeta,
    brs,
    random
  }

  @Option(
      names = "--agent",
      defaultValue = "mcts",
      description = "mcts, alphabeta, brs or random (default mcts)")
  AgentKind agent;

  @Option(
      names = "--budget",
      description = "milliseconds of search (default " + DEFAULT_MILLIS + ")")
  Long millis;

  @Option(
      names = "--depth",
      description = "plies of search for alphabeta and brs, instead of a time")
  Integer depth;

  @Option(names = "--iterations", description = "iterations of search for mcts, instead of a time")
  Integer iterations;

  @Option(names = "--seed", description = "the seed of the agent (default 0)")
  long seed;

  @Override
  int call(GameState<?, ?> state) {
    Agent chosen = agent();
    ToMove<?> toMove = state.toMove();
    if (toMove instanceof ToMove.Nobody<?>) {
      spec.commandLine()
          .getErr()
          .println("the game is over (" + state.outcome() + "): there is no move to analyse");
      return Latrunculi.REJECTED;
    }
    if (toMove instanceof ToMove.Chance<?>) {
      spec.commandLine()
          .getErr()
          .println(
              "a chance event is next ("
                  + state.moves().mkString(" ")
                  + "): play its outcome first, then analyse");
      return Latrunculi.REJECTED;
    }
    String seat = ((ToMove.Seat<?>) toMove).player().name();
    Output.println(
        spec,
        state.rules().gameId()
            + " "
            + state.rules().variantName()
            + ", "
            + seat
            + " to move: agent "
            + agent
            + ", "
            + budgetText());
    Output.println(spec, AgentChoice.choose(state, chosen).analysis().get().toText());
    return 0;
  }

  /** Returns the agent with its budget, or refuses a budget that does not fit it. */
  private Agent agent() {
    if (millis != null && (depth != null || iterations != null)) {
      throw usage("--budget is a time: give it or --depth/--iterations, not both");
    }
    if (depth != null && agent != AgentKind.alphabeta && agent != AgentKind.brs) {
      throw usage("--depth is for alphabeta and brs; mcts takes --iterations");
    }
    if (iterations != null && agent != AgentKind.mcts) {
      throw usage("--iterations is for mcts; alphabeta and brs take --depth");
    }
    if ((millis != null && millis < 1) || (iterations != null && iterations < 1)) {
      throw usage("--budget and --iterations must be positive");
    }
    long time = millis == null ? DEFAULT_MILLIS : millis;
    try {
      return switch (agent) {
        case mcts ->
            iterations != null
                ? MctsAgent.withIterations(iterations, seed)
                : MctsAgent.withMillis(time, seed);
        case alphabeta ->
            depth != null
                ? AlphaBetaAgent.withDepth(depth, seed)
                : AlphaBetaAgent.withMillis(time, seed);
        case brs ->
            depth != null
                ? BestReplyAgent.withDepth(depth, seed)
                : BestReplyAgent.withMillis(time, seed);
        case random -> RandomAgent.of(seed);
      };
    } catch (IllegalArgumentException e) {
      throw usage(e.getMessage());
    }
  }

  private String budgetText() {
    if (agent == AgentKind.random) {
      return "no search";
    }
    if (depth != null) {
      return "depth " + depth;
    }
    if (iterations != null) {
      return iterations + " iterations";
    }
    return (millis == null ? DEFAULT_MILLIS : millis) + " ms";
  }

  private ParameterException usage(String message) {
    return new ParameterException(spec.commandLine(), message);
  }
}
