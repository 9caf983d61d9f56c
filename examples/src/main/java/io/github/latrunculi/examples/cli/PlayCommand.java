package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.GameState;
import io.github.latrunculi.core.Games;
import io.github.latrunculi.core.MoveFailure;
import io.github.latrunculi.core.Rejection;
import io.vavr.control.Either;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code latrunculi play <position> <move>...}: plays the moves and prints the result. */
@Command(name = "play", description = "Apply moves in order and print the resulting position.")
final class PlayCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", description = "a position line")
  String position;

  @Parameters(index = "1..*", arity = "0..*", description = "moves in the game's notation")
  List<String> moves = List.of();

  @Override
  public Integer call() {
    Either<Rejection, GameState<?, ?>> state = Games.parse(position);
    if (state.isLeft()) {
      return Output.rejected(spec, state.getLeft());
    }
    return report(spec, state.get().playAll(moves));
  }

  /** Prints the final line, or {@code illegal move N: reason (CODE)} with status 2. */
  static int report(CommandSpec spec, Either<MoveFailure, ? extends GameState<?, ?>> result) {
    if (result.isLeft()) {
      MoveFailure failure = result.getLeft();
      spec.commandLine().getErr().println(failure + " (" + failure.rejection().codeName() + ")");
      return Latrunculi.REJECTED;
    }
    Output.println(spec, result.get().line());
    return 0;
  }
}
