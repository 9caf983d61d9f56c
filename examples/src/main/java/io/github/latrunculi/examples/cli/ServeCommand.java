package io.github.latrunculi.examples.cli;

import io.github.latrunculi.examples.service.ValidationService;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code latrunculi serve [--port N] [--host H]}: runs the move-validation HTTP service until the
 * process is stopped. Prints {@code listening on http://H:N} once the port is bound (with
 * {@code --port 0}, the port chosen).
 */
@Command(name = "serve", description = "Run the move-validation HTTP/JSON service.")
final class ServeCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--host", defaultValue = "127.0.0.1", description = "the address to listen on (default 127.0.0.1)")
  String host;

  @Option(names = "--port", defaultValue = "8080", description = "the port, 0 for any free one (default 8080)")
  int port;

  @Override
  public Integer call() throws InterruptedException {
    if (port < 0 || port > 65535) {
      spec.commandLine().getErr().println("the port must be 0 to 65535, not " + port);
      return Latrunculi.REJECTED;
    }
    ValidationService service;
    try {
      service = ValidationService.start(host, port);
    } catch (IOException | IllegalArgumentException e) {
      spec.commandLine().getErr().println("cannot listen on " + host + ":" + port + ": " + e.getMessage());
      return Latrunculi.INTERNAL_ERROR;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Runtime.getRuntime()
        .addShutdownHook(
            new Thread(
                () -> {
                  service.close();
                  stopped.countDown();
                }));
    Output.println(spec, "listening on http://" + host + ":" + service.port());
    stopped.await();
    return 0;
  }
}
