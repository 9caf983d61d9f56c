package io.github.latrunculi.core.testkit;

import java.util.function.ToLongBiFunction;
import java.util.function.ToLongFunction;

/**
 * What a game states about the pieces a move may add or remove: a count over positions (pieces on
 * the board, say, or stones plus pieces in hand) and the change each move must make to it, computed
 * from the move and the position before it (a capture removes exactly one, a placement adds its
 * pieces, a plain step changes nothing). The kit checks {@code count(after) - count(before) ==
 * change(before, move)} on every step of every playout.
 *
 * @param description what is counted, for failure messages ("pieces on the board")
 * @param count the count of a position
 * @param change the change a move must make, from the position before it
 * @param <S> the position type
 * @param <M> the move type
 */
public record Conservation<S, M>(
    String description, ToLongFunction<S> count, ToLongBiFunction<S, M> change) {
  /**
   * {@return a count that no move changes}
   *
   * @param <S> the position type
   * @param <M> the move type
   * @param description what is counted, for failure messages
   * @param count the count of a position, the same before and after every move
   */
  public static <S, M> Conservation<S, M> constant(String description, ToLongFunction<S> count) {
    return new Conservation<>(description, count, (s, m) -> 0);
  }
}
