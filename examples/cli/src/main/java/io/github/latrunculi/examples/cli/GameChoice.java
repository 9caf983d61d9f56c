package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.control.Either;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * The game a command starts from, as a picocli mixin shared by {@code start}, {@code selfplay} and
 * {@code ladder}: the game id, an optional variant field with options, an optional board size.
 */
final class GameChoice {
  @Parameters(index = "0", description = "the game id, e.g. chief")
  String game;

  @Option(
      names = "--variant",
      description = "the variant, with options as in position lines: standard,pushlimit=2")
  String variant;

  @Option(names = "--size", description = "the board size WxH, for games with several")
  String size;

  /** Returns the rules chosen (the game's first variant when none is named), or why not. */
  Either<Rejection, Rules<?, ?>> rules() {
    return Games.get(game)
        .flatMap(
            definition ->
                Setup.parseVariantField(variant == null ? definition.variants().head() : variant)
                    .map(setup -> size == null ? setup : setup.withSize(size))
                    .flatMap(definition::rules));
  }
}
