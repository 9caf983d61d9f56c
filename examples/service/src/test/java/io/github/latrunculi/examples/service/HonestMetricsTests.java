package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Requests that got no whole answer because of the client are counted under their own word, never
 * as 500: a client stalled in its headers and closed by the idle timeout, one that closes in the
 * middle of its body, and one that resets the connection during a long answer.
 */
class HonestMetricsTests {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  private static final Duration IDLE = Duration.ofMillis(500);

  private static String metrics(ValidationService service, String expected) throws Exception {
    String request = "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    long deadline = System.nanoTime() + LIMIT.toNanos();
    String text = RawHttp.send(service.port(), request, LIMIT).text();
    while (!text.contains(expected) && System.nanoTime() < deadline) {
      Thread.sleep(20);
      text = RawHttp.send(service.port(), request, LIMIT).text();
    }
    return text;
  }

  @Test
  void aClientStalledInItsHeadersIsCountedClosedNotAsAServerError() throws Exception {
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    ServiceSettings settings =
        ServiceSettings.defaults()
            .withAddress("127.0.0.1", 0)
            .withTimeouts(IDLE, Duration.ofSeconds(1))
            .withAccessLog(Option.some(new PrintStream(log, true, StandardCharsets.UTF_8)));
    try (ValidationService service = ValidationService.start(settings)) {
      RawHttp.send(service.port(), "GET /health HTTP/1.1\r\nHost: x\r\n", LIMIT);
      String text = metrics(service, "status=\"closed\"} 1\n");
      assertTrue(
          text.contains(
              "latrunculi_http_requests_seconds_count{endpoint=\"other\",method=\"other\",status=\"closed\"} 1\n"),
          text);
      assertFalse(text.contains("status=\"500\""), text);
      assertFalse(log.toString(StandardCharsets.UTF_8).contains(" 500 "), log::toString);
      assertTrue(
          log.toString(StandardCharsets.UTF_8).contains(" 127.0.0.1 - - closed "), log::toString);
    }
  }

  /**
   * The server reads the end of the connection as an early end of the body, and refuses it with
   * 400.
   */
  @Test
  void aClientThatClosesInTheMiddleOfItsBodyIsNotCountedAsAServerError() throws Exception {
    try (ValidationService service =
        ValidationService.start(ServiceSettings.defaults().withAddress("127.0.0.1", 0))) {
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress("127.0.0.1", service.port()), 5000);
        socket
            .getOutputStream()
            .write(
                "POST /moves HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{\"position\":"
                    .getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        Thread.sleep(100);
      }
      // The series appears when the request is registered and its count when it is recorded,
      // a moment later on the server's thread: wait for the count.
      java.util.regex.Pattern counted =
          java.util.regex.Pattern.compile(
              "_count\\{endpoint=\"/moves\",method=\"POST\",status=\"([^\"]+)\"} 1\n");
      long deadline = System.nanoTime() + LIMIT.toNanos();
      String text = metrics(service, "endpoint=\"/moves\",method=\"POST\"");
      while (!counted.matcher(text).find() && System.nanoTime() < deadline) {
        Thread.sleep(20);
        text = metrics(service, "endpoint=\"/moves\",method=\"POST\"");
      }
      java.util.regex.Matcher series = counted.matcher(text);
      assertTrue(series.find(), text);
      assertTrue(series.group(1).equals("400") || series.group(1).equals(AccessLog.CLOSED), text);
      assertFalse(text.contains("status=\"500\""), text);
    }
  }

  @Test
  void aClientThatResetsTheConnectionDuringItsAnswerIsCountedAborted() throws Exception {
    try (ValidationService service =
        ValidationService.start(ServiceSettings.defaults().withAddress("127.0.0.1", 0))) {
      String body = "{\"position\":\"" + AdmissionTests.CROWDED + "\"}";
      String view =
          "POST /view HTTP/1.1\r\nHost: x\r\nContent-Length: " + body.length() + "\r\n\r\n" + body;
      try (Socket socket = new Socket()) {
        socket.connect(new InetSocketAddress("127.0.0.1", service.port()), 5000);
        socket.getOutputStream().write(view.repeat(300).getBytes(StandardCharsets.US_ASCII));
        socket.getOutputStream().flush();
        // Some answers fill the socket buffers; then the client resets the connection.
        metrics(service, "endpoint=\"/view\",method=\"POST\",status=\"200\"} 3");
        socket.setSoLinger(true, 0);
      }
      String text = metrics(service, "status=\"aborted\"} 1\n");
      assertTrue(
          text.contains(
              "latrunculi_http_requests_seconds_count{endpoint=\"/view\",method=\"POST\",status=\"aborted\"} 1\n"),
          text);
      assertFalse(text.contains("status=\"500\""), text);
    }
  }
}
