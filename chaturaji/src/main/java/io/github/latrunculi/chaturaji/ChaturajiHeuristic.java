package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.vavr.control.Option;

/**
 * The search heuristic of {@link ChaturajiRules#evaluate}: a camp's chance of winning as a logistic
 * function of the material difference between the camps, with the marajas weighted heavily; both
 * players of a camp get the same estimate. Reads positions through their public accessors only.
 *
 * <p>Why: a camp wins by capturing both enemy marajas or every enemy man, and random playouts of
 * four armies rarely get there within a search's playout cap, so search needs a gradient. Material
 * is what a capture changes; a maraja counts most because losing both ends the game and losing one
 * costs its army its own turns.
 */
final class ChaturajiHeuristic {
  private static final Square[] SQUARES =
      ChaturajiTables.GEOMETRY.squares().toJavaArray(Square[]::new);

  /** Material per kind: maraja, elephant, horse, boat, soldier (in {@link ChaturajiKind} order). */
  private static final int[] VALUES = {8, 5, 3, 2, 1};

  /** Logistic slope per point of material advantage. */
  private static final double SLOPE = 0.2;

  private ChaturajiHeuristic() {}

  /** Returns {@code player}'s estimated return in [0, 1]; the outcome's score when finished. */
  static double evaluate(ChaturajiPosition position, Player player) {
    Outcome outcome = ChaturajiTransition.outcome(position);
    if (outcome.isFinished()) {
      return outcome.score(player);
    }
    ChaturajiCamp camp = ChaturajiArmy.of(player.index()).camp();
    int advantage = 0;
    for (Square square : SQUARES) {
      Option<ChaturajiMan> man = position.manAt(square);
      if (man.isDefined()) {
        int value = VALUES[man.get().kind().ordinal()];
        advantage += man.get().camp() == camp ? value : -value;
      }
    }
    return 1 / (1 + Math.exp(-SLOPE * advantage));
  }
}
