package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipBits.LINES_HI;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.LINES_LO;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.MAX_REACH;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.SLOT_OF;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.SLOT_SQUARE;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.hi;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.lo;
import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.NO_TARGET;
import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.SIZE;
import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.encode;
import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.from;
import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.to;

import java.util.random.RandomGenerator;

/**
 * The uniform random turn of playouts, drawn without listing the turns: rejection sampling, in the
 * way that is cheapest for how full the board is. Every way proposes each legal turn with the same
 * probability per trial and keeps the first legal proposal, so every way draws uniformly; a way
 * that is refused too often hands over to exact counting, so no trial limit biases a draw.
 *
 * <ol>
 *   <li>Open board (at least {@link #OPEN_BOARD} empty squares): an amazon, a line slot for its
 *       destination and one for its target; a trial is a few mask tests, and about half of the
 *       slots are good.
 *   <li>Otherwise the destination sets of the amazons are computed first (their (amazon,
 *       destination) pairs). With at least {@link #MIDDLE_BOARD} empty squares a trial draws a pair
 *       and a line slot of the destination for the target.
 *   <li>On a crowded board most line slots are refused, so each pair is weighted by its candidate
 *       targets (the empty squares on the destination's lines, and the square the amazon left) and
 *       a trial draws a pair by weight, then one of its candidates: most candidates are legal.
 *   <li>After {@link #MAX_TRIALS} refusals (nearly every destination a dead end), every pair's
 *       shots are counted and one turn is picked by number.
 * </ol>
 */
final class AmazonsflipRandomTurns {
  /** Refused trials of the open-board way before the next way takes over. */
  private static final int AMAZON_TRIALS = 16;

  /** The empty squares from which the draw starts with the open-board way. */
  private static final int OPEN_BOARD = 80;

  /** The empty squares from which a pair's target is drawn among its line slots. */
  private static final int MIDDLE_BOARD = 50;

  /** Refused trials of the pair ways before exact counting decides. */
  private static final int MAX_TRIALS = 64;

  /** The working arrays of a draw, per thread (a draw allocates nothing). */
  private static final ThreadLocal<Pairs> PAIRS = ThreadLocal.withInitial(() -> new Pairs(4));

  private final AmazonsflipMoveGenerator generator;

  AmazonsflipRandomTurns(AmazonsflipMoveGenerator generator) {
    this.generator = generator;
  }

  /**
   * Returns an encoded turn ({@link AmazonsflipMoveGenerator#encode}) drawn uniformly among all
   * complete legal turns of the side to move, or -1 when there is none.
   */
  int draw(AmazonsflipPosition p, RandomGenerator random) {
    int side = p.side();
    long amLo = p.amazonsLo(side);
    long amHi = p.amazonsHi(side);
    int count = Long.bitCount(amLo) + Long.bitCount(amHi);
    if (count == 0) {
      return -1;
    }
    long blockLo = generator.moveBlockersLo(p, side);
    long blockHi = generator.moveBlockersHi(p, side);
    int empty = SIZE - Long.bitCount(p.occupiedLo()) - Long.bitCount(p.occupiedHi());
    if (empty >= OPEN_BOARD) {
      int turn = drawByLineSlots(p, side, count, blockLo, blockHi, random);
      if (turn >= 0) {
        return turn;
      }
    }
    Pairs pairs = PAIRS.get();
    if (pairs.capacity < count) {
      pairs = new Pairs(count);
      PAIRS.set(pairs);
    }
    int n = pairs.collect(p, amLo, amHi, count, blockLo, blockHi);
    if (n == 0) {
      return -1;
    }
    if (p.isOpeningTurn()) {
      int pair = pairs.at(below(random, n));
      return encode(from(pair), to(pair), NO_TARGET);
    }
    int turn =
        empty >= MIDDLE_BOARD
            ? drawByPairSlots(p, side, pairs, n, random)
            : drawByCandidates(p, side, pairs, count, random);
    return turn >= 0 ? turn : countedTurn(p, side, pairs, n, random);
  }

  /** The open-board way: amazon and two line slots per trial; -1 after its trials are refused. */
  private int drawByLineSlots(
      AmazonsflipPosition p,
      int side,
      int count,
      long blockLo,
      long blockHi,
      RandomGenerator random) {
    long amLo = p.amazonsLo(side);
    long amHi = p.amazonsHi(side);
    for (int trial = 0; trial < AMAZON_TRIALS; trial++) {
      int r = below(random, count * MAX_REACH);
      int from = AmazonsflipBits.select(amLo, amHi, r / MAX_REACH);
      int slot = from * MAX_REACH + r % MAX_REACH;
      if (SLOT_SQUARE[slot] < 0 || !AmazonsflipMoveGenerator.reaches(p, slot, blockLo, blockHi)) {
        continue;
      }
      int to = SLOT_SQUARE[slot];
      if (p.isOpeningTurn()) {
        return encode(from, to, NO_TARGET);
      }
      int target = generator.shotAt(p, side, from, to, below(random, MAX_REACH));
      if (target >= 0) {
        return encode(from, to, target);
      }
    }
    return -1;
  }

  /** A pair and a line slot of its destination per trial; -1 after its trials are refused. */
  private int drawByPairSlots(
      AmazonsflipPosition p, int side, Pairs pairs, int n, RandomGenerator random) {
    for (int trial = 0; trial < MAX_TRIALS; trial++) {
      int r = below(random, n * MAX_REACH);
      int q = r / MAX_REACH;
      int pair = pairs.at(q);
      int target = generator.shotAt(p, side, from(pair), to(pair), r - q * MAX_REACH);
      if (target >= 0) {
        return encode(from(pair), to(pair), target);
      }
    }
    return -1;
  }

  /**
   * A pair drawn with the weight of its candidate targets, then one candidate: every (pair,
   * candidate) has the same probability, and every legal turn is one of them. -1 after the trials
   * are refused.
   */
  private int drawByCandidates(
      AmazonsflipPosition p, int side, Pairs pairs, int count, RandomGenerator random) {
    long emptyLo = ~p.occupiedLo();
    long emptyHi = ~p.occupiedHi();
    int n = 0;
    int total = 0;
    for (int i = 0; i < count; i++) {
      for (int word = 0; word < 2; word++) {
        for (long bits = pairs.reach[2 * i + word]; bits != 0; bits &= bits - 1) {
          int to = 64 * word + Long.numberOfTrailingZeros(bits);
          total += candidateTargets(to, emptyLo, emptyHi);
          pairs.ends[n] = total;
          pairs.listed[n++] = encode(pairs.from[i], to, 0);
        }
      }
    }
    for (int trial = 0; trial < MAX_TRIALS; trial++) {
      int r = below(random, total);
      int k = firstEndAbove(pairs.ends, n, r);
      int from = from(pairs.listed[k]);
      int to = to(pairs.listed[k]);
      int target =
          AmazonsflipBits.select(
              LINES_LO[to] & emptyLo | lo(from),
              LINES_HI[to] & emptyHi | hi(from),
              r - (k == 0 ? 0 : pairs.ends[k - 1]));
      if (generator.shotAt(p, side, from, to, SLOT_OF[to * SIZE + target]) >= 0) {
        return encode(from, to, target);
      }
    }
    return -1;
  }

  /**
   * Returns how many fire targets the amazon moved to {@code to} may have at most: the empty
   * squares on the lines of {@code to} and the square it left (on one of them; {@code to} is not).
   */
  private static int candidateTargets(int to, long emptyLo, long emptyHi) {
    return Long.bitCount(LINES_LO[to] & emptyLo) + Long.bitCount(LINES_HI[to] & emptyHi) + 1;
  }

  /**
   * Returns the first index below {@code n} whose running total in {@code ends} exceeds {@code r}.
   */
  private static int firstEndAbove(int[] ends, int n, int r) {
    int low = 0;
    int high = n - 1;
    while (low < high) {
      int middle = (low + high) >>> 1;
      if (ends[middle] > r) {
        high = middle;
      } else {
        low = middle + 1;
      }
    }
    return low;
  }

  /**
   * Exact counting: every pair's shots as running totals, then the turn of a uniform number; -1
   * when there is none.
   */
  private int countedTurn(
      AmazonsflipPosition p, int side, Pairs pairs, int n, RandomGenerator random) {
    int total = 0;
    for (int q = 0; q < n; q++) {
      int pair = pairs.at(q);
      total += generator.countShots(p, side, from(pair), to(pair));
      pairs.ends[q] = total;
    }
    if (total == 0) {
      return -1;
    }
    int k = random.nextInt(total);
    int q = firstEndAbove(pairs.ends, n, k);
    int pair = pairs.at(q);
    int skip = k - (q == 0 ? 0 : pairs.ends[q - 1]);
    for (int slot = 0; ; slot++) {
      int target = generator.shotAt(p, side, from(pair), to(pair), slot);
      if (target >= 0 && skip-- == 0) {
        return encode(from(pair), to(pair), target);
      }
    }
  }

  /**
   * Returns a uniform int in {@code [0, bound)} from 32 random bits by a multiplication (Lemire's
   * method: the rare low products that would bias the result are drawn again), so that a trial
   * costs no division.
   */
  private static int below(RandomGenerator random, int bound) {
    long product = (random.nextInt() & 0xFFFFFFFFL) * bound;
    if ((int) product + Integer.MIN_VALUE < bound + Integer.MIN_VALUE) {
      int threshold = (int) ((1L << 32) % bound);
      while ((product & 0xFFFFFFFFL) < threshold) {
        product = (random.nextInt() & 0xFFFFFFFFL) * bound;
      }
    }
    return (int) (product >>> 32);
  }

  /**
   * The (amazon, destination) pairs of a position: each amazon's destination set as two words, and
   * running counts to find the pair of a number, plus room to list them with weights.
   */
  private static final class Pairs {
    final int capacity;
    final int[] from;

    /** reach[2i], reach[2i + 1]: the low and high word of the destinations of amazon i. */
    final long[] reach;

    /** running[i]: the pairs of amazons 0 to i. */
    final int[] running;

    /** The pairs listed for the weighted way, and running totals over them (weights or shots). */
    final int[] listed;

    final int[] ends;

    Pairs(int capacity) {
      this.capacity = capacity;
      this.from = new int[capacity];
      this.reach = new long[2 * capacity];
      this.running = new int[capacity];
      this.listed = new int[capacity * MAX_REACH];
      this.ends = new int[capacity * MAX_REACH];
    }

    /** Computes the destination sets of the {@code count} amazons; returns the number of pairs. */
    int collect(
        AmazonsflipPosition p, long amLo, long amHi, int count, long blockLo, long blockHi) {
      int n = 0;
      long restLo = amLo;
      long restHi = amHi;
      for (int i = 0; i < count; i++) {
        from[i] = AmazonsflipBits.lowest(restLo, restHi);
        restLo &= ~lo(from[i]);
        restHi &= ~hi(from[i]);
        AmazonsflipBits.reach(from[i], blockLo, blockHi, reach, 2 * i);
        reach[2 * i] &= ~p.occupiedLo();
        reach[2 * i + 1] &= ~p.occupiedHi();
        n += Long.bitCount(reach[2 * i]) + Long.bitCount(reach[2 * i + 1]);
        running[i] = n;
      }
      return n;
    }

    /** Returns pair number {@code q} (amazons in square order, destinations in index order). */
    int at(int q) {
      int i = 0;
      while (running[i] <= q) {
        i++;
      }
      int k = q - (i == 0 ? 0 : running[i - 1]);
      return encode(from[i], AmazonsflipBits.select(reach[2 * i], reach[2 * i + 1], k), 0);
    }
  }
}
