package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.registry.GameState;
import io.vavr.control.Either;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code latrunculi start <game>}: prints the initial position line. */
@Command(
    name = "start",
    mixinStandardHelpOptions = true,
    description = "Print the initial position of a game.")
final class StartCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin GameChoice choice;

  @Option(names = "--seed", description = "the seed of a random setup (default 0)")
  long seed;

  @Override
  public Integer call() {
    Either<Rejection, Rules<?, ?>> rules = choice.rules();
    if (rules.isLeft()) {
      return Output.rejected(spec, rules.getLeft());
    }
    Output.println(spec, GameState.initial(rules.get(), seed).line());
    return 0;
  }
}
