package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.latrunculi.examples.service.RawHttp.Received;
import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Requests the HTTP layer refuses, sent as raw bytes: each is answered with the JSON error shape
 * (never an HTML page) or the connection is closed, and a request that stops arriving is cut off by
 * the idle timeout (0.5 s here) instead of holding the connection.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class HttpLayerTests {
  private static final Duration IDLE = Duration.ofMillis(500);

  /** Far above the idle timeout, far below "forever": a hang fails the test. */
  private static final Duration LIMIT = Duration.ofSeconds(5);

  private ValidationService service;

  @BeforeAll
  void start() throws IOException {
    service =
        ValidationService.start(
            ServiceSettings.defaults()
                .withAddress("127.0.0.1", 0)
                .withTimeouts(IDLE, Duration.ofSeconds(1)));
  }

  @AfterAll
  void stop() {
    service.close();
  }

  private Received send(String request) throws IOException {
    return RawHttp.send(service.port(), request, LIMIT);
  }

  /** Asserts a whole JSON error answer with this status and code. */
  private static JsonNode assertJsonError(Received received, int status, String code)
      throws IOException {
    assertFalse(received.timedOut(), received::text);
    assertTrue(received.complete(), received::text);
    assertEquals(status, received.status(), received::text);
    assertTrue(
        received.headers().get("content-type").startsWith("application/json"), received::text);
    JsonNode json = received.json();
    assertEquals(code, json.path("code").asText(), received::text);
    assertEquals("REQUEST", json.path("category").asText(), received::text);
    assertFalse(json.path("message").asText().isEmpty(), received::text);
    assertFalse(
        received.text().toLowerCase(java.util.Locale.ROOT).contains("<html"), received::text);
    return json;
  }

  /** Asserts that the server closed the connection without sending anything, within the limit. */
  private static void assertClosedSilently(Received received, long startedNanos) {
    assertTrue(received.closed(), () -> "still open: " + received.text());
    assertEquals("", received.text());
    long millis = (System.nanoTime() - startedNanos) / 1_000_000;
    assertTrue(
        millis >= IDLE.toMillis() - 50 && millis < LIMIT.toMillis(),
        "closed after " + millis + " ms");
  }

  @Test
  void conflictingContentLengthsAreRefused() throws IOException {
    Received r =
        send(
            "POST /moves HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n{\"a\":1}");
    JsonNode json = assertJsonError(r, 400, "MALFORMED_REQUEST");
    assertTrue(json.path("message").asText().contains("Content-Length"), json::toString);
  }

  @Test
  void aContentLengthThatIsNotANumberIsRefused() throws IOException {
    assertJsonError(
        send("POST /moves HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n{}"),
        400,
        "MALFORMED_REQUEST");
    assertJsonError(
        send("POST /moves HTTP/1.1\r\nHost: x\r\nContent-Length: -2\r\n\r\n{}"),
        400,
        "MALFORMED_REQUEST");
  }

  @Test
  void aBodyFramedTwiceIsRefused() throws IOException {
    Received r =
        send(
            "POST /moves HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
    assertJsonError(r, 400, "MALFORMED_REQUEST");
  }

  @Test
  void transferEncodingsOtherThanChunkedAreRefused() throws IOException {
    Received gzipped =
        send(
            "POST /moves HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n");
    assertJsonError(gzipped, 501, "UNSUPPORTED_TRANSFER_ENCODING");
    // The body is left unread, so nothing more can be read on the connection.
    assertEquals("close", gzipped.headers().get("connection"), gzipped::text);
    // gzip alone leaves the body without an end: a malformed request.
    assertJsonError(
        send("POST /moves HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n{}"),
        400,
        "MALFORMED_REQUEST");
  }

  @Test
  void aChunkedBodyIsRead() throws IOException {
    String body = "{\"position\":\"nim standard 10 a\"}";
    Received r =
        send(
            "POST /moves HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                + Integer.toHexString(10)
                + "\r\n"
                + body.substring(0, 10)
                + "\r\n"
                + Integer.toHexString(body.length() - 10)
                + "\r\n"
                + body.substring(10)
                + "\r\n0\r\n\r\n");
    assertEquals(200, r.status(), r::text);
    assertEquals("a", r.json().path("toMove").asText());
  }

  @Test
  void malformedRequestLinesAndUrisAreRefused() throws IOException {
    assertJsonError(send("GARBAGE\r\n\r\n"), 400, "MALFORMED_REQUEST");
    assertJsonError(send("GET /%zz HTTP/1.1\r\nHost: x\r\n\r\n"), 400, "MALFORMED_REQUEST");
    assertJsonError(send("GET /he alth HTTP/1.1\r\nHost: x\r\n\r\n"), 400, "MALFORMED_REQUEST");
    assertJsonError(send("GET /health HTTP/1.1\rHost: x\r\r"), 400, "MALFORMED_REQUEST");
    assertJsonError(send("GET /health HTTP/3.0\r\nHost: x\r\n\r\n"), 505, "UNSUPPORTED_VERSION");
  }

  @Test
  void headersOverTheLimitAreRefused() throws IOException {
    assertJsonError(
        send("GET /health HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(10_000) + "\r\n\r\n"),
        431,
        "HEADERS_TOO_LARGE");
    assertJsonError(
        send("GET /" + "a".repeat(10_000) + " HTTP/1.1\r\nHost: x\r\n\r\n"), 414, "URI_TOO_LONG");
  }

  @Test
  void aHeadRequestRefusedByTheHttpLayerGetsTheStatusWithoutABody() throws IOException {
    Received r =
        send("HEAD /health HTTP/1.1\r\nHost: x\r\nX-Big: " + "a".repeat(10_000) + "\r\n\r\n");
    assertEquals(431, r.status(), r::text);
    assertTrue(r.complete(), r::text);
    assertEquals(0, r.body().length, r::text);
  }

  @Test
  void aTlsClientHelloIsRefused() throws IOException {
    byte[] hello = {
      0x16, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x01, (byte) 0xfc, 0x03, 0x03, 'a', 'b', 'c', 'd'
    };
    Received r = RawHttp.send(service.port(), hello, LIMIT);
    assertJsonError(r, 400, "MALFORMED_REQUEST");
  }

  @Test
  void bareLineEndsAreCutOffByTheIdleTimeout() throws IOException {
    long started = System.nanoTime();
    assertClosedSilently(send("\r\n\r\n\r\n\r\n"), started);
  }

  @Test
  void incompleteHeadersAreCutOffByTheIdleTimeout() throws IOException {
    long started = System.nanoTime();
    assertClosedSilently(send("POST /moves HTTP/1.1\r\nHost: x\r\n"), started);
  }

  @Test
  void aBodyShorterThanItsContentLengthTimesOut() throws IOException {
    long started = System.nanoTime();
    Received r =
        send("POST /moves HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"position\":");
    assertJsonError(r, 408, "REQUEST_TIMEOUT");
    assertEquals("close", r.headers().get("connection"));
    assertTrue(System.nanoTime() - started >= IDLE.toNanos() - 50_000_000L);
  }

  @Test
  void aChunkedBodyThatNeverEndsTimesOut() throws IOException {
    Received r =
        send(
            "POST /moves HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{\"pos\r\n");
    assertJsonError(r, 408, "REQUEST_TIMEOUT");
  }

  @Test
  void aDeclaredBodyFarOverTheLimitIsRefusedAtOnce() throws IOException {
    Received r = send("POST /moves HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999\r\n\r\n{");
    JsonNode json = assertJsonError(r, 413, "BODY_TOO_LARGE");
    assertEquals("the body is longer than 65536 bytes", json.path("message").asText());
    assertEquals("close", r.headers().get("connection"));
  }

  @Test
  void aStreamedBodyOverTheLimitIsRefused() throws IOException {
    String body = "{\"position\":\"" + "x".repeat(70_000) + "\"}";
    Received r =
        send(
            "POST /moves HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                + Integer.toHexString(body.length())
                + "\r\n"
                + body
                + "\r\n0\r\n\r\n");
    assertJsonError(r, 413, "BODY_TOO_LARGE");
  }

  @Test
  void aBodyOfExactlyTheLimitIsRead() throws IOException {
    String json = "{\"position\":\"nim standard 10 a\"}";
    String body = " ".repeat(ValidationService.MAX_BODY_BYTES - json.length()) + json;
    Received r =
        send(
            "POST /moves HTTP/1.1\r\nHost: x\r\nContent-Length: "
                + body.length()
                + "\r\n\r\n"
                + body);
    assertEquals(200, r.status(), r::text);
    assertEquals("a", r.json().path("toMove").asText());
  }

  /**
   * README, limits: up to 4 MiB of an over-long body is read and dropped, and the connection kept.
   */
  @Test
  void anOverLongBodyOfFourMebibytesIsReadAndDroppedKeepingTheConnection() throws IOException {
    String body = "x".repeat(4 * 1024 * 1024);
    Received declared =
        send(
            "POST /moves HTTP/1.1\r\nHost: x\r\nContent-Length: "
                + body.length()
                + "\r\n\r\n"
                + body);
    assertJsonError(declared, 413, "BODY_TOO_LARGE");
    assertEquals(null, declared.headers().get("connection"), declared::text);
    Received chunked =
        send(
            "POST /moves HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                + Integer.toHexString(body.length())
                + "\r\n"
                + body
                + "\r\n0\r\n\r\n");
    assertJsonError(chunked, 413, "BODY_TOO_LARGE");
    assertEquals(null, chunked.headers().get("connection"), chunked::text);
  }

  @Test
  void aStreamedBodyBeyondFourMebibytesIsCutOffAndTheConnectionClosed() throws IOException {
    String body = "x".repeat(4 * 1024 * 1024 + 1);
    Received r =
        send(
            "POST /moves HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                + Integer.toHexString(body.length())
                + "\r\n"
                + body
                + "\r\n0\r\n\r\n");
    assertJsonError(r, 413, "BODY_TOO_LARGE");
    assertEquals("close", r.headers().get("connection"), r::text);
  }

  @Test
  void theServiceStillAnswersAfterwards() throws IOException {
    send("GARBAGE\r\n\r\n");
    Received r = send("GET /health HTTP/1.1\r\nHost: x\r\n\r\n");
    assertEquals(200, r.status());
    assertEquals(
        "{\"status\":\"ok\"}", new String(r.body(), java.nio.charset.StandardCharsets.UTF_8));
  }
}
