package io.github.latrunculi.core.interaction;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The turn builder on a row game written for these tests: on a 14x1 row the player taps one of the
 * first {@code taps} squares ({@code step}); a tap on a1 may also be followed by a {@code flag}
 * choice (still a {@code step}) or a {@code mark} choice (a {@code mark}); with {@code pair} the
 * player may instead click n1 then a1 ({@code pair}).
 */
class TurnBuilderTests {
  private static final Geometry ROW = Geometry.of(14, 1);
  private static final Input FLAG = Input.choice("flag", "flag it");
  private static final Input MARK = Input.choice("mark", "mark it");

  /** A position: how many squares may be tapped, and whether the pair move is there. */
  private record Row(int taps, boolean pair) {}

  /** A move: the tapped square (-1 for the pair) and what follows the tap. */
  private record Tap(int square, String extra) implements Move {}

  private static final class RowRules implements Rules<Row, Tap> {
    @Override
    public String gameId() {
      return "row";
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
    public Row initial() {
      return new Row(3, true);
    }

    @Override
    public ToMove<Tap> toMove(Row position) {
      return new ToMove.Seat<>(players().head());
    }

    @Override
    public Seq<Tap> legalMoves(Row position) {
      Seq<Tap> moves = List.empty();
      for (int i = 0; i < position.taps(); i++) {
        moves = moves.append(new Tap(i, ""));
        if (i == 0) {
          moves = moves.append(new Tap(0, "flag")).append(new Tap(0, "mark"));
        }
      }
      return position.pair() ? moves.append(new Tap(-1, "pair")) : moves;
    }

    @Override
    public Either<Rejection, Row> play(Row position, Tap move) {
      return Either.right(apply(position, move));
    }

    @Override
    public Row apply(Row position, Tap move) {
      return position;
    }

    @Override
    public Outcome outcome(Row position) {
      return Outcome.ONGOING;
    }

    @Override
    public long hash(Row position) {
      return position.hashCode();
    }

    @Override
    public BoardView view(Row position) {
      throw new UnsupportedOperationException("these tests draw nothing");
    }

    @Override
    public Notation<Row, Tap> notation() {
      throw new UnsupportedOperationException("the row game has no notation");
    }

    @Override
    public MoveInputs moveInputs(Row position, Tap move) {
      if (move.square() < 0) {
        return MoveInputs.of(List.of(click(13), click(0)), "pair", "n1 pairs with a1");
      }
      Input tap = click(move.square());
      return switch (move.extra()) {
        case "flag" -> MoveInputs.of(List.of(tap, FLAG), "step", tap.token() + ", flagged");
        case "mark" -> MoveInputs.of(List.of(tap, MARK), "mark", tap.token() + ", marked");
        default -> MoveInputs.of(List.of(tap), "step", tap.token());
      };
    }
  }

  private static final RowRules RULES = new RowRules();

  private static Input click(int file) {
    return Input.click(ROW.square(file));
  }

  private static TurnBuilder<Row, Tap> start(int taps, boolean pair) {
    return TurnBuilder.start(RULES, new Row(taps, pair));
  }

  @Test
  void eachOfferedInputListsTheDistinctKindsItLeadsTo() {
    Seq<TurnBuilder.Next> next = start(2, false).next();
    assertEquals(List.of(click(0), click(1)), next.map(TurnBuilder.Next::input));
    assertEquals(
        List.of("step", "mark"), next.head().kinds(), "a1: a plain or flagged step, or a mark");
    assertEquals(List.of("step"), next.last().kinds());
  }

  @Test
  void finishIsOfferedAfterAWholeMoveThatLongerOnesContinue() {
    TurnBuilder<Row, Tap> tapped = start(2, false).click(ROW.square(0)).get();
    assertEquals(Option.none(), tapped.move());
    assertEquals(List.of(FLAG, MARK, Input.FINISH), tapped.next().map(TurnBuilder.Next::input));
    assertEquals(List.of("step"), tapped.next().last().kinds());
    TurnBuilder<Row, Tap> finished = tapped.add(Input.FINISH).get();
    assertEquals(Option.some(new Tap(0, "")), finished.move());
    assertEquals(List.of(click(0), Input.FINISH), finished.entered());
    assertTrue(finished.next().isEmpty(), "nothing follows a finished move");
    assertEquals("[a1 finish] -> 1 moves", finished.toString());
    assertEquals(new Row(2, false), finished.position());
  }

  @Test
  void finishIsRefusedWhereItIsNotOffered() {
    Rejection atStart = start(2, false).add(Input.FINISH).getLeft();
    assertEquals(CoreRejection.INPUT_NOT_OFFERED, atStart.code());
    assertEquals("'finish' continues no legal move; possible: a1, b1", atStart.message());
    TurnBuilder<Row, Tap> flagged = start(2, false).click(ROW.square(0)).get().add(FLAG).get();
    assertTrue(flagged.add(Input.FINISH).isLeft(), "a move identified alone takes no finish");
  }

  @Test
  void aSingleCandidateIsNotAMoveUntilItsInputsAreWhole() {
    TurnBuilder<Row, Tap> half = start(2, true).click(ROW.square(13)).get();
    assertEquals(List.of(new Tap(-1, "pair")), half.candidates());
    assertEquals(Option.none(), half.move());
    assertEquals(Option.none(), half.moveInputs());
    TurnBuilder<Row, Tap> whole = half.click(ROW.square(0)).get();
    assertEquals(Option.some(new Tap(-1, "pair")), whole.move());
    assertEquals(Option.some("n1 pairs with a1"), whole.moveInputs().map(MoveInputs::description));
    assertEquals(Option.some("pair"), whole.moveInputs().map(MoveInputs::kind));
  }

  @Test
  void aMoveThatNoLongerOneContinuesIsIdentifiedWithoutFinish() {
    TurnBuilder<Row, Tap> b1 = start(2, false).click(ROW.square(1)).get();
    assertEquals(Option.some(new Tap(1, "")), b1.move());
    assertTrue(b1.next().isEmpty());
    assertEquals(Option.some("b1"), b1.moveInputs().map(MoveInputs::description));
    TurnBuilder<Row, Tap> marked = start(2, false).click(ROW.square(0)).get().choose("mark").get();
    assertEquals(Option.some(new Tap(0, "mark")), marked.move());
    assertEquals(Option.some("mark"), marked.moveInputs().map(MoveInputs::kind));
  }

  @Test
  void aRefusalListsAtMostTwelvePossibleInputs() {
    Rejection twelve = start(12, false).add(FLAG).getLeft();
    assertEquals(
        "'flag' continues no legal move; possible: a1, b1, c1, d1, e1, f1, g1, h1, i1, j1, k1, l1",
        twelve.message());
    Rejection thirteen = start(12, true).add(FLAG).getLeft();
    assertEquals(
        "'flag' continues no legal move; possible: a1, b1, c1, d1, e1, f1, g1, h1, i1, j1, k1, l1, …",
        thirteen.message());
  }

  @Test
  void withoutLegalMovesNothingCanBeEntered() {
    Rejection r = start(0, false).click(ROW.square(0)).getLeft();
    assertEquals("no move can be entered: a1 does nothing here", r.message());
    assertTrue(start(0, false).next().isEmpty());
  }

  @Test
  void inputsAreWrittenAsTokens() {
    Input c1 = Input.click(new Square(2, 0));
    assertEquals("c1", c1.token());
    assertEquals("c1", c1.toString());
    assertEquals("flag", FLAG.token());
    assertEquals("[flag]", FLAG.toString());
    assertEquals("finish", Input.FINISH.token());
  }
}
