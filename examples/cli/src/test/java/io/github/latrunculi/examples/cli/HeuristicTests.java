package io.github.latrunculi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.agent.RandomAgent;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.Seq;
import org.junit.jupiter.api.Test;

/**
 * The games' {@code evaluate} heuristics, through the public {@link Rules} API: who they favour in
 * positions of the dossiers, and that they share the return the way the outcomes do.
 */
class HeuristicTests {
  private static GameState<?, ?> parse(String line) {
    return Games.parse(line).getOrElseThrow(r -> new AssertionError(r.message()));
  }

  private static <S, M extends Move> double value(GameState<S, M> state, int seat) {
    return state.rules().evaluate(state.position(), state.rules().players().get(seat));
  }

  @Test
  void malhaFavoursTheDefenderWithMoreSoldiersAndAnExchangeAboutToComplete() {
    // Dossier T24: Defender 3 soldiers against 2, exchange at O2; Attacker seat 0, Defender seat 1.
    GameState<?, ?> state = parse("malha standard 7/7/4s2/3ss2/7/7/S5S d M - O2,e5,a1,g1 - *");
    // Attacker's advantage by the package Javadoc's terms: soldiers 2 - 3 = -1; steps a1, g1: 4,
    // d4, e4, e5: 8, so 0.04 * (4 - 8) = -0.16; no soldier open; exchange at O2: -0.7. Total
    // -1.86; the Defender gets 1 - 1 / (1 + exp(0.45 * 1.86)) = 0.6978.
    assertEquals(0.6978, value(state, 1), 1e-4);
    assertEquals(1.0, value(state, 0) + value(state, 1), 1e-12);
  }

  @Test
  void chiefFavoursTheSideWithMoreMaterial() {
    GameState<?, ?> start = parse("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -");
    assertEquals(0.5, value(start, 0), 1e-12);
    // Black without its Riders.
    GameState<?, ?> ahead = parse("chief standard 5x7 1akr1/sssss/5/5/5/SSSSS/ARKAR w - -");
    assertTrue(value(ahead, 0) > 0.9, "White: " + value(ahead, 0));
    assertEquals(1.0, value(ahead, 0) + value(ahead, 1), 1e-12);
  }

  @Test
  void amazonsflipFavoursTheSideWithMoreStones() {
    // Dossier E10: player 2 has nine stones, player 1 none.
    GameState<?, ?> state =
        parse("amazonsflip regular 9a/10/10/3a6/3s6/2ss6/4ssssss/3A6/10/10 1 -");
    assertTrue(value(state, 1) > 0.9, "player 2: " + value(state, 1));
    assertEquals(1.0, value(state, 0) + value(state, 1), 1e-12);
  }

  @Test
  void chaturajiAlliesShareTheirEstimateAndTheCampsSplitIt() {
    checkCampsOverRandomPlay(
        Games.rules("chaturaji", Setup.parseVariantField("partnership").get()).get());
  }

  private static <S, M extends Move> void checkCampsOverRandomPlay(Rules<S, M> rules) {
    S position = rules.initial();
    Seq<Player> p = rules.players();
    for (Player player : p) {
      assertEquals(0.5, rules.evaluate(position, player), 1e-12, "equal armies at the start");
    }
    RandomAgent random = RandomAgent.of(5);
    for (int ply = 0; ply < 400 && !rules.outcome(position).isFinished(); ply++) {
      position = rules.apply(position, random.choose(rules, position));
      // Red and Yellow (seats 0, 2) against Green and Black (seats 1, 3).
      double red = rules.evaluate(position, p.get(0));
      assertEquals(red, rules.evaluate(position, p.get(2)), 1e-12);
      assertEquals(1.0, red + rules.evaluate(position, p.get(1)), 1e-12);
      assertEquals(1.0 - red, rules.evaluate(position, p.get(3)), 1e-12);
    }
  }

  @Test
  void chiefSharesSumToOneAmongFourPlayers() {
    Rules<?, ?> rules = Games.rules("chief", Setup.parseVariantField("multi4").get()).get();
    checkSharesSumToOne(rules);
  }

  private static <S, M extends Move> void checkSharesSumToOne(Rules<S, M> rules) {
    S position = rules.initial();
    RandomAgent random = RandomAgent.of(6);
    for (int ply = 0; ply < 300 && !rules.outcome(position).isFinished(); ply++) {
      double sum = 0;
      for (Player player : rules.players()) {
        sum += rules.evaluate(position, player);
      }
      assertEquals(1.0, sum, 1e-9, "ply " + ply);
      position = rules.apply(position, random.choose(rules, position));
    }
  }
}
