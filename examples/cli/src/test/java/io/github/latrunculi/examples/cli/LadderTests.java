package io.github.latrunculi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Games;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Setup;
import io.github.latrunculi.examples.cli.CliTests.Run;
import org.junit.jupiter.api.Test;

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
            .contains("unknown agent 'alphazero'; agents: random, mcts, baseline, baseline-eval"),
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
}
