package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.examples.service.RawHttp.Received;
import io.github.latrunculi.examples.service.Samples.Sample;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The service under hostile or unlucky traffic, on loopback: hundreds of slow and idle connections,
 * and a shutdown with requests in flight. Every scenario is bounded in time and states what is
 * answered, not how fast: the only times are limits of seconds that a hang would exceed (the JDK
 * server this service replaced stopped answering anyone with ten idle clients).
 */
class ResilienceTests {
  private static final Duration LIMIT = Duration.ofSeconds(10);

  /**
   * The shutdown tests' settings: searches up to 1.5 s, and a grace period of 5 s to finish them.
   */
  private static final ServiceSettings SHUTDOWN_SETTINGS =
      ServiceSettings.defaults()
          .withMaxBudgetMs(1500)
          .withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(5));

  /** An opening of the first registered game's first variant, with six moves to play. */
  private static final Sample OPENING =
      Samples.positions(3, 8, 100).find(s -> s.continuation().size() >= 6).get();

  static String playBody() {
    ObjectNode body = ServiceClient.object().put("position", OPENING.state().line());
    OPENING.continuation().take(6).forEach(body.putArray("moves")::add);
    return body.toString();
  }

  static JsonNode expectedPlay() {
    return Samples.expectedPlay(OPENING.state().playAll(OPENING.continuation().take(6)).get());
  }

  /** A whole request with a body, on a connection the server closes after answering. */
  static String post(String path, String body) {
    return "POST "
        + path
        + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
        + body.getBytes(StandardCharsets.UTF_8).length
        + "\r\nConnection: close\r\n\r\n"
        + body;
  }

  private static final String HEALTH =
      "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";

  private static ValidationService start(ServiceSettings settings) throws IOException {
    return ValidationService.start(settings.withAddress("127.0.0.1", 0));
  }

  /** Sends {@code request} on a new connection from another thread. */
  private static CompletableFuture<Received> sendAsync(int port, String request) {
    return CompletableFuture.supplyAsync(
        () -> {
          try {
            return RawHttp.send(port, request, LIMIT);
          } catch (IOException e) {
            throw new IllegalStateException(e);
          }
        });
  }

  /** Waits until the service reports a search running, so that a shutdown finds it in flight. */
  static void awaitSearchRunning(int port, CompletableFuture<?> search)
      throws IOException, InterruptedException {
    String metrics = "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    long deadline = System.nanoTime() + 20_000_000_000L;
    while (!RawHttp.send(port, metrics, LIMIT).text().contains("\nlatrunculi_search_active 1.0")) {
      assertTrue(System.nanoTime() < deadline && !search.isDone(), "the search never ran");
      Thread.sleep(10);
    }
  }

  @Test
  void threeHundredSlowOrIdleConnectionsDoNotStopOthers() throws Exception {
    try (ValidationService service = start(ServiceSettings.defaults())) {
      int port = service.port();
      String play = post("/play", playBody());
      assertEquals(200, RawHttp.send(port, play, LIMIT).status());
      java.util.List<Socket> slow = new ArrayList<>();
      ScheduledExecutorService trickle = Executors.newSingleThreadScheduledExecutor();
      try {
        java.util.List<OutputStream> tricklers = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
          Socket socket = new Socket();
          socket.connect(new InetSocketAddress("127.0.0.1", port), 5000);
          slow.add(socket);
          OutputStream out = socket.getOutputStream();
          switch (i % 3) {
            case 0 ->
                out.write(
                    "POST /moves HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.US_ASCII));
            case 1 ->
                out.write(
                    "POST /play HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"position\":"
                        .getBytes(StandardCharsets.US_ASCII));
            default -> tricklers.add(out);
          }
        }
        byte[] header =
            ("GET /health HTTP/1.1\r\nX-Slow: " + "a".repeat(4000))
                .getBytes(StandardCharsets.US_ASCII);
        AtomicInteger sent = new AtomicInteger();
        trickle.scheduleAtFixedRate(
            () -> {
              int at = sent.getAndIncrement() % header.length;
              for (OutputStream out : tricklers) {
                try {
                  out.write(header[at]);
                  out.flush();
                } catch (IOException e) {
                  // A closed slow connection no longer trickles; the others go on.
                }
              }
            },
            0,
            50,
            TimeUnit.MILLISECONDS);
        Thread.sleep(300);
        for (int round = 0; round < 3; round++) {
          Received health = RawHttp.send(port, HEALTH, LIMIT);
          assertEquals(200, health.status(), health::text);
          assertEquals("ok", health.json().path("status").asText());
          Received played = RawHttp.send(port, play, LIMIT);
          assertEquals(200, played.status(), played::text);
          assertEquals(expectedPlay(), played.json());
        }
        assertTrue(sent.get() > 5, "the slow clients sent " + sent.get() + " bytes each");
      } finally {
        trickle.shutdownNow();
        for (Socket socket : slow) {
          socket.close();
        }
      }
    }
  }

  @Test
  void aRequestOnAnOpenConnectionDuringTheDrainIsServedAndTheConnectionClosedAfterIt()
      throws Exception {
    ValidationService service = start(SHUTDOWN_SETTINGS);
    int port = service.port();
    try (java.net.Socket open = new java.net.Socket()) {
      open.connect(new java.net.InetSocketAddress("127.0.0.1", port), 5000);
      String health = "GET /health HTTP/1.1\r\nHost: x\r\n\r\n";
      open.getOutputStream().write(health.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
      assertEquals(200, RawHttp.receive(open, LIMIT).status());
      // A search in flight keeps the shutdown in its drain while the open connection asks.
      String search =
          post(
              "/suggest",
              ServiceClient.object()
                  .put("position", OPENING.state().line())
                  .put("budgetMs", 1200)
                  .toString());
      CompletableFuture<Received> suggestion = sendAsync(port, search);
      awaitSearchRunning(port, suggestion);
      CompletableFuture<Void> closing = CompletableFuture.runAsync(service::close);
      awaitRefused(port);
      String play = post("/play", playBody()).replace("Connection: close\r\n", "");
      open.getOutputStream().write(play.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
      Received served = RawHttp.receive(open, LIMIT);
      assertEquals(200, served.status(), served::text);
      assertTrue(served.complete(), served::text);
      assertEquals(expectedPlay(), served.json());
      assertEquals("close", served.headers().get("connection"), served::text);
      Received after = RawHttp.receiveAll(open, LIMIT);
      assertTrue(after.closed() && after.bytes().length == 0, after::text);
      assertEquals(200, suggestion.get(10, TimeUnit.SECONDS).status());
      closing.get(10, TimeUnit.SECONDS);
    }
  }

  @Test
  void theMetricsCountTheSearchesRunningAndWaiting() throws Exception {
    // One search thread and a queue of one: the first search runs, the second waits.
    ServiceSettings settings = ServiceSettings.defaults().withMaxBudgetMs(1500).withSearch(1, 1);
    try (ValidationService service = start(settings)) {
      int port = service.port();
      String search =
          post(
              "/suggest",
              ServiceClient.object()
                  .put("position", OPENING.state().line())
                  .put("budgetMs", 1000)
                  .toString());
      CompletableFuture<Received> running = sendAsync(port, search);
      awaitSearchRunning(port, running);
      CompletableFuture<Received> waiting = sendAsync(port, search);
      String metrics = "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
      long deadline = System.nanoTime() + LIMIT.toNanos();
      String text = RawHttp.send(port, metrics, LIMIT).text();
      while (!text.contains("\nlatrunculi_search_queued 1.0")
          && !running.isDone()
          && System.nanoTime() < deadline) {
        Thread.sleep(10);
        text = RawHttp.send(port, metrics, LIMIT).text();
      }
      assertTrue(text.contains("\nlatrunculi_search_queued 1.0"), text);
      assertTrue(text.contains("\nlatrunculi_search_active 1.0"), text);
      assertEquals(200, running.get(10, TimeUnit.SECONDS).status());
      assertEquals(200, waiting.get(10, TimeUnit.SECONDS).status());
    }
  }

  /** Waits until new connections are refused: the shutdown has begun. */
  static void awaitRefused(int port) throws InterruptedException {
    long deadline = System.nanoTime() + LIMIT.toNanos();
    while (true) {
      try (java.net.Socket probe = new java.net.Socket()) {
        probe.connect(new java.net.InetSocketAddress("127.0.0.1", port), 1000);
      } catch (IOException refused) {
        return;
      }
      assertTrue(System.nanoTime() < deadline, "the service still accepts connections");
      Thread.sleep(5);
    }
  }
}
