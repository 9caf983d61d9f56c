package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.MctsConfig;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.vavr.control.Either;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code latrunculi ladder <game>}: agent A against agent B with the seats rotated and the seeds
 * fixed (see {@link Ladder} for the seating); prints each agent's mean score with a 95% interval,
 * the share of games stopped by the ply cap, and the moves played per second.
 */
@Command(
    name = "ladder",
    mixinStandardHelpOptions = true,
    description = "Play agent A against agent B, seats rotated, and print their scores.")
final class LadderCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin GameChoice choice;

  @Mixin Progress.Options progressOptions;

  @Option(names = "--games", defaultValue = "20", description = "games to play (default 20)")
  int games;

  /** The search budget: a time or an iteration count per move. */
  static final class BudgetOption {
    @Option(
        names = "--budget",
        description = "milliseconds per move for search agents (default 200)")
    long millis;

    @Option(
        names = "--iterations",
        description = "iterations per move for search agents, instead of a time")
    int iterations;
  }

  @ArgGroup(exclusive = true)
  BudgetOption budget;

  @Option(names = "--seed", description = "the seed of setups, agents and chance (default 0)")
  long seed;

  @Option(
      names = "--a",
      defaultValue = "mcts",
      description = "agent A: random, mcts, baseline or baseline-eval (default mcts)")
  String agentA;

  @Option(names = "--b", defaultValue = "random", description = "agent B (default random)")
  String agentB;

  @Option(
      names = "--max-plies",
      defaultValue = "1000",
      description = "the ply cap of a game (default 1000)")
  int maxPlies;

  @Option(
      names = "--cap",
      description = "the playout cap of the mcts agent (default: MctsConfig.defaults())")
  Integer cap;

  @Option(
      names = "--exploration",
      description = "the UCT constant of the mcts agent (default: MctsConfig.defaults())")
  Double exploration;

  @Option(names = "--widening", description = "the widening exponent of the mcts agent, 0 for none")
  Double widening;

  @Option(
      names = "--sample",
      description = "moves sampled per expansion by the mcts agent, 1 for random")
  Integer sample;

  // arity 1: a Boolean option is otherwise a flag, and the default already reuses the tree, so
  // "--reuse false" (the only change it can make) was refused as an unmatched argument.
  @Option(
      names = "--reuse",
      arity = "1",
      paramLabel = "true|false",
      description = "whether the mcts agent reuses its tree (true or false)")
  Boolean reuse;

  @Override
  public Integer call() {
    Either<Rejection, Rules<?, ?>> rules = choice.rules();
    if (rules.isLeft()) {
      return Output.rejected(spec, rules.getLeft());
    }
    Ladder.Kind a = agent(agentA);
    Ladder.Kind b = agent(agentB);
    if (games < 1
        || maxPlies < 1
        || (budget != null && (budget.millis < 0 || budget.iterations < 0))) {
      throw new ParameterException(
          spec.commandLine(), "--games, --max-plies, --budget and --iterations must be positive");
    }
    Ladder.Budget perMove =
        budget == null || (budget.millis == 0 && budget.iterations == 0)
            ? new Ladder.Budget(200, 0)
            : new Ladder.Budget(budget.millis, budget.iterations);
    MctsConfig tuned;
    try {
      tuned = tuned();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    Rules<?, ?> r = rules.get();
    Progress progress = Progress.of(spec.commandLine().getErr(), "ladder", progressOptions);
    Ladder.Result result =
        Ladder.play(
            r,
            a,
            b,
            perMove,
            tuned,
            games,
            seed,
            maxPlies,
            played ->
                progress.report(
                    () ->
                        played
                            + " of "
                            + games
                            + " games, about "
                            + progress.left(played, games)
                            + " left"));
    Output.println(
        spec,
        String.format(
            Locale.ROOT,
            "%s %s, %d seats: A=%s vs B=%s, %d games, %s, seed %d, ply cap %d",
            r.gameId(),
            r.variant(),
            r.players().size(),
            a.id(),
            b.id(),
            games,
            perMove,
            seed,
            maxPlies));
    Output.println(spec, line("A " + a.id(), result.meanA(), games));
    Output.println(spec, line("B " + b.id(), result.meanB(), games));
    Output.println(
        spec,
        String.format(
            Locale.ROOT,
            "capped   %.2f (%d of %d games reached the ply cap)",
            result.cappedShare(),
            result.capped(),
            games));
    Output.println(
        spec,
        String.format(
            Locale.ROOT,
            "speed    %.1f moves per second (%d moves)",
            result.movesPerSecond(),
            result.plies()));
    return 0;
  }

  /** Returns the default search settings with the tuning options given. */
  private MctsConfig tuned() {
    MctsConfig config = MctsConfig.defaults();
    config = cap == null ? config : config.withPlayoutCap(cap);
    config = exploration == null ? config : config.withExploration(exploration);
    config = widening == null ? config : config.withWidening(widening);
    config = sample == null ? config : config.withExpansionSample(sample);
    return reuse == null ? config : config.withTreeReuse(reuse);
  }

  private Ladder.Kind agent(String name) {
    Ladder.Kind kind = Ladder.Kind.parse(name);
    if (kind == null) {
      throw new ParameterException(
          spec.commandLine(),
          "unknown agent '"
              + name
              + "'; agents: "
              + Arrays.stream(Ladder.Kind.values())
                  .map(Ladder.Kind::id)
                  .collect(Collectors.joining(", ")));
    }
    return kind;
  }

  private static String line(String agent, double mean, int games) {
    double[] ci = Ladder.interval(mean, games);
    return String.format(
        Locale.ROOT, "%-16s score %.3f  95%% CI [%.3f, %.3f]", agent, mean, ci[0], ci[1]);
  }
}
