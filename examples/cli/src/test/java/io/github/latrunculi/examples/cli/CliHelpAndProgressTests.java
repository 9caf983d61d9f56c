package io.github.latrunculi.examples.cli;

import static io.github.latrunculi.examples.cli.CliTests.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.cli.CliTests.Run;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Help on every command, progress of long jobs, and why a self-played game stopped. */
class CliHelpAndProgressTests {
  private static final String CHIEF_5X7 = "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";

  private static final List<String> COMMANDS =
      List.of(
          "games",
          "start",
          "moves",
          "play",
          "perft",
          "show",
          "selfplay",
          "replay",
          "analyse",
          "ladder",
          "serve");

  @Test
  void everyCommandIsListedByHelp() {
    Run run = run("help");
    assertEquals(0, run.status(), run.err());
    for (String command : COMMANDS) {
      assertTrue(
          run.out().contains("\n  " + command + " "), command + " missing from:\n" + run.out());
    }
    assertTrue(run.out().contains("Exit status:"), run.out());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "games",
        "start",
        "moves",
        "play",
        "perft",
        "show",
        "selfplay",
        "replay",
        "analyse",
        "ladder",
        "serve"
      })
  void everyCommandAnswersHelpWithItsUsage(String command) {
    for (Run run : List.of(run(command, "--help"), run(command, "-h"), run("help", command))) {
      assertEquals(0, run.status(), run.err());
      assertTrue(run.out().startsWith("Usage: latrunculi " + command), run.out());
      assertEquals("", run.err());
    }
  }

  @Test
  void anUnknownCommandOrOptionIsAUsageErrorWithStatusTwo() {
    Run unknownCommand = run("frobnicate");
    assertEquals(2, unknownCommand.status());
    assertTrue(unknownCommand.err().contains("frobnicate"), unknownCommand.err());
    Run unknownOption = run("selfplay", "chief", "--frobnicate");
    assertEquals(2, unknownOption.status());
    assertTrue(unknownOption.err().contains("--frobnicate"), unknownOption.err());
  }

  @Test
  void perftReportsEachRootMoveWithProgressAndNothingWithQuiet() {
    Run shown = run("perft", CHIEF_5X7, "3", "--progress");
    assertEquals(0, shown.status(), shown.err());
    // The first report is written at once; the count alone stays on standard output.
    assertTrue(shown.err().startsWith("perft: 1 of "), shown.err());
    assertTrue(shown.err().contains(" root moves, "), shown.err());
    Run quiet = run("perft", CHIEF_5X7, "3", "--quiet");
    assertEquals(shown.out(), quiet.out());
    assertEquals("", quiet.err());
  }

  @Test
  void progressIsOffWhenStandardErrorIsNotATerminal() {
    // The test's streams are no terminal: only the timing line is written.
    Run run = run("perft", CHIEF_5X7, "3");
    assertEquals(1, run.err().lines().count(), run.err());
    assertTrue(run.err().matches("[0-9.]+ s, [0-9]+ leaves/s\\R"), run.err());
  }

  @Test
  void selfplayAndLadderReportProgress() {
    Run selfplay = run("selfplay", "chief", "--max-plies", "5", "--progress");
    assertTrue(selfplay.err().startsWith("selfplay: 1 moves, "), selfplay.err());
    Run ladder =
        run("ladder", "chief", "--a", "random", "--b", "random", "--games", "2", "--progress");
    assertEquals(0, ladder.status(), ladder.err());
    assertTrue(ladder.err().startsWith("ladder: 1 of 2 games, about "), ladder.err());
    assertTrue(ladder.err().contains(" left, "), ladder.err());
  }

  @Test
  void aSelfplayStoppedByThePlyCapSaysSo() {
    Run run = run("selfplay", "chief", "--max-plies", "6");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals(1 + 6 + 2, lines.size(), run.out());
    assertEquals("# ongoing", lines.get(7));
    assertEquals("# stopped: the ply cap of 6 moves was reached (--max-plies)", lines.get(8));
  }

  @Test
  void aSelfplayStoppedByTheTimeLimitSaysSo() {
    // Deep searches in the largest game: each move takes a while, so one second is soon passed.
    Run run =
        run(
            "selfplay",
            "quaternity",
            "--agent",
            "mcts",
            "--iterations",
            "3000",
            "--max-seconds",
            "1");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals("# ongoing", lines.get(lines.size() - 2));
    String last = lines.get(lines.size() - 1);
    assertTrue(
        last.matches(
            "# stopped: the time limit of 1 s was reached after \\d+ moves \\(--max-seconds\\)"),
        last);
    assertEquals(
        lines.size() - 3, Integer.parseInt(last.replaceAll("\\D+", " ").trim().split(" ")[1]));
  }

  @Test
  void selfplayDefaultsStopWithinAMinuteAndTwoThousandMoves() {
    SelfplayCommand selfplay =
        (SelfplayCommand)
            Latrunculi.commandLine()
                .parseArgs("selfplay", "quaternity")
                .subcommand()
                .commandSpec()
                .userObject();
    assertEquals(60, selfplay.maxSeconds);
    assertEquals(2000, selfplay.maxPlies);
  }

  @Test
  void perftOfDepthTwoAlreadyGoesRootMoveByRootMove() {
    Run run = run("perft", CHIEF_5X7, "2", "--progress");
    assertEquals(0, run.status(), run.err());
    assertTrue(
        run.err().matches("(?s)perft: 1 of 24 root moves, [1-9][0-9,]* leaves, .*"), run.err());
  }

  @Test
  void perftOfDepthOneWritesItsTimingAndSplitsIntoEveryMove() {
    Run run = run("perft", CHIEF_5X7, "1", "--split");
    assertTrue(run.err().matches("[0-9.]+ s, [0-9]+ leaves/s\\R"), run.err());
    assertEquals(1 + 24, run.out().lines().count(), run.out());
  }

  @Test
  void deepSplitPerftListsEveryRootMoveWithItsCount() {
    Run run = run("perft", CHIEF_5X7, "2", "--split", "--quiet");
    List<String> lines = run.out().lines().toList();
    assertEquals(1 + 24, lines.size(), run.out());
    long sum =
        lines.stream()
            .skip(1)
            .mapToLong(l -> Long.parseLong(l.substring(l.indexOf(' ') + 1)))
            .sum();
    assertEquals(Long.parseLong(lines.get(0)), sum);
  }

  @Test
  void selfplayLimitsMustBePositive() {
    assertEquals(2, run("selfplay", "chief", "--max-plies", "0").status());
    assertEquals(2, run("selfplay", "chief", "--max-seconds", "0").status());
    assertEquals(2, run("selfplay", "chief", "--iterations", "0").status());
    Run one =
        run("selfplay", "chief", "--max-plies", "1", "--max-seconds", "1", "--iterations", "1");
    assertEquals(0, one.status(), one.err());
    assertEquals(1 + 1 + 2, one.out().lines().count(), one.out());
  }
}
