package io.github.latrunculi.core.toys;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.agent.Perft;
import io.vavr.Tuple2;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft of the toy games, with the expected counts derived by hand in the source column. */
class ToyPerftTests {
  @ParameterizedTest(name = "{0} depth {1} = {2} ({3})")
  @CsvSource({
    // Breakthrough 5x5: 3 front men in the middle have 3 moves, the 2 on the edges have 2;
    // back men are boxed in by their own front rank.
    "breakthrough, 1, 13, '3*3 + 2*2'",
    // Every white move lands on rank 3 straight in front of a black man, removing exactly one of
    // Black's 13 moves (its straight step); the diagonal onto it becomes a capture.
    "breakthrough, 2, 156, '13 * 12'",
    // Race: a throw (3), then the single token move from 0 (1), for four players in turn.
    "race, 1, 3, 'three faces'",
    "race, 2, 3, 'both tokens on 0: one move'",
    "race, 8, 81, '3^4 throws, one move each'",
    "race, 9, 243, '3^5'",
    // The fifth move: tokens on {d, 0} with d in 1..3; both may move (d + 3 <= 8): 2 moves.
    "race, 10, 486, '3^5 * 2'",
  })
  void perft(String game, int depth, long expected, String source) {
    Rules<?, ?> rules = game.equals("race") ? new Race() : new Breakthrough();
    assertEquals(expected, count(rules, depth), source);
  }

  private static <S, M extends io.github.latrunculi.core.Move> long count(
      Rules<S, M> rules, int depth) {
    return Perft.count(rules, rules.initial(), depth);
  }

  @Test
  void splitCountsAddUpAndAreSortedByMoveText() {
    Breakthrough rules = new Breakthrough();
    var split = Perft.split(rules, rules.initial(), 2);
    assertEquals(13, split.size());
    assertEquals(156L, split.map(Tuple2::_2).sum().longValue());
    assertEquals(split.map(Tuple2::_1).sorted(), split.map(Tuple2::_1));
    // a2-a3 stands in front of a4, so Black keeps 12 of its 13 moves.
    assertEquals("a2-a3", split.head()._1);
    assertEquals(12L, split.head()._2);
  }
}
