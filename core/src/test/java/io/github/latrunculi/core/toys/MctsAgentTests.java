package io.github.latrunculi.core.toys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Agent;
import io.github.latrunculi.core.Match;
import io.github.latrunculi.core.MctsAgent;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.RandomAgent;
import org.junit.jupiter.api.Test;

/** The search agent against the random agent. */
class MctsAgentTests {
  @Test
  void mctsBeatsRandomInAtLeast90Of100SeededGamesOfBreakthrough() {
    Breakthrough rules = new Breakthrough();
    int mctsWins = 0;
    for (int game = 0; game < 100; game++) {
      // Alternate colours so the first-move advantage does not decide the result.
      int mctsSeat = game % 2;
      Agent mcts = MctsAgent.withIterations(300, game);
      Agent random = new RandomAgent(1000 + game);
      Match<Breakthrough.Position, Breakthrough.Step> match =
          Match.play(rules, rules.initial(), p -> p.index() == mctsSeat ? mcts : random, game, 500);
      Outcome outcome = match.end().outcome();
      assertTrue(outcome.isFinished(), "Breakthrough always ends within 500 plies");
      if (outcome.score(rules.players().get(mctsSeat)) == 1.0) {
        mctsWins++;
      }
    }
    assertTrue(mctsWins >= 90, "MCTS won only " + mctsWins + " of 100");
  }

  @Test
  void sameSeedGivesSameMatch() {
    Race rules = new Race();
    Match<Race.Position, Race.Action> a =
        Match.play(rules, rules.initial(), p -> MctsAgent.withIterations(50, p.index()), 5, 1000);
    Match<Race.Position, Race.Action> b =
        Match.play(rules, rules.initial(), p -> MctsAgent.withIterations(50, p.index()), 5, 1000);
    assertEquals(a.moves(), b.moves());
    assertTrue(a.end().outcome().isFinished(), "a race always ends");
  }
}
