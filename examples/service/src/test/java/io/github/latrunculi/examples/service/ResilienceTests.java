package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.examples.service.RawHttp.Received;
import io.github.latrunculi.examples.service.Samples.Sample;
import io.vavr.collection.List;
import java.io.IOException;
import java.io.OutputStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The service under hostile or unlucky traffic, on loopback: hundreds of slow and idle
 * connections, a flood of maximum-budget searches, and a shutdown in the middle of a burst. Every
 * scenario is bounded in time; the thresholds leave room for a loaded two-core machine while still
 * failing the JDK server this service replaced (which stopped answering with ten idle clients, and
 * delayed GET /health by seconds behind 32 searches).
 */
class ResilienceTests {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  /** The shutdown tests' settings: searches up to 1.5 s, and a grace period of 5 s to finish them. */
  private static final ServiceSettings SHUTDOWN_SETTINGS =
      ServiceSettings.defaults().withMaxBudgetMs(1500).withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(5));

  /** An opening of the first registered game's first variant, with six moves to play. */
  private static final Sample OPENING =
      Samples.positions(3, 8, 100).find(s -> s.continuation().size() >= 6).get();

  private static String playBody() {
    ObjectNode body = ServiceClient.object().put("position", OPENING.state().line());
    OPENING.continuation().take(6).forEach(body.putArray("moves")::add);
    return body.toString();
  }

  private static JsonNode expectedPlay() {
    return Samples.expectedPlay(OPENING.state().playAll(OPENING.continuation().take(6)).get());
  }

  /** A whole request with a body, on a connection the server closes after answering. */
  static String post(String path, String body) {
    return "POST " + path + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
        + body.getBytes(StandardCharsets.UTF_8).length + "\r\nConnection: close\r\n\r\n" + body;
  }

  private static final String HEALTH = "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";

  private static ValidationService start(ServiceSettings settings) throws IOException {
    return ValidationService.start(settings.withAddress("127.0.0.1", 0));
  }

  /** The clients of the search flood and what they were answered. */
  private static final class Flood {
    volatile boolean going = true;
    final AtomicInteger ok = new AtomicInteger();
    final ConcurrentLinkedQueue<String> busy = new ConcurrentLinkedQueue<>();
    final ConcurrentLinkedQueue<Long> busyMillis = new ConcurrentLinkedQueue<>();
    final ConcurrentLinkedQueue<String> other = new ConcurrentLinkedQueue<>();

    /** Sends the search, and again after each answer while the flood goes on. */
    CompletableFuture<Void> search(HttpClient client, HttpRequest suggest) {
      long sentAt = System.nanoTime();
      return client.sendAsync(suggest, HttpResponse.BodyHandlers.ofString()).thenCompose(response -> {
        String answer = response.statusCode() + " " + response.headers().firstValue("Retry-After").orElse("-")
            + " " + response.body();
        if (response.statusCode() == 200) {
          ok.incrementAndGet();
        } else if (response.statusCode() == 503) {
          busyMillis.add((System.nanoTime() - sentAt) / 1_000_000);
          busy.add(answer);
        } else {
          other.add(answer);
        }
        if (!going) {
          return CompletableFuture.completedFuture(null);
        }
        long pause = response.statusCode() == 200 ? 0 : 1000;
        return CompletableFuture.runAsync(() -> { }, CompletableFuture.delayedExecutor(pause, TimeUnit.MILLISECONDS))
            .thenCompose(ignored -> search(client, suggest));
      });
    }
  }

  /** Sends {@code request} {@code count} times in a row and returns the p99 latency in ms. */
  private static double p99Millis(HttpClient client, HttpRequest request, int count)
      throws IOException, InterruptedException {
    long[] nanos = new long[count];
    for (int i = 0; i < count; i++) {
      long started = System.nanoTime();
      assertEquals(200, client.send(request, HttpResponse.BodyHandlers.ofString()).statusCode());
      nanos[i] = System.nanoTime() - started;
    }
    Arrays.sort(nanos);
    return nanos[count * 99 / 100] / 1e6;
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
  static void awaitSearchRunning(int port, CompletableFuture<?> search) throws IOException, InterruptedException {
    String metrics = "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    long deadline = System.nanoTime() + 20_000_000_000L;
    while (!RawHttp.send(port, metrics, LIMIT).text().contains("\nlatrunculi_search_active 1.0")) {
      assertTrue(System.nanoTime() < deadline && !search.isDone(), "the search never ran");
      Thread.sleep(10);
    }
  }

  @Test
  void threeHundredSlowOrIdleConnectionsDoNotDelayOthers() throws Exception {
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
            case 0 -> out.write("POST /moves HTTP/1.1\r\nHost: x\r\n".getBytes(StandardCharsets.US_ASCII));
            case 1 -> out.write(
                "POST /play HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"position\":".getBytes(StandardCharsets.US_ASCII));
            default -> tricklers.add(out);
          }
        }
        byte[] header = ("GET /health HTTP/1.1\r\nX-Slow: " + "a".repeat(4000)).getBytes(StandardCharsets.US_ASCII);
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
          long started = System.nanoTime();
          Received health = RawHttp.send(port, HEALTH, LIMIT);
          long healthMillis = (System.nanoTime() - started) / 1_000_000;
          assertEquals(200, health.status(), health::text);
          assertEquals("ok", health.json().path("status").asText());
          assertTrue(healthMillis < 1000, "GET /health took " + healthMillis + " ms");
          started = System.nanoTime();
          Received played = RawHttp.send(port, play, LIMIT);
          long playMillis = (System.nanoTime() - started) / 1_000_000;
          assertEquals(200, played.status(), played::text);
          assertEquals(expectedPlay(), played.json());
          assertTrue(playMillis < 1000, "POST /play took " + playMillis + " ms");
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
  void aSearchFloodIsShedWithBusyWhileValidationStaysFast() throws Exception {
    ServiceSettings settings = ServiceSettings.defaults().withMaxBudgetMs(1000);
    int searchThreads = settings.searchThreads();
    int queue = settings.searchQueue();
    try (ValidationService service = start(settings)) {
      String base = "http://127.0.0.1:" + service.port();
      HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
      HttpRequest moves =
          HttpRequest.newBuilder(URI.create(base + "/moves"))
              .POST(HttpRequest.BodyPublishers.ofString(ServiceClient.object().put("position", OPENING.state().line()).toString()))
              .timeout(LIMIT)
              .build();
      // Warm up, then measure the machine's own noise on /moves before the flood.
      for (int i = 0; i < 200; i++) {
        assertEquals(200, client.send(moves, HttpResponse.BodyHandlers.ofString()).statusCode());
      }
      double quietBefore = p99Millis(client, moves, 300);
      HttpClient searchers = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
      HttpRequest suggest =
          HttpRequest.newBuilder(URI.create(base + "/suggest"))
              .POST(HttpRequest.BodyPublishers.ofString(
                  ServiceClient.object().put("position", OPENING.state().line()).put("budgetMs", 1000).toString()))
              .timeout(LIMIT)
              .build();
      // 32 clients send at once, then each sends again as soon as it is answered (after the
      // Retry-After second when refused), so the flood lasts while /moves is being measured.
      Flood flood = new Flood();
      java.util.List<CompletableFuture<Void>> clients = new ArrayList<>();
      for (int i = 0; i < 32; i++) {
        clients.add(flood.search(searchers, suggest));
      }
      long floodStart = System.nanoTime();
      long[] latencies = new long[100_000];
      int n = 0;
      while (n < latencies.length
          && (n < 400 || System.nanoTime() - floodStart < 2_000_000_000L)
          && System.nanoTime() - floodStart < 15_000_000_000L) {
        long started = System.nanoTime();
        HttpResponse<String> answer = client.send(moves, HttpResponse.BodyHandlers.ofString());
        latencies[n++] = System.nanoTime() - started;
        assertEquals(200, answer.statusCode(), answer.body());
      }
      flood.going = false;
      CompletableFuture.allOf(clients.toArray(new CompletableFuture<?>[0])).get(30, TimeUnit.SECONDS);
      long[] sorted = Arrays.copyOf(latencies, n);
      Arrays.sort(sorted);
      double p99 = sorted[Math.min(n - 1, n * 99 / 100)] / 1e6;
      // 100 ms as the issue asks, plus twice what the machine's own load costs without the flood
      // (about 2 ms on an idle machine, more when other builds share it), and never 1 s: a server
      // without admission control took seconds here.
      double quiet = Math.max(quietBefore, p99Millis(client, moves, 300));
      assertTrue(
          p99 < Math.min(1000, 100 + 2 * quiet),
          "/moves p99 " + p99 + " ms during the flood (" + n + " requests), " + quiet + " ms without it");
      assertTrue(flood.other.isEmpty(), () -> "answers neither 200 nor BUSY: " + flood.other);
      assertTrue(flood.ok.get() >= searchThreads + queue, flood.ok + " searches answered");
      assertTrue(flood.busy.size() >= 32 - 2 * (searchThreads + queue), flood.busy.size() + " searches refused");
      for (String busy : flood.busy) {
        assertTrue(busy.startsWith("503 1 {\"code\":\"BUSY\",\"category\":\"REQUEST\",\"message\":"), busy);
      }
      long slowestBusy = flood.busyMillis.stream().mapToLong(Long::longValue).max().orElse(0);
      assertTrue(slowestBusy < 800, "a BUSY answer took " + slowestBusy + " ms: refused searches must not wait");
    }
  }

  @Test
  void closeDuringABurstLosesNoAnsweredRequest() throws Exception {
    ValidationService service = start(SHUTDOWN_SETTINGS);
    int port = service.port();
    String play = post("/play", playBody());
    JsonNode expected = expectedPlay();
    ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
    AtomicInteger answered = new AtomicInteger();
    AtomicInteger refused = new AtomicInteger();
    AtomicInteger shed = new AtomicInteger();
    long[] stopAt = {Long.MAX_VALUE};
    java.util.List<Thread> clients = new ArrayList<>();
    for (int t = 0; t < 6; t++) {
      Thread client =
          new Thread(() -> {
            while (System.nanoTime() < stopAt[0]) {
              try {
                Received r = RawHttp.send(port, play, LIMIT);
                if (r.bytes().length == 0 && r.closed()) {
                  refused.incrementAndGet();
                } else if (r.complete() && r.status() == 200 && r.json().equals(expected)) {
                  answered.incrementAndGet();
                } else if (r.complete() && r.status() == 503 && r.json().path("code").asText().equals("SHUTTING_DOWN")) {
                  shed.incrementAndGet();
                } else {
                  wrong.add(r.text());
                }
              } catch (ConnectException e) {
                refused.incrementAndGet();
              } catch (IOException e) {
                wrong.add(e.toString());
              }
            }
          });
      client.start();
      clients.add(client);
    }
    // A search in flight when the shutdown starts must still be answered.
    String search = post("/suggest", ServiceClient.object().put("position", OPENING.state().line()).put("budgetMs", 1200).toString());
    CompletableFuture<Received> suggestion = sendAsync(port, search);
    awaitSearchRunning(port, suggestion);
    long closing = System.nanoTime();
    service.close();
    long closeMillis = (System.nanoTime() - closing) / 1_000_000;
    stopAt[0] = System.nanoTime() + 300_000_000L;
    for (Thread client : clients) {
      client.join(LIMIT.toMillis());
      assertFalse(client.isAlive());
    }
    Received suggested = suggestion.get(10, TimeUnit.SECONDS);
    assertEquals(200, suggested.status(), suggested::text);
    assertTrue(suggested.complete(), suggested::text);
    assertTrue(OPENING.state().moves().contains(suggested.json().path("move").asText()), suggested::text);
    assertTrue(closeMillis < 5000 + 2000, "close() took " + closeMillis + " ms, beyond the grace period");
    assertTrue(wrong.isEmpty(), () -> wrong.size() + " broken answers, first: " + wrong.peek());
    assertTrue(answered.get() > 0, "no request was answered before the shutdown");
    assertTrue(refused.get() > 0, "no request came after the shutdown");
    assertTrue(List.of(answered.get(), refused.get(), shed.get()).sum().intValue() > 10);
  }

  @Test
  void aRequestOnAnOpenConnectionDuringShutdownIsAnsweredShuttingDown() throws Exception {
    ValidationService service = start(SHUTDOWN_SETTINGS);
    int port = service.port();
    try (java.net.Socket open = new java.net.Socket()) {
      open.connect(new java.net.InetSocketAddress("127.0.0.1", port), 5000);
      String health = "GET /health HTTP/1.1\r\nHost: x\r\n\r\n";
      open.getOutputStream().write(health.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
      assertEquals(200, RawHttp.receive(open, LIMIT).status());
      // A search in flight keeps the shutdown in its grace period while the open connection asks.
      String search = post("/suggest", ServiceClient.object().put("position", OPENING.state().line()).put("budgetMs", 1200).toString());
      CompletableFuture<Received> suggestion = sendAsync(port, search);
      awaitSearchRunning(port, suggestion);
      CompletableFuture<Void> closing = CompletableFuture.runAsync(service::close);
      awaitRefused(port);
      open.getOutputStream().write(health.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
      Received shed = RawHttp.receive(open, LIMIT);
      assertEquals(503, shed.status(), shed::text);
      assertTrue(shed.complete(), shed::text);
      assertEquals("SHUTTING_DOWN", shed.json().path("code").asText(), shed::text);
      assertEquals(
          "the service is shutting down; send the request to another instance",
          shed.json().path("message").asText(),
          shed::text);
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
      String search = post("/suggest", ServiceClient.object().put("position", OPENING.state().line()).put("budgetMs", 1000).toString());
      CompletableFuture<Received> running = sendAsync(port, search);
      awaitSearchRunning(port, running);
      CompletableFuture<Received> waiting = sendAsync(port, search);
      String metrics = "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
      long deadline = System.nanoTime() + LIMIT.toNanos();
      String text = RawHttp.send(port, metrics, LIMIT).text();
      while (!text.contains("\nlatrunculi_search_queued 1.0") && !running.isDone() && System.nanoTime() < deadline) {
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
  private static void awaitRefused(int port) throws InterruptedException {
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
