package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.GameState;
import picocli.CommandLine.Command;

/** {@code latrunculi show <position>}: draws the board, who acts and the outcome. */
@Command(name = "show", description = "Draw the board of a position.")
final class ShowCommand extends PositionCommand {
  @Override
  int call(GameState<?, ?> state) {
    Output.println(spec, state.diagram().stripTrailing());
    Output.println(spec, "outcome: " + state.outcome());
    return 0;
  }
}
