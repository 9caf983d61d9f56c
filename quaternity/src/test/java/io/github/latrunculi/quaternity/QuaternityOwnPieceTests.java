package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.assertRejected;
import static io.github.latrunculi.quaternity.QuaternityFixtures.place;

import org.junit.jupiter.api.Test;

/**
 * §3.1: a move whose geometry is right is refused for what stands in the way (OWN_PIECE on the
 * target, PATH_BLOCKED before it), northwards as in every other direction and for every army.
 */
class QuaternityOwnPieceTests {

  @Test
  void aKingCannotStepNorthOntoItsOwnPiece() {
    assertRejected(QuaternityRejection.OWN_PIECE, place("a2:wN") + " w wrbg AAAA - *", "a1-a2");
  }

  @Test
  void aQueenOrRookMovingNorthStopsAtItsOwnPiece() {
    String qfen = place("c3:wQ", "c5:wN") + " w wrbg AAAA - *";
    assertRejected(QuaternityRejection.OWN_PIECE, qfen, "c3-c5");
    assertRejected(QuaternityRejection.PATH_BLOCKED, qfen, "c3-c6");
    String rook = place("c3:wR", "c5:wN") + " w wrbg AAAA - *";
    assertRejected(QuaternityRejection.OWN_PIECE, rook, "c3-c5");
    assertRejected(QuaternityRejection.PATH_BLOCKED, rook, "c3-c6");
  }

  @Test
  void redCannotTakeItsOwnPiece() {
    assertRejected(QuaternityRejection.OWN_PIECE, place("a11:rN") + " r wrbg AAAA - *", "a12-a11");
    assertRejected(
        QuaternityRejection.OWN_PIECE, place("c10:rR", "c6:rN") + " r wrbg AAAA - *", "c10-c6");
  }
}
