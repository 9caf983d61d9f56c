package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * {@code POST /view {"position", "inputs"?}}: everything a generic user interface needs to draw a
 * position and let a person enter a move by clicks, from the core's interaction model only: the
 * board view (pieces with their royal flag and heading, marks, facts, teams, and each seat's name,
 * colour and side of the board), who acts, the outcome, every legal move with its notation, kind,
 * description and inputs, the meta actions {@code /play} accepts now (resignations, draw offers),
 * and a turn builder fed with the inputs entered so far ({@code "inputs"}: square names and choice
 * ids). An input that continues no legal move is refused with 422, the turn builder's reason and
 * its 1-based {@code inputIndex}.
 */
final class ViewEndpoint {
  /** Answers a request. */
  Reply view(JsonNode body) {
    RequestFields fields = RequestFields.of(body, "position", "inputs");
    String position = fields.text("position");
    List<String> inputs = fields.texts("inputs");
    if (fields.problem().isDefined()) {
      return fields.problem().get();
    }
    Either<Rejection, GameState<?, ?>> state = Games.parse(position);
    if (state.isLeft()) {
      return Reply.rejected(state.getLeft());
    }
    return render(state.get(), inputs);
  }

  private static <S, M extends Move> Reply render(GameState<S, M> state, List<String> tokens) {
    Rules<S, M> rules = state.rules();
    S position = state.position();
    TurnBuilder<S, M> builder = TurnBuilder.start(rules, position);
    int index = 0;
    for (String token : tokens) {
      index++;
      Either<Rejection, TurnBuilder<S, M>> next = builder.add(inputOf(builder, token));
      if (next.isLeft()) {
        return Reply.rejectedAt("inputIndex", index, next.getLeft());
      }
      builder = next.get();
    }
    BoardView view = rules.view(position);
    ObjectNode reply = Json.MAPPER.createObjectNode();
    reply.put("position", state.line());
    reply.put("game", rules.gameId());
    reply.put("variant", rules.variantName());
    ObjectNode board = reply.putObject("board");
    board.put("width", view.geometry().width());
    board.put("height", view.geometry().height());
    ArrayNode players = reply.putArray("players");
    view.players().forEach(p -> players.add(p.name()));
    ArrayNode teams = reply.putArray("teams");
    for (Seq<Player> team : view.teams()) {
      ArrayNode names = teams.addArray();
      team.forEach(p -> names.add(p.name()));
    }
    ArrayNode seats = reply.putArray("seats");
    for (BoardView.Seat seat : view.seats()) {
      seats
          .addObject()
          .put("player", seat.player().name())
          .put("name", seat.displayName())
          .put("colour", seat.colour())
          .put("side", seat.side().name());
    }
    putToMove(reply, state.toMove());
    reply.set("outcome", Json.outcome(state.outcome()));
    ArrayNode pieces = reply.putArray("pieces");
    for (BoardView.Piece piece : view.pieces()) {
      ObjectNode node = pieces.addObject().put("square", piece.square().name());
      if (piece.owner().isDefined()) {
        node.put("owner", piece.owner().get().name());
      } else {
        node.putNull("owner");
      }
      node.put("kind", piece.kind()).put("label", piece.label()).put("royal", piece.royal());
      if (piece.heading().isDefined()) {
        node.put("heading", piece.heading().get().name());
      } else {
        node.putNull("heading");
      }
    }
    ArrayNode marks = reply.putArray("marks");
    view.marks()
        .forEach(
            m ->
                marks
                    .addObject()
                    .put("square", m.square().name())
                    .put("code", m.code())
                    .put("message", m.message()));
    ArrayNode facts = reply.putArray("facts");
    view.facts().forEach(f -> facts.addObject().put("key", f.key()).put("value", f.value()));
    ArrayNode moves = reply.putArray("moves");
    Seq<Tuple2<String, MoveInputs>> described =
        rules
            .legalMoves(position)
            .map(
                m ->
                    Tuple.of(
                        rules.notation().formatMove(position, m), rules.moveInputs(position, m)))
            .sortBy(Tuple2::_1);
    for (Tuple2<String, MoveInputs> move : described) {
      ObjectNode node = moves.addObject();
      node.put("move", move._1)
          .put("kind", move._2.kind())
          .put("description", move._2.description());
      putInputs(node.putArray("inputs"), move._2.inputs());
      ArrayNode others = node.putArray("otherOrders");
      move._2.otherOrders().forEach(order -> putInputs(others.addArray(), order));
    }
    ArrayNode actions = reply.putArray("actions");
    for (M action : rules.metaActions(position)) {
      String text = rules.notation().formatMove(position, action);
      actions.addObject().put("move", text);
    }
    putBuilder(reply.putObject("builder"), rules, position, builder);
    return Reply.ok(reply);
  }

  /** Reads a token as the offered input it names, else as a square click, else as a choice id. */
  private static Input inputOf(TurnBuilder<?, ?> builder, String token) {
    Option<Input> offered =
        builder.next().map(TurnBuilder.Next::input).find(i -> i.token().equals(token));
    if (offered.isDefined()) {
      return offered.get();
    }
    return io.github.latrunculi.core.Square.parse(token)
        .<Input>map(Input::click)
        .getOrElse(() -> Input.choice(token, token));
  }

  private static void putToMove(ObjectNode reply, ToMove<?> toMove) {
    if (toMove instanceof ToMove.Seat<?> seat) {
      reply.put("toMove", seat.player().name());
    } else if (toMove instanceof ToMove.Chance<?>) {
      reply.put("toMove", "chance");
    } else {
      reply.putNull("toMove");
    }
  }

  private static void putInputs(ArrayNode array, Seq<Input> inputs) {
    inputs.forEach(input -> putInput(array.addObject(), input));
  }

  private static void putInput(ObjectNode node, Input input) {
    if (input instanceof Input.Click click) {
      node.put("square", click.square().name());
    } else if (input instanceof Input.Choice choice) {
      node.put("choice", choice.id()).put("label", choice.label());
    }
  }

  private static <S, M extends Move> void putBuilder(
      ObjectNode node, Rules<S, M> rules, S position, TurnBuilder<S, M> builder) {
    putInputs(node.putArray("entered"), builder.entered());
    ArrayNode next = node.putArray("next");
    for (TurnBuilder.Next option : builder.next()) {
      ObjectNode entry = next.addObject();
      putInput(entry, option.input());
      ArrayNode kinds = entry.putArray("kinds");
      option.kinds().forEach(kinds::add);
    }
    Option<M> move = builder.move();
    if (move.isDefined()) {
      node.put("move", rules.notation().formatMove(position, move.get()));
      node.put("description", builder.moveInputs().get().description());
    } else {
      node.putNull("move");
      node.putNull("description");
    }
  }
}
