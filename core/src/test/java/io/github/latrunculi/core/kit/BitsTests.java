package io.github.latrunculi.core.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Bits#select} against a scan of the bits in order, on seeded random words. */
class BitsTests {
  @Test
  void selectNamesTheKthSetBitLowestFirst() {
    SplittableRandom random = new SplittableRandom(5);
    for (int round = 0; round < 5_000; round++) {
      // Sparse, dense and full words: every byte count from 0 to 8 occurs.
      long word =
          round == 0 ? -1L : random.nextLong() & random.nextLong() | 1L << random.nextInt(64);
      if (round % 3 == 1) {
        word |= random.nextLong();
      }
      int k = 0;
      for (int bit = 0; bit < 64; bit++) {
        if ((word >>> bit & 1) != 0) {
          assertEquals(bit, Bits.select(word, k), k + "-th bit of " + Long.toHexString(word));
          k++;
        }
      }
    }
  }

  @Test
  void selectReadsTheHighestBitsAndSingleBits() {
    assertEquals(63, Bits.select(Long.MIN_VALUE, 0));
    assertEquals(63, Bits.select(-1L, 63));
    assertEquals(0, Bits.select(1L, 0));
    assertEquals(48, Bits.select(1L << 48 | 1L << 3, 1));
  }
}
