package io.github.latrunculi.examples.usage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.registry.GameState;
import io.vavr.control.Either;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The README's interaction-model example, run: with core types only, each game's multi-part turn is
 * entered input by input and lands where the dossier says.
 */
class PlayByInputsTests {
  private static String played(PlayByInputs.Scenario scenario, ByteArrayOutputStream out) {
    Either<Rejection, GameState<?, ?>> result =
        PlayByInputs.play(scenario, new PrintStream(out, true, StandardCharsets.UTF_8));
    assertTrue(result.isRight(), () -> "refused: " + result.getLeft());
    return result.get().line();
  }

  @Test
  void chiefPushFreezesThePushedSavage() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    // Dossier E4: c3:c5 -> the black Savage stands frozen on c6, the push row is c5:1.
    assertEquals(
        "chief standard 5x7 k4/2s2/2S2/5/5/5/4K b c6 c5:1",
        played(PlayByInputs.SCENARIOS.get(0), out));
    assertTrue(out.toString(StandardCharsets.UTF_8).contains("played c3:c5"));
  }

  @Test
  void eachTurnShowsTheBoardThenWhatIsOfferedBeforeEveryInput() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    PlayByInputs.Scenario push = PlayByInputs.SCENARIOS.get(0);
    played(push, out);
    java.util.List<String> lines = out.toString(StandardCharsets.UTF_8).lines().toList();
    GameState<?, ?> start = io.github.latrunculi.core.registry.Games.parse(push.line()).get();
    java.util.List<String> board = boardText(start).lines().toList();
    assertEquals(board, lines.subList(0, board.size()), "the board is printed before the turn");
    assertEquals("", lines.get(board.size()), "a blank line ends the board");
    java.util.List<String> turn = lines.subList(board.size() + 1, lines.size());
    assertTrue(turn.get(0).startsWith("chief, a push: c3 pushes c5"), turn.toString());
    // White's King on e1 and Savage on c3 can move; the Savage's targets include the push to c5.
    assertTrue(turn.get(1).matches("  offered (e1 c3|c3 e1); entering c3"), turn.toString());
    assertTrue(
        turn.get(2).startsWith("  offered ")
            && turn.get(2).contains(" c5 ")
            && turn.get(2).endsWith("; entering c5"),
        turn.toString());
    assertEquals("  played c3:c5", turn.get(3));
  }

  private static <S, M extends io.github.latrunculi.core.Move> String boardText(
      GameState<S, M> state) {
    return state.rules().view(state.position()).toText();
  }

  @Test
  void mainPlaysEveryScenarioWithoutARefusal() {
    java.io.PrintStream before = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setOut(new java.io.PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      PlayByInputs.main(new String[0]);
    } finally {
      System.setOut(before);
    }
    String text = out.toString(StandardCharsets.UTF_8);
    assertEquals(
        PlayByInputs.SCENARIOS.map(s -> s.turns().size()).sum().longValue(),
        text.lines().filter(l -> l.startsWith("  played ")).count(),
        text);
    assertTrue(!text.contains("refused"), text);
  }

  @Test
  void desdemonaMovesThenMovesAndFires() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    String line = played(PlayByInputs.SCENARIOS.get(1), out);
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.lines().anyMatch(l -> l.startsWith("  played ") && l.contains("/")), text);
    assertEquals("1", line.split(" ")[3], "player 1 is to move again: " + line);
  }

  @Test
  void kharbgaPlacesAPair() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    String line = played(PlayByInputs.SCENARIOS.get(2), out);
    assertEquals(
        2,
        line.chars().filter(c -> c == 'S').count(),
        "two Attacker soldiers on the board: " + line);
  }

  @Test
  void chaturajiThrowsThenMoves() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    played(PlayByInputs.SCENARIOS.get(3), out);
    assertEquals(
        2,
        out.toString(StandardCharsets.UTF_8)
            .lines()
            .filter(l -> l.startsWith("  played "))
            .count());
  }

  @Test
  void quaternityPromotesOnTheFarRank() {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    String line = played(PlayByInputs.SCENARIOS.get(4), out);
    assertTrue(line.startsWith("quaternity standard 5wQ6/12/"), "a white queen on f12: " + line);
  }
}
