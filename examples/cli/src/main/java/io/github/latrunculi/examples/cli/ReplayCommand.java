package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.registry.GameRecord;
import io.vavr.control.Either;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code latrunculi replay <record-file>}: validates a game record and prints its final position.
 */
@Command(
    name = "replay",
    mixinStandardHelpOptions = true,
    description = "Validate a game record and print the final position.")
final class ReplayCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", description = "a record file: the start line, then one move per line")
  Path file;

  @Override
  public Integer call() {
    String text;
    try {
      text = Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      spec.commandLine().getErr().println("cannot read " + file + ": " + e.getMessage());
      return Latrunculi.REJECTED;
    }
    Either<Rejection, GameRecord> record = GameRecord.parse(text);
    if (record.isLeft()) {
      return Output.rejected(spec, record.getLeft());
    }
    return PlayCommand.report(spec, record.get().replay());
  }
}
