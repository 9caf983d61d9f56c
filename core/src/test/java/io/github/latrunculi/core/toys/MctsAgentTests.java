package io.github.latrunculi.core.toys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Agent;
import io.github.latrunculi.core.Match;
import io.github.latrunculi.core.MctsAgent;
import io.github.latrunculi.core.MctsConfig;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.RandomAgent;
import org.junit.jupiter.api.Test;

/** The search agent against the random agent, and its settings. */
class MctsAgentTests {
  /** Returns the wins of {@code config} against the random agent in 100 games, colours alternating. */
  private static int winsAgainstRandom(MctsConfig config) {
    Breakthrough rules = new Breakthrough();
    int mctsWins = 0;
    for (int game = 0; game < 100; game++) {
      // Alternate colours so the first-move advantage does not decide the result.
      int mctsSeat = game % 2;
      Agent mcts = MctsAgent.of(config, game);
      Agent random = new RandomAgent(1000 + game);
      Match<Breakthrough.Position, Breakthrough.Step> match =
          Match.play(rules, rules.initial(), p -> p.index() == mctsSeat ? mcts : random, game, 500);
      Outcome outcome = match.end().outcome();
      assertTrue(outcome.isFinished(), "Breakthrough always ends within 500 plies");
      if (outcome.score(rules.players().get(mctsSeat)) == 1.0) {
        mctsWins++;
      }
    }
    return mctsWins;
  }

  @Test
  void mctsBeatsRandomInAtLeast90Of100SeededGamesOfBreakthrough() {
    int wins = winsAgainstRandom(MctsAgent.withIterations(300, 0).config());
    assertTrue(wins >= 90, "MCTS won only " + wins + " of 100");
  }

  @Test
  void theBaselineSettingsBeatRandomToo() {
    int wins = winsAgainstRandom(MctsConfig.baseline().withIterations(300));
    assertTrue(wins >= 90, "the baseline won only " + wins + " of 100");
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

  @Test
  void aReusedTreeIsDeterministicWithChanceAndOneAgentPerSeat() {
    Race rules = new Race();
    MctsConfig config = MctsConfig.defaults().withIterations(80);
    assertTrue(config.treeReuse(), "the defaults reuse the tree");
    int seats = rules.players().size();
    Agent[] first = new Agent[seats];
    Agent[] second = new Agent[seats];
    for (int seat = 0; seat < seats; seat++) {
      first[seat] = MctsAgent.of(config, seat);
      second[seat] = MctsAgent.of(config, seat);
    }
    Match<Race.Position, Race.Action> a =
        Match.play(rules, rules.initial(), p -> first[p.index()], 9, 1000);
    Match<Race.Position, Race.Action> b =
        Match.play(rules, rules.initial(), p -> second[p.index()], 9, 1000);
    assertEquals(a.moves(), b.moves());
    assertTrue(a.end().outcome().isFinished(), "a race always ends");
  }

  @Test
  void oneAgentWithTreeReuseServesTwoGamesAndBothSeatsWithLegalMoves() {
    Breakthrough rules = new Breakthrough();
    MctsAgent agent = MctsAgent.of(MctsConfig.defaults().withIterations(60), 3);
    Breakthrough.Position one = rules.initial();
    Breakthrough.Position two = rules.initial();
    RandomAgent random = new RandomAgent(4);
    two = rules.apply(two, random.choose(rules, two));
    // The agent alternates between two unrelated games, playing every seat of both; a kept tree
    // must only ever be used for the position it belongs to.
    for (int ply = 0; ply < 60 && !rules.outcome(one).isFinished() && !rules.outcome(two).isFinished(); ply++) {
      Breakthrough.Step a = agent.choose(rules, one);
      assertTrue(rules.legalMoves(one).contains(a), a + " is legal in game one");
      one = rules.apply(one, a);
      Breakthrough.Step b = agent.choose(rules, two);
      assertTrue(rules.legalMoves(two).contains(b), b + " is legal in game two");
      two = rules.apply(two, b);
    }
  }

  @Test
  void theFactoriesUseTheDefaultSettingsWithTheirBudget() {
    assertEquals(MctsConfig.defaults().withIterations(77), MctsAgent.withIterations(77, 0).config());
    assertEquals(MctsConfig.defaults().withMillis(5), MctsAgent.withMillis(5, 0).config());
    assertEquals(12, MctsAgent.withIterations(77, 0).withPlayoutCap(12).config().playoutCap());
    assertNotEquals(MctsConfig.defaults(), MctsConfig.baseline());
  }

  @Test
  void theBaselineIsTheFirstVersionsSearch() {
    MctsConfig baseline = MctsConfig.baseline();
    assertEquals(1.4, baseline.exploration());
    assertEquals(400, baseline.playoutCap());
    assertEquals(0.0, baseline.widening());
    assertEquals(1, baseline.expansionSample());
    assertTrue(!baseline.treeReuse() && baseline.heuristic(), "no reuse; evaluate at the cap");
  }

  @Test
  void invalidSettingsAreRefused() {
    MctsConfig d = MctsConfig.defaults();
    assertThrows(IllegalArgumentException.class, () -> d.withIterations(0));
    assertThrows(IllegalArgumentException.class, () -> d.withMillis(-1));
    assertThrows(IllegalArgumentException.class, () -> d.withMillis(0));
    assertThrows(IllegalArgumentException.class, () -> d.withPlayoutCap(-1));
    assertThrows(IllegalArgumentException.class, () -> d.withExploration(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> d.withExploration(-0.1));
    assertThrows(IllegalArgumentException.class, () -> d.withWidening(1.0));
    assertThrows(IllegalArgumentException.class, () -> d.withExpansionSample(0));
  }

  @Test
  void aFinishedGameHasNoMoveToChoose() {
    Breakthrough rules = new Breakthrough();
    Breakthrough.Position p = rules.initial();
    RandomAgent random = new RandomAgent(8);
    while (!rules.outcome(p).isFinished()) {
      p = rules.apply(p, random.choose(rules, p));
    }
    Breakthrough.Position end = p;
    assertThrows(
        IllegalArgumentException.class, () -> MctsAgent.withIterations(10, 0).choose(rules, end));
  }
}
