package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.core.GameDefinition;
import io.github.latrunculi.core.Games;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.RandomAgent;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Setup;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A load driver measuring the throughput of {@code POST /play} with the JDK's HTTP client over
 * loopback: it starts the service in this process (or uses {@code --url}), builds one request per
 * game (the default variant's initial position and the first moves of a seeded random game), and
 * sends it from several client threads for a fixed time after a warm-up, checking that every
 * answer is a 200 equal to the first. {@code GET /health} is measured in the same way before and
 * after the /play requests, in the same run, as the floor of the HTTP layer alone; each /play line
 * gives its throughput as a share of the mean of the two.
 *
 * <p>Run: {@code java -cp examples/target/latrunculi.jar
 * io.github.latrunculi.examples.service.PlayLoadDriver [--game ID] [--threads N] [--seconds S]
 * [--plies P] [--url http://host:port]}. Defaults: every registered game, 8 threads, 10 seconds
 * (after 3 seconds of warm-up), 8 plies.
 */
public final class PlayLoadDriver {
  private PlayLoadDriver() {}

  /** What to run. */
  private record Settings(String game, int threads, int seconds, int plies, String url) {}

  /**
   * Runs the driver and prints one line per game.
   *
   * @param args the options listed in the class description
   * @throws Exception when the service cannot start or a request fails at the socket level
   */
  public static void main(String[] args) throws Exception {
    Either<String, Settings> settings = parse(args);
    if (settings.isLeft()) {
      System.err.println(settings.getLeft());
      System.exit(2);
    }
    List<GameDefinition> games =
        List.ofAll(Games.all()).filter(g -> settings.get().game() == null || g.id().equals(settings.get().game()));
    if (games.isEmpty()) {
      System.err.println("no registered game matches; registered: " + Games.all().map(GameDefinition::id).mkString(" "));
      System.exit(2);
    }
    ValidationService local = settings.get().url() == null ? ValidationService.start("127.0.0.1", 0) : null;
    String base = local == null ? settings.get().url() : "http://127.0.0.1:" + local.port();
    try {
      HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
      HttpRequest health = HttpRequest.newBuilder(URI.create(base + "/health")).GET().build();
      Measured before = measure(client, health, settings.get());
      java.util.List<String> lines = new java.util.ArrayList<>();
      java.util.List<Measured> plays = new java.util.ArrayList<>();
      for (GameDefinition game : games) {
        Rules<?, ?> rules = game.rules(Setup.of(game.variants().head())).get();
        String body = playBody(rules, settings.get().plies());
        HttpRequest play =
            HttpRequest.newBuilder(URI.create(base + "/play"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        String label = "POST /play " + game.id() + " (" + settings.get().plies() + " moves, " + body.length() + " bytes)";
        lines.add(label);
        plays.add(measure(client, play, settings.get()));
      }
      Measured after = measure(client, health, settings.get());
      double floor = (before.perSecond() + after.perSecond()) / 2;
      System.out.println(before.describe("GET /health (before)", Double.NaN));
      System.out.println(after.describe("GET /health (after)", Double.NaN));
      for (int i = 0; i < plays.size(); i++) {
        System.out.println(plays.get(i).describe(lines.get(i), floor));
      }
    } finally {
      if (local != null) {
        local.close();
      }
    }
  }

  private static Either<String, Settings> parse(String[] args) {
    Settings s = new Settings(null, 8, 10, 8, null);
    for (int i = 0; i + 1 < args.length; i += 2) {
      String value = args[i + 1];
      try {
        switch (args[i]) {
          case "--game" -> s = new Settings(value, s.threads(), s.seconds(), s.plies(), s.url());
          case "--threads" -> s = new Settings(s.game(), Integer.parseInt(value), s.seconds(), s.plies(), s.url());
          case "--seconds" -> s = new Settings(s.game(), s.threads(), Integer.parseInt(value), s.plies(), s.url());
          case "--plies" -> s = new Settings(s.game(), s.threads(), s.seconds(), Integer.parseInt(value), s.url());
          case "--url" -> s = new Settings(s.game(), s.threads(), s.seconds(), s.plies(), value);
          default -> {
            return Either.left("unknown option " + args[i]);
          }
        }
      } catch (NumberFormatException e) {
        return Either.left(args[i] + " takes a number, not '" + value + "'");
      }
    }
    if (args.length % 2 != 0 || s.threads() < 1 || s.seconds() < 1 || s.plies() < 0) {
      return Either.left(
          "usage: PlayLoadDriver [--game ID] [--threads N>=1] [--seconds S>=1] [--plies P>=0] [--url URL]");
    }
    return Either.right(s);
  }

  /**
   * One measured request.
   *
   * @param refusal the first answer when it was not a 200, or null
   * @param seconds the measured time
   * @param threads the client threads
   * @param result the requests sent and their latencies
   */
  private record Measured(String refusal, double seconds, int threads, Result result) {
    double perSecond() {
      return result == null ? 0 : result.requests / seconds;
    }

    String describe(String label, double floorPerSecond) {
      if (refusal != null) {
        return label + ": the request was refused: " + refusal;
      }
      return String.format(
          Locale.ROOT,
          "%s: %d threads, %.1f s, %d requests, %.0f requests/s%s, latency p50 %.2f ms p99 %.2f ms, %d wrong answers%s",
          label, threads, seconds, result.requests, perSecond(),
          Double.isNaN(floorPerSecond) ? "" : String.format(Locale.ROOT, " (%.0f%% of GET /health)", 100 * perSecond() / floorPerSecond),
          result.percentileMillis(50), result.percentileMillis(99), result.wrong.get(),
          result.wrong.get() == 0 ? "" : " (first: " + result.firstWrong.get() + ")");
    }
  }

  private static Measured measure(HttpClient client, HttpRequest request, Settings settings) throws Exception {
    HttpResponse<String> first = client.send(request, HttpResponse.BodyHandlers.ofString());
    if (first.statusCode() != 200) {
      return new Measured(first.statusCode() + " " + first.body(), 0, settings.threads(), null);
    }
    run(client, request, first.body(), settings.threads(), 3_000_000_000L);
    long start = System.nanoTime();
    Result result = run(client, request, first.body(), settings.threads(), settings.seconds() * 1_000_000_000L);
    return new Measured(null, (System.nanoTime() - start) / 1e9, settings.threads(), result);
  }

  /** The initial position and the first {@code plies} moves of a random game, as a /play body. */
  private static <S, M extends Move> String playBody(Rules<S, M> rules, int plies) {
    RandomAgent agent = new RandomAgent(1);
    S position = rules.initial(0);
    ObjectNode body = Json.MAPPER.createObjectNode();
    body.put("position", rules.notation().formatPosition(position));
    var moves = body.putArray("moves");
    for (int i = 0; i < plies && !rules.outcome(position).isFinished(); i++) {
      M move = agent.choose(rules, position);
      moves.add(rules.notation().formatMove(position, move));
      position = rules.apply(position, move);
    }
    return body.toString();
  }

  /** Requests sent and their latencies. */
  private static final class Result {
    long requests;
    long[] nanos = new long[0];
    final AtomicLong wrong = new AtomicLong();
    final AtomicReference<String> firstWrong = new AtomicReference<>("");

    void wrong(String answer) {
      wrong.incrementAndGet();
      firstWrong.compareAndSet("", answer);
    }

    double percentileMillis(int percent) {
      if (nanos.length == 0) {
        return 0;
      }
      return nanos[(int) Math.min(nanos.length - 1, (long) nanos.length * percent / 100)] / 1e6;
    }
  }

  private static Result run(HttpClient client, HttpRequest request, String expected, int threads, long nanos)
      throws InterruptedException {
    long deadline = System.nanoTime() + nanos;
    Result result = new Result();
    long[][] latencies = new long[threads][];
    int[] counts = new int[threads];
    Thread[] clients = new Thread[threads];
    for (int t = 0; t < threads; t++) {
      int id = t;
      clients[t] =
          new Thread(
              () -> {
                long[] own = new long[1024];
                int n = 0;
                while (System.nanoTime() < deadline) {
                  long sent = System.nanoTime();
                  try {
                    HttpResponse<String> response = client.send(request, HttpResponse.BodyHandlers.ofString());
                    if (response.statusCode() != 200 || !response.body().equals(expected)) {
                      result.wrong(response.statusCode() + " " + response.body());
                    }
                  } catch (IOException | InterruptedException e) {
                    result.wrong(e.toString());
                  }
                  if (n == own.length) {
                    own = Arrays.copyOf(own, n * 2);
                  }
                  own[n++] = System.nanoTime() - sent;
                }
                latencies[id] = own;
                counts[id] = n;
              });
      clients[t].start();
    }
    long total = 0;
    for (int t = 0; t < threads; t++) {
      clients[t].join();
      total += counts[t];
    }
    long[] all = new long[(int) total];
    int at = 0;
    for (int t = 0; t < threads; t++) {
      System.arraycopy(latencies[t], 0, all, at, counts[t]);
      at += counts[t];
    }
    Arrays.sort(all);
    result.requests = total;
    result.nanos = all;
    return result;
  }
}
