package io.github.latrunculi.chief;

import io.github.latrunculi.core.Zobrist;

/**
 * The Zobrist keys of Chief: one per piece code and square, per side to move, per frozen square,
 * per push square and push count, and per hand count. One table serves every board size (square
 * indices stay below {@link #MAX_SQUARES}).
 */
final class ChiefKeys {
  /** More than the 121 squares of the largest board, and the width of the frozen bit set. */
  static final int MAX_SQUARES = 128;

  private static final int CELL_CODES = 40;
  private static final int SIDE = CELL_CODES * MAX_SQUARES;
  private static final int FROZEN = SIDE + 4;
  private static final int PUSH_SQUARE = FROZEN + MAX_SQUARES;
  private static final int PUSH_COUNT = PUSH_SQUARE + MAX_SQUARES;
  private static final int HAND = PUSH_COUNT + 100;
  private static final int HAND_COUNTS = 32;
  private static final long[] KEYS;

  static {
    Zobrist.Block zobrist = Zobrist.layout(0x4368696566L).block("keys", HAND + 2 * 5 * HAND_COUNTS);
    KEYS = new long[zobrist.size()];
    for (int i = 0; i < KEYS.length; i++) {
      KEYS[i] = zobrist.key(i);
    }
  }

  private ChiefKeys() {}

  /** Returns the key of a cell code (see {@link ChiefCells}) on a square. */
  static long piece(int cell, int square) {
    return KEYS[cell * MAX_SQUARES + square];
  }

  /** Returns the key of a seat to move. */
  static long side(int seat) {
    return KEYS[SIDE + seat];
  }

  /** Returns the combined key of a frozen set given as two 64-bit halves. */
  static long frozen(long low, long high) {
    long key = 0;
    while (low != 0) {
      key ^= KEYS[FROZEN + Long.numberOfTrailingZeros(low)];
      low &= low - 1;
    }
    while (high != 0) {
      key ^= KEYS[FROZEN + 64 + Long.numberOfTrailingZeros(high)];
      high &= high - 1;
    }
    return key;
  }

  /** Returns the key of a push row (0 when there is none). */
  static long push(int square, int count) {
    return square < 0 ? 0 : KEYS[PUSH_SQUARE + square] ^ KEYS[PUSH_COUNT + count];
  }

  /** Returns the key of {@code count} pieces of a kind in a seat's hand (0 for none). */
  static long hand(int seat, int kind, int count) {
    return count == 0 ? 0 : KEYS[HAND + ((seat * 5 + kind) * HAND_COUNTS) + count];
  }
}
