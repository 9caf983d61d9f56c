package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.service.RawHttp.Received;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Each setting of {@link ServiceSettings} that Jetty enforces is the one the server applies. Every
 * test starts its own service with a value other than Jetty's default, so a setting that is not
 * handed to Jetty fails here (and a mutation run attributes the start to the test that checks it).
 */
class AppliedSettingsTests {
  private static final Duration LIMIT = Duration.ofSeconds(5);
  private static final ServiceSettings LOOPBACK =
      ServiceSettings.defaults().withAddress("127.0.0.1", 0);

  private static String health(String extraHeaders) {
    return "GET /health HTTP/1.1\r\nHost: x\r\n" + extraHeaders + "Connection: close\r\n\r\n";
  }

  @Test
  void theHeaderLimitIsTheConfiguredOne() throws IOException {
    // Jetty's own default is 8 KiB: a 12 KB header passes only if 16 KiB reached the connector.
    try (ValidationService service =
        ValidationService.start(LOOPBACK.withMaxHeaderBytes(16 * 1024))) {
      Received within =
          RawHttp.send(service.port(), health("X-Big: " + "a".repeat(12_000) + "\r\n"), LIMIT);
      assertEquals(200, within.status(), within::text);
      Received over =
          RawHttp.send(service.port(), health("X-Big: " + "a".repeat(20_000) + "\r\n"), LIMIT);
      assertEquals(431, over.status(), over::text);
      assertEquals("HEADERS_TOO_LARGE", over.json().path("code").asText(), over::text);
    }
  }

  @Test
  void theIdleTimeoutIsTheConfiguredOne() throws IOException {
    // Jetty's own default is 30 s; the client gives up after 5 s.
    Duration idle = Duration.ofMillis(300);
    try (ValidationService service =
        ValidationService.start(LOOPBACK.withTimeouts(idle, Duration.ofSeconds(1)))) {
      long started = System.nanoTime();
      Received silent = RawHttp.send(service.port(), "GET /health HTTP/1.1\r\nHost: x\r\n", LIMIT);
      long millis = (System.nanoTime() - started) / 1_000_000;
      assertTrue(silent.closed(), () -> "still open after " + millis + " ms: " + silent.text());
      assertTrue(
          millis >= idle.toMillis() - 50 && millis < LIMIT.toMillis(),
          "closed after " + millis + " ms");
    }
  }

  @Test
  void anIdleConnectionMaySendItsNextRequestThroughoutTheDrainTime() throws Exception {
    // Jetty's own default closes idle connections 1 s into a shutdown; the drain time here is 8 s.
    try (ValidationService service =
            ValidationService.start(
                LOOPBACK.withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(8)));
        Socket open = new Socket()) {
      // The port, read while the service runs: a closed connector no longer reports it.
      int port = service.port();
      open.connect(new InetSocketAddress("127.0.0.1", port), 5000);
      byte[] health =
          "GET /health HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1);
      open.getOutputStream().write(health);
      assertEquals(200, RawHttp.receive(open, LIMIT).status());
      CompletableFuture<Void> closing = CompletableFuture.runAsync(service::close);
      ResilienceTests.awaitRefused(port);
      Thread.sleep(2500);
      open.getOutputStream().write(health);
      Received served = RawHttp.receive(open, LIMIT);
      assertEquals(200, served.status(), served::text);
      assertEquals("close", served.headers().get("connection"), served::text);
      // The client closes its side as told, which ends the drain.
      open.close();
      closing.get(LIMIT.toSeconds(), TimeUnit.SECONDS);
    }
  }

  @Test
  void connectionsBeyondTheLimitWaitInTheAcceptQueueAndAreServedInTurn() throws IOException {
    // One connection at a time: the rest wait in the kernel's queue of 128, where the default of
    // 50 would drop the connection attempts beyond it.
    int waiting = 100;
    List<Socket> queued = new ArrayList<>();
    try (ValidationService service = ValidationService.start(LOOPBACK.withMaxConnections(1));
        Socket first = new Socket()) {
      first.connect(new InetSocketAddress("127.0.0.1", service.port()), 5000);
      first
          .getOutputStream()
          .write("GET /health HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
      assertEquals(200, RawHttp.receive(first, LIMIT).status());
      for (int i = 0; i < waiting; i++) {
        Socket socket = new Socket();
        queued.add(socket);
        socket.connect(new InetSocketAddress("127.0.0.1", service.port()), 3000);
      }
      first.close();
      for (Socket socket : queued) {
        socket.getOutputStream().write(health("").getBytes(StandardCharsets.ISO_8859_1));
        assertEquals(200, RawHttp.receive(socket, LIMIT).status());
        socket.close();
      }
    } finally {
      for (Socket socket : queued) {
        socket.close();
      }
    }
  }

  @Test
  void searchesRunOnNamedDaemonThreads() throws IOException {
    Set<Thread> before = Thread.getAllStackTraces().keySet();
    try (ValidationService service = ValidationService.start(LOOPBACK)) {
      new ServiceClient(service)
          .post(
              "/suggest",
              ServiceClient.object().put("position", "nim standard 10 a").put("budgetMs", 5))
          .ok();
      List<Thread> searchers =
          Thread.getAllStackTraces().keySet().stream()
              .filter(t -> !before.contains(t) && t.getName().startsWith("latrunculi-search-"))
              .toList();
      assertFalse(searchers.isEmpty(), "no search thread is named latrunculi-search-");
      // Daemons: a search that outlives close() cannot keep an embedding program alive.
      assertTrue(searchers.stream().allMatch(Thread::isDaemon), searchers::toString);
    }
  }

  @Test
  void aStartThatCannotBindLeavesNoThreadRunning() throws Exception {
    Set<Thread> before = Thread.getAllStackTraces().keySet();
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      assertThrows(
          IOException.class,
          () -> ValidationService.start(LOOPBACK.withAddress("127.0.0.1", taken.getLocalPort())));
    }
    long deadline = System.nanoTime() + LIMIT.toNanos();
    List<Thread> left;
    do {
      left =
          Thread.getAllStackTraces().keySet().stream()
              .filter(
                  t -> !before.contains(t) && t.isAlive() && t.getName().startsWith("latrunculi-"))
              .toList();
    } while (!left.isEmpty() && System.nanoTime() < deadline && pause());
    assertEquals(List.of(), left, "threads of the failed start still run");
  }

  private static boolean pause() {
    try {
      Thread.sleep(20);
      return true;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return false;
    }
  }
}
