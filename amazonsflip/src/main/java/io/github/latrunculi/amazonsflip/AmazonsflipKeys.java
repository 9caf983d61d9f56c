package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.kit.Zobrist;

/**
 * The Zobrist layout of Desdemona in named blocks: one key per (square, piece) pair, one for player
 * 2 to move and one for player 1's opening turn. A position's key covers its whole line (board,
 * side to move, opening flag); no field is left out.
 */
final class AmazonsflipKeys {
  private static final Zobrist LAYOUT = Zobrist.layout(0x44657364656D6F6EL);

  /** PIECES.key(square, code - 1): a piece of cell code {@code code} on a square. */
  private static final Zobrist.Block PIECES =
      LAYOUT.block("pieces", AmazonsflipPosition.SIZE, AmazonsflipPiece.values().length);

  private static final Zobrist.Block SIDE = LAYOUT.block("side-2", 1);
  private static final Zobrist.Block OPENING = LAYOUT.block("opening", 1);
  private static final long SIDE_2_KEY = SIDE.key(0);
  private static final long OPENING_KEY = OPENING.key(0);

  private AmazonsflipKeys() {}

  /** The key of a non-empty cell code on a square. */
  static long piece(int square, int code) {
    return PIECES.key(square, code - 1);
  }

  /** The key that flips when the side to move changes. */
  static long side() {
    return SIDE_2_KEY;
  }

  /** The key present while the opening flag is set. */
  static long opening() {
    return OPENING_KEY;
  }

  /** The key of a position computed from scratch. */
  static long of(byte[] cells, int side, boolean opening) {
    long h = (side == 2 ? SIDE_2_KEY : 0) ^ (opening ? OPENING_KEY : 0);
    for (int i = 0; i < cells.length; i++) {
      if (cells[i] != 0) {
        h ^= piece(i, cells[i]);
      }
    }
    return h;
  }
}
