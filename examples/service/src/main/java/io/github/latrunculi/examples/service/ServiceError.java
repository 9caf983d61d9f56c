package io.github.latrunculi.examples.service;

/**
 * Reason codes of the service itself, for requests refused before (or instead of) a game's rules,
 * each with its HTTP status and the category a client switches on. A request the body of which does
 * not say what it should is {@code MALFORMED} and a finished game {@code GAME_OVER}, as the rules'
 * categories name them; what only a service refuses (the HTTP request itself, a full server) is
 * {@code REQUEST}, and a fault of the server {@code INTERNAL}: the rules know neither.
 */
public enum ServiceError {
  /** The body is not one well-formed JSON value (or has duplicate keys or trailing text). */
  MALFORMED_JSON(400, Category.MALFORMED),
  /** The body is well-formed JSON but not an object. */
  NOT_AN_OBJECT(400, Category.MALFORMED),
  /** The request object has a field the endpoint does not know. */
  UNKNOWN_FIELD(400, Category.MALFORMED),
  /** A required field is absent. */
  MISSING_FIELD(400, Category.MALFORMED),
  /** A field has the wrong JSON type, for example a number where a string is expected. */
  WRONG_TYPE(400, Category.MALFORMED),
  /** A field has the right type but a value out of range, for example a negative budget. */
  INVALID_VALUE(400, Category.MALFORMED),
  /** No endpoint has the requested path. */
  NOT_FOUND(404, Category.REQUEST),
  /** The endpoint exists but not for this HTTP method; also every {@code CONNECT}. */
  METHOD_NOT_ALLOWED(405, Category.REQUEST),
  /** The body is longer than {@link ValidationService#MAX_BODY_BYTES}. */
  BODY_TOO_LARGE(413, Category.REQUEST),
  /**
   * The HTTP layer refused the request: a malformed request line, URI or header, a bad or
   * conflicting {@code Content-Length}, a body framed twice.
   */
  MALFORMED_REQUEST(400, Category.REQUEST),
  /**
   * The body has a {@code Content-Type} other than {@code application/json} (with no charset, or
   * charset UTF-8).
   */
  UNSUPPORTED_MEDIA_TYPE(415, Category.REQUEST),
  /** The request has an {@code Expect} header other than {@code 100-continue}. */
  EXPECTATION_FAILED(417, Category.REQUEST),
  /** The headers or the body did not arrive within the idle timeout. */
  REQUEST_TIMEOUT(408, Category.REQUEST),
  /** The request target is longer than the header limit allows. */
  URI_TOO_LONG(414, Category.REQUEST),
  /** The request line and headers together are larger than the header limit. */
  HEADERS_TOO_LARGE(431, Category.REQUEST),
  /** The body uses a {@code Transfer-Encoding} other than {@code chunked}. */
  UNSUPPORTED_TRANSFER_ENCODING(501, Category.REQUEST),
  /** The request names an HTTP version other than 1.0 or 1.1 (HTTP/2 included). */
  UNSUPPORTED_VERSION(505, Category.REQUEST),
  /**
   * The lane of the endpoint is full (its threads and its queue), or the answers waiting for their
   * clients fill the output budget; retry after the time given.
   */
  BUSY(503, Category.REQUEST),
  /** The service stopped before the request could be answered. */
  SHUTTING_DOWN(503, Category.REQUEST),
  /** A move was asked for in a finished game. */
  GAME_OVER(422, Category.GAME_OVER),
  /** A fault of the server or of a game module; the details go to the server's log only. */
  INTERNAL_ERROR(500, Category.INTERNAL);

  private final int status;
  private final Category category;

  ServiceError(int status, Category category) {
    this.status = status;
    this.category = category;
  }

  /**
   * Returns the category of the error body: one of the rules' or {@code REQUEST}, {@code INTERNAL}.
   */
  public String category() {
    return category.name();
  }

  /**
   * The categories of the service's errors: two of the rules' categories, named as the rules name
   * them, and two that only a service has.
   */
  private enum Category {
    MALFORMED,
    GAME_OVER,
    REQUEST,
    INTERNAL
  }

  /** Returns the HTTP status that answers this error. */
  public int status() {
    return status;
  }
}
