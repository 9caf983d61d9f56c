package io.github.latrunculi.core;

import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * How a person enters one legal move and what it does: the inputs in their usual order, other
 * orders that mean the same move (the two squares of a placement pair clicked either way round),
 * the kind of move ({@code step}, {@code push}, {@code capture}, {@code place}, {@code throw}, …)
 * and a one-line description such as {@code "c4 pushes c5 back to c6; c6 is frozen"}.
 *
 * @param inputs the inputs in their usual order; never empty
 * @param otherOrders further input sequences of the same move, usually empty
 * @param kind a stable lower-case word for the kind of move
 * @param description one line for people
 */
public record MoveInputs(
    Seq<Input> inputs, Seq<Seq<Input>> otherOrders, String kind, String description) {
  /**
   * Checks that every field is present and that the move has an input.
   *
   * @param inputs the inputs in their usual order, not empty
   * @param otherOrders further input sequences of the same move, not null
   * @param kind the kind of move, not null
   * @param description the line for people, not null
   * @throws IllegalArgumentException when {@code inputs} is empty
   */
  public MoveInputs {
    Objects.requireNonNull(inputs, "inputs");
    Objects.requireNonNull(otherOrders, "otherOrders");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(description, "description");
    if (inputs.isEmpty()) {
      throw new IllegalArgumentException("a move has at least one input");
    }
  }

  /**
   * {@return the inputs of a move entered in one order only}
   *
   * @param inputs the inputs in order, not empty
   * @param kind a stable lower-case word for the kind of move, for example {@code "push"}
   * @param description one line for people that says what the move does
   */
  public static MoveInputs of(Seq<Input> inputs, String kind, String description) {
    return new MoveInputs(inputs, List.empty(), kind, description);
  }

  /** {@return every input sequence of the move, the usual order first} */
  public Seq<Seq<Input>> sequences() {
    return otherOrders.prepend(inputs);
  }
}
