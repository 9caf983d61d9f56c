package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;
import java.nio.charset.StandardCharsets;

/**
 * What an endpoint answers: an HTTP status, a content type and the body bytes (JSON for every
 * endpoint but {@code /metrics}).
 *
 * @param status the HTTP status code
 * @param contentType the value of the {@code Content-Type} header
 * @param body the body
 */
record Reply(int status, String contentType, byte[] body) {
  /** The content type of every JSON answer. */
  static final String JSON = "application/json; charset=utf-8";

  /** Returns a 200 reply. */
  static Reply ok(JsonNode body) {
    return json(200, body);
  }

  /** Returns a reply of any status with a JSON body. */
  static Reply json(int status, JsonNode body) {
    try {
      return new Reply(status, JSON, Json.MAPPER.writeValueAsBytes(body));
    } catch (JsonProcessingException e) {
      // A tree built in memory always serializes; this would be a bug of Jackson.
      throw new IllegalStateException("cannot write a JSON tree", e);
    }
  }

  /** Returns a 200 reply with a text body of the given content type. */
  static Reply text(String contentType, String text) {
    return new Reply(200, contentType, text.getBytes(StandardCharsets.UTF_8));
  }

  /**
   * Returns the error reply of a service error: {@code {"code","category","message"}} with its
   * status.
   */
  static Reply error(ServiceError code, String message) {
    return json(code.status(), errorBody(code.name(), code.category(), message));
  }

  /**
   * Returns the error reply of a game's or the core's rejection: 404 for an unknown game or variant
   * (the resource does not exist here), 422 for everything else (a position, setup or move that was
   * understood and refused).
   */
  static Reply rejected(Rejection rejection) {
    boolean missing =
        rejection.code() == CoreRejection.UNKNOWN_GAME
            || rejection.code() == CoreRejection.UNKNOWN_VARIANT;
    return json(missing ? 404 : 422, errorBody(rejection));
  }

  /** Returns the 422 reply of /play for the move with 1-based number {@code moveIndex}. */
  static Reply rejectedMove(int moveIndex, Rejection rejection) {
    return rejectedAt("moveIndex", moveIndex, rejection);
  }

  /**
   * Returns the 422 reply of a refusal of one item of a list in the request, naming the item by its
   * 1-based {@code index} in the field {@code indexField} ({@code "moveIndex"}, {@code
   * "inputIndex"}).
   */
  static Reply rejectedAt(String indexField, int index, Rejection rejection) {
    ObjectNode body = errorBody(rejection);
    body.put(indexField, index);
    return json(422, body);
  }

  /** The error shape: the code, its shared category (for clients that switch on it), the reason. */
  private static ObjectNode errorBody(Rejection rejection) {
    return errorBody(rejection.codeName(), rejection.category().name(), rejection.message());
  }

  private static ObjectNode errorBody(String code, String category, String message) {
    ObjectNode body = Json.MAPPER.createObjectNode();
    body.put("code", code);
    body.put("category", category);
    body.put("message", message);
    return body;
  }
}
