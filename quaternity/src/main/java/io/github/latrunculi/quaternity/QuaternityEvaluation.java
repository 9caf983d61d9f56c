package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityDraft.ACTIVE;

import io.github.latrunculi.core.Direction;

/**
 * The search heuristic of {@link QuaternityRules#evaluate}: a player's share of the strength of the
 * active players, where strength is the material a player controls (armies taken by mate included)
 * discounted by the pressure on its king. A frozen or eliminated player scores 0.
 *
 * <p>Why these terms: random playouts almost never mate, so search needs a gradient. Material is
 * what survives a long random playout; the king counts as material too, so that removing a bare
 * king still raises the mater's share (without it a player facing bare kings would already score 1
 * and have no reason to mate); king pressure (attacked squares around the king, check) steers play
 * towards mates rather than towards trading everything off, which leaves three bare kings that can
 * never end the game.
 */
final class QuaternityEvaluation {
  /** Material per piece type: king, queen, rook, bishop, knight, then the five pawn types. */
  private static final int[] VALUES = {4, 9, 5, 3, 3, 1, 1, 1, 1, 1};

  /** The strength lost per unit of king pressure (at most 10 units: half the strength). */
  private static final double PRESSURE_DISCOUNT = 0.05;

  /** Pressure units for a king in check, on top of its attacked neighbours. */
  private static final int CHECK_PRESSURE = 2;

  private final QuaternityMoveGenerator generator;

  QuaternityEvaluation(QuaternityMoveGenerator generator) {
    this.generator = generator;
  }

  /** Returns {@code player}'s share in [0, 1] of the active players' strength (ongoing game). */
  double share(QuaternityPosition position, int player) {
    if (position.statusIndex(player) != ACTIVE) {
      return 0.0;
    }
    QuaternityDraft w = position.read();
    int[] material = new int[QuaternityArmy.COUNT];
    for (int sq = 0; sq < QuaternityTables.SQUARES; sq++) {
      int v = w.board[sq];
      if (v != 0) {
        material[w.controller[QuaternityPieceCodes.army(v)]] +=
            VALUES[QuaternityPieceCodes.type(v)];
      }
    }
    double own = 0;
    double total = 0;
    for (int q = 0; q < QuaternityArmy.COUNT; q++) {
      if (w.status[q] != ACTIVE) {
        continue;
      }
      double strength = material[q] * (1 - PRESSURE_DISCOUNT * kingPressure(w, q));
      total += strength;
      if (q == player) {
        own = strength;
      }
    }
    return total == 0 ? 0.5 : own / total;
  }

  /**
   * Returns 0 to 10: the king's neighbour squares that are off the board or attacked by a hostile
   * piece, plus {@link #CHECK_PRESSURE} when the king itself is attacked.
   */
  private int kingPressure(QuaternityDraft w, int player) {
    int king = w.kings[player];
    if (king < 0) {
      return 0;
    }
    int hostile = generator.hostileArmies(w, player);
    int pressure = QuaternityAttacks.attacked(w, king, hostile) ? CHECK_PRESSURE : 0;
    for (int d = 0; d < Direction.COUNT; d++) {
      int square = QuaternityTables.GEOMETRY.neighbour(king, d);
      if (square < 0 || QuaternityAttacks.attacked(w, square, hostile)) {
        pressure++;
      }
    }
    return pressure;
  }
}
