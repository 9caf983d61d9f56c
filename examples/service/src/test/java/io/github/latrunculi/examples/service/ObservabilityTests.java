package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.service.RawHttp.Received;
import io.vavr.collection.LinkedHashSet;
import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The access log, {@code GET /metrics} and CORS. */
class ObservabilityTests {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  private static final String ORIGIN = "https://play.example";

  private static Received get(ValidationService service, String path, String... headers)
      throws IOException {
    return RawHttp.send(
        service.port(),
        "GET " + path + " HTTP/1.1\r\nHost: x\r\n" + String.join("", headers) + "\r\n",
        LIMIT);
  }

  private static Received options(ValidationService service, String path, String origin)
      throws IOException {
    return RawHttp.send(
        service.port(),
        "OPTIONS "
            + path
            + " HTTP/1.1\r\nHost: x\r\nOrigin: "
            + origin
            + "\r\nAccess-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: content-type\r\n\r\n",
        LIMIT);
  }

  @Test
  void everyRequestIsLoggedWithMethodPathStatusAndDuration() throws Exception {
    ByteArrayOutputStream lines = new ByteArrayOutputStream();
    PrintStream log = new PrintStream(lines, true, StandardCharsets.UTF_8);
    try (ValidationService service =
        ValidationService.start(
            ServiceSettings.defaults()
                .withAddress("127.0.0.1", 0)
                .withAccessLog(Option.some(log)))) {
      get(service, "/health?probe=1");
      RawHttp.send(
          service.port(),
          ResilienceTests.post("/moves", "{\"position\":\"nim standard 10 x\"}"),
          LIMIT);
      RawHttp.send(service.port(), "GARBAGE\r\n\r\n", LIMIT);
    }
    // Lines are written as requests finish, so their order may differ from the order sent.
    java.util.List<String> logged =
        java.util.Arrays.asList(lines.toString(StandardCharsets.UTF_8).split("\n"));
    assertEquals(3, logged.size(), lines::toString);
    Pattern line =
        Pattern.compile(
            "\\d{4}-\\d\\d-\\d\\dT\\S+Z 127\\.0\\.0\\.1 (\\S+) (\\S+) (\\d{3}) \\d+\\.\\d\\d ms");
    java.util.Set<String> seen = new java.util.TreeSet<>();
    for (String entry : logged) {
      Matcher m = line.matcher(entry);
      assertTrue(m.matches(), entry);
      seen.add(m.group(1) + " " + m.group(2) + " " + m.group(3));
    }
    assertTrue(seen.contains("GET /health 200"), seen::toString);
    assertTrue(seen.contains("POST /moves 422"), seen::toString);
    assertTrue(seen.stream().anyMatch(s -> s.endsWith(" 400")), seen::toString);
  }

  @Test
  void noAccessLogByDefault() throws Exception {
    PrintStream stderr = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try (ValidationService service = ValidationService.start("127.0.0.1", 0)) {
      assertEquals(200, get(service, "/health").status());
    } finally {
      System.setErr(stderr);
    }
    assertFalse(captured.toString(StandardCharsets.UTF_8).contains("/health"), captured::toString);
  }

  @Test
  void metricsCountRequestsAndTheirLatencyPerEndpointAndStatus() throws Exception {
    try (ValidationService service = ValidationService.start("127.0.0.1", 0)) {
      for (int i = 0; i < 3; i++) {
        get(service, "/health");
      }
      RawHttp.send(
          service.port(),
          ResilienceTests.post("/moves", "{\"position\":\"nim standard 10 a\"}"),
          LIMIT);
      RawHttp.send(
          service.port(),
          ResilienceTests.post("/moves", "{\"position\":\"nim standard 10 x\"}"),
          LIMIT);
      get(service, "/no/such/path");
      Received metrics = get(service, "/metrics");
      assertEquals(200, metrics.status());
      assertEquals(
          "text/plain; version=0.0.4; charset=utf-8", metrics.headers().get("content-type"));
      String text =
          recorded(
              service,
              series("/health", "GET", "200", 3),
              series("/moves", "POST", "200", 1),
              series("/moves", "POST", "422", 1),
              series("other", "GET", "404", 1));
      assertTrue(text.contains("# TYPE latrunculi_http_requests_seconds histogram"), text);
      assertCount(text, "/health", "GET", "200", 3);
      assertCount(text, "/moves", "POST", "200", 1);
      assertCount(text, "/moves", "POST", "422", 1);
      assertCount(text, "other", "GET", "404", 1);
      assertTrue(
          text.contains(
              "latrunculi_http_requests_seconds_bucket{endpoint=\"/health\",method=\"GET\",status=\"200\",le=\"0.1\"} 3"),
          text);
      assertTrue(text.contains("latrunculi_search_active "), text);
      assertTrue(text.contains("latrunculi_search_queued "), text);
    }
  }

  @Test
  void metricsLabelTheCommonMethodsByNameAndAnyOtherAsOther() throws Exception {
    try (ValidationService service = ValidationService.start("127.0.0.1", 0)) {
      assertEquals(
          405,
          RawHttp.send(
                  service.port(),
                  "PUT /health HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n",
                  LIMIT)
              .status());
      assertEquals(
          405,
          RawHttp.send(
                  service.port(),
                  "BREW /health HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n",
                  LIMIT)
              .status());
      String text =
          recorded(
              service, series("/health", "PUT", "405", 1), series("/health", "other", "405", 1));
      assertCount(text, "/health", "PUT", "405", 1);
      assertCount(text, "/health", "other", "405", 1);
      assertFalse(text.contains("method=\"BREW\""), text);
    }
  }

  @Test
  void theAccessLogGivesEachDurationInMilliseconds() throws Exception {
    ByteArrayOutputStream lines = new ByteArrayOutputStream();
    PrintStream log = new PrintStream(lines, true, StandardCharsets.UTF_8);
    long started = System.nanoTime();
    try (ValidationService service =
        ValidationService.start(
            ServiceSettings.defaults()
                .withAddress("127.0.0.1", 0)
                .withAccessLog(Option.some(log)))) {
      get(service, "/health");
    }
    double elapsedMillis = (System.nanoTime() - started) / 1e6;
    Matcher m =
        Pattern.compile(" GET /health 200 (\\d+\\.\\d\\d) ms")
            .matcher(lines.toString(StandardCharsets.UTF_8));
    assertTrue(m.find(), lines::toString);
    double logged = Double.parseDouble(m.group(1));
    assertTrue(logged <= elapsedMillis, logged + " ms logged, " + elapsedMillis + " ms elapsed");
  }

  private static void assertCount(
      String text, String endpoint, String method, String status, int count) {
    String series = series(endpoint, method, status, count);
    assertTrue(text.contains(series), () -> series + " not in\n" + text);
  }

  private static String series(String endpoint, String method, String status, int count) {
    return "latrunculi_http_requests_seconds_count{endpoint=\""
        + endpoint
        + "\",method=\""
        + method
        + "\",status=\""
        + status
        + "\"} "
        + count;
  }

  /**
   * Returns the metrics text once it holds every one of {@code series}, or after 5 s. A request is
   * recorded just after its answer is sent, on the thread that served it, so records of requests
   * sent one after the other may land in any order: waiting for the last request's alone is not
   * enough.
   */
  private static String recorded(ValidationService service, String... series) throws Exception {
    String text = "";
    long deadline = System.nanoTime() + 5_000_000_000L;
    while (System.nanoTime() < deadline) {
      text = new String(get(service, "/metrics").body(), StandardCharsets.UTF_8);
      String seen = text;
      if (java.util.Arrays.stream(series).allMatch(seen::contains)) {
        break;
      }
    }
    return text;
  }

  @Test
  void answersDoNotNameTheServerSoftware() throws Exception {
    try (ValidationService service = ValidationService.start("127.0.0.1", 0)) {
      Received health = get(service, "/health");
      assertEquals(200, health.status());
      assertFalse(health.headers().containsKey("server"), health::text);
      assertFalse(health.headers().containsKey("x-powered-by"), health::text);
    }
  }

  @Test
  void theServiceRunsOnNamedDaemonThreadsAndSaysWhereItListens() throws Exception {
    // Only threads this service started count: other tests' services may still run in this JVM.
    java.util.Set<Thread> before = Thread.getAllStackTraces().keySet();
    try (ValidationService service = ValidationService.start("127.0.0.1", 0)) {
      assertEquals(new java.net.InetSocketAddress("127.0.0.1", service.port()), service.address());
      assertEquals(200, get(service, "/health").status());
      java.util.List<Thread> started =
          Thread.getAllStackTraces().keySet().stream().filter(t -> !before.contains(t)).toList();
      java.util.List<Thread> http =
          started.stream().filter(t -> t.getName().startsWith("latrunculi-http")).toList();
      assertFalse(http.isEmpty(), () -> "no new thread is named latrunculi-http: " + started);
      // Daemons: an embedding program that forgets close() can still exit.
      assertTrue(http.stream().allMatch(Thread::isDaemon), http::toString);
    }
  }

  @Test
  void corsIsOffByDefault() throws Exception {
    try (ValidationService service = ValidationService.start("127.0.0.1", 0)) {
      Received health = get(service, "/health", "Origin: " + ORIGIN + "\r\n");
      assertFalse(health.headers().containsKey("access-control-allow-origin"), health::text);
      Received preflight = options(service, "/play", ORIGIN);
      assertEquals(405, preflight.status(), preflight::text);
      assertFalse(preflight.headers().containsKey("access-control-allow-origin"), preflight::text);
    }
  }

  @Test
  void corsAllowsTheConfiguredOriginsOnly() throws Exception {
    ServiceSettings settings =
        ServiceSettings.defaults()
            .withAddress("127.0.0.1", 0)
            .withCorsOrigins(LinkedHashSet.of(ORIGIN, "http://localhost:3000"));
    try (ValidationService service = ValidationService.start(settings)) {
      Received preflight = options(service, "/play", ORIGIN);
      assertEquals(204, preflight.status(), preflight::text);
      assertEquals(ORIGIN, preflight.headers().get("access-control-allow-origin"));
      assertEquals("POST", preflight.headers().get("access-control-allow-methods"));
      assertEquals("Content-Type", preflight.headers().get("access-control-allow-headers"));
      assertEquals("Origin", preflight.headers().get("vary"));
      Received health = get(service, "/health", "Origin: http://localhost:3000\r\n");
      assertEquals(200, health.status());
      assertEquals("http://localhost:3000", health.headers().get("access-control-allow-origin"));
      Received play =
          RawHttp.send(
              service.port(),
              "POST /play HTTP/1.1\r\nHost: x\r\nOrigin: "
                  + ORIGIN
                  + "\r\nContent-Length: 2\r\n\r\n{}",
              LIMIT);
      assertEquals(400, play.status(), play::text);
      assertEquals(ORIGIN, play.headers().get("access-control-allow-origin"));
      Received stranger = options(service, "/play", "https://evil.example");
      assertEquals(405, stranger.status(), stranger::text);
      assertFalse(stranger.headers().containsKey("access-control-allow-origin"), stranger::text);
      Received strangerGet = get(service, "/health", "Origin: https://evil.example\r\n");
      assertFalse(
          strangerGet.headers().containsKey("access-control-allow-origin"), strangerGet::text);
    }
  }
}
