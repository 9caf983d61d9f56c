package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.service.RawHttp.Received;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The status table of the service docs ({@code docs/service.md}) is what the server answers: the
 * test reads the table's rows (status and code), sends a request of each row, and compares. A row
 * without a request here, or a request here without a row, fails the test too.
 */
class StatusTableTests {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  private static final Path DOCS = Path.of("../../docs/service.md");
  private static final Pattern ROW =
      Pattern.compile("^\\| (\\d{3}) \\| `([A-Z_]+)` \\|", Pattern.MULTILINE);

  /** Sends one row's request to the service on {@code port}. */
  private interface Scenario {
    Received send(int port) throws Exception;
  }

  private static Received raw(int port, String request) throws IOException {
    return RawHttp.send(port, request, LIMIT);
  }

  private static Received post(int port, String path, String body) throws IOException {
    return raw(
        port,
        "POST "
            + path
            + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: "
            + body.getBytes(StandardCharsets.UTF_8).length
            + "\r\n\r\n"
            + body);
  }

  private static Map<String, Scenario> scenarios() {
    Map<String, Scenario> rows = new LinkedHashMap<>();
    String opening = "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";
    rows.put("MALFORMED_JSON", port -> post(port, "/moves", "{\"position\":"));
    rows.put("NOT_AN_OBJECT", port -> post(port, "/moves", "[\"nim standard 10 a\"]"));
    rows.put("UNKNOWN_FIELD", port -> post(port, "/moves", "{\"position\":\"x\",\"depth\":3}"));
    rows.put("MISSING_FIELD", port -> post(port, "/moves", "{}"));
    rows.put("WRONG_TYPE", port -> post(port, "/play", "{\"position\":\"x\",\"moves\":\"c2-c4\"}"));
    rows.put(
        "INVALID_VALUE",
        port -> post(port, "/suggest", "{\"position\":\"nim standard 10 a\",\"budgetMs\":0}"));
    rows.put(
        "MALFORMED_REQUEST",
        port -> raw(port, "POST /moves HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n{}"));
    rows.put(
        "NOT_FOUND",
        port -> raw(port, "GET /validate HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    rows.put("UNKNOWN_GAME", port -> post(port, "/start", "{\"game\":\"go\"}"));
    rows.put(
        "UNKNOWN_VARIANT",
        port -> post(port, "/start", "{\"game\":\"chief\",\"variant\":\"blitz\"}"));
    rows.put(
        "METHOD_NOT_ALLOWED",
        port -> raw(port, "GET /play HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"));
    rows.put(
        "REQUEST_TIMEOUT",
        port ->
            raw(
                port,
                "POST /moves HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"position\":"));
    rows.put(
        "BODY_TOO_LARGE",
        port ->
            raw(
                port,
                "POST /moves HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\nExpect: 100-continue\r\n\r\n"));
    rows.put(
        "URI_TOO_LONG",
        port -> raw(port, "GET /" + "a".repeat(10_000) + " HTTP/1.1\r\nHost: x\r\n\r\n"));
    rows.put(
        "UNSUPPORTED_MEDIA_TYPE",
        port ->
            raw(
                port,
                "POST /moves HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\n{}"));
    rows.put(
        "EXPECTATION_FAILED",
        port -> raw(port, "GET /health HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\n\r\n"));
    rows.put(
        "PATH_BLOCKED",
        port ->
            post(
                port,
                "/play",
                "{\"position\":\"" + opening + "\",\"moves\":[\"c2-c4\",\"c7-c5\"]}"));
    rows.put("GAME_OVER", port -> post(port, "/suggest", "{\"position\":\"nim misere 0 a\"}"));
    rows.put(
        "HEADERS_TOO_LARGE",
        port ->
            raw(
                port,
                "GET /health HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(10_000) + "\r\n\r\n"));
    rows.put(
        "INTERNAL_ERROR",
        port ->
            post(
                port,
                "/play",
                "{\"position\":\"nim standard 10 a\",\"moves\":[\"" + Nim.FAULT + "\"]}"));
    rows.put(
        "UNSUPPORTED_TRANSFER_ENCODING",
        port ->
            raw(
                port,
                "POST /moves HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"));
    rows.put("BUSY", StatusTableTests::busy);
    rows.put("UNSUPPORTED_VERSION", port -> raw(port, "GET /health HTTP/2.0\r\nHost: x\r\n\r\n"));
    return rows;
  }

  /** Holds the one search slot (no queue) inside the rules, then sends another search. */
  private static Received busy(int port) throws Exception {
    String search = "{\"position\":\"" + Nim.Gate.POSITION + "\",\"budgetMs\":5}";
    Nim.Gate.close();
    try (Socket held = new Socket()) {
      held.connect(new InetSocketAddress("127.0.0.1", port), 5000);
      held.getOutputStream()
          .write(
              ("POST /suggest HTTP/1.1\r\nHost: x\r\nContent-Length: "
                      + search.length()
                      + "\r\n\r\n"
                      + search)
                  .getBytes(StandardCharsets.US_ASCII));
      assertTrue(Nim.Gate.awaitWaiting(1, 20), "the search never reached the rules");
      return post(port, "/suggest", search);
    } finally {
      Nim.Gate.open();
    }
  }

  @Test
  void everyRowOfTheStatusTableIsWhatTheServerAnswers() throws Exception {
    Map<String, Integer> documented = new TreeMap<>();
    Matcher row = ROW.matcher(Files.readString(DOCS));
    while (row.find()) {
      documented.put(row.group(2), Integer.parseInt(row.group(1)));
    }
    Map<String, Scenario> scenarios = scenarios();
    assertEquals(
        new TreeMap<>(scenarios).keySet(),
        documented.keySet(),
        "the codes of the table against the requests here");
    ServiceSettings settings =
        ServiceSettings.defaults()
            .withAddress("127.0.0.1", 0)
            .withSearch(1, 0)
            .withMaxBudgetMs(50)
            .withTimeouts(Duration.ofMillis(500), Duration.ofSeconds(1));
    try (ValidationService service = ValidationService.start(settings)) {
      for (Map.Entry<String, Scenario> scenario : scenarios.entrySet()) {
        Received answer = scenario.getValue().send(service.port());
        String code = scenario.getKey();
        assertEquals(
            (int) documented.get(code), answer.status(), () -> code + ": " + answer.text());
        assertEquals(code, answer.json().path("code").asText(), () -> code + ": " + answer.text());
      }
    }
  }
}
