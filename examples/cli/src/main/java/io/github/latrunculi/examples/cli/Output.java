package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.Rejection;
import picocli.CommandLine.Model.CommandSpec;

/** Writing results and rejections of a subcommand. */
final class Output {
  private Output() {}

  /** Prints the rejection as {@code CODE: message} on standard error and returns status 2. */
  static int rejected(CommandSpec spec, Rejection rejection) {
    spec.commandLine().getErr().println(rejection.codeName() + ": " + rejection.message());
    return Latrunculi.REJECTED;
  }

  /** Prints a line on standard output. */
  static void println(CommandSpec spec, Object line) {
    spec.commandLine().getOut().println(line);
  }
}
