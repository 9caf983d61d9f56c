package io.github.latrunculi.examples.usage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Runs the README's usage example as a reader would, and checks what it prints against the dossier. */
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
  void aBadStoredLineIsReportedNotThrown() {
    assertEquals(true, run("chief standard 5x7 nonsense", "c2-c3").startsWith("bad position: "));
  }
}
