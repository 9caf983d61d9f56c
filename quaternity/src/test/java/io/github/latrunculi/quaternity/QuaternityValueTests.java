package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Square;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The public value types: pieces and their tokens (§5.1), armies, and positions as values. */
class QuaternityValueTests {
  private static final String KINGS = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK";

  /** §3.1: only a pawn has a direction, and it is one of N, E, S, W. */
  @Test
  void onlyAPawnHasADirectionAndItIsOrthogonal() {
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new QuaternityPiece(
                QuaternityArmy.RED, QuaternityPieceKind.ROOK, Option.some(Direction.S)));
    assertThrows(
        IllegalArgumentException.class,
        () -> QuaternityPiece.pawn(QuaternityArmy.RED, Direction.SE));
    assertTrue(
        QuaternityPiece.of(QuaternityArmy.GREEN, QuaternityPieceKind.PAWN).isUncommittedPawn());
    assertFalse(QuaternityPiece.pawn(QuaternityArmy.GREEN, Direction.W).isUncommittedPawn());
    assertFalse(
        QuaternityPiece.of(QuaternityArmy.GREEN, QuaternityPieceKind.KING).isUncommittedPawn());
  }

  /** §5.1 tokens: army letter, kind letter, and for a pawn its direction or {@code *}. */
  @Test
  void aPiecesTokenIsItsQfenText() {
    assertEquals("gP<", QuaternityPiece.pawn(QuaternityArmy.GREEN, Direction.W).token());
    assertEquals("rPv", QuaternityPiece.pawn(QuaternityArmy.RED, Direction.S).toString());
    assertEquals("wP^", QuaternityPiece.pawn(QuaternityArmy.WHITE, Direction.N).token());
    assertEquals("bP>", QuaternityPiece.pawn(QuaternityArmy.BLACK, Direction.E).token());
    assertEquals("bP*", QuaternityPiece.of(QuaternityArmy.BLACK, QuaternityPieceKind.PAWN).token());
    assertEquals(
        "wN", QuaternityPiece.of(QuaternityArmy.WHITE, QuaternityPieceKind.KNIGHT).token());
    assertEquals("rQ", QuaternityPiece.of(QuaternityArmy.RED, QuaternityPieceKind.QUEEN).token());
  }

  @ParameterizedTest
  @EnumSource(QuaternityPieceKind.class)
  void everyKindIsReadBackFromItsLetter(QuaternityPieceKind kind) {
    assertEquals(Option.some(kind), QuaternityPieceKind.fromLetter(kind.letter()));
    assertEquals(
        kind != QuaternityPieceKind.KING && kind != QuaternityPieceKind.PAWN,
        kind.isPromotionChoice());
  }

  @ParameterizedTest
  @EnumSource(QuaternityArmy.class)
  void everyArmyIsItsSeat(QuaternityArmy army) {
    assertEquals(Option.some(army), QuaternityArmy.fromLetter(army.letter()));
    assertEquals(army, QuaternityArmy.of(army.player()));
    assertEquals(army.ordinal(), army.player().index());
    assertEquals(String.valueOf(army.letter()), army.player().name());
  }

  @Test
  void lettersOfNoArmyOrKindAreNone() {
    assertTrue(QuaternityArmy.fromLetter('W').isEmpty());
    assertTrue(QuaternityPieceKind.fromLetter('k').isEmpty());
  }

  /** Dossier T11: White controls the Red army; the position's accessors say so. */
  @Test
  void aPositionDescribesItsFields() {
    QuaternityPosition t11 =
        position("11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wwbg AXAA - *");
    assertEquals(
        Option.some(Square.parse("l12").get()), t11.kingSquare(QuaternityArmy.BLACK.player()));
    assertEquals(
        Option.some(Square.parse("l1").get()), t11.kingSquare(QuaternityArmy.GREEN.player()));
    assertEquals("w", t11.controller(QuaternityArmy.WHITE).name());
    assertEquals("b", t11.controller(QuaternityArmy.BLACK).name());
    assertEquals(QuaternityStatus.ACTIVE, t11.status(QuaternityArmy.GREEN.player()));
    assertTrue(t11.pieceAt(new Square(12, 0)).isEmpty());
    assertTrue(t11.pieceAt(Square.parse("a1").get()).isEmpty());
    assertEquals(8, t11.board().count());
    assertEquals(
        Option.some(QuaternityPiece.of(QuaternityArmy.RED, QuaternityPieceKind.KNIGHT)),
        t11.board().at(Square.parse("h4").get()));
    assertTrue(t11.drawOffer().isEmpty());
    assertTrue(t11.winner().isEmpty());
    assertEquals(
        "11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wwbg AXAA - *", t11.toString());
  }

  /**
   * QuaternityRules' Javadoc: the key covers the no-progress count modulo 128, so counts 1 and 129
   * share a key; the positions still differ, as equality covers every field.
   */
  @Test
  void countsEqualModulo128ShareTheKeyButNotEquality() {
    QuaternityRules rules =
        QuaternityRules.of(QuaternityVariant.STANDARD.with("noProgressLimit", "500").get());
    QuaternityPosition one = position(rules, KINGS + " w wrbg AAAA - * 1");
    QuaternityPosition other = position(rules, KINGS + " w wrbg AAAA - * 129");
    assertEquals(one.zobrist(), other.zobrist());
    assertNotEquals(one, other);
    assertEquals(one, position(rules, KINGS + " w wrbg AAAA - * 1"));
    assertNotEquals(one.zobrist(), position(rules, KINGS + " w wrbg AAAA - * 2").zobrist());
    assertFalse(one.equals("not a position"));
    // toString gives the six QFEN fields, without the count.
    assertEquals(KINGS + " w wrbg AAAA - *", other.toString());
  }
}
