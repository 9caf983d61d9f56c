package io.github.latrunculi.core;

/**
 * A machine-readable reason code. Each game declares its codes as an enum implementing this
 * interface ({@code ChiefRejection}, …); {@link CoreRejection} holds the codes of the core. Every
 * code belongs to a shared {@link RejectionCategory}.
 */
public interface RejectionCode {
  /** Returns the code in upper snake case, for example {@code PATH_BLOCKED}. */
  String name();

  /** Returns the shared category of the code. */
  RejectionCategory category();
}
