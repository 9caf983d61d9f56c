package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefFixtures.assertRejected;
import static io.github.latrunculi.chief.ChiefFixtures.play;
import static io.github.latrunculi.chief.ChiefFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.chief.ChiefMove.StepKind;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The API for user interfaces: legal targets of one piece with their kinds, the restricted pieces
 * with their reasons, the board view, and the order in which rejection reasons are reported.
 */
class ChiefUiTests {
  private static Square sq(String name) {
    return Square.parse(name).get();
  }

  @Nested
  class Targets {
    @Test
    void targetsOfTheChiefInE4WithTheirKinds() {
      // E4 after c3:c5: the black Chief on a7 has five plain moves and the push a7:c5.
      var p = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      var targets = p.rules().targets(p.position(), sq("a7"));
      assertEquals(6, targets.size());
      assertEquals(List.of(StepKind.PUSH), targets.filter(t -> t.to().equals(sq("c5"))).map(ChiefMove.Step::kind).toList());
      assertEquals(5, targets.count(t -> t.kind() == StepKind.MOVE));
    }

    @Test
    void aFrozenPieceHasNoTargets() {
      var p = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      assertTrue(p.rules().targets(p.position(), sq("c6")).isEmpty());
      assertTrue(p.rules().targets(p.position(), sq("e1")).isEmpty(), "not the mover's piece");
      assertTrue(p.rules().targets(p.position(), sq("b4")).isEmpty(), "empty square");
    }

    @Test
    void captureTargetsAreMarked() {
      // E7: the Rider's attack on c3 is a capture (retreat d3 occupied).
      var p = position("chief standard 5x7 k4/5/5/5/R1ss1/5/4K w - -");
      var attack = p.rules().targets(p.position(), sq("a3")).find(t -> t.to().equals(sq("c3"))).get();
      assertEquals(StepKind.CAPTURE, attack.kind());
    }
  }

  @Nested
  class Restrictions {
    @Test
    void frozenPieceAndPushLimitAfterE13Ply4() {
      // d3 was pushed by the last move; c3 could push d4 but d4 has had 3 pushes in a row. The
      // Rider's attack on d4 is a capture, which the limit allows, so it is not restricted.
      var p = position("chief standard 7x7 rawkwra/sss1s1s/2s4/3s3/2SS3/SSS1S1S/ARWKWAR w d3 d4:3");
      var restrictions = p.rules().restrictions(p.position());
      assertEquals(2, restrictions.size());
      var frozen = restrictions.find(r -> r.reason() == ChiefRejection.FROZEN).get();
      assertEquals(sq("d3"), frozen.square());
      var limited = restrictions.find(r -> r.reason() == ChiefRejection.PUSH_LIMIT).get();
      assertEquals(sq("c3"), limited.square());
      assertEquals(sq("d4"), limited.target());
      assertTrue(limited.message().contains("d4"), limited.message());
    }

    @Test
    void noRestrictionsInTheStartPosition() {
      var p = position("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -");
      assertTrue(p.rules().restrictions(p.position()).isEmpty());
    }
  }

  @Nested
  class BoardView {
    @Test
    void piecesSideAndPushState() {
      var p = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      var savage = p.pieceAt(sq("c6")).get();
      assertEquals(ChiefKind.SAVAGE, savage.kind());
      assertEquals("b", savage.owner().name());
      assertEquals("b", p.sideToMove().name());
      assertEquals(List.of(sq("c6")), p.frozen().toList());
      assertEquals(sq("c5"), p.pushSquare().get());
      assertEquals(1, p.pushCount());
      assertEquals(4, p.board().count());
      assertTrue(p.pieceAt(sq("k9")).isEmpty(), "off the board");
    }

    @Test
    void diagramDrawsRanksTopDownWithLabels() {
      var p = position("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -");
      String diagram = p.rules().diagram(p.position());
      assertTrue(diagram.startsWith(" 7 r a k r a\n 6 s s s s s\n"), diagram);
      assertTrue(diagram.contains(" 1 A R K A R\n   a b c d e\n"), diagram);
      assertTrue(diagram.contains("White to move"), diagram);
    }
  }

  @Nested
  class RejectionOrder {
    // Each case is a move for which two or more reasons apply; §12.4 says which is reported.

    @Test
    void gameOverComesFirst() {
      var over = position("chief standard 5x7 R4/5/5/5/5/5/4K b - -");
      assertRejected(over, "a1-a2", ChiefRejection.GAME_OVER);
      assertRejected(over, "pass", ChiefRejection.GAME_OVER);
    }

    @Test
    void mustPlaceBeforeNoPiece() {
      assertRejected(position("chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss"), "c3-c4", ChiefRejection.MUST_PLACE);
    }

    @Test
    void noPieceThenNotYourPieceThenFrozen() {
      var p = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      assertRejected(p, "b3-b9", ChiefRejection.MALFORMED);
      assertRejected(p, "b3-d6", ChiefRejection.NO_PIECE);
      assertRejected(p, "c5-d6", ChiefRejection.NOT_YOUR_PIECE);
      // c6-a5 is not a line and c6 is frozen: FROZEN is reported.
      assertRejected(p, "c6-a5", ChiefRejection.FROZEN);
    }

    @Test
    void notALineBeforeRange() {
      assertRejected(position("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -"), "c2-d5", ChiefRejection.NOT_A_LINE);
      assertRejected(position("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -"), "c2-c2", ChiefRejection.NOT_A_LINE);
    }

    @Test
    void rangeBeforePathBeforeOwnPiece() {
      var start = position("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -");
      // a1-a5: Amazon range 3 exceeded and path blocked by a2: OUT_OF_RANGE.
      assertRejected(start, "a1-a5", ChiefRejection.OUT_OF_RANGE);
      // b1-d3: the Rider would cross its own Savage on c2 (d3 itself is empty): PATH_BLOCKED.
      assertRejected(start, "b1-d3", ChiefRejection.PATH_BLOCKED);
      // a1-b1: the Amazon would enter its own Rider's square: OWN_PIECE.
      assertRejected(start, "a1-b1", ChiefRejection.OWN_PIECE);
    }

    @Test
    void pushLimitBeforeKindMismatch() {
      var p = position("chief standard 7x7 rawkwra/sss1s1s/2s4/3s3/2SS3/SSS1S1S/ARWKWAR w d3 d4:3");
      assertRejected(p, "c3-d4", ChiefRejection.PUSH_LIMIT);
    }

    @Test
    void stepBackBeforeKindMismatch() {
      assertRejected(position("chief armageddon 5x7 5/2s2/5/5/2S2/5/5 w - -"), "c3xc2", ChiefRejection.STEP_BACK);
    }

    @Test
    void placementChecksInOrder() {
      // Black holds no Chief (NOT_IN_HAND although a1 is occupied too); Black's Amazon onto the
      // white Amazon's a1 is SQUARE_OCCUPIED; White's Chief onto a1 is SQUARE_OCCUPIED before
      // CHIEF_LAST, and onto the empty b1 it is CHIEF_LAST (Savages are still in hand).
      var p = position("chief assassination 7x7 7/7/7/7/7/7/A6 b - - KSSSasss");
      assertRejected(p, "K@a1", ChiefRejection.NOT_IN_HAND);
      assertRejected(p, "A@a1", ChiefRejection.SQUARE_OCCUPIED);
      var white = position("chief assassination 7x7 7/7/7/7/7/7/A6 w - - KSSSsss");
      assertRejected(white, "K@a1", ChiefRejection.SQUARE_OCCUPIED);
      assertRejected(white, "K@b1", ChiefRejection.CHIEF_LAST);
    }

    @Test
    void reinforcementChecksInOrder() {
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/SSS1SSS/7/7 w - - -");
      // d7 is occupied and d4 is not on the edge: SQUARE_OCCUPIED first.
      assertRejected(p, "S@d4,S@d7", ChiefRejection.SQUARE_OCCUPIED);
      assertRejected(p, "S@c5,S@a7", ChiefRejection.NOT_EDGE);
    }
  }
}
