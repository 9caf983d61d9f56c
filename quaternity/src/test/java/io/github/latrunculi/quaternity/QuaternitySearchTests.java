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
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

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

  /**
   * randomMove draws uniformly from exactly the legal moves, by a chi-square test at the 0.1% level
   * (fixed seed, 200 expected draws per move) from positions where many pseudo-legal moves are
   * illegal: a pin (dossier T8b), a check that one rook move blocks, and the self-exposure filter
   * (dossier T17), besides the start.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "rK2rRrP>2bP<bR2bK/1rQ1rNrP>2bP<bB1bQ1/3rNrP>2bP<bB3/rRrBrBrP*4bP*bNbNbR/"
            + "rPvrPvrPv1rP*2bP*1bPvbPvbPv/12/12/wP^wP^wP^1wP*2gP*1gP^gP^gP^/"
            + "wRwNwNwP*4gP*gBgBgR/3wBwP>2gP<gN3/1wQ1wBwP>2gP<gN1gQ1/wK2wRwP>2gP<gR2gK"
            + " w wrbg AAAA - *",
        "rK10bK/12/12/12/12/12/12/4rB7/12/12/1wN10/wK10gK w wrbg AAAA - *",
        "rK10bK/12/12/12/12/12/bR4wK6/12/12/12/12/1wR9gK w wrbg AAAA - *",
        "gK10bK/12/12/12/12/12/12/12/12/7wR4/12/wK3rK6bR w wrbg AAAA - *"
      })
  void randomMoveIsUniformOverTheLegalMoves(String qfen) {
    QuaternityPosition position = QuaternityFixtures.position(qfen);
    Seq<QuaternityMove> legal = RULES.legalMoves(position);
    int perMove = 200;
    SplittableRandom random = new SplittableRandom(17);
    java.util.Map<QuaternityMove, Integer> counts = new java.util.HashMap<>();
    for (int i = 0; i < perMove * legal.size(); i++) {
      counts.merge(RULES.randomMove(position, random).get(), 1, Integer::sum);
    }
    assertEquals(
        HashSet.ofAll(legal), HashSet.ofAll(counts.keySet()), "draws exactly the legal moves");
    double chiSquare = 0;
    for (int observed : counts.values()) {
      chiSquare += (observed - perMove) * (double) (observed - perMove) / perMove;
    }
    int df = legal.size() - 1;
    // Wilson-Hilferty approximation of the chi-square quantile at 0.999 (z = 3.09).
    double h = 2.0 / (9 * df);
    double critical = df * Math.pow(1 - h + 3.09 * Math.sqrt(h), 3);
    assertTrue(
        chiSquare < critical,
        "chi-square " + chiSquare + " over " + df + " degrees of freedom exceeds " + critical);
  }

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
