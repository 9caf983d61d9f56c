package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.WARRIOR;

import io.github.latrunculi.chief.ChiefMove.Place;
import io.github.latrunculi.chief.ChiefMove.Reinforce;
import io.github.latrunculi.chief.ChiefMove.Step;
import io.github.latrunculi.chief.ChiefMove.StepKind;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * How a person enters Chief moves, and why a click does nothing.
 *
 * <p>Inputs: a step is the origin then the target ({@code c3}, {@code c5}); {@code pass} is the
 * choice {@code pass}; a placement {@code K@c3} is the choice {@code place-k} (the piece from the
 * hand) then the square; a reinforcement {@code S@a1,S@g1} is the choice {@code place-s} then its
 * squares, in either order. Kinds: {@code step}, {@code push}, {@code capture}, {@code pass},
 * {@code place}, {@code reinforce}. Refused clicks get the rejection {@link ChiefRules#play} would
 * give for the move they start: an empty square ({@code NO_PIECE}), an enemy piece ({@code
 * NOT_YOUR_PIECE}), a frozen piece ({@code FROZEN}), a target out of range, blocked or limited by
 * the push limit, an occupied placement square, and so on.
 */
final class ChiefInputs {
  private static final Input PASS = Input.choice("pass", "pass");

  /** The start of the id of the choice that takes a piece from the hand: {@code place-k}, … */
  private static final String PLACE = "place-";

  private final ChiefContext context;
  private final ChiefMoveGenerator generator;
  private final ChiefMoveCheck check;
  private final Geometry geometry;

  ChiefInputs(ChiefContext context, ChiefMoveGenerator generator, ChiefMoveCheck check) {
    this.context = context;
    this.generator = generator;
    this.check = check;
    this.geometry = context.geometry();
  }

  /** Returns the choice that takes a piece of a kind from the hand: {@code place-k}, … */
  private static Input.Choice placeChoice(ChiefKind kind) {
    return (Input.Choice) Input.choice(PLACE + Character.toLowerCase(kind.letter()), article(kind));
  }

  /** Returns "a Chief", "an Amazon", … */
  private static String article(ChiefKind kind) {
    String name = kind.name().toLowerCase(Locale.ROOT);
    return (kind == ChiefKind.AMAZON ? "an " : "a ")
        + Character.toUpperCase(name.charAt(0))
        + name.substring(1);
  }

  MoveInputs moveInputs(ChiefPosition position, ChiefMove move) {
    String side = context.sideName(position.side());
    if (move instanceof Step step) {
      return MoveInputs.of(
          List.of(Input.click(step.from()), Input.click(step.to())),
          switch (step.kind()) {
            case MOVE -> "step";
            case PUSH -> "push";
            case CAPTURE -> "capture";
          },
          describe(position, step));
    }
    if (move instanceof Place place) {
      return MoveInputs.of(
          List.of(placeChoice(place.kind()), Input.click(place.square())),
          "place",
          side + " places " + article(place.kind()) + " on " + place.square());
    }
    if (move instanceof Reinforce reinforce) {
      Seq<Input> squares = reinforce.squares().map(Input::click);
      Input savage = placeChoice(ChiefKind.SAVAGE);
      return new MoveInputs(
          squares.prepend(savage),
          squares.size() > 1 ? List.of(squares.reverse().prepend(savage)) : List.empty(),
          "reinforce",
          side
              + " brings in "
              + (squares.size() > 1 ? "Savages on " : "a Savage on ")
              + reinforce.squares().mkString(" and "));
    }
    return MoveInputs.of(List.of(PASS), "pass", side + " passes: no other move is possible");
  }

  private String describe(ChiefPosition position, Step step) {
    int from = geometry.index(step.from());
    int to = geometry.index(step.to());
    int mover = position.cell(from);
    int victim = position.cell(to);
    String moverName = ChiefDiagram.kindId(mover);
    return switch (step.kind()) {
      case MOVE -> "the " + moverName + " on " + step.from() + " moves to " + step.to();
      case CAPTURE ->
          step.from() + " captures the " + context.describe(victim) + " on " + step.to();
      case PUSH -> {
        Square retreat = geometry.square(context.retreatSquare(from, to));
        boolean spared = ChiefCells.kind(victim) == WARRIOR && ChiefCells.kind(mover) != WARRIOR;
        boolean ownerOut =
            context.isMultiplayer() && (position.chiefMask() >> ChiefCells.seat(victim) & 1) == 0;
        boolean frozen = !ownerOut && (position.isFrozen(to) || !spared);
        yield step.from()
            + " pushes "
            + step.to()
            + " back to "
            + retreat
            + "; "
            + retreat
            + (frozen ? " is frozen" : " is not frozen (a Warrior pushed by a non-Warrior)");
      }
    };
  }

  /**
   * Returns the rejection {@link ChiefRules#play} would give for the move the refused input starts,
   * or {@code None} where no single rule explains it.
   */
  Option<Rejection> explainInput(ChiefPosition position, Seq<Input> entered, Input refused) {
    if (context.finished(position)) {
      return check.check(position, ChiefMove.PASS).swap().toOption();
    }
    if (refused instanceof Input.Choice choice) {
      return explainChoice(position, entered, choice);
    }
    Square square = ((Input.Click) refused).square();
    if (entered.isEmpty()) {
      Either<Rejection, ChiefMove> result =
          check.step(position, new Step(square, square, StepKind.MOVE));
      return result.swap().toOption().filter(r -> r.code() != ChiefRejection.NOT_A_LINE);
    }
    Input first = entered.head();
    if (first instanceof Input.Click origin && entered.size() == 1) {
      return refusal(check.step(position, new Step(origin.square(), square, StepKind.MOVE)))
          .filter(r -> r.code() != ChiefRejection.KIND_MISMATCH);
    }
    Option<ChiefKind> kind = kindOf(first);
    if (kind.isEmpty()) {
      return Option.none();
    }
    if (position.placing()) {
      return entered.size() == 1
          ? refusal(check.place(position, new Place(kind.get(), square)))
          : Option.none();
    }
    Seq<Square> squares =
        entered
            .tail()
            .filter(i -> i instanceof Input.Click)
            .map(i -> ((Input.Click) i).square())
            .append(square);
    return refusal(check.reinforce(position, new Reinforce(squares.toList())));
  }

  private Option<Rejection> explainChoice(
      ChiefPosition position, Seq<Input> entered, Input.Choice choice) {
    if (!entered.isEmpty()) {
      return Option.none();
    }
    if (choice.id().equals("pass")) {
      return refusal(check.pass(position));
    }
    Option<ChiefKind> kind = kindOf(choice);
    Option<Square> empty = geometry.squares().find(s -> position.cell(geometry.index(s)) == 0);
    if (kind.isEmpty() || empty.isEmpty()) {
      return Option.none();
    }
    if (!position.placing() && kind.get() == ChiefKind.SAVAGE && generator.mayReinforce(position)) {
      Option<Square> edge =
          geometry
              .squares()
              .find(
                  s -> position.cell(geometry.index(s)) == 0 && context.isEdge(geometry.index(s)));
      return edge.flatMap(s -> refusal(check.reinforce(position, new Reinforce(List.of(s)))));
    }
    return refusal(check.place(position, new Place(kind.get(), empty.get())));
  }

  private static Option<Rejection> refusal(Either<Rejection, ChiefMove> result) {
    return result.swap().toOption();
  }

  /** Returns the kind of a {@code place-x} choice. */
  private static Option<ChiefKind> kindOf(Input input) {
    if (input instanceof Input.Choice choice
        && choice.id().length() == PLACE.length() + 1
        && choice.id().startsWith(PLACE)) {
      return Option.of(
          ChiefKind.ofLetter(Character.toUpperCase(choice.id().charAt(PLACE.length()))));
    }
    return Option.none();
  }
}
