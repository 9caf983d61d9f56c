package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.line;
import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.collection.Vector;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The public surface a server or user interface relies on beyond the turns themselves: the variant
 * table of §5, position values, the game's description, random playouts, the core click builder's
 * edges and malformed turn texts and records.
 */
class AmazonsflipApiTests {
  private static final AmazonsflipRules REGULAR = AmazonsflipRules.of(AmazonsflipVariant.REGULAR);

  private static Square sq(String name) {
    return Square.parse(name).get();
  }

  @Test
  void everyPieceIsFoundByItsTokenAndNoOtherLetterIsAPiece() {
    for (AmazonsflipPiece piece : AmazonsflipPiece.values()) {
      assertEquals(piece, AmazonsflipPiece.ofToken(piece.token()).get());
    }
    assertEquals(AmazonsflipPiece.AMAZON_2, AmazonsflipPiece.ofToken('a').get());
    assertTrue(AmazonsflipPiece.ofToken('x').isEmpty());
    assertTrue(AmazonsflipPiece.ofToken('n').isEmpty(), "the neutral stone is N only");
  }

  @Test
  void theVariantTableOfSection5() {
    for (AmazonsflipVariant v : AmazonsflipVariant.values()) {
      String id = v.id();
      assertEquals(
          !id.equals("regular") && !id.equals("border"),
          v.hasCentreStones(),
          id + ": centre stones");
      assertEquals(
          id.equals("border") || id.equals("desdemona2"),
          v.hasBorderRules(),
          id + ": border rules");
      assertEquals(id.startsWith("iago"), v.hasOthelloFlips(), id + ": Othello flips");
      assertEquals(id.equals("iago"), v.shotsThroughOwnUnits(), id + ": shots through own units");
      assertEquals(v, AmazonsflipVariant.byId(id).get());
      assertEquals(v, AmazonsflipRules.of(v).variant());
      assertEquals("amazonsflip " + id, AmazonsflipRules.of(v).toString());
    }
    assertTrue(
        AmazonsflipVariant.byId("desdemona").isEmpty(), "HEAD's name is not a variant id here");
  }

  @Test
  void theStonePlacedByAShotOfEachRuleSet() {
    // §3.3 and §5: a flip shot leaves a neutral stone in the regular rule set, the shooter's stone
    // under border rules and in Iago; a plain shot always leaves the shooter's stone. A new
    // generator per variant, so that this test builds what it checks.
    for (AmazonsflipVariant v : AmazonsflipVariant.values()) {
      AmazonsflipMoveGenerator generator = new AmazonsflipMoveGenerator(new AmazonsflipContext(v));
      boolean neutralFlip = v == AmazonsflipVariant.REGULAR || v == AmazonsflipVariant.CASSIO;
      assertEquals(
          neutralFlip ? AmazonsflipPiece.NEUTRAL_STONE.code() : AmazonsflipPiece.STONE_2.code(),
          generator.placedStone(2, true),
          v.id());
      assertEquals(AmazonsflipPiece.STONE_1.code(), generator.placedStone(1, false), v.id());
    }
  }

  @Test
  void positionsAreEqualWhenBoardSideAndOpeningFlagAre() {
    String a = "9a/10/10/10/10/4s5/10/10/1A8/10 1 - regular";
    assertEquals(position(a), position(a));
    assertEquals(position(a).hashCode(), position(a).hashCode());
    assertNotEquals(
        position(a), position("9a/10/10/10/10/4S5/10/10/1A8/10 1 - regular"), "stone colour");
    assertNotEquals(
        position(a), position("9a/10/10/10/10/4s5/10/10/1A8/10 2 - regular"), "side to move");
    assertNotEquals(
        position(a), position("9a/10/10/10/10/10/10/10/1A8/10 1 - regular"), "a stone fewer");
    assertNotEquals(
        REGULAR.initial(),
        position("3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 - regular"),
        "opening flag");
    assertNotEquals(position(a), a, "a position is not its text");
    assertEquals("3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F", REGULAR.initial().toString());
    assertTrue(position(a).pieceAt(sq("k1")).isEmpty(), "off the board");
    assertEquals(AmazonsflipPiece.STONE_2, position(a).pieceAt(sq("e5")).get());
  }

  @Test
  void theGameDescribesItself() {
    assertTrue(
        new AmazonsflipGame().description().startsWith("Desdemona: Amazons crossed with Othello"));
  }

  @Test
  void aRandomPlayoutPlaysAtMostTheTurnsAsked() {
    assertEquals(REGULAR.initial(), REGULAR.randomPlayout(REGULAR.initial(), new Random(1), 0));
    AmazonsflipPosition one = REGULAR.randomPlayout(REGULAR.initial(), new Random(1), 1);
    // §3.2: one turn, the opening move only: player 2 to move, no stone on the board.
    assertEquals(2, one.side());
    assertFalse(one.isOpeningTurn());
    assertEquals(0, one.stones(1) + one.stones(2) + one.neutralStones());
    AmazonsflipPosition two = REGULAR.randomPlayout(REGULAR.initial(), new Random(1), 2);
    assertEquals(1, two.side());
    assertEquals(1, two.stones(2), "player 2's turn fires one stone of its own");
  }

  @Test
  void aPlayerWithoutAmazonsDrawsNoTurn() {
    String none = "9a/10/10/10/10/4s5/10/10/10/10 1 - regular";
    assertTrue(REGULAR.randomMove(position(none), new Random(3)).isEmpty());
    assertTrue(REGULAR.outcome(position(none)).isFinished());
  }

  @Test
  void theClickBuilderBeforeAnyClickAndAClickOffTheBoard() {
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> fresh =
        TurnBuilder.start(REGULAR, REGULAR.initial());
    assertTrue(fresh.entered().isEmpty(), "no amazon selected");
    assertTrue(fresh.move().isEmpty(), "no turn yet");
    assertEquals(
        Vector.of(Input.click(sq("d1"))),
        fresh.click(sq("d1")).get().entered().toVector(),
        "the amazon selected");
    Rejection nothing = fresh.click(sq("k1")).getLeft();
    assertEquals(AmazonsflipRejection.MALFORMED_MOVE, nothing.code());
  }

  @Test
  void turnTextsWithoutTheirPartsAreMalformed() {
    AmazonsflipPosition p = position("9a/10/10/10/10/4s5/10/10/1A8/10 1 - regular");
    for (String text :
        new String[] {"-d4", "/b2-d4", "b2/d4-f6", "b2-/f6", "b2-d4/", "b2d4", "b2-d4-f6"}) {
      assertEquals(
          AmazonsflipRejection.MALFORMED_MOVE,
          REGULAR.notation().parseMove(p, text).getLeft().code(),
          text);
    }
  }

  @Test
  void aRecordNeedsItsTextAndItsResultMustBeTheGamesOwn() {
    assertEquals(
        CoreRejection.MALFORMED_RECORD,
        REGULAR.notation().parseTurnList(REGULAR.initial(), null).getLeft().code());
    // Player 2's amazon j1 is walled in: the game is over, player 1 wins on stones 2 to 1 (§4).
    String over = line("A9/10/10/10/10/2SSs5/10/10/8NN/8Na 2 - regular");
    AmazonsflipPosition start = REGULAR.notation().parsePosition(over).get();
    Rejection mismatch = REGULAR.notation().parseTurnList(start, "0-1").getLeft();
    assertEquals(AmazonsflipRejection.RESULT_MISMATCH, mismatch.code());
    assertEquals(
        "the record ends with 0-1, but after its 0 turns the game ended 1-0", mismatch.message());
  }
}
