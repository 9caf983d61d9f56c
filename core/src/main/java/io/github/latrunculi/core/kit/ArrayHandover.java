package io.github.latrunculi.core.kit;

import io.vavr.collection.Array;
import java.util.AbstractList;
import java.util.RandomAccess;

/**
 * Turns a freshly filled array into a vavr {@link Array} without copying it, for move generators
 * that build a list on every ply of a search, where a second copy would cost as much as listing the
 * moves. {@link Array#of(Object[])} copies its argument, whereas {@link Array#ofAll(Iterable)}
 * keeps the array a collection's {@code toArray()} returns, since by the contract of {@link
 * java.util.Collection#toArray()} that array belongs to the caller: a view that returns the array
 * itself hands it over.
 */
public final class ArrayHandover {
  private ArrayHandover() {}

  /**
   * Returns {@code filled} as an immutable vavr array. The caller gives the array up: it must hold
   * only {@code T} values, be exactly an {@code Object[]} (a narrower array type could refuse a
   * later store through vavr) and never be changed afterwards.
   *
   * @param <T> the element type
   * @param filled the array to hand over, exactly as long as the list it holds
   * @return a vavr array backed by {@code filled}
   * @throws IllegalArgumentException if {@code filled} is an array of a narrower type
   */
  public static <T> Array<T> of(Object[] filled) {
    if (filled.getClass() != Object[].class) {
      throw new IllegalArgumentException(
          "an array of " + filled.getClass().getComponentType().getName() + " is not an Object[]");
    }
    return Array.ofAll(new View<T>(filled));
  }

  /** The filled array seen as a list whose {@code toArray} returns the array itself. */
  static final class View<T> extends AbstractList<T> implements RandomAccess {
    private final Object[] elements;

    View(Object[] elements) {
      this.elements = elements;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(int index) {
      return (T) elements[index];
    }

    @Override
    public int size() {
      return elements.length;
    }

    @Override
    public Object[] toArray() {
      return elements;
    }
  }
}
