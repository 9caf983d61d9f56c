package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.RULES;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** The noisy moves search agents extend: captures and promotions. */
class QuaternityNoisyMoveTests {
  @Test
  void theCapturesAreNoisy() {
    // White's rook h11 runs down the h file onto Red's knight h4; the knight d8 reaches c10, which
    // mates Red, but takes nothing. Nothing else of White's stands on a capture.
    String qfen = "rK10bK/7wR4/12/12/3wN8/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wrbg AAAA - *";
    assertTrue(texts(RULES.legalMoves(position(qfen)), qfen).contains("d8-c10"));
    assertEquals(List.of("h11xh4"), texts(RULES.noisyMoves(position(qfen)), qfen));
  }

  /** White's only capture, a1xa2, is also the first move of its first piece in board order. */
  @Test
  void aCaptureOfTheFirstPieceOnTheBoardIsNoisy() {
    String qfen = "rK10bK/12/12/12/12/12/12/12/12/12/rN11/wK10gK w wrbg AAAA - *";
    assertEquals(List.of("a1-b1", "a1-b2", "a1xa2"), texts(RULES.legalMoves(position(qfen)), qfen));
    assertEquals(List.of("a1xa2"), texts(RULES.noisyMoves(position(qfen)), qfen));
  }

  @Test
  void thePromotionsAreNoisy() {
    String qfen = "12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *";
    List<String> noisy = texts(RULES.noisyMoves(position(qfen)), qfen);
    assertTrue(noisy.containsAll(List.of("f11-f12=Q", "f11-f12=R", "f11-f12=B", "f11-f12=N")));
    assertTrue(noisy.forAll(m -> m.contains("=")), noisy::toString);
    assertFalse(noisy.contains("a1-a2"));
  }

  @Test
  void nothingIsNoisyOnceTheGameIsOver() {
    String qfen = "11bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK11 w wbbw AXAX - D";
    assertTrue(RULES.outcome(position(qfen)).isFinished());
    assertTrue(RULES.noisyMoves(position(qfen)).isEmpty());
  }

  private static List<String> texts(io.vavr.collection.Seq<QuaternityMove> moves, String qfen) {
    QuaternityPosition p = position(qfen);
    return moves.map(m -> RULES.notation().formatMove(p, m)).toList().sorted();
  }
}
