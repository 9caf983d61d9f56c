package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.RULES;
import static io.github.latrunculi.quaternity.QuaternityFixtures.after;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Player;
import io.github.latrunculi.quaternity.QuaternityMove.Pass;
import io.vavr.collection.HashMap;
import io.vavr.collection.HashSet;
import io.vavr.collection.Map;
import io.vavr.collection.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** What search asks of the rules: the fast uniform random move and the heuristic evaluation. */
class QuaternitySearchTests {
  private static final Player WHITE = QuaternityArmy.WHITE.player();
  private static final Player RED = QuaternityArmy.RED.player();
  private static final Player BLACK = QuaternityArmy.BLACK.player();
  private static final Player GREEN = QuaternityArmy.GREEN.player();

  /** 4,100 draws over the 41 opening moves: each is legal, and each comes up about 100 times. */
  @Test
  void randomMoveDrawsEveryLegalMoveAndNothingElse() {
    QuaternityPosition start = RULES.initial();
    Set<QuaternityMove> legal = HashSet.ofAll(RULES.legalMoves(start));
    SplittableRandom random = new SplittableRandom(7);
    Map<QuaternityMove, Integer> counts = HashMap.empty();
    for (int i = 0; i < 4_100; i++) {
      QuaternityMove move = RULES.randomMove(start, random).get();
      counts = counts.put(move, counts.getOrElse(move, 0) + 1);
    }
    assertEquals(legal, counts.keySet());
    // A uniform draw gives each move 100 expected hits (sd about 10); 50 and 150 are 5 sd away.
    assertTrue(counts.values().forAll(n -> n > 50 && n < 150), counts::toString);
  }

  /** Dossier T12: White's only move is the pass; at the end there is none. */
  @Test
  void randomMoveIsThePassWhenStuckAndNothingAtTheEnd() {
    String t12 = "rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK10gK w wrbg AAAA - *";
    assertTrue(RULES.randomMove(position(t12), new SplittableRandom(1)).get() instanceof Pass);
    String drawn = "11bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK11 w wbbw AXAX - D";
    assertTrue(RULES.randomMove(position(drawn), new SplittableRandom(1)).isEmpty());
  }

  /** The start is the same army turned four times, so every player has the same share. */
  @Test
  void evaluateGivesEachPlayerAQuarterAtTheStart() {
    for (Player p : RULES.players()) {
      assertEquals(0.25, RULES.evaluate(RULES.initial(), p), 1e-12);
    }
  }

  /** A frozen player scores 0; the three others are turned copies of one another: a third each. */
  @Test
  void evaluateGivesAFrozenPlayerNothing() {
    QuaternityPosition resigned = RULES.play(RULES.initial(), "resign(r)").get();
    assertEquals(0.0, RULES.evaluate(resigned, RED));
    for (Player p : new Player[] {WHITE, BLACK, GREEN}) {
      assertEquals(1.0 / 3, RULES.evaluate(resigned, p), 1e-12);
    }
  }

  /** Dossier T10: White mates Red and takes its army, so White's share rises above the others'. */
  @Test
  void evaluateCreditsTheMaterWithTheTakenArmy() {
    String t10 = "rK10bK/7wR4/12/12/3wN8/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wrbg AAAA - *";
    QuaternityPosition before = position(t10);
    QuaternityPosition mated = position(after(t10, "d8-c10"));
    assertEquals(0.0, RULES.evaluate(mated, RED));
    assertTrue(RULES.evaluate(mated, WHITE) > RULES.evaluate(before, WHITE));
    assertTrue(RULES.evaluate(mated, WHITE) > RULES.evaluate(mated, BLACK));
    assertTrue(RULES.evaluate(mated, WHITE) > RULES.evaluate(mated, GREEN));
  }

  /** Dossier T13 (a stalemate draw) and T20 (Black the last active player): the outcome's score. */
  @Test
  void evaluateAtTheEndIsTheOutcomesScore() {
    QuaternityPosition drawn =
        position("11bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK11 w wbbw AXAX - D");
    assertEquals(0.5, RULES.evaluate(drawn, WHITE));
    assertEquals(0.5, RULES.evaluate(drawn, BLACK));
    String t20 = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAAA - *";
    QuaternityPosition won = position(after(t20, "resign(r)", "resign(w)", "timeout(g)"));
    assertEquals(1.0, RULES.evaluate(won, BLACK));
    assertEquals(0.0, RULES.evaluate(won, WHITE));
  }
}
