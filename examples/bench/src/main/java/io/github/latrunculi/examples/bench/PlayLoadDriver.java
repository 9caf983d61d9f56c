package io.github.latrunculi.examples.bench;

import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.agent.RandomAgent;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import io.github.latrunculi.examples.service.ValidationService;
import io.vavr.collection.List;
import io.vavr.control.Either;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.Arrays;
import java.util.Locale;

/**
 * A load driver measuring the throughput of {@code POST /play} against the bare HTTP floor of
 * {@code GET /health}, with the JDK's HTTP client over loopback: it starts the service in this
 * process (or uses {@code --url}), builds one /play request per game (the default variant's initial
 * position and the first moves of a seeded random game), and sends each request from several client
 * threads, checking that every answer is a 200 equal to the first. After a warm-up of every
 * request, the requests are measured in turn, round after round, so that a change of load on the
 * machine touches all of them alike; each /play line gives its throughput as a share of {@code GET
 * /health}'s in the same run.
 *
 * <p>Run: {@code java -cp examples/bench/target/benchmarks.jar
 * io.github.latrunculi.examples.bench.PlayLoadDriver [--game ID] [--threads N] [--seconds S]
 * [--rounds R] [--plies P] [--url http://host:port]}. Defaults: every registered game, 8 threads, 4
 * rounds of 2 seconds per request (after 3 seconds of warm-up each), 8 plies.
 */
public final class PlayLoadDriver {
  private static final long WARM_UP_NANOS = 3_000_000_000L;
  private static final JsonMapper JSON = JsonMapper.builder().build();

  private PlayLoadDriver() {}

  /** What to run. */
  private record Settings(
      String game, int threads, int seconds, int rounds, int plies, String url) {}

  /**
   * One request to measure.
   *
   * @param label how the output names it
   * @param request the request
   * @param expected the body of its first answer, which every later answer must equal
   */
  private record Target(String label, HttpRequest request, String expected) {}

  /**
   * Runs the driver and prints one line for GET /health and one per game.
   *
   * @param args the options listed in the class description
   * @throws Exception when the service cannot start or a request fails at the socket level
   */
  public static void main(String[] args) throws Exception {
    Either<String, Settings> parsed = parse(args);
    if (parsed.isLeft()) {
      System.err.println(parsed.getLeft());
      System.exit(2);
    }
    Settings settings = parsed.get();
    List<GameDefinition> games =
        List.ofAll(Games.all())
            .filter(g -> settings.game() == null || g.id().equals(settings.game()));
    if (games.isEmpty()) {
      System.err.println(
          "no registered game matches; registered: "
              + Games.all().map(GameDefinition::id).mkString(" "));
      System.exit(2);
    }
    ValidationService local =
        settings.url() == null ? ValidationService.start("127.0.0.1", 0) : null;
    String base = local == null ? settings.url() : "http://127.0.0.1:" + local.port();
    try {
      HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
      java.util.List<Target> targets = new java.util.ArrayList<>();
      HttpRequest health = HttpRequest.newBuilder(URI.create(base + "/health")).GET().build();
      targets.add(
          new Target(
              "GET /health",
              health,
              client.send(health, HttpResponse.BodyHandlers.ofString()).body()));
      for (GameDefinition game : games) {
        Rules<?, ?> rules = game.rules(Setup.of(game.variants().head())).get();
        String body = playBody(rules, settings.plies());
        HttpRequest play =
            HttpRequest.newBuilder(URI.create(base + "/play"))
                .header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body))
                .build();
        HttpResponse<String> first = client.send(play, HttpResponse.BodyHandlers.ofString());
        String label =
            "POST /play "
                + game.id()
                + " ("
                + settings.plies()
                + " moves, "
                + body.length()
                + " bytes)";
        if (first.statusCode() == 200) {
          targets.add(new Target(label, play, first.body()));
        } else {
          System.out.println(
              label + ": the request was refused: " + first.statusCode() + " " + first.body());
        }
      }
      for (Target target : targets) {
        run(client, target, settings.threads(), WARM_UP_NANOS);
      }
      Result[] results = new Result[targets.size()];
      for (int round = 0; round < settings.rounds(); round++) {
        for (int t = 0; t < targets.size(); t++) {
          Result result =
              run(client, targets.get(t), settings.threads(), settings.seconds() * 1_000_000_000L);
          results[t] = results[t] == null ? result : results[t].plus(result);
        }
      }
      for (int t = 0; t < targets.size(); t++) {
        System.out.println(
            describe(
                targets.get(t).label(),
                results[t],
                settings,
                t == 0 ? Double.NaN : results[0].perSecond()));
      }
    } finally {
      if (local != null) {
        local.close();
      }
    }
  }

  private static Either<String, Settings> parse(String[] args) {
    String game = null;
    String url = null;
    int[] numbers = {8, 2, 4, 8};
    java.util.List<String> names =
        java.util.List.of("--threads", "--seconds", "--rounds", "--plies");
    for (int i = 0; i + 1 < args.length; i += 2) {
      String value = args[i + 1];
      if (args[i].equals("--game")) {
        game = value;
      } else if (args[i].equals("--url")) {
        url = value;
      } else if (names.contains(args[i])) {
        try {
          numbers[names.indexOf(args[i])] = Integer.parseInt(value);
        } catch (NumberFormatException e) {
          return Either.left(args[i] + " takes a number, not '" + value + "'");
        }
      } else {
        return Either.left("unknown option " + args[i]);
      }
    }
    if (args.length % 2 != 0
        || numbers[0] < 1
        || numbers[1] < 1
        || numbers[2] < 1
        || numbers[3] < 0) {
      return Either.left(
          "usage: PlayLoadDriver [--game ID] [--threads N>=1] [--seconds S>=1] [--rounds R>=1] [--plies P>=0] [--url URL]");
    }
    return Either.right(new Settings(game, numbers[0], numbers[1], numbers[2], numbers[3], url));
  }

  private static String describe(
      String label, Result result, Settings settings, double floorPerSecond) {
    return String.format(
        Locale.ROOT,
        "%s: %d threads, %d x %d s, %d requests, %.0f requests/s%s, latency p50 %.2f ms p99 %.2f ms,"
            + " %d wrong answers, %d transport errors%s",
        label,
        settings.threads(),
        settings.rounds(),
        settings.seconds(),
        result.requests,
        result.perSecond(),
        Double.isNaN(floorPerSecond)
            ? ""
            : String.format(
                Locale.ROOT, " (%.0f%% of GET /health)", 100 * result.perSecond() / floorPerSecond),
        result.percentileMillis(50),
        result.percentileMillis(99),
        result.wrong,
        result.transport,
        result.firstProblem.isEmpty() ? "" : " (first: " + result.firstProblem + ")");
  }

  /** The initial position and the first {@code plies} moves of a random game, as a /play body. */
  private static <S, M extends Move> String playBody(Rules<S, M> rules, int plies) {
    RandomAgent agent = RandomAgent.of(1);
    S position = rules.initial(0);
    ObjectNode body = JSON.createObjectNode();
    body.put("position", rules.notation().formatPosition(position));
    var moves = body.putArray("moves");
    for (int i = 0; i < plies && !rules.outcome(position).isFinished(); i++) {
      M move = agent.choose(rules, position);
      moves.add(rules.notation().formatMove(position, move));
      position = rules.apply(position, move);
    }
    return body.toString();
  }

  /** Requests sent, their latencies (sorted), and the answers that were wrong or lost. */
  private static final class Result {
    long requests;
    double seconds;
    long[] nanos = new long[0];
    long wrong;
    long transport;
    String firstProblem = "";

    double perSecond() {
      return requests / seconds;
    }

    double percentileMillis(int percent) {
      if (nanos.length == 0) {
        return 0;
      }
      return nanos[(int) Math.min(nanos.length - 1, (long) nanos.length * percent / 100)] / 1e6;
    }

    Result plus(Result other) {
      Result sum = new Result();
      sum.requests = requests + other.requests;
      sum.seconds = seconds + other.seconds;
      sum.nanos = Arrays.copyOf(nanos, nanos.length + other.nanos.length);
      System.arraycopy(other.nanos, 0, sum.nanos, nanos.length, other.nanos.length);
      Arrays.sort(sum.nanos);
      sum.wrong = wrong + other.wrong;
      sum.transport = transport + other.transport;
      sum.firstProblem = firstProblem.isEmpty() ? other.firstProblem : firstProblem;
      return sum;
    }
  }

  /** Sends the request from {@code threads} client threads for {@code nanos}. */
  private static Result run(HttpClient client, Target target, int threads, long nanos)
      throws InterruptedException {
    long start = System.nanoTime();
    long deadline = start + nanos;
    long[][] latencies = new long[threads][];
    int[] counts = new int[threads];
    long[] wrong = new long[threads];
    long[] transport = new long[threads];
    String[] problems = new String[threads];
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
                    HttpResponse<String> response =
                        client.send(target.request(), HttpResponse.BodyHandlers.ofString());
                    if (response.statusCode() != 200
                        || !response.body().equals(target.expected())) {
                      wrong[id]++;
                      problems[id] = response.statusCode() + " " + response.body();
                    }
                  } catch (IOException | InterruptedException e) {
                    transport[id]++;
                    problems[id] = e.toString();
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
    Result result = new Result();
    long total = 0;
    for (int t = 0; t < threads; t++) {
      clients[t].join();
      total += counts[t];
    }
    result.seconds = (System.nanoTime() - start) / 1e9;
    long[] all = new long[(int) total];
    int at = 0;
    for (int t = 0; t < threads; t++) {
      System.arraycopy(latencies[t], 0, all, at, counts[t]);
      at += counts[t];
      result.wrong += wrong[t];
      result.transport += transport[t];
      if (problems[t] != null && result.firstProblem.isEmpty()) {
        result.firstProblem = problems[t];
      }
    }
    Arrays.sort(all);
    result.requests = total;
    result.nanos = all;
    return result;
  }
}
