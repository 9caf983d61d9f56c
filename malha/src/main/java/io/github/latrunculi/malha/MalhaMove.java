package io.github.latrunculi.malha;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Square;
import java.util.Objects;

/**
 * A move of Kharbga: a placement pair, a step (flagged or not), the end of an optional capture
 * chain, or a resignation. Moves are values; squares are not checked against any board here ({@link
 * MalhaRules#play} does that).
 */
public sealed interface MalhaMove extends Move
    permits MalhaMove.Place, MalhaMove.Step, MalhaMove.End, MalhaMove.Resign {

  /**
   * Places two soldiers of the side to move, written {@code a1,d3}. The pair is unordered: the
   * constructor keeps the squares in canonical order (their names in string order), so {@code new
   * Place(d3, a1)} equals {@code new Place(a1, d3)}.
   *
   * @param first the square whose name comes first in string order
   * @param second the other square (equal to {@code first} only in an illegal pair)
   */
  record Place(Square first, Square second) implements MalhaMove {
    /**
     * Puts the two squares in canonical order.
     *
     * @param first one square of the pair, not null
     * @param second the other square, not null
     */
    public Place {
      Objects.requireNonNull(first, "first");
      Objects.requireNonNull(second, "second");
      if (first.name().compareTo(second.name()) > 0) {
        Square swap = first;
        first = second;
        second = swap;
      }
    }

    @Override
    public String toString() {
      return first.name() + "," + second.name();
    }
  }

  /**
   * Moves a soldier one square orthogonally, written {@code d3-d4}, or {@code e6-e7!} with the
   * exchange flag (the Defender's request or confirmation, the Attacker's acceptance and offer).
   * Continuation steps are steps too.
   *
   * @param from the square the soldier leaves
   * @param to the empty neighbour it enters
   * @param flagged whether the exchange flag is raised
   */
  record Step(Square from, Square to, boolean flagged) implements MalhaMove {
    /**
     * Checks that the squares are given.
     *
     * @param from the square the soldier leaves, not null
     * @param to the square it enters, not null
     * @param flagged whether the exchange flag is raised
     */
    public Step {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
    }

    @Override
    public String toString() {
      return from.name() + "-" + to.name() + (flagged ? "!" : "");
    }
  }

  /**
   * Closes the turn while a capture chain could go on, written {@code end}; legal only under the
   * option {@code continuation=OPTIONAL}.
   */
  record End() implements MalhaMove {
    @Override
    public String toString() {
      return "end";
    }
  }

  /**
   * A side resigns, written {@code resign:a} or {@code resign:d} ({@code resign} alone names the
   * side to move). Either side may resign at any time while the game goes on; it is an action, not
   * a move of the game, so it is never listed among the legal moves.
   *
   * @param side the side that gives up
   */
  record Resign(MalhaSide side) implements MalhaMove {
    /**
     * Checks that the side is given.
     *
     * @param side the side that gives up, not null
     */
    public Resign {
      Objects.requireNonNull(side, "side");
    }

    @Override
    public String toString() {
      return "resign:" + side.letter();
    }
  }
}
