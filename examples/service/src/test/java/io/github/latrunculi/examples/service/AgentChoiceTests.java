package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.agent.Agent;
import io.github.latrunculi.core.agent.Analysis;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** An agent that explains nothing still gets an analysis: the plain one of an unsearched move. */
class AgentChoiceTests {
  /** Takes the first legal move and, like every agent that keeps no analysis, says nothing. */
  private static final Agent FIRST =
      new Agent() {
        @Override
        public <S, M extends Move> M choose(Rules<S, M> rules, S position) {
          return rules.legalMoves(position).head();
        }
      };

  @Test
  void anAgentThatExplainsNothingGetsTheAnalysisOfItsMoveUnsearched() {
    GameState<?, ?> state = Games.parse("nim standard 10 a").get();
    AgentChoice choice = AgentChoice.choose(state, FIRST);
    Analysis analysis = choice.analysis().get();
    assertEquals(choice.move(), analysis.move());
    assertEquals(List.of(choice.move()), analysis.principalVariation());
    assertEquals(0, analysis.depth());
    assertEquals(0, analysis.nodes());
  }
}
