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
    assertTrue(lines[1].matches("A mcts +score [01]\\.\\d{3}  95% CI \\[\\d\\.\\d{3}, \\d\\.\\d{3}\\]"), lines[1]);
    assertTrue(lines[2].matches("B random +score [01]\\.\\d{3}  95% CI .*"), lines[2]);
    assertTrue(lines[3].startsWith("capped   "), lines[3]);
    assertTrue(lines[4].matches("speed    \\d+\\.\\d moves per second \\(\\d+ moves\\)"), lines[4]);
  }

  @Test
  void theSameSeedGivesTheSameLadder() {
    String[] args = {"ladder", "malha", "--games", "2", "--iterations", "10", "--b", "baseline-eval"};
    String first = CliTests.run(args).out();
    String second = CliTests.run(args).out();
    // Everything but the speed line is fixed by the seed.
    assertEquals(first.substring(0, first.indexOf("speed")), second.substring(0, second.indexOf("speed")));
  }

  @Test
  void aCappedGameScoresHalfForEverybody() {
    Ladder.Result result =
        Ladder.play(rules("malha", "standard"), Ladder.Kind.RANDOM, Ladder.Kind.RANDOM, new Ladder.Budget(0, 1), 2, 0, 5);
    assertEquals(2, result.capped());
    assertEquals(10, result.plies());
    assertEquals(0.5, result.meanA());
    assertEquals(0.5, result.meanB());
  }

  @Test
  void unknownAgentsAndBadNumbersAreUsageErrors() {
    Run unknown = CliTests.run("ladder", "chief", "--a", "alphazero");
    assertEquals(2, unknown.status());
    assertTrue(unknown.err().contains("unknown agent 'alphazero'; agents: random, mcts, baseline, baseline-eval"), unknown.err());
    assertEquals(2, CliTests.run("ladder", "chief", "--games", "0").status());
    assertEquals(2, CliTests.run("ladder", "chief", "--budget", "5", "--iterations", "5").status());
    assertEquals(2, CliTests.run("ladder", "chief", "--exploration", "-1", "--games", "1").status());
    Run game = CliTests.run("ladder", "nosuchgame");
    assertEquals(2, game.status());
    assertTrue(game.err().startsWith("UNKNOWN_GAME: "), game.err());
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
