package io.github.latrunculi.core.registry;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Rejection;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * A game as text: one header line with the starting position, then one move per line in the game's
 * move notation (when parsing, several moves to a line separated by white space are accepted too).
 * Blank lines and lines starting with {@code #} are comments; {@link #format} writes the outcome of
 * the final position as such a comment, so a record says how the game ended while {@link #replay}
 * re-derives it from the moves.
 *
 * <p>Replaying rebuilds the history that position lines leave out (a repetition draw needs it), so
 * a record is the complete stored form of a game.
 *
 * @param start the starting position line
 * @param moves the moves, in order
 */
public record GameRecord(String start, Seq<String> moves) {
  /**
   * Parses a record's text; only a missing header line is refused here. After the header, moves may
   * also stand several to a line, separated by white space (no move of any game contains white
   * space), as game scores are often printed.
   *
   * @param text the whole record, lines separated by any line break
   * @return the record, or a {@link CoreRejection#MALFORMED_RECORD} rejection when it has no
   *     starting position line
   */
  public static Either<Rejection, GameRecord> parse(String text) {
    List<String> lines =
        List.of(text.split("\\R"))
            .map(String::strip)
            .filter(l -> !l.isEmpty() && !l.startsWith("#"));
    if (lines.isEmpty()) {
      return Either.left(
          new Rejection(
              CoreRejection.MALFORMED_RECORD, "the record has no starting position line"));
    }
    return Either.right(
        new GameRecord(lines.head(), lines.tail().flatMap(line -> List.of(line.split("\\s+")))));
  }

  /**
   * Validates every move from the starting position and returns the final position, or the first
   * refused move by its 1-based number (0 when the starting line itself is refused).
   *
   * @return the final position with its history, or the first refused move and why
   */
  public Either<MoveFailure, GameState<?, ?>> replay() {
    Either<Rejection, GameState<?, ?>> first = Games.parse(start);
    if (first.isLeft()) {
      return Either.left(new MoveFailure(0, first.getLeft()));
    }
    return replayFrom(first.get());
  }

  private <S, M extends Move> Either<MoveFailure, GameState<?, ?>> replayFrom(
      GameState<S, M> state) {
    return state.playAll(moves).map(s -> s);
  }

  /**
   * {@return the text form, ending with a comment line that states {@code outcome}}
   *
   * @param outcome the outcome of the final position, written for people; {@link #parse} skips it
   */
  public String format(Outcome outcome) {
    StringBuilder sb = new StringBuilder(start).append('\n');
    moves.forEach(m -> sb.append(m).append('\n'));
    return sb.append("# ").append(outcome).append('\n').toString();
  }
}
