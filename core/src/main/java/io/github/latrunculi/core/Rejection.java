package io.github.latrunculi.core;

import java.util.Objects;

/**
 * Why a position, move or request was refused: a machine-readable {@link RejectionCode} (with its
 * shared {@link RejectionCategory}) and a message for people that names the squares and the rule
 * involved (for example "c3 is frozen: it was pushed on the previous turn").
 *
 * @param code the reason code
 * @param message the explanation; never empty
 */
public record Rejection(RejectionCode code, String message) {
  /**
   * Checks that both fields are present.
   *
   * @param code the reason code, not null
   * @param message the explanation, not null
   */
  public Rejection {
    Objects.requireNonNull(code, "code");
    Objects.requireNonNull(message, "message");
  }

  /**
   * {@return the shared category of the code, for example {@link RejectionCategory#PATH_BLOCKED}}
   */
  public RejectionCategory category() {
    return code.category();
  }

  /** {@return the code's name, for example {@code "PATH_BLOCKED"}} */
  public String codeName() {
    return code.name();
  }

  /** Returns {@code CODE: message}. */
  @Override
  public String toString() {
    return code.name() + ": " + message;
  }
}
