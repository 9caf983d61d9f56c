package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.kit.SquareSet;

/**
 * The squares of the men as one-word square sets ({@link SquareSet}: bit {@code i} = square index
 * {@code i}), derived from the compact board and kept up to date by every transition: one mask per
 * army (entries 0–3) and one per kind (entries {@link #KIND} + kind ordinal). They let the move
 * generator visit only the men that can move instead of scanning every square, and give the census
 * of the board without a scan.
 */
final class ChaturajiMenMasks {
  /** The entry of the mask of kind {@code k} is {@code KIND + k}. */
  static final int KIND = ChaturajiManCode.ARMIES;

  static final int SIZE = KIND + ChaturajiManCode.KINDS;

  /** The bits of one army's kinds in {@link #kindsCensus}: one per kind. */
  private static final int KINDS_BITS = ChaturajiManCode.KINDS;

  /** The bits of one army's count in {@link #menCensus}: enough for its 8 men. */
  private static final int COUNT_BITS = 4;

  private ChaturajiMenMasks() {}

  /** Returns the masks of a board. */
  static long[] of(byte[] board) {
    long[] masks = new long[SIZE];
    for (int square = 0; square < ChaturajiTables.SQUARES; square++) {
      int code = board[square] & 0xFF;
      if (code != 0) {
        toggle(masks, square, code);
      }
    }
    return masks;
  }

  /** Adds the man {@code code} on an empty square, or removes it from its square. */
  static void toggle(long[] masks, int square, int code) {
    SquareSet.toggle(masks, ChaturajiManCode.army(code), square);
    SquareSet.toggle(masks, KIND + ChaturajiManCode.kind(code), square);
  }

  /** Returns the kinds present per army, {@link #KINDS_BITS} bits each. */
  static int kindsCensus(long[] masks) {
    int kinds = 0;
    for (int army = 0; army < ChaturajiManCode.ARMIES; army++) {
      for (int kind = 0; kind <= ChaturajiManCode.SOLDIER; kind++) {
        if ((masks[army] & masks[KIND + kind]) != 0) {
          kinds |= 1 << (KINDS_BITS * army + kind);
        }
      }
    }
    return kinds;
  }

  /** Returns the kinds an army has on the board, one bit per kind ordinal. */
  static int kindsOf(int census, int army) {
    return census >> (KINDS_BITS * army) & ((1 << KINDS_BITS) - 1);
  }

  /** Returns the men per army, {@link #COUNT_BITS} bits each. */
  static int menCensus(long[] masks) {
    int men = 0;
    for (int army = 0; army < ChaturajiManCode.ARMIES; army++) {
      men += Long.bitCount(masks[army]) << (COUNT_BITS * army);
    }
    return men;
  }

  /** Returns the number of an army's men on the board from {@link #menCensus}. */
  static int menOf(int census, int army) {
    return census >> (COUNT_BITS * army) & ((1 << COUNT_BITS) - 1);
  }
}
