package io.github.latrunculi.core;

import io.vavr.control.Either;

/**
 * The text forms of one game variant's positions and moves, as each game's package documentation
 * describes them.
 *
 * <p>A position line is {@code <game> <variant>[,<key>=<value>...] <fields>} and holds everything
 * the rules need except history: a rule that looks back (such as a repetition draw) needs the
 * {@link io.github.latrunculi.core.registry.GameRecord}, which is therefore the complete stored
 * form of a game.
 *
 * <p>Contract: parsing never throws; for every canonical text {@code x}, {@code format(parse(x)) ==
 * x}; for every position {@code s}, {@code parsePosition(formatPosition(s))} is a position equal to
 * {@code s} but for history.
 *
 * @param <S> the position type
 * @param <M> the move type
 */
public interface Notation<S, M extends Move> {
  /**
   * Parses a position line of this variant, or says what is wrong with it.
   *
   * @param line a whole position line, game id and variant field included
   * @return the position, or the rejection naming the first problem of the line
   */
  Either<Rejection, S> parsePosition(String line);

  /**
   * {@return the canonical line of a position}
   *
   * @param position a position of this variant
   */
  String formatPosition(S position);

  /**
   * Parses a move in the context of {@code position}. The result is well formed but not necessarily
   * legal: {@link Rules#play} decides that.
   *
   * @param position the position the move is meant for; some moves read differently per position
   * @param text the move in the game's move notation
   * @return the move, or the rejection of malformed text
   */
  Either<Rejection, M> parseMove(S position, String text);

  /**
   * {@return the canonical text of a move of {@code position}}
   *
   * @param position the position the move is played in
   * @param move a move of that position
   */
  String formatMove(S position, M move);
}
