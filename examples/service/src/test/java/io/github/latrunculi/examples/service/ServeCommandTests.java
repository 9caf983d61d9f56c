package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.control.Either;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The options of {@link ServeCommand}, their defaults and how they are read, and what the command
 * does with them up to the wait for a signal: the exit status and message of a refused port or one
 * that cannot be bound, the address it announces, and the access log on stderr.
 */
class ServeCommandTests {
  private static final Pattern LISTENING =
      Pattern.compile("listening on http://127\\.0\\.0\\.1:(\\d+)\n");

  private static ServeCommand parsed(String... args) {
    ServeCommand serve = new ServeCommand();
    new CommandLine(serve).parseArgs(args);
    return serve;
  }

  /** Runs the command as the tool does, with its error stream kept in {@code err}. */
  private static int execute(StringWriter err, String... args) {
    CommandLine command = new CommandLine(new ServeCommand());
    command.setErr(new PrintWriter(err, true));
    return command.execute(args);
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

  @Test
  void aPortOutsideTheRangeIsRefusedWithStatusTwoAndTheReason() {
    for (String port : List.of("65536", "-1")) {
      StringWriter err = new StringWriter();
      assertEquals(ServeCommand.REJECTED, execute(err, "--port", port));
      assertEquals(
          "the port must be 0 to 65535, not " + port, err.toString().strip(), err::toString);
    }
  }

  @Test
  void aPortInUseEndsWithStatusOneAndSaysWhichAddress() throws IOException {
    try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
      String address = "127.0.0.1:" + taken.getLocalPort();
      StringWriter err = new StringWriter();
      assertEquals(
          ServeCommand.INTERNAL_ERROR,
          execute(err, "--no-access-log", "--port", String.valueOf(taken.getLocalPort())));
      assertTrue(err.toString().startsWith("cannot listen on " + address + ": "), err::toString);
      assertEquals(1, err.toString().lines().count(), "one line, no stack trace: " + err);
    }
  }

  @Test
  void theHighestPortPassesTheRangeCheck() throws IOException {
    // Port 65535 is held here (or by another program), so the start gets as far as binding it.
    ServerSocket held = null;
    try {
      held = new ServerSocket(65535, 1, InetAddress.getByName("127.0.0.1"));
    } catch (IOException alreadyInUse) {
      // Someone else holds it: the bind fails just the same. Were it free after all, the command
      // would start and wait for a signal, so the test runs only when a server answers there.
      try (Socket probe = new Socket()) {
        probe.connect(new InetSocketAddress("127.0.0.1", 65535), 2000);
      } catch (IOException nobodyListens) {
        Assumptions.abort("127.0.0.1:65535 can be neither held nor reached: " + nobodyListens);
      }
    }
    try {
      StringWriter err = new StringWriter();
      assertEquals(ServeCommand.INTERNAL_ERROR, execute(err, "--no-access-log", "--port", "65535"));
      assertTrue(err.toString().startsWith("cannot listen on 127.0.0.1:65535: "), err::toString);
    } finally {
      if (held != null) {
        held.close();
      }
    }
  }

  @Test
  void portZeroListensOnAFreePortAndAnnouncesIt() throws IOException {
    ServeCommand serve = parsed("--no-access-log", "--port", "0");
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    // No autoflush: the announcement must reach a reader while the command waits for a signal.
    serve
        .spec
        .commandLine()
        .setOut(new PrintWriter(new PrintStream(out, false, StandardCharsets.UTF_8)));
    Either<Integer, ValidationService> started = serve.start();
    assertTrue(started.isRight(), started::toString);
    try (ValidationService service = started.get()) {
      assertTrue(service.port() > 0);
      serve.announce(service);
      String printed = out.toString(StandardCharsets.UTF_8);
      Matcher m = LISTENING.matcher(printed);
      assertTrue(m.matches(), printed);
      assertEquals(service.port(), Integer.parseInt(m.group(1)));
      assertEquals(200, healthStatus(service.port()));
    }
  }

  @Test
  void requestsAreLoggedOnStderrUnlessTheAccessLogIsTurnedOff() throws IOException {
    assertTrue(stderrOfOneHealthCheck("--port", "0").contains(" GET /health 200 "));
    assertFalse(stderrOfOneHealthCheck("--port", "0", "--no-access-log").contains("/health"));
  }

  /** The status of one /health request to the service on {@code port}. */
  private static int healthStatus(int port) throws IOException {
    return RawHttp.send(
            port,
            "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
            Duration.ofSeconds(10))
        .status();
  }

  /** What the service started by the command writes on stderr while it answers one /health. */
  private static String stderrOfOneHealthCheck(String... args) throws IOException {
    ServeCommand serve = parsed(args);
    PrintStream stderr = System.err;
    ByteArrayOutputStream captured = new ByteArrayOutputStream();
    System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    try (ValidationService service = serve.start().get()) {
      assertEquals(200, healthStatus(service.port()));
    } finally {
      System.setErr(stderr);
    }
    return captured.toString(StandardCharsets.UTF_8);
  }
}
