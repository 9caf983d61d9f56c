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

/** {@code latrunculi show <position>}: draws the board, who acts and the outcome. */
@Command(name = "show", description = "Draw the board of a position.")
final class ShowCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", description = "a position line")
  String position;

  @Override
  public Integer call() {
    Either<Rejection, GameState<?, ?>> state = Games.parse(position);
    if (state.isLeft()) {
      return Output.rejected(spec, state.getLeft());
    }
    Output.println(spec, state.get().diagram().stripTrailing());
    Output.println(spec, "outcome: " + state.get().outcome());
    return 0;
  }
}
