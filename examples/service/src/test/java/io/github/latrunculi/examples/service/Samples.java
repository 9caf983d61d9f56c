package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.agent.RandomAgent;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.List;

/**
 * Positions of every registered game for the tests, taken from seeded random games of every
 * variant, and the answers the service must give for them, computed from the library directly.
 */
final class Samples {
  private Samples() {}

  /**
   * A position with the moves of the random game that continues from it.
   *
   * @param state the position
   * @param continuation the moves played after it in the random game, in notation
   */
  record Sample(GameState<?, ?> state, List<String> continuation) {}

  /** Returns the rules of every registered game's every variant, with default options. */
  static List<Rules<?, ?>> everyVariant() {
    List<Rules<?, ?>> all = List.empty();
    for (GameDefinition game : Games.all()) {
      for (String variant : game.variants()) {
        all = all.append(game.rules(Setup.of(variant)).get());
      }
    }
    return all;
  }

  /**
   * Returns, for every variant, every {@code every}-th position of a random game of at most {@code
   * plies} plies from the initial position of {@code seed}, and the game's last position.
   */
  static List<Sample> positions(long seed, int plies, int every) {
    return everyVariant().flatMap(rules -> positions(rules, seed, plies, every));
  }

  private static <S, M extends Move> List<Sample> positions(
      Rules<S, M> rules, long seed, int plies, int every) {
    RandomAgent agent = RandomAgent.of(seed);
    List<S> states = List.of(rules.initial(seed));
    List<String> moves = List.empty();
    while (states.size() <= plies && !rules.outcome(states.last()).isFinished()) {
      S position = states.last();
      M move = agent.choose(rules, position);
      moves = moves.append(rules.notation().formatMove(position, move));
      states = states.append(rules.apply(position, move));
    }
    List<Sample> samples = List.empty();
    for (int i = 0; i < states.size(); i++) {
      if (i % every == 0 || i == states.size() - 1) {
        samples = samples.append(new Sample(new GameState<>(rules, states.get(i)), moves.drop(i)));
      }
    }
    return samples;
  }

  /** The /moves answer the library gives for a position. */
  static JsonNode expectedMoves(GameState<?, ?> state) {
    ObjectNode body = ServiceClient.object();
    ArrayNode moves = body.putArray("moves");
    state.moves().sorted().forEach(moves::add);
    ToMove<?> toMove = state.toMove();
    if (toMove instanceof ToMove.Seat<?> seat) {
      body.put("toMove", seat.player().name());
    } else if (toMove instanceof ToMove.Chance<?>) {
      body.put("toMove", "chance");
    } else {
      body.putNull("toMove");
    }
    body.set("outcome", expectedOutcome(state.outcome()));
    return body;
  }

  /** The /play answer the library gives for a position reached without refusal. */
  static JsonNode expectedPlay(GameState<?, ?> state) {
    ObjectNode body = ServiceClient.object();
    body.put("position", state.line());
    body.set("outcome", expectedOutcome(state.outcome()));
    return body;
  }

  /** The outcome object of DESIGN.md: finished, winners, draw, reason (and ranking places). */
  static JsonNode expectedOutcome(Outcome outcome) {
    ObjectNode body = ServiceClient.object();
    body.put("finished", outcome.isFinished());
    if (outcome instanceof Outcome.Win win) {
      win.winners()
          .toList()
          .sortBy(Player::index)
          .map(Player::name)
          .forEach(body.putArray("winners")::add);
      body.put("draw", false);
      body.put("reason", win.reason());
    } else if (outcome instanceof Outcome.Draw draw) {
      body.putArray("winners");
      body.put("draw", true);
      body.put("reason", draw.reason());
    } else if (outcome instanceof Outcome.Ranking ranking) {
      ranking
          .places()
          .head()
          .toList()
          .sortBy(Player::index)
          .map(Player::name)
          .forEach(body.putArray("winners")::add);
      body.put("draw", false);
      body.put("reason", ranking.reason());
      ArrayNode places = body.putArray("ranking");
      ranking
          .places()
          .forEach(
              place ->
                  place
                      .toList()
                      .sortBy(Player::index)
                      .map(Player::name)
                      .forEach(places.addArray()::add));
    }
    return body;
  }
}
