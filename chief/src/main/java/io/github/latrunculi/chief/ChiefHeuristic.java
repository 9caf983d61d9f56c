package io.github.latrunculi.chief;

import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.vavr.control.Option;

/**
 * The search heuristic of {@link ChiefRules#evaluate}: each player's share of a softmax over the
 * material of the players still in the game (for two players, a logistic function of the material
 * difference). Reads positions through their public accessors only.
 *
 * <p>Material counts the pieces on the board and in hand: Rider 4, Amazon 3, Warrior 2, Savage 1;
 * the Chief counts nothing, since losing it ends the game (or, with three or four players, puts its
 * owner out, and a player out gets no share; in {@code assassination} Black has no Chief to lose).
 *
 * <p>Why: random playouts of the larger boards and of the placement variants often stop at the
 * search's playout cap before a Chief falls; material is the gradient that leads there, and in
 * {@code armageddon} (no Chiefs) it is the aim itself.
 */
final class ChiefHeuristic {
  /** Material per kind: Chief, Warrior, Rider, Amazon, Savage (in {@link ChiefKind} order). */
  private static final int[] VALUES = {0, 2, 4, 3, 1};

  /** Softmax slope per point of material. */
  private static final double SLOPE = 0.5;

  private ChiefHeuristic() {}

  /** Returns {@code player}'s estimated return in [0, 1]; the outcome's score when finished. */
  static double evaluate(ChiefRules rules, ChiefPosition position, Player player) {
    Outcome outcome = rules.outcome(position);
    if (outcome.isFinished()) {
      return outcome.score(player);
    }
    int seats = rules.players().size();
    double[] material = new double[seats];
    boolean[] hasChief = new boolean[seats];
    Geometry geometry = position.geometry();
    for (Square square : geometry.squares()) {
      Option<ChiefPiece> piece = position.pieceAt(square);
      if (piece.isDefined()) {
        int seat = piece.get().owner().index();
        ChiefKind kind = piece.get().kind();
        material[seat] += VALUES[kind.ordinal()];
        if (kind == ChiefKind.CHIEF) {
          hasChief[seat] = true;
        }
      }
    }
    // Hands exist only in two-player variants, where every seat has a share, so a Chief in hand
    // adds nothing to note.
    for (Player p : rules.players()) {
      for (ChiefKind kind : ChiefKind.values()) {
        material[p.index()] += position.inHand(p, kind) * VALUES[kind.ordinal()];
      }
    }
    // With three or four players the game goes on only while the seat to move has its Chief, so
    // the total below is never 0.
    double own = 0;
    double total = 0;
    for (int seat = 0; seat < seats; seat++) {
      if (seats > 2 && !hasChief[seat]) {
        continue;
      }
      double weight = Math.exp(SLOPE * material[seat]);
      total += weight;
      if (seat == player.index()) {
        own = weight;
      }
    }
    return own / total;
  }
}
