package io.github.latrunculi.examples.service;

import io.github.latrunculi.core.RejectionCategory;
import io.github.latrunculi.core.RejectionCode;

/**
 * Reason codes of the service itself, for requests refused before (or instead of) a game's rules,
 * each with its HTTP status.
 */
public enum ServiceError implements RejectionCode {
  /** The body is not one well-formed JSON value (or has duplicate keys or trailing text). */
  MALFORMED_JSON(400, RejectionCategory.MALFORMED),
  /** The body is well-formed JSON but not an object. */
  NOT_AN_OBJECT(400, RejectionCategory.MALFORMED),
  /** The request object has a field the endpoint does not know. */
  UNKNOWN_FIELD(400, RejectionCategory.MALFORMED),
  /** A required field is absent. */
  MISSING_FIELD(400, RejectionCategory.MALFORMED),
  /** A field has the wrong JSON type, for example a number where a string is expected. */
  WRONG_TYPE(400, RejectionCategory.MALFORMED),
  /** A field has the right type but a value out of range, for example a negative budget. */
  INVALID_VALUE(400, RejectionCategory.MALFORMED),
  /** No endpoint has the requested path. */
  NOT_FOUND(404, RejectionCategory.REQUEST),
  /** The endpoint exists but not for this HTTP method. */
  METHOD_NOT_ALLOWED(405, RejectionCategory.REQUEST),
  /** The body is longer than {@link ValidationService#MAX_BODY_BYTES}. */
  BODY_TOO_LARGE(413, RejectionCategory.REQUEST),
  /** A move was asked for in a finished game. */
  GAME_OVER(422, RejectionCategory.GAME_OVER),
  /** A fault of the server or of a game module; the details go to the server's log only. */
  INTERNAL_ERROR(500, RejectionCategory.INTERNAL);

  private final int status;
  private final RejectionCategory category;

  ServiceError(int status, RejectionCategory category) {
    this.status = status;
    this.category = category;
  }

  @Override
  public RejectionCategory category() {
    return category;
  }

  /** Returns the HTTP status that answers this error. */
  public int status() {
    return status;
  }
}
