package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.databind.JsonNode;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.Iterator;

/**
 * Strict reading of one request object. Every accessor checks its field and, on the first problem
 * (unknown field, missing field, wrong type, bad value), remembers a 400 reply and returns a
 * neutral value; the endpoint reads all its fields and then asks {@link #problem()} once. One
 * instance serves one request on one thread.
 */
final class RequestFields {
  private final JsonNode body;
  private Option<Reply> problem = Option.none();

  private RequestFields(JsonNode body) {
    this.body = body;
  }

  /** Starts reading {@code body}, which must be an object whose fields are all in {@code known}. */
  static RequestFields of(JsonNode body, String... known) {
    RequestFields fields = new RequestFields(body);
    if (!body.isObject()) {
      fields.fail(
          ServiceError.NOT_AN_OBJECT,
          "the body must be a JSON object with the fields " + Arrays.toString(known));
      return fields;
    }
    java.util.List<String> allowed = Arrays.asList(known);
    for (Iterator<String> names = body.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!allowed.contains(name)) {
        fields.fail(
            ServiceError.UNKNOWN_FIELD,
            "unknown field '" + name + "'; this endpoint takes " + Arrays.toString(known));
        break;
      }
    }
    return fields;
  }

  /** Returns the first problem found, as a 400 reply. */
  Option<Reply> problem() {
    return problem;
  }

  /** Reads a required string field. */
  String text(String name) {
    JsonNode node = present(name) ? body.get(name) : null;
    if (node == null) {
      fail(ServiceError.MISSING_FIELD, "the field '" + name + "' is required");
      return "";
    }
    return textOf(name, node);
  }

  /** Reads an optional string field. */
  Option<String> optionalText(String name) {
    return present(name) ? Option.some(textOf(name, body.get(name))) : Option.none();
  }

  /** Reads an optional integer field that fits in a {@code long}. */
  Option<Long> optionalInteger(String name) {
    if (!present(name)) {
      return Option.none();
    }
    JsonNode node = body.get(name);
    if (!node.isIntegralNumber() || !node.canConvertToLong()) {
      fail(ServiceError.WRONG_TYPE, "the field '" + name + "' must be an integer (64-bit)");
      return Option.none();
    }
    return Option.some(node.longValue());
  }

  /** Reads an optional array of strings; absent means empty. */
  List<String> texts(String name) {
    if (!present(name)) {
      return List.empty();
    }
    JsonNode node = body.get(name);
    if (!node.isArray()) {
      fail(ServiceError.WRONG_TYPE, "the field '" + name + "' must be an array of strings");
      return List.empty();
    }
    List<String> values = List.empty();
    for (int i = node.size() - 1; i >= 0; i--) {
      if (!node.get(i).isTextual()) {
        fail(
            ServiceError.WRONG_TYPE,
            "element "
                + (i + 1)
                + " of '"
                + name
                + "' must be a string, not "
                + typeOf(node.get(i)));
        return List.empty();
      }
      values = values.prepend(node.get(i).textValue());
    }
    return values;
  }

  /**
   * Reads an optional object whose values are strings, numbers or booleans, each taken as its text
   * ({@code 2} and {@code "2"} are the same option value); absent means empty.
   */
  Map<String, String> scalars(String name) {
    if (!present(name)) {
      return LinkedHashMap.empty();
    }
    JsonNode node = body.get(name);
    if (!node.isObject()) {
      fail(ServiceError.WRONG_TYPE, "the field '" + name + "' must be an object");
      return LinkedHashMap.empty();
    }
    Map<String, String> values = LinkedHashMap.empty();
    for (java.util.Map.Entry<String, JsonNode> entry : node.properties()) {
      if (!entry.getValue().isValueNode() || entry.getValue().isNull()) {
        fail(
            ServiceError.WRONG_TYPE,
            "'" + name + "." + entry.getKey() + "' must be a string, number or boolean");
        return LinkedHashMap.empty();
      }
      values = values.put(entry.getKey(), entry.getValue().asText());
    }
    return values;
  }

  /** Records a problem found by the endpoint itself in a value that has the right type. */
  void invalid(String message) {
    fail(ServiceError.INVALID_VALUE, message);
  }

  /** A field with a JSON null counts as present, so that it is refused as a wrong type. */
  private boolean present(String name) {
    return body.isObject() && body.has(name);
  }

  private String textOf(String name, JsonNode node) {
    if (!node.isTextual()) {
      fail(
          ServiceError.WRONG_TYPE,
          "the field '" + name + "' must be a string, not " + typeOf(node));
      return "";
    }
    return node.textValue();
  }

  private static String typeOf(JsonNode node) {
    return node.getNodeType().name().toLowerCase(java.util.Locale.ROOT);
  }

  private void fail(ServiceError code, String message) {
    if (problem.isEmpty()) {
      problem = Option.some(Reply.error(code, message));
    }
  }
}
