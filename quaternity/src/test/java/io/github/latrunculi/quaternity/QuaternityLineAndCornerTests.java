package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.legalFrom;
import static io.github.latrunculi.quaternity.QuaternityFixtures.place;
import static io.github.latrunculi.quaternity.QuaternityFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * §4.4 pins for every army and only by the sliders that move along the line (§3.1), pawn moves onto
 * the corner square a1 (§3.1, §3.4: a south pawn promotes on rank 1), and pawn attacks on and from
 * the corners a1 and l12 that a king's steps avoid (§4.2).
 */
class QuaternityLineAndCornerTests {

  /** A piece between its king and another player's rook on a file cannot leave the file. */
  @Test
  void aKnightPinnedOnItsKingsFileHasNoMoveForEveryArmy() {
    assertEquals(set(), legalFrom(place("a10:rN", "a5:wR") + " r wrbg AAAA - *", "a10"));
    assertEquals(set(), legalFrom(place("l10:bN", "l5:wR") + " b wrbg AAAA - *", "l10"));
    assertEquals(set(), legalFrom(place("l3:gN", "l8:wR") + " g wrbg AAAA - *", "l3"));
    assertEquals(set(), legalFrom(place("a3:wN", "a8:rR") + " w wrbg AAAA - *", "a3"));
  }

  /** A bishop moves along diagonals only, so behind a piece on a file it pins nothing. */
  @Test
  void aBishopOnTheKingsFilePinsNothing() {
    assertEquals(
        set("a3-b1", "a3-c2", "a3-c4", "a3-b5"),
        legalFrom(place("a3:wN", "a8:rB") + " w wrbg AAAA - *", "a3"));
  }

  /** A Red south pawn reaching a1 promotes; the step and the capture both reach the corner. */
  @Test
  void aSouthPawnStepsAndCapturesOntoTheCornerAndPromotes() {
    assertEquals(
        set("a2-a1=Q", "a2-a1=R", "a2-a1=B", "a2-a1=N"),
        legalFrom(place("a1:-", "f6:wK", "a2:rPv") + " r wrbg AAAA - *", "a2"));
    assertEquals(
        set("b2-b1=Q", "b2-b1=R", "b2-b1=B", "b2-b1=N", "b2xa1=Q", "b2xa1=R", "b2xa1=B", "b2xa1=N"),
        legalFrom(place("a1:wN", "f6:wK", "b2:rPv") + " r wrbg AAAA - *", "b2"));
  }

  /** A slider on the corner a1 pins as well: the White bishop a1 pins Red's knight c3 to e5. */
  @Test
  void aBishopOnTheCornerPins() {
    assertEquals(
        set(),
        legalFrom(place("a12:-", "e5:rK", "c3:rN", "a1:wB", "h1:wK") + " r wrbg AAAA - *", "c3"));
  }

  /**
   * A Red south pawn on b2 captures on a1 and c1, so White's king a2 cannot step into the corner.
   */
  @Test
  void aPawnGuardsTheCornerA1AgainstAKingStep() {
    assertEquals(
        set("a2-a3", "a2-b1", "a2xb2", "a2-b3"),
        legalFrom(place("a1:-", "a2:wK", "b2:rPv") + " w wrbg AAAA - *", "a2"));
  }

  /**
   * A Red south pawn may stand on l12 (its promotion line is rank 1); from the corner it captures
   * only on k11, which White's king k10 therefore avoids.
   */
  @Test
  void aPawnOnTheCornerL12GuardsK11() {
    assertEquals(
        set("k10-j9", "k10-j10", "k10-j11", "k10-k9", "k10-l9", "k10-l10", "k10-l11"),
        legalFrom(place("a1:-", "k10:wK", "l12:rPv", "f8:bK") + " w wrbg AAAA - *", "k10"));
  }
}
