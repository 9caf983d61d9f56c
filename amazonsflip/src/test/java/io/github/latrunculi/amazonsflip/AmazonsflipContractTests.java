package io.github.latrunculi.amazonsflip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.testkit.Conservation;
import io.github.latrunculi.core.testkit.RulesContract;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The core test kit on every variant (the game has no options), plus Desdemona's own invariants of
 * every step (issue 5): stones never move, only flips change a stone's colour and only from the
 * opponent's colour to the mover's, neutral stones never flip, exactly one stone is added per turn
 * after the first and none on the opening turn, and only the moved amazon changes square.
 */
class AmazonsflipContractTests extends RulesContract<AmazonsflipPosition, AmazonsflipMove> {
  @Override
  protected Seq<Rules<AmazonsflipPosition, AmazonsflipMove>> variantsUnderTest() {
    return Vector.of(AmazonsflipVariant.values()).map(AmazonsflipRules::of);
  }

  @Override
  protected int playoutsPerVariant() {
    return 5;
  }

  /** A game has at most 1 + 92 turns (§4), so every playout runs to the end. */
  @Override
  protected int maxPlies() {
    return 100;
  }

  /** Amazons are never captured or added: their number is constant. */
  @Override
  protected Option<Conservation<AmazonsflipPosition, AmazonsflipMove>> conservation(
      Rules<AmazonsflipPosition, AmazonsflipMove> rules) {
    return Option.some(
        Conservation.constant("the amazons", p -> p.amazons(1).size() * 100L + p.amazons(2).size()));
  }

  @Override
  protected void checkStep(
      Rules<AmazonsflipPosition, AmazonsflipMove> rules,
      AmazonsflipPosition before,
      AmazonsflipMove move,
      AmazonsflipPosition after) {
    int mover = before.side();
    AmazonsflipPiece ownStone = mover == 1 ? AmazonsflipPiece.STONE_1 : AmazonsflipPiece.STONE_2;
    AmazonsflipPiece enemyStone = mover == 1 ? AmazonsflipPiece.STONE_2 : AmazonsflipPiece.STONE_1;
    int added = 0;
    for (var square : AmazonsflipPosition.GEOMETRY.squares()) {
      Option<AmazonsflipPiece> was = before.pieceAt(square);
      Option<AmazonsflipPiece> is = after.pieceAt(square);
      boolean moverSquares = square.equals(move.from()) || square.equals(move.to());
      if (was.isDefined() && was.get().isStone()) {
        assertTrue(is.isDefined() && is.get().isStone(), "the stone on " + square + " moved");
        if (was.get() == AmazonsflipPiece.NEUTRAL_STONE) {
          assertEquals(was, is, "the neutral stone on " + square + " changed");
        } else if (!was.equals(is)) {
          assertEquals(enemyStone, was.get(), "only enemy stones flip, not " + square);
          assertEquals(ownStone, is.get(), square + " flips to the mover's colour");
        }
      } else {
        if (was.isDefined() && !moverSquares) {
          assertEquals(was, is, "the amazon on " + square + " did not move");
        }
        if (is.isDefined() && is.get().isStone()) {
          added++; // a new stone, possibly on the square the amazon just left
        }
      }
    }
    assertEquals(before.isOpeningTurn() ? 0 : 1, added, "stones added by " + move);
    AmazonsflipPiece amazon = mover == 1 ? AmazonsflipPiece.AMAZON_1 : AmazonsflipPiece.AMAZON_2;
    assertEquals(Option.some(amazon), after.pieceAt(move.to()), "the amazon lands on " + move.to());
    assertEquals(3 - mover, after.side(), "the other player moves next");
  }
}
