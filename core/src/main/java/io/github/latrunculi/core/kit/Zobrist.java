package io.github.latrunculi.core.kit;

import java.util.SplittableRandom;

/**
 * Pseudo-random 64-bit keys for Zobrist hashing. A position's key is the XOR of the keys of its
 * features (a piece kind on a square, the side to move, a flag), so a move updates it by XOR-ing
 * out what it removes and XOR-ing in what it adds.
 *
 * <p>A game lays its keys out as named {@link Block}s drawn one after the other from one seeded
 * generator ({@link #layout}), so the layout reads as what it hashes ({@code piece-square}, {@code
 * side}, {@code hand}) and stays stable across runs and machines: the same seed and blocks give the
 * same keys. No key is zero, so every feature changes the hash.
 */
public final class Zobrist {
  private final SplittableRandom random;

  private Zobrist(long seed) {
    this.random = new SplittableRandom(seed);
  }

  /**
   * Starts a layout from a seed. The layout draws keys as blocks are declared: declare every block
   * once, in a static initializer, and keep only the blocks (which are immutable and thread-safe).
   *
   * @param seed the seed of the generator; a game fixes it so that its keys never change
   * @return a layout with no block declared yet
   */
  public static Zobrist layout(long seed) {
    return new Zobrist(seed);
  }

  /**
   * Declares the next block: {@code size} keys.
   *
   * @param name what the keys hash, for example {@code "side"}
   * @param size the number of keys
   * @return the block, read with {@link Block#key(int)}
   */
  public Block block(String name, int size) {
    return block(name, 1, size);
  }

  /**
   * Declares the next block as a table of {@code rows × columns} keys, read with {@link
   * Block#key(int, int)}.
   *
   * @param name what the keys hash, for example {@code "piece-square"}
   * @param rows the number of rows, for example one per piece kind
   * @param columns the number of columns, for example one per square
   * @return the block
   */
  public Block block(String name, int rows, int columns) {
    long[] keys = new long[rows * columns];
    for (int i = 0; i < keys.length; i++) {
      long k;
      do {
        k = random.nextLong();
      } while (k == 0);
      keys[i] = k;
    }
    return new Block(name, columns, keys);
  }

  /** A named, immutable run of keys of one kind of feature. */
  public static final class Block {
    private final String name;
    private final int columns;
    private final long[] keys;

    private Block(String name, int columns, long[] keys) {
      this.name = name;
      this.columns = columns;
      this.keys = keys;
    }

    /** {@return the block's name, for example {@code "piece-square"}} */
    public String name() {
      return name;
    }

    /** {@return the number of keys} */
    public int size() {
      return keys.length;
    }

    /**
     * {@return key {@code i}}
     *
     * @param i the key's position in the block, {@code 0 <= i < size()}
     */
    public long key(int i) {
      return keys[i];
    }

    /**
     * {@return the key in row {@code row} and column {@code column} of a table block}
     *
     * @param row the row, {@code 0 <= row < rows}
     * @param column the column, {@code 0 <= column < columns}
     */
    public long key(int row, int column) {
      return keys[row * columns + column];
    }

    @Override
    public String toString() {
      return name + "[" + keys.length + "]";
    }
  }
}
