package io.github.latrunculi.core.toys;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.agent.Agent;
import io.github.latrunculi.core.agent.AlphaBetaAgent;
import io.github.latrunculi.core.agent.Analysis;
import io.github.latrunculi.core.agent.BestReplyAgent;
import io.github.latrunculi.core.agent.Match;
import io.github.latrunculi.core.agent.MctsAgent;
import io.github.latrunculi.core.agent.RandomAgent;
import io.vavr.collection.Seq;
import java.util.function.LongFunction;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/** The alpha-beta and best-reply agents on the toy games: strength, tactics, analysis. */
class AlphaBetaAgentTests {
  private static final Breakthrough BREAKTHROUGH = new Breakthrough();
  private static final Race RACE = new Race();

  /**
   * Returns the wins of {@code agent} against {@code opponent} in 40 games, colours alternating.
   */
  private static int winsInBreakthrough(LongFunction<Agent> agent, LongFunction<Agent> opponent) {
    int wins = 0;
    for (int game = 0; game < 40; game++) {
      int seat = game % 2;
      Agent a = agent.apply(game);
      Agent b = opponent.apply(1000 + game);
      Match<Breakthrough.Position, Breakthrough.Step> match =
          Match.play(
              BREAKTHROUGH, BREAKTHROUGH.initial(), p -> p.index() == seat ? a : b, game, 500);
      assertTrue(match.end().outcome().isFinished(), "Breakthrough always ends");
      if (match.end().outcome().score(BREAKTHROUGH.players().get(seat)) == 1.0) {
        wins++;
      }
    }
    return wins;
  }

  @Test
  void alphaBetaBeatsRandomPlay() {
    int wins = winsInBreakthrough(seed -> AlphaBetaAgent.withDepth(3, seed), RandomAgent::of);
    assertTrue(wins >= 38, "alpha-beta won only " + wins + " of 40");
  }

  /**
   * Breakthrough's evaluate is 0.5 until the end, so this is search alone against playouts. Tagged
   * {@code strength}: the mutation run leaves it out, since alpha-beta's search is not mutated and
   * its 40 games would otherwise replay for every surviving MCTS mutant.
   */
  @Test
  @Tag("strength")
  void deepAlphaBetaBeatsSmallMcts() {
    int wins =
        winsInBreakthrough(
            seed -> AlphaBetaAgent.withDepth(6, seed), seed -> MctsAgent.withIterations(50, seed));
    assertTrue(wins >= 28, "alpha-beta won only " + wins + " of 40 against 50-iteration MCTS");
  }

  @Test
  void takesTheWinInOneAndSaysSo() {
    // White's man on b4 steps to the far rank; nothing else wins at once.
    Breakthrough.Position position = position("breakthrough standard 4B/1W3/5/5/W4 w");
    AlphaBetaAgent agent = AlphaBetaAgent.withDepth(3, 0);
    Breakthrough.Step move = agent.choose(BREAKTHROUGH, position);
    assertEquals("b4", BREAKTHROUGH.notation().formatMove(position, move).substring(0, 2));
    Analysis analysis = agent.lastAnalysis().get();
    assertEquals(1.0, analysis.score(), "a win in one is a sure win");
    assertEquals(1, analysis.principalVariation().size(), "the game ends after the move");
  }

  @Test
  void stopsTheOpponentsWinInTwo() {
    // Black's man on b2 reaches the far rank next move unless White captures it from a1 or c1.
    Breakthrough.Position position = position("breakthrough standard BBB2/5/5/1B3/W1W2 w");
    Breakthrough.Step move = AlphaBetaAgent.withDepth(2, 0).choose(BREAKTHROUGH, position);
    assertEquals("b2", BREAKTHROUGH.notation().formatMove(position, move).substring(3));
  }

  @Test
  void theLineReplaysLegallyAndTheFiguresAreFilledIn() {
    AlphaBetaAgent agent = AlphaBetaAgent.withDepth(4, 3);
    Breakthrough.Step move = agent.choose(BREAKTHROUGH, BREAKTHROUGH.initial());
    Analysis analysis = agent.lastAnalysis().get();
    assertEquals(BREAKTHROUGH.notation().formatMove(BREAKTHROUGH.initial(), move), analysis.move());
    assertEquals(4, analysis.depth());
    assertTrue(analysis.nodes() > 20, "a 4-ply search visits more than the root's moves");
    assertTrue(analysis.principalVariation().size() >= 4, analysis.toText());
    assertReplays(BREAKTHROUGH, BREAKTHROUGH.initial(), analysis.principalVariation());
  }

  @Test
  void aDepthBudgetIsDeterministicForASeed() {
    for (LongFunction<Agent> agent :
        java.util.List.<LongFunction<Agent>>of(
            seed -> AlphaBetaAgent.withDepth(3, seed), seed -> BestReplyAgent.withDepth(3, seed))) {
      Match<Race.Position, Race.Action> a =
          Match.play(RACE, RACE.initial(), p -> agent.apply(p.index()), 5, 1000);
      Match<Race.Position, Race.Action> b =
          Match.play(RACE, RACE.initial(), p -> agent.apply(p.index()), 5, 1000);
      assertEquals(a.moves(), b.moves());
      assertTrue(a.end().outcome().isFinished(), "a race always ends");
    }
  }

  @Test
  void budgetsOutOfRangeAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> AlphaBetaAgent.withDepth(0, 0));
    assertThrows(IllegalArgumentException.class, () -> BestReplyAgent.withDepth(65, 0));
    assertThrows(IllegalArgumentException.class, () -> AlphaBetaAgent.withMillis(0, 0));
  }

  @Test
  void aTimeBudgetStillCompletesTheFirstIteration() {
    AlphaBetaAgent agent = AlphaBetaAgent.withMillis(1, 0);
    agent.choose(BREAKTHROUGH, BREAKTHROUGH.initial());
    assertTrue(agent.lastAnalysis().get().depth() >= 1);
  }

  @Test
  void mctsAndRandomExplainTheirChoiceToo() {
    MctsAgent mcts = MctsAgent.withIterations(200, 1);
    Breakthrough.Step move = mcts.choose(BREAKTHROUGH, BREAKTHROUGH.initial());
    Analysis analysis = mcts.lastAnalysis().get();
    assertEquals(BREAKTHROUGH.notation().formatMove(BREAKTHROUGH.initial(), move), analysis.move());
    assertEquals(200, analysis.nodes(), "an MCTS analysis counts its playouts");
    assertEquals(analysis.move(), analysis.rootMoves().head().move(), "most visited first");
    assertEquals(
        200, analysis.rootMoves().map(Analysis.RootMove::visits).sum().intValue(), "every visit");
    assertReplays(BREAKTHROUGH, BREAKTHROUGH.initial(), analysis.principalVariation());

    RandomAgent random = RandomAgent.of(2);
    assertTrue(random.lastAnalysis().isEmpty(), "nothing chosen yet");
    Breakthrough.Step drawn = random.choose(BREAKTHROUGH, BREAKTHROUGH.initial());
    assertEquals(
        BREAKTHROUGH.notation().formatMove(BREAKTHROUGH.initial(), drawn),
        random.lastAnalysis().get().move());
  }

  @Test
  void aChanceOutcomeLeavesNoAnalysisBehind() {
    Race.Position start = RACE.initial(); // a throw is due
    for (Agent agent :
        java.util.List.of(
            AlphaBetaAgent.withDepth(2, 0), MctsAgent.withIterations(20, 0), RandomAgent.of(0))) {
      Race.Position rolled = RACE.apply(start, agent.choose(RACE, start));
      agent.choose(RACE, rolled);
      assertTrue(agent.lastAnalysis().isDefined(), agent + " explains a seat's move");
      agent.choose(RACE, start);
      assertTrue(agent.lastAnalysis().isEmpty(), agent + " kept an old analysis after a throw");
    }
  }

  @Test
  void anAnalysisChecksItsFields() {
    Seq<String> line = io.vavr.collection.List.of("a2-a3");
    Seq<Analysis.RootMove> none = io.vavr.collection.List.empty();
    assertThrows(
        IllegalArgumentException.class, () -> new Analysis("a2-a3", 1.5, line, 1, 1, 1, none));
    assertThrows(
        IllegalArgumentException.class, () -> new Analysis("b2-b3", 0.5, line, 1, 1, 1, none));
    assertThrows(
        IllegalArgumentException.class, () -> new Analysis("a2-a3", 0.5, line, -1, 1, 1, none));
    String text = new Analysis("a2-a3", 0.25, line, 1, 2, 3, none).toText();
    assertTrue(text.contains("0.250") && text.contains("a2-a3"), text);
  }

  private static Breakthrough.Position position(String line) {
    return BREAKTHROUGH.notation().parsePosition(line).get();
  }

  private static <S, M extends io.github.latrunculi.core.Move> void assertReplays(
      Rules<S, M> rules, S start, Seq<String> line) {
    S state = start;
    for (String move : line) {
      var next = rules.play(state, move);
      assertTrue(next.isRight(), move + " in the line is not legal: " + next);
      state = next.get();
    }
  }
}
