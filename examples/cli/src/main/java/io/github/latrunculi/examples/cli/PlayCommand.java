package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.MoveFailure;
import io.vavr.control.Either;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;

/** {@code latrunculi play <position> <move>...}: plays the moves and prints the result. */
@Command(
    name = "play",
    mixinStandardHelpOptions = true,
    description = "Apply moves in order and print the resulting position.")
final class PlayCommand extends PositionCommand {
  @Parameters(index = "1..*", arity = "0..*", description = "moves in the game's notation")
  List<String> moves = List.of();

  @Override
  int call(GameState<?, ?> state) {
    return report(spec, state.playAll(moves));
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
