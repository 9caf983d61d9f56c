package io.github.latrunculi.core;

import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * A turn entered part by part, for search: the interface a tree search uses to see a Desdemona turn
 * as a queen move and then a shot (a hundred children and then twenty) rather than as a thousand
 * whole turns. Obtained from {@link Rules#turnSteps()}.
 *
 * <p>A <em>step</em> is an {@code int} code whose meaning the game documents; the steps chosen so
 * far in a turn (its <em>prefix</em>) are an {@code int[]}, empty at the start of the turn. The
 * contract, for every position {@code s} reached by legal moves and every prefix {@code p} built
 * from steps this interface returned:
 *
 * <ul>
 *   <li>{@code next(s, p)} lists distinct steps, and each of them leads to at least one legal move:
 *       no prefix is a dead end. With the empty prefix it is empty exactly when the game is over.
 *   <li>{@code move(s, p)} is the legal move {@code p} identifies once it is complete, and {@code
 *       None} while it needs more steps; a complete prefix has no next steps.
 *   <li>The complete prefixes of {@code s} identify exactly {@code legalMoves(s)}, each move once.
 * </ul>
 *
 * <p>Games whose turns have no parts keep the default {@link #wholeMoves}: one step per turn, the
 * index of the move in {@code legalMoves}. At a chance point the steps are its outcomes, whole, and
 * the default's random draw is {@link Rules#randomMove}, which weighs them by their probabilities;
 * games with chance points keep the default.
 *
 * @param <S> the position type
 * @param <M> the move type
 */
public interface TurnSteps<S, M extends Move> {
  /**
   * Lists the legal steps that may follow {@code prefix} in {@code position}.
   *
   * @param position a position of the game; it is not changed
   * @param prefix the steps chosen so far in this turn, empty at its start; it is not changed
   * @return the next steps, distinct and each leading to a legal move; empty when the game is over
   *     or the prefix is complete
   */
  int[] next(S position, int[] prefix);

  /**
   * Returns the move a prefix identifies once it is complete.
   *
   * @param position a position of the game
   * @param prefix steps from {@link #next}, in order
   * @return the legal move the prefix identifies, or {@code None} while it needs more steps
   */
  Option<M> move(S position, int[] prefix);

  /**
   * Draws a random move part by part: a uniformly random first step, then a uniformly random next
   * step, until the move is complete. This is not the distribution of {@link Rules#randomMove},
   * which is uniform over whole moves: a move whose first part has few continuations is likelier
   * here. Games may override it with a faster draw of the same distribution.
   *
   * @param position a position of the game
   * @param random the source of the draws
   * @return the move drawn, or {@code None} when the game is over
   */
  default Option<M> randomMoveByParts(S position, RandomGenerator random) {
    int[] prefix = new int[0];
    while (true) {
      Option<M> move = move(position, prefix);
      if (move.isDefined()) {
        return move;
      }
      int[] steps = next(position, prefix);
      if (steps.length == 0) {
        return Option.none();
      }
      prefix = extend(prefix, steps[random.nextInt(steps.length)]);
    }
  }

  /**
   * {@return a copy of {@code prefix} with {@code step} appended}
   *
   * @param prefix the steps chosen so far
   * @param step the step to add
   */
  static int[] extend(int[] prefix, int step) {
    int[] extended = Arrays.copyOf(prefix, prefix.length + 1);
    extended[prefix.length] = step;
    return extended;
  }

  /**
   * Returns the steps of a game without parts: one step per turn, the index of the move in {@code
   * rules.legalMoves(position)}.
   *
   * @param rules the rules whose moves are the steps
   * @param <S> the position type
   * @param <M> the move type
   * @return steps that are whole moves
   */
  static <S, M extends Move> TurnSteps<S, M> wholeMoves(Rules<S, M> rules) {
    return new TurnSteps<>() {
      private static final int[] NONE = new int[0];

      @Override
      public int[] next(S position, int[] prefix) {
        if (prefix.length > 0) {
          return NONE;
        }
        int[] steps = new int[rules.countLegalMoves(position)];
        Arrays.setAll(steps, index -> index);
        return steps;
      }

      @Override
      public Option<M> move(S position, int[] prefix) {
        if (prefix.length != 1) {
          return Option.none();
        }
        Seq<M> legal = rules.legalMoves(position);
        return prefix[0] >= 0 && prefix[0] < legal.size()
            ? Option.some(legal.get(prefix[0]))
            : Option.none();
      }

      @Override
      public Option<M> randomMoveByParts(S position, RandomGenerator random) {
        return rules.randomMove(position, random);
      }
    };
  }
}
