package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.BoardTables.GEOMETRY;
import static io.github.latrunculi.chaturaji.BoardTables.THRONE;

/**
 * The transition function of §5 of the dossier: applies one legal action (as a {@link MoveCode})
 * to a position and returns the next one. Works on a copy of the board and keeps the Zobrist key
 * up to date with every change.
 */
final class Transition {
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

  private Transition(ChaturajiVariant variant, ChaturajiPosition before) {
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

  /** Returns the position after a legal action. */
  static ChaturajiPosition apply(ChaturajiVariant variant, ChaturajiPosition position, int move) {
    if (MoveCode.type(move) == MoveCode.THROW) {
      int value = MoveCode.value(move);
      return new ChaturajiPosition(
          position.board, position.men, position.slot, value, position.commanders,
          position.prisoners, position.quiet, position.turn, position.status, position.marajas,
          position.ryMen, position.gbMen, position.hash ^ Keys.die(position.die) ^ Keys.die(value));
    }
    Transition next = new Transition(variant, position);
    switch (MoveCode.type(move)) {
      case MoveCode.STEP:
        next.step(MoveCode.from(move), MoveCode.to(move), MoveCode.promotion(move));
        break;
      case MoveCode.EXCHANGE:
        next.bringBack(MoveCode.first(move));
        next.bringBack(MoveCode.second(move));
        break;
      case MoveCode.RELEASE:
        next.bringBack(MoveCode.first(move));
        break;
      default:
        break; // the pass only ends the turn
    }
    return next.endTurn();
  }

  /** Puts a man code (0 to empty the square), keeping the key and the census up to date. */
  private void put(int square, int code) {
    int old = board[square] & 0xFF;
    hash ^= Keys.man(square, old) ^ Keys.man(square, code);
    board[square] = (byte) code;
    if (old != 0) {
      count(old, -1);
      MenMasks.toggle(men, square, old);
    }
    if (code != 0) {
      count(code, 1);
      MenMasks.toggle(men, square, code);
    }
  }

  private void count(int code, int delta) {
    if (ManCode.camp(code) == 0) {
      ryMen += delta;
    } else {
      gbMen += delta;
    }
    if (ManCode.kind(code) == ManCode.MARAJA) {
      int bit = 1 << ManCode.army(code);
      marajas = delta > 0 ? marajas | bit : marajas & ~bit;
    }
  }

  /** §5 steps 1–4: move, capture, promotion, boat triumph, throne. */
  private void step(int from, int to, int promotion) {
    int code = board[from] & 0xFF;
    int army = ManCode.army(code);
    int kind = ManCode.kind(code);
    int victim = board[to] & 0xFF;
    progress = kind == ManCode.SOLDIER;
    if (victim != 0) {
      progress = true;
      if (ManCode.kind(victim) == ManCode.MARAJA) {
        imprison(ManCode.army(victim));
      }
    }
    put(from, 0);
    put(to, promotion < 0 ? code : ManCode.of(army, promotion, 0, false));
    if (kind == ManCode.BOAT && variant.triumph() != ChaturajiVariant.Triumph.OFF) {
      triumph(to, army);
    }
    int now = board[to] & 0xFF;
    if (ManCode.kind(now) == ManCode.MARAJA && to == THRONE[army ^ 2] && (commanders >> army & 1) == 0) {
      commanders = (commanders & ~(1 << (army ^ 2))) | 1 << army;
      progress = true;
    }
  }

  private void imprison(int army) {
    prisoners = Prisoners.add(prisoners, army);
    commanders &= ~(1 << army);
  }

  /** §5.1: every 2×2 block holding the boat that just arrived, all boats, one of them an enemy. */
  private void triumph(int square, int army) {
    int file = GEOMETRY.fileOf(square);
    int rank = GEOMETRY.rankOf(square);
    int blocks = 0; // bit k set: the block with its lower left corner at (file - (k & 1), rank - (k >> 1))
    for (int k = 0; k < 4; k++) {
      int f = file - (k & 1);
      int r = rank - (k >> 1);
      if (f >= 0 && f < 7 && r >= 0 && r < 7 && isBoatBattle(GEOMETRY.index(f, r), army)) {
        blocks |= 1 << k;
      }
    }
    if (blocks == 0) {
      return;
    }
    progress = true;
    int actor = Command.actor(before.slot, before.commanders);
    for (int k = 0; k < 4; k++) {
      if ((blocks >> k & 1) != 0) {
        int corner = GEOMETRY.index(file - (k & 1), rank - (k >> 1));
        for (int j = 0; j < 4; j++) {
          int boat = corner + (j & 1) + 8 * (j >> 1);
          int code = board[boat] & 0xFF;
          if (code == 0) {
            continue; // already taken in an overlapping block
          }
          boolean enemy = ManCode.camp(code) != (army & 1);
          if (enemy || (variant.triumph() == ChaturajiVariant.Triumph.ALL && boat != square)) {
            put(boat, 0);
          } else {
            int owner = ManCode.army(code);
            put(boat, ManCode.of(owner, ManCode.BOAT, 0, owner != actor));
          }
        }
      }
    }
  }

  private boolean isBoatBattle(int corner, int army) {
    boolean enemy = false;
    for (int j = 0; j < 4; j++) {
      int code = board[corner + (j & 1) + 8 * (j >> 1)] & 0xFF;
      if (code == 0 || ManCode.kind(code) != ManCode.BOAT) {
        return false;
      }
      enemy |= ManCode.camp(code) != (army & 1);
    }
    return enemy;
  }

  /** §5.4: a prisoner's maraja returns to its throne or the nearest empty square. */
  private void bringBack(int army) {
    prisoners = Prisoners.remove(prisoners, army);
    put(placement(board, army), ManCode.of(army, ManCode.MARAJA, 0, false));
    progress = true;
  }

  /** Returns the throne if empty, else the empty square nearest to it, lowest index on ties. */
  static int placement(byte[] board, int army) {
    int throne = THRONE[army];
    if (board[throne] == 0) {
      return throne;
    }
    int best = -1;
    int bestDistance = Integer.MAX_VALUE;
    for (int square = 0; square < 64; square++) {
      if (board[square] == 0) {
        int distance =
            Math.max(
                Math.abs(GEOMETRY.fileOf(square) - GEOMETRY.fileOf(throne)),
                Math.abs(GEOMETRY.rankOf(square) - GEOMETRY.rankOf(throne)));
        if (distance < bestDistance) {
          best = square;
          bestDistance = distance;
        }
      }
    }
    return best;
  }

  /** §5 steps 5–7: counters, end of the game, next slot and die field. */
  private ChaturajiPosition endTurn() {
    int quiet = progress ? 0 : before.quiet + 1;
    int next = Command.nextSlot(variant, before.slot, commanders, marajas);
    int status = status(variant, ryMen, gbMen, marajas, quiet, next < 0);
    int slot = next < 0 ? (before.slot + 1) & 3 : next;
    int die =
        status == ChaturajiPosition.ONGOING && variant.dieMode()
            ? ChaturajiPosition.DIE_DUE
            : ChaturajiPosition.DIE_NONE;
    hash ^= Keys.slot(before.slot) ^ Keys.slot(slot);
    hash ^= Keys.die(before.die) ^ Keys.die(die);
    // Most turns change neither field: skip their keys then (XOR-ing the same key twice is a no-op).
    if (commanders != before.commanders) {
      hash ^= Keys.commanders(before.commanders) ^ Keys.commanders(commanders);
    }
    if (prisoners != before.prisoners) {
      hash ^= Keys.prisoners(before.prisoners) ^ Keys.prisoners(prisoners);
    }
    return new ChaturajiPosition(
        board, men, slot, die, commanders, prisoners, quiet, before.turn + 1, status, marajas, ryMen,
        gbMen, hash);
  }

  /**
   * §5.5: the status after an action (a win, a draw, or ongoing), from the men of each camp on the
   * board, the mask of armies with their maraja on the board, and the quiet counter.
   */
  static int status(
      ChaturajiVariant variant, int ryMen, int gbMen, int marajas, int quiet, boolean allSlotsLost) {
    if (variant.end() == ChaturajiVariant.End.ALL) {
      if (ryMen == 0 || gbMen == 0) {
        return ryMen == 0 ? ChaturajiPosition.GB_ALL_MEN : ChaturajiPosition.RY_ALL_MEN;
      }
    } else if ((marajas & 0b0101) == 0 || (marajas & 0b1010) == 0) {
      return (marajas & 0b0101) == 0 ? ChaturajiPosition.GB_MARAJAS : ChaturajiPosition.RY_MARAJAS;
    }
    if (variant.noProgress() > 0 && quiet >= variant.noProgress()) {
      return ChaturajiPosition.NO_PROGRESS;
    }
    return allSlotsLost ? ChaturajiPosition.DEADLOCK : ChaturajiPosition.ONGOING;
  }
}
