package io.github.latrunculi.examples.bench;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.agent.Match;
import io.github.latrunculi.core.agent.RandomAgent;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import java.util.Locale;
import org.openjdk.jol.info.GraphLayout;

/**
 * Prints the retained size in bytes (JOL's total size of every object reachable from the position)
 * of the initial position of every registered game's default variant, and of the position after 40
 * random plies. Run: {@code java -cp examples/bench/target/benchmarks.jar
 * io.github.latrunculi.examples.bench.PositionSizes}.
 */
public final class PositionSizes {
  private PositionSizes() {}

  /** Prints one line per game: id, initial size, size after 40 plies. */
  public static void main(String[] args) {
    System.out.println("game         initial  after-40-plies  (bytes retained, JOL GraphLayout)");
    for (GameDefinition game : Games.all()) {
      Rules<?, ?> rules = game.rules(Setup.of(game.variants().head())).get();
      System.out.println(measure(game.id(), rules));
    }
  }

  private static <S, M extends Move> String measure(String id, Rules<S, M> rules) {
    S initial = rules.initial();
    S later = Match.play(rules, initial, p -> RandomAgent.of(p.index()), 1, 40).end().position();
    return String.format(
        Locale.ROOT,
        "%-12s %7d  %14d",
        id,
        GraphLayout.parseInstance(initial).totalSize(),
        GraphLayout.parseInstance(later).totalSize());
  }
}
