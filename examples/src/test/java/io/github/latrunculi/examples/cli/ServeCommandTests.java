package io.github.latrunculi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.service.ValidationService;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** {@code latrunculi serve}: its defaults, its refusals, and one real start. */
class ServeCommandTests {
  @Test
  void listensOnLoopbackPort8080ByDefault() {
    ServeCommand serve =
        (ServeCommand) Latrunculi.commandLine().parseArgs("serve").subcommand().commandSpec().userObject();
    assertEquals("127.0.0.1", serve.host);
    assertEquals(8080, serve.port);
  }

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
  void startsTheServiceAndPrintsWhereItListens() throws Exception {
    StringWriter out = new StringWriter();
    Thread server =
        new Thread(() -> Latrunculi.run(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), "serve", "--port", "0"));
    server.setDaemon(true);
    server.start();
    Pattern listening = Pattern.compile("listening on http://127\\.0\\.0\\.1:(\\d+)");
    Matcher matcher = listening.matcher("");
    for (int i = 0; i < 200 && !matcher.reset(out.toString()).find(); i++) {
      Thread.sleep(25);
    }
    assertTrue(matcher.reset(out.toString()).find(), "no 'listening on' line: " + out);
    HttpResponse<String> health =
        HttpClient.newHttpClient()
            .send(
                HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + matcher.group(1) + "/health")).build(),
                HttpResponse.BodyHandlers.ofString());
    assertEquals(200, health.statusCode());
    assertEquals("{\"status\":\"ok\"}", health.body());
  }
}
