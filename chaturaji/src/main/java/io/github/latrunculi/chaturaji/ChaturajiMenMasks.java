package io.github.latrunculi.chaturaji;

/**
 * The squares of the men as 64-bit masks (bit {@code i} = square index {@code i}), derived from the
 * compact board and kept up to date by every transition: one mask per army (entries 0–3) and one
 * per kind (entries {@link #KIND} + kind ordinal). They let the move generator visit only the men
 * that can move instead of scanning all 64 squares, and give the census of the board without a
 * scan.
 */
final class ChaturajiMenMasks {
  /** The entry of the mask of kind {@code k} is {@code KIND + k}. */
  static final int KIND = 4;

  static final int SIZE = KIND + 5;

  private ChaturajiMenMasks() {}

  /** Returns the masks of a board. */
  static long[] of(byte[] board) {
    long[] masks = new long[SIZE];
    for (int square = 0; square < 64; square++) {
      int code = board[square] & 0xFF;
      if (code != 0) {
        toggle(masks, square, code);
      }
    }
    return masks;
  }

  /** Adds the man {@code code} on an empty square, or removes it from its square. */
  static void toggle(long[] masks, int square, int code) {
    long bit = 1L << square;
    masks[ChaturajiManCode.army(code)] ^= bit;
    masks[KIND + ChaturajiManCode.kind(code)] ^= bit;
  }

  /** Returns the kinds present per army, 5 bits each . */
  static int kindsCensus(long[] masks) {
    int kinds = 0;
    for (int army = 0; army < 4; army++) {
      for (int kind = 0; kind <= ChaturajiManCode.SOLDIER; kind++) {
        if ((masks[army] & masks[KIND + kind]) != 0) {
          kinds |= 1 << (5 * army + kind);
        }
      }
    }
    return kinds;
  }

  /** Returns the men per army, 4 bits each . */
  static int menCensus(long[] masks) {
    int men = 0;
    for (int army = 0; army < 4; army++) {
      men += Long.bitCount(masks[army]) << (4 * army);
    }
    return men;
  }
}
