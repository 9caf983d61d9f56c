package io.github.latrunculi.examples.usage;

import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.PrintStream;
import java.util.function.Predicate;

/**
 * A user interface in miniature, written against {@code io.github.latrunculi.core} and the registry
 * only: it draws a position of each of the five games from its {@link
 * io.github.latrunculi.core.BoardView} and plays a multi-part turn of each by inputs through a
 * {@link TurnBuilder}, printing what a person would see highlighted before each click. Run: {@code
 * java -cp examples/usage/target/usage.jar io.github.latrunculi.examples.usage.PlayByInputs}.
 */
public final class PlayByInputs {
  /**
   * A turn to enter: the first legal move, in notation order, whose inputs satisfy {@code wanted}.
   *
   * @param what what the turn shows, for the printout
   * @param wanted which move to enter
   */
  record Turn(String what, Predicate<MoveInputs> wanted) {}

  /**
   * A position and the turns to enter from it, one after the other.
   *
   * @param line the position line
   * @param turns the turns
   */
  record Scenario(String line, Seq<Turn> turns) {}

  /** The scenarios: one per game, each with the multi-part turns of its kind. */
  static final Seq<Scenario> SCENARIOS =
      List.of(
          // Chief: c3:c5 pushes the black Savage to c6, where it is frozen.
          new Scenario(
              "chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -",
              List.of(new Turn("a push", m -> m.kind().equals("push")))),
          // Desdemona: the opening turn only moves; every later turn moves and fires.
          new Scenario(
              "amazonsflip regular 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F",
              List.of(
                  new Turn("the opening move", m -> m.inputs().size() == 2),
                  new Turn("a move and a shot", m -> m.inputs().size() == 3))),
          // Kharbga: a placement pair, clicked in either order.
          new Scenario(
              "malha standard 7/7/7/7/7/7/7 a P - - - *",
              List.of(new Turn("a placement pair", m -> m.kind().equals("place")))),
          // Chaturaji with the die: a throw, then a move of a man the die allows.
          new Scenario(
              "chaturaji partnership-dice yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/6rPErE/gPBgPHgPEgPK2rPHrH/gBgHgEgK2rPBrB r ? - - 0 1",
              List.of(
                  new Turn("a die throw", m -> m.kind().equals("throw")),
                  new Turn("a move the die allows", m -> !m.kind().equals("throw")))),
          // Quaternity: the white pawn on f11 promotes on f12.
          new Scenario(
              "quaternity standard 12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *",
              List.of(
                  new Turn(
                      "a promotion to a queen",
                      m ->
                          m.kind().equals("promotion")
                              && m.inputs().last().token().equals("promote-q")))));

  private PlayByInputs() {}

  /** Plays every scenario and prints what happens. */
  public static void main(String[] args) {
    for (Scenario scenario : SCENARIOS) {
      play(scenario, System.out).peekLeft(r -> System.out.println("refused: " + r));
    }
  }

  /**
   * Plays a scenario's turns by inputs, printing the position before and after; returns the final
   * state, or the first rejection.
   */
  static Either<Rejection, GameState<?, ?>> play(Scenario scenario, PrintStream out) {
    Either<Rejection, GameState<?, ?>> state = Games.parse(scenario.line());
    for (Turn turn : scenario.turns()) {
      state = state.flatMap(s -> enter(s, turn, out));
    }
    return state;
  }

  private static <S, M extends Move> Either<Rejection, GameState<?, ?>> enter(
      GameState<S, M> state, Turn turn, PrintStream out) {
    Rules<S, M> rules = state.rules();
    S position = state.position();
    out.println(rules.view(position).toText());
    Option<M> target =
        rules
            .legalMoves(position)
            .sortBy(m -> rules.notation().formatMove(position, m))
            .find(m -> turn.wanted().test(rules.moveInputs(position, m)));
    if (target.isEmpty()) {
      throw new IllegalStateException("no legal move is " + turn.what() + " in " + state.line());
    }
    MoveInputs inputs = rules.moveInputs(position, target.get());
    out.println(rules.gameId() + ", " + turn.what() + ": " + inputs.description());
    TurnBuilder<S, M> builder = TurnBuilder.start(rules, position);
    for (Input input : inputs.inputs()) {
      out.println(
          "  offered "
              + builder.next().map(n -> n.input().token()).mkString(" ")
              + "; entering "
              + input.token());
      Either<Rejection, TurnBuilder<S, M>> next = builder.add(input);
      if (next.isLeft()) {
        return Either.left(next.getLeft());
      }
      builder = next.get();
    }
    if (builder.move().isEmpty()) {
      builder = builder.add(Input.FINISH).get();
    }
    M move = builder.move().get();
    out.println("  played " + rules.notation().formatMove(position, move));
    return rules.play(position, move).map(next -> new GameState<>(rules, next));
  }
}
