package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * A client of a running service for the tests: sends requests with the JDK's HTTP client and reads
 * every answer as JSON, failing the test when an answer is not JSON.
 */
final class ServiceClient {
  /** The cap on /suggest budgets of the services under test, small to keep the tests fast. */
  static final long TEST_BUDGET_CAP_MS = 50;

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * One answer.
   *
   * @param status the HTTP status
   * @param json the body read as JSON
   * @param response the raw response, for headers
   */
  record Answer(int status, JsonNode json, HttpResponse<String> response) {
    /**
     * Asserts an error answer: the status and the code, with one of the shared categories and a
     * non-empty message.
     */
    Answer assertError(int expectedStatus, String expectedCode) {
      assertEquals(expectedStatus, status, json::toString);
      assertEquals(expectedCode, json.path("code").asText(), json::toString);
      String category = json.path("category").asText();
      assertTrue(
          java.util.Arrays.stream(io.github.latrunculi.core.RejectionCategory.values())
                  .anyMatch(c -> c.name().equals(category))
              || java.util.Arrays.stream(ServiceError.values())
                  .anyMatch(e -> e.category().equals(category)),
          json::toString);
      assertTrue(
          json.path("message").isTextual() && !json.path("message").asText().isEmpty(),
          json::toString);
      return this;
    }

    /** Asserts a 200 answer and returns its body. */
    JsonNode ok() {
      assertEquals(200, status, json::toString);
      return json;
    }
  }

  /** The drain time of the services the tests share. */
  private static final Duration TEST_DRAIN = Duration.ofMillis(500);

  private final HttpClient client =
      HttpClient.newBuilder()
          .version(HttpClient.Version.HTTP_1_1)
          .connectTimeout(Duration.ofSeconds(5))
          .build();
  private final String base;

  ServiceClient(ValidationService service) {
    this.base = "http://127.0.0.1:" + service.port();
  }

  /**
   * Starts a service on an ephemeral loopback port with the test budget cap and a drain time of
   * half a second: this client keeps its connections open, so closing a test class's service would
   * otherwise wait out the default 5 s drain (under mutation testing, once for every mutant).
   */
  static ValidationService startService() {
    ServiceSettings defaults = ServiceSettings.defaults();
    try {
      return ValidationService.start(
          defaults
              .withAddress("127.0.0.1", 0)
              .withMaxBudgetMs(TEST_BUDGET_CAP_MS)
              .withTimeouts(defaults.idleTimeout(), TEST_DRAIN));
    } catch (IOException e) {
      throw new IllegalStateException("cannot start the service", e);
    }
  }

  Answer get(String path) {
    return send(HttpRequest.newBuilder(URI.create(base + path)).GET());
  }

  Answer post(String path, String body) {
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .POST(HttpRequest.BodyPublishers.ofString(body)));
  }

  Answer post(String path, JsonNode body) {
    return post(path, body.toString());
  }

  Answer postBytes(String path, byte[] body) {
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .POST(HttpRequest.BodyPublishers.ofByteArray(body)));
  }

  Answer method(String method, String path, String body) {
    return send(
        HttpRequest.newBuilder(URI.create(base + path))
            .method(method, HttpRequest.BodyPublishers.ofString(body)));
  }

  private Answer send(HttpRequest.Builder request) {
    try {
      HttpResponse<String> response =
          client.send(
              request.timeout(Duration.ofSeconds(20)).build(),
              HttpResponse.BodyHandlers.ofString());
      assertTrue(
          response.headers().firstValue("Content-Type").orElse("").startsWith("application/json"),
          () -> "not JSON: " + response.headers().map());
      return new Answer(response.statusCode(), JSON.readTree(response.body()), response);
    } catch (IOException e) {
      return fail("the request failed or the answer is not JSON: " + e, e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return fail("interrupted", e);
    }
  }

  /** Returns a JSON object builder. */
  static com.fasterxml.jackson.databind.node.ObjectNode object() {
    return JSON.createObjectNode();
  }
}
