package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.agent.Perft;
import io.github.latrunculi.core.registry.GameState;
import io.vavr.Tuple2;
import io.vavr.collection.Seq;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code latrunculi perft <position> <depth> [--split]}: the leaf count on the first line (then,
 * with {@code --split}, {@code <move> <count>} per legal move, sorted by move); time and leaves per
 * second on standard error, and progress after each root move on deep counts.
 */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description = "Count the move sequences of a given length.")
final class PerftCommand extends PositionCommand {
  @Parameters(index = "1", description = "the depth in plies (0 or more)")
  int depth;

  @Option(names = "--split", description = "also print the count below every legal move")
  boolean split;

  @Mixin Progress.Options progressOptions;

  @Override
  int call(GameState<?, ?> state) {
    if (depth < 0) {
      spec.commandLine().getErr().println("depth must be 0 or more, not " + depth);
      return Latrunculi.REJECTED;
    }
    count(state);
    return 0;
  }

  private <S, M extends Move> void count(GameState<S, M> state) {
    long start = System.nanoTime();
    if (depth < 2) {
      long total = Perft.count(state.rules(), state.position(), depth);
      Output.println(spec, total);
      if (split && depth == 1) {
        Perft.split(state.rules(), state.position(), depth)
            .forEach(t -> Output.println(spec, t._1 + " " + t._2));
      }
      timing(start, total);
      return;
    }
    // Deep counts go root move by root move, so that each finished move can report progress.
    Progress progress = Progress.of(spec.commandLine().getErr(), "perft", progressOptions);
    int roots = state.rules().legalMoves(state.position()).size();
    long[] done = {0, 0};
    Seq<Tuple2<String, Long>> counts =
        Perft.split(
            state.rules(),
            state.position(),
            depth,
            counted -> {
              done[0]++;
              done[1] += counted._2;
              progress.report(
                  () ->
                      String.format(
                          Locale.ROOT, "%d of %d root moves, %,d leaves", done[0], roots, done[1]));
            });
    long total = counts.map(Tuple2::_2).sum().longValue();
    Output.println(spec, total);
    if (split) {
      counts.forEach(t -> Output.println(spec, t._1 + " " + t._2));
    }
    timing(start, total);
  }

  private void timing(long start, long leaves) {
    if (progressOptions.quiet) {
      return;
    }
    double seconds = Math.max(1e-9, (System.nanoTime() - start) / 1e9);
    spec.commandLine()
        .getErr()
        .println(String.format(Locale.ROOT, "%.3f s, %.0f leaves/s", seconds, leaves / seconds));
  }
}
