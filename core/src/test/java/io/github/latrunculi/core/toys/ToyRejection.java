package io.github.latrunculi.core.toys;

import io.github.latrunculi.core.RejectionCode;

/** Rejection codes of the two toy games. */
enum ToyRejection implements RejectionCode {
  MALFORMED,
  GAME_OVER,
  ILLEGAL
}
