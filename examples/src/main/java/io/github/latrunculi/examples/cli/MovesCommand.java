package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.GameState;
import io.github.latrunculi.core.Games;
import io.github.latrunculi.core.Rejection;
import io.vavr.control.Either;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code latrunculi moves <position>}: every legal move, one per line, sorted as strings. */
@Command(name = "moves", description = "Print the legal moves of a position, sorted.")
final class MovesCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", description = "a position line")
  String position;

  @Override
  public Integer call() {
    Either<Rejection, GameState<?, ?>> state = Games.parse(position);
    if (state.isLeft()) {
      return Output.rejected(spec, state.getLeft());
    }
    state.get().moves().sorted().forEach(move -> Output.println(spec, move));
    return 0;
  }
}
