package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The options of {@link ServeCommand}: their defaults and how they are read. */
class ServeCommandTests {
  private static ServeCommand parsed(String... args) {
    ServeCommand serve = new ServeCommand();
    new CommandLine(serve).parseArgs(args);
    return serve;
  }

  @Test
  void listensOnLoopbackPort8080ByDefault() {
    ServeCommand serve = parsed();
    assertEquals("127.0.0.1", serve.host);
    assertEquals(8080, serve.port);
  }

  @Test
  void aCorsOriginABrowserNeverSendsIsRejectedWithTheReason() {
    java.io.StringWriter err = new java.io.StringWriter();
    CommandLine command = new CommandLine(new ServeCommand());
    command.setErr(new java.io.PrintWriter(err, true));
    assertEquals(
        ServeCommand.REJECTED,
        command.execute("--port", "0", "--cors-origin", "https://play.example/"));
    assertTrue(err.toString().contains("'https://play.example/'"), err::toString);
    assertEquals(
        ServeCommand.REJECTED,
        command.execute("--port", "0", "--cors-origin", "*", "--cors-origin", "https://a.example"));
    assertTrue(err.toString().contains("'*' already allows every origin"), err::toString);
  }

  @Test
  void theOptionsOfLoggingAndCorsAreRead() {
    ServeCommand serve =
        parsed(
            "--no-access-log",
            "--cors-origin",
            "https://a.example",
            "--cors-origin",
            "http://b:3000");
    assertTrue(serve.noAccessLog);
    assertEquals(List.of("https://a.example", "http://b:3000"), serve.corsOrigins);
  }
}
