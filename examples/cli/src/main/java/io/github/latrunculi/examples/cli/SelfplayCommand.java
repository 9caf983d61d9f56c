package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.Agent;
import io.github.latrunculi.core.Match;
import io.github.latrunculi.core.MctsAgent;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.RandomAgent;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.vavr.collection.HashMap;
import io.vavr.control.Either;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code latrunculi selfplay <game>}: agents play every seat from the initial position; prints the
 * game record (start line, one move per line, the outcome as a comment). Everything is fixed by
 * the seed: the setup, the agents and the chance events.
 */
@Command(name = "selfplay", description = "Play a whole game with agents and print the record.")
final class SelfplayCommand implements Callable<Integer> {
  /** The kinds of agent. */
  enum AgentKind {
    random,
    mcts
  }

  @Spec CommandSpec spec;

  @Mixin GameChoice choice;

  @Option(names = "--agent", defaultValue = "random", description = "random or mcts (default random)")
  AgentKind agent;

  @Option(names = "--seed", description = "the seed of setup, agents and chance (default 0)")
  long seed;

  @Option(names = "--iterations", defaultValue = "200", description = "MCTS iterations per move (default 200)")
  int iterations;

  @Option(names = "--max-plies", defaultValue = "20000", description = "stop after this many moves (default 20000)")
  int maxPlies;

  @Override
  public Integer call() {
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
    Match<S, M> match = Match.play(rules, rules.initial(seed), p -> agents.get(p).get(), seed, maxPlies);
    spec.commandLine().getOut().print(match.record().format(match.end().outcome()));
    spec.commandLine().getOut().flush();
  }

  private Agent agentFor(Player player) {
    long agentSeed = seed * 31 + player.index();
    return agent == AgentKind.mcts
        ? MctsAgent.withIterations(iterations, agentSeed).withPlayoutCap(200)
        : RandomAgent.of(agentSeed);
  }
}
