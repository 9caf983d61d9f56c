package io.github.latrunculi.core.kit;

/**
 * Bit tricks on square sets held as 64-bit words, shared by the games' bitboard move generators.
 */
public final class Bits {
  /** One in every byte, and the high bit of every byte: the byte lanes of {@link #select}. */
  private static final long ONES = 0x0101_0101_0101_0101L;

  private static final long HIGHS = 0x8080_8080_8080_8080L;

  /** SELECT_IN_BYTE[byte | k << 8]: the position of the {@code k}-th set bit of {@code byte}. */
  private static final byte[] SELECT_IN_BYTE = new byte[256 * 8];

  static {
    for (int value = 0; value < 256; value++) {
      for (int bit = 0, k = 0; bit < 8; bit++) {
        if ((value >>> bit & 1) != 0) {
          SELECT_IN_BYTE[value | k++ << 8] = (byte) bit;
        }
      }
    }
  }

  private Bits() {}

  /**
   * Returns the position of the {@code k}-th set bit (from 0, lowest first) of {@code word}, which
   * must have more than {@code k} set bits: the byte from running byte counts compared all at once,
   * then a table within the byte. No loop and no branch, because random move draws call it with
   * random {@code k}, where a branch would be mispredicted half the time.
   *
   * @param word a set of squares, one bit per square
   * @param k which set bit, 0 for the lowest; less than {@code Long.bitCount(word)}
   * @return the bit's position, 0 to 63
   */
  public static int select(long word, int k) {
    long pairs = word - ((word >>> 1) & 0x5555_5555_5555_5555L);
    long nibbles = (pairs & 0x3333_3333_3333_3333L) + ((pairs >>> 2) & 0x3333_3333_3333_3333L);
    long runningCounts = ((nibbles + (nibbles >>> 4)) & 0x0F0F_0F0F_0F0F_0F0FL) * ONES;
    long bytesBefore = ((k * ONES | HIGHS) - runningCounts) & HIGHS;
    int place = Long.bitCount(bytesBefore) * 8;
    int inByte = k - (int) ((runningCounts << 8) >>> place & 0xFF);
    return place + SELECT_IN_BYTE[(int) (word >>> place & 0xFF) | inByte << 8];
  }
}
