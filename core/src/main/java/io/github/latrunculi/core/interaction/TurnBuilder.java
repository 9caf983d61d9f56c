package io.github.latrunculi.core.interaction;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * Enters a move input by input, for every game alike: the clicks and choices of {@link
 * Rules#moveInputs} narrow the legal moves of a position until one remains. A user interface asks
 * {@link #next()} what to highlight and which buttons to show, passes each click or choice to
 * {@link #add}, offers {@link #undo()}, and plays {@link #move()} once it is defined.
 *
 * <p>A move is {@link #move() identified} when the inputs entered are one whole input sequence of
 * it and of no other move. Where a whole move is also the start of longer ones (a plain step and
 * the same step flagged), {@link #next()} offers {@link Input#FINISH}, which ends the move there.
 *
 * <p>Builders are immutable: {@code add} and {@code undo} return new builders. Building the first
 * one lists the inputs of every legal move once (linear in the number of legal moves); each step
 * after that filters the remaining candidates.
 *
 * @param <S> the position type
 * @param <M> the move type
 */
public final class TurnBuilder<S, M extends Move> {
  private final Rules<S, M> rules;
  private final S position;
  private final Vector<Entry<M>> candidates;
  private final List<Input> entered;
  private final boolean finished;
  private final TurnBuilder<S, M> previous;

  /** One input sequence of one legal move. */
  private record Entry<M>(M move, MoveInputs inputs, Seq<Input> sequence) {}

  /**
   * One input the builder accepts next.
   *
   * @param input the click or choice
   * @param kinds the kinds of the moves it leads to ({@link MoveInputs#kind()}), distinct, in move
   *     order
   */
  public record Next(Input input, Seq<String> kinds) {}

  private TurnBuilder(
      Rules<S, M> rules,
      S position,
      Vector<Entry<M>> candidates,
      List<Input> entered,
      boolean finished,
      TurnBuilder<S, M> previous) {
    this.rules = rules;
    this.position = position;
    this.candidates = candidates;
    this.entered = entered;
    this.finished = finished;
    this.previous = previous;
  }

  /**
   * Starts entering a move in {@code position}; with no legal move, nothing can be entered.
   *
   * @param <S> the position type
   * @param <M> the move type
   * @param rules the rules of the position's variant
   * @param position the position the move is entered in, not null
   * @return a builder with no input entered yet
   */
  public static <S, M extends Move> TurnBuilder<S, M> start(Rules<S, M> rules, S position) {
    Objects.requireNonNull(position, "position");
    Vector<Entry<M>> all = Vector.empty();
    for (M move : rules.legalMoves(position)) {
      MoveInputs inputs = rules.moveInputs(position, move);
      for (Seq<Input> sequence : inputs.sequences()) {
        all = all.append(new Entry<>(move, inputs, sequence));
      }
    }
    return new TurnBuilder<>(rules, position, all, List.empty(), false, null);
  }

  /** {@return the position the move is entered in} */
  public S position() {
    return position;
  }

  /** {@return the inputs entered so far, in order ({@link Input#FINISH} included once chosen)} */
  public Seq<Input> entered() {
    return finished ? entered.append(Input.FINISH) : entered;
  }

  /** {@return the legal moves that the inputs so far may still become, in move order} */
  public Seq<M> candidates() {
    return candidates.map(Entry::move).distinct();
  }

  /**
   * Returns the inputs that continue at least one legal move, in move order, each with the kinds of
   * move it leads to; {@link Input#FINISH} last when the inputs so far are a whole move that longer
   * ones continue. Empty once a move is identified by its whole inputs alone.
   *
   * @return what a user interface highlights and offers as buttons now
   */
  public Seq<Next> next() {
    if (finished) {
      return List.empty();
    }
    int depth = entered.size();
    // A mutable map local to this call: Amazonsflip offers some 2,000 candidates per position.
    java.util.Map<Input, java.util.List<String>> kinds = new java.util.LinkedHashMap<>();
    boolean wholeMoveHere = false;
    for (Entry<M> entry : candidates) {
      if (entry.sequence().size() == depth) {
        wholeMoveHere = true;
      } else {
        java.util.List<String> known =
            kinds.computeIfAbsent(entry.sequence().get(depth), i -> new java.util.ArrayList<>(2));
        if (!known.contains(entry.inputs().kind())) {
          known.add(entry.inputs().kind());
        }
      }
    }
    Seq<Next> result =
        List.ofAll(kinds.entrySet()).map(e -> new Next(e.getKey(), List.ofAll(e.getValue())));
    if (wholeMoveHere && !result.isEmpty()) {
      Seq<String> kindsHere =
          candidates
              .filter(e -> e.sequence().size() == depth)
              .map(e -> e.inputs().kind())
              .distinct();
      result = result.append(new Next(Input.FINISH, kindsHere));
    }
    return result;
  }

  /**
   * Adds an input. Returns the narrowed builder, or a rejection saying why the input continues no
   * legal move: the game's own reason where it has one ({@link Rules#explainInput}), else {@link
   * CoreRejection#INPUT_NOT_OFFERED} listing what would be accepted. Never throws for a non-null
   * input.
   *
   * @param input a click or choice, for example one of {@link #next()}, not null
   * @return the builder with the input added, or why the input does nothing here
   */
  public Either<Rejection, TurnBuilder<S, M>> add(Input input) {
    Objects.requireNonNull(input, "input");
    int depth = entered.size();
    if (!finished && input.equals(Input.FINISH)) {
      Vector<Entry<M>> whole = candidates.filter(e -> e.sequence().size() == depth);
      if (!whole.isEmpty() && whole.size() < candidates.size()) {
        return Either.right(new TurnBuilder<>(rules, position, whole, entered, true, this));
      }
    }
    Vector<Entry<M>> narrowed =
        finished
            ? Vector.empty()
            : candidates.filter(
                e -> e.sequence().size() > depth && e.sequence().get(depth).equals(input));
    if (narrowed.isEmpty()) {
      return Either.left(refusal(input, next()));
    }
    return Either.right(
        new TurnBuilder<>(rules, position, narrowed, entered.append(input), false, this));
  }

  /**
   * Adds a click on a square (see {@link #add}).
   *
   * @param square the square clicked
   * @return the builder with the click added, or why the click does nothing here
   */
  public Either<Rejection, TurnBuilder<S, M>> click(Square square) {
    return add(Input.click(square));
  }

  /**
   * Adds the offered choice with that id (see {@link #add}); a choice id that is not offered is
   * refused like any other input.
   *
   * @param id the id of a choice button, for example a promotion's piece
   * @return the builder with the choice added, or why the choice does nothing here
   */
  public Either<Rejection, TurnBuilder<S, M>> choose(String id) {
    Input choice =
        next()
            .map(Next::input)
            .find(i -> i instanceof Input.Choice c && c.id().equals(id))
            .getOrElse(() -> Input.choice(id, id));
    return add(choice);
  }

  /** {@return the builder before the last input, or this one when nothing was entered} */
  public TurnBuilder<S, M> undo() {
    return previous == null ? this : previous;
  }

  /**
   * Returns the move once the inputs identify it: they are a whole input sequence of exactly one
   * legal move and start no longer one (or {@link Input#FINISH} was chosen).
   *
   * @return the move to play, or {@code None} while the inputs still leave a choice
   */
  public Option<M> move() {
    Seq<M> moves = candidates();
    if (moves.size() != 1) {
      return Option.none();
    }
    int depth = entered.size();
    boolean whole = candidates.exists(e -> e.sequence().size() == depth);
    boolean longer = candidates.exists(e -> e.sequence().size() > depth);
    return whole && (finished || !longer) ? Option.some(moves.head()) : Option.none();
  }

  /** {@return the inputs and description of the identified move, or {@code None} before it is} */
  public Option<MoveInputs> moveInputs() {
    return move().flatMap(m -> candidates.find(e -> e.move().equals(m)).map(Entry::inputs));
  }

  private Rejection refusal(Input input, Seq<Next> offered) {
    return rules
        .explainInput(position, entered, input)
        .getOrElse(
            () -> {
              String what =
                  input instanceof Input.Click c ? c.square().name() : "'" + input.token() + "'";
              if (candidates.isEmpty()) {
                return new Rejection(
                    CoreRejection.INPUT_NOT_OFFERED,
                    "no move can be entered: " + what + " does nothing here");
              }
              String after =
                  entered.isEmpty() ? "" : " after " + entered.map(Input::token).mkString(" ");
              return new Rejection(
                  CoreRejection.INPUT_NOT_OFFERED,
                  what
                      + " continues no legal move"
                      + after
                      + "; possible: "
                      + offered.map(n -> n.input().token()).take(12).mkString(", ")
                      + (offered.size() > 12 ? ", …" : ""));
            });
  }

  /** Returns the entered inputs and the number of candidate moves. */
  @Override
  public String toString() {
    return entered().map(Input::token).mkString("[", " ", "]")
        + " -> "
        + candidates().size()
        + " moves";
  }
}
