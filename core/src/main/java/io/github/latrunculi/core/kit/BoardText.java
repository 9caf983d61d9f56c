package io.github.latrunculi.core.kit;

import io.github.latrunculi.core.Board;
import io.github.latrunculi.core.Geometry;
import io.vavr.Tuple2;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.function.IntFunction;

/**
 * The board field shared by every game's position notation: the ranks from the highest down to rank
 * 1, separated by {@code /}; inside a rank, from file {@code a} rightwards, a piece token or a
 * decimal count of consecutive empty squares.
 *
 * <p>Parsing is strict about the canonical form, so that {@code format(parse(x)) == x}: a count is
 * every digit in a row read as one decimal number (so runs of empty squares are always merged:
 * {@code 12} is twelve squares, never one and two), has no leading zero, and must fit the rank.
 * Piece tokens are the game's own ({@code S}, {@code rPK}, {@code wP^}, …) and are read by a {@link
 * PieceReader}.
 */
public final class BoardText {
  private BoardText() {}

  /**
   * Reads one piece token of a game at a position of a rank string.
   *
   * @param <P> the piece type
   */
  @FunctionalInterface
  public interface PieceReader<P> {
    /**
     * Returns the piece whose token starts at {@code at} in {@code rank} and the token's length, or
     * {@code None} when no token of the game starts there.
     *
     * @param rank one rank of the board field, as written between the slashes
     * @param at the index in {@code rank} where a piece token may start
     * @return the piece and the number of characters of its token (at least 1), or {@code None}
     */
    Option<Tuple2<P, Integer>> read(String rank, int at);
  }

  /**
   * Reads one piece token of a game as a small code, without boxing: what {@link #parseCodes}
   * takes.
   */
  @FunctionalInterface
  public interface TokenReader {
    /**
     * Returns the code of the piece whose token starts at {@code at} in {@code rank} and the
     * token's length, packed as {@code code << 8 | length}, or -1 when no token of the game starts
     * there.
     *
     * @param rank one rank of the board field, as written between the slashes
     * @param at the index in {@code rank} where a piece token may start
     * @return {@code code << 8 | length} with a code from 1 to 255 and a length from 1 to 255, or
     *     -1
     */
    int read(String rank, int at);
  }

  /**
   * Parses a board field for the given geometry into a cell array. The left side names the first
   * problem found, for example {@code "rank 3 describes 6 squares, not 5"}.
   *
   * @param <P> the piece type
   * @param field the board field of a position line, for example {@code
   *     "rakra/sssss/5/5/5/SSSSS/ARKAR"}
   * @param geometry the board size the field must describe
   * @param reader reads the game's piece tokens
   * @return the board, or the first problem of the field in words
   */
  public static <P> Either<String, Board<P>> parse(
      String field, Geometry geometry, PieceReader<P> reader) {
    Object[] cells = new Object[geometry.size()];
    Option<String> problem =
        scan(
            field,
            geometry,
            (index, rank, at) -> {
              Option<Tuple2<P, Integer>> piece = reader.read(rank, at);
              if (piece.isEmpty() || piece.get()._2 <= 0) {
                return -1;
              }
              if (index >= 0) {
                cells[index] = piece.get()._1;
              }
              return piece.get()._2;
            });
    if (problem.isDefined()) {
      return Either.left(problem.get());
    }
    Board<P> board = Board.empty(geometry);
    for (int i = 0; i < cells.length; i++) {
      if (cells[i] != null) {
        @SuppressWarnings("unchecked")
        P piece = (P) cells[i];
        board = board.with(geometry.square(i), piece);
      }
    }
    return Either.right(board);
  }

  /**
   * Parses a board field into one byte per square (index = rank × width + file), 0 for an empty
   * square and the reader's code for a piece (a code above 127 is stored as the negative byte of
   * the same bits: read it back with {@code & 0xFF}): the form of the games' compact boards, built
   * without a boxed piece or a persistent board on the way.
   *
   * @param field the board field of a position line
   * @param geometry the board size the field must describe
   * @param reader reads the game's piece tokens as codes
   * @return the cells, or the first problem of the field in words
   */
  public static Either<String, byte[]> parseCodes(
      String field, Geometry geometry, TokenReader reader) {
    byte[] cells = new byte[geometry.size()];
    Option<String> problem =
        scan(
            field,
            geometry,
            (index, rank, at) -> {
              int read = reader.read(rank, at);
              if (read < 0 || (read & 0xFF) == 0) {
                return -1;
              }
              if (index >= 0) {
                cells[index] = (byte) (read >>> 8);
              }
              return read & 0xFF;
            });
    return problem.isDefined() ? Either.left(problem.get()) : Either.right(cells);
  }

  /** Where a scan puts each piece token it meets. */
  @FunctionalInterface
  private interface TokenSink {
    /**
     * Reads the token at {@code at} of {@code rank} and stores its piece on square {@code index}
     * (-1 when the rank is already too long): returns the token's length, or -1 if unknown.
     */
    int place(int index, String rank, int at);
  }

  /** The one reading of a board field's ranks and counts; returns the first problem, if any. */
  private static Option<String> scan(String field, Geometry geometry, TokenSink sink) {
    String[] ranks = field.split("/", -1);
    if (ranks.length != geometry.height()) {
      return Option.some("the board has " + ranks.length + " ranks, not " + geometry.height());
    }
    for (int r = 0; r < ranks.length; r++) {
      int rankNumber = geometry.height() - r;
      String rank = ranks[r];
      int file = 0;
      int at = 0;
      while (at < rank.length()) {
        char c = rank.charAt(at);
        if (c >= '0' && c <= '9') {
          if (c == '0') {
            return Option.some("rank " + rankNumber + " has a count starting with 0");
          }
          int end = at;
          int count = 0;
          while (end < rank.length()
              && Character.isDigit(rank.charAt(end))
              && count <= geometry.width()) {
            count = count * 10 + (rank.charAt(end) - '0');
            end++;
          }
          file += count;
          at = end;
        } else {
          int index = file < geometry.width() ? geometry.index(file, rankNumber - 1) : -1;
          int length = sink.place(index, rank, at);
          if (length <= 0) {
            return Option.some(
                "rank " + rankNumber + " has an unknown piece at '" + rank.substring(at) + "'");
          }
          file++;
          at += length;
        }
        if (file > geometry.width()) {
          break;
        }
      }
      if (file != geometry.width()) {
        return Option.some(
            "rank "
                + rankNumber
                + " describes "
                + (file > geometry.width() ? "more than " + geometry.width() : file)
                + " squares, not "
                + geometry.width());
      }
    }
    return Option.none();
  }

  /**
   * Formats a board field: {@code tokenAt.apply(index)} returns the token of the piece on the
   * square with that index, or {@code null} when the square is empty.
   *
   * @param geometry the board size
   * @param tokenAt the token of the piece on each square index, {@code null} for an empty square
   * @return the canonical board field
   */
  public static String format(Geometry geometry, IntFunction<String> tokenAt) {
    StringBuilder sb = new StringBuilder();
    for (int rank = geometry.height() - 1; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < geometry.width(); file++) {
        String token = tokenAt.apply(geometry.index(file, rank));
        if (token == null) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
            empty = 0;
          }
          sb.append(token);
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    return sb.toString();
  }

  /**
   * Formats a board with a token function over pieces.
   *
   * @param <P> the piece type
   * @param board the board to write
   * @param token the game's token of a piece
   * @return the canonical board field
   */
  public static <P> String format(Board<P> board, java.util.function.Function<P, String> token) {
    return format(board.geometry(), i -> board.at(i).map(token).getOrNull());
  }
}
