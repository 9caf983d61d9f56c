package io.github.latrunculi.core.registry;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import java.util.Objects;

/**
 * A position bound to its rules: the handle that tools working on any game (the command-line tool,
 * a move-validation server, game records) use without knowing the game's types. Everything that
 * comes from outside arrives as text and everything that fails comes back as a {@link Rejection}.
 *
 * @param rules the rules of the position's variant
 * @param position the position
 * @param <S> the position type
 * @param <M> the move type
 */
public record GameState<S, M extends Move>(Rules<S, M> rules, S position) {
  /**
   * Checks that both fields are present.
   *
   * @param rules the rules of the position's variant, not null
   * @param position the position, not null
   */
  public GameState {
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(position, "position");
  }

  /**
   * {@return the initial position of the rules for a seed}
   *
   * @param <S> the position type
   * @param <M> the move type
   * @param rules the rules of the variant to start
   * @param seed picks the setup where the game's is random; ignored otherwise
   */
  public static <S, M extends Move> GameState<S, M> initial(Rules<S, M> rules, long seed) {
    return new GameState<>(rules, rules.initial(seed));
  }

  /**
   * Parses a position line with the given rules ({@link Games#parse} picks the rules from the
   * line).
   *
   * @param <S> the position type
   * @param <M> the move type
   * @param rules the rules of the line's variant
   * @param line a position line of that variant
   * @return the position with its rules, or the rejection of the line
   */
  public static <S, M extends Move> Either<Rejection, GameState<?, ?>> parse(
      Rules<S, M> rules, String line) {
    return rules.notation().parsePosition(line).map(s -> new GameState<>(rules, s));
  }

  /** {@return the canonical position line, the one-line text a server stores} */
  public String line() {
    return rules.notation().formatPosition(position);
  }

  /** {@return the legal moves in move notation, in the order the rules generate them} */
  public Seq<String> moves() {
    return rules.legalMoves(position).map(m -> rules.notation().formatMove(position, m));
  }

  /**
   * Parses, validates and plays one move given as text.
   *
   * @param move the move in the game's move notation
   * @return the state after the move, or the rejection of the text or of the move
   */
  public Either<Rejection, GameState<S, M>> play(String move) {
    return rules.play(position, move).map(next -> new GameState<>(rules, next));
  }

  /**
   * Plays moves in order, stopping at the first one refused (numbered from 1).
   *
   * @param moves the moves in the game's move notation, in the order they are played
   * @return the state after the last move, or the number of the first refused move and why
   */
  public Either<MoveFailure, GameState<S, M>> playAll(Iterable<String> moves) {
    GameState<S, M> current = this;
    int number = 0;
    for (String move : moves) {
      number++;
      Either<Rejection, GameState<S, M>> next = current.play(move);
      if (next.isLeft()) {
        return Either.left(new MoveFailure(number, next.getLeft()));
      }
      current = next.get();
    }
    return Either.right(current);
  }

  /** {@return the outcome of the position} */
  public Outcome outcome() {
    return rules.outcome(position);
  }

  /** {@return who acts in the position: a seat, a chance event, or nobody} */
  public ToMove<M> toMove() {
    return rules.toMove(position);
  }

  /** {@return the position's 64-bit Zobrist key} */
  public long hash() {
    return rules.hash(position);
  }

  /** {@return the board drawn for a terminal} */
  public String diagram() {
    return rules.diagram(position);
  }

  /** Returns the position line. */
  @Override
  public String toString() {
    return line();
  }
}
