package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipBits.LINE_START;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.MAX_REACH;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.OPEN_PREFIX;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.PATH_HI;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.PATH_LO;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.PERIMETER_HI;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.PERIMETER_LO;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.RAY_LENGTH;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.SLOT_OF;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.SLOT_SQUARE;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.contains;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.distance;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.hi;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.lo;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.nearest;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.kit.ArrayHandover;
import io.github.latrunculi.core.kit.PackedMove;
import io.github.latrunculi.core.kit.Scratch;
import io.vavr.collection.Array;

/**
 * The hot loop: turn generation and bulk counting over the position's bitboards ({@link
 * AmazonsflipBits}), and the move and shot tests that random turns ({@link AmazonsflipRandomTurns})
 * are drawn with. One instance per variant holds the variant's firing rules; everything else is
 * static tables. No allocation per square or per turn, no boxing, no exceptions. It also decides
 * the end of the game (§4), which is the absence of a turn.
 *
 * <p>A turn is packed into an int as a {@link PackedMove}: the amazon's square, its destination,
 * and the fire target as the detail ({@link #NO_TARGET} for the move-only opening turn).
 *
 * <p>Every turn object is made once, when the class loads ({@link #TURNS}): the fire targets of one
 * direction are consecutive slots, so {@link #moves} copies them into the list a run at a time.
 */
final class AmazonsflipMoveGenerator {
  static final int SIZE = AmazonsflipPosition.SIZE;

  /** The detail of a packed opening turn, which has no fire target. */
  static final int NO_TARGET = PackedMove.NONE;

  /** The sum of the two side numbers, 1 + 2: a side's opponent is this sum minus the side. */
  private static final int BOTH_SIDES = 3;

  /** What a side's stone code adds to its amazon code (player 1: 1 and 3, player 2: 2 and 4). */
  private static final int AMAZON_TO_STONE =
      AmazonsflipPiece.STONE_1.code() - AmazonsflipPiece.AMAZON_1.code();

  /** The reason of every finished game: the player to move has no legal turn (§4). */
  static final String STARVATION = "STARVATION";

  static final byte EMPTY = 0;
  static final byte NEUTRAL = AmazonsflipPiece.NEUTRAL_STONE.code();

  /** PERIMETER[square]: true on the board's outer squares (the {@code border} ban). */
  static final boolean[] PERIMETER = new boolean[SIZE];

  /** OPENINGS[from * MAX_REACH + slot of to]: the opening turn objects, null off the lines. */
  private static final AmazonsflipMove[] OPENINGS = new AmazonsflipMove[SIZE * MAX_REACH];

  /**
   * TURNS[(from * MAX_REACH + slot of to) * MAX_REACH + slot of target among the lines of to]: the
   * move-and-fire turn objects, shared by every position, variant and thread (turns are values).
   * The targets of one amazon, destination and direction lie together. About 68,000 objects.
   */
  private static final AmazonsflipMove[] TURNS = new AmazonsflipMove[SIZE * MAX_REACH * MAX_REACH];

  /**
   * Bits of a destination's slot set (one per line slot) in an entry of {@link #moves}' scratch;
   * the block index (below 2^17) is above them.
   */
  private static final int SLOT_BITS = MAX_REACH;

  private static final long SLOT_MASK = (1L << SLOT_BITS) - 1;

  static {
    for (int from = 0; from < SIZE; from++) {
      PERIMETER[from] = contains(PERIMETER_LO, PERIMETER_HI, from);
      for (int r = 0; r < MAX_REACH; r++) {
        int to = SLOT_SQUARE[from * MAX_REACH + r];
        if (to < 0) {
          break;
        }
        OPENINGS[from * MAX_REACH + r] =
            new AmazonsflipMove.Opening(
                AmazonsflipContext.square(from), AmazonsflipContext.square(to));
        for (int r2 = 0; r2 < MAX_REACH; r2++) {
          int target = SLOT_SQUARE[to * MAX_REACH + r2];
          if (target < 0) {
            break;
          }
          TURNS[(from * MAX_REACH + r) * MAX_REACH + r2] =
              new AmazonsflipMove.MoveAndFire(
                  AmazonsflipContext.square(from),
                  AmazonsflipContext.square(to),
                  AmazonsflipContext.square(target));
        }
      }
    }
  }

  private final boolean othello;
  private final boolean movesThroughOwn;
  private final boolean shotsThroughOwn;
  private final boolean perimeterBan;
  private final boolean flipShotLeavesNeutral;

  AmazonsflipMoveGenerator(AmazonsflipContext context) {
    AmazonsflipVariant variant = context.variant();
    this.othello = variant.hasOthelloFlips();
    this.movesThroughOwn = variant.movesThroughOwnUnits();
    this.shotsThroughOwn = variant.shotsThroughOwnUnits();
    this.perimeterBan = variant.hasBorderRules();
    this.flipShotLeavesNeutral = !variant.hasBorderRules() && !othello;
  }

  /**
   * Returns true when a shot flips what the placed stone encloses (Iago), false when what it jumps.
   */
  boolean flipsAroundTarget() {
    return othello;
  }

  /** The fire target of a packed turn, or {@link #NO_TARGET}. */
  static int target(int turn) {
    return PackedMove.detail(turn);
  }

  /** The other player of a side, 1 or 2. */
  static int opponent(int side) {
    return BOTH_SIDES - side;
  }

  /** The cell code of a side's stone: an amazon's code plus {@link #AMAZON_TO_STONE}. */
  static byte ownStone(int side) {
    return (byte) (side + AMAZON_TO_STONE);
  }

  /** The cell code of the other side's stone. */
  static byte enemyStone(int side) {
    return ownStone(opponent(side));
  }

  /** Returns true when a cell code is an amazon or a stone of {@code side}. */
  static boolean isOwnUnit(int code, int side) {
    return code == side || code == ownStone(side);
  }

  /**
   * The squares that stop a move of {@code side} (§3.1), low word: every piece, or in the Iago rule
   * sets every piece but the mover's own units, which it passes (it still cannot land on them).
   */
  long moveBlockersLo(AmazonsflipPosition p, int side) {
    long occupied = p.occupiedLo();
    return movesThroughOwn ? occupied & ~(p.amazonsLo(side) | p.stonesLo(side)) : occupied;
  }

  /** The high word of {@link #moveBlockersLo}'s set. */
  long moveBlockersHi(AmazonsflipPosition p, int side) {
    long occupied = p.occupiedHi();
    return movesThroughOwn ? occupied & ~(p.amazonsHi(side) | p.stonesHi(side)) : occupied;
  }

  /**
   * Returns how many slots from the start of a line of {@code from} a move may cover: the squares
   * before the first blocker. In the Iago rule sets some of them hold own units.
   */
  private static int moveReach(int from, int d, long blockLo, long blockHi) {
    return AmazonsflipBits.run(from, d, blockLo, blockHi);
  }

  /** Returns true when the amazon on {@code from} may move to {@code to} (§3.1). */
  boolean isDestination(AmazonsflipPosition p, int side, int from, int to) {
    int slot = SLOT_OF[from * SIZE + to];
    if (slot < 0) {
      return false;
    }
    return reaches(p, from * MAX_REACH + slot, moveBlockersLo(p, side), moveBlockersHi(p, side));
  }

  /** Returns true when a move reaches the square of a line slot: empty, and nothing blocks. */
  static boolean reaches(AmazonsflipPosition p, int slot, long blockLo, long blockHi) {
    return ((PATH_LO[slot] & blockLo) | (PATH_HI[slot] & blockHi)) == 0
        && !contains(p.occupiedLo(), p.occupiedHi(), SLOT_SQUARE[slot]);
  }

  /**
   * Counts the fire targets (§3.3, or Iago's plain shots) of the amazon moved from {@code from} to
   * {@code to}, on the board after the move: {@code from} empty, {@code to} occupied; enemy stones
   * do not change with the move. It walks the lines as {@link #shotSlots} does but adds run lengths
   * instead of building the set: perft's last ply calls it for every destination, and {@code
   * Long.bitCount(shotSlots(…))} made perft(3) of the regular start about 15% slower ({@code
   * latrunculi perft "<start line>" 3}).
   */
  int countShots(AmazonsflipPosition p, int side, int from, int to) {
    long occLo = p.occupiedLo() ^ lo(from) ^ lo(to);
    long occHi = p.occupiedHi() ^ hi(from) ^ hi(to);
    int n = 0;
    if (othello) {
      long blockLo = occLo;
      long blockHi = occHi;
      if (shotsThroughOwn) {
        blockLo &= ~(p.amazonsLo(side) ^ lo(from) ^ lo(to) | p.stonesLo(side));
        blockHi &= ~(p.amazonsHi(side) ^ hi(from) ^ hi(to) | p.stonesHi(side));
      }
      for (int d = 0; d < Direction.COUNT; d++) {
        int reach = AmazonsflipBits.run(to, d, blockLo, blockHi);
        if (reach > 0) {
          int last = to * MAX_REACH + LINE_START[to * Direction.COUNT + d] + reach - 1;
          n += Long.bitCount(PATH_LO[last] & ~occLo) + Long.bitCount(PATH_HI[last] & ~occHi);
        }
      }
      return n;
    }
    long enemyLo = p.stonesLo(opponent(side));
    long enemyHi = p.stonesHi(opponent(side));
    for (int d = 0; d < Direction.COUNT; d++) {
      int stop = nearest(to, d, occLo, occHi);
      if (stop < 0) {
        n += plainShots(to, d, RAY_LENGTH[to * Direction.COUNT + d]);
      } else if (distance(to, stop) > 1) {
        n += plainShots(to, d, distance(to, stop) - 1);
      } else if (flipTarget(to, d, stop, occLo, occHi, enemyLo, enemyHi) >= 0) {
        n++;
      }
    }
    return n;
  }

  /** The plain shots among the first {@code run} (empty) squares of a line: all but the banned. */
  private int plainShots(int to, int d, int run) {
    return perimeterBan ? Math.min(run, OPEN_PREFIX[to * Direction.COUNT + d]) : run;
  }

  /**
   * Returns the flip-shot target of a line whose nearest piece {@code stop} is right next to the
   * amazon, or -1: {@code stop} must be an enemy stone, and the first square after the run of enemy
   * stones must exist and be empty.
   */
  private static int flipTarget(
      int to, int d, int stop, long occLo, long occHi, long enemyLo, long enemyHi) {
    if (!contains(enemyLo, enemyHi, stop)) {
      return -1;
    }
    int end = nearest(to, d, ~enemyLo, ~enemyHi);
    return end >= 0 && !contains(occLo, occHi, end) ? end : -1;
  }

  /**
   * Returns the target of line slot {@code slot} of {@code to} when the amazon moved from {@code
   * from} to {@code to} may fire there, else -1. Every legal target has exactly one slot.
   */
  int shotAt(AmazonsflipPosition p, int side, int from, int to, int slot) {
    int i = to * MAX_REACH + slot;
    int target = SLOT_SQUARE[i];
    if (target < 0) {
      return -1;
    }
    long occLo = p.occupiedLo() ^ lo(from) ^ lo(to);
    long occHi = p.occupiedHi() ^ hi(from) ^ hi(to);
    long pathLo = PATH_LO[i];
    long pathHi = PATH_HI[i];
    if (othello) {
      long blockLo = occLo;
      long blockHi = occHi;
      if (shotsThroughOwn) {
        blockLo &= ~(p.amazonsLo(side) ^ lo(from) ^ lo(to) | p.stonesLo(side));
        blockHi &= ~(p.amazonsHi(side) ^ hi(from) ^ hi(to) | p.stonesHi(side));
      }
      boolean open = ((pathLo & blockLo) | (pathHi & blockHi)) == 0;
      return open && !contains(occLo, occHi, target) ? target : -1;
    }
    if (((pathLo & occLo) | (pathHi & occHi)) == 0) {
      return perimeterBan && PERIMETER[target] ? -1 : target;
    }
    // A flip shot: every square before the target an enemy stone (at least one), the target empty.
    long betweenLo = pathLo & ~lo(target);
    long betweenHi = pathHi & ~hi(target);
    boolean run =
        (betweenLo | betweenHi) != 0
            && ((betweenLo & ~p.stonesLo(opponent(side)))
                    | (betweenHi & ~p.stonesHi(opponent(side))))
                == 0;
    return run && !contains(occLo, occHi, target) ? target : -1;
  }

  /**
   * Returns true when the amazon moved from {@code from} to {@code to} (a sound move) has a fire
   * target, that is when the move begins a legal turn. The square it left is tried first: it is a
   * target under every rule set but the border rules and {@code iago1115}, so that one test settles
   * the common case.
   */
  boolean hasShot(AmazonsflipPosition p, int side, int from, int to) {
    return shotAt(p, side, from, to, SLOT_OF[to * SIZE + from]) >= 0
        || countShots(p, side, from, to) > 0;
  }

  /**
   * Returns true when the amazon moved from {@code from} to {@code to} may fire at {@code target}.
   */
  boolean isShot(AmazonsflipPosition p, int side, int from, int to, int target) {
    int slot = SLOT_OF[to * SIZE + target];
    return slot >= 0 && shotAt(p, side, from, to, slot) >= 0;
  }

  /**
   * Writes the fire targets of the amazon moved from {@code from} to {@code to} (a sound move) in
   * generation order (directions in order, nearer squares first); returns how many.
   */
  int shotsAfterMove(AmazonsflipPosition p, int side, int from, int to, int[] out) {
    int n = 0;
    for (int slot = 0; slot < MAX_REACH; slot++) {
      int target = shotAt(p, side, from, to, slot);
      if (target >= 0) {
        out[n++] = target;
      }
    }
    return n;
  }

  /** Counts the complete legal turns of the side to move (perft's bulk count). */
  int countTurns(AmazonsflipPosition p) {
    int side = p.side();
    long blockLo = moveBlockersLo(p, side);
    long blockHi = moveBlockersHi(p, side);
    long amLo = p.amazonsLo(side);
    long amHi = p.amazonsHi(side);
    int n = 0;
    while ((amLo | amHi) != 0) {
      int from = AmazonsflipBits.lowest(amLo, amHi);
      amLo &= ~lo(from);
      amHi &= ~hi(from);
      n += turnsFrom(p, from, blockLo, blockHi, false);
    }
    return n;
  }

  /** Returns true when the side to move has at least one complete legal turn (§4). */
  boolean hasTurn(AmazonsflipPosition p) {
    int side = p.side();
    long amLo = p.amazonsLo(side);
    long amHi = p.amazonsHi(side);
    for (int from = 0; from < SIZE; from++) {
      if (contains(amLo, amHi, from) && beginsTurn(p, from)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns the outcome (§4): ongoing while the side to move has a legal turn; otherwise the player
   * with more stones wins and equal counts draw, whoever was starved, for the reason {@link
   * #STARVATION}.
   */
  Outcome outcome(AmazonsflipPosition p) {
    if (hasTurn(p)) {
      return Outcome.ONGOING;
    }
    int ones = p.stones(1);
    int twos = p.stones(2);
    if (ones == twos) {
      return Outcome.draw(STARVATION);
    }
    return Outcome.win(AmazonsflipContext.player(ones > twos ? 1 : 2), STARVATION);
  }

  /**
   * Returns true when the amazon of the side to move on {@code from} has a destination that begins
   * a complete legal turn: any destination on the opening turn, else one with a fire target.
   */
  private boolean beginsTurn(AmazonsflipPosition p, int from) {
    int side = p.side();
    return turnsFrom(p, from, moveBlockersLo(p, side), moveBlockersHi(p, side), true) > 0;
  }

  /**
   * Counts the complete legal turns of the amazon of the side to move on {@code from}, the move
   * blockers given; with {@code firstOnly}, stops at the first destination that has any, so that a
   * result above 0 only says that the amazon can begin a turn.
   */
  private int turnsFrom(
      AmazonsflipPosition p, int from, long blockLo, long blockHi, boolean firstOnly) {
    int side = p.side();
    boolean opening = p.isOpeningTurn();
    int n = 0;
    for (int d = 0; d < Direction.COUNT; d++) {
      int reach = moveReach(from, d, blockLo, blockHi);
      int slot = from * MAX_REACH + LINE_START[from * Direction.COUNT + d];
      for (int k = 0; k < reach; k++, slot++) {
        int to = SLOT_SQUARE[slot];
        if (movesThroughOwn && contains(p.occupiedLo(), p.occupiedHi(), to)) {
          continue;
        }
        n += opening ? 1 : countShots(p, side, from, to);
        if (firstOnly && n > 0) {
          return n;
        }
      }
    }
    return n;
  }

  /**
   * Returns every complete legal turn in generation order (amazons by square index, directions in
   * {@link io.github.latrunculi.core.Direction} order, nearer squares first). The turn objects are
   * the shared ones of {@link #OPENINGS} and {@link #TURNS}, where the turns of one amazon and
   * destination lie together, one slot per target in that order. A first pass notes, per
   * destination, where its slots start and the set of legal ones (a long, no reference stored); the
   * turns of the set bits are then copied one by one into a new array of the exact size, which the
   * list keeps. Most runs of plain shots are short, so one {@code System.arraycopy} per run into a
   * reused buffer, and a second copy to the exact size, cost more (measured).
   */
  Array<AmazonsflipMove> moves(AmazonsflipPosition p) {
    int side = p.side();
    boolean opening = p.isOpeningTurn();
    long blockLo = moveBlockersLo(p, side);
    long blockHi = moveBlockersHi(p, side);
    long amLo = p.amazonsLo(side);
    long amHi = p.amazonsHi(side);
    int bound = (Long.bitCount(amLo) + Long.bitCount(amHi)) * MAX_REACH;
    long[] sets = Scratch.get().longs(bound);
    int count = 0;
    int total = 0;
    while ((amLo | amHi) != 0) {
      int from = AmazonsflipBits.lowest(amLo, amHi);
      amLo &= ~lo(from);
      amHi &= ~hi(from);
      long destinations = 0;
      for (int d = 0; d < Direction.COUNT; d++) {
        int reach = moveReach(from, d, blockLo, blockHi);
        int first = LINE_START[from * Direction.COUNT + d];
        for (int k = 0; k < reach; k++) {
          int slot = first + k;
          int to = SLOT_SQUARE[from * MAX_REACH + slot];
          if (movesThroughOwn && contains(p.occupiedLo(), p.occupiedHi(), to)) {
            continue;
          }
          if (opening) {
            destinations |= 1L << slot;
          } else {
            long shots = shotSlots(p, side, from, to);
            int block = (from * MAX_REACH + slot) * MAX_REACH;
            sets[count++] = (long) block << SLOT_BITS | shots;
            total += Long.bitCount(shots);
          }
        }
      }
      if (opening) {
        sets[count++] = (long) (from * MAX_REACH) << SLOT_BITS | destinations;
        total += Long.bitCount(destinations);
      }
    }
    AmazonsflipMove[] source = opening ? OPENINGS : TURNS;
    Object[] out = new Object[total];
    int at = 0;
    for (int i = 0; i < count; i++) {
      int block = (int) (sets[i] >>> SLOT_BITS);
      for (long slots = sets[i] & SLOT_MASK; slots != 0; slots &= slots - 1) {
        out[at++] = source[block + Long.numberOfTrailingZeros(slots)];
      }
    }
    return ArrayHandover.of(out);
  }

  /**
   * Returns the line slots of {@code to} at which the amazon moved from {@code from} to {@code to}
   * may fire, as a set of bits (bit {@code slot}).
   */
  long shotSlots(AmazonsflipPosition p, int side, int from, int to) {
    long slots = 0;
    if (othello) {
      for (int slot = 0; slot < MAX_REACH; slot++) {
        if (shotAt(p, side, from, to, slot) >= 0) {
          slots |= 1L << slot;
        }
      }
      return slots;
    }
    long occLo = p.occupiedLo() ^ lo(from) ^ lo(to);
    long occHi = p.occupiedHi() ^ hi(from) ^ hi(to);
    long enemyLo = p.stonesLo(opponent(side));
    long enemyHi = p.stonesHi(opponent(side));
    for (int d = 0; d < Direction.COUNT; d++) {
      int stop = nearest(to, d, occLo, occHi);
      int run = stop < 0 ? RAY_LENGTH[to * Direction.COUNT + d] : distance(to, stop) - 1;
      int first = LINE_START[to * Direction.COUNT + d];
      if (run > 0) {
        slots |= ((1L << plainShots(to, d, run)) - 1) << first;
      } else if (stop >= 0) {
        int target = flipTarget(to, d, stop, occLo, occHi, enemyLo, enemyHi);
        if (target >= 0) {
          slots |= 1L << (first + distance(to, target) - 1);
        }
      }
    }
    return slots;
  }

  /**
   * Returns the low word of the set of stones a legal shot at {@code target} flips, the amazon
   * having landed on {@code landing}; {@code enemy} are the other player's stones and {@code
   * ownUnits} the mover's amazons (after the move) and stones. See {@link #flippedHi}.
   */
  long flippedLo(
      int landing, int target, long enemyLo, long enemyHi, long ownUnitsLo, long ownUnitsHi) {
    return flippedWord(PATH_LO, enemyLo, landing, target, enemyLo, enemyHi, ownUnitsLo, ownUnitsHi);
  }

  /** Returns the high word of {@link #flippedLo}'s set. */
  long flippedHi(
      int landing, int target, long enemyLo, long enemyHi, long ownUnitsLo, long ownUnitsHi) {
    return flippedWord(PATH_HI, enemyHi, landing, target, enemyLo, enemyHi, ownUnitsLo, ownUnitsHi);
  }

  /** One word of the flipped set: {@code paths} and {@code enemyWord} are that word's. */
  private long flippedWord(
      long[] paths,
      long enemyWord,
      int landing,
      int target,
      long enemyLo,
      long enemyHi,
      long ownUnitsLo,
      long ownUnitsHi) {
    if (!othello) {
      int slot = SLOT_OF[landing * SIZE + target];
      // A flip shot jumps enemy stones only, so the enemy stones on its path are the flips.
      return slot < 0 ? 0 : paths[landing * MAX_REACH + slot] & enemyWord;
    }
    long flipped = 0;
    for (int d = 0; d < Direction.COUNT; d++) {
      int end = othelloFlipEnd(target, d, enemyLo, enemyHi, ownUnitsLo, ownUnitsHi);
      flipped |= end < 0 ? 0 : paths[end];
    }
    return flipped;
  }

  /**
   * Othello flips around the placed stone: along direction {@code d} from {@code target}, a run of
   * at least one enemy stone closed by an own unit. Returns the path index ({@code target *
   * MAX_REACH + slot}) of the run's last stone, whose path is exactly the run, or -1.
   */
  private static int othelloFlipEnd(
      int target, int d, long enemyLo, long enemyHi, long ownUnitsLo, long ownUnitsHi) {
    int stop = nearest(target, d, ~enemyLo, ~enemyHi);
    if (stop < 0) {
      return -1;
    }
    int run = distance(target, stop) - 1;
    if (run < 1 || !contains(ownUnitsLo, ownUnitsHi, stop)) {
      return -1;
    }
    return target * MAX_REACH + LINE_START[target * Direction.COUNT + d] + run - 1;
  }

  /** Returns the stone a legal shot that flips {@code flips} stones leaves on its target. */
  byte placedStone(int side, boolean flips) {
    return flips && flipShotLeavesNeutral ? NEUTRAL : ownStone(side);
  }
}
