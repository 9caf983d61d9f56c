package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.kit.Zobrist;

/**
 * The Zobrist layout of a position, one named block per feature: a man code on a square ({@code
 * man-square}), the slot, the die field, each commander, and each army's prisoner count. The two
 * counters (quiet turns, turn number) are left out, so positions that differ only in them share a
 * key.
 */
final class ChaturajiKeys {
  private static final Zobrist LAYOUT = Zobrist.layout(0x43_68_61_74_75_72L);

  /** Rows: the man code (0–255, only valid codes used); columns: the square. */
  private static final Zobrist.Block MAN_SQUARE =
      LAYOUT.block("man-square", ChaturajiManCode.CODES, ChaturajiTables.SQUARES);

  private static final Zobrist.Block SLOT = LAYOUT.block("slot", ChaturajiManCode.ARMIES);

  /**
   * The die field: {@link ChaturajiPosition#DIE_NONE}, a value 1–6 or {@link
   * ChaturajiPosition#DIE_DUE}.
   */
  private static final Zobrist.Block DIE = LAYOUT.block("die", ChaturajiPosition.DIE_DUE + 1);

  private static final Zobrist.Block COMMANDER = LAYOUT.block("commander", ChaturajiManCode.ARMIES);

  /** Rows: the army; columns: how many of its marajas are prisoners (1 to 7). */
  private static final Zobrist.Block PRISONERS =
      LAYOUT.block("prisoners", ChaturajiManCode.ARMIES, ChaturajiPrisoners.COUNTS);

  private ChaturajiKeys() {}

  static long man(int square, int code) {
    return code == 0 ? 0 : MAN_SQUARE.key(code & 0xFF, square);
  }

  static long slot(int slot) {
    return SLOT.key(slot);
  }

  static long die(int die) {
    return DIE.key(die);
  }

  static long commanders(int mask) {
    long key = 0;
    for (int army = 0; army < ChaturajiManCode.ARMIES; army++) {
      if ((mask >> army & 1) != 0) {
        key ^= COMMANDER.key(army);
      }
    }
    return key;
  }

  static long prisoners(int packed) {
    long key = 0;
    for (int army = 0; army < ChaturajiManCode.ARMIES; army++) {
      int count = ChaturajiPrisoners.count(packed, army);
      if (count > 0) {
        key ^= PRISONERS.key(army, count);
      }
    }
    return key;
  }

  static long of(byte[] board, int slot, int die, int commanders, int prisoners) {
    long key = slot(slot) ^ die(die) ^ commanders(commanders) ^ prisoners(prisoners);
    for (int square = 0; square < ChaturajiTables.SQUARES; square++) {
      key ^= man(square, board[square]);
    }
    return key;
  }
}
