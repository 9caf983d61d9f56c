package io.github.latrunculi.core.toys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.agent.Agent;
import io.github.latrunculi.core.agent.Analysis;
import io.github.latrunculi.core.agent.Match;
import io.github.latrunculi.core.agent.MctsAgent;
import io.github.latrunculi.core.agent.MctsConfig;
import io.github.latrunculi.core.agent.MctsConfig.TreeNodes;
import io.github.latrunculi.core.agent.RandomAgent;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The search agent against the random agent, and its settings. The matches of many games are tagged
 * {@code strength} and left out of the mutation run: a surviving mutant replays every test that
 * covers it, and those matches were most of that time while killing what faster tests kill too.
 */
class MctsAgentTests {
  /**
   * Returns the wins of {@code config} against the random agent in 100 games of Breakthrough,
   * colours alternating.
   */
  private static int winsAgainstRandom(MctsConfig config) {
    return winsAgainstRandom(new Breakthrough(), config);
  }

  private static int winsAgainstRandom(Breakthrough rules, MctsConfig config) {
    int mctsWins = 0;
    for (int game = 0; game < 100; game++) {
      // Alternate colours so the first-move advantage does not decide the result.
      int mctsSeat = game % 2;
      Agent mcts = MctsAgent.of(config, game);
      Agent random = RandomAgent.of(1000 + game);
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
  @Tag("strength")
  void mctsBeatsRandomInAtLeast90Of100SeededGamesOfBreakthrough() {
    int wins = winsAgainstRandom(MctsAgent.withIterations(300, 0).config());
    assertTrue(wins >= 90, "MCTS won only " + wins + " of 100");
  }

  @Test
  @Tag("strength")
  void theBaselineSettingsBeatRandomToo() {
    int wins = winsAgainstRandom(MctsConfig.baseline().withIterations(300));
    assertTrue(wins >= 90, "the baseline won only " + wins + " of 100");
  }

  @Test
  @Tag("strength")
  void overTheStepsOfATurnMctsBeatsRandomToo() {
    MctsConfig steps = MctsConfig.defaults().withIterations(300).withNodes(TreeNodes.STEPS);
    int wins = winsAgainstRandom(Breakthrough.inParts(), steps);
    assertTrue(wins >= 90, "MCTS over steps won only " + wins + " of 100");
  }

  @Test
  void theTreeIsOverStepsWhereTheSettingSaysSo() {
    // Breakthrough's start has 13 moves by 5 men (the rank-1 men are blocked). Without widening,
    // 40 iterations expand every root edge: 13 whole moves, or 5 first steps (the men).
    MctsConfig config = MctsConfig.defaults().withWidening(0).withIterations(40);
    Breakthrough plain = new Breakthrough();
    Breakthrough split = Breakthrough.inParts();
    assertEquals(5, split.turnSteps().next(split.initial(), new int[0]).length);
    assertEquals(TreeNodes.WHOLE_MOVES, config.nodes(), "the defaults search over whole moves");
    assertEquals(13, rootEdges(split, config));
    assertEquals(5, rootEdges(split, config.withNodes(TreeNodes.STEPS)));
    assertEquals(13, rootEdges(plain, config.withNodes(TreeNodes.STEPS)));
    assertEquals(TreeNodes.WHOLE_MOVES, MctsConfig.baseline().nodes());
  }

  private static int rootEdges(Breakthrough rules, MctsConfig config) {
    MctsAgent agent = MctsAgent.of(config, 0);
    Breakthrough.Step move = agent.choose(rules, rules.initial());
    assertTrue(rules.legalMoves(rules.initial()).contains(move), move + " is legal");
    return agent.lastSearch().get().rootMoves();
  }

  @Test
  void overStepsTheAgentTakesAWinInOneAndAnalysesWholeMoves() {
    Breakthrough rules = Breakthrough.inParts();
    Breakthrough.Position p =
        rules.notation().parsePosition("breakthrough standard B4/W4/5/3B1/WW3 w").get();
    MctsConfig steps = MctsConfig.defaults().withIterations(400).withNodes(TreeNodes.STEPS);
    MctsAgent agent = MctsAgent.of(steps, 1);
    Breakthrough.Step move = agent.choose(rules, p);
    assertEquals("a4-b5", rules.notation().formatMove(p, move), "the only winning move");
    Analysis analysis = agent.lastAnalysis().get();
    assertEquals("a4-b5", analysis.move());
    // Root entries are the first steps (the men on a4, a1 and b1), each shown as a whole move.
    assertEquals(3, analysis.rootMoves().size());
    assertTrue(
        analysis.rootMoves().forAll(root -> root.move().matches("[a-e][1-5]-[a-e][1-5]")),
        analysis.rootMoves().toString());
  }

  @Test
  void overStepsTheGrownTurnTakesTheBestOfTheSampledLastSteps() {
    // White's one man, c2, may step to b3, c3 or take Black's last man on d3, which wins. The first
    // step has one candidate and is completed at random; its last step is then the best of eight
    // rated draws, so one iteration finds the capture. A random last step would find it in a third
    // of the seeds.
    Breakthrough rules = Breakthrough.inParts();
    Breakthrough.Position p =
        rules.notation().parsePosition("breakthrough standard 5/5/3B1/2W2/5 w").get();
    MctsConfig oneTurn =
        MctsConfig.defaults().withIterations(1).withExpansionSample(8).withNodes(TreeNodes.STEPS);
    for (long seed = 0; seed < 10; seed++) {
      Breakthrough.Step move = MctsAgent.of(oneTurn, seed).choose(rules, p);
      assertEquals("c2-d3", rules.notation().formatMove(p, move), "seed " + seed);
    }
  }

  @Test
  void overStepsTheKeptTreeServesThePositionTwoPliesLaterAndTheMatchRepeats() {
    Breakthrough rules = Breakthrough.inParts();
    MctsConfig config = MctsConfig.defaults().withNodes(TreeNodes.STEPS);
    MctsAgent agent = MctsAgent.of(config.withIterations(400), 5);
    RandomAgent opponent = RandomAgent.of(6);
    Breakthrough.Position p = rules.apply(rules.initial(), agent.choose(rules, rules.initial()));
    p = rules.apply(p, opponent.choose(rules, p));
    agent.choose(rules, p);
    assertTrue(agent.lastSearch().get().keptVisits() > 0, "the kept tree is reused over steps");

    MctsConfig quick = config.withIterations(60);
    Match<Breakthrough.Position, Breakthrough.Step> a =
        Match.play(rules, rules.initial(), seat -> MctsAgent.of(quick, seat.index()), 5, 500);
    Match<Breakthrough.Position, Breakthrough.Step> b =
        Match.play(rules, rules.initial(), seat -> MctsAgent.of(quick, seat.index()), 5, 500);
    assertEquals(a.moves(), b.moves());
    assertTrue(a.end().outcome().isFinished(), "Breakthrough always ends within 500 plies");
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
    RandomAgent random = RandomAgent.of(4);
    two = rules.apply(two, random.choose(rules, two));
    // The agent alternates between two unrelated games, playing every seat of both; a kept tree
    // must only ever be used for the position it belongs to.
    for (int ply = 0;
        ply < 60 && !rules.outcome(one).isFinished() && !rules.outcome(two).isFinished();
        ply++) {
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
    assertEquals(
        MctsConfig.defaults().withIterations(77), MctsAgent.withIterations(77, 0).config());
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
    // The limits themselves are allowed: no playout (score the leaf), no exploration bonus.
    assertEquals(0, d.withPlayoutCap(0).playoutCap());
    assertEquals(0.0, d.withExploration(0.0).exploration());
    assertEquals(0.25, d.withWidening(0.25).widening());
    assertTrue(!d.withHeuristic(false).heuristic() && d.heuristic());
  }

  @Test
  void aFinishedGameHasNoMoveToChoose() {
    Breakthrough rules = new Breakthrough();
    Breakthrough.Position p = rules.initial();
    RandomAgent random = RandomAgent.of(8);
    while (!rules.outcome(p).isFinished()) {
      p = rules.apply(p, random.choose(rules, p));
    }
    Breakthrough.Position end = p;
    assertThrows(
        IllegalArgumentException.class, () -> MctsAgent.withIterations(10, 0).choose(rules, end));
  }

  @Test
  void atAChanceNodeTheAgentDrawsOneOfTheOutcomes() {
    Race rules = new Race();
    Race.Position start = rules.initial();
    assertTrue(rules.toMove(start) instanceof ToMove.Chance, "a race starts with a throw");
    java.util.Set<Race.Action> drawn = new java.util.HashSet<>();
    for (int seed = 0; seed < 30; seed++) {
      Race.Action action = MctsAgent.withIterations(5, seed).choose(rules, start);
      assertTrue(action instanceof Race.Roll, action + " is a throw of the die");
      drawn.add(action);
    }
    assertEquals(3, drawn.size(), "every face of the three-sided die comes up in 30 draws");
  }

  @Test
  void theAgentTakesAWinInOne() {
    // Of White's six moves only a4-b5 reaches the far rank (a4-a5 is blocked by Black's pawn);
    // after any other, Black's pawn on d2 reaches rank 1 and wins.
    Breakthrough rules = new Breakthrough();
    Breakthrough.Position p =
        rules.notation().parsePosition("breakthrough standard B4/W4/5/3B1/WW3 w").get();
    assertEquals(6, rules.legalMoves(p).size());
    for (MctsConfig config :
        java.util.List.of(
            MctsConfig.defaults().withIterations(400), MctsConfig.baseline().withIterations(400))) {
      Breakthrough.Step move = MctsAgent.of(config, 1).choose(rules, p);
      assertTrue(
          rules.outcome(rules.apply(p, move)).isFinished(),
          config + " played " + rules.notation().formatMove(p, move) + " instead of winning");
    }
  }

  @Test
  void aTimeBudgetEndsTheSearchEvenWithUnboundedIterations() {
    Breakthrough rules = new Breakthrough();
    MctsAgent agent = MctsAgent.withMillis(200, 2);
    assertEquals(Integer.MAX_VALUE, agent.config().iterations(), "no iteration limit");
    long start = System.nanoTime();
    Breakthrough.Step move = agent.choose(rules, rules.initial());
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertTrue(rules.legalMoves(rules.initial()).contains(move));
    assertTrue(
        agent.lastSearch().get().iterations() > 1, "the budget allows more than one iteration");
    // Generous for a loaded machine: the point is that the search stops near its budget.
    assertTrue(millis < 10_000, "a 200 ms search took " + millis + " ms");
  }

  @Test
  void anIterationBudgetRunsExactlyThatManyIterationsOnAFreshTree() {
    Breakthrough rules = new Breakthrough();
    MctsAgent agent = MctsAgent.withIterations(37, 0);
    assertTrue(agent.lastSearch().isEmpty(), "nothing searched yet");
    agent.choose(rules, rules.initial());
    assertEquals(37, agent.lastSearch().get().iterations());
    assertEquals(0, agent.lastSearch().get().keptVisits(), "the first search has no kept tree");
  }

  @Test
  void progressiveWideningLetsInCeilTwoSqrtOfVisitsPlusOneMovesAtTheRoot() {
    // Breakthrough's start has 13 moves. With widening 0.5 the root (visited v times) may have
    // ceil(2*sqrt(v+1)) children: after visits 0..9 that lets in 1, 2, 3, 4, 5, 5, 6, 6, 6, 7.
    Breakthrough rules = new Breakthrough();
    assertEquals(13, rules.legalMoves(rules.initial()).size());
    MctsAgent widened = MctsAgent.of(MctsConfig.defaults().withIterations(10), 0);
    widened.choose(rules, rules.initial());
    assertEquals(7, widened.lastSearch().get().rootMoves());
    // Without widening every iteration expands one more root move.
    MctsAgent plain = MctsAgent.of(MctsConfig.baseline().withIterations(10), 0);
    plain.choose(rules, rules.initial());
    assertEquals(10, plain.lastSearch().get().rootMoves());
  }

  @Test
  void theKeptTreeServesThePositionTwoPliesLaterAndOnlyWithTreeReuse() {
    Breakthrough rules = new Breakthrough();
    for (boolean reuse : new boolean[] {true, false}) {
      MctsAgent agent =
          MctsAgent.of(MctsConfig.defaults().withIterations(400).withTreeReuse(reuse), 5);
      RandomAgent opponent = RandomAgent.of(6);
      Breakthrough.Position p = rules.apply(rules.initial(), agent.choose(rules, rules.initial()));
      p = rules.apply(p, opponent.choose(rules, p));
      agent.choose(rules, p);
      int kept = agent.lastSearch().get().keptVisits();
      assertTrue(reuse ? kept > 0 : kept == 0, "reuse " + reuse + ": kept visits " + kept);
      assertEquals(
          400, agent.lastSearch().get().iterations(), "the budget is per move, kept visits aside");
    }
  }

  @Test
  void aKeptTreeIsNotUsedForAnUnrelatedPosition() {
    Breakthrough rules = new Breakthrough();
    MctsAgent agent = MctsAgent.of(MctsConfig.defaults().withIterations(200), 5);
    agent.choose(rules, rules.initial());
    Breakthrough.Position other =
        rules.notation().parsePosition("breakthrough standard B4/W4/5/3B1/WW3 w").get();
    Breakthrough.Step move = agent.choose(rules, other);
    assertEquals(0, agent.lastSearch().get().keptVisits());
    assertTrue(rules.legalMoves(other).contains(move));
  }

  @Test
  void theExpansionGrowsTheBestOfItsSampledMoves() {
    // One iteration grows one root move, which is then the choice: with 64 sampled moves (of six)
    // it is the one whose position is rated best, the win a4-b5.
    Breakthrough rules = new Breakthrough();
    Breakthrough.Position p =
        rules.notation().parsePosition("breakthrough standard B4/W4/5/3B1/WW3 w").get();
    MctsConfig config = MctsConfig.defaults().withIterations(1).withExpansionSample(64);
    for (long seed = 0; seed < 5; seed++) {
      Breakthrough.Step move = MctsAgent.of(config, seed).choose(rules, p);
      assertEquals("a4-b5", rules.notation().formatMove(p, move), "seed " + seed);
    }
  }

  @Test
  void aPlayoutStopsAfterItsCapOfRandomPlies() {
    // From the start a Breakthrough game needs at least five plies to end, so one iteration
    // (one expanded move, then the playout) draws exactly playoutCap random moves up to a cap of 3.
    for (int cap = 0; cap <= 3; cap++) {
      CountingBreakthrough rules = new CountingBreakthrough();
      MctsConfig config = MctsConfig.baseline().withIterations(1).withPlayoutCap(cap);
      MctsAgent.of(config, 0).choose(rules, rules.initial());
      assertEquals(cap, rules.randomMoves, "random moves drawn with a cap of " + cap);
    }
  }

  @Test
  void withoutSamplingTheExpandedMoveIsDrawnAtRandom() {
    // One iteration grows one root move, which is then the choice; with expansionSample 1 it is
    // drawn uniformly from the 13 moves of the start, so 20 seeds give several different ones.
    Breakthrough rules = new Breakthrough();
    MctsConfig config = MctsConfig.baseline().withIterations(1);
    java.util.Set<Breakthrough.Step> chosen = new java.util.HashSet<>();
    for (long seed = 0; seed < 20; seed++) {
      chosen.add(MctsAgent.of(config, seed).choose(rules, rules.initial()));
    }
    assertTrue(chosen.size() >= 5, "only " + chosen.size() + " different moves in 20 draws");
  }

  /** Breakthrough that counts the random moves drawn from it. */
  private static final class CountingBreakthrough
      implements io.github.latrunculi.core.Rules<Breakthrough.Position, Breakthrough.Step> {
    private final Breakthrough game = new Breakthrough();
    int randomMoves;

    @Override
    public io.vavr.control.Option<Breakthrough.Step> randomMove(
        Breakthrough.Position position, java.util.random.RandomGenerator random) {
      randomMoves++;
      return game.randomMove(position, random);
    }

    @Override
    public String gameId() {
      return game.gameId();
    }

    @Override
    public String variantName() {
      return game.variantName();
    }

    @Override
    public io.vavr.collection.Seq<io.github.latrunculi.core.Player> players() {
      return game.players();
    }

    @Override
    public Breakthrough.Position initial() {
      return game.initial();
    }

    @Override
    public ToMove<Breakthrough.Step> toMove(Breakthrough.Position position) {
      return game.toMove(position);
    }

    @Override
    public io.vavr.collection.Seq<Breakthrough.Step> legalMoves(Breakthrough.Position position) {
      return game.legalMoves(position);
    }

    @Override
    public io.vavr.control.Either<io.github.latrunculi.core.Rejection, Breakthrough.Position> play(
        Breakthrough.Position position, Breakthrough.Step move) {
      return game.play(position, move);
    }

    @Override
    public Breakthrough.Position apply(Breakthrough.Position position, Breakthrough.Step move) {
      return game.apply(position, move);
    }

    @Override
    public Outcome outcome(Breakthrough.Position position) {
      return game.outcome(position);
    }

    @Override
    public long hash(Breakthrough.Position position) {
      return game.hash(position);
    }

    @Override
    public io.github.latrunculi.core.Notation<Breakthrough.Position, Breakthrough.Step> notation() {
      return game.notation();
    }

    @Override
    public io.github.latrunculi.core.BoardView view(Breakthrough.Position position) {
      return game.view(position);
    }

    @Override
    public io.github.latrunculi.core.MoveInputs moveInputs(
        Breakthrough.Position position, Breakthrough.Step move) {
      return game.moveInputs(position, move);
    }
  }
}
