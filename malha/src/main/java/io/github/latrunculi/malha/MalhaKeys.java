package io.github.latrunculi.malha;

import io.github.latrunculi.core.Zobrist;

/**
 * The Zobrist keys of Kharbga positions. The board part of a key is updated square by square as
 * soldiers come and go; the rest (side, phase, chain, exchange, safe list, result, quiet plies) is a
 * few fields, so it is recomputed on every move and swapped in by XOR.
 */
final class MalhaKeys {
  private static final int SQUARES = 49;
  private static final int SIDE = 2 * SQUARES;
  private static final int PHASE = SIDE + 2;
  private static final int CONT = PHASE + 4;
  private static final int STAGE = CONT + SQUARES;
  private static final int DEFENDER_SQUARE = STAGE + 5;
  private static final int FIRST_OFFER = DEFENDER_SQUARE + SQUARES;
  private static final int SECOND_OFFER = FIRST_OFFER + SQUARES;
  private static final int SAFE = SECOND_OFFER + SQUARES;
  private static final int RESULT = SAFE + SQUARES;
  /** Quiet-ply counts share 128 keys (count modulo 128): equal positions still hash alike. */
  private static final int QUIET = RESULT + MalhaResult.values().length;
  private static final Zobrist.Block KEYS = Zobrist.layout(0x4B484152424741L).block("keys", QUIET + 128);

  private MalhaKeys() {}

  /** Returns the key of a soldier ({@code code} 1 Attacker, 2 Defender) on a square. */
  static long soldier(int square, int code) {
    return KEYS.key(square * 2 + code - 1);
  }

  /** Returns the key of everything in a position but the board. */
  static long meta(
      int side,
      MalhaPhase phase,
      int cont,
      MalhaExchange.Stage stage,
      int u,
      int a1,
      int a2,
      long safe,
      MalhaResult result,
      int quietPlies) {
    long key = KEYS.key(PHASE + phase.ordinal()) ^ KEYS.key(STAGE + stage.ordinal());
    key ^= KEYS.key(RESULT + result.ordinal()) ^ KEYS.key(QUIET + (quietPlies & 127));
    if (side >= 0) {
      key ^= KEYS.key(SIDE + side);
    }
    if (cont >= 0) {
      key ^= KEYS.key(CONT + cont);
    }
    if (u >= 0) {
      key ^= KEYS.key(DEFENDER_SQUARE + u);
    }
    if (a1 >= 0) {
      key ^= KEYS.key(FIRST_OFFER + a1);
    }
    if (a2 >= 0) {
      key ^= KEYS.key(SECOND_OFFER + a2);
    }
    for (long rest = safe; rest != 0; rest &= rest - 1) {
      key ^= KEYS.key(SAFE + Long.numberOfTrailingZeros(rest));
    }
    return key;
  }
}
