package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.examples.service.Samples.Sample;
import io.github.latrunculi.examples.service.ServiceClient.Answer;
import io.vavr.collection.List;
import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Seeded random and mutated requests: random bytes, valid bodies with characters deleted, inserted,
 * replaced or repeated, valid JSON with mutated position lines and moves, fields of the wrong type,
 * and random paths and methods. Every answer must be well-formed JSON with status 200 or 4xx, and a
 * refusal must carry a code and a message. A failure names the seed and the request, so it can be
 * replayed as a plain example.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class FuzzTests {
  private static final long SEED = 20261122L;
  private static final int REQUESTS = 2500;
  private static final String[] PATHS = {
    "/start", "/moves", "/play", "/suggest", "/games", "/health", "/nothing", "/play/", "/x"
  };
  private static final String[] METHODS = {"GET", "POST", "PUT", "DELETE", "PATCH"};

  /** Characters that break JSON or notation: quotes, escapes, brackets, controls, non-ASCII. */
  private static final String NASTY =
      "\"\\{}[]:,/ -=?x0189Zz\u0000\u0007\t\n\u00e9\u2028\ud83d\ude00";

  private ValidationService service;
  private ServiceClient client;
  private List<Sample> samples;
  private List<String> validBodies;

  @BeforeAll
  void start() {
    service = ServiceClient.startService();
    client = new ServiceClient(service);
    samples = Samples.positions(SEED, 30, 5);
    validBodies =
        samples
            .flatMap(sample -> validBodies(sample))
            .appendAll(
                List.of(
                    "{\"game\":\"nim\",\"variant\":\"misere\",\"options\":{\"take\":\"4\"},\"seed\":3}",
                    "{\"position\":\"nim standard,toss=yes 10 ?\",\"moves\":[\"@b\",\"2\"]}"));
  }

  @AfterAll
  void stop() {
    service.close();
  }

  private static List<String> validBodies(Sample sample) {
    String line = sample.state().line();
    ObjectNode play = ServiceClient.object().put("position", line);
    sample.continuation().take(4).forEach(play.putArray("moves")::add);
    return List.of(
        ServiceClient.object()
            .put("game", sample.state().rules().gameId())
            .put("variant", sample.state().rules().variantName())
            .put("seed", 5)
            .toString(),
        ServiceClient.object().put("position", line).toString(),
        play.toString(),
        ServiceClient.object().put("position", line).put("budgetMs", 2).put("seed", 1).toString());
  }

  @Test
  void everyAnswerIsWellFormedJsonWith200Or4xx() {
    SplittableRandom random = new SplittableRandom(SEED);
    for (int i = 0; i < REQUESTS; i++) {
      String method = random.nextInt(10) == 0 ? METHODS[random.nextInt(METHODS.length)] : "POST";
      String path =
          random.nextInt(8) == 0 ? PATHS[random.nextInt(PATHS.length)] : PATHS[random.nextInt(4)];
      byte[] body = body(random);
      Answer answer =
          method.equals("POST")
              ? client.postBytes(path, body)
              : client.method(method, path, new String(body, StandardCharsets.UTF_8));
      String request =
          "seed "
              + SEED
              + ", request "
              + i
              + ": "
              + method
              + " "
              + path
              + " "
              + new String(body, StandardCharsets.UTF_8);
      int status = answer.status();
      assertTrue(
          status == 200 || (status >= 400 && status < 500),
          () -> request + " -> " + status + " " + answer.json());
      if (status != 200) {
        JsonNode json = answer.json();
        assertTrue(
            json.path("code").isTextual() && json.path("message").isTextual(),
            () -> request + " -> " + json);
      }
    }
  }

  /**
   * One body: random bytes, a mutated valid body, a valid shape with mutated fields, or wrong
   * types.
   */
  private byte[] body(SplittableRandom random) {
    switch (random.nextInt(5)) {
      case 0:
        byte[] bytes = new byte[random.nextInt(120)];
        random.nextBytes(bytes);
        return bytes;
      case 1:
        return mutate(pick(validBodies, random), random).getBytes(StandardCharsets.UTF_8);
      case 2:
        return mutatedFields(random).getBytes(StandardCharsets.UTF_8);
      case 3:
        return wrongTypes(random).getBytes(StandardCharsets.UTF_8);
      default:
        return pick(validBodies, random).getBytes(StandardCharsets.UTF_8);
    }
  }

  /** A valid JSON body whose position line and moves are mutated as text. */
  private String mutatedFields(SplittableRandom random) {
    Sample sample = pick(samples, random);
    ObjectNode body = ServiceClient.object().put("position", mutate(sample.state().line(), random));
    var moves = body.putArray("moves");
    sample
        .continuation()
        .take(3)
        .forEach(m -> moves.add(random.nextBoolean() ? mutate(m, random) : m));
    if (random.nextBoolean()) {
      body.put("budgetMs", random.nextLong(-5, 5_000_000_000L));
    }
    return random.nextBoolean()
        ? body.toString()
        : ServiceClient.object()
            .put("game", mutate(sample.state().rules().gameId(), random))
            .put("variant", mutate(sample.state().rules().variantName(), random))
            .toString();
  }

  /** A body whose fields have random JSON types. */
  private static String wrongTypes(SplittableRandom random) {
    String[] fields = {
      "game", "variant", "options", "seed", "size", "position", "moves", "budgetMs"
    };
    String[] values = {
      "null",
      "true",
      "-1",
      "1e309",
      "9223372036854775808",
      "\"\"",
      "[]",
      "{}",
      "[1,[2]]",
      "{\"take\":{}}",
      "\"nim standard 10 a\"",
      "[\"1\",null]",
      "0.5",
      "{\"take\":\"9\",\"toss\":true}"
    };
    StringBuilder body = new StringBuilder("{");
    int n = random.nextInt(4);
    for (int i = 0; i < n; i++) {
      body.append(i == 0 ? "" : ",")
          .append('"')
          .append(fields[random.nextInt(fields.length)])
          .append("\":")
          .append(values[random.nextInt(values.length)]);
    }
    return body.append('}').toString();
  }

  /** One to three edits: delete, insert, replace, repeat a slice, or truncate. */
  private static String mutate(String text, SplittableRandom random) {
    StringBuilder s = new StringBuilder(text);
    int edits = 1 + random.nextInt(3);
    for (int e = 0; e < edits; e++) {
      int at = s.length() == 0 ? 0 : random.nextInt(s.length());
      switch (random.nextInt(5)) {
        case 0 -> {
          if (s.length() > 0) {
            s.deleteCharAt(at);
          }
        }
        case 1 -> s.insert(at, NASTY.charAt(random.nextInt(NASTY.length())));
        case 2 -> {
          if (s.length() > 0) {
            s.setCharAt(at, NASTY.charAt(random.nextInt(NASTY.length())));
          }
        }
        case 3 -> s.insert(at, s.substring(at, Math.min(s.length(), at + 1 + random.nextInt(8))));
        default -> s.setLength(at);
      }
    }
    return s.toString();
  }

  private static <T> T pick(List<T> from, SplittableRandom random) {
    return from.get(random.nextInt(from.size()));
  }
}
