package io.github.latrunculi.examples.usage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * Runs the README's usage example as a reader would, and checks what it prints against the dossier.
 */
class ValidateMoveTests {
  private static final String START = "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";

  private static String run(String... args) {
    PrintStream before = System.out;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
    try {
      ValidateMove.main(args);
    } finally {
      System.setOut(before);
    }
    return out.toString(StandardCharsets.UTF_8);
  }

  @Test
  void aSavageThreeSquaresAwayIsRefusedAsOutOfRange() {
    // Chief dossier: a Savage moves up to 2 squares.
    String printed = run(START, "c2-c5");
    assertEquals(
        "refused c2-c5: OUT_OF_RANGE: c2 to c5 is 3 squares: a savage moves at most 2",
        printed.lines().reduce((a, b) -> b).orElseThrow());
  }

  @Test
  void aLegalStepPrintsTheLineToStore() {
    String printed = run(START, "c2-c3");
    assertEquals(
        "chief standard 5x7 rakra/sssss/5/5/2S2/SS1SS/ARKAR b - -  (ongoing)",
        printed.lines().reduce((a, b) -> b).orElseThrow());
  }

  @Test
  void withoutArgumentsItValidatesC2C3OnTheChiefStart() {
    java.util.List<String> lines = run().lines().toList();
    assertEquals(2, lines.size(), lines::toString);
    assertEquals(
        "chief standard 5x7 rakra/sssss/5/5/2S2/SS1SS/ARKAR b - -  (ongoing)", lines.get(1));
  }

  @Test
  void withOnlyAPositionItValidatesC2C3There() {
    assertEquals(
        "chief standard 5x7 rakra/sssss/5/5/2S2/SS1SS/ARKAR b - -  (ongoing)",
        run(START).lines().reduce((a, b) -> b).orElseThrow());
  }

  @Test
  void itFirstListsTheLegalMovesSorted() {
    String first = run(START, "c2-c3").lines().findFirst().orElseThrow();
    assertEquals(true, first.startsWith("legal: "), first);
    java.util.List<String> moves =
        java.util.List.of(first.substring("legal: ".length()).split(" "));
    assertEquals(24, moves.size(), first); // chief dossier §15: perft(1) of the 5x7 start
    assertEquals(moves.stream().sorted().toList(), moves);
    assertEquals(true, moves.contains("c2-c4") && !moves.contains("c2-c5"), first);
  }

  @Test
  void aBadStoredLineIsReportedNotThrown() {
    assertEquals(true, run("chief standard 5x7 nonsense", "c2-c3").startsWith("bad position: "));
  }
}
