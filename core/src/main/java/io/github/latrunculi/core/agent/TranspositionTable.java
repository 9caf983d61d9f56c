package io.github.latrunculi.core.agent;

/**
 * A fixed-size hash table of searched positions for {@link AlphaBetaSearch}: per slot the key, the
 * value found with its kind of bound, the depth searched and the best move. A slot is replaced by a
 * deeper search of another position or by any search of a newer choice; lookups compare the full
 * 64-bit key.
 */
final class TranspositionTable {
  /** The stored value is exact. */
  static final byte EXACT = 0;

  /** The stored value is a lower bound (the search failed high). */
  static final byte LOWER = 1;

  /** The stored value is an upper bound (the search failed low). */
  static final byte UPPER = 2;

  /** Only the move is known (a greedy reply), not a value. */
  static final byte MOVE_ONLY = 3;

  private final long[] keys;
  private final double[] values;
  private final byte[] depths;
  private final byte[] bounds;
  private final byte[] generations;
  private final Object[] moves;
  private final int mask;
  private byte generation;

  /** Creates a table of {@code 2^bits} slots, all empty. */
  TranspositionTable(int bits) {
    int size = 1 << bits;
    keys = new long[size];
    values = new double[size];
    depths = new byte[size];
    bounds = new byte[size];
    generations = new byte[size];
    moves = new Object[size];
    mask = size - 1;
  }

  /** Starts a new choice: slots of earlier choices become replaceable by any search. */
  void nextGeneration() {
    generation++;
  }

  /** Returns the slot of {@code key} when it holds that key, else -1. */
  int find(long key) {
    int slot = slot(key);
    return keys[slot] == key && moves[slot] != null ? slot : -1;
  }

  double value(int slot) {
    return values[slot];
  }

  int depth(int slot) {
    return depths[slot];
  }

  byte bound(int slot) {
    return bounds[slot];
  }

  Object move(int slot) {
    return moves[slot];
  }

  /**
   * Stores what a search of {@code depth} found for {@code key}, unless the slot holds a deeper
   * search of another position made for the same choice.
   */
  void store(long key, int depth, double value, byte bound, Object move) {
    if (move == null) {
      return;
    }
    int slot = slot(key);
    boolean replace =
        keys[slot] != key
            ? generations[slot] != generation || depth >= depths[slot] || moves[slot] == null
            : depth >= depths[slot] || bounds[slot] == MOVE_ONLY;
    if (replace) {
      keys[slot] = key;
      values[slot] = value;
      depths[slot] = (byte) Math.min(depth, Byte.MAX_VALUE);
      bounds[slot] = bound;
      generations[slot] = generation;
      moves[slot] = move;
    }
  }

  private int slot(long key) {
    return (int) (key ^ (key >>> 32)) & mask;
  }
}
