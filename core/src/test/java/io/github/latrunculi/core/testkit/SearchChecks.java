package io.github.latrunculi.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.TurnSteps;
import io.github.latrunculi.core.agent.Agent;
import io.github.latrunculi.core.agent.AlphaBetaAgent;
import io.github.latrunculi.core.agent.Analysis;
import io.github.latrunculi.core.agent.BestReplyAgent;
import io.github.latrunculi.core.agent.Match;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.random.RandomGenerator;
import java.util.stream.IntStream;

/**
 * The kit's checks of what search relies on: the noisy moves, the turn steps and the alliances a
 * game declares, and short matches of the search agents whose every choice and expected line must
 * be legal.
 */
final class SearchChecks {
  private SearchChecks() {}

  /** Checks that the noisy moves are distinct legal moves, and none once the game is over. */
  static <S, M extends Move> void checkNoisy(Rules<S, M> rules, S position, Seq<M> legal) {
    Seq<M> noisy = rules.noisyMoves(position);
    if (legal.isEmpty()) {
      assertTrue(noisy.isEmpty(), "no move is noisy once the game is over");
      return;
    }
    assertEquals(noisy.size(), noisy.distinct().size(), "noisy moves must be distinct");
    for (M move : noisy) {
      assertTrue(legal.contains(move), () -> "a noisy move is not legal: " + move);
    }
  }

  /**
   * Checks the turn steps of a position: walking every prefix from the empty one, each step list is
   * distinct, no prefix is a dead end, a complete prefix has no next steps, and the complete
   * prefixes identify exactly the legal moves, each once; the random draw by parts is legal.
   */
  static <S, M extends Move> void checkSteps(
      Rules<S, M> rules, S position, Seq<M> legal, RandomGenerator random) {
    TurnSteps<S, M> steps = rules.turnSteps();
    java.util.List<M> identified = new java.util.ArrayList<>();
    collectMoves(steps, position, new int[0], identified);
    assertEquals(legal.size(), identified.size(), "the steps identify one move per legal move");
    assertEquals(
        HashSet.ofAll(legal), HashSet.ofAll(identified), "the steps identify the legal moves");
    Option<M> drawn = steps.randomMoveByParts(position, random);
    assertEquals(legal.isEmpty(), drawn.isEmpty(), "a draw by parts is empty exactly at the end");
    drawn.forEach(m -> assertTrue(legal.contains(m), () -> "a draw by parts is illegal: " + m));
  }

  private static <S, M extends Move> void collectMoves(
      TurnSteps<S, M> steps, S position, int[] prefix, java.util.List<M> identified) {
    Option<M> move = steps.move(position, prefix);
    int[] next = steps.next(position, prefix);
    String at = "after steps " + Arrays.toString(prefix);
    if (move.isDefined()) {
      assertEquals(0, next.length, () -> "a complete prefix has no next steps, " + at);
      identified.add(move.get());
      return;
    }
    assertEquals(
        next.length, IntStream.of(next).distinct().count(), () -> "steps are distinct, " + at);
    assertTrue(next.length > 0 || prefix.length == 0, () -> "a prefix is a dead end, " + at);
    for (int step : next) {
      collectMoves(steps, position, TurnSteps.extend(prefix, step), identified);
    }
  }

  /** Checks that {@code allied} is reflexive and symmetric over the players. */
  static <S, M extends Move> void checkAlliances(Rules<S, M> rules) {
    for (Player a : rules.players()) {
      assertTrue(rules.allied(a, a), () -> a + " must be allied with itself");
      for (Player b : rules.players()) {
        assertEquals(rules.allied(a, b), rules.allied(b, a), () -> a + " and " + b + ": symmetric");
      }
    }
  }

  /** Checks that allies share the score of a finished game. */
  static <S, M extends Move> void checkAlliesShareScore(Rules<S, M> rules, S end) {
    Outcome outcome = rules.outcome(end);
    if (!outcome.isFinished()) {
      return;
    }
    for (Player a : rules.players()) {
      for (Player b : rules.players()) {
        if (rules.allied(a, b)) {
          assertEquals(
              outcome.score(a),
              outcome.score(b),
              1e-12,
              a + " and " + b + " are allies: one score");
        }
      }
    }
  }

  /**
   * Plays a short match in which every seat is the given agent, checking each choice: the move is
   * legal, and the analysis's line starts with the move's text and replays legally from the
   * position the move was chosen in.
   */
  static <S, M extends Move> void checkAgentMatch(
      Rules<S, M> rules, S start, Agent agent, long seed, int maxPlies) {
    Agent checked = new CheckedAgent(agent);
    Match.play(rules, start, player -> checked, seed, maxPlies);
  }

  /** {@return an alpha-beta and a best-reply agent searching {@code depth} plies} */
  static Seq<Agent> searchAgents(int depth, long seed) {
    return io.vavr.collection.List.of(
        AlphaBetaAgent.withDepth(depth, seed), BestReplyAgent.withDepth(depth, seed));
  }

  /** Delegates to an agent and checks every choice it makes. */
  private static final class CheckedAgent implements Agent {
    private final Agent agent;

    CheckedAgent(Agent agent) {
      this.agent = agent;
    }

    @Override
    public <S, M extends Move> M choose(Rules<S, M> rules, S position) {
      M move = agent.choose(rules, position);
      String text = rules.notation().formatMove(position, move);
      assertTrue(rules.legalMoves(position).contains(move), () -> "the agent chose " + text);
      Option<Analysis> analysis = agent.lastAnalysis();
      assertTrue(analysis.isDefined(), "a search agent explains its choice");
      Seq<String> line = analysis.get().principalVariation();
      assertEquals(text, line.head(), "the expected line starts with the chosen move");
      S state = position;
      for (String step : line) {
        Either<Rejection, S> next = rules.play(state, step);
        S from = state;
        assertTrue(
            next.isRight(),
            () ->
                "the line "
                    + line.mkString(" ")
                    + " has the illegal move "
                    + step
                    + " in "
                    + rules.notation().formatPosition(from)
                    + ": "
                    + next.getLeft());
        state = next.get();
      }
      return move;
    }
  }
}
