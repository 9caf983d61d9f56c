package io.github.latrunculi.chief;

import io.github.latrunculi.core.Square;
import java.util.Objects;

/**
 * Why a piece of the side to move cannot do something this turn, for user interfaces: it is {@link
 * ChiefRejection#FROZEN frozen}, or its push onto a square is forbidden by the {@link
 * ChiefRejection#PUSH_LIMIT push limit}.
 *
 * @param square the square of the restricted piece
 * @param reason {@link ChiefRejection#FROZEN} or {@link ChiefRejection#PUSH_LIMIT}
 * @param target for a push-limit restriction the square it may not push out of; otherwise the same
 *     as {@code square}
 * @param message the explanation for people, naming the squares and the rule
 */
public record ChiefRestriction(
    Square square, ChiefRejection reason, Square target, String message) {
  /**
   * Checks that every field is present.
   *
   * @param square the square of the restricted piece, not null
   * @param reason {@link ChiefRejection#FROZEN} or {@link ChiefRejection#PUSH_LIMIT}, not null
   * @param target the push-limit square, or {@code square} itself; not null
   * @param message the explanation for people, not null
   */
  public ChiefRestriction {
    Objects.requireNonNull(square, "square");
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(target, "target");
    Objects.requireNonNull(message, "message");
  }
}
