package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.registry.GameState;
import picocli.CommandLine.Command;

/** {@code latrunculi moves <position>}: every legal move, one per line, sorted as strings. */
@Command(
    name = "moves",
    mixinStandardHelpOptions = true,
    description = "Print the legal moves of a position, sorted.")
final class MovesCommand extends PositionCommand {
  @Override
  int call(GameState<?, ?> state) {
    state.moves().sorted().forEach(move -> Output.println(spec, move));
    return 0;
  }
}
