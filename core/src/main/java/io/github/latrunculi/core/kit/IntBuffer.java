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
