package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** The noisy moves search agents extend: the captures, the steps that remove an enemy piece. */
class ChiefSearchTests {
  @Test
  void aCaptureIsNoisyAndAPushIsNot() {
    // The Savage c5 reaches the Chief on c7, which has no square behind it: c5xc7 captures. The
    // Rider a1 only pushes the Savage a4 back to a5.
    var p = position("chief standard 5x7 2k2/5/2S2/s4/5/5/R3K w - -");
    assertTrue(noisy(p).size() < p.rules().legalMoves(p.position()).size());
    assertTrue(legal(p).contains("a1:a4"));
    assertEquals(List.of("c5xc7"), noisy(p));
  }

  @Test
  void aCaptureOfAnyPieceIsNoisy() {
    // The Rider takes the Savage a6 against the Savage a7 behind it, and pushes the one on d4 back
    // to e5.
    var p = position("chief standard 5x7 s1k2/s4/5/3s1/5/5/R3K w - -");
    assertTrue(legal(p).contains("a1:d4"));
    assertEquals(List.of("a1xa6"), noisy(p));
  }

  /** Of two captures of the same piece, the one by the less valuable attacker comes first. */
  @Test
  void ofEqualVictimsTheLeastValuableAttackerComesFirst() {
    // The Black Savage on c7 has no square behind it on either line: the Savage c5 (worth 1)
    // captures it straight ahead and the Rider a5 (worth 4) along the diagonal; the Black Chief on
    // d3 is out of reach of both. Search tries the cheaper attacker first (Rules.noisyMoves).
    var p = position("chief standard 5x7 2s2/5/R1S2/5/3k1/5/4K w - -");
    assertEquals(List.of("c5xc7", "a5xc7"), noisy(p));
  }

  @Test
  void placementsAreNeverNoisy() {
    var p = position("chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss");
    assertTrue(noisy(p).isEmpty());
  }

  @Test
  void nothingIsNoisyOnceTheGameIsOver() {
    var p = position("chief standard 5x7 R4/5/5/5/5/5/4K b - -");
    assertTrue(p.rules().outcome(p.position()).isFinished());
    assertTrue(noisy(p).isEmpty());
  }

  private static List<String> legal(ChiefFixtures.Pos p) {
    return p.rules()
        .legalMoves(p.position())
        .map(m -> p.rules().notation().formatMove(p.position(), m))
        .toList();
  }

  private static List<String> noisy(ChiefFixtures.Pos p) {
    return p.rules()
        .noisyMoves(p.position())
        .map(m -> p.rules().notation().formatMove(p.position(), m))
        .toList();
  }
}
