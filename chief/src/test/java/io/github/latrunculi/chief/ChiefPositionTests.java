package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefFixtures.assertRejected;
import static io.github.latrunculi.chief.ChiefFixtures.play;
import static io.github.latrunculi.chief.ChiefFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The position object itself: equality and hash codes (public behaviour: positions are map keys and
 * search compares them), what it reports of squares in the upper half of the largest boards (square
 * index 64 and beyond), and its key after every kind of move, which must be the key of the same
 * position read from its line (§11: the key covers every field of the line).
 */
class ChiefPositionTests {
  private static Square sq(String name) {
    return Square.parse(name).get();
  }

  @Nested
  class Equality {
    @Test
    void theSameLineGivesEqualPositionsWithEqualHashCodes() {
      var a = position(ChiefRulesTests.START_5X7).position();
      var b = position(ChiefRulesTests.START_5X7).position();
      assertEquals(a, b);
      assertEquals(a.hashCode(), b.hashCode());
      assertEquals(
          ChiefRules.standard().initial(), a, "the initial position is the dossier's 5x7 line");
    }

    @Test
    void equalityLeavesTheHistoryAside() {
      // E15: after four plies the start position recurs; its history is longer but it is the same
      // position.
      var start = position("chief standard 5x7 k4/5/5/5/5/5/4K w - -");
      var again = play(start, "e1-e2", "a7-b7", "e2-e1", "b7-a7");
      assertNotEquals(start.history(), again.history());
      assertEquals(start.position(), again.position());
      assertEquals(start.position().hashCode(), again.position().hashCode());
    }

    @Test
    void variantsDifferingOnlyInOptionsCanGiveEqualPositions() {
      assertEquals(
          position("chief standard 5x7 k4/5/5/5/5/5/4K w - -").position(),
          position("chief standard,repetition=5 5x7 k4/5/5/5/5/5/4K w - -").position());
    }

    @Test
    void everyFieldOfTheLineTellsPositionsApart() {
      String[][] pairs = {
        {"chief standard 5x7 k4/5/5/5/5/5/4K w - -", "chief standard 5x7 1k3/5/5/5/5/5/4K w - -"},
        {"chief standard 5x7 k4/5/5/5/5/5/4K w - -", "chief standard 5x7 k4/5/5/5/5/5/4K b - -"},
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
        {"chief wild 5x7 k4/5/5/5/5/5/4K w - - Ss", "chief wild 5x7 k4/5/5/5/5/5/4K w - - SSs"},
        {
          "chief standard 5x7 k4/5/5/5/5/5/4K w - -", "chief standard 5x9 k4/5/5/5/5/5/5/5/4K w - -"
        },
        // Same board and side, three seats against four: the seats are part of the position.
        {
          "chief multi3 11x11 5bK5/11/11/11/11/rK10/11/11/11/11/5wK5 w - -",
          "chief multi4 11x11 5bK5/11/11/11/11/rK10/11/11/11/11/5wK5 w - -"
        }
      };
      for (String[] pair : pairs) {
        assertNotEquals(
            position(pair[0]).position(), position(pair[1]).position(), pair[0] + " / " + pair[1]);
      }
      var start = position(ChiefRulesTests.START_5X7).position();
      assertNotEquals(start, null);
      assertNotEquals(start, ChiefRulesTests.START_5X7, "a position never equals its line");
    }

    @Test
    void distinctPositionsSpreadOverHashCodes() {
      // The 24 positions after White's first move (§15) are distinct; as hash-map keys they must
      // not share one hash code.
      var p = position(ChiefRulesTests.START_5X7);
      var next = p.rules().legalMoves(p.position()).map(m -> p.rules().apply(p.position(), m));
      assertEquals(24, HashSet.ofAll(next).size());
      assertEquals(24, HashSet.ofAll(next.map(ChiefPosition::hashCode)).size());
    }
  }

  @Nested
  class UpperHalfOfLargeBoards {
    // On 11x7, j6 is square index 5 * 11 + 9 = 64, the first square of the upper half of the
    // frozen set; i6 is 63 and k6 is 65.

    @Test
    void aPieceFrozenOnSquare64IsFrozen() {
      // E4 moved to file j of 11x7: the pushed Savage lands on j6 and is frozen (§8).
      var pushed = play(position("chief standard 11x7 k10/11/9s1/9S1/11/11/10K w - -"), "j4:j5");
      assertEquals("chief standard 11x7 k10/9s1/9S1/11/11/11/10K b j6 j5:1", pushed.toString());
      assertEquals(List.of(sq("j6")), pushed.frozen().toList());
      assertRejected(pushed, "j6-j7", ChiefRejection.FROZEN);
      assertEquals(
          pushed.toString(), position(pushed.toString()).toString(), "the line reads back");
    }

    @Test
    void frozenSquaresOnEitherSideOfSquare64HaveDifferentKeys() {
      // §10: positions differing only in the frozen square are not the same position.
      var i6 = position("chief standard 11x7 k10/8sSs/11/11/11/11/10K b i6 j6:1");
      var k6 = position("chief standard 11x7 k10/8sSs/11/11/11/11/10K b k6 j6:1");
      assertNotEquals(i6.position(), k6.position());
      assertNotEquals(i6.rules().hash(i6.position()), k6.rules().hash(k6.position()));
    }

    @Test
    void aFreezeOnSquare64EndsWithTheForcedPassAndTheKeyFollows() {
      // E10 moved to file j of 11x7: the Chief is pushed from j5 to j6 and frozen, Black must pass,
      // and the pass ends the freeze. The key after each move is the key of the same line read
      // fresh.
      var start = position("chief standard 11x7 11/11/9k1/11/9S1/11/10K w - -");
      var pushed = play(start, "j3:j5");
      assertEquals("chief standard 11x7 11/9k1/9S1/11/11/11/10K b j6 j5:1", pushed.toString());
      assertEquals(position(pushed.toString()).position().key(), pushed.position().key());
      var passed = play(pushed, "pass");
      assertEquals("chief standard 11x7 11/9k1/9S1/11/11/11/10K w - -", passed.toString());
      assertEquals(position(passed.toString()).position().key(), passed.position().key());
    }
  }

  @Nested
  class Hands {
    @Test
    void aPlayerWithoutASeatInTheGameHoldsNothing() {
      var wild = position("chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss").position();
      assertEquals(5, wild.inHand(new Player(0, "w"), ChiefKind.SAVAGE));
      assertEquals(5, wild.inHand(new Player(1, "b"), ChiefKind.SAVAGE));
      assertEquals(
          0,
          wild.inHand(new Player(2, "b"), ChiefKind.SAVAGE),
          "no third seat in a two-player game");
      var multi =
          position("chief multi4 11x11 5bK5/11/11/11/11/rK9gK/11/11/11/11/5wK5 w - -").position();
      assertEquals(
          0, multi.inHand(new Player(2, "b"), ChiefKind.SAVAGE), "multiplayer has no hands");
    }
  }
}
