package io.github.latrunculi.core;

import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.Objects;
import java.util.function.IntFunction;
import java.util.function.Predicate;

/**
 * An immutable grid of pieces of type {@code P} on a {@link Geometry}.
 *
 * <p>Cells live in a private array that is copied on every change: for boards of 49 to 144 squares
 * one array copy is cheaper than any persistent tree update. The array is never exposed. Two boards
 * are equal when they have the same geometry and equal pieces on the same squares.
 *
 * @param <P> the piece type; pieces should be immutable values
 */
public final class Board<P> {
  private final Geometry geometry;
  private final Object[] cells;

  private Board(Geometry geometry, Object[] cells) {
    this.geometry = geometry;
    this.cells = cells;
  }

  /**
   * {@return an empty board of the given geometry}
   *
   * @param <P> the piece type
   * @param geometry the size of the board
   */
  public static <P> Board<P> empty(Geometry geometry) {
    return new Board<>(geometry, new Object[geometry.size()]);
  }

  /**
   * Returns a board built in one pass: square {@code i} holds {@code cellAt.apply(i)}, empty where
   * that is {@code null}. Views of a game's compact arrays are built this way, one array and no
   * intermediate boards.
   *
   * @param <P> the piece type
   * @param geometry the size of the board
   * @param cellAt the piece on the square of each index, {@code null} for an empty square
   * @return the board
   */
  public static <P> Board<P> tabulate(Geometry geometry, IntFunction<? extends P> cellAt) {
    Object[] cells = new Object[geometry.size()];
    for (int i = 0; i < cells.length; i++) {
      cells[i] = cellAt.apply(i);
    }
    return new Board<>(geometry, cells);
  }

  /** {@return the board's geometry} */
  public Geometry geometry() {
    return geometry;
  }

  /**
   * {@return the piece on a square, or {@code None} when it is empty or off the board}
   *
   * @param square any square
   */
  public Option<P> at(Square square) {
    return geometry.contains(square) ? at(geometry.index(square)) : Option.none();
  }

  /**
   * {@return the piece on the square with the given index, or {@code None} when it is empty}
   *
   * @param index a square index of the board's geometry, {@code 0 <= index < geometry().size()}
   */
  @SuppressWarnings("unchecked")
  public Option<P> at(int index) {
    return Option.of((P) cells[index]);
  }

  /**
   * {@return true when the square with the given index holds no piece}
   *
   * @param index a square index of the board's geometry, {@code 0 <= index < geometry().size()}
   */
  public boolean isEmpty(int index) {
    return cells[index] == null;
  }

  /**
   * Returns a board with {@code piece} on {@code square} (replacing whatever stood there); this
   * board is unchanged.
   *
   * @param square a square on the board
   * @param piece the piece to put there, not null
   * @return the new board
   * @throws IllegalArgumentException when the square is off the board
   */
  public Board<P> with(Square square, P piece) {
    Objects.requireNonNull(piece, "piece");
    Object[] copy = cells.clone();
    copy[geometry.index(square)] = piece;
    return new Board<>(geometry, copy);
  }

  /** {@return the occupied squares with their pieces, in index order} */
  @SuppressWarnings("unchecked")
  public Vector<Tuple2<Square, P>> occupied() {
    Vector<Tuple2<Square, P>> result = Vector.empty();
    for (int i = 0; i < cells.length; i++) {
      if (cells[i] != null) {
        result = result.append(Tuple.of(geometry.square(i), (P) cells[i]));
      }
    }
    return result;
  }

  /**
   * {@return the number of pieces that satisfy the predicate}
   *
   * @param predicate the test each piece on the board is put to, for example one of owner
   */
  @SuppressWarnings("unchecked")
  public int count(Predicate<? super P> predicate) {
    int n = 0;
    for (Object cell : cells) {
      if (cell != null && predicate.test((P) cell)) {
        n++;
      }
    }
    return n;
  }

  /** {@return the number of pieces on the board} */
  public int count() {
    return count(p -> true);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Board<?> other
        && geometry == other.geometry
        && Arrays.equals(cells, other.cells);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(cells) * 31 + geometry.hashCode();
  }

  /** Draws the board with rank 1 at the bottom, one character column per file, {@code .} empty. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (int rank = geometry.height() - 1; rank >= 0; rank--) {
      for (int file = 0; file < geometry.width(); file++) {
        Object cell = cells[geometry.index(file, rank)];
        sb.append(file == 0 ? "" : " ").append(cell == null ? "." : cell.toString());
      }
      sb.append('\n');
    }
    return sb.toString();
  }
}
