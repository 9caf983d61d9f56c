package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.CHIEF;
import static io.github.latrunculi.chief.ChiefCells.KINDS;
import static io.github.latrunculi.chief.ChiefCells.KIND_MASK;
import static io.github.latrunculi.chief.ChiefCells.SAVAGE;
import static io.github.latrunculi.chief.ChiefCells.SEAT_SHIFT;

import io.github.latrunculi.chief.ChiefMove.Place;
import io.github.latrunculi.chief.ChiefMove.Reinforce;
import io.github.latrunculi.chief.ChiefMove.Step;
import io.github.latrunculi.chief.ChiefMove.StepKind;
import io.github.latrunculi.chief.ChiefVariant.Mode;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.ArrayHandover;
import io.github.latrunculi.core.kit.BoardTables;
import io.github.latrunculi.core.kit.IntBuffer;
import io.github.latrunculi.core.kit.PackedMove;
import io.github.latrunculi.core.kit.Scratch;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The legal moves of a position: the hot loop over steps, written as {@link PackedMove}s into a
 * {@link Scratch} buffer (or only counted, for perft's bulk count) without allocating, and the
 * placements, reinforcements and the forced pass around it. A packed step's detail is its kind:
 * {@link #MOVE}, {@link #PUSH} or {@link #CAPTURE}, the ordinals of {@link StepKind}. Callers check
 * first that the game is not over.
 */
final class ChiefMoveGenerator {
  static final int MOVE = 0;
  static final int PUSH = 1;
  static final int CAPTURE = 2;

  /** Range by cell kind code (kind + 1); the Rider's unlimited range is capped by the rays. */
  private static final int[] RANGE = {0, 2, 2, Integer.MAX_VALUE, 3, 2};

  private static final StepKind[] STEP_KINDS = StepKind.values();

  /**
   * The order of victims and attackers in {@link #captures}: Chief, Warrior, Rider, Amazon, Savage.
   */
  private static final int[] CAPTURE_ORDER = {9, 2, 4, 3, 1};

  /** The weight of the victim over the attacker in a capture's sort key. */
  private static final int VICTIM_WEIGHT = 8;

  /** The bits of a capture's sort key that hold its place in the list of steps. */
  private static final int INDEX_BITS = 16;

  private final ChiefContext context;
  private final Geometry geometry;
  private final BoardTables tables;
  private final ChiefVariant variant;

  /**
   * The step objects by packed index {@code (from * size + to) * 3 + kind}, made on first use:
   * steps are values, so one instance per step serves every position (benign races write equal
   * immutable objects).
   */
  private final Step[] stepCache;

  /** rays[square]: the rays that leave the square ({@link ChiefContext#leavingRays()}). */
  private final int[][][] rays;

  /** The most steps a position can have: one per ordered pair of squares. */
  private final int maxSteps;

  ChiefMoveGenerator(ChiefContext context) {
    this.context = context;
    this.geometry = context.geometry();
    this.tables = context.tables();
    this.variant = context.variant();
    this.stepCache = new Step[geometry.size() * geometry.size() * STEP_KINDS.length];
    this.rays = context.leavingRays();
    this.maxSteps = geometry.size() * geometry.size();
  }

  /** Returns the step of a packed move. */
  Step step(int packed) {
    int from = PackedMove.from(packed);
    int to = PackedMove.to(packed);
    int kind = PackedMove.detail(packed);
    int slot = (from * geometry.size() + to) * STEP_KINDS.length + kind;
    Step step = stepCache[slot];
    if (step == null) {
      step = new Step(geometry.square(from), geometry.square(to), STEP_KINDS[kind]);
      stepCache[slot] = step;
    }
    return step;
  }

  /**
   * Returns every legal move of a position whose game is not over; {@code pass} when there is none.
   */
  Seq<ChiefMove> legalMoves(ChiefPosition position) {
    if (position.placing() || mayReinforce(position)) {
      ArrayList<ChiefMove> moves = new ArrayList<>();
      if (position.placing()) {
        addPlacements(position, moves);
      } else {
        addSteps(position, moves);
        addReinforcements(position, moves);
      }
      return moves.isEmpty() ? List.of(ChiefMove.PASS) : Array.ofAll(moves);
    }
    Scratch scratch = Scratch.get();
    IntBuffer packed = scratch.take();
    try {
      int n = steps(position, packed);
      if (n == 0) {
        return List.of(ChiefMove.PASS);
      }
      Object[] moves = new Object[n];
      for (int i = 0; i < n; i++) {
        moves[i] = step(packed.get(i));
      }
      return ArrayHandover.of(moves);
    } finally {
      scratch.give();
    }
  }

  /**
   * Returns the legal captures of a position whose game is not over, none while placing; the most
   * valuable victim first, and of equal victims the least valuable attacker first, so that a search
   * that tries them in order cuts off early.
   */
  Seq<ChiefMove> captures(ChiefPosition position) {
    if (position.placing()) {
      return List.empty();
    }
    Scratch scratch = Scratch.get();
    IntBuffer packed = scratch.take();
    try {
      int n = steps(position, packed);
      byte[] cells = position.cells();
      int[] keyed = new int[n];
      int count = 0;
      for (int i = 0; i < n; i++) {
        int move = packed.get(i);
        if (PackedMove.detail(move) == CAPTURE) {
          int worth =
              CAPTURE_ORDER[ChiefCells.kind(cells[PackedMove.to(move)])] * VICTIM_WEIGHT
                  - CAPTURE_ORDER[ChiefCells.kind(cells[PackedMove.from(move)])];
          keyed[count++] = worth << INDEX_BITS | i;
        }
      }
      Arrays.sort(keyed, 0, count);
      Object[] captures = new Object[count];
      int index = (1 << INDEX_BITS) - 1;
      for (int i = 0; i < count; i++) {
        captures[i] = step(packed.get(keyed[count - 1 - i] & index));
      }
      return ArrayHandover.of(captures);
    } finally {
      scratch.give();
    }
  }

  private void addSteps(ChiefPosition position, ArrayList<ChiefMove> moves) {
    Scratch scratch = Scratch.get();
    IntBuffer packed = scratch.take();
    try {
      int n = steps(position, packed);
      for (int i = 0; i < n; i++) {
        moves.add(step(packed.get(i)));
      }
    } finally {
      scratch.give();
    }
  }

  /**
   * Returns a legal move drawn uniformly, the same one {@code legalMoves(position).get(index)}
   * would give for an index drawn with {@code random.nextInt(count)}: the steps are walked once
   * into the scratch array, and only the drawn move is made.
   */
  ChiefMove randomMove(ChiefPosition position, RandomGenerator random) {
    if (position.placing()) {
      int kinds = placeableKinds(position);
      int empty = emptySquares(position);
      int total = kinds * empty;
      int index = random.nextInt(Math.max(1, total));
      if (total == 0) {
        return ChiefMove.PASS;
      }
      return nthPlacement(position, index / empty, index % empty);
    }
    Scratch scratch = Scratch.get();
    IntBuffer packed = scratch.take();
    try {
      int steps = steps(position, packed);
      int reinforcements = countReinforcements(position);
      // A forced pass is a list of one: draw from it too, so that the random stream is the same.
      int total = steps + reinforcements;
      int index = random.nextInt(Math.max(1, total));
      if (total == 0) {
        return ChiefMove.PASS;
      }
      if (index < steps) {
        return step(packed.get(index));
      }
      ArrayList<ChiefMove> moves = new ArrayList<>();
      addReinforcements(position, moves);
      return moves.get(index - steps);
    } finally {
      scratch.give();
    }
  }

  /**
   * Returns the placement of the {@code kindIndex}-th placeable kind on the {@code emptyIndex}-th
   * empty square.
   */
  private ChiefMove nthPlacement(ChiefPosition position, int kindIndex, int emptyIndex) {
    int kind = -1;
    for (int k = 0, seen = -1; seen < kindIndex; k++) {
      if (mayPlace(position, k)) {
        seen++;
        kind = k;
      }
    }
    int square = -1;
    for (int s = 0, seen = -1; seen < emptyIndex; s++) {
      if (position.cell(s) == 0) {
        seen++;
        square = s;
      }
    }
    return new Place(ChiefKind.of(kind), geometry.square(square));
  }

  /** Counts the legal moves of a position whose game is not over ({@code pass} counts as one). */
  int count(ChiefPosition position) {
    int n = countWithoutPass(position);
    return n == 0 ? 1 : n;
  }

  /**
   * Counts the legal moves other than {@code pass}: zero exactly when the side to move must pass.
   */
  int countWithoutPass(ChiefPosition position) {
    if (position.placing()) {
      return placeableKinds(position) * emptySquares(position);
    }
    return steps(position, null) + countReinforcements(position);
  }

  /**
   * Appends the legal steps of the side to move to {@code out} when it is not null and returns how
   * many there are. The position is in its movement phase.
   */
  int steps(ChiefPosition position, IntBuffer out) {
    byte[] cells = position.cells();
    int me = position.side();
    int limitSquare = position.pushCount() >= variant.pushLimit() ? position.pushSquareIndex() : -1;
    boolean limitCaptures = variant.limitCaptures();
    int[] enemies = context.stepBackRule() ? enemySquares(cells, me) : null;
    // The movable pieces as two words of square bits, walked in square order: gathering them
    // without a branch per square is cheaper than skipping the other squares one by one.
    long movableLow = ownSquares(cells, me, 0) & ~position.frozenLow();
    long movableHigh = ownSquares(cells, me, Long.SIZE) & ~position.frozenHigh();
    // Plain stores into the buffer's array: at most one step per pair of squares.
    int[] raw = out == null ? null : out.reserve(maxSteps);
    int n = 0;
    for (int word = 0; word < 2; word++) {
      for (long movable = word == 0 ? movableLow : movableHigh;
          movable != 0;
          movable &= movable - 1) {
        int s = word * Long.SIZE + Long.numberOfTrailingZeros(movable);
        n = stepsFrom(s, cells, me, limitSquare, limitCaptures, enemies, raw, n);
      }
    }
    if (out != null) {
      out.setSize(n);
    }
    return n;
  }

  /** The bits of the squares {@code first .. first + 63} that hold a piece of {@code me}. */
  private static long ownSquares(byte[] cells, int me, int first) {
    long own = 0;
    for (int s = first, end = Math.min(cells.length, first + Long.SIZE); s < end; s++) {
      int cell = cells[s];
      own |= (cell != 0 & cell >> SEAT_SHIFT == me ? 1L : 0L) << (s - first);
    }
    return own;
  }

  /** Writes the steps of the piece on {@code s} from place {@code n}; returns the new count. */
  private int stepsFrom(
      int s,
      byte[] cells,
      int me,
      int limitSquare,
      boolean limitCaptures,
      int[] enemies,
      int[] out,
      int n) {
    int range = RANGE[cells[s] & KIND_MASK];
    for (int[] ray : rays[s]) {
      int reach = Math.min(range, ray.length);
      for (int k = 0; k < reach; k++) {
        int t = ray[k];
        int target = cells[t];
        if (target == 0) {
          if (enemies == null || approaches(s, t, enemies)) {
            if (out != null) {
              out[n] = PackedMove.of(s, t, MOVE);
            }
            n++;
          }
          continue;
        }
        if (target >> SEAT_SHIFT != me) {
          boolean push = k + 1 < ray.length && cells[ray[k + 1]] == 0;
          if (t != limitSquare || (!push && !limitCaptures)) {
            if (out != null) {
              out[n] = PackedMove.of(s, t, push ? PUSH : CAPTURE);
            }
            n++;
          }
        }
        break;
      }
    }
    return n;
  }

  /** Returns the squares of every piece not of {@code me}, as a compact array. */
  static int[] enemySquares(byte[] cells, int me) {
    int count = 0;
    for (byte cell : cells) {
      if (cell != 0 && cell >> SEAT_SHIFT != me) {
        count++;
      }
    }
    int[] squares = new int[count];
    int i = 0;
    for (int s = 0; s < cells.length; s++) {
      if (cells[s] != 0 && cells[s] >> SEAT_SHIFT != me) {
        squares[i++] = s;
      }
    }
    return squares;
  }

  /** Armageddon's "not a step back": does the step from s to t satisfy the distance rule? */
  boolean approaches(int from, int to, int[] enemies) {
    boolean notFarther = variant.stepNotFarther();
    for (int enemy : enemies) {
      int before = distance(from, enemy);
      int after = distance(to, enemy);
      if (after < before || (notFarther && after == before)) {
        return true;
      }
    }
    return false;
  }

  private int distance(int a, int b) {
    if (!variant.stepEuclid()) {
      return tables.distance(a, b);
    }
    int df = geometry.fileOf(a) - geometry.fileOf(b);
    int dr = geometry.rankOf(a) - geometry.rankOf(b);
    return df * df + dr * dr;
  }

  /** May the side to move place a piece of this kind now? */
  boolean mayPlace(ChiefPosition position, int kind) {
    return position.handCount(position.side(), kind) > 0
        && (kind != CHIEF || !chiefMustWait(position));
  }

  private int placeableKinds(ChiefPosition position) {
    int n = 0;
    for (int kind = 0; kind < KINDS; kind++) {
      n += mayPlace(position, kind) ? 1 : 0;
    }
    return n;
  }

  private static int emptySquares(ChiefPosition position) {
    int n = 0;
    for (byte cell : position.cells()) {
      n += cell == 0 ? 1 : 0;
    }
    return n;
  }

  private void addPlacements(ChiefPosition position, ArrayList<ChiefMove> moves) {
    for (int kind = 0; kind < KINDS; kind++) {
      if (!mayPlace(position, kind)) {
        continue;
      }
      for (int s = 0; s < geometry.size(); s++) {
        if (position.cell(s) == 0) {
          moves.add(new Place(ChiefKind.of(kind), geometry.square(s)));
        }
      }
    }
  }

  /** Assassination: the Chief is placed last, after every other piece of both hands. */
  boolean chiefMustWait(ChiefPosition position) {
    if (variant.mode() != Mode.ASSASSINATION) {
      return false;
    }
    byte[] hands = position.hands();
    for (int i = 0; i < hands.length; i++) {
      if (i != CHIEF && hands[i] != 0) {
        return true;
      }
    }
    return false;
  }

  /** Is the side to move White in assassination's movement phase, allowed to bring in Savages? */
  boolean mayReinforce(ChiefPosition position) {
    return variant.mode() == Mode.ASSASSINATION && position.side() == 0 && variant.reinforce() > 0;
  }

  /** Returns the empty squares of the outer ring, in index (rank-then-file) order. */
  private int[] emptyEdgeSquares(ChiefPosition position) {
    int[] squares = new int[geometry.size()];
    int n = 0;
    for (int s = 0; s < geometry.size(); s++) {
      if (context.isEdge(s) && position.cell(s) == 0) {
        squares[n++] = s;
      }
    }
    return Arrays.copyOf(squares, n);
  }

  /** Returns how many Savages of a seat stand on the board. */
  static int savagesOnBoard(ChiefPosition position, int seat) {
    int n = 0;
    int savage = ChiefCells.code(seat, SAVAGE);
    for (byte cell : position.cells()) {
      n += cell == savage ? 1 : 0;
    }
    return n;
  }

  /** How many Savages White may bring in this turn. */
  private int reinforcementAllowance(ChiefPosition position) {
    return Math.min(variant.reinforce(), variant.savageCap() - savagesOnBoard(position, 0));
  }

  private void addReinforcements(ChiefPosition position, ArrayList<ChiefMove> moves) {
    if (!mayReinforce(position)) {
      return;
    }
    int allowance = reinforcementAllowance(position);
    int[] edge = emptyEdgeSquares(position);
    addCombinations(edge, 0, allowance, List.empty(), moves);
  }

  private void addCombinations(
      int[] edge, int start, int left, List<Square> chosen, ArrayList<ChiefMove> moves) {
    if (left == 0) {
      return;
    }
    for (int i = start; i < edge.length; i++) {
      List<Square> squares = chosen.append(geometry.square(edge[i]));
      moves.add(new Reinforce(squares));
      addCombinations(edge, i + 1, left - 1, squares, moves);
    }
  }

  private int countReinforcements(ChiefPosition position) {
    if (!mayReinforce(position)) {
      return 0;
    }
    int allowance = reinforcementAllowance(position);
    int edge = emptyEdgeSquares(position).length;
    int total = 0;
    long ways = 1;
    for (int k = 1; k <= allowance && k <= edge; k++) {
      ways = ways * (edge - k + 1) / k;
      total += (int) ways;
    }
    return total;
  }
}
