package io.github.latrunculi.malha;

import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * A filled array of moves seen as a list, so that a vavr {@link Array} can take the array over
 * without copying it. {@link Array#ofAll(Iterable)} keeps what a {@link java.util.Collection}'s
 * {@code toArray()} returns (that array belongs to the caller, as the contract of {@code toArray}
 * says), whereas {@link Array#of(Object[])} copies: a move list is built on every ply of a search,
 * and a second copy would cost as much as listing the moves.
 */
final class MalhaMoveList extends AbstractList<MalhaMove> implements RandomAccess {
  private final Object[] moves;

  /** Wraps {@code moves}, an array of {@link MalhaMove}s that nobody changes afterwards. */
  MalhaMoveList(Object[] moves) {
    this.moves = moves;
  }

  /** Returns {@code moves} (filled with moves and handed over) as an immutable sequence. */
  static Seq<MalhaMove> of(Object[] moves) {
    return Array.ofAll(new MalhaMoveList(moves));
  }

  @Override
  public MalhaMove get(int index) {
    return (MalhaMove) moves[index];
  }

  @Override
  public int size() {
    return moves.length;
  }

  /** Returns the wrapped array itself: it is handed over, not shared. */
  @Override
  public Object[] toArray() {
    return moves;
  }
}
