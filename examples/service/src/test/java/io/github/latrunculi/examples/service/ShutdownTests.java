package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.latrunculi.examples.service.RawHttp.Received;
import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.net.ConnectException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * A shutdown under steady load loses nothing: clients on kept-alive connections and clients that
 * open a connection per request send /play without pause while the service drains. Each request
 * must end with a whole answer or a refused connection; the only other ending allowed is a
 * connection closed before any byte of an answer, and only for a request the server never read,
 * which the server's own count shows: it logged exactly the requests the clients got answers to.
 */
class ShutdownTests {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  private static final Pattern LOGGED = Pattern.compile(" POST /play (\\S+) ");

  /** What the clients saw, request by request. */
  private static final class Seen {
    final AtomicInteger answered = new AtomicInteger();
    final AtomicInteger refused = new AtomicInteger();
    final AtomicInteger unanswered = new AtomicInteger();
    final ConcurrentLinkedQueue<String> wrong = new ConcurrentLinkedQueue<>();
  }

  @Test
  void closeUnderSteadyLoadAnswersEveryRequestItReadAndRefusesTheRest() throws Exception {
    ByteArrayOutputStream log = new ByteArrayOutputStream();
    ServiceSettings settings =
        ServiceSettings.defaults()
            .withAddress("127.0.0.1", 0)
            .withMaxBudgetMs(1500)
            .withTimeouts(Duration.ofSeconds(30), Duration.ofSeconds(3))
            .withAccessLog(Option.some(new PrintStream(log, true, StandardCharsets.UTF_8)));
    ValidationService service = ValidationService.start(settings);
    int port = service.port();
    String play = ResilienceTests.playBody();
    JsonNode expected = ResilienceTests.expectedPlay();
    Seen seen = new Seen();
    long[] stopAt = {Long.MAX_VALUE};
    List<Thread> clients = new ArrayList<>();
    for (int t = 0; t < 6; t++) {
      boolean keepAlive = t % 2 == 0;
      Thread client =
          new Thread(
              () -> {
                while (System.nanoTime() < stopAt[0]) {
                  try {
                    if (keepAlive) {
                      keptAlive(port, play, expected, seen, stopAt);
                    } else {
                      one(port, play, expected, seen);
                    }
                  } catch (IOException e) {
                    seen.wrong.add(e.toString());
                  }
                }
              });
      client.start();
      clients.add(client);
    }
    String search =
        ResilienceTests.post(
            "/suggest",
            ServiceClient.object()
                .put("position", Samples.positions(3, 8, 100).head().state().line())
                .put("budgetMs", 1200)
                .toString());
    CompletableFuture<Received> suggestion =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                return RawHttp.send(port, search, LIMIT);
              } catch (IOException e) {
                throw new IllegalStateException(e);
              }
            });
    ResilienceTests.awaitSearchRunning(port, suggestion);
    service.close();
    stopAt[0] = System.nanoTime() + 300_000_000L;
    for (Thread client : clients) {
      client.join(LIMIT.toMillis() * 2);
      assertFalse(client.isAlive());
    }
    Received suggested = suggestion.get(10, TimeUnit.SECONDS);
    assertEquals(200, suggested.status(), suggested::text);
    assertTrue(suggested.complete(), suggested::text);
    assertTrue(
        seen.wrong.isEmpty(),
        () -> seen.wrong.size() + " broken answers, first: " + seen.wrong.peek());
    assertTrue(seen.answered.get() > 0, "no request was answered before the shutdown");
    assertTrue(seen.refused.get() > 0, "no request came after the shutdown");
    int logged = 0;
    Matcher line = LOGGED.matcher(log.toString(StandardCharsets.UTF_8));
    while (line.find()) {
      assertEquals(
          "200",
          line.group(1),
          () ->
              "a request the server read got no whole answer ("
                  + seen.answered
                  + " answered, "
                  + seen.unanswered
                  + " closed unanswered, "
                  + seen.refused
                  + " refused):\n"
                  + log);
      logged++;
    }
    assertEquals(
        seen.answered.get(),
        logged,
        "requests the server read and answered, against answers the clients got");
  }

  /** One request on a connection of its own. */
  private static void one(int port, String play, JsonNode expected, Seen seen) throws IOException {
    Received r;
    try {
      r = RawHttp.send(port, ResilienceTests.post("/play", play), LIMIT);
    } catch (ConnectException e) {
      seen.refused.incrementAndGet();
      return;
    }
    judge(r, expected, seen);
  }

  /** Requests one after the other on one connection, until the server closes it. */
  private static void keptAlive(int port, String play, JsonNode expected, Seen seen, long[] stopAt)
      throws IOException {
    byte[] request =
        ResilienceTests.post("/play", play)
            .replace("Connection: close\r\n", "")
            .getBytes(StandardCharsets.ISO_8859_1);
    try (Socket socket = new Socket()) {
      try {
        socket.connect(new InetSocketAddress("127.0.0.1", port), 5000);
      } catch (ConnectException e) {
        seen.refused.incrementAndGet();
        return;
      }
      while (System.nanoTime() < stopAt[0]) {
        try {
          socket.getOutputStream().write(request);
        } catch (IOException closed) {
          seen.unanswered.incrementAndGet();
          return;
        }
        Received r = RawHttp.receive(socket, LIMIT);
        if (!judge(r, expected, seen) || "close".equals(r.headers().get("connection"))) {
          return;
        }
      }
    }
  }

  /** Counts an answer; returns whether the connection may be used again. */
  private static boolean judge(Received r, JsonNode expected, Seen seen) throws IOException {
    if (r.bytes().length == 0 && r.closed()) {
      seen.unanswered.incrementAndGet();
      return false;
    }
    if (r.complete() && r.status() == 200 && r.json().equals(expected)) {
      seen.answered.incrementAndGet();
      return true;
    }
    seen.wrong.add(r.text());
    return false;
  }
}
