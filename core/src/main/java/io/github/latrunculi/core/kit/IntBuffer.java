package io.github.latrunculi.core.kit;

import java.util.Arrays;

/**
 * A growable list of ints, reused from ply to ply so that a move generator's working lists (packed
 * moves, squares, counts) allocate nothing once they have grown: take one from {@link Scratch},
 * fill it, read it, give it back. Not thread-safe; a thread's buffers belong to that thread.
 */
public final class IntBuffer {
  private int[] values;
  private int size;

  /**
   * Makes an empty buffer.
   *
   * @param capacity the length of its first array; it grows by doubling
   */
  public IntBuffer(int capacity) {
    this.values = new int[Math.max(1, capacity)];
  }

  /**
   * Appends a value.
   *
   * @param value the value
   */
  public void add(int value) {
    if (size == values.length) {
      values = Arrays.copyOf(values, size * 2);
    }
    values[size++] = value;
  }

  /**
   * {@return the value at a place}
   *
   * @param i the place, from 0 to {@link #size()} - 1
   */
  public int get(int i) {
    return values[i];
  }

  /**
   * Replaces the value at a place.
   *
   * @param i the place, from 0 to {@link #size()} - 1
   * @param value the new value
   */
  public void set(int i, int value) {
    values[i] = value;
  }

  /** {@return how many values the buffer holds} */
  public int size() {
    return size;
  }

  /**
   * Returns the buffer's array with room for at least {@code capacity} values, for a hot loop that
   * writes its values into the array itself (a plain store, without a growth check per value) and
   * then says how many it wrote with {@link #setSize}. The array is the buffer's: it is valid until
   * the next call that may grow the buffer.
   *
   * @param capacity the most values the loop will write
   * @return the backing array, at least {@code capacity} long
   */
  public int[] reserve(int capacity) {
    if (values.length < capacity) {
      values = Arrays.copyOf(values, Math.max(capacity, values.length * 2));
    }
    return values;
  }

  /**
   * Sets how many values the buffer holds, after a loop wrote them into {@link #reserve}'s array.
   *
   * @param size the number of values written from place 0, at most the reserved capacity
   */
  public void setSize(int size) {
    this.size = size;
  }

  /**
   * Keeps the first {@code size} values and drops the rest.
   *
   * @param size the new size, at most the current one
   */
  public void truncate(int size) {
    this.size = size;
  }

  /** Empties the buffer, keeping its array. */
  public void clear() {
    size = 0;
  }
}
