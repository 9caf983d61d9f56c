package io.github.latrunculi.malha;

import io.github.latrunculi.core.kit.Zobrist;

/**
 * The Zobrist keys of Kharbga positions, one named block per feature. The board part of a key is
 * updated square by square as soldiers come and go; the rest (side, phase, chain, exchange, safe
 * list, result, quiet plies) is a few fields, so it is recomputed on every move from flat tables
 * and swapped in by XOR.
 *
 * <p>The tables copy the blocks' keys so that the hot loop needs no branch: a square field that may
 * be absent (-1) is looked up at {@code square + 1}, and slot 0 holds 0, the key of absence.
 */
final class MalhaKeys {
  private static final int SQUARES = MalhaContext.SIZE;

  /** The two sides, with codes 0 (Attacker) and 1 (Defender). */
  private static final int SIDES_COUNT = 2;

  private static final int PHASES = MalhaPhase.values().length;

  /** The keys of quiet-ply counts: a power of two, so that a count is reduced by a mask. */
  private static final int QUIET_KEYS = 128;

  private static final Zobrist LAYOUT = Zobrist.layout(0x4B484152424741L);

  /** A soldier on a square: row square, column side code (0 Attacker, 1 Defender). */
  private static final Zobrist.Block SOLDIER = LAYOUT.block("soldier", SQUARES, SIDES_COUNT);

  private static final Zobrist.Block SIDE = LAYOUT.block("side", SIDES_COUNT);
  private static final Zobrist.Block PHASE = LAYOUT.block("phase", PHASES);
  private static final Zobrist.Block CONTINUATION = LAYOUT.block("continuation", SQUARES);
  private static final Zobrist.Block STAGE =
      LAYOUT.block("exchange-stage", MalhaExchange.Stage.values().length);
  private static final Zobrist.Block DEFENDER = LAYOUT.block("exchange-defender", SQUARES);
  private static final Zobrist.Block FIRST_OFFER = LAYOUT.block("exchange-first-offer", SQUARES);
  private static final Zobrist.Block SECOND_OFFER = LAYOUT.block("exchange-second-offer", SQUARES);
  private static final Zobrist.Block SAFE = LAYOUT.block("safe", SQUARES);
  private static final Zobrist.Block RESULT = LAYOUT.block("result", MalhaResult.values().length);

  /** Quiet-ply counts share 128 keys (count modulo 128): equal positions still hash alike. */
  private static final Zobrist.Block QUIET = LAYOUT.block("quiet-plies", QUIET_KEYS);

  /** SOLDIERS[(code - 1) * 49 + square]: a soldier of side code 1 (Attacker) or 2 (Defender). */
  private static final long[] SOLDIERS = new long[SIDES_COUNT * SQUARES];

  /** SIDES[side + 1]: the side to move, none (-1) when the game is over. */
  private static final long[] SIDES = absentFirst(SIDE, SIDES_COUNT);

  private static final long[] CONTINUATIONS = absentFirst(CONTINUATION, SQUARES);
  private static final long[] DEFENDERS = absentFirst(DEFENDER, SQUARES);
  private static final long[] FIRST_OFFERS = absentFirst(FIRST_OFFER, SQUARES);
  private static final long[] SECOND_OFFERS = absentFirst(SECOND_OFFER, SQUARES);

  /**
   * PLAIN[side * PHASES + phase]: the key of everything but the board for a game going on with that
   * side to move and phase, and no chain, exchange, safe list or quiet plies (the common case).
   */
  private static final long[] PLAIN = new long[SIDES_COUNT * PHASES];

  static {
    for (int square = 0; square < SQUARES; square++) {
      SOLDIERS[square] = SOLDIER.key(square, 0);
      SOLDIERS[SQUARES + square] = SOLDIER.key(square, 1);
    }
    for (int side = 0; side < SIDES_COUNT; side++) {
      for (MalhaPhase phase : MalhaPhase.values()) {
        PLAIN[side * PHASES + phase.ordinal()] =
            meta(
                side,
                phase.ordinal(),
                -1,
                MalhaExchange.Stage.NONE.ordinal(),
                -1,
                -1,
                -1,
                0,
                MalhaResult.ONGOING.ordinal(),
                0);
      }
    }
  }

  private MalhaKeys() {}

  private static long[] absentFirst(Zobrist.Block block, int size) {
    long[] keys = new long[size + 1];
    for (int i = 0; i < size; i++) {
      keys[i + 1] = block.key(i);
    }
    return keys;
  }

  /**
   * Returns {@link #meta} for a game going on with {@code side} to move in phase code {@code
   * phase}, no chain and no exchange, the given safe list and no quiet plies, from a table.
   */
  static long plain(int side, int phase, long safe) {
    return PLAIN[side * PHASES + phase] ^ safe(safe);
  }

  /** Returns the key of a soldier ({@code code} 1 Attacker, 2 Defender) on a square. */
  static long soldier(int square, int code) {
    return SOLDIERS[(code - 1) * SQUARES + square];
  }

  /** Returns the key of the safe list (empty but under option {@code settingImmunity}). */
  private static long safe(long safe) {
    long key = 0;
    for (long rest = safe; rest != 0; rest &= rest - 1) {
      key ^= SAFE.key(Long.numberOfTrailingZeros(rest));
    }
    return key;
  }

  /**
   * Returns the key of everything in a position but the board, from the codes a position stores
   * (phase, stage and result as ordinals; absent squares and side as -1).
   */
  static long meta(
      int side,
      int phase,
      int cont,
      int stage,
      int u,
      int a1,
      int a2,
      long safe,
      int result,
      int quietPlies) {
    return PHASE.key(phase)
        ^ STAGE.key(stage)
        ^ RESULT.key(result)
        ^ QUIET.key(quietPlies & QUIET_KEYS - 1)
        ^ SIDES[side + 1]
        ^ CONTINUATIONS[cont + 1]
        ^ DEFENDERS[u + 1]
        ^ FIRST_OFFERS[a1 + 1]
        ^ SECOND_OFFERS[a2 + 1]
        ^ safe(safe);
  }
}
