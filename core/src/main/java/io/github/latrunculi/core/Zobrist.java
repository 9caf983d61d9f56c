package io.github.latrunculi.core;

import java.util.SplittableRandom;

/**
 * A table of pseudo-random 64-bit keys for Zobrist hashing. A position's key is the XOR of the keys
 * of its features (a piece kind on a square, the side to move, a flag), so a move updates it by
 * XOR-ing out what it removes and XOR-ing in what it adds.
 *
 * <p>The table is fixed by its seed and size, so keys are stable across runs and machines.
 * Instances are immutable and thread-safe.
 */
public final class Zobrist {
  private final long[] keys;

  /**
   * Creates a table of {@code size} keys from {@code seed}. No key is zero, so every feature changes
   * the hash.
   */
  public Zobrist(long seed, int size) {
    SplittableRandom random = new SplittableRandom(seed);
    keys = new long[size];
    for (int i = 0; i < size; i++) {
      long k;
      do {
        k = random.nextLong();
      } while (k == 0);
      keys[i] = k;
    }
  }

  /** Returns the key of feature {@code i}, {@code 0 <= i < size()}. */
  public long key(int i) {
    return keys[i];
  }

  /** Returns the number of keys. */
  public int size() {
    return keys.length;
  }
}
