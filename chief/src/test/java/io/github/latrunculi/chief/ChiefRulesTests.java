package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefFixtures.assertRejected;
import static io.github.latrunculi.chief.ChiefFixtures.legal;
import static io.github.latrunculi.chief.ChiefFixtures.moves;
import static io.github.latrunculi.chief.ChiefFixtures.play;
import static io.github.latrunculi.chief.ChiefFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.registry.GameRecord;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The worked examples of the dossier's §14 (E1–E18), one named test each, grouped by rule; then the
 * variants of §13 and the options of §16 beyond the worked examples, one nested group per variant.
 * Example positions and moves come from the dossier's text and every expected value is the
 * dossier's; positions built by hand have their expected values reasoned in a comment from the
 * dossier's rules.
 */
class ChiefRulesTests {
  static final String START_5X7 = "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";
  static final String START_7X7 = "chief standard 7x7 rawkwra/sssssss/7/7/7/SSSSSSS/ARWKWAR w - -";
  static final ChiefGame GAME = new ChiefGame();

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
      assertTrue(
          legal(start).forAll(m -> m.charAt(1) == '2'),
          "all 24 moves are Savage moves from rank 2");
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
      assertEquals(
          Outcome.win(new Player(0, "w"), "CHIEF_CAPTURED"),
          after.rules().outcome(after.position()));
      assertTrue(after.rules().legalMoves(after.position()).isEmpty());
    }

    /** A side with hundreds of steps on the largest two-player board gets every one listed. */
    @Test
    void everyStepOfTwentyFreePiecesOnTheLargestBoardIsListed() {
      // 11x9, White's army without its Riders: every piece stands on a square whose file + 2 *
      // rank is 2 modulo 5 (both counted from 0). Two such squares never share a line within three
      // squares, so each piece reaches every square of its range that is on the board (§6); the
      // Black Chief on a1 stands at the far end of the two lines that reach it (from c1 and a2).
      // Squares in range, per piece: d3 i3 c6 h6 f7 16 each (80); f2 b4 j5 d8 i8 13 each (65);
      // c1 h1 a7 k7 g9 10 each (50); a2 k2 b9 8 each (24); the Amazons e5 and g4 24 each (48): 267.
      // The rules are made here, not taken from the registry's cache.
      var rules = ChiefRules.of(ChiefVariant.of(ChiefVariant.Mode.STANDARD), Geometry.of(11, 9));
      var line = "chief standard 11x9 1S4S4/3W4S2/S4W4S/2W4W3/4A4S1/1S4A4/3W4W2/S4K4S/k1S4S3 w - -";
      var p = rules.notation().parsePosition(line).get();
      var moves = rules.legalMoves(p);
      assertEquals(267, moves.size());
      assertEquals(267, moves.distinct().size());
      assertEquals(267, rules.countLegalMoves(p));
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
      assertFalse(
          pushed.rules().outcome(pushed.position()).isFinished(), "a pushed Chief is not captured");
      assertEquals(moves("pass"), legal(pushed));
      assertRejected(pushed, "c7-b7", ChiefRejection.FROZEN);
      var passed = play(pushed, "pass");
      assertEquals("chief standard 5x7 2k2/2S2/5/5/5/5/4K w - -", passed.toString());
      var captured = play(passed, "c6xc7");
      assertEquals("chief standard 5x7 2S2/5/5/5/5/5/4K b - -", captured.toString());
      assertEquals(
          Outcome.win(new Player(0, "w"), "CHIEF_CAPTURED"),
          captured.rules().outcome(captured.position()));
      assertTrue(captured.rules().legalMoves(captured.position()).isEmpty());
      assertRejected(captured, "pass", ChiefRejection.GAME_OVER);
    }

    @Test
    void aCaptureIntoTheCornerNamesTheOccupiedRetreatSquare() {
      // §7: c3 attacks b2 along (-1,-1); the retreat square a1 holds White's own Chief, so the
      // attack is a capture, and writing it as a push names a1 as the occupied retreat (§12.3).
      var p = position("chief standard 5x7 k4/5/5/5/2S2/1s3/K4 w - -");
      var rejection = assertRejected(p, "c3:b2", ChiefRejection.KIND_MISMATCH);
      assertEquals(
          "c3:b2 is a capture (the retreat square a1 is occupied): write c3xb2",
          rejection.message());
      var edge =
          assertRejected(
              position("chief standard 5x7 k4/5/4s/5/2S2/5/4K w - -"),
              "c3:e5",
              ChiefRejection.KIND_MISMATCH);
      assertEquals(
          "c3:e5 is a capture (the retreat square is off the board): write c3xe5", edge.message());
    }

    @Test
    void e10PassInTheStartPositionIsRefused() {
      assertRejected(position(START_5X7), "pass", ChiefRejection.MUST_MOVE);
    }

    @Test
    void blackWinsByCapturingWhitesChief() {
      // §10: the move that captures the enemy Chief wins; here Black's Chief on a2 takes White's on
      // a1, whose retreat square a0 is off the board (§7).
      var after = play(position("chief standard 5x7 5/5/5/5/5/k4/K4 b - -"), "a2xa1");
      assertEquals(
          Outcome.win(new Player(1, "b"), "CHIEF_CAPTURED"),
          after.rules().outcome(after.position()));
      assertTrue(after.rules().legalMoves(after.position()).isEmpty());
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
      var after =
          play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5", "a7-b7", "e1-e2");
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
    static final String AFTER_PLY_4 =
        "chief standard 7x7 rawkwra/sss1s1s/2s4/3s3/2SS3/SSS1S1S/ARWKWAR w d3 d4:3";

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
      assertEquals(
          "chief standard 7x7 rawkwra/1ss1s1s/s1s1s2/3S3/S2S3/1SS1S1S/ARWKWAR b e5 d4:1",
          p.toString());
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          p.rules()
              .notation()
              .parsePosition(
                  "chief standard 7x7 rawkwra/1ss1s1s/s1s4/3S3/S2S3/1SS1S1S/ARWKWAR b e5 d4:1")
              .getLeft()
              .code(),
          "§12.2 check 4: the frozen square must hold a piece of the side to move");
    }

    @Test
    void thePushLimitRejectionNamesTheSquareTheCountAndWhatItForbids() {
      // §12.4: PUSH_LIMIT ("d4 has had 3 pushes in a row"). By default it forbids a push; with
      // limitcaptures=true a capture is refused too, and the message then speaks of an attack.
      var push = assertRejected(position(AFTER_PLY_4), "c3:d4", ChiefRejection.PUSH_LIMIT);
      assertEquals(
          "d4 has had 3 pushes in a row: the push limit forbids another push onto it now",
          push.message());
      var limited = position(AFTER_PLY_4.replace("standard", "standard,limitcaptures=true"));
      var capture = assertRejected(limited, "g1xd4", ChiefRejection.PUSH_LIMIT);
      assertEquals(
          "d4 has had 3 pushes in a row: the push limit forbids another attack onto it now",
          capture.message());
    }

    @Test
    void limitCapturesOptionForbidsTheCaptureToo() {
      var p = position(AFTER_PLY_4.replace("standard", "standard,limitcaptures=true"));
      assertRejected(p, "g1xd4", ChiefRejection.PUSH_LIMIT);
      assertEquals(
          39, p.rules().legalMoves(p.position()).size(), "the 40 moves of E13 without g1xd4");
    }
  }

  @Nested
  class Repetition {
    @Test
    void e15ThreefoldRepetitionDraws() {
      var start = position("chief standard 5x7 k4/5/5/5/5/5/4K w - -");
      var twice = play(start, "e1-e2", "a7-b7", "e2-e1", "b7-a7");
      assertEquals(start.toString(), twice.toString());
      assertFalse(
          twice.rules().outcome(twice.position()).isFinished(), "the 2nd occurrence does not draw");
      var thrice = play(twice, "e1-e2", "a7-b7", "e2-e1", "b7-a7");
      assertEquals(Outcome.draw("REPETITION"), thrice.rules().outcome(thrice.position()));
      assertTrue(thrice.rules().legalMoves(thrice.position()).isEmpty());
      assertRejected(thrice, "e1-e2", ChiefRejection.GAME_OVER);
    }

    @Test
    void passesCountTowardTheRepetitionDraw() {
      // §10: a pass changes nothing on the board, so the positions before it can recur and still
      // count: after E10's push and Black's forced pass the history holds all three positions.
      var pushed = play(position("chief standard 5x7 5/2k2/5/2S2/5/5/4K w - -"), "c4:c6");
      var passed = play(pushed, "pass");
      assertEquals(3, passed.history().size());
      assertEquals(pushed.history(), passed.history().tail());
    }

    @Test
    void aLongHistoryKeepsCountingEveryPosition() {
      // repetition=6: E15's four-ply cycle five times is 20 plies without a capture; the start
      // position then occurs for the 6th time and the game is drawn, not before.
      var p = position("chief standard,repetition=6 5x7 k4/5/5/5/5/5/4K w - -");
      for (int cycle = 1; cycle <= 4; cycle++) {
        p = play(p, "e1-e2", "a7-b7", "e2-e1", "b7-a7");
        assertEquals(4 * cycle + 1, p.history().size());
      }
      var fifth = play(p, "e1-e2", "a7-b7", "e2-e1");
      assertFalse(fifth.rules().outcome(fifth.position()).isFinished(), "ply 19");
      var drawn = play(fifth, "b7-a7");
      assertEquals(21, drawn.history().size());
      assertEquals(Outcome.draw("REPETITION"), drawn.rules().outcome(drawn.position()));
    }

    @Test
    void repetitionOptionChangesTheCount() {
      var start = position("chief standard,repetition=2 5x7 k4/5/5/5/5/5/4K w - -");
      var twice = play(start, "e1-e2", "a7-b7", "e2-e1", "b7-a7");
      assertEquals("REPETITION", twice.rules().outcome(twice.position()).reason());
    }

    @Test
    void positionsDifferingInFrozenPushSideOrHandsAreNotTheSame() {
      // §10/§11: positions are the same only when board, side, frozen, push (square and count) and
      // hands are all equal, so each of these pairs must get different keys.
      String[][] pairs = {
        {
          "chief standard 7x7 k6/3w3/3W3/7/7/7/6K b d6 d5:1",
          "chief standard 7x7 k6/3w3/3W3/7/7/7/6K b - d5:1"
        },
        {
          "chief standard 5x7 k4/5/2S2/5/2S2/5/4K b - c5:1",
          "chief standard 5x7 k4/5/2S2/5/2S2/5/4K b - c3:1"
        },
        {
          "chief standard 5x7 k4/5/2S2/5/5/5/4K b - c5:1",
          "chief standard 5x7 k4/5/2S2/5/5/5/4K b - c5:2"
        },
        {
          "chief standard 5x7 k4/5/2S2/5/5/5/4K b - c5:1",
          "chief standard 5x7 k4/5/2S2/5/5/5/4K b - -"
        },
        {"chief standard 5x7 k4/5/5/5/5/5/4K w - -", "chief standard 5x7 k4/5/5/5/5/5/4K b - -"},
        {"chief wild 5x7 k4/5/5/5/5/5/4K w - - SSs", "chief wild 5x7 k4/5/5/5/5/5/4K w - - Ss"},
        {"chief wild 5x7 k4/5/5/5/5/5/4K w - - Ss", "chief wild 5x7 k4/5/5/5/5/5/4K w - - As"},
        {"chief standard 5x7 k4/5/5/5/5/5/4K w - -", "chief standard 5x7 k4/5/5/5/5/5/3K1 w - -"},
        // a push row out of a1, the first square, against none
        {
          "chief standard 5x7 k4/5/5/5/5/5/S3K b - a1:1",
          "chief standard 5x7 k4/5/5/5/5/5/S3K b - -"
        },
        // two Savages in White's hand and one in Black's, against the other way round
        {"chief wild 5x7 k4/5/5/5/5/5/4K w - - SSs", "chief wild 5x7 k4/5/5/5/5/5/4K w - - Sss"}
      };
      for (String[] pair : pairs) {
        var a = position(pair[0]);
        var b = position(pair[1]);
        assertNotEquals(
            a.rules().hash(a.position()), b.rules().hash(b.position()), pair[0] + " / " + pair[1]);
      }
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
      assertEquals(
          "chief assassination 7x7 3s3/7/1a5/3K3/SSS1SSS/7/3S3 b - - -",
          play(p, "S@d1").toString());
    }
  }

  @Nested
  class Wild {
    @Test
    void placementAlternatesThenWhiteMovesFirst() {
      // 5x7 wild, each side one piece left in hand: White places, Black places, then White moves.
      var p = position("chief wild 5x7 k4/5/5/5/5/5/4K w - - Ss");
      assertTrue(legal(p).contains("S@a1"));
      assertEquals(
          33, p.rules().legalMoves(p.position()).size(), "one kind in hand, 33 empty squares");
      assertEquals(33, p.rules().countLegalMoves(p.position()));
      var placed = play(p, "S@c3", "S@c5");
      assertEquals("chief wild 5x7 k4/5/2s2/5/2S2/5/4K w - - -", placed.toString());
      assertTrue(
          placed.rules().play(placed.position(), "c3:c5").isRight(), "movement begins with White");
    }

    @Test
    void aSideWithAnEmptyHandPassesWhileTheOtherPlaces() {
      // §13.1: a side whose hand is empty while the other's is not must pass.
      var p = position("chief wild 5x7 k4/5/5/5/5/5/4K w - - ss");
      assertEquals(moves("pass"), legal(p));
      assertRejected(p, "e1-e2", ChiefRejection.MUST_PLACE);
      assertRejected(p, "S@c3", ChiefRejection.NOT_IN_HAND);
      assertEquals("chief wild 5x7 k4/5/5/5/5/5/4K b - - ss", play(p, "pass").toString());
    }

    @Test
    void theStepRejectionSaysWhetherToPassOrToPlace() {
      // §13.1: Black's hand is empty while White's is not, so Black must pass; a step is refused
      // with MUST_PLACE saying so. White, holding pieces, is told to place one.
      var black = position("chief wild 5x7 k4/5/5/5/5/5/4K b - - SS");
      assertEquals(moves("pass"), legal(black));
      var waiting = assertRejected(black, "a7-a6", ChiefRejection.MUST_PLACE);
      assertTrue(
          waiting.message().endsWith("Black must pass until the other hand is empty"),
          waiting.message());
      assertEquals(
          ChiefMove.PASS,
          black.rules().randomMove(black.position(), new java.util.SplittableRandom(1)).get());
      var white = position("chief wild 5x7 k4/5/5/5/5/5/4K w - - SS");
      var placing = assertRejected(white, "e1-e2", ChiefRejection.MUST_PLACE);
      assertTrue(
          placing.message().endsWith("White must place a piece from the hand"), placing.message());
    }

    @Test
    void aPlacementOfAPieceNotInHandSaysWhetherThePhaseIsOver() {
      // §12.4 NOT_IN_HAND: during placement, a piece the mover does not hold; afterwards, any
      // placement at all.
      var placing =
          assertRejected(
              position("chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss"),
              "W@c3",
              ChiefRejection.NOT_IN_HAND);
      assertEquals("White holds no warrior in hand", placing.message());
      var over = assertRejected(position(START_5X7), "K@c3", ChiefRejection.NOT_IN_HAND);
      assertEquals("White holds no chief in hand: the placement phase is over", over.message());
    }

    @Test
    void placingWhileHoldingPiecesIsCompulsory() {
      var p = position("chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss");
      assertRejected(p, "pass", ChiefRejection.MUST_PLACE);
      assertRejected(p, "W@c3", ChiefRejection.NOT_IN_HAND);
      assertRejected(p, "a1-a2", ChiefRejection.MUST_PLACE);
    }

    @Test
    void blackWinsByCapturingWhitesChief() {
      // §13.1: once placed, the game is won by capturing the Chief, by either side.
      var after = play(position("chief wild 5x7 5/5/5/5/5/k4/K4 b - - -"), "a2xa1");
      assertEquals(
          Outcome.win(new Player(1, "b"), "CHIEF_CAPTURED"),
          after.rules().outcome(after.position()));
    }
  }

  @Nested
  class Assassination {
    @Test
    void theChiefIsPlacedLastAndBlackMovesFirst() {
      var p = position("chief assassination 7x7 7/7/7/7/7/7/7 w - - KASSSasss");
      assertRejected(p, "K@d1", ChiefRejection.CHIEF_LAST);
      var placed = play(p, "A@a1", "A@a7", "S@b1", "S@b7", "S@c1", "S@c7", "S@d1", "S@d7");
      assertEquals("chief assassination 7x7 asss3/7/7/7/7/7/ASSS3 w - - K", placed.toString());
      var withChief = play(placed, "K@g1");
      assertEquals("chief assassination 7x7 asss3/7/7/7/7/7/ASSS2K b - - -", withChief.toString());
      assertTrue(
          withChief.rules().play(withChief.position(), "a7-a6").isRight(),
          "Black makes the first move");
    }

    @Test
    void whiteWinsWhenBlackHasNoPieceLeft() {
      // White's Amazon on a4 captures the last black piece on a7 (retreat a8 is off the board).
      var p = position("chief assassination 7x7 s6/7/7/A6/7/7/6K w - - -");
      var after = play(p, "a4xa7");
      assertEquals(
          Outcome.win(new Player(0, "w"), "ALL_CAPTURED"), after.rules().outcome(after.position()));
    }

    @Test
    void blackWinsByCapturingWhitesChief() {
      var p = position("chief assassination 7x7 7/7/7/7/7/a6/K6 b - - -");
      var after = play(p, "a2xa1");
      assertEquals(
          Outcome.win(new Player(1, "b"), "CHIEF_CAPTURED"),
          after.rules().outcome(after.position()));
    }

    @Test
    void reinforcementsAreCountedAmongTheMoves() {
      // 7x7: White K on d4 and 7 Savages would hit the cap, so with 6 on the board only single
      // Savages may enter: one move per empty edge square (24 ring squares; the six white Savages
      // on rank 1 and the black one on d7 occupy 7 of them: 17).
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/7/7/SSSSSS1 w - - -");
      long reinforcements = legal(p).filter(m -> m.startsWith("S@")).size();
      assertEquals(17, reinforcements);
      assertEquals(
          p.rules().legalMoves(p.position()).size(), p.rules().countLegalMoves(p.position()));
      assertRejected(p, "S@g1,S@g2", ChiefRejection.SAVAGE_CAP);
    }

    @Test
    void withFewerEmptyEdgeSquaresThanTheAllowanceEveryCombinationIsAMove() {
      // §13.2 with savagecap=99: White's Savages fill the outer ring of 5x7 except c1 and e1, so
      // White may bring in S@c1, S@e1 or both at once: three reinforcements, counted as listed.
      var p =
          position(
              "chief assassination,savagecap=99 5x7 sssSa/S3S/S3S/S1A1S/S3S/S3S/SK1S1 w - - -");
      assertEquals(moves("S@c1 S@e1 S@c1,S@e1"), legal(p).filter(m -> m.startsWith("S@")));
      assertEquals(
          p.rules().legalMoves(p.position()).size(), p.rules().countLegalMoves(p.position()));
    }

    @Test
    void aReinforcementDuringPlacementMustWait() {
      // §12.4: a reinforcement while pieces are still in hand is MUST_PLACE (the text parser
      // never reads one then, so the move is built as an object).
      var p = position("chief assassination 7x7 7/7/7/7/7/7/A6 w - - KSSSsss");
      var move =
          new ChiefMove.Reinforce(List.of(Square.parse("b1").get(), Square.parse("c1").get()));
      assertEquals(ChiefRejection.MUST_PLACE, p.rules().play(p.position(), move).getLeft().code());
    }

    @Test
    void blackCannotReinforce() {
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/7/7/7 b - - -");
      assertRejected(p, "S@a1", ChiefRejection.NOT_IN_HAND);
    }

    @Test
    void thePerTurnLimitRefusesAThirdSavageBelowTheCap() {
      // §13.2: up to two Savages per turn. White has 3 on the board, so three more would make 6,
      // within the cap of 7: only the per-turn limit refuses S@d1,S@e1,S@f1.
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/7/7/SSS4 w - - -");
      var rejection = assertRejected(p, "S@d1,S@e1,S@f1", ChiefRejection.SAVAGE_CAP);
      assertTrue(rejection.message().contains("per turn"), rejection.message());
      assertTrue(p.rules().play(p.position(), "S@d1,S@e1").isRight());
    }

    @Test
    void reinforceZeroTurnsReinforcementsOff() {
      // Option reinforce=0 (§16 #16): White never brings in Savages, so no reinforcement is listed
      // and S@d1 is refused as a Savage White does not hold.
      var p = position("chief assassination,reinforce=0 7x7 3s3/7/1a5/3K3/7/7/SSS4 w - - -");
      assertRejected(p, "S@d1", ChiefRejection.NOT_IN_HAND);
      assertTrue(legal(p).filter(m -> m.startsWith("S@")).isEmpty());
      assertEquals(
          p.rules().legalMoves(p.position()).size(), p.rules().countLegalMoves(p.position()));
    }

    @Test
    void savagecapSetsTheMostWhiteSavagesOnTheBoard() {
      // Option savagecap=5 (§16 #16): with 4 white Savages on the board one more may enter, two may
      // not.
      var p = position("chief assassination,savagecap=5 7x7 3s3/7/1a5/3K3/7/7/SSSS3 w - - -");
      assertTrue(p.rules().play(p.position(), "S@e1").isRight());
      var rejection = assertRejected(p, "S@e1,S@f1", ChiefRejection.SAVAGE_CAP);
      assertTrue(rejection.message().contains("at most 5"), rejection.message());
      assertTrue(legal(p).filter(m -> m.contains(",")).isEmpty(), "no pair fits under the cap");
    }

    @Test
    void reinforceOneAllowsOneSavagePerTurn() {
      // Option reinforce=1 (§16 #16): two Savages in one turn are refused although 3 + 2 stays
      // within the cap, and no legal move brings in two.
      var p = position("chief assassination,reinforce=1 7x7 3s3/7/1a5/3K3/7/7/SSS4 w - - -");
      var rejection = assertRejected(p, "S@d1,S@e1", ChiefRejection.SAVAGE_CAP);
      assertTrue(rejection.message().contains("per turn"), rejection.message());
      assertTrue(legal(p).filter(m -> m.contains(",")).isEmpty());
      assertTrue(legal(p).contains("S@d1"));
    }
  }

  @Nested
  class Armageddon {
    /**
     * The seed decides the random setup. The rules are made inside the test, so that a fault in
     * making them is credited to it.
     */
    @Test
    void theSeedDecidesTheRandomSetup() {
      var rules = GAME.chiefRules(Setup.of("armageddon")).get();
      assertEquals(rules.initial(7).toString(), rules.initial(7).toString());
      assertNotEquals(rules.initial(7).toString(), rules.initial(8).toString());
      assertEquals(rules.initial(0).toString(), rules.initial().toString());
      // Both armies without Chiefs: 2 x (5 Savages, 2 Riders, 2 Amazons) = 18 pieces.
      assertEquals(18, rules.initial(7).board().count());
      assertEquals(0, rules.initial(7).board().count(p -> p.kind() == ChiefKind.CHIEF));
    }

    @Test
    void scatterHomeUsesOnlyTheSquaresOfTheStandardStart() {
      var home = GAME.chiefRules(Setup.parseVariantField("armageddon,scatter=home").get()).get();
      for (long seed = 0; seed < 5; seed++) {
        var p = home.initial(seed);
        // Ranks 3 to 5 are empty in the standard start.
        for (int rank = 2; rank <= 4; rank++) {
          for (int file = 0; file < 5; file++) {
            assertTrue(p.pieceAt(new io.github.latrunculi.core.Square(file, rank)).isEmpty());
          }
        }
        // Both armies without their Chiefs, each piece on its own square: 18 of the 20 home
        // squares.
        assertEquals(18, p.board().count(), "seed " + seed);
      }
    }

    @Test
    void notFartherAllowsMovesThatKeepTheDistance() {
      // E16's position under steprule=notfarther: c3-b3 keeps distance 3 and becomes legal,
      // c3-c2 (distance 4) stays forbidden.
      var p = position("chief armageddon,steprule=notfarther 5x7 5/2s2/5/5/2S2/5/5 w - -");
      assertTrue(p.rules().play(p.position(), "c3-b3").isRight());
      assertRejected(p, "c3-c2", ChiefRejection.STEP_BACK);
    }

    @Test
    void euclidMeasuresStraightLineDistance() {
      // White c3, Black c6. c3-a5 ends at (dx 2, dy 1): 5 < 9 = (0, 3) squared; legal either way.
      // c3-e3 ends at (2, 3): 13 > 9, refused; c3-b3: (1, 3) 10 > 9, refused (as with Chebyshev).
      var p = position("chief armageddon,stepmetric=euclid 5x7 5/2s2/5/5/2S2/5/5 w - -");
      assertTrue(p.rules().play(p.position(), "c3-a5").isRight());
      assertRejected(p, "c3-e3", ChiefRejection.STEP_BACK);
      assertRejected(p, "c3-b3", ChiefRejection.STEP_BACK);
    }

    @Test
    void aSideWithNoPiecesHasLost() {
      var after = play(position("chief armageddon 5x7 s4/5/5/5/5/5/R4 w - -"), "a1xa7");
      assertEquals(
          Outcome.win(new Player(0, "w"), "ALL_CAPTURED"), after.rules().outcome(after.position()));
      assertTrue(after.rules().legalMoves(after.position()).isEmpty());
    }

    @Test
    void blackWinsByCapturingEveryWhitePiece() {
      // §13.3: the goal is to capture all enemy pieces; Black's Savage on a2 takes White's last
      // piece on a1 (retreat off the board).
      var after = play(position("chief armageddon 5x7 5/5/5/5/5/s4/S4 b - -"), "a2xa1");
      assertEquals(
          Outcome.win(new Player(1, "b"), "ALL_CAPTURED"), after.rules().outcome(after.position()));
      assertTrue(after.rules().legalMoves(after.position()).isEmpty());
    }
  }

  @Nested
  class Multiplayer {
    private static final String BEFORE =
        "chief multi4 11x11 rKrS3bK5/11/11/11/11/10gK/11/11/11/wR10/5wK5 w - -";

    @Test
    void turnsGoClockwise() {
      var p =
          position(
              "chief multi4 11x11 3bRbAbKbRbA3/3bSbSbSbSbS3/11/rArS7gSgR/rRrS7gSgA/rKrS7gSgK/rArS7gSgR/rRrS7gSgA/11/3wSwSwSwSwS3/3wAwRwKwAwR3 w - -");
      var after = play(p, "d2-d3", "b4-c4", "d10-d9", "j8-i8");
      assertEquals("w", after.sideToMove().name());
      assertEquals(List.of("w", "r", "b", "g"), p.rules().players().map(Player::name).toList());
    }

    @Test
    void aCapturedChiefTakesItsSeatOut() {
      // South's Rider runs a2-a11 and captures West's Chief (a12 does not exist). West's Savage on
      // b11 leaves with it, and West's turn is skipped: North moves next.
      var after = play(position(BEFORE), "a2xa11");
      assertEquals(
          "chief multi4 11x11 wR4bK5/11/11/11/11/10gK/11/11/11/11/5wK5 b - -", after.toString());
      assertFalse(after.rules().outcome(after.position()).isFinished());
    }

    @Test
    void eliminatedKeepLeavesTheirPiecesAsBlockers() {
      var after = play(position(BEFORE.replace("multi4", "multi4,eliminated=keep")), "a2xa11");
      assertEquals(
          "chief multi4,eliminated=keep 11x11 wRrS3bK5/11/11/11/11/10gK/11/11/11/11/5wK5 b - -",
          after.toString());
    }

    @Test
    void theLastSeatWithAChiefWins() {
      // multi3: only South and West are left; South captures West's Chief and wins.
      var after =
          play(
              position("chief multi3 11x11 rK10/11/11/11/11/11/11/11/11/wR10/5wK5 w - -"),
              "a2xa11");
      assertEquals(
          Outcome.win(new Player(0, "w"), "CHIEF_CAPTURED"),
          after.rules().outcome(after.position()));
      assertTrue(after.rules().legalMoves(after.position()).isEmpty());
    }

    @Test
    void aSeatOtherThanSouthCanWinAndStaysTheSideToMove() {
      // multi3 with North already out: West's Rider runs f11-f1 and captures South's Chief (f0 does
      // not exist). West is the last seat with a Chief and wins; nobody else is left to move.
      var after =
          play(
              position("chief multi3 11x11 5rR5/11/11/11/11/rK10/11/11/11/11/5wK5 r - -"),
              "f11xf1");
      assertEquals(
          "chief multi3 11x11 11/11/11/11/11/rK10/11/11/11/11/5rR5 r - -", after.toString());
      assertEquals(
          Outcome.win(new Player(1, "r"), "CHIEF_CAPTURED"),
          after.rules().outcome(after.position()));
    }

    @Test
    void freezesAccumulateUntilTheOwnersNextTurn() {
      // South's Rider c1 pushes North's Savage from c4 to c5 (§13.4: frozen until the end of its
      // owner's next turn): it stays frozen through West's turn and during North's own turn.
      var p = position("chief multi3 11x11 5bK5/11/11/11/11/rK10/11/2bS8/11/11/2wR2wK5 w - -");
      var pushed = play(p, "c1:c4");
      assertEquals("c5", pushed.frozen().head().name());
      var westMoved = play(pushed, "a6-a7");
      assertEquals("c5", westMoved.frozen().head().name(), "still frozen: North has not moved yet");
      assertRejected(westMoved, "c5-c6", ChiefRejection.FROZEN);
      var northMoved = play(westMoved, "f11-f10");
      assertTrue(northMoved.frozen().isEmpty(), "the freeze ends with North's turn");
    }

    @Test
    void capturingSouthsChiefTakesSeatZeroOut() {
      // §13.4: West's Rider runs f11-f1 and captures South's Chief (f0 does not exist). South's
      // Savage on a1 leaves with it; North moves next, then East, then West: South is skipped.
      var p = position("chief multi4 11x11 5rR4bK/11/11/11/11/rK9gK/11/11/11/11/wS4wK5 r - -");
      var after = play(p, "f11xf1");
      assertEquals(
          "chief multi4 11x11 10bK/11/11/11/11/rK9gK/11/11/11/11/5rR5 b - -", after.toString());
      assertFalse(after.rules().outcome(after.position()).isFinished());
      assertEquals("r", play(after, "k11-j11", "k6-j6").sideToMove().name());
    }

    @Test
    void severalFrozenPiecesThawOnlyWithTheirOwnersTurn() {
      // §13.4: freezes accumulate. South pushes North's Savage c4 to c5, West pushes North's Savage
      // e7 to f7: both are frozen until North has moved. North's Rider then pushes South's Savage
      // h3 to g3: North's two freezes end with North's turn, South's new one lasts through South's.
      var p =
          position("chief multi3 11x11 5bK5/11/11/11/rR3bS6/rK10/11/2bS8/7wS2bR/11/2wR2wK5 w - -");
      var twoFrozen = play(p, "c1:c4", "a7:e7");
      assertEquals(List.of("c5", "f7"), twoFrozen.frozen().toList().map(Square::name));
      assertRejected(twoFrozen, "c5-c6", ChiefRejection.FROZEN);
      assertRejected(twoFrozen, "f7-f8", ChiefRejection.FROZEN);
      var northMoved = play(twoFrozen, "k3:h3");
      assertEquals(List.of("g3"), northMoved.frozen().toList().map(Square::name));
      assertRejected(northMoved, "g3-g4", ChiefRejection.FROZEN);
      var southMoved = play(northMoved, "f1-f2");
      assertTrue(southMoved.frozen().isEmpty());
    }
  }

  @Nested
  class MultiplayerRepetition {
    @Test
    void aRepetitionDrawsAmongThePlayersStillInAndRanksTheSeatsOutLast() {
      // §13.4: a 3-fold repetition draws among the players still in. multi3 with North already out
      // (no pieces left): South and West shuffle their Chiefs; North's turn is skipped.
      var start = position("chief multi3 11x11 11/11/11/11/11/rK10/11/11/11/11/5wK5 w - -");
      var twice = play(start, "f1-f2", "a6-a7", "f2-f1", "a7-a6");
      assertFalse(
          twice.rules().outcome(twice.position()).isFinished(), "the 2nd occurrence does not draw");
      var thrice = play(twice, "f1-f2", "a6-a7", "f2-f1", "a7-a6");
      var rules = thrice.rules();
      Outcome expected =
          new Outcome.Ranking(
              List.of(
                  io.vavr.collection.TreeSet.of(
                      Outcome.BY_SEAT, rules.players().get(0), rules.players().get(1)),
                  io.vavr.collection.TreeSet.of(Outcome.BY_SEAT, rules.players().get(2))),
              "REPETITION");
      assertEquals(expected, rules.outcome(thrice.position()));
      assertTrue(rules.legalMoves(thrice.position()).isEmpty());
    }

    @Test
    void aRepetitionWithEverySeatStillInIsADraw() {
      var start = position("chief multi3 11x11 5bK5/11/11/11/11/rK10/11/11/11/11/5wK5 w - -");
      var thrice =
          play(
              start, "f1-f2", "a6-a7", "f11-f10", "f2-f1", "a7-a6", "f10-f11", "f1-f2", "a6-a7",
              "f11-f10", "f2-f1", "a7-a6", "f10-f11");
      assertEquals(Outcome.draw("REPETITION"), thrice.rules().outcome(thrice.position()));
    }
  }

  @Nested
  class Records {
    @Test
    void replayingARecordRebuildsTheHistoryForTheRepetitionDraw() {
      // E15 as a game record: the position line alone cannot know of the repetitions.
      var record =
          new GameRecord(
              "chief standard 5x7 k4/5/5/5/5/5/4K w - -",
              List.of("e1-e2", "a7-b7", "e2-e1", "b7-a7", "e1-e2", "a7-b7", "e2-e1", "b7-a7"));
      var state = record.replay().get();
      assertEquals("REPETITION", state.outcome().reason());
      assertEquals("chief standard 5x7 k4/5/5/5/5/5/4K w - -", state.line());
      var fresh = position(state.line());
      assertFalse(
          fresh.rules().outcome(fresh.position()).isFinished(),
          "the same line parsed alone starts a fresh history");
    }

    @Test
    void aRecordReportsTheFirstIllegalMove() {
      var record =
          new GameRecord(
              "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -", List.of("c2-c4", "c4-c5"));
      var failure = record.replay().getLeft();
      assertEquals(2, failure.moveNumber());
      assertEquals(ChiefRejection.NOT_YOUR_PIECE, failure.rejection().code());
    }

    @Test
    void aCaptureStartsAFreshHistory() {
      var p = play(position("chief standard 5x7 k4/5/5/5/R1ss1/5/4K w - -"), "a3xc3");
      assertEquals(1, p.history().size(), "captures are irreversible (§10)");
      assertEquals(2, play(p, "a7-a6").history().size());
    }

    @Test
    void twoMovesFromOnePositionKeepSeparateHistories() {
      // A search tries several moves from one position: each line of play counts its own
      // positions, and the position it started from keeps its history.
      var start = play(position("chief standard 5x7 k4/5/5/5/5/5/4K w - -"), "e1-e2");
      var left = play(start, "a7-a6");
      var right = play(start, "a7-b7");
      assertEquals(2, start.history().size());
      assertEquals(3, left.history().size());
      assertEquals(3, right.history().size());
      assertEquals(
          left.position().key(), (long) left.history().head(), "the newest key comes first");
      assertEquals(right.position().key(), (long) right.history().head());
      assertEquals(start.history(), left.history().tail());
      assertEquals(start.history(), right.history().tail());
    }

    @Test
    void threeMovesFromOnePositionAndDeeperLinesKeepSeparateHistories() {
      var start = play(position("chief standard 5x7 k4/5/5/5/5/5/4K w - -"), "e1-e2");
      var a = play(start, "a7-a6");
      var deeper = play(a, "e2-e3");
      var b = play(start, "a7-b7");
      var c = play(start, "a7-b6");
      for (var child : List.of(a, b, c)) {
        assertEquals(child.position().key(), (long) child.history().head());
        assertEquals(start.history(), child.history().tail());
      }
      assertEquals(deeper.position().key(), (long) deeper.history().head());
      assertEquals(a.history(), deeper.history().tail());
      var aAgain = play(a, "e2-d2");
      assertEquals(a.history(), aAgain.history().tail());
      assertEquals(
          a.history(), deeper.history().tail(), "a second line from a leaves the first alone");
    }
  }

  @Nested
  class PassOptions {
    @Test
    void aPassBreaksThePushRowByDefaultButNotWithPassresetsFalse() {
      // E10 after 1. c4:c6: Black must pass. By default the pass clears the push row (E10 line);
      // with passresets=false the row c6:1 survives the pass.
      var reset = play(position("chief standard 5x7 5/2k2/5/2S2/5/5/4K w - -"), "c4:c6", "pass");
      assertTrue(reset.pushSquare().isEmpty());
      var kept =
          play(
              position("chief standard,passresets=false 5x7 5/2k2/5/2S2/5/5/4K w - -"),
              "c4:c6",
              "pass");
      assertEquals(
          "chief standard,passresets=false 5x7 2k2/2S2/5/5/5/5/4K w - c6:1", kept.toString());
      assertEquals(
          kept.toString(), position(kept.toString()).toString(), "the kept row parses back");
    }

    @Test
    void pushlimitOneForbidsTheSecondPush() {
      // E4 with pushlimit=1: after c3:c5 the Chief's push a7:c5 would be the 2nd in a row.
      var p = play(position("chief standard,pushlimit=1 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      assertRejected(p, "a7:c5", ChiefRejection.PUSH_LIMIT);
    }

    @Test
    void repetitionZeroTurnsTheDrawOff() {
      var p = position("chief standard,repetition=0 5x7 k4/5/5/5/5/5/4K w - -");
      for (int i = 0; i < 3; i++) {
        p = play(p, "e1-e2", "a7-b7", "e2-e1", "b7-a7");
      }
      assertFalse(p.rules().outcome(p.position()).isFinished());
    }
  }
}
