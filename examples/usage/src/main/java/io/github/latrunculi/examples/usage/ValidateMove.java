package io.github.latrunculi.examples.usage;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.vavr.control.Either;

/**
 * The README's usage example, runnable: what a game server does with a client's move. Run: {@code
 * java -cp examples/usage/target/usage.jar io.github.latrunculi.examples.usage.ValidateMove
 * '<position line>' <move>}; without arguments it validates {@code c2-c3} on the 5×7 Chief start.
 */
public final class ValidateMove {
  private ValidateMove() {}

  /** Parses the stored position, validates and plays the move, prints the line to store. */
  public static void main(String[] args) {
    String stored =
        args.length > 0 ? args[0] : "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";
    String move = args.length > 1 ? args[1] : "c2-c3";

    Either<Rejection, GameState<?, ?>> parsed = Games.parse(stored);
    if (parsed.isLeft()) {
      System.out.println("bad position: " + parsed.getLeft());
      return;
    }
    GameState<?, ?> game = parsed.get();
    System.out.println("legal: " + game.moves().sorted().mkString(" "));
    Either<Rejection, ? extends GameState<?, ?>> next = game.play(move);
    if (next.isLeft()) {
      Rejection why = next.getLeft();
      System.out.println("refused " + move + ": " + why.codeName() + ": " + why.message());
    } else {
      String line = next.get().line();
      Outcome outcome = next.get().outcome();
      System.out.println(line + "  (" + outcome + ")");
    }
  }
}
