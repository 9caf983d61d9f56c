package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Zobrist;

/**
 * The Zobrist features of a position: a piece code on a square, and the small fields (side to
 * move, the controller of each army, each player's status, the draw offer, the result and the
 * no-progress count, which is 0 unless option noProgressLimit is on).
 */
final class ZobristKeys {
  private static final int PIECES = PieceCodes.CODES * BoardTables.SQUARES;
  private static final int TO_MOVE = PIECES;
  private static final int CONTROLLER = TO_MOVE + 4;
  private static final int STATUS = CONTROLLER + 16;
  private static final int PROPOSER = STATUS + 12;
  private static final int ACCEPTOR = PROPOSER + 4;
  private static final int RESULT = ACCEPTOR + 4;
  private static final int QUIET = RESULT + 6;
  /** The no-progress count is hashed modulo this (repeated keys only cost collisions). */
  private static final int QUIET_KEYS = 128;
  private static final Zobrist.Block KEYS = Zobrist.layout(0x51_75_61_74_65_72L).block("keys", QUIET + QUIET_KEYS);

  private ZobristKeys() {}

  static long piece(int code, int square) {
    return KEYS.key(code * BoardTables.SQUARES + square);
  }

  /** Returns the key of everything but the board. */
  static long state(
      int toMove,
      int[] controller,
      int[] status,
      int proposer,
      int acceptors,
      int result,
      int quietTurns) {
    long key = KEYS.key(TO_MOVE + toMove) ^ KEYS.key(RESULT + result);
    for (int i = 0; i < 4; i++) {
      key ^= KEYS.key(CONTROLLER + i * 4 + controller[i]) ^ KEYS.key(STATUS + i * 3 + status[i]);
      if ((acceptors & (1 << i)) != 0) {
        key ^= KEYS.key(ACCEPTOR + i);
      }
    }
    if (quietTurns != 0) {
      key ^= KEYS.key(QUIET + quietTurns % QUIET_KEYS);
    }
    return proposer < 0 ? key : key ^ KEYS.key(PROPOSER + proposer);
  }
}
