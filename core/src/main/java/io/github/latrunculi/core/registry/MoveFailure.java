package io.github.latrunculi.core.registry;

import io.github.latrunculi.core.Rejection;

/**
 * The first move of a sequence that was refused, by its 1-based number in the sequence, and why.
 * Number 0 means the starting position itself was refused.
 *
 * @param moveNumber 1-based number of the refused move, or 0 for the starting position
 * @param rejection why it was refused
 */
public record MoveFailure(int moveNumber, Rejection rejection) {
  /** Returns {@code illegal move N: <message>}, or the position's rejection for number 0. */
  @Override
  public String toString() {
    return moveNumber == 0
        ? "illegal position: " + rejection.message()
        : "illegal move " + moveNumber + ": " + rejection.message();
  }
}
