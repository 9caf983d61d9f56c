package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.assertIllegal;
import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.assertTurn;
import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.line;
import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.play;
import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.position;
import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.rules;
import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.targets;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.collection.Vector;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The worked examples of the dossier's §7 (ids E0 to E16c), one named test each, grouped by rule;
 * then the later variants of §5, checked by hand reasoning given in each test.
 */
class AmazonsflipRulesTests {
  static final String INITIAL = "3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F regular";

  @Nested
  class Setup {
    @Test
    void initialPositionsOfEveryVariant() {
      // §6.2: the regular line; border uses the same board; the later variants add the centre
      // stones.
      assertEquals(line(INITIAL), lineOf(AmazonsflipVariant.REGULAR));
      assertEquals(
          line("3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F border"),
          lineOf(AmazonsflipVariant.BORDER));
      for (AmazonsflipVariant v :
          new AmazonsflipVariant[] {
            AmazonsflipVariant.DESDEMONA2,
            AmazonsflipVariant.CASSIO,
            AmazonsflipVariant.IAGO1115,
            AmazonsflipVariant.IAGO
          }) {
        assertEquals(line("3a2A3/10/10/A8a/4sS4/4Ss4/a8A/10/10/3A2a3 1 F " + v.id()), lineOf(v));
      }
    }

    @Test
    void initialAmazonsAreThoseOfSection2() {
      AmazonsflipPosition p = AmazonsflipRules.standard().initial();
      assertEquals("a7 d1 g10 j4", names(p.amazons(1)));
      assertEquals("a4 d10 g1 j7", names(p.amazons(2)));
      assertEquals(0, p.stones(1) + p.stones(2) + p.neutralStones());
      assertEquals(8, p.board().count());
      assertEquals(AmazonsflipPiece.AMAZON_1, p.board().at(Square.parse("a7").get()).get());
      assertEquals(AmazonsflipPiece.AMAZON_2, p.pieceAt(Square.parse("j7").get()).get());
      assertTrue(p.isOpeningTurn());
      assertEquals(1, p.side());
    }

    /**
     * The rules of every variant are built once, when the class loads; a context built afresh
     * starts from the same §2 and §5 positions, and a move check built on it finds the queen lines
     * (d1-e3 is on none, d1-d4 is E1a).
     */
    @Test
    void aContextBuiltAfreshStartsFromSection2AndKnowsTheLines() {
      for (AmazonsflipVariant v : AmazonsflipVariant.values()) {
        // §5: regular and border start without stones, the later variants with the centre four.
        boolean withoutStones = v == AmazonsflipVariant.REGULAR || v == AmazonsflipVariant.BORDER;
        String stones = withoutStones ? "10/10" : "4sS4/4Ss4";
        String expected = "3a2A3/10/10/A8a/" + stones + "/a8A/10/10/3A2a3 1 F " + v.id();
        AmazonsflipContext context = new AmazonsflipContext(v);
        assertEquals(
            line(expected), AmazonsflipRules.of(v).notation().formatPosition(context.initial()));
        AmazonsflipMoveCheck check =
            new AmazonsflipMoveCheck(context, new AmazonsflipMoveGenerator(context));
        assertEquals(
            AmazonsflipRejection.NOT_A_LINE,
            check
                .check(context.initial(), AmazonsflipMove.opening(sq("d1"), sq("e3")))
                .getLeft()
                .code(),
            v.id());
        assertTrue(
            check.check(context.initial(), AmazonsflipMove.opening(sq("d1"), sq("d4"))).isRight());
      }
    }

    private Square sq(String name) {
      return Square.parse(name).get();
    }

    private String lineOf(AmazonsflipVariant v) {
      AmazonsflipRules r = AmazonsflipRules.of(v);
      return r.notation().formatPosition(r.initial());
    }

    private String names(Vector<Square> squares) {
      return squares.sortBy(s -> s.file()).map(Square::name).mkString(" ");
    }
  }

  @Nested
  class OpeningTurn {
    @Test
    void e1aPlayer1OpensWithAMoveOnly() {
      assertTurn(INITIAL, "d1-d4", "3a2A3/10/10/A8a/10/10/a2A5A/10/10/6a3 2 - regular");
    }

    @Test
    void e1bNoFireOnTheOpeningTurn() {
      assertIllegal(INITIAL, "d1-d4/d7", AmazonsflipRejection.FIRE_ON_OPENING, "d1-d4");
    }

    @Test
    void e1cTheAmazonMustMove() {
      assertIllegal(INITIAL, "d1-d1", AmazonsflipRejection.NO_DISTANCE, "d1");
    }

    @Test
    void e2aPlayer2FiresOnItsFirstTurn() {
      assertTurn(
          "3a2A3/10/10/A8a/10/10/a2A5A/10/10/6a3 2 - regular",
          "a4-b4/b8",
          "3a2A3/10/1s8/A8a/10/10/1a1A5A/10/10/6a3 1 - regular");
    }

    @Test
    void e2bFireIsMandatoryForPlayer2() {
      assertIllegal(
          "3a2A3/10/10/A8a/10/10/a2A5A/10/10/6a3 2 - regular",
          "a4-b4",
          AmazonsflipRejection.FIRE_REQUIRED,
          "b4");
    }
  }

  @Nested
  class PlainShots {
    static final String LONE = "9a/10/10/10/10/10/10/10/10/A9 1 - regular";

    @Test
    void e3aShootBackOntoTheVacatedSquare() {
      assertTurn(LONE, "a1-a5/a1", "9a/10/10/10/10/A9/10/10/10/S9 2 - regular");
    }

    @Test
    void e3bShootOverTheVacatedPath() {
      assertTurn(LONE, "a1-a5/a3", "9a/10/10/10/10/A9/10/S9/10/10 2 - regular");
    }

    @Test
    void e3cShootToTheFarEdge() {
      assertTurn(LONE, "a1-a5/a10", "S8a/10/10/10/10/A9/10/10/10/10 2 - regular");
    }

    @Test
    void e3dCannotTargetOwnSquare() {
      assertIllegal(LONE, "a1-a5/a5", AmazonsflipRejection.TARGET_OWN_SQUARE, "a5");
    }

    @Test
    void e16aOnlyTheMovedAmazonFires() {
      // j5 is on a line from j1 only; from a2 it is on no queen line.
      assertIllegal(
          "9a/10/10/10/10/10/10/10/10/A8A 1 - regular",
          "a1-a2/j5",
          AmazonsflipRejection.NOT_A_LINE,
          "j5",
          "a2");
    }

    @Test
    void e16bShotAlongTheRank() {
      assertTurn(
          "9a/10/10/10/10/10/10/10/10/A8A 1 - regular",
          "a1-a2/i2",
          "9a/10/10/10/10/10/10/10/A7S1/9A 2 - regular");
    }

    @Test
    void e16cExactFireTargets() {
      assertEquals(
          "a1 a3 a4 a5 a6 a7 a8 a9 a10 b1 b2 b3 c2 c4 d2 d5 e2 e6 f2 f7 g2 g8 h2 h9 i2 i10 j2",
          targets("9a/10/10/10/10/10/10/10/10/A8A 1 - regular", "a1-a2"));
    }
  }

  @Nested
  class PerimeterBan {
    static final String LONE = "9a/10/10/10/10/10/10/10/10/A9 1 - border";

    @Test
    void e4aNoPlainShotOntoThePerimeter() {
      assertIllegal(LONE, "a1-a5/a1", AmazonsflipRejection.PERIMETER_BAN, "a1");
    }

    @Test
    void e4bFarEdgeIsPerimeterToo() {
      assertIllegal(LONE, "a1-a5/a10", AmazonsflipRejection.PERIMETER_BAN, "a10");
    }

    @Test
    void e4cInteriorTarget() {
      assertTurn(LONE, "a1-a5/b5", "9a/10/10/10/10/AS8/10/10/10/10 2 - border");
    }

    @Test
    void e4dDiagonalInteriorTarget() {
      assertTurn(LONE, "a1-c3/b2", "9a/10/10/10/10/10/10/2A7/1S8/10 2 - border");
    }

    @Test
    void e4eVacatedCornerIsPerimeter() {
      assertIllegal(LONE, "a1-c3/a1", AmazonsflipRejection.PERIMETER_BAN, "a1");
    }

    @Test
    void e7aFlipShotMayLandOnThePerimeter() {
      assertTurn(
          "9a/10/10/10/10/10/10/1A8/3s6/10 1 - border",
          "b3-d3/d1",
          "9a/10/10/10/10/10/10/3A6/3S6/3S6 2 - border");
    }

    @Test
    void e7bPlainShotInTheInterior() {
      assertTurn(
          "9a/10/10/10/10/10/10/1A8/3s6/10 1 - border",
          "b3-d3/c2",
          "9a/10/10/10/10/10/10/3A6/2Ss6/10 2 - border");
    }
  }

  @Nested
  class FlipShots {
    static final String ONE = "9a/10/10/10/10/4s5/10/10/1A8/10 1 - regular";
    static final String THREE = "9a/10/10/6s3/5s4/4s5/10/10/1A8/10 1 - regular";

    @Test
    void e0TheSeedDiagram() {
      String before = "9a/10/10/10/10/10/10/A9/10/1ss7 1 - regular";
      AmazonsflipPosition after = play(before, "a3-a1/d1");
      assertEquals(
          line("9a/10/10/10/10/10/10/10/10/ASSN6 2 - regular"),
          rules(before).notation().formatPosition(after));
      assertEquals(2, after.stones(1));
      assertEquals(0, after.stones(2));
      assertEquals(1, after.neutralStones());
    }

    @Test
    void e5aFlipOneNeutralLands() {
      assertTurn(ONE, "b2-d4/f6", "9a/10/10/10/5N4/4S5/3A6/10/10/10 2 - regular");
    }

    @Test
    void e5bTheJumpedStoneIsNoTarget() {
      assertIllegal(ONE, "b2-d4/e5", AmazonsflipRejection.TARGET_OCCUPIED, "e5");
    }

    @Test
    void e5cOnlyTheSquareDirectlyBehindTheRun() {
      assertIllegal(ONE, "b2-d4/g7", AmazonsflipRejection.SHOT_BLOCKED, "g7", "f6");
    }

    @Test
    void e5dBorderFlipLeavesAnOwnStone() {
      assertTurn(
          "9a/10/10/10/10/4s5/10/10/1A8/10 1 - border",
          "b2-d4/f6",
          "9a/10/10/10/5S4/4S5/3A6/10/10/10 2 - border");
    }

    @Test
    void e6aFlipThree() {
      assertTurn(THREE, "b2-d4/h8", "9a/10/7N2/6S3/5S4/4S5/3A6/10/10/10 2 - regular");
    }

    @Test
    void e6bNoLandingInsideTheRun() {
      assertIllegal(THREE, "b2-d4/f6", AmazonsflipRejection.TARGET_OCCUPIED, "f6");
    }

    @Test
    void e6cNoLandingBeyondTheFirstEmptySquare() {
      assertIllegal(THREE, "b2-d4/i9", AmazonsflipRejection.SHOT_BLOCKED, "i9", "h8");
    }

    @Test
    void e6dBorderFlipThree() {
      AmazonsflipPosition after = play("9a/10/10/6s3/5s4/4s5/10/10/1A8/10 1 - border", "b2-d4/h8");
      assertEquals(
          line("9a/10/7S2/6S3/5S4/4S5/3A6/10/10/10 2 - border"),
          AmazonsflipRules.of(AmazonsflipVariant.BORDER).notation().formatPosition(after));
      assertEquals(4, after.stones(1));
    }

    @Test
    void e11aOnlyTheJumpedLineFlipsNorth() {
      assertTurn(
          "9a/10/10/10/10/2ss6/1A2s5/10/10/10 1 - regular",
          "b4-d4/d6",
          "9a/10/10/10/3N6/2sS6/3As5/10/10/10 2 - regular");
    }

    @Test
    void e11bOnlyTheJumpedLineFlipsEast() {
      assertTurn(
          "9a/10/10/10/10/2ss6/1A2s5/10/10/10 1 - regular",
          "b4-d4/f4",
          "9a/10/10/10/10/2ss6/3ASN4/10/10/10 2 - regular");
    }

    @Test
    void e11cOnlyTheJumpedLineFlipsNorthWest() {
      assertTurn(
          "9a/10/10/10/10/2ss6/1A2s5/10/10/10 1 - regular",
          "b4-d4/b6",
          "9a/10/10/10/1N8/2Ss6/3As5/10/10/10 2 - regular");
    }
  }

  @Nested
  class WhatStopsAFlip {
    static final String NEUTRALS = "9a/10/10/10/3N1s4/3sN5/10/3A6/10/10 1 - regular";
    static final String OWN = "9a/10/10/10/3S1s4/3sS5/10/3A6/10/10 1 - regular";
    static final String RUNS = "9a/10/10/3a6/3s6/2ss6/4ssssss/3A6/10/10 1 - regular";

    @Test
    void e8aNeutralStonesAreNotJumped() {
      assertIllegal(NEUTRALS, "d3-d4/d7", AmazonsflipRejection.SHOT_BLOCKED, "d7", "d5", "d6");
    }

    @Test
    void e8bNeutralStoneNextToTheAmazonBlocks() {
      assertIllegal(NEUTRALS, "d3-d4/g7", AmazonsflipRejection.SHOT_BLOCKED, "g7", "e5");
    }

    @Test
    void e8cPlainShotBesideNeutrals() {
      assertTurn(NEUTRALS, "d3-d4/c5", "9a/10/10/10/3N1s4/2SsN5/3A6/10/10/10 2 - regular");
    }

    @Test
    void e9aOwnStoneEndsTheRun() {
      assertIllegal(OWN, "d3-d4/d7", AmazonsflipRejection.SHOT_BLOCKED, "d7", "d6");
    }

    @Test
    void e9bOwnStoneNextToTheAmazonBlocks() {
      assertIllegal(OWN, "d3-d4/g7", AmazonsflipRejection.SHOT_BLOCKED, "g7", "e5");
    }

    @Test
    void e10AmazonAndEdgeEndRuns() {
      assertEquals("a1 a4 b2 b4 b6 c3 c4 d1 d2 d3 e3 e5 f2 f6 g1 g7 h8 i9", targets(RUNS, "d3-d4"));
    }

    @Test
    void e10bNoEmptyGapBeforeTheRun() {
      assertIllegal(RUNS, "d3-c3/c6", AmazonsflipRejection.SHOT_BLOCKED, "c6", "c5");
    }

    @Test
    void e10cPlainShotUpToTheRun() {
      assertTurn(RUNS, "d3-c3/c4", "9a/10/10/3a6/3s6/2ss6/2S1ssssss/2A7/10/10 2 - regular");
    }
  }

  @Nested
  class DeadEnds {
    static final String BOXED = "9a/10/10/10/10/10/10/SS8/1S8/A9 1 - border";

    @Test
    void e12aPerimeterShotRefused() {
      assertIllegal(BOXED, "a1-a2/a1", AmazonsflipRejection.PERIMETER_BAN, "a1", "a2");
    }

    @Test
    void e12dMoveWithoutFireTargetIsNoLegalMove() {
      assertEquals("", targets(BOXED, "a1-a2"));
      AmazonsflipRules rules = rules(BOXED);
      AmazonsflipPosition p = position(BOXED);
      Square a1 = Square.parse("a1").get();
      assertFalse(
          TurnBuilder.start(rules, p)
              .click(a1)
              .get()
              .next()
              .map(TurnBuilder.Next::input)
              .contains(Input.click(Square.parse("a2").get())));
      assertTrue(rules.legalMoves(p).forAll(m -> !m.to().name().equals("a2")));
    }

    @Test
    void e12bStepAlongTheEdgeAndFireInside() {
      assertTurn(BOXED, "a1-b1/c2", "9a/10/10/10/10/10/10/SS8/1SS7/1A8 2 - border");
    }

    @Test
    void e12cVacatedCornerIsPerimeter() {
      assertIllegal(BOXED, "a1-b1/a1", AmazonsflipRejection.PERIMETER_BAN, "a1");
    }
  }

  @Nested
  class EndOfGame {
    @Test
    void e13StarvedPlayerWinsOnCount() {
      String before = "aS8/S9/10/10/10/4A2s2/7s2/7s2/7s2/10 1 - regular";
      AmazonsflipPosition after = play(before, "e5-e6/b9");
      AmazonsflipRules rules = rules(before);
      assertEquals(
          line("aS8/SS8/10/10/4A5/7s2/7s2/7s2/7s2/10 2 - regular"),
          rules.notation().formatPosition(after));
      Outcome outcome = rules.outcome(after);
      assertEquals(
          Outcome.win(AmazonsflipContext.player(2), AmazonsflipMoveGenerator.STARVATION), outcome);
      assertEquals(3, after.stones(1));
      assertEquals(4, after.stones(2));
      assertTrue(rules.legalMoves(after).isEmpty());
      assertTrue(rules.toMove(after) instanceof ToMove.Nobody);
      assertIllegal(
          "aS8/SS8/10/10/4A5/7s2/7s2/7s2/7s2/10 2 - regular",
          "a10-a9/a8",
          AmazonsflipRejection.GAME_OVER,
          "player 2");
    }

    @Test
    void e13bTheGameContinues() {
      String before = "aS8/S9/10/10/10/4A2s2/7s2/7s2/7s2/10 1 - regular";
      assertTurn(before, "e5-e6/e9", "aS8/S3S5/10/10/4A5/7s2/7s2/7s2/7s2/10 2 - regular");
      assertEquals(Outcome.ONGOING, rules(before).outcome(play(before, "e5-e6/e9")));
    }

    @Test
    void e14EqualCountsDraw() {
      String before = "aS8/S9/10/10/10/4A5/7s2/7s2/7s2/10 1 - regular";
      AmazonsflipPosition after = play(before, "e5-e6/b9");
      assertEquals(
          line("aS8/SS8/10/10/4A5/10/7s2/7s2/7s2/10 2 - regular"),
          rules(before).notation().formatPosition(after));
      assertEquals(Outcome.draw(AmazonsflipMoveGenerator.STARVATION), rules(before).outcome(after));
    }

    @Test
    void e15NeutralStonesAreNotCounted() {
      String before = "aS8/S9/2s7/3s6/10/4A2s2/7s2/7s2/7s2/10 1 - regular";
      AmazonsflipPosition after = play(before, "e5-e6/b9");
      assertEquals(
          line("aS8/SN8/2S7/3S6/4A5/7s2/7s2/7s2/7s2/10 2 - regular"),
          rules(before).notation().formatPosition(after));
      assertEquals(4, after.stones(1));
      assertEquals(4, after.stones(2));
      assertEquals(1, after.neutralStones());
      assertEquals(Outcome.draw(AmazonsflipMoveGenerator.STARVATION), rules(before).outcome(after));
    }

    @Test
    void startingPositionWithoutTurnIsOverAndScored() {
      // §4 corner case, the dossier's recommendation: player 1's only amazon on a1 is walled in by
      // player 2 stones a2, b1, b2 (no move at all), so the game is over; 0 against 3 stones.
      String boxed = "9a/10/10/10/10/10/10/10/ss8/As8 1 F regular";
      AmazonsflipRules rules = rules(boxed);
      assertEquals(
          Outcome.win(AmazonsflipContext.player(2), AmazonsflipMoveGenerator.STARVATION),
          rules.outcome(position(boxed)));
      assertTrue(rules.legalMoves(position(boxed)).isEmpty());
    }
  }

  @Nested
  class MoveRules {
    static final String BLOCKED = "9a/10/10/10/10/10/3N6/10/10/3A6 1 - regular";

    @Test
    void queenLinesOnly() {
      // d1 to e3 is a knight's jump, not a queen line.
      assertIllegal(BLOCKED, "d1-e3/e4", AmazonsflipRejection.NOT_A_LINE, "e3", "d1");
    }

    @Test
    void unitsBlockTheMove() {
      // The neutral stone on d4 stands between d1 and d6.
      assertIllegal(BLOCKED, "d1-d6/d7", AmazonsflipRejection.PATH_BLOCKED, "d6", "d1", "d4");
    }

    @Test
    void noLandingOnAUnit() {
      assertIllegal(BLOCKED, "d1-d4/d5", AmazonsflipRejection.DESTINATION_OCCUPIED, "d4");
    }

    @Test
    void stonesNeverMove() {
      assertIllegal(BLOCKED, "d4-d5/d6", AmazonsflipRejection.NOT_AN_AMAZON, "d4");
    }

    @Test
    void onlyOwnAmazons() {
      assertIllegal(BLOCKED, "j10-j9/j8", AmazonsflipRejection.NOT_YOUR_AMAZON, "j10");
    }

    @Test
    void shotsStopAtTheFirstUnit() {
      // From d3 north: d4 holds a neutral stone, so d5 is out of reach.
      assertIllegal(BLOCKED, "d1-d3/d5", AmazonsflipRejection.SHOT_BLOCKED, "d5", "d3", "d4");
    }
  }

  @Nested
  class LaterVariants {
    @Test
    void desdemona2UsesTheBorderRules() {
      // E5d's position under desdemona2: the flip shot leaves an own stone on f6, and a plain shot
      // onto the perimeter (d1) is refused.
      String before = "9a/10/10/10/10/4s5/10/10/1A8/10 1 - desdemona2";
      assertTurn(before, "b2-d4/f6", "9a/10/10/10/5S4/4S5/3A6/10/10/10 2 - desdemona2");
      assertIllegal(before, "b2-d4/d1", AmazonsflipRejection.PERIMETER_BAN, "d1");
    }

    @Test
    void cassioUsesTheRegularRules() {
      // E5a's position under cassio: the flip shot leaves a neutral stone, the perimeter is open.
      String before = "9a/10/10/10/10/4s5/10/10/1A8/10 1 - cassio";
      assertTurn(before, "b2-d4/f6", "9a/10/10/10/5N4/4S5/3A6/10/10/10 2 - cassio");
      assertTurn(before, "b2-d4/d1", "9a/10/10/10/10/4s5/3A6/10/10/3S6 2 - cassio");
    }

    @Test
    void desdemona2Player2FlipsOnItsFirstTurn() {
      // After player 1's opening d1-d2, player 2's amazon d10 moves to d6 (d9, d8, d7 empty).
      // South-east of d6 lies e5, a player 1 centre stone, then f4, empty: a flip shot to f4 flips
      // e5 and, under the border rules, leaves a player 2 stone on f4. Player 2 then has e6, f5,
      // e5, f4 and player 1 only f6.
      AmazonsflipRules rules = AmazonsflipRules.of(AmazonsflipVariant.DESDEMONA2);
      AmazonsflipPosition afterOpening = rules.play(rules.initial(), "d1-d2").get();
      AmazonsflipPosition after = rules.play(afterOpening, "d10-d6/f4").get();
      assertEquals(AmazonsflipPiece.STONE_2, after.pieceAt(Square.parse("e5").get()).get());
      assertEquals(AmazonsflipPiece.STONE_2, after.pieceAt(Square.parse("f4").get()).get());
      assertEquals(4, after.stones(2));
      assertEquals(1, after.stones(1));
    }

    @Test
    void iagoMovesThroughOwnUnitsOnly() {
      // P1 amazon a1, own stone a2, enemy stone b2. Iago: a1-a3 passes the own stone a2; a1-c3
      // would pass the enemy stone b2 and is blocked.
      String before = "9a/10/10/10/10/10/10/10/Ss8/A9 1 - iago1115";
      assertTurn(before, "a1-a3/a4", "9a/10/10/10/10/10/S9/A9/Ss8/10 2 - iago1115");
      assertIllegal(before, "a1-c3/c4", AmazonsflipRejection.PATH_BLOCKED, "b2");
      // In regular, the own stone a2 blocks too.
      assertIllegal(
          "9a/10/10/10/10/10/10/10/Ss8/A9 1 - regular",
          "a1-a3/a4",
          AmazonsflipRejection.PATH_BLOCKED,
          "a2");
    }

    @Test
    void iago1115ShotsFlyOverEmptySquaresOnly() {
      // After a1-a3 the shot south is stopped by the own stone a2, so a1 (vacated) is out of reach
      // in iago1115 but reachable in iago, whose shots pass own units.
      String before = "9a/10/10/10/10/10/10/10/Ss8/A9 1 - iago1115";
      assertIllegal(before, "a1-a3/a1", AmazonsflipRejection.SHOT_BLOCKED, "a1", "a2");
      String iago = "9a/10/10/10/10/10/10/10/Ss8/A9 1 - iago";
      // The stone lands on a1; Othello flips from a1: NE b2 (enemy) then c3 empty: no flip.
      assertTurn(iago, "a1-a3/a1", "9a/10/10/10/10/10/10/A9/Ss8/S9 2 - iago");
    }

    @Test
    void iagoFlipsEnclosedRunsInAllDirections() {
      // Player 1's amazon e1 moves to e2 and fires north over e3, e4 onto e5. Around e5: west d5
      // (P2) closed by c5 (P1 stone) flips; east f5, g5 (P2) closed by h5 (a P1 amazon that did
      // not move) flip; north e6 (P2) followed by the empty e7 does not flip; north-east f6 (P2)
      // closed by g7 (a P2 amazon) does not flip.
      String before = "9a/10/10/6a3/4ss4/2Ss1ssA2/10/10/10/4A5 1 - iago1115";
      AmazonsflipPosition after = play(before, "e1-e2/e5");
      assertEquals(
          line("9a/10/10/6a3/4ss4/2SSSSSA2/10/10/4A5/10 2 - iago1115"),
          rules(before).notation().formatPosition(after));
    }

    @Test
    void iagoFlipShotsDoNotExist() {
      // E5's flip shot over e5 onto f6 is a Desdemona rule: in iago the shot from d4 is stopped by
      // the enemy stone e5 (only own units can be passed).
      assertIllegal(
          "9a/10/10/10/10/4s5/10/10/1A8/10 1 - iago",
          "b2-d4/f6",
          AmazonsflipRejection.SHOT_BLOCKED,
          "f6",
          "e5");
    }
  }
}
