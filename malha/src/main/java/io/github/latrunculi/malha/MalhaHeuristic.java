package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaContext.GEOMETRY;
import static io.github.latrunculi.malha.MalhaContext.ORTHOGONAL;
import static io.github.latrunculi.malha.MalhaContext.SIZE;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Player;

/**
 * The search heuristic of {@link MalhaRules#evaluate}: the Attacker's chance of winning as a
 * logistic function of soldier balance, mobility, soldiers open to capture, and the exchange under
 * way; the Defender's is its complement. Neighbours are the board geometry's.
 *
 * <p>Why these terms: random playouts of Kharbga almost never eliminate a side, so search needs a
 * gradient. Soldiers are what decides the game (elimination is the only way to win on the board).
 * Mobility (steps to empty squares) counts because a side with few steps is soon forced into bad
 * ones or blocked. A soldier is open when an enemy can step next to it with a friend of the enemy
 * already on its far side: it is likely lost on the opponent's next move, so it is counted as a
 * fraction of a soldier. The exchange trades one Defender soldier for two Attacker soldiers, so
 * each completed stage of it is a fraction of a soldier for the Defender.
 */
final class MalhaHeuristic {
  /** Logistic slope per soldier of advantage. */
  private static final double PER_SOLDIER = 0.45;

  /** Soldiers' worth of one step of mobility. */
  private static final double PER_STEP = 0.04;

  /** Soldiers' worth of one soldier open to capture. */
  private static final double PER_OPEN = 0.35;

  private MalhaHeuristic() {}

  /** Returns {@code player}'s estimated return in [0, 1]; the outcome's score when finished. */
  static double evaluate(MalhaPosition position, Player player) {
    if (position.sideToMove().isEmpty()) {
      return position.result().outcome().score(player);
    }
    double attacker = attackerChance(position);
    return player.equals(MalhaSide.ATTACKER.player()) ? attacker : 1 - attacker;
  }

  private static double attackerChance(MalhaPosition position) {
    int[] cells = new int[SIZE];
    for (int i = 0; i < SIZE; i++) {
      cells[i] = position.cell(i);
    }
    double advantage =
        position.soldiers(MalhaSide.ATTACKER) - position.soldiers(MalhaSide.DEFENDER);
    if (position.phase() != MalhaPhase.PLACEMENT) {
      advantage += PER_STEP * (steps(cells, 1) - steps(cells, 2));
      advantage -= PER_OPEN * (open(cells, 1) - open(cells, 2));
    }
    advantage -= exchangeGain(position.exchange().stage());
    return 1 / (1 + Math.exp(-PER_SOLDIER * advantage));
  }

  /** Returns the Defender's expected gain in soldiers from the exchange stage reached. */
  private static double exchangeGain(MalhaExchange.Stage stage) {
    return switch (stage) {
      case NONE -> 0;
      case REQUESTED -> 0.1;
      case OFFERED_ONE -> 0.3;
      case CONFIRMED_ONE -> 0.4;
      case OFFERED_TWO -> 0.7;
    };
  }

  /**
   * Returns the number of steps of the soldiers {@code code} (1 Attacker, 2 Defender) to empty
   * squares.
   */
  private static int steps(int[] cells, int code) {
    int count = 0;
    for (int i = 0; i < SIZE; i++) {
      if (cells[i] == code) {
        for (Direction d : ORTHOGONAL) {
          int to = GEOMETRY.neighbour(i, d);
          if (to >= 0 && cells[to] == 0) {
            count++;
          }
        }
      }
    }
    return count;
  }

  /**
   * Returns how many soldiers {@code code} are open: on some line, an enemy stands on one side and
   * the other side is empty with another enemy next to it, ready to step in.
   */
  private static int open(int[] cells, int code) {
    int enemy = 3 - code;
    int count = 0;
    for (int i = 0; i < SIZE; i++) {
      if (cells[i] != code) {
        continue;
      }
      for (Direction d : ORTHOGONAL) {
        int far = GEOMETRY.neighbour(i, d.opposite());
        int near = GEOMETRY.neighbour(i, d);
        if (far >= 0
            && near >= 0
            && cells[far] == enemy
            && cells[near] == 0
            && hasEnemyNeighbour(cells, near, enemy)) {
          count++;
          break;
        }
      }
    }
    return count;
  }

  /** The open soldier itself is one of the neighbours, but never an enemy of its own side. */
  private static boolean hasEnemyNeighbour(int[] cells, int square, int enemy) {
    for (Direction d : ORTHOGONAL) {
      int from = GEOMETRY.neighbour(square, d);
      if (from >= 0 && cells[from] == enemy) {
        return true;
      }
    }
    return false;
  }
}
