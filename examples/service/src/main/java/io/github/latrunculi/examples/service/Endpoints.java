package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.agent.Agent;
import io.github.latrunculi.core.agent.AlphaBetaAgent;
import io.github.latrunculi.core.agent.Analysis;
import io.github.latrunculi.core.agent.BestReplyAgent;
import io.github.latrunculi.core.agent.MctsAgent;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.MoveFailure;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The six endpoints, each a function from the request body to a {@link Reply}. Nothing is kept
 * between requests: every request carries its position line, so any number of instances can serve
 * the same games. Every game is reached through the core registry ({@link Games}) only.
 */
final class Endpoints {
  /** The search budget of /suggest when the request gives none. */
  static final long DEFAULT_BUDGET_MS = 200;

  /** The agents /suggest can ask, the default first. */
  static final List<String> SUGGEST_AGENTS = List.of("mcts", "alphabeta", "brs");

  /** The most root moves of a Monte-Carlo analysis that /suggest returns. */
  static final int ROOT_MOVES = 10;

  private final long maxBudgetMs;

  /** Creates the endpoints with the server's cap on the /suggest budget. */
  Endpoints(long maxBudgetMs) {
    this.maxBudgetMs = maxBudgetMs;
  }

  /** {@code GET /health}: {@code {"status":"ok"}}. */
  Reply health() {
    return Reply.ok(Json.MAPPER.createObjectNode().put("status", "ok"));
  }

  /**
   * {@code GET /games}: every registered game with its variants, options and sizes: {@code sizes}
   * for the game, {@code variantSizes} for each variant (its default first), since a variant may be
   * played on fewer sizes than its game.
   */
  Reply games() {
    ArrayNode games = Json.MAPPER.createArrayNode();
    for (GameDefinition game : Games.all()) {
      ObjectNode node = games.addObject();
      node.put("id", game.id());
      node.put("description", game.description());
      ArrayNode variants = node.putArray("variants");
      game.variants().forEach(variants::add);
      ObjectNode options = node.putObject("options");
      game.optionDefaults().forEach((name, value) -> options.put(name, value));
      ArrayNode sizes = node.putArray("sizes");
      game.sizes().forEach(sizes::add);
      ObjectNode byVariant = node.putObject("variantSizes");
      for (String variant : game.variants()) {
        ArrayNode variantSizes = byVariant.putArray(variant);
        game.sizes(variant).forEach(variantSizes::add);
      }
    }
    return Reply.ok(games);
  }

  /**
   * {@code POST /start {"game", "variant"?, "options"?, "size"?, "seed"?}}: the initial position
   * line. The variant defaults to the game's first and may itself carry options ({@code
   * "standard,pushlimit=2"}); an option may not be given twice.
   */
  Reply start(JsonNode body) {
    RequestFields fields = RequestFields.of(body, "game", "variant", "options", "size", "seed");
    String game = fields.text("game");
    Option<String> variant = fields.optionalText("variant");
    Map<String, String> options = fields.scalars("options");
    Option<String> size = fields.optionalText("size");
    long seed = fields.optionalInteger("seed").getOrElse(0L);
    if (fields.problem().isDefined()) {
      return fields.problem().get();
    }
    Either<Rejection, GameDefinition> definition = Games.get(game);
    if (definition.isLeft()) {
      return Reply.rejected(definition.getLeft());
    }
    Either<Rejection, Rules<?, ?>> rules =
        Setup.parseVariantField(variant.getOrElse(definition.get().variants().head()))
            .flatMap(setup -> withOptions(setup, options))
            .map(setup -> size.map(setup::withSize).getOrElse(setup))
            .flatMap(definition.get()::rules);
    if (rules.isLeft()) {
      return Reply.rejected(rules.getLeft());
    }
    String line = GameState.initial(rules.get(), seed).line();
    return Reply.ok(Json.MAPPER.createObjectNode().put("position", line));
  }

  private static Either<Rejection, Setup> withOptions(Setup setup, Map<String, String> extra) {
    Option<String> twice = extra.keySet().find(setup.options()::containsKey);
    if (twice.isDefined()) {
      return Either.left(
          new Rejection(
              CoreRejection.INVALID_OPTION,
              "option '" + twice.get() + "' is given both in the variant field and in options"));
    }
    return Either.right(new Setup(setup.variant(), setup.options().merge(extra), setup.size()));
  }

  /**
   * {@code POST /moves {"position"}}: the legal moves sorted as strings, who acts (a player's name,
   * {@code "chance"}, or null when the game is over) and the outcome.
   */
  Reply moves(JsonNode body) {
    RequestFields fields = RequestFields.of(body, "position");
    String position = fields.text("position");
    if (fields.problem().isDefined()) {
      return fields.problem().get();
    }
    Either<Rejection, GameState<?, ?>> state = Games.parse(position);
    if (state.isLeft()) {
      return Reply.rejected(state.getLeft());
    }
    ObjectNode reply = Json.MAPPER.createObjectNode();
    ArrayNode moves = reply.putArray("moves");
    state.get().moves().sorted().forEach(moves::add);
    ToMove<?> toMove = state.get().toMove();
    if (toMove instanceof ToMove.Seat<?> seat) {
      reply.put("toMove", seat.player().name());
    } else if (toMove instanceof ToMove.Chance<?>) {
      reply.put("toMove", "chance");
    } else {
      reply.putNull("toMove");
    }
    reply.set("outcome", Json.outcome(state.get().outcome()));
    return Reply.ok(reply);
  }

  /**
   * {@code POST /play {"position", "moves"}}: the position after the moves and its outcome, or the
   * first refused move by its 1-based {@code moveIndex} with the rejection's code and reason.
   */
  Reply play(JsonNode body) {
    RequestFields fields = RequestFields.of(body, "position", "moves");
    String position = fields.text("position");
    List<String> moves = fields.texts("moves");
    if (fields.problem().isDefined()) {
      return fields.problem().get();
    }
    Either<Rejection, GameState<?, ?>> state = Games.parse(position);
    if (state.isLeft()) {
      return Reply.rejected(state.getLeft());
    }
    Either<MoveFailure, ? extends GameState<?, ?>> result = state.get().playAll(moves);
    if (result.isLeft()) {
      return Reply.rejectedMove(result.getLeft().moveNumber(), result.getLeft().rejection());
    }
    ObjectNode reply = Json.MAPPER.createObjectNode();
    reply.put("position", result.get().line());
    reply.set("outcome", Json.outcome(result.get().outcome()));
    return Reply.ok(reply);
  }

  /**
   * {@code POST /suggest {"position", "budgetMs"?, "seed"?, "agent"?}}: a move chosen by the agent
   * ({@code mcts} unless named) within the budget, lowered to the server's cap when over it, the
   * budget applied, and the agent's analysis of the move (null at a chance point, where the agent
   * draws an outcome). With one legal move it answers at once.
   */
  Reply suggest(JsonNode body) {
    RequestFields fields = RequestFields.of(body, "position", "budgetMs", "seed", "agent");
    String position = fields.text("position");
    long budget = fields.optionalInteger("budgetMs").getOrElse(DEFAULT_BUDGET_MS);
    long seed =
        fields.optionalInteger("seed").getOrElse(() -> ThreadLocalRandom.current().nextLong());
    String agent = fields.optionalText("agent").getOrElse("mcts");
    if (budget < 1) {
      fields.invalid("budgetMs must be at least 1, not " + budget);
    }
    if (!SUGGEST_AGENTS.contains(agent)) {
      fields.invalid("unknown agent '" + agent + "'; agents: " + SUGGEST_AGENTS.mkString(", "));
    }
    if (fields.problem().isDefined()) {
      return fields.problem().get();
    }
    Either<Rejection, GameState<?, ?>> state = Games.parse(position);
    if (state.isLeft()) {
      return Reply.rejected(state.getLeft());
    }
    if (state.get().outcome().isFinished()) {
      return Reply.error(
          ServiceError.GAME_OVER,
          "the game is over (" + state.get().outcome() + "): no move to suggest");
    }
    long applied = Math.min(budget, maxBudgetMs);
    AgentChoice choice = AgentChoice.choose(state.get(), agent(agent, applied, seed));
    ObjectNode reply = Json.MAPPER.createObjectNode();
    reply.put("move", choice.move());
    reply.put("budgetMs", applied);
    reply.set(
        "analysis",
        choice.analysis().<JsonNode>map(Endpoints::analysis).getOrElse(NullNode.getInstance()));
    return Reply.ok(reply);
  }

  /** Returns the agent named in a /suggest request, searching for {@code millis}. */
  private static Agent agent(String name, long millis, long seed) {
    return switch (name) {
      case "alphabeta" -> AlphaBetaAgent.withMillis(millis, seed);
      case "brs" -> BestReplyAgent.withMillis(millis, seed);
      default -> MctsAgent.withMillis(millis, seed);
    };
  }

  /** Returns the analysis as JSON, with at most {@value #ROOT_MOVES} of the root's moves. */
  private static ObjectNode analysis(Analysis analysis) {
    ObjectNode node = Json.MAPPER.createObjectNode();
    node.put("move", analysis.move());
    node.put("score", analysis.score());
    ArrayNode line = node.putArray("line");
    analysis.principalVariation().forEach(line::add);
    node.put("depth", analysis.depth());
    node.put("nodes", analysis.nodes());
    node.put("millis", analysis.millis());
    ArrayNode roots = node.putArray("rootMoves");
    for (Analysis.RootMove root : analysis.rootMoves().take(ROOT_MOVES)) {
      roots
          .addObject()
          .put("move", root.move())
          .put("visits", root.visits())
          .put("mean", root.mean());
    }
    return node;
  }
}
