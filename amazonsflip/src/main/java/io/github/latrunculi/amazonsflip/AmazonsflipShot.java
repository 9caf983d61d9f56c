package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Square;
import io.vavr.collection.Seq;

/**
 * One legal fire target of a moved amazon, with what the shot would do: the stone it leaves on the
 * target and the stones it flips to the shooter's colour. What the description and kind of a turn
 * ({@code moveInputs}) are made from.
 *
 * @param target the square the stone lands on
 * @param placed the stone left on the target (own or neutral)
 * @param flips the stones that change to the shooter's colour, nearest first per line; empty for a
 *     plain shot in the flip-shot variants
 */
record AmazonsflipShot(Square target, AmazonsflipPiece placed, Seq<Square> flips) {
  /** {@return true when the shot flips at least one stone} */
  boolean flipsStones() {
    return !flips.isEmpty();
  }
}
