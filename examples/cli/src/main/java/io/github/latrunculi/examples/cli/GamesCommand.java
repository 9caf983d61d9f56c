package io.github.latrunculi.examples.cli;

import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.Games;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code latrunculi games}: one line per registered game with its variants, sizes and options. */
@Command(
    name = "games",
    mixinStandardHelpOptions = true,
    description = "List the games and their variants.")
final class GamesCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    if (Games.all().isEmpty()) {
      spec.commandLine().getErr().println("no game modules are installed");
    }
    for (GameDefinition game : Games.all()) {
      StringBuilder line =
          new StringBuilder(game.id()).append(": ").append(game.variants().mkString(" "));
      if (!game.sizes().isEmpty()) {
        line.append(" | sizes ").append(game.sizes().mkString(" "));
      }
      if (!game.optionDefaults().isEmpty()) {
        line.append(" | options ")
            .append(game.optionDefaults().map(t -> t._1 + "=" + t._2).mkString(" "));
      }
      Output.println(spec, line);
    }
    return 0;
  }
}
