package io.github.latrunculi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.registry.Games;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The command-line contract that does not depend on any one game. */
class CliTests {
  /** Output and status of one run of the tool. */
  record Run(int status, String out, String err) {}

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int status = Latrunculi.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
    return new Run(status, out.toString(), err.toString());
  }

  @Test
  void gamesListsOneLinePerRegisteredGame() {
    Run run = run("games");
    assertEquals(0, run.status());
    assertEquals(Games.all().size(), run.out().lines().count());
  }

  @Test
  void gamesPrintsTheVariantsThenTheSizesAndOptionsAGameHas() {
    List<String> lines = run("games").out().lines().toList();
    // Desdemona has one size and no options (README); the test fixture Nim has options, no size.
    assertTrue(
        lines.contains("amazonsflip: regular border desdemona2 cassio iago1115 iago | sizes 10x10"),
        lines.toString());
    assertTrue(lines.contains("nim: standard misere | options take=3 toss=no"), lines.toString());
    assertTrue(
        lines.stream()
            .anyMatch(
                l ->
                    l.startsWith(
                            "chief: standard wild assassination armageddon multi3 multi4 | sizes 5x7 7x7 ")
                        && l.contains(" | options ")
                        && l.contains(" pushlimit=3 ")),
        lines.toString());
  }

  @Test
  void gamesWritesNothingOnStderrWhenGamesAreInstalled() {
    assertEquals("", run("games").err());
  }

  @Test
  void anExceptionInACommandIsAnInternalErrorWithStatusOne() {
    picocli.CommandLine cli = Latrunculi.commandLine();
    cli.addSubcommand("fail", new Failing());
    StringWriter err = new StringWriter();
    cli.setErr(new PrintWriter(err, true));
    assertEquals(Latrunculi.INTERNAL_ERROR, cli.execute("fail"));
    assertEquals("internal error: java.lang.IllegalStateException: boom\n", err.toString());
  }

  /** A command that fails the way a bug would. */
  @picocli.CommandLine.Command(name = "fail")
  static final class Failing implements java.util.concurrent.Callable<Integer> {
    @Override
    public Integer call() {
      throw new IllegalStateException("boom");
    }
  }

  @Test
  void unknownGameIsRejectedWithStatusTwoAndTheCode() {
    Run run = run("moves", "nosuchgame standard x");
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("UNKNOWN_GAME: "), run.err());
    assertEquals("", run.out());
  }

  @Test
  void emptyPositionIsRejected() {
    Run run = run("show", "");
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("MALFORMED_LINE: "), run.err());
  }

  @Test
  void negativePerftDepthIsRejected() {
    assertEquals(2, run("perft", "x", "-1").status());
  }

  @Test
  void missingRecordFileIsRejected() {
    Run run = run("replay", "/nonexistent/record.txt");
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("cannot read "), run.err());
  }

  @Test
  void doubleDashIsAMoveNotTheEndOfOptions() {
    picocli.CommandLine cli = Latrunculi.commandLine();
    picocli.CommandLine.ParseResult result =
        cli.parseArgs("play", "position line", "R2", "--", "e2-e3");
    PlayCommand parsed = (PlayCommand) result.subcommand().commandSpec().userObject();
    assertEquals(List.of("R2", "--", "e2-e3"), parsed.moves);
    assertEquals("position line", parsed.position);
  }
}
