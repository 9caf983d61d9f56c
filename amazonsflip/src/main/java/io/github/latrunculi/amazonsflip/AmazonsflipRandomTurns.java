package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipBits.LINES_HI;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.LINES_LO;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.LO_SQUARES;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.MAX_REACH;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.SLOT_OF;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.SLOT_SQUARE;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.hi;
import static io.github.latrunculi.amazonsflip.AmazonsflipBits.lo;
import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.NO_TARGET;
import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.SIZE;

import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.Bits;
import io.github.latrunculi.core.kit.IntBuffer;
import io.github.latrunculi.core.kit.PackedMove;
import io.github.latrunculi.core.kit.Scratch;
import io.vavr.control.Option;
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
 *
 * <p>The working lists of a draw come from the thread's {@link Scratch}: the amazons with running
 * pair counts, their destination sets (two words per amazon) and the weighted pairs, so that a draw
 * allocates nothing. Turns and pairs are {@link PackedMove}s.
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

  /** The words of a square set: a destination set takes two entries of the scratch longs. */
  private static final int WORDS = 2;

  /**
   * Entries per element of the interleaved scratch lists: an amazon's square and the running count
   * of pairs up to it; a listed pair and the running total of the weights up to it.
   */
  private static final int STRIDE = 2;

  private final AmazonsflipMoveGenerator generator;
  private final AmazonsflipTransition transition;

  AmazonsflipRandomTurns(AmazonsflipMoveGenerator generator, AmazonsflipTransition transition) {
    this.generator = generator;
    this.transition = transition;
  }

  /**
   * Returns a legal turn drawn uniformly at random as a new turn object, or {@code None} when the
   * game is over. A new object is cheaper than looking up the generator's shared one, whose table
   * is too large to stay in the processor's caches during a playout.
   */
  Option<AmazonsflipMove> randomMove(AmazonsflipPosition p, RandomGenerator random) {
    int turn = draw(p, random);
    return turn < 0 ? Option.none() : Option.some(decode(turn));
  }

  /**
   * Plays uniformly random legal turns from {@code start} until the game ends or {@code maxTurns}
   * turns have been played, and returns the last position: the rollout of Monte-Carlo search,
   * without move objects.
   */
  AmazonsflipPosition playout(AmazonsflipPosition start, RandomGenerator random, int maxTurns) {
    AmazonsflipPosition position = start;
    for (int i = 0; i < maxTurns; i++) {
      int turn = draw(position, random);
      if (turn < 0) {
        break;
      }
      position = transition.apply(position, turn);
    }
    return position;
  }

  /**
   * Returns a legal turn drawn part by part, or {@code None} when the game is over: the
   * distribution of {@link io.github.latrunculi.core.TurnSteps#randomMoveByParts} over {@link
   * AmazonsflipSteps}.
   */
  Option<AmazonsflipMove> randomMoveByParts(AmazonsflipPosition p, RandomGenerator random) {
    int turn = drawByParts(p, random);
    return turn < 0 ? Option.none() : Option.some(decode(turn));
  }

  private static AmazonsflipMove decode(int turn) {
    Square from = AmazonsflipContext.square(PackedMove.from(turn));
    Square to = AmazonsflipContext.square(PackedMove.to(turn));
    int target = AmazonsflipMoveGenerator.target(turn);
    return target == NO_TARGET
        ? new AmazonsflipMove.Opening(from, to)
        : new AmazonsflipMove.MoveAndFire(from, to, AmazonsflipContext.square(target));
  }

  /**
   * Returns a packed turn drawn uniformly among all complete legal turns of the side to move, or -1
   * when there is none.
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
    Scratch scratch = Scratch.get();
    IntBuffer amazons = scratch.take();
    try {
      long[] reach = scratch.longs(WORDS * count);
      int n = collect(p, count, blockLo, blockHi, amazons, reach);
      if (n == 0) {
        return -1;
      }
      if (p.isOpeningTurn()) {
        int pair = pairAt(amazons, reach, below(random, n));
        return PackedMove.of(PackedMove.from(pair), PackedMove.to(pair), NO_TARGET);
      }
      int turn =
          empty >= MIDDLE_BOARD
              ? drawByPairSlots(p, side, amazons, reach, n, random)
              : drawByCandidates(p, side, amazons, reach, scratch, random);
      return turn >= 0 ? turn : countedTurn(p, side, amazons, reach, scratch, random);
    } finally {
      scratch.give();
    }
  }

  /**
   * Returns a packed turn drawn part by part, or -1 when there is none: a move uniformly among the
   * moves that begin a legal turn, then (except on the opening turn) a fire target uniformly among
   * that move's. Unlike {@link #draw}, the targets are listed, once, for the one move drawn.
   */
  int drawByParts(AmazonsflipPosition p, RandomGenerator random) {
    int move = drawSoundMove(p, random);
    if (move < 0 || p.isOpeningTurn()) {
      return move;
    }
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    long slots = generator.shotSlots(p, p.side(), from, to);
    int slot = Bits.select(slots, below(random, Long.bitCount(slots)));
    return PackedMove.of(from, to, SLOT_SQUARE[to * MAX_REACH + slot]);
  }

  /**
   * Returns a move drawn uniformly among those that begin a legal turn, packed with {@link
   * AmazonsflipMoveGenerator#NO_TARGET}, or -1 when there is none. Rejection sampling as in {@link
   * #draw}: an (amazon, destination) pair drawn uniformly, again while it is a dead end; on an open
   * board by amazon and line slot, else among the listed pairs. After {@link #MAX_TRIALS} dead ends
   * the sound pairs are listed and one is picked by number.
   */
  private int drawSoundMove(AmazonsflipPosition p, RandomGenerator random) {
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
      for (int trial = 0; trial < AMAZON_TRIALS; trial++) {
        int pair = lineSlotPair(p, amLo, amHi, count, blockLo, blockHi, random);
        if (pair >= 0 && isSound(p, PackedMove.from(pair), PackedMove.to(pair))) {
          return pair;
        }
      }
    }
    Scratch scratch = Scratch.get();
    IntBuffer amazons = scratch.take();
    try {
      long[] reach = scratch.longs(WORDS * count);
      int n = collect(p, count, blockLo, blockHi, amazons, reach);
      for (int trial = 0; trial < MAX_TRIALS && n > 0; trial++) {
        int pair = pairAt(amazons, reach, below(random, n));
        if (isSound(p, PackedMove.from(pair), PackedMove.to(pair))) {
          return PackedMove.of(PackedMove.from(pair), PackedMove.to(pair), NO_TARGET);
        }
      }
      return listedSoundMove(p, amazons, reach, scratch, random);
    } finally {
      scratch.give();
    }
  }

  /** The exact way of {@link #drawSoundMove}: lists the sound pairs and picks one, or -1. */
  private int listedSoundMove(
      AmazonsflipPosition p,
      IntBuffer amazons,
      long[] reach,
      Scratch scratch,
      RandomGenerator random) {
    IntBuffer sound = scratch.take();
    try {
      for (int i = 0; i < amazons.size() / STRIDE; i++) {
        int from = amazons.get(STRIDE * i);
        for (int word = 0; word < WORDS; word++) {
          for (long bits = reach[WORDS * i + word]; bits != 0; bits &= bits - 1) {
            int to = LO_SQUARES * word + Long.numberOfTrailingZeros(bits);
            if (isSound(p, from, to)) {
              sound.add(PackedMove.of(from, to, NO_TARGET));
            }
          }
        }
      }
      return sound.size() == 0 ? -1 : sound.get(below(random, sound.size()));
    } finally {
      scratch.give();
    }
  }

  /** Returns true when the move from {@code from} to {@code to} begins a legal turn. */
  private boolean isSound(AmazonsflipPosition p, int from, int to) {
    return p.isOpeningTurn() || generator.hasShot(p, p.side(), from, to);
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
      int pair = lineSlotPair(p, amLo, amHi, count, blockLo, blockHi, random);
      if (pair < 0) {
        continue;
      }
      if (p.isOpeningTurn()) {
        return pair;
      }
      int from = PackedMove.from(pair);
      int to = PackedMove.to(pair);
      int target = generator.shotAt(p, side, from, to, below(random, MAX_REACH));
      if (target >= 0) {
        return PackedMove.of(from, to, target);
      }
    }
    return -1;
  }

  /**
   * One trial of the open-board ways: an amazon and one of its line slots, uniformly. Returns the
   * pair packed with {@link AmazonsflipMoveGenerator#NO_TARGET} when the amazon can move to the
   * slot's square, else -1.
   */
  private static int lineSlotPair(
      AmazonsflipPosition p,
      long amLo,
      long amHi,
      int count,
      long blockLo,
      long blockHi,
      RandomGenerator random) {
    int r = below(random, count * MAX_REACH);
    int from = AmazonsflipBits.select(amLo, amHi, r / MAX_REACH);
    int slot = from * MAX_REACH + r % MAX_REACH;
    boolean moves =
        SLOT_SQUARE[slot] >= 0 && AmazonsflipMoveGenerator.reaches(p, slot, blockLo, blockHi);
    return moves ? PackedMove.of(from, SLOT_SQUARE[slot], NO_TARGET) : -1;
  }

  /**
   * Computes the destination sets of the amazons of the side to move, amazon {@code i}'s in {@code
   * reach[2i]} and {@code reach[2i + 1]}, and lists the amazons in {@code amazons} with the running
   * count of pairs; returns the number of (amazon, destination) pairs.
   */
  private static int collect(
      AmazonsflipPosition p,
      int count,
      long blockLo,
      long blockHi,
      IntBuffer amazons,
      long[] reach) {
    int side = p.side();
    long restLo = p.amazonsLo(side);
    long restHi = p.amazonsHi(side);
    int n = 0;
    for (int i = 0; i < count; i++) {
      int from = AmazonsflipBits.lowest(restLo, restHi);
      restLo &= ~lo(from);
      restHi &= ~hi(from);
      AmazonsflipBits.reach(from, blockLo, blockHi, reach, WORDS * i);
      reach[WORDS * i] &= ~p.occupiedLo();
      reach[WORDS * i + 1] &= ~p.occupiedHi();
      n += Long.bitCount(reach[WORDS * i]) + Long.bitCount(reach[WORDS * i + 1]);
      amazons.add(from);
      amazons.add(n);
    }
    return n;
  }

  /**
   * Returns pair number {@code q} (amazons in square order, destinations in index order) as a
   * packed move without a target.
   */
  private static int pairAt(IntBuffer amazons, long[] reach, int q) {
    int i = 0;
    while (amazons.get(STRIDE * i + 1) <= q) {
      i++;
    }
    int k = q - (i == 0 ? 0 : amazons.get(STRIDE * i - 1));
    int to = AmazonsflipBits.select(reach[WORDS * i], reach[WORDS * i + 1], k);
    return PackedMove.of(amazons.get(STRIDE * i), to, 0);
  }

  /** A pair and a line slot of its destination per trial; -1 after its trials are refused. */
  private int drawByPairSlots(
      AmazonsflipPosition p,
      int side,
      IntBuffer amazons,
      long[] reach,
      int n,
      RandomGenerator random) {
    for (int trial = 0; trial < MAX_TRIALS; trial++) {
      int r = below(random, n * MAX_REACH);
      int q = r / MAX_REACH;
      int pair = pairAt(amazons, reach, q);
      int from = PackedMove.from(pair);
      int to = PackedMove.to(pair);
      int target = generator.shotAt(p, side, from, to, r - q * MAX_REACH);
      if (target >= 0) {
        return PackedMove.of(from, to, target);
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
      AmazonsflipPosition p,
      int side,
      IntBuffer amazons,
      long[] reach,
      Scratch scratch,
      RandomGenerator random) {
    long emptyLo = ~p.occupiedLo();
    long emptyHi = ~p.occupiedHi();
    IntBuffer weighted = scratch.take();
    try {
      int total = 0;
      for (int i = 0; i < amazons.size() / STRIDE; i++) {
        int from = amazons.get(STRIDE * i);
        for (int word = 0; word < WORDS; word++) {
          for (long bits = reach[WORDS * i + word]; bits != 0; bits &= bits - 1) {
            int to = LO_SQUARES * word + Long.numberOfTrailingZeros(bits);
            total += candidateTargets(to, emptyLo, emptyHi);
            weighted.add(PackedMove.of(from, to, 0));
            weighted.add(total);
          }
        }
      }
      int n = weighted.size() / STRIDE;
      for (int trial = 0; trial < MAX_TRIALS; trial++) {
        int r = below(random, total);
        int k = firstEndAbove(weighted, n, r);
        int from = PackedMove.from(weighted.get(STRIDE * k));
        int to = PackedMove.to(weighted.get(STRIDE * k));
        int target =
            AmazonsflipBits.select(
                LINES_LO[to] & emptyLo | lo(from),
                LINES_HI[to] & emptyHi | hi(from),
                r - (k == 0 ? 0 : weighted.get(STRIDE * k - 1)));
        if (generator.shotAt(p, side, from, to, SLOT_OF[to * SIZE + target]) >= 0) {
          return PackedMove.of(from, to, target);
        }
      }
      return -1;
    } finally {
      scratch.give();
    }
  }

  /**
   * Returns how many fire targets the amazon moved to {@code to} may have at most: the empty
   * squares on the lines of {@code to} and the square it left (on one of them; {@code to} is not).
   */
  private static int candidateTargets(int to, long emptyLo, long emptyHi) {
    return Long.bitCount(LINES_LO[to] & emptyLo) + Long.bitCount(LINES_HI[to] & emptyHi) + 1;
  }

  /**
   * Returns the first index below {@code n} whose running total exceeds {@code r}, in a list of
   * (pair, running total) entries.
   */
  private static int firstEndAbove(IntBuffer weighted, int n, int r) {
    int low = 0;
    int high = n - 1;
    while (low < high) {
      int middle = (low + high) >>> 1;
      if (weighted.get(STRIDE * middle + 1) > r) {
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
      AmazonsflipPosition p,
      int side,
      IntBuffer amazons,
      long[] reach,
      Scratch scratch,
      RandomGenerator random) {
    IntBuffer counted = scratch.take();
    try {
      int total = 0;
      for (int i = 0; i < amazons.size() / STRIDE; i++) {
        int from = amazons.get(STRIDE * i);
        for (int word = 0; word < WORDS; word++) {
          for (long bits = reach[WORDS * i + word]; bits != 0; bits &= bits - 1) {
            int to = LO_SQUARES * word + Long.numberOfTrailingZeros(bits);
            total += generator.countShots(p, side, from, to);
            counted.add(PackedMove.of(from, to, 0));
            counted.add(total);
          }
        }
      }
      if (total == 0) {
        return -1;
      }
      int k = random.nextInt(total);
      int q = firstEndAbove(counted, counted.size() / STRIDE, k);
      int from = PackedMove.from(counted.get(STRIDE * q));
      int to = PackedMove.to(counted.get(STRIDE * q));
      int skip = k - (q == 0 ? 0 : counted.get(STRIDE * q - 1));
      for (int slot = 0; ; slot++) {
        int target = generator.shotAt(p, side, from, to, slot);
        if (target >= 0 && skip-- == 0) {
          return PackedMove.of(from, to, target);
        }
      }
    } finally {
      scratch.give();
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
      int threshold = (int) ((1L << Integer.SIZE) % bound);
      while ((product & 0xFFFFFFFFL) < threshold) {
        product = (random.nextInt() & 0xFFFFFFFFL) * bound;
      }
    }
    return (int) (product >>> Integer.SIZE);
  }
}
