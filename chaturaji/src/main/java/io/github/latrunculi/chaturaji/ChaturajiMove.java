package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Square;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * One action of Chaturaji: a board move (with its promotion, if any), a throw of the die, the
 * forced lost turn, an exchange of two captured marajas, or the release of a partner's maraja. The
 * boat triumph is not an action of its own: it follows from a boat move.
 */
public sealed interface ChaturajiMove extends Move
    permits ChaturajiMove.Step,
        ChaturajiMove.Throw,
        ChaturajiMove.Pass,
        ChaturajiMove.Exchange,
        ChaturajiMove.Release {

  /**
   * A man moves from one square to another, capturing what stands there, and a soldier that reaches
   * its far edge may promote. Written {@code e2-e3}, {@code e4xe5}, {@code c7-c8=E}.
   *
   * @param from the square the man leaves
   * @param to the square it reaches
   * @param capture true when {@code to} holds an enemy man that is captured
   * @param promotion the kind the soldier becomes, or {@code None}
   */
  record Step(Square from, Square to, boolean capture, Option<ChaturajiKind> promotion)
      implements ChaturajiMove {
    /**
     * Validates that no field is null.
     *
     * @param from the square the man leaves, not null
     * @param to the square it reaches, not null
     * @param capture true when the move captures
     * @param promotion the kind the soldier becomes, or {@code None}; not null
     */
    public Step {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
      Objects.requireNonNull(promotion, "promotion");
    }

    @Override
    public String toString() {
      return from.name()
          + (capture ? 'x' : '-')
          + to.name()
          + promotion.map(kind -> "=" + kind.letter()).getOrElse("");
    }
  }

  /**
   * The chance event of die mode: the die shows {@code value}. Written {@code R3}.
   *
   * @param value the value shown
   */
  record Throw(int value) implements ChaturajiMove {
    @Override
    public String toString() {
      return "R" + value;
    }
  }

  /** The lost turn {@code --}, legal only when no board move is. */
  record Pass() implements ChaturajiMove {
    @Override
    public String toString() {
      return "--";
    }
  }

  /**
   * Two captured marajas of opposite camps come back to the board. Written {@code Xrg}, the armies
   * in seat order.
   *
   * @param first the army that comes first in seat order
   * @param second the other army
   */
  record Exchange(ChaturajiArmy first, ChaturajiArmy second) implements ChaturajiMove {
    /**
     * Validates that no field is null.
     *
     * @param first the army that comes first in seat order, not null
     * @param second the other army, not null
     */
    public Exchange {
      Objects.requireNonNull(first, "first");
      Objects.requireNonNull(second, "second");
    }

    @Override
    public String toString() {
      return "X" + first.letter() + second.letter();
    }
  }

  /**
   * The captured maraja of the actor's partner comes back for nothing ({@code release=on}). Written
   * {@code Xg}.
   *
   * @param army the army whose maraja returns
   */
  record Release(ChaturajiArmy army) implements ChaturajiMove {
    /**
     * Validates that the army is not null.
     *
     * @param army the army whose maraja returns, not null
     */
    public Release {
      Objects.requireNonNull(army, "army");
    }

    @Override
    public String toString() {
      return "X" + army.letter();
    }
  }
}
