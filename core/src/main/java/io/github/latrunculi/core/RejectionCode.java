package io.github.latrunculi.core;

/**
 * A machine-readable reason code. Each game declares its codes as an enum implementing this
 * interface ({@code ChiefRejection}, …); {@link CoreRejection} holds the codes of the core. Every
 * code belongs to a shared {@link RejectionCategory}.
 */
public interface RejectionCode {
  /** {@return the code in upper snake case, for example {@code PATH_BLOCKED}} */
  String name();

  /** {@return the shared category of the code, which clients in any language can switch on} */
  RejectionCategory category();
}
