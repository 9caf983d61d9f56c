package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The turn builder and the board view on a tiny game written for these tests: one piece on a 3x1
 * strip that may step right ("a1 b1"), step right and be flagged (the same clicks and a choice),
 * pass ("pass" choice), or place a second piece on c1 with two clicks in either order.
 */
class InteractionModelTests {
  private static final Geometry STRIP = Geometry.of(3, 1);
  private static final Square A1 = new Square(0, 0);
  private static final Square B1 = new Square(1, 0);
  private static final Square C1 = new Square(2, 0);
  private static final Input FLAG = Input.choice("flag", "flag it");
  private static final Input PASS = Input.choice("pass", "pass");

  /** The moves of the test game, as their input sequences. */
  private record Act(String name) implements Move {}

  private static final Act STEP = new Act("step");
  private static final Act FLAGGED = new Act("flagged");
  private static final Act PASSING = new Act("pass");
  private static final Act PAIR = new Act("pair");

  /** Only the methods the builder needs; the rest is never called. */
  private static final class Strip implements Rules<String, Act> {
    @Override
    public String gameId() {
      return "strip";
    }

    @Override
    public String variantName() {
      return "standard";
    }

    @Override
    public Seq<Player> players() {
      return List.of(new Player(0, "x"));
    }

    @Override
    public String initial() {
      return "start";
    }

    @Override
    public ToMove<Act> toMove(String position) {
      return new ToMove.Seat<>(players().head());
    }

    @Override
    public Seq<Act> legalMoves(String position) {
      return List.of(STEP, FLAGGED, PASSING, PAIR);
    }

    @Override
    public Either<Rejection, String> play(String position, Act move) {
      return Either.right(move.name());
    }

    @Override
    public String apply(String position, Act move) {
      return move.name();
    }

    @Override
    public Outcome outcome(String position) {
      return Outcome.ONGOING;
    }

    @Override
    public long hash(String position) {
      return position.hashCode();
    }

    @Override
    public BoardView view(String position) {
      throw new UnsupportedOperationException("these tests draw nothing");
    }

    @Override
    public Notation<String, Act> notation() {
      throw new UnsupportedOperationException();
    }

    @Override
    public MoveInputs moveInputs(String position, Act move) {
      if (move == STEP) {
        return MoveInputs.of(List.of(Input.click(A1), Input.click(B1)), "step", "a1 steps to b1");
      }
      if (move == FLAGGED) {
        return MoveInputs.of(
            List.of(Input.click(A1), Input.click(B1), FLAG), "step", "a1 steps to b1, flagged");
      }
      if (move == PASSING) {
        return MoveInputs.of(List.of(PASS), "pass", "x passes");
      }
      return new MoveInputs(
          List.of(Input.click(B1), Input.click(C1)),
          List.of(List.of(Input.click(C1), Input.click(B1))),
          "place",
          "x places on b1 and c1");
    }
  }

  private static final Strip RULES = new Strip();

  private static TurnBuilder<String, Act> start() {
    return TurnBuilder.start(RULES, "start");
  }

  @Nested
  class Builder {
    @Test
    void theFirstInputsCoverEveryMoveInMoveOrder() {
      assertEquals(
          List.of(Input.click(A1), PASS, Input.click(B1), Input.click(C1)),
          start().next().map(TurnBuilder.Next::input));
      assertEquals(List.of("step"), start().next().head().kinds());
    }

    @Test
    void aChoiceAloneIsAWholeMove() {
      assertEquals(Option.some(PASSING), start().add(PASS).get().move());
    }

    @Test
    void aWholeMoveThatLongerOnesContinueNeedsFinish() {
      TurnBuilder<String, Act> stepped = start().click(A1).get().click(B1).get();
      assertEquals(Option.none(), stepped.move());
      assertEquals(List.of(FLAG, Input.FINISH), stepped.next().map(TurnBuilder.Next::input));
      assertEquals(Option.some(STEP), stepped.add(Input.FINISH).get().move());
      assertEquals(Option.some(FLAGGED), stepped.choose("flag").get().move());
    }

    @Test
    void otherOrdersEnterTheSameMove() {
      assertEquals(Option.some(PAIR), start().click(B1).get().click(C1).get().move());
      assertEquals(Option.some(PAIR), start().click(C1).get().click(B1).get().move());
    }

    @Test
    void anInputNotOfferedIsRefusedWithWhatIsPossible() {
      Rejection r = start().click(A1).get().click(C1).getLeft();
      assertEquals(CoreRejection.INPUT_NOT_OFFERED, r.code());
      assertEquals("c1 continues no legal move after a1; possible: b1", r.message());
      assertTrue(start().choose("finish").isLeft(), "finish is offered only after a whole move");
      assertTrue(start().choose("nothing").isLeft());
    }

    @Test
    void undoReturnsTheBuilderBeforeTheLastInput() {
      TurnBuilder<String, Act> a = start().click(A1).get();
      assertEquals(List.of(Input.click(A1)), a.entered());
      assertEquals(List.empty(), a.undo().entered());
      assertEquals(4, a.undo().candidates().size());
      assertEquals(start().entered(), start().undo().entered());
    }

    @Test
    void candidatesNarrowInputByInput() {
      assertEquals(List.of(STEP, FLAGGED), start().click(A1).get().candidates());
    }
  }

  @Nested
  class View {
    @Test
    void textDrawsLabelsMarksAndFacts() {
      BoardView view =
          new BoardView(
              STRIP,
              RULES.players(),
              RULES.players().map(List::of),
              List.of(new BoardView.Piece(A1, Option.some(RULES.players().head()), "man", "X")),
              List.of(new BoardView.Mark(A1, "frozen", "pushed on the previous turn")),
              List.of(new BoardView.Fact("toAct", "x")),
              RULES
                  .players()
                  .map(p -> new BoardView.Seat(p, "Seat " + p.name(), "white", Direction.S)));
      assertEquals(
          "1 X* .  .\n  a  b  c\na1 frozen: pushed on the previous turn\ntoAct: x\n",
          view.toText());
      assertEquals(Option.some("x"), view.fact("toAct"));
      assertFalse(view.pieceAt(B1).isDefined());
    }
  }
}
