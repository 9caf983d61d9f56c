package io.github.latrunculi.amazonsflip;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.Geometry;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bit tricks of {@link AmazonsflipBits} against their plain definitions, on seeded random sets:
 * a square-by-square walk for the queen's reach, a scan in index order for the n-th square.
 */
class AmazonsflipBitsTests {
  private static final Geometry GEOMETRY = AmazonsflipPosition.GEOMETRY;

  @Test
  void reachIsTheWalkToTheNearestBlockerInEveryDirection() {
    SplittableRandom random = new SplittableRandom(3);
    long[] into = new long[3];
    for (int round = 0; round < 2_000; round++) {
      long[] blockers = randomSet(random, 5 + random.nextInt(60));
      int square = random.nextInt(100);
      long walkedLo = 0;
      long walkedHi = 0;
      for (int d = 0; d < 8; d++) {
        for (int t : GEOMETRY.ray(square, d)) {
          if (AmazonsflipBits.contains(blockers[0], blockers[1], t)) {
            break;
          }
          walkedLo |= AmazonsflipBits.lo(t);
          walkedHi |= AmazonsflipBits.hi(t);
        }
      }
      AmazonsflipBits.reach(square, blockers[0], blockers[1], into, 1);
      String where = GEOMETRY.square(square) + " in round " + round;
      assertEquals(walkedLo, into[1], "low word of the reach of " + where);
      assertEquals(walkedHi, into[2], "high word of the reach of " + where);
    }
  }

  @Test
  void selectNamesTheNthSquareInIndexOrder() {
    SplittableRandom random = new SplittableRandom(4);
    for (int round = 0; round < 2_000; round++) {
      long[] set = randomSet(random, 1 + random.nextInt(100));
      int n = 0;
      for (int square = 0; square < 100; square++) {
        if (AmazonsflipBits.contains(set[0], set[1], square)) {
          assertEquals(
              square, AmazonsflipBits.select(set[0], set[1], n), n + "-th in round " + round);
          n++;
        }
      }
    }
  }

  /** A set of about {@code size} random squares of the board, as its low and high word. */
  private static long[] randomSet(SplittableRandom random, int size) {
    long[] set = new long[2];
    for (int i = 0; i < size; i++) {
      int square = random.nextInt(100);
      set[0] |= AmazonsflipBits.lo(square);
      set[1] |= AmazonsflipBits.hi(square);
    }
    return set;
  }
}
