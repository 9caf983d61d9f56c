package io.github.latrunculi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.service.ValidationService;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code latrunculi serve} as the tool runs it: its refusals, one real start, and SIGTERM. */
class ServeCommandTests {
  @Test
  void aPortOutOfRangeIsRejected() {
    CliTests.Run run = CliTests.run("serve", "--port", "70000");
    assertEquals(Latrunculi.REJECTED, run.status());
    assertTrue(run.err().contains("70000"), run.err());
  }

  @Test
  void aPortInUseIsReportedAndEndsWithStatusOne() throws Exception {
    try (ValidationService other = ValidationService.start("127.0.0.1", 0)) {
      CliTests.Run run = CliTests.run("serve", "--port", String.valueOf(other.port()));
      assertEquals(Latrunculi.INTERNAL_ERROR, run.status());
      assertTrue(run.err().startsWith("cannot listen on 127.0.0.1:" + other.port()), run.err());
    }
  }

  @Test
  void startsTheServiceAndPrintsWhereItListensWithAnAccessLogOnStandardError() throws Exception {
    // The access log goes to System.err as it is when the command starts: this test's stream.
    java.io.PrintStream stderr = System.err;
    java.io.ByteArrayOutputStream log = new java.io.ByteArrayOutputStream();
    System.setErr(new java.io.PrintStream(log, true, java.nio.charset.StandardCharsets.UTF_8));
    StringWriter out = new StringWriter();
    Thread server =
        new Thread(
            () ->
                Latrunculi.run(
                    new PrintWriter(out, true),
                    new PrintWriter(new StringWriter(), true),
                    "serve",
                    "--port",
                    "0"));
    server.setDaemon(true);
    try {
      server.start();
      assertListensAndAnswers(out);
    } finally {
      System.setErr(stderr);
    }
    for (long deadline = System.nanoTime() + 5_000_000_000L;
        !log.toString(java.nio.charset.StandardCharsets.UTF_8).contains(" GET /health 200 ")
            && System.nanoTime() < deadline; ) {
      Thread.sleep(25);
    }
    assertTrue(
        log.toString(java.nio.charset.StandardCharsets.UTF_8).contains(" GET /health 200 "),
        log::toString);
  }

  private static void assertListensAndAnswers(StringWriter out) throws Exception {
    Pattern listening = Pattern.compile("listening on http://127\\.0\\.0\\.1:(\\d+)");
    Matcher matcher = listening.matcher("");
    // Bounded, but generous: on a machine shared by several builds Jetty takes seconds to start.
    for (long deadline = System.nanoTime() + 60_000_000_000L;
        !matcher.reset(out.toString()).find() && System.nanoTime() < deadline; ) {
      Thread.sleep(25);
    }
    assertTrue(matcher.reset(out.toString()).find(), "no 'listening on' line: " + out);
    HttpResponse<String> health =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(
                        URI.create("http://127.0.0.1:" + matcher.group(1) + "/health"))
                    .build(),
                HttpResponse.BodyHandlers.ofString());
    assertEquals(200, health.statusCode());
    assertEquals("{\"status\":\"ok\"}", health.body());
  }

  /**
   * The real command in its own JVM: SIGTERM (what {@code Process.destroy()} sends) while a search
   * is in flight lets the search finish, then the process exits with status 0 and the port is
   * closed.
   */
  @Test
  void sigtermFinishesTheRequestInFlightAndExitsWithZero() throws Exception {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process server =
        new ProcessBuilder(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                Latrunculi.class.getName(),
                "serve",
                "--port",
                "0")
            .redirectErrorStream(false)
            .start();
    try {
      BufferedReader out =
          new BufferedReader(
              new InputStreamReader(server.getInputStream(), StandardCharsets.UTF_8));
      CompletableFuture<String> first =
          CompletableFuture.supplyAsync(
              () -> {
                try {
                  return out.readLine();
                } catch (java.io.IOException e) {
                  throw new IllegalStateException(e);
                }
              });
      String line = first.get(60, TimeUnit.SECONDS);
      Matcher matcher =
          Pattern.compile("listening on http://127\\.0\\.0\\.1:(\\d+)")
              .matcher(String.valueOf(line));
      assertTrue(matcher.matches(), line);
      URI base = URI.create("http://127.0.0.1:" + matcher.group(1));
      HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
      HttpRequest suggest =
          HttpRequest.newBuilder(base.resolve("/suggest"))
              .timeout(Duration.ofSeconds(30))
              .POST(
                  HttpRequest.BodyPublishers.ofString(
                      "{\"position\":\"chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -\",\"budgetMs\":2000,\"seed\":1}"))
              .build();
      CompletableFuture<HttpResponse<String>> inFlight =
          client.sendAsync(suggest, HttpResponse.BodyHandlers.ofString());
      HttpRequest metrics = HttpRequest.newBuilder(base.resolve("/metrics")).build();
      for (long deadline = System.nanoTime() + 20_000_000_000L;
          !client
              .send(metrics, HttpResponse.BodyHandlers.ofString())
              .body()
              .contains("\nlatrunculi_search_active 1.0");
          Thread.sleep(10)) {
        assertTrue(System.nanoTime() < deadline && !inFlight.isDone(), "the search never ran");
      }
      server.destroy();
      HttpResponse<String> answer = inFlight.get(30, TimeUnit.SECONDS);
      assertEquals(200, answer.statusCode(), answer.body());
      assertTrue(
          answer
              .body()
              .matches(
                  "\\{\"move\":\"[a-e][1-7]-[a-e][1-7]\",\"budgetMs\":2000,\"analysis\":\\{.*}}"),
          answer.body());
      assertTrue(server.waitFor(30, TimeUnit.SECONDS), "the server did not stop");
      assertEquals(0, server.exitValue());
      HttpClient fresh = HttpClient.newHttpClient();
      assertThrows(
          ConnectException.class,
          () ->
              fresh.send(
                  HttpRequest.newBuilder(base.resolve("/health")).build(),
                  HttpResponse.BodyHandlers.ofString()));
    } finally {
      server.destroyForcibly();
    }
  }
}
