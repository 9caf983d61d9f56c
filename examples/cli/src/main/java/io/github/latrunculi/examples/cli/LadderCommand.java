package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.agent.MctsConfig;
import io.vavr.control.Either;
import java.util.Arrays;
import java.util.List;
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
 * the share of games stopped by the ply cap, and the moves played per second. With {@code --cross}
 * every pair of a list of agents plays, and the table of scores is printed with a rating per agent.
 */
@Command(
    name = "ladder",
    mixinStandardHelpOptions = true,
    description = "Play agent A against agent B, seats rotated, and print their scores.")
final class LadderCommand implements Callable<Integer> {
  /** The drawn games added to every pair of a cross table, so that a clean sweep rates finitely. */
  private static final double CROSS_VIRTUAL_DRAWS = 1;

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
        description =
            "iterations per move for the Monte-Carlo agents, instead of a time; alphabeta and brs"
                + " then search --depth plies")
    int iterations;
  }

  @ArgGroup(exclusive = true)
  BudgetOption budget;

  @Option(names = "--seed", description = "the seed of setups, agents and chance (default 0)")
  long seed;

  @Option(
      names = "--a",
      defaultValue = "mcts",
      description =
          "agent A: random, mcts, mcts-steps, mcts-moves, baseline, baseline-eval, alphabeta"
              + " or brs (default mcts)")
  String agentA;

  @Option(names = "--b", defaultValue = "random", description = "agent B (default random)")
  String agentB;

  @Option(
      names = "--depth",
      defaultValue = "3",
      description =
          "plies per move of alphabeta and brs when the budget is --iterations (default 3)")
  int depth;

  @Option(
      names = "--team",
      description = "seat agent A's partners with it too (the other seats get agent B)")
  boolean team;

  @Option(
      names = "--cross",
      split = ",",
      paramLabel = "AGENT,AGENT...",
      description =
          "play every pair of these agents (--games games each) and print a table of scores"
              + " with a rating per agent, instead of --a against --b")
  List<String> cross;

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
        || depth < 1
        || depth > 64
        || (budget != null && (budget.millis < 0 || budget.iterations < 0))) {
      throw new ParameterException(
          spec.commandLine(),
          "--games, --max-plies, --budget and --iterations must be positive, --depth 1 to 64");
    }
    Ladder.Budget perMove =
        budget == null || (budget.millis == 0 && budget.iterations == 0)
            ? new Ladder.Budget(200, 0, depth)
            : new Ladder.Budget(budget.millis, budget.iterations, depth);
    MctsConfig tuned;
    try {
      tuned = tuned();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    Rules<?, ?> r = rules.get();
    Progress progress = Progress.of(spec.commandLine().getErr(), "ladder", progressOptions);
    if (cross != null) {
      return crossTable(r, perMove, tuned, progress);
    }
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
            team,
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
            "%s %s, %d seats: A=%s vs B=%s, %d games, %s, seed %d, ply cap %d%s",
            r.gameId(),
            r.variantName(),
            r.players().size(),
            a.id(),
            b.id(),
            games,
            budgetText(perMove, List.of(a, b)),
            seed,
            maxPlies,
            team ? ", team seating" : ""));
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

  /**
   * Plays every pair of the {@code --cross} agents, {@code --games} games each with the first of
   * the pair as A, and prints the table of scores and the ratings.
   */
  private int crossTable(
      Rules<?, ?> r, Ladder.Budget perMove, MctsConfig tuned, Progress progress) {
    if (spec.commandLine().getParseResult().hasMatchedOption("--a")
        || spec.commandLine().getParseResult().hasMatchedOption("--b")) {
      throw new ParameterException(spec.commandLine(), "--cross plays its own agents: no --a, --b");
    }
    List<Ladder.Kind> kinds = cross.stream().map(this::agent).distinct().toList();
    if (kinds.size() < 2) {
      throw new ParameterException(spec.commandLine(), "--cross needs two different agents");
    }
    int n = kinds.size();
    double[][] score = new double[n][n];
    int[][] played = new int[n][n];
    int total = n * (n - 1) / 2 * games;
    int[] done = {0};
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        Ladder.Result result =
            Ladder.play(
                r,
                kinds.get(i),
                kinds.get(j),
                perMove,
                tuned,
                games,
                seed,
                maxPlies,
                team,
                game -> {
                  done[0]++;
                  progress.report(
                      () ->
                          done[0]
                              + " of "
                              + total
                              + " games, about "
                              + progress.left(done[0], total)
                              + " left");
                });
        // A's share of the points: its mean score in two-player and team games, where the two
        // means add up to 1, and a fair comparison of a lone seat with the mean opponent otherwise.
        double shareA = result.meanA() / (result.meanA() + result.meanB());
        score[i][j] = shareA;
        score[j][i] = 1 - shareA;
        played[i][j] = games;
        played[j][i] = games;
      }
    }
    double[] ratings = Ratings.fit(score, played, CROSS_VIRTUAL_DRAWS);
    Output.println(
        spec,
        String.format(
            Locale.ROOT,
            "%s %s, %d seats: every pair of %s, %d games each, %s, seed %d, ply cap %d%s",
            r.gameId(),
            r.variantName(),
            r.players().size(),
            kinds.stream().map(Ladder.Kind::id).collect(Collectors.joining(", ")),
            games,
            budgetText(perMove, kinds),
            seed,
            maxPlies,
            team ? ", team seating" : ""));
    Output.println(spec, "the row's share of the points against the column:");
    StringBuilder header = new StringBuilder(String.format(Locale.ROOT, "%-14s", ""));
    kinds.forEach(kind -> header.append(String.format(Locale.ROOT, " %13s", kind.id())));
    Output.println(spec, header.toString().stripTrailing());
    for (int i = 0; i < n; i++) {
      StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%-14s", kinds.get(i).id()));
      for (int j = 0; j < n; j++) {
        row.append(
            i == j
                ? String.format(Locale.ROOT, " %13s", "-")
                : String.format(Locale.ROOT, " %13.3f", score[i][j]));
      }
      Output.println(spec, row.toString());
    }
    Output.println(
        spec, "ratings (Bradley-Terry fit on the Elo scale, mean 0, one virtual draw per pair):");
    for (int i = 0; i < n; i++) {
      Output.println(
          spec, String.format(Locale.ROOT, "%-14s %+7.0f", kinds.get(i).id(), ratings[i]));
    }
    return 0;
  }

  /** Returns the budget as the header states it, with the depth when an alpha-beta agent plays. */
  private static String budgetText(Ladder.Budget perMove, List<Ladder.Kind> kinds) {
    boolean byDepth =
        perMove.millis() == 0 && kinds.stream().anyMatch(Ladder.Kind::searchesByDepth);
    return perMove + (byDepth ? ", depth " + perMove.depth() : "");
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
