package io.github.latrunculi.chaturaji;

/**
 * The prisoners field as one int: three bits per army (army {@code a} in bits {@code 3a..3a+2})
 * counting its captured marajas not yet exchanged, at most {@link #MAX} each.
 */
final class ChaturajiPrisoners {
  static final int MAX = 5;

  private ChaturajiPrisoners() {}

  static int count(int packed, int army) {
    return packed >> (3 * army) & 7;
  }

  static int add(int packed, int army) {
    return packed + (1 << (3 * army));
  }

  static int remove(int packed, int army) {
    return packed - (1 << (3 * army));
  }
}
