package io.github.latrunculi.chief;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;

/**
 * The search heuristic of {@link ChiefRules#evaluate}: each player's share of a softmax over the
 * material of the players still in the game (for two players, a logistic function of the material
 * difference).
 *
 * <p>Material counts the pieces on the board and in hand: Rider 4, Amazon 3, Warrior 2, Savage 1;
 * the Chief counts nothing, since losing it ends the game (or, with three or four players, puts its
 * owner out, and a player out gets no share; in {@code assassination} Black has no Chief to lose).
 * A frozen piece counts half, since it sits out the turn. A Chief in danger costs its side: each
 * enemy piece that could attack it (the nearest piece on a line, within its range and not frozen)
 * costs half a point when the attack would push the Chief and one and a half when it would capture
 * it (no empty square behind the Chief), twice that when that piece's side is to move.
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

  /** The share of its value that a frozen piece keeps: it cannot move this turn. */
  static final double FROZEN_SHARE = 0.5;

  /** Points a Chief's side loses per enemy piece that could push the Chief. */
  static final double PUSH_THREAT = 0.5;

  /** Points a Chief's side loses per enemy piece that could capture the Chief. */
  static final double CAPTURE_THREAT = 1.5;

  /** How much more a threat weighs when its piece's side is the one to move. */
  static final double THREAT_TO_MOVE = 2;

  /** The range of a piece by its kind (Chief, Warrior, Rider, Amazon, Savage). */
  private static final int[] RANGE = {2, 2, Integer.MAX_VALUE, 3, 2};

  private ChiefHeuristic() {}

  /** Returns {@code player}'s estimated return in [0, 1]; the outcome's score when finished. */
  static double evaluate(ChiefContext context, ChiefPosition position, Player player) {
    Outcome outcome = context.outcome(position);
    if (outcome.isFinished()) {
      return outcome.score(player);
    }
    int seats = context.seatCount();
    double[] material = new double[seats];
    boolean[] hasChief = new boolean[seats];
    byte[] cells = position.cells();
    Geometry geometry = position.geometry();
    for (int square = 0; square < cells.length; square++) {
      int cell = cells[square];
      if (cell == 0) {
        continue;
      }
      int seat = ChiefCells.seat(cell);
      int kind = ChiefCells.kind(cell);
      // A frozen piece (always one of the side to move) sits out this turn.
      material[seat] += VALUES[kind] * (position.isFrozen(square) ? FROZEN_SHARE : 1);
      if (kind == ChiefCells.CHIEF) {
        hasChief[seat] = true;
        material[seat] -= threats(position, geometry, cells, square, seat);
      }
    }
    // Hands exist only in two-player variants, where every seat has a share, so a Chief in hand
    // adds nothing to note.
    for (Player p : context.players()) {
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

  /**
   * Returns the points the Chief of {@code seat} on {@code chief} loses to the enemy pieces that
   * could attack it: the nearest piece along each line, when it is an enemy within its range and
   * not frozen. An attack is a capture when the Chief has no empty square behind it to retreat to.
   */
  private static double threats(
      ChiefPosition position, Geometry geometry, byte[] cells, int chief, int seat) {
    int toMove = position.side();
    double threats = 0;
    for (int d = 0; d < Direction.COUNT; d++) {
      int[] ray = geometry.ray(chief, d);
      for (int k = 0; k < ray.length; k++) {
        int cell = cells[ray[k]];
        if (cell == 0) {
          continue;
        }
        int attacker = ChiefCells.seat(cell);
        if (attacker != seat && RANGE[ChiefCells.kind(cell)] > k && !position.isFrozen(ray[k])) {
          int retreat = geometry.neighbour(chief, Direction.of(d).opposite().ordinal());
          double threat = retreat >= 0 && cells[retreat] == 0 ? PUSH_THREAT : CAPTURE_THREAT;
          threats += attacker == toMove ? threat * THREAT_TO_MOVE : threat;
        }
        break;
      }
    }
    return threats;
  }
}
