package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.CHIEF;
import static io.github.latrunculi.chief.ChiefCells.KINDS;
import static io.github.latrunculi.chief.ChiefCells.SAVAGE;

import io.github.latrunculi.chief.ChiefMove.Place;
import io.github.latrunculi.chief.ChiefMove.Reinforce;
import io.github.latrunculi.chief.ChiefMove.Step;
import io.github.latrunculi.chief.ChiefMove.StepKind;
import io.github.latrunculi.chief.ChiefVariant.Mode;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Square;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The legal moves of a position: the hot loop over steps, written as packed ints into an array (or
 * only counted, for perft's bulk count) without allocating, and the placements, reinforcements and
 * the forced pass around it. A packed step is {@code from | to << 8 | kind << 16} with kind {@link
 * #MOVE}, {@link #PUSH} or {@link #CAPTURE}. Callers check first that the game is not over.
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

  private final ChiefRules rules;
  private final Geometry geometry;
  private final ChiefVariant variant;

  /**
   * The step objects by packed index {@code (from * size + to) * 3 + kind}, made on first use:
   * steps are values, so one instance per step serves every position (benign races write equal
   * immutable objects).
   */
  private final Step[] stepCache;

  /**
   * A scratch array per thread for the packed steps of one position, so that a position's steps are
   * walked once and nothing is allocated: a step is a distinct (from, to) pair, so {@code size *
   * size} bounds their number.
   */
  private final ThreadLocal<int[]> scratch;

  /**
   * rays[square]: the rays of the directions that leave the square, in {@link Direction} order,
   * each its squares nearest first, so that the step loop never visits a direction off the board.
   */
  private final int[][][] rays;

  ChiefMoveGenerator(ChiefRules rules) {
    this.rules = rules;
    this.geometry = rules.geometry();
    this.variant = rules.chiefVariant();
    this.stepCache = new Step[geometry.size() * geometry.size() * STEP_KINDS.length];
    int bound = geometry.size() * geometry.size();
    this.scratch = ThreadLocal.withInitial(() -> new int[bound]);
    this.rays = new int[geometry.size()][][];
    for (int square = 0; square < rays.length; square++) {
      int[][] leaving = new int[Direction.COUNT][];
      int n = 0;
      for (int d = 0; d < Direction.COUNT; d++) {
        int[] ray = geometry.ray(square, d);
        if (ray.length > 0) {
          leaving[n++] = ray;
        }
      }
      rays[square] = Arrays.copyOf(leaving, n);
    }
  }

  static int from(int packed) {
    return packed & 0xFF;
  }

  static int to(int packed) {
    return (packed >>> 8) & 0xFF;
  }

  static int kind(int packed) {
    return packed >>> 16;
  }

  /** Returns the step of a packed int. */
  Step step(int packed) {
    int slot = (from(packed) * geometry.size() + to(packed)) * STEP_KINDS.length + kind(packed);
    Step step = stepCache[slot];
    if (step == null) {
      step =
          new Step(
              geometry.square(from(packed)), geometry.square(to(packed)), STEP_KINDS[kind(packed)]);
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
    int[] packed = scratch.get();
    int n = steps(position, packed);
    if (n == 0) {
      return List.of(ChiefMove.PASS);
    }
    ChiefMove[] moves = new ChiefMove[n];
    for (int i = 0; i < n; i++) {
      moves[i] = step(packed[i]);
    }
    return Array.of(moves);
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
    int[] packed = scratch.get();
    int n = steps(position, packed);
    byte[] cells = position.cells();
    int[] keyed = new int[n];
    int count = 0;
    for (int i = 0; i < n; i++) {
      if (kind(packed[i]) == CAPTURE) {
        int worth =
            CAPTURE_ORDER[ChiefCells.kind(cells[to(packed[i])])] * 8
                - CAPTURE_ORDER[ChiefCells.kind(cells[from(packed[i])])];
        keyed[count++] = worth << 16 | i;
      }
    }
    Arrays.sort(keyed, 0, count);
    ChiefMove[] captures = new ChiefMove[count];
    for (int i = 0; i < count; i++) {
      captures[i] = step(packed[keyed[count - 1 - i] & 0xFFFF]);
    }
    return Array.of(captures);
  }

  private void addSteps(ChiefPosition position, ArrayList<ChiefMove> moves) {
    int[] packed = scratch.get();
    int n = steps(position, packed);
    for (int i = 0; i < n; i++) {
      moves.add(step(packed[i]));
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
    int[] packed = scratch.get();
    int steps = steps(position, packed);
    int reinforcements = countReinforcements(position);
    // A forced pass is a list of one: draw from it too, so that the random stream is the same.
    int total = steps + reinforcements;
    int index = random.nextInt(Math.max(1, total));
    if (total == 0) {
      return ChiefMove.PASS;
    }
    if (index < steps) {
      return step(packed[index]);
    }
    ArrayList<ChiefMove> moves = new ArrayList<>();
    addReinforcements(position, moves);
    return moves.get(index - steps);
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
   * Writes the legal steps of the side to move into {@code out} when it is not null and returns how
   * many there are. The position is in its movement phase.
   */
  int steps(ChiefPosition position, int[] out) {
    byte[] cells = position.cells();
    int me = position.side();
    int limitSquare = position.pushCount() >= variant.pushLimit() ? position.pushSquareIndex() : -1;
    boolean limitCaptures = variant.limitCaptures();
    int[] enemies = rules.stepBackRule() ? enemySquares(cells, me) : null;
    // The movable pieces as two words of square bits, walked in square order: gathering them
    // without a branch per square is cheaper than skipping the other squares one by one.
    long movableLow = ownSquares(cells, me, 0) & ~position.frozenLow();
    long movableHigh = ownSquares(cells, me, 64) & ~position.frozenHigh();
    int n = 0;
    for (int word = 0; word < 2; word++) {
      for (long movable = word == 0 ? movableLow : movableHigh;
          movable != 0;
          movable &= movable - 1) {
        int s = (word << 6) + Long.numberOfTrailingZeros(movable);
        n = stepsFrom(s, cells, me, limitSquare, limitCaptures, enemies, out, n);
      }
    }
    return n;
  }

  /** The bits of the squares {@code first .. first + 63} that hold a piece of {@code me}. */
  private static long ownSquares(byte[] cells, int me, int first) {
    long own = 0;
    for (int s = first, end = Math.min(cells.length, first + 64); s < end; s++) {
      int cell = cells[s];
      own |= (cell != 0 & cell >> 3 == me ? 1L : 0L) << (s - first);
    }
    return own;
  }

  /** Writes the steps of the piece on {@code s} from index {@code n}; returns the new count. */
  private int stepsFrom(
      int s,
      byte[] cells,
      int me,
      int limitSquare,
      boolean limitCaptures,
      int[] enemies,
      int[] out,
      int n) {
    int range = RANGE[cells[s] & 7];
    for (int[] ray : rays[s]) {
      int reach = Math.min(range, ray.length);
      for (int k = 0; k < reach; k++) {
        int t = ray[k];
        int target = cells[t];
        if (target == 0) {
          if (enemies == null || approaches(s, t, enemies)) {
            if (out != null) {
              out[n] = s | t << 8;
            }
            n++;
          }
          continue;
        }
        if (target >> 3 != me) {
          boolean push = k + 1 < ray.length && cells[ray[k + 1]] == 0;
          if (t != limitSquare || (!push && !limitCaptures)) {
            if (out != null) {
              out[n] = s | t << 8 | (push ? PUSH : CAPTURE) << 16;
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
      if (cell != 0 && cell >> 3 != me) {
        count++;
      }
    }
    int[] squares = new int[count];
    int i = 0;
    for (int s = 0; s < cells.length; s++) {
      if (cells[s] != 0 && cells[s] >> 3 != me) {
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
      return geometry.distance(a, b);
    }
    int df = geometry.fileOf(a) - geometry.fileOf(b);
    int dr = geometry.rankOf(a) - geometry.rankOf(b);
    return df * df + dr * dr;
  }

  // ---- placements (wild, assassination) ----

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

  // ---- reinforcements (assassination) ----

  /** Is the side to move White in assassination's movement phase, allowed to bring in Savages? */
  boolean mayReinforce(ChiefPosition position) {
    return variant.mode() == Mode.ASSASSINATION && position.side() == 0 && variant.reinforce() > 0;
  }

  /** Returns the empty squares of the outer ring, in index (rank-then-file) order. */
  private int[] emptyEdgeSquares(ChiefPosition position) {
    int[] squares = new int[geometry.size()];
    int n = 0;
    for (int s = 0; s < geometry.size(); s++) {
      if (isEdge(s) && position.cell(s) == 0) {
        squares[n++] = s;
      }
    }
    return java.util.Arrays.copyOf(squares, n);
  }

  /** Is the square on the board's outer ring? */
  boolean isEdge(int square) {
    int file = geometry.fileOf(square);
    int rank = geometry.rankOf(square);
    return file == 0 || rank == 0 || file == geometry.width() - 1 || rank == geometry.height() - 1;
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
