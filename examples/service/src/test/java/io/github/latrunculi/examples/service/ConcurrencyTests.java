package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.MoveFailure;
import io.github.latrunculi.examples.service.Samples.Sample;
import io.github.latrunculi.examples.service.ServiceClient.Answer;
import io.vavr.collection.List;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Random;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Many clients at once: 8 threads send 4,000 requests in total (reads, plays, refused moves,
 * refused positions, unknown games) to one running service, and every answer must equal, byte for
 * byte as JSON, the answer computed by calling the library directly. Shared rules objects and the
 * service's stateless handlers must not mix up requests.
 */
class ConcurrencyTests {
  private static final int THREADS = 8;
  private static final int REQUESTS_PER_THREAD = 500;

  /**
   * A request with the answer the library gives for it.
   *
   * @param path the endpoint
   * @param body the JSON body, or null for GET
   * @param status the expected status
   * @param expected the expected JSON body
   */
  private record Case(String path, String body, int status, JsonNode expected) {}

  @Test
  void everyAnswerUnderLoadEqualsTheLibrarysAnswer() throws Exception {
    java.util.List<Case> cases = cases();
    Collections.shuffle(cases, new Random(5));
    ConcurrentLinkedQueue<String> failures = new ConcurrentLinkedQueue<>();
    try (ValidationService service = ServiceClient.startService()) {
      ExecutorService pool = Executors.newFixedThreadPool(THREADS);
      java.util.List<Future<Integer>> sent = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        int thread = t;
        sent.add(
            pool.submit(
                () -> {
                  ServiceClient client = new ServiceClient(service);
                  int count = 0;
                  for (int i = 0; i < REQUESTS_PER_THREAD; i++) {
                    Case c = cases.get((thread * REQUESTS_PER_THREAD + i * 7) % cases.size());
                    Answer answer =
                        c.body() == null ? client.get(c.path()) : client.post(c.path(), c.body());
                    if (answer.status() != c.status() || !answer.json().equals(c.expected())) {
                      failures.add(
                          c.path()
                              + " "
                              + c.body()
                              + " -> "
                              + answer.status()
                              + " "
                              + answer.json()
                              + ", expected "
                              + c.status()
                              + " "
                              + c.expected());
                    }
                    count++;
                  }
                  return count;
                }));
      }
      int total = 0;
      for (Future<Integer> f : sent) {
        total += f.get(60, TimeUnit.SECONDS);
      }
      pool.shutdown();
      assertEquals(THREADS * REQUESTS_PER_THREAD, total);
    }
    assertTrue(
        failures.isEmpty(), () -> failures.size() + " wrong answers, first: " + failures.peek());
  }

  /** The cases: every sample position of every registered game, and the game-independent ones. */
  private static java.util.List<Case> cases() {
    java.util.List<Case> cases = new ArrayList<>();
    cases.add(new Case("/health", null, 200, ServiceClient.object().put("status", "ok")));
    for (String line : List.of("nosuchgame standard 1 a", "", "   ")) {
      Rejection rejection = Games.parse(line).getLeft();
      cases.add(
          new Case("/moves", request(line).toString(), statusOf(rejection), error(rejection)));
    }
    for (Sample sample : Samples.positions(23, 60, 3)) {
      String line = sample.state().line();
      cases.add(
          new Case("/moves", request(line).toString(), 200, Samples.expectedMoves(sample.state())));
      List<String> moves = sample.continuation().take(6);
      ObjectNode play = request(line);
      moves.forEach(play.putArray("moves")::add);
      cases.add(
          new Case(
              "/play",
              play.toString(),
              200,
              Samples.expectedPlay(sample.state().playAll(moves).get())));
      List<String> refused = moves.take(1).append("9/9");
      MoveFailure failure = sample.state().playAll(refused).getLeft();
      ObjectNode bad = request(line);
      refused.forEach(bad.putArray("moves")::add);
      ObjectNode expected = error(failure.rejection());
      expected.put("moveIndex", failure.moveNumber());
      cases.add(new Case("/play", bad.toString(), 422, expected));
      String broken = line.substring(0, line.length() / 2 + 1);
      io.vavr.control.Either<Rejection, ?> parsed = Games.parse(broken);
      if (parsed.isLeft()) {
        cases.add(
            new Case(
                "/moves",
                request(broken).toString(),
                statusOf(parsed.getLeft()),
                error(parsed.getLeft())));
      }
    }
    return cases;
  }

  /**
   * Issue 8's mapping: an unknown game or variant is not found, any other refusal unprocessable.
   */
  private static int statusOf(Rejection rejection) {
    return rejection.code() == CoreRejection.UNKNOWN_GAME
            || rejection.code() == CoreRejection.UNKNOWN_VARIANT
        ? 404
        : 422;
  }

  private static ObjectNode request(String line) {
    return ServiceClient.object().put("position", line);
  }

  private static ObjectNode error(Rejection rejection) {
    return ServiceClient.object()
        .put("code", rejection.codeName())
        .put("category", rejection.category().name())
        .put("message", rejection.message());
  }
}
