package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefTesting.assertRejected;
import static io.github.latrunculi.chief.ChiefTesting.legal;
import static io.github.latrunculi.chief.ChiefTesting.moves;
import static io.github.latrunculi.chief.ChiefTesting.play;
import static io.github.latrunculi.chief.ChiefTesting.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The worked examples of the dossier's §14 (E1–E18), one named test each, grouped by rule. Every
 * position and move comes from the dossier's text; every expected value is the dossier's.
 */
class ChiefRulesTests {
  static final String START_5X7 = "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";
  static final String START_7X7 = "chief standard 7x7 rawkwra/sssssss/7/7/7/SSSSSSS/ARWKWAR w - -";

  @Nested
  class Movement {
    @Test
    void e1PlainMove() {
      assertEquals(
          "chief standard 5x7 rakra/sssss/5/2S2/5/SS1SS/ARKAR b - -",
          play(position(START_5X7), "c2-c4").toString());
    }

    @Test
    void e2BlockedPathsAndRange() {
      var start = position(START_5X7);
      assertRejected(start, "b1-b3", ChiefRejection.PATH_BLOCKED);
      assertRejected(start, "c1-c2", ChiefRejection.OWN_PIECE);
      assertRejected(start, "c2-c5", ChiefRejection.OUT_OF_RANGE);
      assertEquals(24, start.rules().legalMoves(start.position()).size());
      assertTrue(legal(start).forAll(m -> m.charAt(1) == '2'), "all 24 moves are Savage moves from rank 2");
    }

    @Test
    void e3AmazonRangeThree() {
      var p = position("chief standard 5x7 k4/5/5/5/5/5/A3K w - -");
      assertTrue(p.rules().play(p.position(), "a1-a4").isRight());
      assertRejected(p, "a1-a5", ChiefRejection.OUT_OF_RANGE);
      assertEquals(15, p.rules().legalMoves(p.position()).size());
      assertEquals(9, legal(p).filter(m -> m.startsWith("a1")).size());
      assertEquals(6, legal(p).filter(m -> m.startsWith("e1")).size());
    }

    @Test
    void e3RiderUnlimitedCapturesChiefOnTheEdge() {
      var p = position("chief standard 5x7 k4/5/5/5/5/5/R3K w - -");
      assertEquals(19, p.rules().legalMoves(p.position()).size());
      var after = play(p, "a1xa7");
      assertEquals("chief standard 5x7 R4/5/5/5/5/5/4K b - -", after.toString());
      assertEquals(Outcome.win(new Player(0, "w"), "CHIEF_CAPTURED"), after.rules().outcome(after.position()));
      assertTrue(after.rules().legalMoves(after.position()).isEmpty());
    }
  }

  @Nested
  class Attacks {
    @Test
    void e6DiagonalPush() {
      assertEquals(
          "chief standard 5x7 k4/5/4s/3A1/5/5/4K b e5 d4:1",
          play(position("chief standard 5x7 k4/5/5/3s1/5/1A3/4K w - -"), "b2:d4").toString());
    }

    @Test
    void e7CaptureWhenTheVictimsOwnPieceBlocksTheRetreat() {
      var p = position("chief standard 5x7 k4/5/5/5/R1ss1/5/4K w - -");
      assertEquals("chief standard 5x7 k4/5/5/5/2Rs1/5/4K b - -", play(p, "a3xc3").toString());
      assertRejected(p, "a3:c3", ChiefRejection.KIND_MISMATCH);
    }

    @Test
    void e8CaptureWhenTheAttackersOwnPieceBlocksTheRetreat() {
      assertEquals(
          "chief standard 5x7 k4/5/2S2/2S2/5/5/4K b - -",
          play(position("chief standard 5x7 k4/5/2S2/2s2/5/2S2/4K w - -"), "c2xc4").toString());
    }

    @Test
    void e9DiagonalCaptureAtTheEdge() {
      assertEquals(
          "chief standard 5x7 k4/5/4S/5/5/5/4K b - -",
          play(position("chief standard 5x7 k4/5/4s/5/2S2/5/4K w - -"), "c3xe5").toString());
    }

    @Test
    void e10ChiefPushedThenForcedPassThenCaptured() {
      var start = position("chief standard 5x7 5/2k2/5/2S2/5/5/4K w - -");
      var pushed = play(start, "c4:c6");
      assertEquals("chief standard 5x7 2k2/2S2/5/5/5/5/4K b c7 c6:1", pushed.toString());
      assertFalse(pushed.rules().outcome(pushed.position()).isFinished(), "a pushed Chief is not captured");
      assertEquals(moves("pass"), legal(pushed));
      assertRejected(pushed, "c7-b7", ChiefRejection.FROZEN);
      var passed = play(pushed, "pass");
      assertEquals("chief standard 5x7 2k2/2S2/5/5/5/5/4K w - -", passed.toString());
      var captured = play(passed, "c6xc7");
      assertEquals("chief standard 5x7 2S2/5/5/5/5/5/4K b - -", captured.toString());
      assertEquals(Outcome.win(new Player(0, "w"), "CHIEF_CAPTURED"), captured.rules().outcome(captured.position()));
      assertTrue(captured.rules().legalMoves(captured.position()).isEmpty());
      assertRejected(captured, "pass", ChiefRejection.GAME_OVER);
    }

    @Test
    void e10PassInTheStartPositionIsRefused() {
      assertRejected(position(START_5X7), "pass", ChiefRejection.MUST_MOVE);
    }
  }

  @Nested
  class Freeze {
    @Test
    void e4OrthogonalPushFreezesTheVictim() {
      var after = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      assertEquals("chief standard 5x7 k4/2s2/2S2/5/5/5/4K b c6 c5:1", after.toString());
      assertEquals(moves("a7-a5 a7-a6 a7-b6 a7-b7 a7-c7 a7:c5"), legal(after));
      assertRejected(after, "c6-c7", ChiefRejection.FROZEN);
      assertRejected(after, "c6:c5", ChiefRejection.FROZEN);
    }

    @Test
    void e4ChiefPushIsTheSecondPushInARow() {
      var after = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5", "a7:c5");
      assertEquals("c5", after.pushSquare().get().name());
      assertEquals(2, after.pushCount());
      assertEquals("d4", after.frozen().head().name(), "the white Savage retreats from c5 to d4");
    }

    @Test
    void e5TheFreezeLastsOneTurn() {
      var after = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5", "a7-b7", "e1-e2");
      assertEquals("chief standard 5x7 1k3/2s2/2S2/5/5/4K/5 b - -", after.toString());
      assertTrue(after.rules().play(after.position(), "c6:c5").isRight());
      assertEquals(17, after.rules().legalMoves(after.position()).size());
    }

    @Test
    void e11WarriorPushedBySavageIsNotFrozen() {
      var after = play(position("chief standard 7x7 k6/7/3w3/7/3S3/7/6K w - -"), "d3:d5");
      assertEquals("chief standard 7x7 k6/3w3/3S3/7/7/7/6K b - d5:1", after.toString());
      assertEquals(18, after.rules().legalMoves(after.position()).size());
      assertEquals(12, legal(after).filter(m -> m.startsWith("d6")).size());
      var answer = play(after, "d6:d5");
      assertEquals("chief standard 7x7 k6/7/3w3/3S3/7/7/6K w d4 d5:2", answer.toString());
    }

    @Test
    void e12WarriorPushedByWarriorIsFrozen() {
      var after = play(position("chief standard 7x7 k6/7/3w3/7/3W3/7/6K w - -"), "d3:d5");
      assertEquals("chief standard 7x7 k6/3w3/3W3/7/7/7/6K b d6 d5:1", after.toString());
      assertRejected(after, "d6:d5", ChiefRejection.FROZEN);
      assertEquals(moves("a7-a5 a7-a6 a7-b6 a7-b7 a7-c5 a7-c7"), legal(after));
    }
  }

  @Nested
  class PushLimit {
    static final String AFTER_PLY_4 = "chief standard 7x7 rawkwra/sss1s1s/2s4/3s3/2SS3/SSS1S1S/ARWKWAR w d3 d4:3";

    @Test
    void e13TheSourcesOpening() {
      var p = position(START_7X7);
      String[] plies = {"d2-d4", "f6:d4", "f2:d4", "d6:d4"};
      String[] lines = {
        "chief standard 7x7 rawkwra/sssssss/7/3S3/7/SSS1SSS/ARWKWAR b - -",
        "chief standard 7x7 rawkwra/sssss1s/7/3s3/2S4/SSS1SSS/ARWKWAR w c3 d4:1",
        "chief standard 7x7 rawkwra/sssss1s/2s4/3S3/2S4/SSS1S1S/ARWKWAR b c5 d4:2",
        AFTER_PLY_4
      };
      for (int i = 0; i < plies.length; i++) {
        p = play(p, plies[i]);
        assertEquals(lines[i], p.toString(), "after ply " + (i + 1));
      }
    }

    @Test
    void e13FourthPushIsRefusedButTheCaptureIsLegal() {
      var p = position(AFTER_PLY_4);
      assertRejected(p, "c3:d4", ChiefRejection.PUSH_LIMIT);
      assertRejected(p, "d3:d4", ChiefRejection.FROZEN);
      assertTrue(p.rules().play(p.position(), "g1xd4").isRight());
      assertEquals(
          moves(
              "a2-a3 a2-a4 a2-b3 a2-c4 b2-a3 b2-b3 b2-b4 c1-d2 c1-e3 c2-a4 c2-b3 c2-d2 c3-a3 "
                  + "c3-a5 c3-b3 c3-b4 c3-c4 c3-d2 c3xc5 d1-d2 e1-d2 e1-f2 e1-g3 e2-d2 e2-e3 e2-e4 e2-f2 "
                  + "e2-f3 e2-g4 f1-f2 f1-f3 f1-f4 g1-e3 g1-f2 g1xd4 g2-e4 g2-f2 g2-f3 g2-g3 g2-g4"),
          legal(p));
      assertEquals(40, p.rules().countLegalMoves(p.position()));
    }

    @Test
    void e13TheSourceGameContinues() {
      var p = position(AFTER_PLY_4);
      String[] plies = {"c3xc5", "b6xc5", "g1xd4", "g7:d4"};
      String[] lines = {
        "chief standard 7x7 rawkwra/sss1s1s/2S4/3s3/3S3/SSS1S1S/ARWKWAR b - -",
        "chief standard 7x7 rawkwra/s1s1s1s/2s4/3s3/3S3/SSS1S1S/ARWKWAR w - -",
        "chief standard 7x7 rawkwra/s1s1s1s/2s4/3R3/3S3/SSS1S1S/ARWKWA1 b - -",
        "chief standard 7x7 rawkwr1/s1s1s1s/2s4/3a3/2RS3/SSS1S1S/ARWKWA1 w c3 d4:1"
      };
      for (int i = 0; i < plies.length; i++) {
        p = play(p, plies[i]);
        assertEquals(lines[i], p.toString(), "after ply " + (i + 5));
      }
    }

    @Test
    void e14TheRowIsBrokenByAnyOtherMove() {
      var p = play(position(AFTER_PLY_4), "a2-a3", "a6-a5", "c3:d4");
      // c3:d4 pushes the black Savage from d4 to e5 (§7), which is frozen (e5) with d4 pushed once.
      assertEquals("chief standard 7x7 rawkwra/1ss1s1s/s1s1s2/3S3/S2S3/1SS1S1S/ARWKWAR b e5 d4:1", p.toString());
      assertEquals(ChiefRejection.INVALID_POSITION,
          p.rules().notation()
              .parsePosition("chief standard 7x7 rawkwra/1ss1s1s/s1s4/3S3/S2S3/1SS1S1S/ARWKWAR b e5 d4:1")
              .getLeft().code(),
          "§12.2 check 4: the frozen square must hold a piece of the side to move");
    }

    @Test
    void limitCapturesOptionForbidsTheCaptureToo() {
      var p = position(AFTER_PLY_4.replace("standard", "standard,limitcaptures=true"));
      assertRejected(p, "g1xd4", ChiefRejection.PUSH_LIMIT);
      assertEquals(39, p.rules().legalMoves(p.position()).size(), "the 40 moves of E13 without g1xd4");
    }
  }

  @Nested
  class Repetition {
    @Test
    void e15ThreefoldRepetitionDraws() {
      var start = position("chief standard 5x7 k4/5/5/5/5/5/4K w - -");
      var twice = play(start, "e1-e2", "a7-b7", "e2-e1", "b7-a7");
      assertEquals(start.toString(), twice.toString());
      assertFalse(twice.rules().outcome(twice.position()).isFinished(), "the 2nd occurrence does not draw");
      var thrice = play(twice, "e1-e2", "a7-b7", "e2-e1", "b7-a7");
      assertEquals(Outcome.draw("REPETITION"), thrice.rules().outcome(thrice.position()));
      assertTrue(thrice.rules().legalMoves(thrice.position()).isEmpty());
      assertRejected(thrice, "e1-e2", ChiefRejection.GAME_OVER);
    }

    @Test
    void repetitionOptionChangesTheCount() {
      var start = position("chief standard,repetition=2 5x7 k4/5/5/5/5/5/4K w - -");
      var twice = play(start, "e1-e2", "a7-b7", "e2-e1", "b7-a7");
      assertEquals("REPETITION", twice.rules().outcome(twice.position()).reason());
    }
  }

  @Nested
  class Variants {
    @Test
    void e16ArmageddonNotAStepBack() {
      var white = position("chief armageddon 5x7 5/2s2/5/5/2S2/5/5 w - -");
      assertEquals(moves("c3-a5 c3-b4 c3-c4 c3-c5 c3-d4 c3-e5"), legal(white));
      assertRejected(white, "c3-b3", ChiefRejection.STEP_BACK);
      assertRejected(white, "c3-c2", ChiefRejection.STEP_BACK);
      var black = position("chief armageddon 5x7 5/2s2/5/5/2S2/5/5 b - -");
      assertEquals(moves("c6-a4 c6-b5 c6-c4 c6-c5 c6-d5 c6-e4"), legal(black));
    }

    @Test
    void e17WildPlacement() {
      var start = position("chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss");
      var after = play(start, "K@c3");
      assertEquals("chief wild 5x7 5/5/5/5/2K2/5/5 b - - RRAASSSSSkrraasssss", after.toString());
      assertRejected(after, "K@c3", ChiefRejection.SQUARE_OCCUPIED);
      assertRejected(after, "c3-c4", ChiefRejection.MUST_PLACE);
    }

    @Test
    void e18AssassinationReinforcement() {
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/SSS1SSS/7/7 w - - -");
      assertTrue(p.rules().play(p.position(), "S@d1").isRight());
      assertTrue(p.rules().play(p.position(), "S@a7").isRight());
      assertRejected(p, "S@d2", ChiefRejection.NOT_EDGE);
      assertRejected(p, "S@a1,S@g1", ChiefRejection.SAVAGE_CAP);
      assertEquals("chief assassination 7x7 3s3/7/1a5/3K3/SSS1SSS/7/3S3 b - - -", play(p, "S@d1").toString());
    }
  }
}
