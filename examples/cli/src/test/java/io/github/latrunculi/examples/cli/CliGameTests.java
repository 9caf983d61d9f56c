package io.github.latrunculi.examples.cli;

import static io.github.latrunculi.examples.cli.CliTests.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.cli.CliTests.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command-line contract of DESIGN.md on the real games; expected values from the dossiers. */
class CliGameTests {
  private static final String CHIEF_5X7 = "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";

  @Test
  void startPrintsTheDossiersInitialLine() {
    Run run = run("start", "chief", "--size", "5x7");
    assertEquals(0, run.status());
    assertEquals(CHIEF_5X7 + "\n", run.out()); // chief dossier §12.1
  }

  @Test
  void startTakesTheSizeAndTheVariantAsOptions() {
    // chief dossier §12.1, the initial positions of every size.
    assertEquals(
        "chief standard 7x7 rawkwra/sssssss/7/7/7/SSSSSSS/ARWKWAR w - -\n",
        run("start", "chief", "--variant", "standard", "--size", "7x7").out());
    assertEquals(CHIEF_5X7 + "\n", run("start", "chief").out(), "5x7 is the first size");
  }

  @Test
  void startOfAnUnknownGameIsRejected() {
    Run run = run("start", "nosuchgame");
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("UNKNOWN_GAME: "), run.err());
    assertEquals("", run.out());
  }

  @Test
  void perftPrintsTheCountAloneOnTheFirstLineAndTimingOnStderr() {
    Run run = run("perft", CHIEF_5X7, "4");
    assertEquals(0, run.status());
    assertEquals("643904\n", run.out()); // chief dossier §15
    assertTrue(run.err().contains("leaves/s"), run.err());
  }

  @Test
  void splitPerftAddsOneLinePerMoveSortedByMove() {
    List<String> lines = run("perft", CHIEF_5X7, "1", "--split").out().lines().toList();
    assertEquals("24", lines.get(0)); // the 24 first moves of the service session / dossier §15
    assertEquals(25, lines.size());
    assertEquals("a2-a3 1", lines.get(1));
  }

  @Test
  void perftAtDepthZeroCountsThePositionItselfAlsoWhenSplit() {
    assertEquals("1\n", run("perft", CHIEF_5X7, "0").out());
    assertEquals("1\n", run("perft", CHIEF_5X7, "0", "--split").out());
  }

  @Test
  void perftTimingGivesTheSecondsAndTheLeavesPerSecond() {
    Run run = run("perft", CHIEF_5X7, "3");
    long leaves = Long.parseLong(run.out().strip());
    java.util.regex.Matcher timing =
        java.util.regex.Pattern.compile("(\\d+\\.\\d{3}) s, (\\d+) leaves/s\n").matcher(run.err());
    assertTrue(timing.matches(), run.err());
    double seconds = Double.parseDouble(timing.group(1));
    double rate = Double.parseDouble(timing.group(2));
    // The seconds are rounded to 1 ms and the rate to a whole leaf per second.
    assertTrue(
        Math.abs(rate * seconds - leaves) <= rate * 0.0005 + seconds + 1,
        rate + " leaves/s over " + seconds + " s is not " + leaves + " leaves");
  }

  @Test
  void perftOfANegativeDepthNamesTheDepth() {
    Run run = run("perft", CHIEF_5X7, "-1");
    assertEquals(2, run.status());
    assertEquals("depth must be 0 or more, not -1\n", run.err());
    assertEquals("", run.out());
  }

  @Test
  void splitPerftAlsoReportsItsTimingOnStderr() {
    Run run = run("perft", CHIEF_5X7, "2", "--split");
    assertEquals("576", run.out().lines().findFirst().orElseThrow()); // 24 * 24, chief dossier §15
    assertTrue(run.err().matches("\\d+\\.\\d{3} s, \\d+ leaves/s\n"), run.err());
  }

  @Test
  void perftTimingIsTheWallClockTimeOfTheCount() {
    long before = System.nanoTime();
    Run run = run("perft", CHIEF_5X7, "3");
    double elapsed = (System.nanoTime() - before) / 1e9;
    double seconds = Double.parseDouble(run.err().substring(0, run.err().indexOf(" s, ")));
    assertTrue(
        seconds <= elapsed + 0.001,
        seconds + " s reported, " + elapsed + " s measured around the run");
  }

  @Test
  void showDrawsTheBoardViewThenTheOutcome() {
    Run run = run("show", CHIEF_5X7);
    assertEquals(0, run.status(), run.err());
    io.github.latrunculi.core.registry.GameState<?, ?> state =
        io.github.latrunculi.core.registry.Games.parse(CHIEF_5X7).get();
    assertEquals(board(state) + "\noutcome: ongoing\n", run.out());
  }

  private static <S, M extends io.github.latrunculi.core.Move> String board(
      io.github.latrunculi.core.registry.GameState<S, M> state) {
    return state.rules().view(state.position()).toText().stripTrailing();
  }

  @Test
  void movesAreSortedAsStrings() {
    List<String> moves = run("moves", CHIEF_5X7).out().lines().toList();
    assertEquals(24, moves.size());
    assertEquals(moves.stream().sorted().toList(), moves);
  }

  @Test
  void playNamesTheFirstIllegalMoveByNumber() {
    Run run = run("play", CHIEF_5X7, "c2-c4", "c7-c5");
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("illegal move 2: "), run.err());
    assertTrue(run.err().contains("PATH_BLOCKED"), run.err());
    assertEquals("", run.out());
  }

  @Test
  void chaturajisLostTurnIsAMoveArgument() {
    // Dossier TV2 (forbes): at the start Red throws 4 under dice=forbes and its elephant is boxed
    // in.
    String start =
        "chaturaji partnership-dice,dice=forbes yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/6rPErE/gPBgPHgPEgPK2rPHrH/gBgHgEgK2rPBrB r ? - - 0 1";
    Run run = run("play", start, "R4", "--");
    assertEquals(0, run.status(), run.err());
    assertTrue(run.out().contains(" g ? "), run.out());
  }

  @Test
  void replayValidatesARecord(@TempDir Path dir) throws IOException {
    Path record = dir.resolve("game.txt");
    Files.writeString(record, CHIEF_5X7 + "\nc2-c4\nc6-c5\n# comment\nc4:c5\n");
    Run run = run("replay", record.toString());
    assertEquals(0, run.status(), run.err());
    assertEquals("chief standard 5x7 rakra/sssss/2S2/5/5/SS1SS/ARKAR b c6 c5:1\n", run.out());
  }

  @Test
  void selfplayPrintsARecordThatReplays(@TempDir Path dir) throws IOException {
    Run run = run("selfplay", "malha", "--seed", "1");
    assertEquals(0, run.status(), run.err());
    List<String> lines = run.out().lines().toList();
    assertEquals("malha standard 7/7/7/7/7/7/7 a P - - - *", lines.get(0));
    assertTrue(lines.get(lines.size() - 1).matches("# (win|draw) .+"), lines.get(lines.size() - 1));
    Path record = dir.resolve("selfplay.txt");
    Files.writeString(record, run.out());
    assertEquals(0, run("replay", record.toString()).status());
  }

  @Test
  void selfplayWithAnotherSeedPlaysAnotherGame() {
    // Chief's standard start has no random setup and no chance: only the agents depend on the seed.
    String first = run("selfplay", "chief", "--seed", "1", "--max-plies", "40").out();
    String second = run("selfplay", "chief", "--seed", "2", "--max-plies", "40").out();
    assertEquals(first.lines().findFirst(), second.lines().findFirst());
    assertTrue(!first.equals(second), "seeds 1 and 2 played the same game:\n" + first);
  }

  @Test
  void selfplayFlushesItsRecordToABufferedOutput() {
    // The real standard output is buffered (Latrunculi.main wraps System.out like this).
    java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
    int status =
        Latrunculi.run(
            new java.io.PrintWriter(bytes, true),
            new java.io.PrintWriter(new java.io.StringWriter(), true),
            "selfplay",
            "malha",
            "--seed",
            "1");
    assertEquals(0, status);
    String record = bytes.toString(java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(record.startsWith("malha standard "), record);
    assertTrue(record.lines().reduce((a, b) -> b).orElseThrow().startsWith("# "), record);
  }

  @Test
  void replayOfARecordWithoutAStartingLineIsRejected(@TempDir Path dir) throws IOException {
    Path record = dir.resolve("game.txt");
    Files.writeString(record, "# only a comment\n");
    Run run = run("replay", record.toString());
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("MALFORMED_RECORD: "), run.err());
    assertEquals("", run.out());
  }

  @Test
  void selfplayOfAnUnknownGameIsRejected() {
    Run run = run("selfplay", "nosuchgame");
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("UNKNOWN_GAME: "), run.err());
    assertEquals("", run.out());
  }

  @Test
  void replayOfAMalformedRecordIsRejected(@TempDir Path dir) throws IOException {
    Path record = dir.resolve("game.txt");
    Files.writeString(record, "chief standard 5x7 nonsense\nc2-c3\n");
    Run run = run("replay", record.toString());
    assertEquals(2, run.status());
    assertTrue(
        run.err().startsWith("illegal position: ") && run.err().contains("(MALFORMED)"), run.err());
    assertEquals("", run.out());
  }

  @Test
  void replayNamesTheFirstIllegalMoveOfTheRecord(@TempDir Path dir) throws IOException {
    Path record = dir.resolve("game.txt");
    Files.writeString(record, CHIEF_5X7 + "\nc2-c4\nc7-c5\n");
    Run run = run("replay", record.toString());
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("illegal move 2: "), run.err());
    assertTrue(run.err().contains("PATH_BLOCKED"), run.err());
  }

  @Test
  void gamesListsTheFiveGames() {
    // The service tests register a test-only game too, so only the five are checked here.
    List<String> ids = run("games").out().lines().map(l -> l.substring(0, l.indexOf(':'))).toList();
    assertTrue(
        ids.containsAll(List.of("amazonsflip", "chaturaji", "chief", "malha", "quaternity")),
        ids.toString());
  }
}
