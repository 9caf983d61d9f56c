package io.github.latrunculi.core;

/** Rejection codes raised by the core itself, before a game's own rules are consulted. */
public enum CoreRejection implements RejectionCode {
  /** The text is empty or does not have the shape of a position line or record. */
  MALFORMED_LINE,
  /** No registered game has the given id. */
  UNKNOWN_GAME,
  /** The game has no variant of that name. */
  UNKNOWN_VARIANT,
  /** The game has no option of that name. */
  UNKNOWN_OPTION,
  /** The option exists but does not take that value. */
  INVALID_OPTION,
  /** The game does not support the requested board size. */
  UNSUPPORTED_SIZE,
  /** A game record has no header line or cannot be read. */
  MALFORMED_RECORD
}
