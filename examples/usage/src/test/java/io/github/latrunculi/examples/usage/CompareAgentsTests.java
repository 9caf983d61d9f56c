package io.github.latrunculi.examples.usage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Runs the bot guide's example and checks that each agent's expected line replays. */
class CompareAgentsTests {
  private static final String START = "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";

  @Test
  void bothAgentsPrintAMoveAndALineThatReplays() {
    PrintStream before = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      CompareAgents.main(new String[0]);
    } finally {
      System.setOut(before);
    }
    List<String> printed = out.toString(StandardCharsets.UTF_8).lines().toList();
    assertEquals("# AlphaBetaAgent", printed.get(0));
    assertTrue(printed.contains("# MctsAgent"), printed.toString());
    List<String> moves = printed.stream().filter(l -> l.startsWith("move   ")).toList();
    List<String> lines = printed.stream().filter(l -> l.startsWith("line   ")).toList();
    assertEquals(2, moves.size(), printed.toString());
    assertEquals(2, lines.size(), printed.toString());
    GameState<?, ?> start = Games.parse(START).get();
    for (int i = 0; i < 2; i++) {
      List<String> line = Arrays.asList(lines.get(i).substring(7).split(" "));
      assertEquals(moves.get(i).substring(7), line.get(0));
      assertTrue(start.playAll(line).isRight(), "the line replays: " + line);
    }
  }
}
