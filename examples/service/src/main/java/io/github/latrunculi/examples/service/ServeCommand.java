package io.github.latrunculi.examples.service;

import io.vavr.collection.LinkedHashSet;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code latrunculi serve [--port N] [--host H] [--no-access-log] [--cors-origin ORIGIN]...}: runs
 * the move-validation HTTP service until the process is stopped. Prints {@code listening on
 * http://H:N} once the port is bound (with {@code --port 0}, the port chosen). On SIGTERM (or
 * Ctrl-C) it stops accepting, lets the requests in flight finish within the grace period and exits
 * with status 0.
 *
 * <p>It is the {@code serve} subcommand of the {@code latrunculi} tool, and the main class of the
 * service's own runnable jar ({@code java -jar examples/service/target/service.jar --port 8080}).
 * Exit status: 2 for refused options, 1 when the port cannot be bound, 0 after a stop on request.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = "Run the move-validation HTTP/JSON service and the browser playground.")
public final class ServeCommand implements Callable<Integer> {
  static final int REJECTED = 2;
  static final int INTERNAL_ERROR = 1;

  @Spec CommandSpec spec;

  /**
   * Runs the service until the process is stopped.
   *
   * @param args the options of {@code latrunculi serve}
   */
  public static void main(String[] args) {
    System.exit(new CommandLine(new ServeCommand()).execute(args));
  }

  @picocli.CommandLine.Option(
      names = "--host",
      defaultValue = "127.0.0.1",
      description = "the address to listen on (default 127.0.0.1)")
  String host;

  @picocli.CommandLine.Option(
      names = "--port",
      defaultValue = "8080",
      description = "the port, 0 for any free one (default 8080)")
  int port;

  @picocli.CommandLine.Option(
      names = "--no-access-log",
      description = "do not write a line per request (method, path, status, duration) on stderr")
  boolean noAccessLog;

  @picocli.CommandLine.Option(
      names = "--cors-origin",
      paramLabel = "ORIGIN",
      description =
          "let browser pages from this origin (e.g. https://play.example) call the service; repeatable;"
              + " * alone lets every origin call it without credentials")
  List<String> corsOrigins = new ArrayList<>();

  @Override
  public Integer call() throws InterruptedException {
    Either<Integer, ValidationService> started = start();
    if (started.isLeft()) {
      return started.getLeft();
    }
    ValidationService service = started.get();
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(new Thread(() -> stop(service, stopped), "latrunculi-shutdown"));
    announce(service);
    stopped.await();
    return 0;
  }

  /**
   * Checks the options and starts the service: the running service, or the exit status when the
   * options are refused or the port cannot be bound (with the reason on the error stream).
   */
  Either<Integer, ValidationService> start() {
    if (port < 0 || port > 65535) {
      spec.commandLine().getErr().println("the port must be 0 to 65535, not " + port);
      return Either.left(REJECTED);
    }
    ServiceSettings settings;
    try {
      settings =
          ServiceSettings.defaults()
              .withAddress(host, port)
              .withAccessLog(noAccessLog ? Option.none() : Option.some(System.err))
              .withCorsOrigins(LinkedHashSet.ofAll(corsOrigins));
    } catch (IllegalArgumentException e) {
      spec.commandLine().getErr().println(e.getMessage());
      return Either.left(REJECTED);
    }
    try {
      return Either.right(ValidationService.start(settings));
    } catch (IOException | IllegalArgumentException e) {
      spec.commandLine()
          .getErr()
          .println("cannot listen on " + host + ":" + port + ": " + e.getMessage());
      return Either.left(INTERNAL_ERROR);
    }
  }

  /**
   * Prints where the service listens. {@link #call()} prints it only once the shutdown hook is in
   * place, so that a signal sent on reading it stops the service gracefully.
   */
  void announce(ValidationService service) {
    spec.commandLine().getOut().println("listening on http://" + host + ":" + service.port());
    spec.commandLine().getOut().flush();
  }

  /**
   * The shutdown hook: a graceful stop, then exit status 0, since stopping on request is the normal
   * end of a server (the JVM would otherwise report 143 for SIGTERM).
   */
  private static void stop(ValidationService service, CountDownLatch stopped) {
    service.close();
    stopped.countDown();
    System.out.flush();
    System.err.flush();
    Runtime.getRuntime().halt(0);
  }
}
