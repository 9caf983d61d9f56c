package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.registry.GameState;
import picocli.CommandLine.Command;

/**
 * {@code latrunculi show <position>}: draws the position's board view (the same view a user
 * interface draws, marks and facts included), then the outcome.
 */
@Command(
    name = "show",
    mixinStandardHelpOptions = true,
    description = "Draw the board of a position, with its marks and facts.")
final class ShowCommand extends PositionCommand {
  @Override
  int call(GameState<?, ?> state) {
    Output.println(spec, text(state).stripTrailing());
    Output.println(spec, "outcome: " + state.outcome());
    return 0;
  }

  private static <S, M extends Move> String text(GameState<S, M> state) {
    return state.rules().view(state.position()).toText();
  }
}
