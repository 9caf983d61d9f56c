package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.START;
import static io.github.latrunculi.quaternity.QuaternityFixtures.assertRejected;
import static io.github.latrunculi.quaternity.QuaternityFixtures.legalFrom;
import static io.github.latrunculi.quaternity.QuaternityFixtures.place;
import static io.github.latrunculi.quaternity.QuaternityFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Square;
import io.vavr.control.Option;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Dossier §3.3 for every army, not only White: the two central pawns step in the army's two
 * directions, capture forward, left and right (never backwards), and commit to the side they
 * capture on or step to; a forward capture keeps the choice. Expected squares are the §3.3 tables.
 */
class QuaternityCentralPawnTests {
  private static final QuaternityRules RULES = QuaternityFixtures.RULES;

  /** §3.3 "steps" column, from the start position with each army to move. */
  @ParameterizedTest
  @CsvSource({
    "w, d4, d4-d5, d4-e4", "w, e5, e5-e6, e5-f5",
    "r, d9, d9-e9, d9-d8", "r, e8, e8-f8, e8-e7",
    "b, i9, i9-i8, i9-h9", "b, h8, h8-h7, h8-g8",
    "g, i4, i4-h4, i4-i5", "g, h5, h5-g5, h5-h6"
  })
  void inTheOpeningEachCentralPawnHasItsTwoSteps(
      String seat, String square, String first, String second) {
    assertEquals(
        set(first, second), legalFrom(START.replace(" w wrbg", " " + seat + " wrbg"), square));
  }

  /**
   * §3.3 capture table: knights of another army stand on the forward, left and right capture
   * squares and on the square diagonally behind; the pawn takes the first three only.
   */
  @ParameterizedTest
  @CsvSource({
    "w, d4, d5, e4, e5, c5, e3, c3, rN",
    "r, d9, e9, d8, e8, e10, c8, c10, wN",
    "b, i9, i8, h9, h8, j8, h10, j10, gN",
    "g, i4, h4, i5, h5, h3, j5, j3, bN"
  })
  void aCentralPawnCapturesForwardLeftAndRightButNeverBackwards(
      String seat,
      String acp,
      String step1,
      String step2,
      String forward,
      String left,
      String right,
      String behind,
      String knight) {
    String qfen = surrounded(seat, acp, forward, left, right, behind, knight);
    assertEquals(
        set(
            acp + "-" + step1,
            acp + "-" + step2,
            acp + "x" + forward,
            acp + "x" + left,
            acp + "x" + right),
        legalFrom(qfen, acp));
    assertRejected(QuaternityRejection.ILLEGAL_MOVEMENT, qfen, acp + "x" + behind);
  }

  /**
   * §3.3 commitment: a step or a capture to the left commits the pawn to the "left" direction, to
   * the right to the "right" one (table: White N/E, Red E/S, Black S/W, Green W/N), from the
   * landing square; a forward capture along the main diagonal keeps the choice.
   */
  @ParameterizedTest
  @CsvSource({
    "w, d4, d5, e4, e5, c5, e3, c3, rN, N, E",
    "r, d9, e9, d8, e8, e10, c8, c10, wN, E, S",
    "b, i9, i8, h9, h8, j8, h10, j10, gN, S, W",
    "g, i4, h4, i5, h5, h3, j5, j3, bN, W, N"
  })
  void aCentralPawnCommitsToTheSideItMovesTo(
      String seat,
      String acp,
      String step1,
      String step2,
      String forward,
      String left,
      String right,
      String behind,
      String knight,
      Direction leftDirection,
      Direction rightDirection) {
    QuaternityPosition p =
        QuaternityFixtures.position(surrounded(seat, acp, forward, left, right, behind, knight));
    QuaternityArmy army = QuaternityArmy.fromLetter(seat.charAt(0)).get();
    assertEquals(committed(army, leftDirection), landing(p, acp + "x" + left, left));
    assertEquals(committed(army, rightDirection), landing(p, acp + "x" + right, right));
    assertEquals(committed(army, leftDirection), landing(p, acp + "-" + step1, step1));
    assertEquals(committed(army, rightDirection), landing(p, acp + "-" + step2, step2));
    assertEquals(
        Option.some(QuaternityPiece.of(army, QuaternityPieceKind.PAWN)),
        landing(p, acp + "x" + forward, forward));
  }

  /** The position: the army's corner kings, its central pawn, and four knights of another army. */
  private static String surrounded(
      String seat,
      String acp,
      String forward,
      String left,
      String right,
      String behind,
      String knight) {
    return place(
            acp + ":" + seat + "P*",
            forward + ":" + knight,
            left + ":" + knight,
            right + ":" + knight,
            behind + ":" + knight)
        + " "
        + seat
        + " wrbg AAAA - *";
  }

  private static Option<QuaternityPiece> committed(QuaternityArmy army, Direction direction) {
    return Option.some(QuaternityPiece.pawn(army, direction));
  }

  private static Option<QuaternityPiece> landing(QuaternityPosition p, String move, String square) {
    return RULES.play(p, move).get().pieceAt(Square.parse(square).get());
  }
}
