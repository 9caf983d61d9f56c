package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;

/**
 * What an endpoint answers: an HTTP status and a JSON body.
 *
 * @param status the HTTP status code
 * @param body the JSON body
 */
record Reply(int status, JsonNode body) {
  /** Returns a 200 reply. */
  static Reply ok(JsonNode body) {
    return new Reply(200, body);
  }

  /** Returns the error reply of a service error: {@code {"code","message"}} with its status. */
  static Reply error(ServiceError code, String message) {
    return new Reply(code.status(), errorBody(code.name(), message));
  }

  /**
   * Returns the error reply of a game's or the core's rejection: 404 for an unknown game or
   * variant (the resource does not exist here), 422 for everything else (a position, setup or
   * move that was understood and refused).
   */
  static Reply rejected(Rejection rejection) {
    boolean missing =
        rejection.code() == CoreRejection.UNKNOWN_GAME
            || rejection.code() == CoreRejection.UNKNOWN_VARIANT;
    return new Reply(missing ? 404 : 422, errorBody(rejection.codeName(), rejection.message()));
  }

  /** Returns the 422 reply of /play for the move with 1-based number {@code moveIndex}. */
  static Reply rejectedMove(int moveIndex, Rejection rejection) {
    ObjectNode body = errorBody(rejection.codeName(), rejection.message());
    body.put("moveIndex", moveIndex);
    return new Reply(422, body);
  }

  private static ObjectNode errorBody(String code, String message) {
    ObjectNode body = Json.MAPPER.createObjectNode();
    body.put("code", code);
    body.put("message", message);
    return body;
  }
}
