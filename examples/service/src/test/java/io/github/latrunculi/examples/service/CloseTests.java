package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.service.RawHttp.Received;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/**
 * What {@link ValidationService#close()} promises besides the drain itself: when the drain time is
 * over it stops waiting (a search that runs longer is cut off, its connection closed, and a warning
 * logged), it ends every thread the service started, and an interrupt ends the wait at once and
 * stays set for the caller.
 */
class CloseTests {
  private static final Duration LIMIT = Duration.ofSeconds(10);

  private static Set<Thread> threads() {
    return Thread.getAllStackTraces().keySet();
  }

  /** The live threads named {@code latrunculi-...} that were not in {@code before}. */
  private static List<String> startedSince(Set<Thread> before) {
    return threads().stream()
        .filter(t -> !before.contains(t) && t.isAlive() && t.getName().startsWith("latrunculi-"))
        .map(Thread::getName)
        .sorted()
        .toList();
  }

  /** Settings on a free loopback port with the given drain time and the default idle timeouts. */
  private static ServiceSettings drainingFor(Duration drain) {
    return ServiceSettings.defaults()
        .withAddress("127.0.0.1", 0)
        .withTimeouts(Duration.ofSeconds(30), drain);
  }

  /** A /suggest request on a Nim heap that takes its whole budget. */
  private static String search(long budgetMs) {
    return ResilienceTests.post(
        "/suggest",
        ServiceClient.object()
            .put("position", "nim standard 30 a")
            .put("budgetMs", budgetMs)
            .toString());
  }

  /** How a {@code close()} called on an interrupted thread went. */
  private record InterruptedClose(long millis, boolean flagKept) {
    /**
     * Closes {@code service} on a pool thread that is interrupted first, and waits at most 30 s;
     * the flag is read and cleared there, so that the pool's thread does not keep it.
     */
    static InterruptedClose of(ValidationService service) throws Exception {
      return CompletableFuture.supplyAsync(
              () -> {
                long started = System.nanoTime();
                Thread.currentThread().interrupt();
                boolean kept;
                try {
                  service.close();
                } finally {
                  kept = Thread.interrupted();
                }
                return new InterruptedClose((System.nanoTime() - started) / 1_000_000, kept);
              })
          .get(30, TimeUnit.SECONDS);
    }
  }

  private static CompletableFuture<Received> sendAsync(int port, String request) {
    return CompletableFuture.supplyAsync(
        () -> {
          try {
            return RawHttp.send(port, request, Duration.ofSeconds(20));
          } catch (IOException e) {
            throw new IllegalStateException(e);
          }
        });
  }

  @Test
  void aSearchLongerThanTheDrainTimeIsCutOffAndItsConnectionClosed() throws Exception {
    Set<Thread> before = threads();
    // The search runs longer than the drain time but not twice as long: close() must not wait for
    // it beyond the drain time, whatever Jetty's own stop would wait.
    ValidationService service =
        ValidationService.start(drainingFor(Duration.ofSeconds(2)).withMaxBudgetMs(3500));
    CompletableFuture<Received> suggestion = sendAsync(service.port(), search(3500));
    ResilienceTests.awaitSearchRunning(service.port(), suggestion);
    List<LogRecord> logged = new CopyOnWriteArrayList<>();
    Handler collect =
        new Handler() {
          @Override
          public void publish(LogRecord record) {
            logged.add(record);
          }

          @Override
          public void flush() {}

          @Override
          public void close() {}
        };
    Logger log = Logger.getLogger(ValidationService.class.getName());
    log.addHandler(collect);
    try {
      service.close();
    } finally {
      log.removeHandler(collect);
    }
    // The operator is told that the stop was not clean: a request was cut off.
    assertTrue(
        logged.stream().anyMatch(r -> r.getLevel() == Level.WARNING),
        () -> "no warning logged: " + logged);
    // The search has 1.5 s of its 3.5 s to go: close() did not wait for it.
    List<String> searching =
        startedSince(before).stream().filter(n -> n.startsWith("latrunculi-search-")).toList();
    assertEquals(1, searching.size(), "the search was no longer running when close returned");
    Received cut = suggestion.get(LIMIT.toSeconds(), TimeUnit.SECONDS);
    assertTrue(cut.closed() && cut.bytes().length == 0, cut::text);
  }

  @Test
  void anAnswerInFlightWhenTheDrainStartsTellsItsClientTheConnectionCloses() throws Exception {
    ValidationService service =
        ValidationService.start(drainingFor(Duration.ofSeconds(5)).withMaxBudgetMs(1000));
    String search = search(1000).replace("Connection: close\r\n", "");
    CompletableFuture<Received> suggestion = sendAsync(service.port(), search);
    ResilienceTests.awaitSearchRunning(service.port(), suggestion);
    CompletableFuture<Void> closing = CompletableFuture.runAsync(service::close);
    Received answer = suggestion.get(LIMIT.toSeconds(), TimeUnit.SECONDS);
    assertEquals(200, answer.status(), answer::text);
    assertTrue(answer.complete(), answer::text);
    assertEquals("close", answer.headers().get("connection"), answer::text);
    closing.get(LIMIT.toSeconds(), TimeUnit.SECONDS);
  }

  @Test
  void theServiceStillReportsItsPortAfterClose() throws Exception {
    ValidationService service = ValidationService.start(drainingFor(Duration.ofMillis(200)));
    int port = service.port();
    assertTrue(port > 0, "port " + port);
    service.close();
    assertEquals(port, service.port());
    assertEquals(port, service.address().getPort());
  }

  @Test
  void closeEndsEveryThreadTheServiceStarted() throws Exception {
    Set<Thread> before = threads();
    // Threads idle for a minute would stay that long if close() left them to their idle timeout.
    ValidationService service =
        ValidationService.start(
            drainingFor(Duration.ofMillis(500))
                .withMaxBudgetMs(50)
                .withThreadIdleTimeout(Duration.ofMinutes(1)));
    int port = service.port();
    // One request per lane, and one on the server's own threads.
    assertEquals(
        200,
        RawHttp.send(port, ResilienceTests.post("/play", ResilienceTests.playBody()), LIMIT)
            .status());
    assertEquals(
        200,
        RawHttp.send(
                port, ResilienceTests.post("/view", "{\"position\":\"nim standard 10 a\"}"), LIMIT)
            .status());
    assertEquals(
        200,
        RawHttp.send(
                port,
                ResilienceTests.post(
                    "/suggest", "{\"position\":\"nim standard 10 a\",\"budgetMs\":20}"),
                LIMIT)
            .status());
    assertEquals(
        200,
        RawHttp.send(port, "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", LIMIT)
            .status());
    List<String> running = startedSince(before);
    for (String lane : List.of("validation", "view", "search")) {
      assertTrue(
          running.stream().anyMatch(n -> n.startsWith("latrunculi-" + lane + "-")),
          () -> "no " + lane + " thread ran: " + running);
    }
    assertTrue(running.stream().anyMatch(n -> n.startsWith("latrunculi-http")), running::toString);
    service.close();
    long deadline = System.nanoTime() + LIMIT.toNanos();
    List<String> left = startedSince(before);
    while (!left.isEmpty() && System.nanoTime() < deadline) {
      Thread.sleep(50);
      left = startedSince(before);
    }
    assertEquals(List.of(), left, "threads of the closed service still run");
  }

  @Test
  void anInterruptedCloseStopsTheServiceAtOnceAndKeepsTheInterrupt() throws Exception {
    ValidationService service = ValidationService.start(drainingFor(Duration.ofSeconds(20)));
    int port = service.port();
    try (Socket open = new Socket()) {
      // A kept-alive connection, idle: a drain would wait for it up to the drain time of 20 s.
      open.connect(new InetSocketAddress("127.0.0.1", port), 5000);
      open.getOutputStream()
          .write("GET /health HTTP/1.1\r\nHost: x\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1));
      assertEquals(200, RawHttp.receive(open, LIMIT).status());
      InterruptedClose closed = InterruptedClose.of(service);
      assertTrue(closed.millis() < 10_000, "an interrupted close took " + closed.millis() + " ms");
      assertTrue(closed.flagKept(), "close() cleared the caller's interrupt flag");
      Received after = RawHttp.receiveAll(open, LIMIT);
      assertTrue(after.closed(), after::text);
    }
    assertFalse(accepts(port), "the closed service still accepts connections");
  }

  @Test
  void anInterruptedCloseDoesNotWaitForARunningSearch() throws Exception {
    ValidationService service =
        ValidationService.start(drainingFor(Duration.ofSeconds(20)).withMaxBudgetMs(8000));
    CompletableFuture<Received> suggestion = sendAsync(service.port(), search(8000));
    ResilienceTests.awaitSearchRunning(service.port(), suggestion);
    InterruptedClose closed = InterruptedClose.of(service);
    // The search has most of its 8 s to go; a close that waited for it would take that long.
    assertTrue(closed.millis() < 5_000, "an interrupted close took " + closed.millis() + " ms");
    assertTrue(closed.flagKept(), "close() cleared the caller's interrupt flag");
    Received cut = suggestion.get(LIMIT.toSeconds(), TimeUnit.SECONDS);
    assertTrue(cut.closed() && cut.bytes().length == 0, cut::text);
  }

  private static boolean accepts(int port) {
    try (Socket probe = new Socket()) {
      probe.connect(new InetSocketAddress("127.0.0.1", port), 1000);
      return true;
    } catch (IOException refused) {
      return false;
    }
  }
}
