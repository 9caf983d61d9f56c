package io.github.latrunculi.chief;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import java.util.Objects;

/**
 * A move of Chief: a {@link Step} of one piece (plain, push or capture), a {@link Pass} (legal only
 * when nothing else is), a {@link Place}ment of a piece from the hand (placement variants) or a
 * {@link Reinforce}ment of Savages on edge squares ({@code assassination}).
 */
public sealed interface ChiefMove extends Move
    permits ChiefMove.Step, ChiefMove.Pass, ChiefMove.Place, ChiefMove.Reinforce {

  /** The pass: the only move left to a side that cannot move or place. */
  Pass PASS = new Pass();

  /** What a step does, with the separator its text uses. */
  enum StepKind {
    /** Onto an empty square, written {@code -}. */
    MOVE('-'),
    /**
     * Onto an enemy whose retreat square is empty: the enemy retreats one square; written {@code
     * :}.
     */
    PUSH(':'),
    /** Onto an enemy that cannot retreat: it is removed; written {@code x}. */
    CAPTURE('x');

    private final char separator;

    StepKind(char separator) {
      this.separator = separator;
    }

    /** {@return the separator of the move text: {@code -}, {@code :} or {@code x}} */
    public char separator() {
      return separator;
    }
  }

  /**
   * One piece moves along a line; what it does on arrival is its kind.
   *
   * @param from the square the piece leaves
   * @param to the square it ends on
   * @param kind plain move, push or capture: the text's separator must match what the move does
   */
  record Step(Square from, Square to, StepKind kind) implements ChiefMove {
    /**
     * Checks that every field is present.
     *
     * @param from the square the piece leaves, not null
     * @param to the square it ends on, not null
     * @param kind plain move, push or capture, not null
     */
    public Step {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
      Objects.requireNonNull(kind, "kind");
    }

    @Override
    public String toString() {
      return from.name() + kind.separator() + to.name();
    }
  }

  /** The turn is skipped; written {@code pass}. */
  record Pass() implements ChiefMove {
    @Override
    public String toString() {
      return "pass";
    }
  }

  /**
   * A piece of the mover's hand is put on an empty square (placement phase of {@code wild} and
   * {@code assassination}); written {@code P@sq} with an upper-case letter.
   *
   * @param kind the kind of piece placed
   * @param square the empty square it goes to
   */
  record Place(ChiefKind kind, Square square) implements ChiefMove {
    /**
     * Checks that both fields are present.
     *
     * @param kind the kind of piece placed, not null
     * @param square the square it goes to, not null
     */
    public Place {
      Objects.requireNonNull(kind, "kind");
      Objects.requireNonNull(square, "square");
    }

    @Override
    public String toString() {
      return kind.letter() + "@" + square.name();
    }
  }

  /**
   * White brings new Savages onto empty edge squares instead of moving ({@code assassination});
   * written {@code S@a1} or {@code S@a1,S@g1}.
   *
   * @param squares the squares, in rank-then-file order, at least one
   */
  record Reinforce(List<Square> squares) implements ChiefMove {
    /**
     * Checks that at least one Savage is brought in.
     *
     * @param squares the squares, in rank-then-file order, not empty
     * @throws IllegalArgumentException when {@code squares} is empty
     */
    public Reinforce {
      Objects.requireNonNull(squares, "squares");
      if (squares.isEmpty()) {
        throw new IllegalArgumentException("a reinforcement brings at least one Savage");
      }
    }

    @Override
    public String toString() {
      return squares.map(s -> "S@" + s.name()).mkString(",");
    }
  }
}
