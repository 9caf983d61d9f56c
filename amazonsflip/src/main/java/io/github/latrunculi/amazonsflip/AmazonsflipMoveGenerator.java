package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import java.util.random.RandomGenerator;

/**
 * The hot loop: turn generation, bulk counting and turn application. One instance per variant
 * holds the variant's firing rules; everything else is static tables. No allocation per square, no
 * boxing, no exceptions.
 *
 * <p>Positions store 100 cell codes (index = rank * 10 + file). The counting and generating loops
 * first copy them into a 12x12 "mailbox" with a ring of {@link #OFF} cells around the board, so
 * that walking a line is {@code t += step} until a non-empty cell, without bounds tests.
 *
 * <p>A turn is encoded in an int as {@code from | to << 7 | target << 14} (board indices), with
 * target {@link #NO_TARGET} for the move-only opening turn.
 */
final class AmazonsflipMoveGenerator {
  static final int SIZE = AmazonsflipPosition.SIZE;
  static final int NO_TARGET = 127;
  /** More than the 35 squares a queen can reach on 10x10, so every shot list of a square fits. */
  static final int MAX_SHOTS = 40;
  /**
   * The most squares a queen reaches on an empty 10x10 board (35, from e5, e6, f5 or f6): no square
   * has more destinations or fire targets.
   */
  static final int MAX_REACH = 35;
  /** Refused trials of {@link #randomTurn} before it counts exactly. */
  private static final int MAX_TRIALS = 64;
  /** More than the stones one shot can flip (8 lines of at most 8 stones). */
  static final int MAX_FLIPS = 64;

  static final byte EMPTY = 0;
  static final byte NEUTRAL = AmazonsflipPiece.NEUTRAL_STONE.code();
  /** The mailbox code of the ring around the board: blocks everything. */
  private static final byte OFF = 9;

  private static final int MAIL_WIDTH = 12;
  private static final int MAIL_SIZE = MAIL_WIDTH * MAIL_WIDTH;
  /** MAIL[index]: the mailbox cell of a board index. */
  private static final int[] MAIL = new int[SIZE];
  /** UNMAIL[cell]: the board index of a mailbox cell, or -1 on the ring. */
  private static final int[] UNMAIL = new int[MAIL_SIZE];
  /** STEP[direction]: the mailbox offset of one step, in {@link Direction} order. */
  private static final int[] STEP = new int[8];
  /** PERIMETER_MAIL[cell]: true on the board's outer squares (the {@code border} ban). */
  private static final boolean[] PERIMETER_MAIL = new boolean[MAIL_SIZE];
  private static final byte[] EMPTY_MAILBOX = new byte[MAIL_SIZE];

  private static final Geometry GEOMETRY = AmazonsflipPosition.GEOMETRY;

  static final boolean[] PERIMETER = new boolean[SIZE];

  static {
    Geometry g = GEOMETRY;
    java.util.Arrays.fill(EMPTY_MAILBOX, OFF);
    java.util.Arrays.fill(UNMAIL, -1);
    for (Direction d : Direction.values()) {
      STEP[d.ordinal()] = d.rankDelta() * MAIL_WIDTH + d.fileDelta();
    }
    for (int sq = 0; sq < SIZE; sq++) {
      int f = g.fileOf(sq);
      int r = g.rankOf(sq);
      int cell = (r + 1) * MAIL_WIDTH + f + 1;
      MAIL[sq] = cell;
      UNMAIL[cell] = sq;
      EMPTY_MAILBOX[cell] = EMPTY;
      PERIMETER[sq] = f == 0 || r == 0 || f == g.width() - 1 || r == g.height() - 1;
      PERIMETER_MAIL[cell] = PERIMETER[sq];
    }
  }

  private final boolean othello;
  private final boolean movesThroughOwn;
  private final boolean shotsThroughOwn;
  private final boolean perimeterBan;
  private final boolean flipShotLeavesNeutral;

  AmazonsflipMoveGenerator(AmazonsflipVariant variant) {
    this.othello = variant.hasOthelloFlips();
    this.movesThroughOwn = variant.movesThroughOwnUnits();
    this.shotsThroughOwn = variant.shotsThroughOwnUnits();
    this.perimeterBan = variant.hasBorderRules();
    this.flipShotLeavesNeutral = !variant.hasBorderRules() && !othello;
  }

  static int encode(int from, int to, int target) {
    return from | to << 7 | target << 14;
  }

  static int from(int turn) {
    return turn & 127;
  }

  static int to(int turn) {
    return turn >>> 7 & 127;
  }

  static int target(int turn) {
    return turn >>> 14 & 127;
  }

  /** The direction index from one square to another on a queen line, or -1. */
  static int direction(int from, int to) {
    return GEOMETRY.lineDirection(from, to);
  }

  /** The squares from {@code square} towards the edge in a direction, nearest first. */
  static int[] ray(int square, int direction) {
    return GEOMETRY.ray(square, direction);
  }

  static byte ownStone(int side) {
    return (byte) (side + 2);
  }

  static byte enemyStone(int side) {
    return (byte) (5 - side);
  }

  static boolean isOwnUnit(int code, int side) {
    return code == side || code == side + 2;
  }

  /** Copies 100 cell codes into a fresh mailbox. */
  private static byte[] mailbox(byte[] cells) {
    byte[] m = EMPTY_MAILBOX.clone();
    for (int r = 0; r < 10; r++) {
      System.arraycopy(cells, r * 10, m, (r + 1) * MAIL_WIDTH + 1, 10);
    }
    return m;
  }

  /** Counts the complete legal turns of the side to move (perft's bulk count). */
  int countTurns(byte[] cells, int side, boolean opening) {
    byte[] m = mailbox(cells);
    int n = 0;
    for (int sq = 0; sq < SIZE; sq++) {
      if (cells[sq] != side) {
        continue;
      }
      int a = MAIL[sq];
      m[a] = EMPTY; // the vacated square is open to the move's own fire
      for (int d = 0; d < 8; d++) {
        int step = STEP[d];
        for (int t = a + step; ; t += step) {
          byte c = m[t];
          if (c == EMPTY) {
            n += opening ? 1 : countShots(m, side, t);
          } else if (!(movesThroughOwn && isOwnUnit(c, side))) {
            break;
          }
        }
      }
      m[a] = (byte) side;
    }
    return n;
  }

  /** Returns true when the side to move has at least one complete legal turn (§4). */
  boolean hasTurn(byte[] cells, int side, boolean opening) {
    byte[] m = mailbox(cells);
    for (int sq = 0; sq < SIZE; sq++) {
      if (cells[sq] != side) {
        continue;
      }
      int a = MAIL[sq];
      m[a] = EMPTY;
      for (int d = 0; d < 8; d++) {
        int step = STEP[d];
        for (int t = a + step; ; t += step) {
          byte c = m[t];
          if (c == EMPTY) {
            if (opening || countShots(m, side, t) > 0) {
              return true;
            }
          } else if (!(movesThroughOwn && isOwnUnit(c, side))) {
            break;
          }
        }
      }
      m[a] = (byte) side;
    }
    return false;
  }

  /** Returns every complete legal turn, encoded, in generation order. */
  int[] turns(byte[] cells, int side, boolean opening) {
    int[] out = new int[countTurns(cells, side, opening)];
    byte[] m = mailbox(cells);
    int[] shots = new int[MAX_SHOTS];
    int at = 0;
    for (int sq = 0; sq < SIZE; sq++) {
      if (cells[sq] != side) {
        continue;
      }
      int a = MAIL[sq];
      m[a] = EMPTY;
      for (int d = 0; d < 8; d++) {
        int step = STEP[d];
        for (int t = a + step; ; t += step) {
          byte c = m[t];
          if (c == EMPTY) {
            if (opening) {
              out[at++] = encode(sq, UNMAIL[t], NO_TARGET);
            } else {
              int k = shots(m, side, t, shots);
              for (int i = 0; i < k; i++) {
                out[at++] = encode(sq, UNMAIL[t], shots[i]);
              }
            }
          } else if (!(movesThroughOwn && isOwnUnit(c, side))) {
            break;
          }
        }
      }
      m[a] = (byte) side;
    }
    return out;
  }

  /**
   * Returns a turn drawn uniformly at random among all complete legal turns, or -1 when there is
   * none, without building the move list.
   *
   * <p>Rejection sampling: draw an (amazon, destination) pair uniformly and a shot number uniformly
   * below {@link #MAX_REACH}, and keep the pair's shot of that number if it has one. Every turn is
   * drawn with the same probability per trial, so an accepted turn is uniform; most trials walk
   * only one destination's lines instead of all of them. After {@link #MAX_TRIALS} refusals (when
   * nearly every destination is a dead end) the exact count-and-pick method decides, which is
   * uniform as well.
   */
  int randomTurn(byte[] cells, int side, boolean opening, RandomGenerator random) {
    byte[] m = mailbox(cells);
    int[] steps = destinations(m, cells, side);
    int n = steps[0];
    if (n == 0) {
      return -1;
    }
    if (opening) {
      int step = steps[1 + random.nextInt(n)];
      return encode(from(step), to(step), NO_TARGET);
    }
    int[] shots = new int[MAX_SHOTS];
    for (int trial = 0; trial < MAX_TRIALS; trial++) {
      int step = steps[1 + random.nextInt(n)];
      int k = random.nextInt(MAX_REACH);
      int a = MAIL[from(step)];
      m[a] = EMPTY;
      int count = shots(m, side, MAIL[to(step)], shots);
      m[a] = (byte) side;
      if (k < count) {
        return encode(from(step), to(step), shots[k]);
      }
    }
    return countedRandomTurn(m, cells, side, random);
  }

  /**
   * Lists the (amazon, destination) pairs of the side to move as {@code from | to << 7} after the
   * count in element 0, shots not considered.
   */
  private int[] destinations(byte[] m, byte[] cells, int side) {
    int amazons = 0;
    for (int sq = 0; sq < SIZE; sq++) {
      if (cells[sq] == side) {
        amazons++;
      }
    }
    int[] steps = new int[1 + amazons * MAX_REACH];
    int n = 0;
    for (int sq = 0; sq < SIZE; sq++) {
      if (cells[sq] != side) {
        continue;
      }
      int a = MAIL[sq];
      for (int d = 0; d < 8; d++) {
        int step = STEP[d];
        for (int t = a + step; ; t += step) {
          byte c = m[t];
          if (c == EMPTY) {
            steps[++n] = encode(sq, UNMAIL[t], 0);
          } else if (!(movesThroughOwn && isOwnUnit(c, side))) {
            break;
          }
        }
      }
    }
    steps[0] = n;
    return steps;
  }

  /** Uniform random turn by counting every pair's shots, then picking one turn number. */
  private int countedRandomTurn(byte[] m, byte[] cells, int side, RandomGenerator random) {
    int[] steps = destinations(m, cells, side);
    int n = steps[0];
    int[] cumulative = new int[n];
    int total = 0;
    for (int i = 0; i < n; i++) {
      int a = MAIL[from(steps[1 + i])];
      m[a] = EMPTY;
      total += countShots(m, side, MAIL[to(steps[1 + i])]);
      m[a] = (byte) side;
      cumulative[i] = total;
    }
    if (total == 0) {
      return -1;
    }
    int k = random.nextInt(total);
    int i = 0;
    while (cumulative[i] <= k) {
      i++;
    }
    int step = steps[1 + i];
    int[] shots = new int[MAX_SHOTS];
    int a = MAIL[from(step)];
    m[a] = EMPTY;
    shots(m, side, MAIL[to(step)], shots);
    m[a] = (byte) side;
    return encode(from(step), to(step), shots[k - (i == 0 ? 0 : cumulative[i - 1])]);
  }

  /**
   * Writes the destinations of the amazon on {@code from} that begin a complete legal turn (any
   * destination on the opening turn, else one with at least one fire target); returns how many.
   * None when {@code from} holds no amazon of the side to move.
   */
  int turnDestinations(byte[] cells, int side, boolean opening, int from, int[] out) {
    if (cells[from] != side) {
      return 0;
    }
    byte[] m = mailbox(cells);
    int a = MAIL[from];
    m[a] = EMPTY;
    int n = 0;
    for (int d = 0; d < 8; d++) {
      int step = STEP[d];
      for (int t = a + step; ; t += step) {
        byte c = m[t];
        if (c == EMPTY) {
          if (opening || countShots(m, side, t) > 0) {
            out[n++] = UNMAIL[t];
          }
        } else if (!(movesThroughOwn && isOwnUnit(c, side))) {
          break;
        }
      }
    }
    return n;
  }

  /**
   * Writes the fire targets of the amazon moved from {@code from} to {@code to} (a sound move) in
   * generation order; returns how many.
   */
  int shotsAfterMove(byte[] cells, int side, int from, int to, int[] out) {
    byte[] m = mailbox(cells);
    m[MAIL[from]] = EMPTY;
    return shots(m, side, MAIL[to], out);
  }

  /**
   * Counts the fire targets of an amazon landed on board square {@code landing}; {@code after} is
   * the board after the move (the square it left is empty).
   */
  int countShotsAfterMove(byte[] after, int side, int landing) {
    return countShots(mailbox(after), side, MAIL[landing]);
  }

  /** Returns true when the amazon on {@code landing} may fire at {@code target}; boards as above. */
  boolean isShot(byte[] after, int side, int landing, int target) {
    int[] shots = new int[MAX_SHOTS];
    int n = shots(mailbox(after), side, MAIL[landing], shots);
    for (int i = 0; i < n; i++) {
      if (shots[i] == target) {
        return true;
      }
    }
    return false;
  }

  /** Counts the fire targets from mailbox cell {@code landing} (§3.3, or Iago's plain shots). */
  private int countShots(byte[] m, int side, int landing) {
    int n = 0;
    if (othello) {
      for (int d = 0; d < 8; d++) {
        int step = STEP[d];
        for (int t = landing + step; ; t += step) {
          byte c = m[t];
          if (c == EMPTY) {
            n++;
          } else if (!(shotsThroughOwn && isOwnUnit(c, side))) {
            break;
          }
        }
      }
      return n;
    }
    byte enemy = enemyStone(side);
    for (int d = 0; d < 8; d++) {
      int step = STEP[d];
      int t = landing + step;
      byte first = m[t];
      if (first == EMPTY) {
        if (perimeterBan) {
          for (; m[t] == EMPTY; t += step) {
            if (!PERIMETER_MAIL[t]) {
              n++;
            }
          }
        } else {
          for (; m[t] == EMPTY; t += step) {
            n++;
          }
        }
      } else if (first == enemy) {
        do {
          t += step;
        } while (m[t] == enemy);
        if (m[t] == EMPTY) {
          n++;
        }
      }
    }
    return n;
  }

  /** Writes the fire targets (board indices) from mailbox cell {@code landing}; returns how many. */
  private int shots(byte[] m, int side, int landing, int[] out) {
    int n = 0;
    byte enemy = enemyStone(side);
    for (int d = 0; d < 8; d++) {
      int step = STEP[d];
      int t = landing + step;
      if (!othello && m[t] == enemy) {
        do {
          t += step;
        } while (m[t] == enemy);
        if (m[t] == EMPTY) {
          out[n++] = UNMAIL[t];
        }
        continue;
      }
      for (; ; t += step) {
        byte c = m[t];
        if (c == EMPTY) {
          if (!(perimeterBan && PERIMETER_MAIL[t])) {
            out[n++] = UNMAIL[t];
          }
        } else if (!(othello && shotsThroughOwn && isOwnUnit(c, side))) {
          break;
        }
      }
    }
    return n;
  }

  /** Returns true when an amazon may move from {@code from} to {@code to} (§3.1). */
  boolean isDestination(byte[] cells, int side, int from, int to) {
    int d = direction(from, to);
    if (d < 0) {
      return false;
    }
    for (int t : ray(from, d)) {
      byte c = cells[t];
      if (t == to) {
        return c == EMPTY;
      }
      if (c != EMPTY && !(movesThroughOwn && isOwnUnit(c, side))) {
        return false;
      }
    }
    return false;
  }

  /**
   * Writes into {@code out} the stones a legal shot flips and returns how many; {@code b} is the
   * board after the move (amazon on {@code landing}), before the shot.
   */
  int flips(byte[] b, int side, int landing, int target, int[] out) {
    byte enemy = enemyStone(side);
    int n = 0;
    if (!othello) {
      int d = direction(landing, target);
      if (d < 0) {
        return 0;
      }
      int[] ray = ray(landing, d);
      if (b[ray[0]] == enemy) {
        for (int i = 0; ray[i] != target; i++) {
          out[n++] = ray[i];
        }
      }
      return n;
    }
    // Othello flips around the placed stone, closed by an own stone or an own amazon.
    for (int d = 0; d < 8; d++) {
      int[] ray = ray(target, d);
      int i = 0;
      while (i < ray.length && b[ray[i]] == enemy) {
        i++;
      }
      if (i > 0 && i < ray.length && isOwnUnit(b[ray[i]], side)) {
        for (int j = 0; j < i; j++) {
          out[n++] = ray[j];
        }
      }
    }
    return n;
  }

  /** Returns the stone a legal shot leaves on its target; {@code b} as for {@link #flips}. */
  byte placedStone(byte[] b, int side, int landing, int target) {
    int d = direction(landing, target);
    if (flipShotLeavesNeutral && d >= 0 && b[ray(landing, d)[0]] == enemyStone(side)) {
      return NEUTRAL;
    }
    return ownStone(side);
  }
}
