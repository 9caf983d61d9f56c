package io.github.latrunculi.chaturaji;

/**
 * The prisoners field as one int: three bits per army (army {@code a} in bits {@code 3a..3a+2})
 * counting its captured marajas not yet exchanged, at most {@link #MAX} each.
 */
final class ChaturajiPrisoners {
  static final int MAX = 5;

  /** The bits of one army's count. */
  static final int BITS = 3;

  /** The number of counts three bits hold, 0 to 7. */
  static final int COUNTS = 1 << BITS;

  private ChaturajiPrisoners() {}

  static int count(int packed, int army) {
    return packed >> (BITS * army) & (COUNTS - 1);
  }

  static int add(int packed, int army) {
    return packed + (1 << (BITS * army));
  }

  static int remove(int packed, int army) {
    return packed - (1 << (BITS * army));
  }
}
