package io.github.latrunculi.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.collection.HashMap;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import java.util.SplittableRandom;

/**
 * The kit's checks of the interaction model (board view, move inputs, turn builder) on one
 * position.
 */
final class InteractionChecks {
  private static final String ID = "[a-z][a-z0-9-]*";

  private InteractionChecks() {}

  /** Checks what every game's view must satisfy, and that it is a function of the position line. */
  static <S, M extends Move> void checkView(Rules<S, M> rules, S position, BoardView view) {
    assertEquals(rules.players(), view.players(), "the view lists the rules' players");
    Seq<Player> teamed = view.teams().flatMap(t -> t);
    assertEquals(HashSet.ofAll(rules.players()), HashSet.ofAll(teamed), "teams hold every player");
    assertEquals(teamed.size(), teamed.distinct().size(), "each player is in one team");
    Set<Square> occupied = HashSet.empty();
    for (BoardView.Piece piece : view.pieces()) {
      assertTrue(view.geometry().contains(piece.square()), "piece off the board: " + piece);
      assertFalse(occupied.contains(piece.square()), "two pieces on " + piece.square());
      occupied = occupied.add(piece.square());
      assertTrue(piece.kind().matches(ID), "a kind id is a lower-case word: " + piece);
      assertFalse(piece.label().isBlank(), "a piece has a label: " + piece);
      piece
          .owner()
          .forEach(o -> assertTrue(rules.players().contains(o), "owner is a player: " + piece));
    }
    for (BoardView.Mark mark : view.marks()) {
      assertTrue(view.geometry().contains(mark.square()), "mark off the board: " + mark);
      assertTrue(mark.code().matches(ID), "a mark code is a lower-case word: " + mark);
      RulesContract.checkMessage(mark.message(), mark);
    }
    Seq<String> keys = view.facts().map(BoardView.Fact::key);
    assertEquals(keys.size(), keys.distinct().size(), "fact keys are distinct");
    keys.forEach(k -> assertTrue(k.matches("[a-z][a-zA-Z0-9]*"), "a fact key is a word: " + k));
    S reparsed = rules.notation().parsePosition(rules.notation().formatPosition(position)).get();
    assertEquals(view, rules.view(reparsed), "the view is a function of the position line");
    assertFalse(rules.diagram(position).isBlank(), "the diagram draws something");
  }

  /** Checks the move inputs of every legal move and replays a sample through the turn builder. */
  static <S, M extends Move> void checkInputs(
      Rules<S, M> rules, S position, int sampleSize, SplittableRandom random) {
    Vector<M> legal = Vector.ofAll(rules.legalMoves(position));
    Vector<MoveInputs> allInputs = legal.map(m -> rules.moveInputs(position, m));
    HashMap<Seq<Input>, M> owner = HashMap.empty();
    Set<Input> firsts = HashSet.empty();
    for (int k = 0; k < legal.size(); k++) {
      M move = legal.get(k);
      MoveInputs inputs = allInputs.get(k);
      assertTrue(inputs.kind().matches(ID), "a move kind is a lower-case word: " + inputs.kind());
      assertFalse(inputs.description().isBlank(), "a move has a description");
      for (Seq<Input> sequence : inputs.sequences()) {
        assertFalse(sequence.isEmpty(), "a move has inputs");
        assertFalse(sequence.contains(Input.FINISH), "the finish choice is the builder's own");
        M before = owner.get(sequence).getOrNull();
        assertTrue(
            before == null || before.equals(move),
            "two moves share the inputs " + sequence + ": " + before + " and " + move);
        owner = owner.put(sequence, move);
        firsts = firsts.add(sequence.head());
      }
    }
    TurnBuilder<S, M> start = TurnBuilder.start(rules, position);
    Set<Input> offered = HashSet.ofAll(start.next().map(TurnBuilder.Next::input));
    assertEquals(firsts, offered, "the first inputs of the builder cover every legal move");

    for (int i = 0; i < Math.min(sampleSize, legal.size()); i++) {
      int k = random.nextInt(legal.size());
      M move = legal.get(k);
      MoveInputs inputs = allInputs.get(k);
      for (Seq<Input> sequence : inputs.sequences()) {
        assertEquals(
            move, replay(start, sequence), "replaying " + sequence + " gives another move");
      }
    }

    Square outside = null;
    for (Square square : rules.view(position).geometry().squares()) {
      if (!offered.contains(Input.click(square))) {
        outside = square;
        break;
      }
    }
    if (outside != null) {
      Either<Rejection, TurnBuilder<S, M>> refused = start.click(outside);
      assertTrue(refused.isLeft(), "a square that is not offered was accepted: " + outside);
      RulesContract.checkMessage(refused.getLeft().message(), outside);
    }
    Either<Rejection, TurnBuilder<S, M>> bogus = start.choose("no-such-choice");
    assertTrue(bogus.isLeft(), "a choice that is not offered was accepted");
    RulesContract.checkMessage(bogus.getLeft().message(), "no-such-choice");
  }

  private static <S, M extends Move> M replay(TurnBuilder<S, M> start, Seq<Input> sequence) {
    TurnBuilder<S, M> builder = start;
    for (Input input : sequence) {
      Either<Rejection, TurnBuilder<S, M>> next = builder.add(input);
      assertTrue(
          next.isRight(),
          () -> "input " + input + " of " + sequence + " refused: " + next.getLeft());
      builder = next.get();
    }
    if (builder.move().isEmpty()) {
      Either<Rejection, TurnBuilder<S, M>> finished = builder.add(Input.FINISH);
      assertTrue(
          finished.isRight(),
          () -> "the inputs " + sequence + " identify no move and cannot finish");
      builder = finished.get();
    }
    assertTrue(builder.move().isDefined(), "the inputs " + sequence + " identify no move");
    return builder.move().get();
  }
}
