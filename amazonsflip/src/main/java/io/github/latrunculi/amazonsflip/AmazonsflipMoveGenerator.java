package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.vavr.collection.Array;
import java.util.Arrays;
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
   * has more destinations, so no amazon more.
   */
  static final int MAX_REACH = 35;
  /** Refused trials of the first stage of {@link #randomTurn}, which draws amazons. */
  private static final int AMAZON_TRIALS = 16;
  /**
   * The empty squares from which {@link #randomTurn} starts with its first stage: on a fuller
   * board most turns are refused there, and the second stage is faster.
   */
  private static final int OPEN_BOARD = 70;
  /** Refused trials of the second stage of {@link #randomTurn}, before it counts exactly. */
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

  /**
   * LINE[square * MAX_REACH + r]: the r-th square on the queen lines of a square (directions in
   * {@link Direction} order, nearer squares first) as {@code target | direction << 7 | (distance -
   * 1) << 10}, or -1 past the last one.
   */
  private static final int[] LINE = new int[SIZE * MAX_REACH];

  /** OPENINGS[from * SIZE + to]: the shared opening turn objects, made on first use. */
  private static final AmazonsflipMove[] OPENINGS = new AmazonsflipMove[SIZE * SIZE];
  /**
   * TURNS[(from * MAX_REACH + line of to) * MAX_REACH + line of target]: the shared move-and-fire
   * turn objects, made on first use; the turns of one amazon lie together (4.9 kB of references).
   */
  private static final AmazonsflipMove[] TURNS = new AmazonsflipMove[SIZE * MAX_REACH * MAX_REACH];
  /** LINE_START[square * 8 + direction]: the {@link #LINE} number of the nearest square that way. */
  private static final int[] LINE_START = new int[SIZE * 8];

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
      int line = 0;
      for (int d = 0; d < 8; d++) {
        int[] ray = g.ray(sq, d);
        LINE_START[sq * 8 + d] = line;
        for (int k = 0; k < ray.length; k++) {
          LINE[sq * MAX_REACH + line++] = ray[k] | d << 7 | k << 10;
        }
      }
      while (line < MAX_REACH) {
        LINE[sq * MAX_REACH + line++] = -1;
      }
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

  /**
   * Returns every complete legal turn in generation order (amazons by square index, directions in
   * {@link Direction} order, nearer squares first), in one pass over the board. The turn objects
   * are shared flyweights ({@link #move}).
   */
  Array<AmazonsflipMove> moves(byte[] cells, int side, boolean opening) {
    AmazonsflipMove[] out = new AmazonsflipMove[512];
    int at = 0;
    byte[] m = mailbox(cells);
    int[] shots = new int[MAX_SHOTS];
    for (int sq = 0; sq < SIZE; sq++) {
      if (cells[sq] != side) {
        continue;
      }
      int a = MAIL[sq];
      m[a] = EMPTY;
      for (int d = 0; d < 8; d++) {
        int step = STEP[d];
        int block = (sq * MAX_REACH + LINE_START[sq * 8 + d]) * MAX_REACH;
        for (int t = a + step; ; t += step, block += MAX_REACH) {
          byte c = m[t];
          if (c == EMPTY) {
            int to = UNMAIL[t];
            int k = opening ? 1 : shots(m, side, t, shots);
            if (at + k > out.length) {
              out = Arrays.copyOf(out, Math.max(out.length * 2, at + k));
            }
            if (opening) {
              out[at++] = move(sq, to, NO_TARGET);
            } else {
              for (int i = 0; i < k; i++) {
                int shot = shots[i];
                AmazonsflipMove turn = TURNS[block + (shot >>> 7)];
                out[at++] = turn != null ? turn : fire(block + (shot >>> 7), sq, to, shot & 127);
              }
            }
          } else if (!(movesThroughOwn && isOwnUnit(c, side))) {
            break;
          }
        }
      }
      m[a] = (byte) side;
    }
    return Array.of(at == out.length ? out : Arrays.copyOf(out, at));
  }

  /**
   * Returns the turn object of an encoded turn. Turns are values, so one object per (from, to,
   * target) is shared by every position, variant and thread: made on first use and kept in {@link
   * #TURNS}, so that generating a move list allocates no turn objects once warm. A race between threads can at worst make two equal objects, one of which is dropped.
   */
  static AmazonsflipMove move(int from, int to, int target) {
    if (target == NO_TARGET) {
      AmazonsflipMove opening = OPENINGS[from * SIZE + to];
      if (opening == null) {
        opening = new AmazonsflipMove.Opening(GEOMETRY.square(from), GEOMETRY.square(to));
        OPENINGS[from * SIZE + to] = opening;
      }
      return opening;
    }
    int at = (from * MAX_REACH + line(from, to)) * MAX_REACH + line(to, target);
    AmazonsflipMove turn = TURNS[at];
    return turn != null ? turn : fire(at, from, to, target);
  }

  /** The {@link #LINE} number of {@code to} among the line squares of {@code from}. */
  private static int line(int from, int to) {
    return LINE_START[from * 8 + direction(from, to)] + GEOMETRY.distance(from, to) - 1;
  }

  private static AmazonsflipMove fire(int at, int from, int to, int target) {
    AmazonsflipMove turn =
        new AmazonsflipMove.MoveAndFire(
            GEOMETRY.square(from), GEOMETRY.square(to), GEOMETRY.square(target));
    TURNS[at] = turn;
    return turn;
  }

  /**
   * Returns a turn drawn uniformly at random among all complete legal turns, or -1 when there is
   * none, without building the move list.
   *
   * <p>Rejection sampling in three stages, each uniform on its own, so the draw is uniform. Every
   * square's queen lines hold at most {@link #MAX_REACH} squares, numbered in {@link #LINE}. Stage
   * one draws an amazon, a line number for its destination and one for its fire target, and keeps
   * the turn when both name squares it can reach: every legal turn has the same probability per
   * trial, and a trial walks only the two lines it names (suits the open board: only with at
   * least {@link #OPEN_BOARD} empty squares). After {@link #AMAZON_TRIALS} refusals, stage two lists the (amazon, destination) pairs and draws a pair and a
   * target number (suits the crowded board). After {@link #MAX_TRIALS} refusals of that (when nearly
   * every destination is a dead end) the exact count-and-pick method decides.
   */
  int randomTurn(byte[] cells, int side, boolean opening, RandomGenerator random) {
    int[] amazons = new int[8];
    int count = 0;
    int empty = 0;
    for (int sq = 0; sq < SIZE; sq++) {
      byte c = cells[sq];
      if (c == EMPTY) {
        empty++;
      } else if (c == side) {
        if (count == amazons.length) {
          amazons = Arrays.copyOf(amazons, count * 2);
        }
        amazons[count++] = sq;
      }
    }
    if (count == 0) {
      return -1;
    }
    int amazonTrials = empty >= OPEN_BOARD ? AMAZON_TRIALS : 0;
    for (int trial = 0; trial < amazonTrials; trial++) {
      int r = random.nextInt(count * MAX_REACH);
      int from = amazons[r / MAX_REACH];
      int to = lineDestination(cells, side, from, r % MAX_REACH);
      if (to < 0) {
        continue;
      }
      if (opening) {
        return encode(from, to, NO_TARGET);
      }
      int target = lineTarget(cells, side, from, to, random.nextInt(MAX_REACH));
      if (target >= 0) {
        return encode(from, to, target);
      }
    }
    int[] steps = destinations(cells, side, amazons, count);
    int n = steps[0];
    if (n == 0) {
      return -1;
    }
    if (opening) {
      int step = steps[1 + random.nextInt(n)];
      return encode(from(step), to(step), NO_TARGET);
    }
    for (int trial = 0; trial < MAX_TRIALS; trial++) {
      int r = random.nextInt(n * MAX_REACH);
      int step = steps[1 + r / MAX_REACH];
      int target = lineTarget(cells, side, from(step), to(step), r % MAX_REACH);
      if (target >= 0) {
        return encode(from(step), to(step), target);
      }
    }
    return countedRandomTurn(cells, steps, side, random);
  }

  /**
   * Returns the destination number {@code r} of the amazon on {@code from}: the square {@code
   * LINE[from][r]} when the amazon can move there, else -1.
   */
  private int lineDestination(byte[] cells, int side, int from, int r) {
    int slot = LINE[from * MAX_REACH + r];
    if (slot < 0) {
      return -1;
    }
    int[] ray = ray(from, slot >>> 7 & 7);
    int k = slot >>> 10;
    if (cells[ray[k]] != EMPTY) {
      return -1;
    }
    for (int i = 0; i < k; i++) {
      byte c = cells[ray[i]];
      if (c != EMPTY && !(movesThroughOwn && isOwnUnit(c, side))) {
        return -1;
      }
    }
    return ray[k];
  }

  /**
   * Returns the fire target number {@code r} of the amazon moved from {@code from} to {@code
   * landing}: the square {@code LINE[landing][r]} when the shot reaches it, else -1.
   */
  private int lineTarget(byte[] cells, int side, int from, int landing, int r) {
    int slot = LINE[landing * MAX_REACH + r];
    if (slot < 0) {
      return -1;
    }
    int[] ray = ray(landing, slot >>> 7 & 7);
    int k = slot >>> 10;
    byte enemy = enemyStone(side);
    if (!othello && cellAfterMove(cells, from, ray[0]) == enemy) {
      int j = 1;
      while (j < k && cellAfterMove(cells, from, ray[j]) == enemy) {
        j++;
      }
      return j == k && cellAfterMove(cells, from, ray[k]) == EMPTY ? ray[k] : -1;
    }
    if (cellAfterMove(cells, from, ray[k]) != EMPTY || (perimeterBan && PERIMETER[ray[k]])) {
      return -1;
    }
    for (int i = 0; i < k; i++) {
      int c = cellAfterMove(cells, from, ray[i]);
      if (c != EMPTY && !(othello && shotsThroughOwn && isOwnUnit(c, side))) {
        return -1;
      }
    }
    return ray[k];
  }

  /** A cell after the amazon left {@code from} (its landing square is never on its own lines). */
  private static int cellAfterMove(byte[] cells, int from, int square) {
    return square == from ? EMPTY : cells[square];
  }

  /**
   * Lists the (amazon, destination) pairs of the given amazons as {@code from | to << 7} after the
   * count in element 0, shots not considered.
   */
  private int[] destinations(byte[] cells, int side, int[] amazons, int count) {
    int[] steps = new int[1 + count * MAX_REACH];
    int n = 0;
    for (int a = 0; a < count; a++) {
      int sq = amazons[a];
      for (int d = 0; d < 8; d++) {
        for (int t : ray(sq, d)) {
          byte c = cells[t];
          if (c == EMPTY) {
            steps[++n] = encode(sq, t, 0);
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
  private int countedRandomTurn(byte[] cells, int[] steps, int side, RandomGenerator random) {
    byte[] m = mailbox(cells);
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
    return encode(from(step), to(step), shots[k - (i == 0 ? 0 : cumulative[i - 1])] & 127);
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
    int n = shots(m, side, MAIL[to], out);
    for (int i = 0; i < n; i++) {
      out[i] &= 127;
    }
    return n;
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
      if ((shots[i] & 127) == target) {
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

  /**
   * Writes the fire targets from mailbox cell {@code landing} as {@code target | line << 7} (board
   * index and {@link #LINE} number); returns how many.
   */
  private int shots(byte[] m, int side, int landing, int[] out) {
    int n = 0;
    byte enemy = enemyStone(side);
    int lines = UNMAIL[landing] * 8;
    for (int d = 0; d < 8; d++) {
      int step = STEP[d];
      int line = LINE_START[lines + d] << 7;
      int t = landing + step;
      if (!othello && m[t] == enemy) {
        do {
          t += step;
          line += 1 << 7;
        } while (m[t] == enemy);
        if (m[t] == EMPTY) {
          out[n++] = UNMAIL[t] | line;
        }
        continue;
      }
      for (; ; t += step, line += 1 << 7) {
        byte c = m[t];
        if (c == EMPTY) {
          if (!(perimeterBan && PERIMETER_MAIL[t])) {
            out[n++] = UNMAIL[t] | line;
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
   * Returns false when a shot cannot flip anything (no enemy stone next to the amazon towards the
   * target, or in the Iago rule sets next to the target), so that a plain shot skips {@link
   * #flips}; {@code b} as for {@link #flips}.
   */
  boolean mayFlip(byte[] b, int side, int landing, int target) {
    byte enemy = enemyStone(side);
    if (!othello) {
      int d = direction(landing, target);
      return d >= 0 && b[ray(landing, d)[0]] == enemy;
    }
    for (int d = 0; d < 8; d++) {
      int next = GEOMETRY.neighbour(target, d);
      if (next >= 0 && b[next] == enemy) {
        return true;
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
