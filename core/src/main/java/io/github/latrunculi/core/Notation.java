package io.github.latrunculi.core;

import io.vavr.control.Either;

/**
 * The text forms of one game variant's positions and moves, as its rules dossier defines them.
 *
 * <p>A position line is {@code <game> <variant>[,<key>=<value>...] <fields>} and holds everything
 * the rules need except history: a rule that looks back (such as a repetition draw) needs the
 * {@link GameRecord}, which is therefore the complete stored form of a game.
 *
 * <p>Contract: parsing never throws; for every canonical text {@code x},
 * {@code format(parse(x)) == x}; for every position {@code s},
 * {@code parsePosition(formatPosition(s))} is a position equal to {@code s} but for history.
 *
 * @param <S> the position type
 * @param <M> the move type
 */
public interface Notation<S, M extends Move> {
  /** Parses a position line of this variant, or says what is wrong with it. */
  Either<Rejection, S> parsePosition(String line);

  /** Formats a position as its canonical line. */
  String formatPosition(S position);

  /**
   * Parses a move in the context of {@code position}. The result is well formed but not
   * necessarily legal: {@link Rules#play} decides that.
   */
  Either<Rejection, M> parseMove(S position, String text);

  /** Formats a move of {@code position} canonically. */
  String formatMove(S position, M move);
}
