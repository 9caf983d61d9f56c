package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.GameState;
import io.github.latrunculi.core.Games;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Setup;
import io.vavr.control.Either;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code latrunculi start <game>}: prints the initial position line. */
@Command(name = "start", description = "Print the initial position of a game.")
final class StartCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(index = "0", description = "the game id, e.g. chief")
  String game;

  @Option(
      names = "--variant",
      description = "the variant, with options as in position lines: standard,pushlimit=2")
  String variant;

  @Option(names = "--size", description = "the board size WxH, for games with several")
  String size;

  @Option(names = "--seed", description = "the seed of a random setup (default 0)")
  long seed;

  @Override
  public Integer call() {
    Either<Rejection, Rules<?, ?>> rules = rulesFor(game, variant, size);
    if (rules.isLeft()) {
      return Output.rejected(spec, rules.getLeft());
    }
    Output.println(spec, GameState.initial(rules.get(), seed).line());
    return 0;
  }

  /** Returns the rules of a game for an optional variant field and size. */
  static Either<Rejection, Rules<?, ?>> rulesFor(String game, String variant, String size) {
    return Games.get(game)
        .flatMap(
            definition ->
                Setup.parseVariantField(variant == null ? definition.variants().head() : variant)
                    .map(setup -> size == null ? setup : setup.withSize(size))
                    .flatMap(definition::rules));
  }
}
