package io.github.latrunculi.chief;

import io.vavr.collection.List;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The keys of the positions since the last irreversible move, oldest first: what the repetition
 * draw counts. Immutable to its holder: it is a prefix of a {@code long} array that the positions
 * of one line of play share. Extending a history writes the next slot in place when nobody has
 * claimed it yet, and copies the prefix otherwise (a search that tries a second move from the same
 * position), so that every holder's prefix stays as it was. A flat array rather than a linked list,
 * because the draw rule scans the history after every move and a bot plays millions of moves.
 */
final class ChiefHistory {
  private static final int FIRST_CAPACITY = 16;

  /** The shared keys; slots below {@link #length} never change once written. */
  private final long[] keys;

  /**
   * How many slots of {@link #keys} some history has claimed, shared by the holders of the array.
   */
  private final AtomicInteger claimed;

  private final int length;

  private ChiefHistory(long[] keys, AtomicInteger claimed, int length) {
    this.keys = keys;
    this.claimed = claimed;
    this.length = length;
  }

  /** Returns a fresh history holding one key. */
  static ChiefHistory of(long key) {
    long[] keys = new long[FIRST_CAPACITY];
    keys[0] = key;
    return new ChiefHistory(keys, new AtomicInteger(1), 1);
  }

  /** Returns this history followed by {@code key}; this one is unchanged. */
  ChiefHistory plus(long key) {
    // Claiming the slot first makes the in-place write safe when two threads extend one history:
    // the loser copies. The write happens before the new holder is published through its final
    // fields, so every thread that sees the new history sees the key.
    if (length < keys.length && claimed.compareAndSet(length, length + 1)) {
      keys[length] = key;
      return new ChiefHistory(keys, claimed, length + 1);
    }
    long[] copy = Arrays.copyOf(keys, Math.max(FIRST_CAPACITY, length * 2));
    copy[length] = key;
    return new ChiefHistory(copy, new AtomicInteger(length + 1), length + 1);
  }

  /** Returns how often {@code key} occurs in the history. */
  int occurrences(long key) {
    int n = 0;
    for (int i = 0; i < length; i++) {
      if (keys[i] == key) {
        n++;
      }
    }
    return n;
  }

  /** Returns the keys newest first, as {@link ChiefPosition#history()} publishes them. */
  List<Long> newestFirst() {
    List<Long> list = List.empty();
    for (int i = 0; i < length; i++) {
      list = list.prepend(keys[i]);
    }
    return list;
  }
}
