package io.github.latrunculi.chief;

import io.github.latrunculi.core.kit.Zobrist;

/**
 * The Zobrist layout of Chief, in named blocks: {@code piece-square} (a cell code on a square),
 * {@code side} (the seat to move), {@code frozen} (a frozen square), {@code push-square} and {@code
 * push-count} (the push row), and {@code hand} (a count of one kind in one seat's hand). One layout
 * serves every board size (square indices stay below {@link #MAX_SQUARES}). The key covers every
 * field of the position line; only the history (not in the line) is left out.
 */
final class ChiefKeys {
  /** More than the 121 squares of the largest board, and the width of the frozen bit set. */
  private static final int MAX_SQUARES = 128;

  /** More than the largest cell code (seat 3, Savage: 29). */
  private static final int CELL_CODES = 40;

  /** The most seats of a variant. */
  private static final int MAX_SEATS = 4;

  private static final int MAX_PUSH_COUNT = 100;
  private static final int HAND_COUNTS = 32;
  private static final Zobrist.Block PIECE_SQUARE;
  private static final Zobrist.Block SIDE;
  private static final Zobrist.Block FROZEN;
  private static final Zobrist.Block PUSH_SQUARE;
  private static final Zobrist.Block PUSH_COUNT;
  private static final Zobrist.Block HAND;

  static {
    Zobrist layout = Zobrist.layout(0x4368696566L);
    PIECE_SQUARE = layout.block("piece-square", CELL_CODES, MAX_SQUARES);
    SIDE = layout.block("side", MAX_SEATS);
    FROZEN = layout.block("frozen", MAX_SQUARES);
    PUSH_SQUARE = layout.block("push-square", MAX_SQUARES);
    PUSH_COUNT = layout.block("push-count", MAX_PUSH_COUNT);
    HAND = layout.block("hand", 2 * ChiefCells.KINDS, HAND_COUNTS);
  }

  private ChiefKeys() {}

  /** Returns the key of a cell code (see {@link ChiefCells}) on a square. */
  static long piece(int cell, int square) {
    return PIECE_SQUARE.key(cell, square);
  }

  /** Returns the key of a seat to move. */
  static long side(int seat) {
    return SIDE.key(seat);
  }

  /** Returns the combined key of a frozen set given as two 64-bit halves. */
  static long frozen(long low, long high) {
    long key = 0;
    while (low != 0) {
      key ^= FROZEN.key(Long.numberOfTrailingZeros(low));
      low &= low - 1;
    }
    while (high != 0) {
      key ^= FROZEN.key(Long.SIZE + Long.numberOfTrailingZeros(high));
      high &= high - 1;
    }
    return key;
  }

  /** Returns the key of a push row (0 when there is none). */
  static long push(int square, int count) {
    return square < 0 ? 0 : PUSH_SQUARE.key(square) ^ PUSH_COUNT.key(count);
  }

  /** Returns the key of {@code count} pieces of a kind in a seat's hand (0 for none). */
  static long hand(int seat, int kind, int count) {
    return count == 0 ? 0 : HAND.key(seat * ChiefCells.KINDS + kind, count);
  }
}
