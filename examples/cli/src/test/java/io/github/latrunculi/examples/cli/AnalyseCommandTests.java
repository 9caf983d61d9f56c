package io.github.latrunculi.examples.cli;

import static io.github.latrunculi.examples.cli.CliTests.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.agent.RandomAgent;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.examples.cli.CliTests.Run;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The analyse command: its header, a line of play that replays, and the positions it refuses. */
class AnalyseCommandTests {
  private static final String CHIEF_5X7 = "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";

  /** Returns the start position line of the game's first variant. */
  private static String start(String game) {
    Run run = run("start", game);
    assertEquals(0, run.status(), run.err());
    return run.out().strip();
  }

  /** Returns the value of the output line that starts with {@code label} and spaces. */
  private static String field(Run run, String label) {
    Optional<String> line = run.out().lines().filter(l -> l.startsWith(label + " ")).findFirst();
    assertTrue(line.isPresent(), "no " + label + " line in:\n" + run.out());
    return line.get().substring(label.length()).strip();
  }

  /** Checks that the printed line starts with the printed move and replays from the position. */
  private static void assertTheLineReplays(String position, Run run) {
    assertEquals(0, run.status(), run.err());
    GameState<?, ?> state = Games.parse(position).get();
    List<String> line = Arrays.asList(field(run, "line").split(" "));
    String move = field(run, "move");
    assertEquals(move, line.get(0), run.out());
    assertTrue(state.moves().contains(move), move + " is not legal in " + position);
    assertTrue(state.playAll(line).isRight(), "the line does not replay: " + run.out());
    double score = Double.parseDouble(field(run, "score").split(" ")[0]);
    assertTrue(score >= 0 && score <= 1, run.out());
  }

  @ParameterizedTest
  @ValueSource(strings = {"chief", "malha", "amazonsflip", "chaturaji", "quaternity"})
  void alphaBetaAtDepthOneAndTwoPrintsALineThatReplays(String game) {
    String position = start(game);
    for (String depth : new String[] {"1", "2"}) {
      Run run = run("analyse", position, "--agent", "alphabeta", "--depth", depth);
      assertTheLineReplays(position, run);
      assertTrue(
          run.out().lines().findFirst().orElse("").endsWith(": agent alphabeta, depth " + depth),
          run.out());
      assertTrue(field(run, "search").startsWith("depth "), run.out());
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"chief", "malha", "amazonsflip", "chaturaji", "quaternity"})
  void mctsWithAFewIterationsPrintsALineThatReplays(String game) {
    String position = start(game);
    Run run = run("analyse", position, "--iterations", "60", "--seed", "4");
    assertTheLineReplays(position, run);
    assertTrue(run.out().lines().findFirst().orElse("").endsWith(": agent mcts, 60 iterations"));
    // The root's moves follow the figures, one per line with its visits.
    assertTrue(run.out().contains(" visits, mean "), run.out());
  }

  @Test
  void theHeaderNamesTheGameTheSideTheAgentAndTheDefaultBudget() {
    Run run = run("analyse", CHIEF_5X7, "--agent", "random");
    assertEquals(0, run.status(), run.err());
    assertEquals(
        "chief standard, " + sideToMove(CHIEF_5X7) + " to move: agent random, no search",
        run.out().lines().findFirst().orElse(""));
    assertTheLineReplays(CHIEF_5X7, run);
    Run brs = run("analyse", CHIEF_5X7, "--agent", "brs", "--budget", "50");
    assertTrue(brs.out().startsWith("chief standard, "), brs.out());
    assertTrue(brs.out().lines().findFirst().orElse("").endsWith(": agent brs, 50 ms"), brs.out());
    assertTheLineReplays(CHIEF_5X7, brs);
    assertEquals(1000, AnalyseCommand.DEFAULT_MILLIS);
  }

  private static String sideToMove(String position) {
    GameState<?, ?> state = Games.parse(position).get();
    return ((ToMove.Seat<?>) state.toMove()).player().name();
  }

  @Test
  void aBadLineIsRejectedWithItsCode() {
    Run run = run("analyse", "chief standard 5x7 rakra w");
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("MALFORMED: "), run.err());
    assertEquals("", run.out());
    Run unknown = run("analyse", "go standard 19x19");
    assertEquals(2, unknown.status());
    assertTrue(unknown.err().startsWith("UNKNOWN_GAME: "), unknown.err());
  }

  @Test
  void aFinishedGameHasNoMoveToAnalyse() {
    // Nim (the test fixture) always ends: random moves reach the end of the game.
    GameState<?, ?> state = Games.parse(start("nim")).get();
    RandomAgent agent = RandomAgent.of(1);
    while (!state.outcome().isFinished()) {
      state = playRandom(state, agent);
    }
    Run run = run("analyse", state.line());
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("the game is over ("), run.err());
    assertTrue(run.err().contains("there is no move to analyse"), run.err());
    assertEquals("", run.out());
  }

  private static <S, M extends io.github.latrunculi.core.Move> GameState<S, M> playRandom(
      GameState<S, M> state, RandomAgent agent) {
    M move = agent.choose(state.rules(), state.position());
    return new GameState<>(state.rules(), state.rules().apply(state.position(), move));
  }

  @Test
  void aChanceEventIsNotAnalysed() {
    // Chaturaji with dice starts with a throw.
    String line = run("start", "chaturaji", "--variant", "partnership-dice").out().strip();
    assertTrue(Games.parse(line).get().toMove() instanceof ToMove.Chance<?>, line);
    Run run = run("analyse", line);
    assertEquals(2, run.status());
    assertTrue(run.err().startsWith("a chance event is next ("), run.err());
  }

  @Test
  void theSmallestBudgetsAreOneMillisecondAndOneIteration() {
    Run timed = run("analyse", CHIEF_5X7, "--agent", "brs", "--budget", "1");
    assertEquals(0, timed.status(), timed.err());
    assertTrue(timed.out().lines().findFirst().orElse("").endsWith(": agent brs, 1 ms"));
    Run counted = run("analyse", CHIEF_5X7, "--iterations", "1", "--seed", "4");
    assertEquals(0, counted.status(), counted.err());
    assertTrue(counted.out().lines().findFirst().orElse("").endsWith(": agent mcts, 1 iterations"));
  }

  @Test
  void budgetsThatDoNotFitTheAgentAreUsageErrors() {
    for (String[] args :
        new String[][] {
          {"--depth", "2"},
          {"--agent", "alphabeta", "--iterations", "5"},
          {"--agent", "alphabeta", "--depth", "2", "--budget", "10"},
          {"--agent", "alphabeta", "--depth", "0"},
          {"--budget", "0"},
          {"--agent", "minimax"}
        }) {
      String[] full = new String[args.length + 2];
      full[0] = "analyse";
      full[1] = CHIEF_5X7;
      System.arraycopy(args, 0, full, 2, args.length);
      Run run = run(full);
      assertEquals(2, run.status(), String.join(" ", args) + ": " + run.out());
      assertEquals("", run.out(), String.join(" ", args));
    }
  }
}
