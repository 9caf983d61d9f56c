package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.agent.Match;
import io.github.latrunculi.core.agent.Perft;
import io.github.latrunculi.core.agent.RandomAgent;
import io.github.latrunculi.core.registry.GameRecord;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.MoveFailure;
import io.vavr.Tuple;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.Test;

/** Perft, matches between agents and game records, on the toy games of the core tests. */
class PlayTests {
  private static final String START = "breakthrough standard BBBBB/BBBBB/5/WWWWW/WWWWW w";

  @SuppressWarnings("unchecked")
  private static <S, M extends Move> GameState<S, M> state(String line) {
    return (GameState<S, M>) Games.parse(line).get();
  }

  @Test
  void perftCountsOneLeafAtDepthZeroAndEveryMoveBelow() {
    GameState<Object, Move> s = state(START);
    assertEquals(1, Perft.count(s.rules(), s.position(), 0));
    // Five steps forward and eight diagonal from rank 2; each leaves Black one forward step fewer.
    assertEquals(13, Perft.count(s.rules(), s.position(), 1));
    assertEquals(13 * 12, Perft.count(s.rules(), s.position(), 2));
  }

  @Test
  void splitPerftListsEachMoveWithItsLeavesSortedByText() {
    GameState<Object, Move> s = state(START);
    Seq<io.vavr.Tuple2<String, Long>> one = Perft.split(s.rules(), s.position(), 1);
    assertEquals(13, one.size());
    assertEquals(Tuple.of("a2-a3", 1L), one.head());
    assertEquals(Tuple.of("e2-e3", 1L), one.last());
    Seq<io.vavr.Tuple2<String, Long>> two = Perft.split(s.rules(), s.position(), 2);
    assertTrue(two.forAll(t -> t._2 == 12), two.toString());
    assertThrows(IllegalArgumentException.class, () -> Perft.split(s.rules(), s.position(), 0));
  }

  @Test
  void aMatchStopsAtThePlyCap() {
    GameState<Object, Move> s = state("race standard 0,0/0,0/0,0/0,0 n ?");
    Match<Object, Move> match =
        Match.play(s.rules(), s.position(), p -> RandomAgent.of(p.index()), 9, 6);
    assertEquals(6, match.moves().size());
    // A throw, then the thrower's move, for each of the first three players.
    for (int i = 0; i < 6; i += 2) {
      assertTrue(
          List.of("R1", "R2", "R3").contains(match.moves().get(i)), match.moves().toString());
    }
    assertEquals(s.line(), match.start().line());
    GameRecord record = match.record();
    assertEquals(s.line(), record.start());
    assertEquals(match.end().line(), record.replay().get().line());
  }

  @Test
  void aMatchEndsWhenTheGameDoes() {
    GameState<Object, Move> s = state(START);
    Match<Object, Move> match =
        Match.play(s.rules(), s.position(), p -> RandomAgent.of(p.index() + 1), 0, 1000);
    assertTrue(match.end().outcome().isFinished());
    assertTrue(match.moves().size() < 1000);
    assertEquals(match.end().line(), match.record().replay().get().line());
    assertThrows(
        IllegalArgumentException.class,
        () -> RandomAgent.of(1).choose(s.rules(), match.end().position()),
        "a finished game has no move to choose");
  }

  @Test
  void aRecordNeedsAStartingLine() {
    for (String text : List.of("", "\n\n", "# only a comment\n  \n")) {
      Rejection r = GameRecord.parse(text).getLeft();
      assertEquals(CoreRejection.MALFORMED_RECORD, r.code());
      assertEquals("the record has no starting position line", r.message());
    }
  }

  @Test
  void aRecordWithARefusedStartFailsAtMoveZero() {
    MoveFailure failure =
        new GameRecord("breakthrough standard 5/5 w", List.of("a2-a3")).replay().getLeft();
    assertEquals(0, failure.moveNumber());
    assertEquals("illegal position: the board has 2 ranks, not 5", failure.toString());
    assertEquals(
        CoreRejection.UNKNOWN_GAME,
        new GameRecord("chess standard x", List.empty()).replay().getLeft().rejection().code());
  }
}
