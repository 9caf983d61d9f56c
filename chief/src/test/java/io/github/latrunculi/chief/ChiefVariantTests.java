package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefTesting.assertRejected;
import static io.github.latrunculi.chief.ChiefTesting.legal;
import static io.github.latrunculi.chief.ChiefTesting.moves;
import static io.github.latrunculi.chief.ChiefTesting.play;
import static io.github.latrunculi.chief.ChiefTesting.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.GameRecord;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Setup;
import io.vavr.collection.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The variants of §13 and the options of §16 beyond the worked examples. Positions are built by
 * hand; each expected value is reasoned in a comment from the dossier's rules.
 */
class ChiefVariantTests {
  private static final ChiefGame GAME = new ChiefGame();

  @Nested
  class Wild {
    @Test
    void placementAlternatesThenWhiteMovesFirst() {
      // 5x7 wild, each side one piece left in hand: White places, Black places, then White moves.
      var p = position("chief wild 5x7 k4/5/5/5/5/5/4K w - - Ss");
      assertTrue(legal(p).contains("S@a1"));
      assertEquals(33, p.rules().legalMoves(p.position()).size(), "one kind in hand, 33 empty squares");
      assertEquals(33, p.rules().countLegalMoves(p.position()));
      var placed = play(p, "S@c3", "S@c5");
      assertEquals("chief wild 5x7 k4/5/2s2/5/2S2/5/4K w - - -", placed.toString());
      assertTrue(placed.rules().play(placed.position(), "c3:c5").isRight(), "movement begins with White");
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
    void placingWhileHoldingPiecesIsCompulsory() {
      var p = position("chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss");
      assertRejected(p, "pass", ChiefRejection.MUST_PLACE);
      assertRejected(p, "W@c3", ChiefRejection.NOT_IN_HAND);
      assertRejected(p, "a1-a2", ChiefRejection.MUST_PLACE);
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
      assertTrue(withChief.rules().play(withChief.position(), "a7-a6").isRight(), "Black makes the first move");
    }

    @Test
    void whiteWinsWhenBlackHasNoPieceLeft() {
      // White's Amazon on a4 captures the last black piece on a7 (retreat a8 is off the board).
      var p = position("chief assassination 7x7 s6/7/7/A6/7/7/6K w - - -");
      var after = play(p, "a4xa7");
      assertEquals(Outcome.win(new Player(0, "w"), "ALL_CAPTURED"), after.rules().outcome(after.position()));
    }

    @Test
    void blackWinsByCapturingWhitesChief() {
      var p = position("chief assassination 7x7 7/7/7/7/7/a6/K6 b - - -");
      var after = play(p, "a2xa1");
      assertEquals(Outcome.win(new Player(1, "b"), "CHIEF_CAPTURED"), after.rules().outcome(after.position()));
    }

    @Test
    void reinforcementsAreCountedAmongTheMoves() {
      // 7x7: White K on d4 and 7 Savages would hit the cap, so with 6 on the board only single
      // Savages may enter: one move per empty edge square (24 ring squares; the six white Savages
      // on rank 1 and the black one on d7 occupy 7 of them: 17).
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/7/7/SSSSSS1 w - - -");
      long reinforcements = legal(p).filter(m -> m.startsWith("S@")).size();
      assertEquals(17, reinforcements);
      assertEquals(p.rules().legalMoves(p.position()).size(), p.rules().countLegalMoves(p.position()));
      assertRejected(p, "S@g1,S@g2", ChiefRejection.SAVAGE_CAP);
    }

    @Test
    void blackCannotReinforce() {
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/7/7/7 b - - -");
      assertRejected(p, "S@a1", ChiefRejection.NOT_IN_HAND);
    }
  }

  @Nested
  class Armageddon {
    private final ChiefRules rules = GAME.chiefRules(Setup.of("armageddon")).get();

    @Test
    void theSeedDecidesTheRandomSetup() {
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
      assertEquals(Outcome.win(new Player(0, "w"), "ALL_CAPTURED"), after.rules().outcome(after.position()));
      assertTrue(after.rules().legalMoves(after.position()).isEmpty());
    }
  }

  @Nested
  class Multiplayer {
    private static final String BEFORE = "chief multi4 11x11 rKrS3bK5/11/11/11/11/10gK/11/11/11/wR10/5wK5 w - -";

    @Test
    void turnsGoClockwise() {
      var p = position("chief multi4 11x11 3bRbAbKbRbA3/3bSbSbSbSbS3/11/rArS7gSgR/rRrS7gSgA/rKrS7gSgK/rArS7gSgR/rRrS7gSgA/11/3wSwSwSwSwS3/3wAwRwKwAwR3 w - -");
      var after = play(p, "d2-d3", "b4-c4", "d10-d9", "j8-i8");
      assertEquals("w", after.sideToMove().name());
      assertEquals(List.of("w", "r", "b", "g"), p.rules().players().map(Player::name).toList());
    }

    @Test
    void aCapturedChiefTakesItsSeatOut() {
      // South's Rider runs a2-a11 and captures West's Chief (a12 does not exist). West's Savage on
      // b11 leaves with it, and West's turn is skipped: North moves next.
      var after = play(position(BEFORE), "a2xa11");
      assertEquals("chief multi4 11x11 wR4bK5/11/11/11/11/10gK/11/11/11/11/5wK5 b - -", after.toString());
      assertFalse(after.rules().outcome(after.position()).isFinished());
    }

    @Test
    void eliminatedKeepLeavesTheirPiecesAsBlockers() {
      var after = play(position(BEFORE.replace("multi4", "multi4,eliminated=keep")), "a2xa11");
      assertEquals(
          "chief multi4,eliminated=keep 11x11 wRrS3bK5/11/11/11/11/10gK/11/11/11/11/5wK5 b - -", after.toString());
    }

    @Test
    void theLastSeatWithAChiefWins() {
      // multi3: only South and West are left; South captures West's Chief and wins.
      var after = play(position("chief multi3 11x11 rK10/11/11/11/11/11/11/11/11/wR10/5wK5 w - -"), "a2xa11");
      assertEquals(Outcome.win(new Player(0, "w"), "CHIEF_CAPTURED"), after.rules().outcome(after.position()));
      assertTrue(after.rules().legalMoves(after.position()).isEmpty());
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
      var record = new GameRecord("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -", List.of("c2-c4", "c4-c5"));
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
  }

  @Nested
  class PassOptions {
    @Test
    void aPassBreaksThePushRowByDefaultButNotWithPassresetsFalse() {
      // E10 after 1. c4:c6: Black must pass. By default the pass clears the push row (E10 line);
      // with passresets=false the row c6:1 survives the pass.
      var reset = play(position("chief standard 5x7 5/2k2/5/2S2/5/5/4K w - -"), "c4:c6", "pass");
      assertTrue(reset.pushSquare().isEmpty());
      var kept = play(position("chief standard,passresets=false 5x7 5/2k2/5/2S2/5/5/4K w - -"), "c4:c6", "pass");
      assertEquals("chief standard,passresets=false 5x7 2k2/2S2/5/5/5/5/4K w - c6:1", kept.toString());
      assertEquals(kept.toString(), position(kept.toString()).toString(), "the kept row parses back");
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
