package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.vavr.control.Either;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * A subcommand whose first argument is a position line: parses it through the registry and runs
 * {@link #call(GameState)}, or prints the rejection and returns status 2.
 */
abstract class PositionCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", description = "a position line")
  String position;

  @Override
  public final Integer call() {
    Either<Rejection, GameState<?, ?>> state = Games.parse(position);
    return state.isLeft() ? Output.rejected(spec, state.getLeft()) : call(state.get());
  }

  /** Runs the command on the parsed position and returns the exit status. */
  abstract int call(GameState<?, ?> state);
}
