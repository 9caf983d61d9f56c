package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.kit.Zobrist;

/**
 * The Zobrist layout of a position, one named block per feature: a piece code on a square, the side
 * to move, the controller of each army, each player's status, the draw offer's proposer and
 * acceptors, the result, and the no-progress count (0 unless option noProgressLimit is on), which
 * is hashed modulo {@link #NO_PROGRESS_KEYS}.
 */
final class QuaternityKeys {
  /** The no-progress count is hashed modulo this (counts that far apart only share a key part). */
  static final int NO_PROGRESS_KEYS = 128;

  private static final Zobrist LAYOUT = Zobrist.layout(0x51_75_61_74_65_72L);
  private static final Zobrist.Block PIECE_SQUARE =
      LAYOUT.block("piece-square", QuaternityPieceCodes.CODES, QuaternityTables.SQUARES);
  private static final Zobrist.Block TO_MOVE = LAYOUT.block("to-move", QuaternityArmy.COUNT);
  private static final Zobrist.Block CONTROLLER =
      LAYOUT.block("controller", QuaternityArmy.COUNT, QuaternityArmy.COUNT);
  private static final Zobrist.Block STATUS =
      LAYOUT.block("status", QuaternityArmy.COUNT, QuaternityStatus.values().length);
  private static final Zobrist.Block PROPOSER = LAYOUT.block("proposer", QuaternityArmy.COUNT);
  private static final Zobrist.Block ACCEPTOR = LAYOUT.block("acceptor", QuaternityArmy.COUNT);
  private static final Zobrist.Block RESULT =
      LAYOUT.block("result", QuaternityDraft.WIN + QuaternityArmy.COUNT);
  private static final Zobrist.Block NO_PROGRESS = LAYOUT.block("no-progress", NO_PROGRESS_KEYS);

  private QuaternityKeys() {}

  static long piece(int code, int square) {
    return PIECE_SQUARE.key(code, square);
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
    long key = TO_MOVE.key(toMove) ^ RESULT.key(result);
    for (int i = 0; i < QuaternityArmy.COUNT; i++) {
      key ^= CONTROLLER.key(i, controller[i]) ^ STATUS.key(i, status[i]);
      if ((acceptors & (1 << i)) != 0) {
        key ^= ACCEPTOR.key(i);
      }
    }
    key ^= NO_PROGRESS.key(quietTurns % NO_PROGRESS_KEYS);
    return proposer < 0 ? key : key ^ PROPOSER.key(proposer);
  }
}
