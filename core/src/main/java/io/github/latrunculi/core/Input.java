package io.github.latrunculi.core;

import java.util.Objects;

/**
 * One thing a person does to enter a move: click a square, or pick a named choice for what is not a
 * square (a promotion piece, an exchange flag, {@code end}, {@code pass}, a die outcome, a piece
 * from the hand). {@link Rules#moveInputs} gives the inputs of every legal move; {@link
 * io.github.latrunculi.core.interaction.TurnBuilder} narrows the legal moves input by input.
 */
public sealed interface Input {
  /**
   * The choice a {@link io.github.latrunculi.core.interaction.TurnBuilder} offers when the inputs
   * so far are a whole move and the start of longer ones.
   */
  Choice FINISH = new Choice("finish", "finish here");

  /** {@return the input as a transport token: the square's name, or the choice's id} */
  String token();

  /**
   * {@return a click on a square}
   *
   * @param square the square clicked
   */
  static Input click(Square square) {
    return new Click(square);
  }

  /**
   * {@return a named choice}
   *
   * @param id the choice's stable id, unique among the choices of a position
   * @param label the button's text for people
   */
  static Input choice(String id, String label) {
    return new Choice(id, label);
  }

  /**
   * A click on a square.
   *
   * @param square the square
   */
  record Click(Square square) implements Input {
    /**
     * Checks that there is a square.
     *
     * @param square the square, not null
     */
    public Click {
      Objects.requireNonNull(square, "square");
    }

    @Override
    public String token() {
      return square.name();
    }

    @Override
    public String toString() {
      return square.name();
    }
  }

  /**
   * A named choice shown as a button.
   *
   * @param id a stable id, unique among the choices of a position (for example {@code "promote-q"},
   *     {@code "end"}, {@code "R3"})
   * @param label the button's text for people
   */
  record Choice(String id, String label) implements Input {
    /**
     * Checks that both fields are present.
     *
     * @param id the stable id, not null
     * @param label the button's text, not null
     */
    public Choice {
      Objects.requireNonNull(id, "id");
      Objects.requireNonNull(label, "label");
    }

    @Override
    public String token() {
      return id;
    }

    @Override
    public String toString() {
      return "[" + id + "]";
    }
  }
}
