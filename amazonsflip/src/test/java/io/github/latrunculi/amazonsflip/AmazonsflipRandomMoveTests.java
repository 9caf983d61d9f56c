package io.github.latrunculi.amazonsflip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fast random turn of playouts must draw exactly the legal turns, each with the same
 * probability, also where most moves are dead ends (where it falls back to exact counting).
 */
class AmazonsflipRandomMoveTests {
  /**
   * Border rules; player 1's amazon a1 can move to a2 .. a10, but the neutral stones on the b file
   * and on c4, c5, c6 leave b5 as the only fire target, reached from a4, a5 and a6 only: three
   * legal turns among nine destinations.
   */
  static final String DEAD_ENDS = "1N7a/1N8/1N8/1N8/1NN7/2N7/1NN7/1N8/1N8/AN8 1 - border";

  @Test
  void uniformOverTheLegalTurnsOfE11() {
    assertUniform("9a/10/10/10/10/2ss6/1A2s5/10/10/10 1 - regular", 1);
  }

  @Test
  void uniformOverTheLegalTurnsOfE12() {
    assertUniform("9a/10/10/10/10/10/10/SS8/1S8/A9 1 - border", 2);
  }

  @Test
  void uniformWhereAlmostEveryMoveIsADeadEnd() {
    assertEquals(
        "a1-a4/b5 a1-a5/b5 a1-a6/b5",
        Dossier.rules(DEAD_ENDS).legalMoves(Dossier.position(DEAD_ENDS)).map(m -> m.toString()).mkString(" "));
    assertUniform(DEAD_ENDS, 3);
  }

  @Test
  void noTurnWhenEveryMoveIsADeadEnd() {
    // As DEAD_ENDS, with a neutral stone on b5 as well: nine destinations, no fire target.
    String none = "1N7a/1N8/1N8/1N8/1NN7/1NN7/1NN7/1N8/1N8/AN8 1 - border";
    AmazonsflipRules rules = Dossier.rules(none);
    assertTrue(rules.randomMove(Dossier.position(none), new SplittableRandom(1)).isEmpty());
    assertTrue(rules.outcome(Dossier.position(none)).isFinished());
  }

  @Test
  void playoutsEndWhenTheGameEnds() {
    AmazonsflipRules rules = AmazonsflipRules.of(AmazonsflipVariant.BORDER);
    AmazonsflipPosition end = rules.randomPlayout(rules.initial(), new SplittableRandom(5), 200);
    assertTrue(rules.outcome(end).isFinished());
    assertTrue(rules.legalMoves(end).isEmpty());
  }

  /**
   * Draws 300 turns per legal turn and checks every count against 300 within 25 %: the binomial
   * standard deviation is about 17, so the band is over 4 standard deviations wide, while a sampler
   * biased by the number of shots per destination misses it by far. Only legal turns may appear.
   */
  private static void assertUniform(String dossierPosition, long seed) {
    AmazonsflipRules rules = Dossier.rules(dossierPosition);
    AmazonsflipPosition position = Dossier.position(dossierPosition);
    Seq<AmazonsflipMove> legal = rules.legalMoves(position);
    SplittableRandom random = new SplittableRandom(seed);
    Map<AmazonsflipMove, Integer> counts = HashMap.empty();
    for (int i = 0; i < 300 * legal.size(); i++) {
      AmazonsflipMove m = rules.randomMove(position, random).get();
      counts = counts.put(m, counts.get(m).getOrElse(0) + 1);
    }
    assertEquals(legal.toSet(), counts.keySet(), "exactly the legal turns are drawn");
    for (var entry : counts) {
      assertTrue(
          entry._2 > 225 && entry._2 < 375, entry._1 + " drawn " + entry._2 + " times, not about 300");
    }
  }
}
