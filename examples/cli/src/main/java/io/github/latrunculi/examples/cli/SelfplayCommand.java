package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.agent.Agent;
import io.github.latrunculi.core.agent.Match;
import io.github.latrunculi.core.agent.MctsAgent;
import io.github.latrunculi.core.agent.RandomAgent;
import io.vavr.collection.HashMap;
import io.vavr.control.Either;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code latrunculi selfplay <game>}: agents play every seat from the initial position; prints the
 * game record (start line, one move per line, the outcome as a comment). Everything is fixed by the
 * seed: the setup, the agents and the chance events. A game stops at a ply cap or a time limit
 * (defaults chosen so that every game ends or stops within about a minute), and a stopped game's
 * record says why in a last comment line.
 */
@Command(
    name = "selfplay",
    mixinStandardHelpOptions = true,
    description = "Play a whole game with agents and print the record.")
final class SelfplayCommand implements Callable<Integer> {
  /** The kinds of agent. */
  enum AgentKind {
    random,
    mcts
  }

  @Spec CommandSpec spec;

  @Mixin GameChoice choice;

  @Mixin Progress.Options progressOptions;

  @Option(
      names = "--agent",
      defaultValue = "random",
      description = "random or mcts (default random)")
  AgentKind agent;

  @Option(names = "--seed", description = "the seed of setup, agents and chance (default 0)")
  long seed;

  @Option(
      names = "--iterations",
      defaultValue = "200",
      description = "MCTS iterations per move (default 200)")
  int iterations;

  @Option(
      names = "--max-plies",
      defaultValue = "2000",
      description = "stop after this many moves (default 2000)")
  int maxPlies;

  @Option(
      names = "--max-seconds",
      defaultValue = "60",
      description = "stop after the move that passes this many seconds (default 60)")
  int maxSeconds;

  @Override
  public Integer call() {
    if (maxPlies < 1 || maxSeconds < 1 || iterations < 1) {
      throw new ParameterException(
          spec.commandLine(), "--max-plies, --max-seconds and --iterations must be positive");
    }
    Either<Rejection, Rules<?, ?>> rules = choice.rules();
    if (rules.isLeft()) {
      return Output.rejected(spec, rules.getLeft());
    }
    play(rules.get());
    return 0;
  }

  private <S, M extends Move> void play(Rules<S, M> rules) {
    HashMap<Player, Agent> agents =
        HashMap.ofEntries(rules.players().map(p -> io.vavr.Tuple.of(p, agentFor(p))));
    Progress progress = Progress.of(spec.commandLine().getErr(), "selfplay", progressOptions);
    boolean[] outOfTime = {false};
    Match<S, M> match =
        Match.play(
            rules,
            rules.initial(seed),
            p -> agents.get(p).get(),
            seed,
            maxPlies,
            plies -> {
              progress.report(() -> plies + " moves");
              outOfTime[0] = progress.seconds() >= maxSeconds;
              return !outOfTime[0];
            });
    PrintWriter out = spec.commandLine().getOut();
    Outcome outcome = match.end().outcome();
    out.print(match.record().format(outcome));
    if (!outcome.isFinished()) {
      out.println(
          outOfTime[0]
              ? "# stopped: the time limit of "
                  + maxSeconds
                  + " s was reached after "
                  + match.moves().size()
                  + " moves (--max-seconds)"
              : "# stopped: the ply cap of " + maxPlies + " moves was reached (--max-plies)");
    }
    out.flush();
  }

  private Agent agentFor(Player player) {
    long agentSeed = seed * 31 + player.index();
    return agent == AgentKind.mcts
        ? MctsAgent.withIterations(iterations, agentSeed).withPlayoutCap(200)
        : RandomAgent.of(agentSeed);
  }
}
