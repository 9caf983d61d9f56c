package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Zobrist;

/**
 * The Zobrist features of a position: a man code on a square, the slot, the die field, each
 * commander, and each army's prisoner count. The counters (quiet turns, turn number) are left out,
 * so positions that differ only in them share a key.
 */
final class Keys {
  private static final int SLOT = 256 * 64;
  private static final int DIE = SLOT + 4;
  private static final int COMMANDER = DIE + 8;
  private static final int PRISONERS = COMMANDER + 4;
  private static final Zobrist.Block TABLE = Zobrist.layout(0x43_68_61_74_75_72L).block("keys", PRISONERS + 4 * 8);

  private Keys() {}

  static long man(int square, int code) {
    return code == 0 ? 0 : TABLE.key((code & 0xFF) * 64 + square);
  }

  static long slot(int slot) {
    return TABLE.key(SLOT + slot);
  }

  static long die(int die) {
    return TABLE.key(DIE + die);
  }

  static long commanders(int mask) {
    long key = 0;
    for (int army = 0; army < 4; army++) {
      if ((mask >> army & 1) != 0) {
        key ^= TABLE.key(COMMANDER + army);
      }
    }
    return key;
  }

  static long prisoners(int packed) {
    long key = 0;
    for (int army = 0; army < 4; army++) {
      int count = Prisoners.count(packed, army);
      if (count > 0) {
        key ^= TABLE.key(PRISONERS + army * 8 + count);
      }
    }
    return key;
  }

  static long of(byte[] board, int slot, int die, int commanders, int prisoners) {
    long key = slot(slot) ^ die(die) ^ commanders(commanders) ^ prisoners(prisoners);
    for (int square = 0; square < 64; square++) {
      key ^= man(square, board[square]);
    }
    return key;
  }
}
