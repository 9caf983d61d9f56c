package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.agent.Agent;
import io.github.latrunculi.core.agent.AlphaBetaAgent;
import io.github.latrunculi.core.agent.BestReplyAgent;
import io.github.latrunculi.core.agent.Match;
import io.github.latrunculi.core.agent.MctsAgent;
import io.github.latrunculi.core.agent.MctsConfig;
import io.github.latrunculi.core.agent.MctsConfig.TreeNodes;
import io.github.latrunculi.core.agent.RandomAgent;
import java.util.Locale;
import java.util.function.IntConsumer;

/**
 * A strength ladder: agent A plays agent B for a number of games with the seats rotated and every
 * seed fixed.
 *
 * <p>Game {@code g} gives agent A the seat {@code g mod n} of the {@code n} seats and agent B every
 * other seat (in four-player games A is one player and B its three opponents, or its ally and two
 * opponents in partnership games). With team seating A also takes every seat {@linkplain
 * Rules#allied allied} with that one, and B the rest, so that a partnership plays one agent against
 * another. Each round of {@code n} games shares one starting position ({@link Rules#initial(long)},
 * for random setups) and one chance seed, so that only the seating changes within a round. A game
 * stops at its end or at the ply cap; a capped game scores as the outcome there (0.5 for
 * everybody). A's score is the mean of its seats' returns; B's is the mean of its seats' returns.
 */
final class Ladder {
  /** The agents a ladder can seat. */
  enum Kind {
    /** Uniformly random moves. */
    RANDOM("random"),
    /** The Monte-Carlo agent with {@link MctsConfig#defaults()}. */
    MCTS("mcts"),
    /** The Monte-Carlo agent with its tree over the steps of a turn, however the game splits. */
    MCTS_STEPS("mcts-steps"),
    /** The Monte-Carlo agent with its tree over whole moves, however the game splits its turns. */
    MCTS_MOVES("mcts-moves"),
    /**
     * The Monte-Carlo agent as first released: {@link MctsConfig#baseline()} with capped playouts
     * scored by the outcome only, as {@code evaluate} was for every game but Quaternity then.
     */
    BASELINE("baseline"),
    /**
     * {@link MctsConfig#baseline()} with the game's {@code evaluate}: today's heuristics, old
     * search.
     */
    BASELINE_EVAL("baseline-eval"),
    /** The alpha-beta agent, by time or, with an iteration budget, by depth. */
    ALPHABETA("alphabeta"),
    /** The Best-Reply Search agent, by time or, with an iteration budget, by depth. */
    BRS("brs");

    private final String id;

    Kind(String id) {
      this.id = id;
    }

    /** Returns the agent's name on the command line. */
    String id() {
      return id;
    }

    /** Returns the agent kind called {@code name}, or null. */
    static Kind parse(String name) {
      for (Kind kind : values()) {
        if (kind.id.equals(name.toLowerCase(Locale.ROOT))) {
          return kind;
        }
      }
      return null;
    }

    /**
     * Returns a fresh agent of this kind with the search budget and seed given; {@code tuned}
     * replaces {@link MctsConfig#defaults()} for {@link #MCTS}.
     */
    Agent agent(Budget budget, MctsConfig tuned, long seed) {
      return switch (this) {
        case RANDOM -> RandomAgent.of(seed);
        case MCTS -> MctsAgent.of(budget.apply(tuned), seed);
        case MCTS_STEPS -> MctsAgent.of(budget.apply(tuned.withNodes(TreeNodes.STEPS)), seed);
        case MCTS_MOVES -> MctsAgent.of(budget.apply(tuned.withNodes(TreeNodes.WHOLE_MOVES)), seed);
        case BASELINE ->
            MctsAgent.of(budget.apply(MctsConfig.baseline()).withHeuristic(false), seed);
        case BASELINE_EVAL -> MctsAgent.of(budget.apply(MctsConfig.baseline()), seed);
        case ALPHABETA ->
            budget.millis() > 0
                ? AlphaBetaAgent.withMillis(budget.millis(), seed)
                : AlphaBetaAgent.withDepth(budget.depth(), seed);
        case BRS ->
            budget.millis() > 0
                ? BestReplyAgent.withMillis(budget.millis(), seed)
                : BestReplyAgent.withDepth(budget.depth(), seed);
      };
    }

    /** Returns whether this agent searches by depth when the budget is iterations. */
    boolean searchesByDepth() {
      return this == ALPHABETA || this == BRS;
    }
  }

  /**
   * The search budget per move of the search agents.
   *
   * @param millis milliseconds per move, or 0 to use {@code iterations} and {@code depth}
   * @param iterations iterations per move of the Monte-Carlo agents when {@code millis} is 0
   * @param depth plies per move of the alpha-beta agents when {@code millis} is 0
   */
  record Budget(long millis, int iterations, int depth) {
    /** The depth of the alpha-beta agents when a budget in iterations names none. */
    static final int DEFAULT_DEPTH = 3;

    /** A budget in milliseconds or in iterations, with the default depth. */
    Budget(long millis, int iterations) {
      this(millis, iterations, DEFAULT_DEPTH);
    }

    MctsConfig apply(MctsConfig config) {
      return millis > 0 ? config.withMillis(millis) : config.withIterations(iterations);
    }

    @Override
    public String toString() {
      return millis > 0 ? millis + " ms per move" : iterations + " iterations per move";
    }
  }

  /**
   * What a ladder measured.
   *
   * @param games the games played
   * @param scoreA the summed score of agent A over the games
   * @param scoreB the summed per-game mean score of agent B's seats over the games
   * @param capped the games stopped by the ply cap
   * @param plies the moves played in all games
   * @param nanos the wall time of all games
   */
  record Result(int games, double scoreA, double scoreB, int capped, long plies, long nanos) {
    /** Returns A's mean score. */
    double meanA() {
      return scoreA / games;
    }

    /** Returns B's mean score. */
    double meanB() {
      return scoreB / games;
    }

    /** Returns the share of games that reached the ply cap. */
    double cappedShare() {
      return (double) capped / games;
    }

    /** Returns the moves played per second of wall time. */
    double movesPerSecond() {
      return nanos == 0 ? 0 : plies * 1e9 / nanos;
    }
  }

  private Ladder() {}

  /** Plays {@code games} games of A against B, one seat each, and returns the tally. */
  static <S, M extends Move> Result play(
      Rules<S, M> rules, Kind a, Kind b, Budget budget, int games, long seed, int maxPlies) {
    return play(
        rules, a, b, budget, MctsConfig.defaults(), games, seed, maxPlies, false, played -> {});
  }

  /**
   * Plays {@code games} games of A against B and returns the tally; the {@link Kind#MCTS} agents
   * (and their variants over steps and whole moves) use the settings {@code tuned} (with the budget
   * applied), {@code team} seats A's partners with A, and {@code afterGame} is told the number of
   * games played after each one.
   */
  static <S, M extends Move> Result play(
      Rules<S, M> rules,
      Kind a,
      Kind b,
      Budget budget,
      MctsConfig tuned,
      int games,
      long seed,
      int maxPlies,
      boolean team,
      IntConsumer afterGame) {
    int seats = rules.players().size();
    double scoreA = 0;
    double scoreB = 0;
    int capped = 0;
    long plies = 0;
    long started = System.nanoTime();
    for (int game = 0; game < games; game++) {
      boolean[] seatsA = seatsOfA(rules, game, team);
      long roundSeed = roundSeed(seed, game, seats);
      Agent[] agents = new Agent[seats];
      for (int seat = 0; seat < seats; seat++) {
        agents[seat] = (seatsA[seat] ? a : b).agent(budget, tuned, agentSeed(seed, game, seat));
      }
      Match<S, M> match =
          Match.play(rules, rules.initial(roundSeed), p -> agents[p.index()], roundSeed, maxPlies);
      plies += match.moves().size();
      if (!match.end().outcome().isFinished()) {
        capped++;
      }
      double mine = 0;
      double others = 0;
      int countA = 0;
      for (Player player : rules.players()) {
        double score = match.end().outcome().score(player);
        if (seatsA[player.index()]) {
          mine += score;
          countA++;
        } else {
          others += score;
        }
      }
      scoreA += mine / countA;
      scoreB += others / (seats - countA);
      afterGame.accept(game + 1);
    }
    return new Result(games, scoreA, scoreB, capped, plies, System.nanoTime() - started);
  }

  /**
   * Returns which seats agent A takes in game {@code game}: the seat {@code game mod n}, and with
   * {@code team} every seat allied with it.
   */
  static boolean[] seatsOfA(Rules<?, ?> rules, int game, boolean team) {
    int seats = rules.players().size();
    Player first = rules.players().get(game % seats);
    boolean[] seatsA = new boolean[seats];
    for (Player player : rules.players()) {
      seatsA[player.index()] =
          player.index() == first.index() || (team && rules.allied(first, player));
    }
    return seatsA;
  }

  /**
   * Returns the seed of game {@code game}'s starting position and chance events: the same for the
   * {@code seats} games of one round, another for every round and every ladder seed.
   */
  static long roundSeed(long seed, int game, int seats) {
    return seed * 1_000_003L + game / seats;
  }

  /**
   * Returns the seed of the agent in {@code seat} of game {@code game}: one of its own per seat and
   * game.
   */
  static long agentSeed(long seed, int game, int seat) {
    return seed * 7_919L + game * 16L + seat;
  }

  /**
   * Returns the 95% Wilson score interval of a mean of {@code n} returns in [0, 1]: a return
   * bounded by [0, 1] with mean p has a variance of at most p(1-p), so the binomial interval is a
   * conservative one for it, and it stays meaningful when every game was won.
   */
  static double[] interval(double mean, int n) {
    double z = 1.959964;
    double z2 = z * z;
    double centre = (mean + z2 / (2 * n)) / (1 + z2 / n);
    double half = z * Math.sqrt(mean * (1 - mean) / n + z2 / (4.0 * n * n)) / (1 + z2 / n);
    return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
  }
}
