package io.github.latrunculi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.agent.MctsConfig;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import io.github.latrunculi.examples.cli.CliTests.Run;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The ladder command: its output, its arguments, its statistics and its seating. */
class LadderTests {
  static Rules<?, ?> rules(String game, String variant) {
    return Games.rules(game, Setup.parseVariantField(variant).get()).get();
  }

  @Test
  void printsTheHeaderBothScoresTheCappedShareAndTheSpeed() {
    Run run = CliTests.run("ladder", "chief", "--games", "2", "--iterations", "20", "--seed", "3");
    assertEquals(0, run.status(), run.err());
    String[] lines = run.out().split("\n");
    assertEquals(5, lines.length, run.out());
    assertEquals(
        "chief standard, 2 seats: A=mcts vs B=random, 2 games, 20 iterations per move, seed 3,"
            + " ply cap 1000",
        lines[0]);
    assertTrue(
        lines[1].matches("A mcts +score [01]\\.\\d{3}  95% CI \\[\\d\\.\\d{3}, \\d\\.\\d{3}\\]"),
        lines[1]);
    assertTrue(lines[2].matches("B random +score [01]\\.\\d{3}  95% CI .*"), lines[2]);
    assertTrue(lines[3].startsWith("capped   "), lines[3]);
    assertTrue(lines[4].matches("speed    \\d+\\.\\d moves per second \\(\\d+ moves\\)"), lines[4]);
  }

  @Test
  void theSearchOverStepsPlaysTheSearchOverWholeMoves() {
    Run run =
        CliTests.run(
            "ladder",
            "chief",
            "--size",
            "5x7",
            "--games",
            "2",
            "--iterations",
            "10",
            "--a",
            "mcts-steps",
            "--b",
            "mcts-moves",
            "--max-plies",
            "40");
    assertEquals(0, run.status(), run.err());
    String[] lines = run.out().split("\n");
    assertTrue(lines[0].contains("A=mcts-steps vs B=mcts-moves, 2 games"), lines[0]);
    assertTrue(lines[1].matches("A mcts-steps +score [01]\\.\\d{3} .*"), lines[1]);
  }

  @Test
  void theSameSeedGivesTheSameLadder() {
    String[] args = {
      "ladder", "malha", "--games", "2", "--iterations", "10", "--b", "baseline-eval"
    };
    String first = CliTests.run(args).out();
    String second = CliTests.run(args).out();
    // Everything but the speed line is fixed by the seed.
    assertEquals(
        first.substring(0, first.indexOf("speed")), second.substring(0, second.indexOf("speed")));
  }

  @Test
  void aCappedGameScoresHalfForEverybody() {
    Ladder.Result result =
        Ladder.play(
            rules("malha", "standard"),
            Ladder.Kind.RANDOM,
            Ladder.Kind.RANDOM,
            new Ladder.Budget(0, 1),
            2,
            0,
            5);
    assertEquals(2, result.capped());
    assertEquals(10, result.plies());
    assertEquals(0.5, result.meanA());
    assertEquals(0.5, result.meanB());
    assertEquals(1.0, result.cappedShare(), "both games reached the cap");
  }

  @Test
  void bScoresTheMeanOfTheOtherSeatsInAMultiplayerGame() {
    // Four seats, every game capped: each seat scores 1/2, so B (the mean of three seats) too.
    Ladder.Result result =
        Ladder.play(
            rules("chief", "multi4"),
            Ladder.Kind.RANDOM,
            Ladder.Kind.RANDOM,
            new Ladder.Budget(0, 1),
            4,
            0,
            3);
    assertEquals(4, result.capped());
    assertEquals(0.5, result.meanA());
    assertEquals(0.5, result.meanB());
  }

  @Test
  void unknownAgentsAndBadNumbersAreUsageErrors() {
    Run unknown = CliTests.run("ladder", "chief", "--a", "alphazero");
    assertEquals(2, unknown.status());
    assertTrue(
        unknown
            .err()
            .contains(
                "unknown agent 'alphazero'; agents: random, mcts, mcts-steps, mcts-moves,"
                    + " baseline, baseline-eval, alphabeta, brs"),
        unknown.err());
    assertEquals(2, CliTests.run("ladder", "chief", "--games", "0").status());
    assertEquals(2, CliTests.run("ladder", "chief", "--budget", "5", "--iterations", "5").status());
    assertEquals(
        2, CliTests.run("ladder", "chief", "--exploration", "-1", "--games", "1").status());
    Run game = CliTests.run("ladder", "nosuchgame");
    assertEquals(2, game.status());
    assertTrue(game.err().startsWith("UNKNOWN_GAME: "), game.err());
  }

  @Test
  void withoutABudgetSearchAgentsGet200MillisecondsPerMove() {
    // Two random agents and a ply cap of 2: nothing searches, so the default costs no time here.
    Run run = CliTests.run("ladder", "malha", "--a", "random", "--games", "1", "--max-plies", "2");
    assertEquals(0, run.status(), run.err());
    assertEquals(
        "malha standard, 2 seats: A=random vs B=random, 1 games, 200 ms per move, seed 0, ply cap 2",
        run.out().lines().findFirst().orElse(""));
    Run zero =
        CliTests.run(
            "ladder",
            "malha",
            "--a",
            "random",
            "--games",
            "1",
            "--max-plies",
            "2",
            "--budget",
            "0");
    assertTrue(zero.out().contains(", 200 ms per move, "), zero.out());
    Run budget =
        CliTests.run(
            "ladder",
            "malha",
            "--a",
            "random",
            "--games",
            "1",
            "--max-plies",
            "2",
            "--budget",
            "50");
    assertTrue(budget.out().contains(", 50 ms per move, "), budget.out());
  }

  @Test
  void oneGameAndAPlyCapOfOneAreTheSmallestLadder() {
    Run run = CliTests.run("ladder", "chief", "--a", "random", "--games", "1", "--max-plies", "1");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("capped   1.00 (1 of 1 games reached the ply cap)"), run.out());
    assertEquals(2, CliTests.run("ladder", "chief", "--max-plies", "0").status());
    assertEquals(2, CliTests.run("ladder", "chief", "--budget", "-1").status());
    assertEquals(2, CliTests.run("ladder", "chief", "--iterations", "-1").status());
  }

  @Test
  void outOfRangeTuningOfTheSearchAgentIsAUsageError() {
    String[] small = {"ladder", "chief", "--games", "1", "--iterations", "1", "--max-plies", "1"};
    for (String[] tuning :
        new String[][] {
          {"--cap", "-1"}, {"--exploration", "-1"}, {"--widening", "1"}, {"--sample", "0"}
        }) {
      String[] args =
          java.util.stream.Stream.concat(
                  java.util.Arrays.stream(small), java.util.Arrays.stream(tuning))
              .toArray(String[]::new);
      Run run = CliTests.run(args);
      assertEquals(2, run.status(), String.join(" ", tuning) + ": " + run.out());
      assertTrue(
          run.err().toLowerCase(java.util.Locale.ROOT).contains(tuning[0].substring(2)), run.err());
    }
    String[] valid =
        java.util.stream.Stream.concat(
                java.util.Arrays.stream(small),
                java.util.stream.Stream.of(
                    "--cap", "10", "--exploration", "0.5", "--widening", "0.5", "--sample", "2"))
            .toArray(String[]::new);
    Run run = CliTests.run(valid);
    assertEquals(0, run.status(), run.err());
  }

  @Test
  void treeReuseIsSwitchedByTrueOrFalse() {
    // The default already reuses the tree, so the option is there to turn it off.
    String[] small = {
      "ladder", "chief", "--games", "1", "--iterations", "1", "--max-plies", "1", "--reuse"
    };
    for (String value : new String[] {"false", "true"}) {
      String[] args =
          java.util.stream.Stream.concat(
                  java.util.Arrays.stream(small), java.util.stream.Stream.of(value))
              .toArray(String[]::new);
      Run run = CliTests.run(args);
      assertEquals(0, run.status(), value + ": " + run.err());
    }
    assertEquals(
        2,
        CliTests.run(
                java.util.stream.Stream.concat(
                        java.util.Arrays.stream(small), java.util.stream.Stream.of("maybe"))
                    .toArray(String[]::new))
            .status());
  }

  @Test
  void agentAPlaysItsRotatedSeatAndTheScoresShareEachGame() {
    // Nim (the test fixture, 10 stones, take 1 to 3): the search finds the winning replies that
    // random play misses, so A = mcts must score well from either seat, and in a two-player game
    // without draws the two scores of every game add up to 1.
    long started = System.nanoTime();
    Ladder.Result result =
        Ladder.play(
            rules("nim", "standard"),
            Ladder.Kind.MCTS,
            Ladder.Kind.RANDOM,
            new Ladder.Budget(0, 200),
            8,
            5,
            100);
    long elapsed = System.nanoTime() - started;
    assertTrue(result.meanA() >= 0.75, "mcts scored " + result.meanA());
    assertEquals(1.0, result.meanA() + result.meanB(), 1e-9);
    assertEquals(0, result.capped());
    assertTrue(
        result.nanos() > 0 && result.nanos() <= elapsed, result.nanos() + " ns of " + elapsed);
    assertEquals(
        result.plies() / (result.nanos() / 1e9),
        result.movesPerSecond(),
        1e-6 * result.movesPerSecond());
  }

  @Test
  void theGamesOfARoundShareTheirSeedAndEveryAgentHasItsOwn() {
    // Four seats: games 0-3 are round 0, games 4-7 round 1.
    assertEquals(Ladder.roundSeed(7, 0, 4), Ladder.roundSeed(7, 3, 4));
    assertTrue(Ladder.roundSeed(7, 3, 4) != Ladder.roundSeed(7, 4, 4));
    assertTrue(
        Ladder.roundSeed(1, 0, 4) != Ladder.roundSeed(2, 0, 4),
        "another ladder seed, other setups");
    java.util.Set<Long> seeds = new java.util.HashSet<>();
    for (long seed = 0; seed < 3; seed++) {
      for (int game = 0; game < 40; game++) {
        for (int seat = 0; seat < 4; seat++) {
          seeds.add(Ladder.agentSeed(seed, game, seat));
        }
      }
    }
    assertEquals(3 * 40 * 4, seeds.size(), "one seed per agent, game and ladder seed");
  }

  @Test
  void wilsonIntervalMatchesHandComputedValues() {
    // 10 of 10: centre (1 + 1.92/10) / 1.384 = 0.8613, half 0.1388 -> [0.7225, 1.0].
    double[] all = Ladder.interval(1.0, 10);
    assertEquals(0.7225, all[0], 1e-3);
    assertEquals(1.0, all[1], 1e-9);
    // 0.5 over 100: [0.4038, 0.5962].
    double[] half = Ladder.interval(0.5, 100);
    assertEquals(0.4038, half[0], 1e-3);
    assertEquals(0.5962, half[1], 1e-3);
  }

  /** Returns the rules of the game's first variant. */
  static Rules<?, ?> firstVariant(String game) {
    GameDefinition definition = Games.get(game).get();
    return definition.rules(Setup.parseVariantField(definition.variants().head()).get()).get();
  }

  @ParameterizedTest
  @ValueSource(strings = {"chief", "malha", "amazonsflip", "chaturaji", "quaternity"})
  void alphaBetaAndBestReplyPlayEveryGameByDepth(String game) {
    Rules<?, ?> rules = firstVariant(game);
    int seats = rules.players().size();
    for (Ladder.Kind[] pair :
        new Ladder.Kind[][] {
          {Ladder.Kind.ALPHABETA, Ladder.Kind.RANDOM}, {Ladder.Kind.BRS, Ladder.Kind.ALPHABETA}
        }) {
      // A ply cap keeps the long games short; a capped game scores 0.5, a finished one its outcome.
      Ladder.Result result =
          Ladder.play(rules, pair[0], pair[1], new Ladder.Budget(0, 1, 1), 2, 1, 40);
      assertEquals(2, result.games());
      assertTrue(result.plies() > 0, "moves were played");
      assertTrue(result.meanA() >= 0 && result.meanA() <= 1, "A scored " + result.meanA());
      assertTrue(result.meanB() >= 0 && result.meanB() <= 1, "B scored " + result.meanB());
      if (seats == 2) {
        assertEquals(1.0, result.meanA() + result.meanB(), 1e-9, "two seats share each game");
      }
    }
  }

  @Test
  void alphaBetaSearchesTheIterationBudgetsDepthAndTheHeaderSaysSo() {
    Run run =
        CliTests.run(
            "ladder",
            "nim",
            "--a",
            "alphabeta",
            "--games",
            "2",
            "--iterations",
            "5",
            "--depth",
            "2");
    assertEquals(0, run.status(), run.err());
    assertEquals(
        "nim standard, 2 seats: A=alphabeta vs B=random, 2 games, 5 iterations per move, depth 2,"
            + " seed 0, ply cap 1000",
        run.out().lines().findFirst().orElse(""));
    Run timed =
        CliTests.run(
            "ladder", "nim", "--a", "brs", "--b", "alphabeta", "--games", "2", "--budget", "20");
    assertEquals(0, timed.status(), timed.err());
    assertTrue(timed.out().contains(", 20 ms per move, seed 0,"), timed.out());
    assertEquals(2, CliTests.run("ladder", "nim", "--depth", "0").status());
    assertEquals(2, CliTests.run("ladder", "nim", "--depth", "65").status());
  }

  @Test
  void alphaBetaFindsNimsWinningRepliesFromEitherSeat() {
    // Nim with 10 stones, take 1 to 3, is solved within a few plies of search: from either seat a
    // depth-4 search against random play must win most games.
    Ladder.Result result =
        Ladder.play(
            rules("nim", "standard"),
            Ladder.Kind.ALPHABETA,
            Ladder.Kind.RANDOM,
            new Ladder.Budget(0, 1, 4),
            8,
            5,
            100);
    assertTrue(result.meanA() >= 0.75, "alphabeta scored " + result.meanA());
    assertEquals(1.0, result.meanA() + result.meanB(), 1e-9);
  }

  @ParameterizedTest
  @ValueSource(strings = {"chief", "malha", "amazonsflip", "chaturaji", "quaternity"})
  void teamSeatingGivesAgentAItsSeatAndEverySeatAlliedWithIt(String game) {
    Rules<?, ?> rules = firstVariant(game);
    List<Player> players = rules.players().toJavaList();
    for (int g = 0; g < 2 * players.size(); g++) {
      Player first = players.get(g % players.size());
      boolean[] alone = Ladder.seatsOfA(rules, g, false);
      boolean[] team = Ladder.seatsOfA(rules, g, true);
      for (Player player : players) {
        assertEquals(player.index() == first.index(), alone[player.index()], "alone, " + player);
        assertEquals(rules.allied(first, player), team[player.index()], "team, " + player);
      }
      assertTrue(team[first.index()], "A always takes its own seat");
    }
  }

  @Test
  void teamSeatingChangesNothingInATwoPlayerGame() {
    String[] args = {"ladder", "malha", "--games", "2", "--iterations", "10", "--max-plies", "30"};
    Run alone = CliTests.run(args);
    String[] teamArgs = java.util.Arrays.copyOf(args, args.length + 1);
    teamArgs[args.length] = "--team";
    Run team = CliTests.run(teamArgs);
    assertEquals(0, team.status(), team.err());
    List<String> aloneLines = alone.out().lines().toList();
    List<String> teamLines = team.out().lines().toList();
    assertEquals(aloneLines.get(0) + ", team seating", teamLines.get(0));
    // The scores and the capped share are the same; only the speed differs.
    assertEquals(aloneLines.subList(1, 4), teamLines.subList(1, 4));
  }

  @Test
  void teamScoresAreTheMeansOfEachSidesSeats() {
    // Every game capped at once: each seat scores 1/2 whatever the seating.
    Ladder.Result result =
        Ladder.play(
            firstVariant("chaturaji"),
            Ladder.Kind.RANDOM,
            Ladder.Kind.RANDOM,
            new Ladder.Budget(0, 1),
            MctsConfig.defaults(),
            4,
            0,
            1,
            true,
            played -> {});
    assertEquals(0.5, result.meanA(), 1e-9);
    assertEquals(0.5, result.meanB(), 1e-9);
  }

  /** Runs {@code latrunculi ladder nim --cross <agents>} with the further options. */
  private static Run nimCrossTable(String agents, String... options) {
    List<String> args = new ArrayList<>(List.of("ladder", "nim", "--cross", agents));
    args.addAll(List.of(options));
    return CliTests.run(args.toArray(String[]::new));
  }

  @Test
  void aCrossTablePlaysEveryPairAndRatesTheAgents() {
    Run run =
        nimCrossTable(
            "random,alphabeta,mcts",
            "--games",
            "4",
            "--iterations",
            "100",
            "--depth",
            "4",
            "--seed",
            "2");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals(
        "nim standard, 2 seats: every pair of random, alphabeta, mcts, 4 games each, 100 iterations"
            + " per move, depth 4, seed 2, ply cap 1000",
        lines.get(0));
    assertEquals("the row's share of the points against the column:", lines.get(1));
    assertTrue(lines.get(2).matches(" +random +alphabeta +mcts"), lines.get(2));
    double[][] table = new double[3][3];
    for (int i = 0; i < 3; i++) {
      String[] cells = lines.get(3 + i).trim().split(" +");
      assertEquals(4, cells.length, lines.get(3 + i));
      for (int j = 0; j < 3; j++) {
        table[i][j] = i == j ? 0 : Double.parseDouble(cells[1 + j]);
      }
      assertEquals("-", cells[1 + i]);
    }
    for (int i = 0; i < 3; i++) {
      for (int j = 0; j < 3; j++) {
        if (i != j) {
          assertEquals(1.0, table[i][j] + table[j][i], 1e-3, "each pair shares its points");
        }
      }
    }
    assertTrue(lines.get(6).startsWith("ratings (Bradley-Terry fit on the Elo scale, mean 0,"));
    double sum = 0;
    double[] ratings = new double[3];
    for (int i = 0; i < 3; i++) {
      String[] cells = lines.get(7 + i).trim().split(" +");
      ratings[i] = Double.parseDouble(cells[1]);
      sum += ratings[i];
    }
    assertEquals(0, sum, 2, "the ratings have mean 0, up to rounding");
    assertTrue(ratings[1] > ratings[0], "alphabeta outrates random: " + run.out());
  }

  @Test
  void twoAgentsMakeTheSmallestCrossTable() {
    Run run = nimCrossTable("random,mcts", "--games", "2", "--iterations", "10");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains("every pair of random, mcts, 2 games each"), run.out());
  }

  @Test
  void aCrossTableCountsItsProgressOverTheGamesOfEveryPair() {
    // Three agents make three pairs of 2 games: the first report says 1 of 6.
    Run run =
        nimCrossTable(
            "random,alphabeta,mcts",
            "--games",
            "2",
            "--iterations",
            "10",
            "--depth",
            "1",
            "--progress");
    assertEquals(0, run.status(), run.err());
    assertTrue(
        run.err().lines().anyMatch(line -> line.startsWith("ladder: 1 of 6 games, about ")),
        run.err());
  }

  @Test
  void aCrossTableRefusesOneAgentAndASeparateA() {
    Run one = nimCrossTable("mcts,mcts");
    assertEquals(2, one.status());
    assertTrue(one.err().contains("--cross needs two different agents"), one.err());
    Run withA = nimCrossTable("mcts,random", "--a", "brs");
    assertEquals(2, withA.status());
    Run unknown = nimCrossTable("mcts,nobody");
    assertEquals(2, unknown.status());
    assertTrue(unknown.err().contains("unknown agent 'nobody'"), unknown.err());
  }

  @Test
  void aThreeQuarterScoreIsAbout191EloAndRatingsHaveMeanZero() {
    // 1 / (1 + 10^(-d/400)) = 0.75 gives d = 400 log10(3) = 190.85.
    double[] ratings =
        Ratings.fit(new double[][] {{0, 0.75}, {0.25, 0}}, new int[][] {{0, 40}, {40, 0}}, 0);
    assertEquals(400 * Math.log10(3), ratings[0] - ratings[1], 1e-6);
    assertEquals(0, ratings[0] + ratings[1], 1e-9);
  }

  @Test
  void theFitRecoversRatingsThatGeneratedATable() {
    // Scores made from the ratings 200, 0, -200 by the logistic curve are fitted back exactly.
    double[] truth = {200, 0, -200};
    double[][] score = new double[3][3];
    int[][] games = new int[3][3];
    for (int i = 0; i < 3; i++) {
      for (int j = 0; j < 3; j++) {
        score[i][j] = 1 / (1 + Math.pow(10, (truth[j] - truth[i]) / 400));
        games[i][j] = i == j ? 0 : 10;
      }
    }
    double[] ratings = Ratings.fit(score, games, 0);
    for (int i = 0; i < 3; i++) {
      assertEquals(truth[i], ratings[i], 1e-4);
    }
  }

  @Test
  void virtualDrawsKeepACleanSweepFinite() {
    // 4 wins of 4 plus one virtual draw: 4.5 of 5 points, 400 log10(9) = 381.7 apart.
    double[] ratings =
        Ratings.fit(new double[][] {{0, 1}, {0, 0}}, new int[][] {{0, 4}, {4, 0}}, 1);
    assertEquals(400 * Math.log10(9), ratings[0] - ratings[1], 1e-6);
  }
}
