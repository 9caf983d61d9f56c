package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiTables.BOARD;
import static io.github.latrunculi.chaturaji.ChaturajiTables.GEOMETRY;
import static io.github.latrunculi.chaturaji.ChaturajiTables.SQUARES;
import static io.github.latrunculi.chaturaji.ChaturajiTables.THRONE;
import static io.github.latrunculi.chaturaji.ChaturajiTables.WIDTH;

/**
 * The mutable scratch copy of a position that {@link ChaturajiTransition} works on: a copy of the
 * board and the square masks, with the Zobrist key, the census and the counters kept up to date by
 * every change. One draft per applied action; it never escapes the transition.
 */
final class ChaturajiDraft {
  /** The squares of a 2×2 block of a sea battle (§5.1). */
  private static final int BLOCK_SQUARES = 4;

  private final ChaturajiVariant variant;
  private final ChaturajiPosition before;
  private final byte[] board;
  private final long[] men;
  private long hash;
  private int commanders;
  private int prisoners;
  private int marajas;
  private int ryMen;
  private int gbMen;
  private boolean progress;

  ChaturajiDraft(ChaturajiVariant variant, ChaturajiPosition before) {
    this.variant = variant;
    this.before = before;
    this.board = before.board.clone();
    this.men = before.men.clone();
    this.hash = before.hash;
    this.commanders = before.commanders;
    this.prisoners = before.prisoners;
    this.marajas = before.marajas;
    this.ryMen = before.ryMen;
    this.gbMen = before.gbMen;
  }

  /** Puts a man code (0 to empty the square), keeping the key and the census up to date. */
  private void put(int square, int code) {
    int old = board[square] & 0xFF;
    hash ^= ChaturajiKeys.man(square, old) ^ ChaturajiKeys.man(square, code);
    board[square] = (byte) code;
    if (old != 0) {
      count(old, -1);
      ChaturajiMenMasks.toggle(men, square, old);
    }
    if (code != 0) {
      count(code, 1);
      ChaturajiMenMasks.toggle(men, square, code);
    }
  }

  private void count(int code, int delta) {
    if (ChaturajiManCode.camp(code) == 0) {
      ryMen += delta;
    } else {
      gbMen += delta;
    }
    if (ChaturajiManCode.kind(code) == ChaturajiManCode.MARAJA) {
      int bit = 1 << ChaturajiManCode.army(code);
      marajas = delta > 0 ? marajas | bit : marajas & ~bit;
    }
  }

  /** §5 steps 1–4: move, capture, promotion, boat triumph, throne. */
  void step(int from, int to, int promotion) {
    int code = board[from] & 0xFF;
    int army = ChaturajiManCode.army(code);
    int kind = ChaturajiManCode.kind(code);
    int victim = board[to] & 0xFF;
    progress = kind == ChaturajiManCode.SOLDIER;
    if (victim != 0) {
      progress = true;
      if (ChaturajiManCode.kind(victim) == ChaturajiManCode.MARAJA) {
        imprison(ChaturajiManCode.army(victim));
      }
    }
    put(from, 0);
    put(to, promotion < 0 ? code : ChaturajiManCode.of(army, promotion, 0, false));
    if (kind == ChaturajiManCode.BOAT && variant.triumph() != ChaturajiVariant.Triumph.OFF) {
      triumph(to, army);
    }
    int now = board[to] & 0xFF;
    if (ChaturajiManCode.kind(now) == ChaturajiManCode.MARAJA
        && to == THRONE[army ^ 2]
        && (commanders >> army & 1) == 0) {
      commanders = (commanders & ~(1 << (army ^ 2))) | 1 << army;
      progress = true;
    }
  }

  private void imprison(int army) {
    prisoners = ChaturajiPrisoners.add(prisoners, army);
    commanders &= ~(1 << army);
  }

  /** §5.1: every 2×2 block holding the boat that just arrived, all boats, one of them an enemy. */
  private void triumph(int square, int army) {
    int file = GEOMETRY.fileOf(square);
    int rank = GEOMETRY.rankOf(square);
    // bit k set: the block with its lower left corner on (file - (k & 1), rank - (k >> 1))
    int blocks = 0;
    for (int k = 0; k < BLOCK_SQUARES; k++) {
      int f = file - (k & 1);
      int r = rank - (k >> 1);
      if (isBlockCorner(f, r) && isBoatBattle(GEOMETRY.index(f, r), army)) {
        blocks |= 1 << k;
      }
    }
    if (blocks == 0) {
      return;
    }
    progress = true;
    int actor = ChaturajiCommand.actor(before.slot, before.commanders);
    for (int k = 0; k < BLOCK_SQUARES; k++) {
      if ((blocks >> k & 1) != 0) {
        resolve(GEOMETRY.index(file - (k & 1), rank - (k >> 1)), square, army, actor);
      }
    }
  }

  /**
   * Resolves the sea battle of the block with that lower left corner, won by the boat of {@code
   * army} that arrived on {@code square} for {@code actor}.
   */
  private void resolve(int corner, int square, int army, int actor) {
    for (int j = 0; j < BLOCK_SQUARES; j++) {
      int boat = blockSquare(corner, j);
      int code = board[boat] & 0xFF;
      if (code == 0) {
        continue; // already taken in an overlapping block
      }
      boolean enemy = ChaturajiManCode.camp(code) != (army & 1);
      if (enemy || (variant.triumph() == ChaturajiVariant.Triumph.ALL && boat != square)) {
        put(boat, 0);
      } else {
        int owner = ChaturajiManCode.army(code);
        put(boat, ChaturajiManCode.of(owner, ChaturajiManCode.BOAT, 0, owner != actor));
      }
    }
  }

  private boolean isBoatBattle(int corner, int army) {
    boolean enemy = false;
    for (int j = 0; j < BLOCK_SQUARES; j++) {
      int code = board[blockSquare(corner, j)] & 0xFF;
      if (code == 0 || ChaturajiManCode.kind(code) != ChaturajiManCode.BOAT) {
        return false;
      }
      enemy |= ChaturajiManCode.camp(code) != (army & 1);
    }
    return enemy;
  }

  /**
   * Returns true when the 2×2 block with its lower left corner on (file, rank) lies on the board.
   */
  private static boolean isBlockCorner(int file, int rank) {
    return file >= 0 && rank >= 0 && GEOMETRY.contains(file + 1, rank + 1);
  }

  /**
   * Returns the {@code j}-th square (0 to 3: lower left, lower right, upper left, upper right) of
   * the 2×2 block whose lower left corner is {@code corner}.
   */
  private static int blockSquare(int corner, int j) {
    return corner + (j & 1) + WIDTH * (j >> 1);
  }

  /** §5.4: a prisoner's maraja returns to its throne or the nearest empty square. */
  void bringBack(int army) {
    prisoners = ChaturajiPrisoners.remove(prisoners, army);
    put(placement(board, army), ChaturajiManCode.of(army, ChaturajiManCode.MARAJA, 0, false));
    progress = true;
  }

  /** Returns the throne if empty, else the empty square nearest to it, lowest index on ties. */
  private static int placement(byte[] board, int army) {
    int throne = THRONE[army];
    if (board[throne] == 0) {
      return throne;
    }
    int best = -1;
    int bestDistance = Integer.MAX_VALUE;
    for (int square = 0; square < SQUARES; square++) {
      if (board[square] == 0) {
        int distance = BOARD.distance(square, throne);
        if (distance < bestDistance) {
          best = square;
          bestDistance = distance;
        }
      }
    }
    return best;
  }

  /** §5 steps 5–7: counters, end of the game, next slot and die field. */
  ChaturajiPosition endTurn() {
    int quiet = progress ? 0 : before.quiet + 1;
    // Some slot is always left: the actor's camp keeps the maraja that lets it act (a man
    // captures only enemies), so no action leads to the all-lost DEADLOCK, which only a parsed
    // line can state.
    int slot = ChaturajiCommand.nextSlot(variant, before.slot, commanders, marajas);
    int status = ChaturajiTransition.status(variant, ryMen, gbMen, marajas, quiet, false);
    int die =
        status == ChaturajiPosition.ONGOING && variant.dieMode()
            ? ChaturajiPosition.DIE_DUE
            : ChaturajiPosition.DIE_NONE;
    hash ^= ChaturajiKeys.slot(before.slot) ^ ChaturajiKeys.slot(slot);
    hash ^= ChaturajiKeys.die(before.die) ^ ChaturajiKeys.die(die);
    // Most turns change neither field: skip their keys then (XOR-ing the same key twice is a
    // no-op).
    if (commanders != before.commanders) {
      hash ^= ChaturajiKeys.commanders(before.commanders) ^ ChaturajiKeys.commanders(commanders);
    }
    if (prisoners != before.prisoners) {
      hash ^= ChaturajiKeys.prisoners(before.prisoners) ^ ChaturajiKeys.prisoners(prisoners);
    }
    return new ChaturajiPosition(
        board,
        men,
        slot,
        die,
        commanders,
        prisoners,
        quiet,
        before.turn + 1,
        status,
        marajas,
        ryMen,
        gbMen,
        hash);
  }
}
