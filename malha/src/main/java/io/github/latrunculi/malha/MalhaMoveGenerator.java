package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaContext.GEOMETRY;
import static io.github.latrunculi.malha.MalhaContext.MALHA;
import static io.github.latrunculi.malha.MalhaContext.ORTHOGONAL;
import static io.github.latrunculi.malha.MalhaContext.SIZE;
import static io.github.latrunculi.malha.MalhaContext.TABLES;
import static io.github.latrunculi.malha.MalhaContext.WIDTH;
import static io.github.latrunculi.malha.MalhaContext.index;
import static io.github.latrunculi.malha.MalhaContext.square;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.kit.ArrayHandover;
import io.github.latrunculi.core.kit.Bits;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The hot loop: legal moves, captures and blocking tests over the compact board of a {@link
 * MalhaPosition}: one 49-bit set per side (bit = rank × 7 + file). Steps are found for all soldiers
 * at once by shifting the set of empty squares; a side's code is 0 (Attacker) or 1 (Defender).
 *
 * <p>Neighbours are precomputed per square and direction (N, E, S, W); move records, and the {@code
 * Some} of each, are precomputed too, so generation allocates only the result array and a random
 * draw allocates nothing. One instance per variant, immutable and thread-safe.
 */
final class MalhaMoveGenerator {
  /** The four step directions of {@link MalhaContext#ORTHOGONAL}, as table rows per square. */
  static final int DIRECTIONS = 4;

  /** Each step in two forms, plain and flagged (the exchange flag). */
  static final int FORMS = 2;

  /** NEXT[square * DIRECTIONS + k]: the neighbour in direction k, or -1 off the board. */
  private static final int[] NEXT = new int[SIZE * DIRECTIONS];

  /**
   * RAYS[square * 4 + k]: the squares from the neighbour to the edge in direction k, one bit each,
   * from the kit's {@link MalhaContext#TABLES}.
   */
  private static final long[] RAYS = new long[SIZE * DIRECTIONS];

  /** Bit k: whether the rays of direction k run towards higher square indices. */
  private static final int ASCENDING;

  /** Bit per square: d3, c4, e4, d5. */
  static final long MALHA_ADJACENT;

  /** Every square of the board. */
  static final long ALL = (1L << SIZE) - 1;

  /** The squares of file a and of file g (no step leaves the board sideways from them). */
  private static final long FILE_A;

  private static final long FILE_G;

  /** Square indices in the string order of their names (a1, a2, …, a7, b1, …). */
  private static final int[] NAME_ORDER = new int[SIZE];

  /** NAME_RANK[square]: the square's place in {@link #NAME_ORDER}. */
  private static final int[] NAME_RANK = new int[SIZE];

  /** The malha-adjacent squares as bits of their places in {@link #NAME_ORDER}. */
  private static final long MALHA_ADJACENT_BY_NAME;

  /** PLACES_BY_NAME[i * 49 + j]: the pair of the squares in places i and j of the name order. */
  static final MalhaMove.Place[] PLACES_BY_NAME = new MalhaMove.Place[SIZE * SIZE];

  /** STEPS[(from * 4 + k) * 2 + flag]: the step from {@code from} in direction k. */
  static final MalhaMove.Step[] STEPS = new MalhaMove.Step[SIZE * DIRECTIONS * FORMS];

  /** PLACES[a * 49 + b]: the pair {a, b} (the same record for both orders). */
  private static final MalhaMove.Place[] PLACES = new MalhaMove.Place[SIZE * SIZE];

  static final MalhaMove.End END = new MalhaMove.End();

  /** The {@link #code} of {@code end}: the first code after those of the steps. */
  static final int END_CODE = STEPS.length;

  /** The moves of a game that is over: none (an empty array can be shared). */
  private static final Object[] NO_MOVES = {};

  /** STEP_OPTIONS[i] is {@code Some(STEPS[i])}: random draws return them without allocating. */
  private static final Option<MalhaMove>[] STEP_OPTIONS = options(STEPS.length);

  /** PLACE_OPTIONS[i] is {@code Some(PLACES[i])}. */
  private static final Option<MalhaMove>[] PLACE_OPTIONS = options(PLACES.length);

  private static final Option<MalhaMove> END_OPTION = Option.some(END);

  static {
    int ascending = 0;
    long adjacent = 0;
    long fileA = 0;
    long fileG = 0;
    for (int i = 0; i < SIZE; i++) {
      NAME_ORDER[i] = GEOMETRY.index(i / WIDTH, i % WIDTH);
      for (int k = 0; k < DIRECTIONS; k++) {
        int direction = ORTHOGONAL[k].ordinal();
        int next = GEOMETRY.neighbour(i, direction);
        NEXT[i * DIRECTIONS + k] = next;
        RAYS[i * DIRECTIONS + k] = TABLES.ray(i, direction, 0);
        ascending |= TABLES.ascending(direction) ? 1 << k : 0;
        adjacent |= next == MALHA ? 1L << i : 0;
        if (next >= 0) {
          int at = (i * DIRECTIONS + k) * FORMS;
          STEPS[at] = new MalhaMove.Step(square(i), square(next), false);
          STEPS[at + 1] = new MalhaMove.Step(square(i), square(next), true);
        }
      }
      fileA |= GEOMETRY.neighbour(i, Direction.W) < 0 ? 1L << i : 0;
      fileG |= GEOMETRY.neighbour(i, Direction.E) < 0 ? 1L << i : 0;
    }
    ASCENDING = ascending;
    MALHA_ADJACENT = adjacent;
    FILE_A = fileA;
    FILE_G = fileG;
    long adjacentByName = 0;
    for (int i = 0; i < SIZE; i++) {
      NAME_RANK[NAME_ORDER[i]] = i;
      if (isMalhaAdjacent(NAME_ORDER[i])) {
        adjacentByName |= 1L << i;
      }
    }
    MALHA_ADJACENT_BY_NAME = adjacentByName;
    for (int a = 0; a < SIZE; a++) {
      for (int b = a + 1; b < SIZE; b++) {
        MalhaMove.Place pair = new MalhaMove.Place(square(a), square(b));
        PLACES[a * SIZE + b] = pair;
        PLACES[b * SIZE + a] = pair;
      }
    }
    for (int i = 0; i < SIZE; i++) {
      for (int j = 0; j < SIZE; j++) {
        PLACES_BY_NAME[i * SIZE + j] = PLACES[NAME_ORDER[i] * SIZE + NAME_ORDER[j]];
      }
    }
    for (int i = 0; i < STEPS.length; i++) {
      STEP_OPTIONS[i] = STEPS[i] == null ? null : Option.some(STEPS[i]);
    }
    for (int i = 0; i < PLACES.length; i++) {
      PLACE_OPTIONS[i] = PLACES[i] == null ? null : Option.some(PLACES[i]);
    }
  }

  @SuppressWarnings("unchecked")
  private static Option<MalhaMove>[] options(int length) {
    return (Option<MalhaMove>[]) new Option<?>[length];
  }

  /** Which first pairs must touch the malha (option {@code openingPair}). */
  private final MalhaVariant.OpeningPair openingPair;

  /** Whether a soldier on d4 is never captured (option {@code malhaImmunity}). */
  private final boolean malhaImmunity;

  /** Whether any Defender soldier may flag (no {@code exchangeRequiresUnreachable}). */
  private final boolean defenderFlagsFreely;

  /** Whether {@code end} closes a capture chain (option {@code continuation=OPTIONAL}). */
  private final boolean optionalContinuation;

  MalhaMoveGenerator(MalhaContext context) {
    this.openingPair = context.variant().openingPair();
    this.malhaImmunity = context.malhaImmunity();
    this.defenderFlagsFreely = context.defenderFlagsFreely();
    this.optionalContinuation = context.optionalContinuation();
  }

  /** Returns whether {@code to} is an orthogonal neighbour of {@code from}. */
  static boolean areNeighbours(int from, int to) {
    for (int k = 0; k < DIRECTIONS; k++) {
      if (NEXT[from * DIRECTIONS + k] == to) {
        return true;
      }
    }
    return false;
  }

  /** Returns the neighbour of a square in direction k (N, E, S, W), or -1 off the board. */
  static int neighbour(int square, int k) {
    return NEXT[square * DIRECTIONS + k];
  }

  static boolean isMalhaAdjacent(int square) {
    return (MALHA_ADJACENT >>> square & 1) != 0;
  }

  /** Returns what stands on a square: 0 nothing, 1 an Attacker soldier, 2 a Defender soldier. */
  static int cell(long attackers, long defenders, int square) {
    return (attackers >>> square & 1) != 0 ? 1 : (defenders >>> square & 1) != 0 ? 2 : 0;
  }

  /**
   * Returns the soldiers captured by a soldier arriving on the empty square {@code to} (dossier
   * §4.2): each enemy neighbour with a friend beyond it on the same line. The enemy is spared on d4
   * under {@code malhaImmunity} and when it is on the safe list. Shifts of the friends' set test
   * the four lines at once, without a branch (the outcome is as random as the games); the file
   * masks keep the sideways lines on one rank. The friends may still include the soldier on its
   * start square: that square is next to {@code to}, never two squares away, so it never counts.
   */
  long captures(long friends, long enemies, int to, long safe) {
    long target = 1L << to;
    long vertical =
        ((target << WIDTH) & (friends >>> WIDTH)) | ((target >>> WIDTH) & (friends << WIDTH));
    long sideways = ((target << 1) & (friends >>> 1)) | ((target >>> 1) & (friends << 1));
    long spared = malhaImmunity ? safe | 1L << MALHA : safe;
    return enemies & ~spared & (vertical | (sideways & ~FILE_A & ~FILE_G));
  }

  /**
   * Returns the directions (bit k for direction k) in which a soldier arriving on the empty square
   * {@code to} captures: {@link #captures} as lines, for callers that list the victims in the order
   * N, E, S, W.
   */
  int captureDirections(long friends, long enemies, int to, long safe) {
    long victims = captures(friends, enemies, to, safe);
    int found = 0;
    for (int k = 0; k < DIRECTIONS; k++) {
      int victim = NEXT[to * DIRECTIONS + k];
      if (victim >= 0 && (victims >>> victim & 1) != 0) {
        found |= 1 << k;
      }
    }
    return found;
  }

  /** Returns whether the soldier on {@code from} has a capturing step (dossier §4.5). */
  boolean hasCapturingStep(long friends, long enemies, int from, long safe) {
    long occupied = friends | enemies;
    for (int k = 0; k < DIRECTIONS; k++) {
      int to = NEXT[from * DIRECTIONS + k];
      if (to >= 0 && (occupied >>> to & 1) == 0 && captures(friends, enemies, to, safe) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns, for direction k, the soldiers of {@code own} whose neighbour in that direction is
   * empty (bit shifts of the empty set; the file masks stop steps from wrapping around the board
   * edge).
   */
  private static long movers(long own, long empty, int k) {
    switch (k) {
      case 0:
        return own & (empty >>> WIDTH);
      case 1:
        return own & (empty >>> 1) & ~FILE_G;
      case 2:
        return own & (empty << WIDTH);
      default:
        return own & (empty << 1) & ~FILE_A;
    }
  }

  /** Returns whether the soldiers {@code own} have a legal step on a board occupied as given. */
  static boolean hasStep(long own, long occupied) {
    long empty = ~occupied & ALL;
    return (movers(own, empty, 0)
            | movers(own, empty, 1)
            | movers(own, empty, 2)
            | movers(own, empty, 3))
        != 0;
  }

  /**
   * Returns whether the soldier on {@code square} is unreachable in the sense of dossier §6.1: in
   * each direction, skipping empty squares, the first soldier met is a friend or there is none.
   */
  static boolean isUnreachable(long enemies, long occupied, int square) {
    for (int k = 0; k < DIRECTIONS; k++) {
      long met = occupied & RAYS[square * DIRECTIONS + k];
      if (met != 0) {
        int first =
            (ASCENDING >>> k & 1) != 0
                ? Long.numberOfTrailingZeros(met)
                : Long.SIZE - 1 - Long.numberOfLeadingZeros(met);
        if ((enemies >>> first & 1) != 0) {
          return false;
        }
      }
    }
    return true;
  }

  /** Returns whether the soldier on {@code square} sits between two {@code enemies} on a line. */
  static boolean isFlanked(long enemies, int square) {
    for (int k = 0; k < DIRECTIONS / 2; k++) {
      int one = NEXT[square * DIRECTIONS + k];
      int other = NEXT[square * DIRECTIONS + k + DIRECTIONS / 2];
      if (one >= 0 && other >= 0 && (enemies >>> one & 1) != 0 && (enemies >>> other & 1) != 0) {
        return true;
      }
    }
    return false;
  }

  /** Returns whether the pair to place now must include a malha-adjacent square (openingPair). */
  boolean pairMustTouchMalha(MalhaPosition p) {
    return switch (openingPair) {
      case FREE -> false;
      case TOUCH_MALHA -> p.side == 0 && p.attackers == 0;
      case EACH_SIDE -> p.side == 0 ? p.attackers == 0 : p.defenders == 0;
    };
  }

  /**
   * Returns whether the soldier on {@code from} may raise the exchange flag on the first step of a
   * turn (dossier §6.3): in the moving phase only; the Defender always (under {@code
   * exchangeRequiresUnreachable=RAY} only an unreachable soldier or the one already tracked); the
   * Attacker only to answer a request ({@code R}) or a confirmation ({@code C1}), and never with
   * the soldier already offered.
   */
  boolean mayFlag(MalhaPosition p, int from) {
    return flagMask(p, 1L << from) != 0;
  }

  /**
   * Returns which of the soldiers {@code movers} of the side to move may raise the exchange flag on
   * the first step of a turn, as {@link #mayFlag} defines it, for all of them at once. Only asked
   * while no capture chain is pending (a chain step never carries the flag, and the callers list or
   * check chain steps apart).
   */
  long flagMask(MalhaPosition p, long movers) {
    if (p.phase != MalhaPosition.MOVING) {
      return 0;
    }
    int stage = p.stage;
    if (p.side == 1) {
      if (defenderFlagsFreely) {
        return movers;
      }
      long mask = stage != MalhaPosition.NO_EXCHANGE && p.u >= 0 ? movers & 1L << p.u : 0;
      long occupied = p.attackerSet | p.defenderSet;
      for (long rest = movers & ~mask; rest != 0; rest &= rest - 1) {
        int from = Long.numberOfTrailingZeros(rest);
        if (isUnreachable(p.attackerSet, occupied, from)) {
          mask |= 1L << from;
        }
      }
      return mask;
    }
    if (stage == MalhaPosition.REQUESTED) {
      return movers;
    }
    if (stage == MalhaPosition.CONFIRMED_ONE) {
      return p.a1 >= 0 ? movers & ~(1L << p.a1) : movers;
    }
    return 0;
  }

  /**
   * Returns the legal moves of {@code p} as {@link MalhaRules#legalMoves} hands them out: placement
   * pairs and the steps of a turn as compact lists, whose moves are looked up only when asked for;
   * a chain's few steps as the array {@link #list} writes.
   */
  Seq<MalhaMove> legal(MalhaPosition p) {
    if (p.phase == MalhaPosition.PLACEMENT) {
      return placements(p);
    }
    return p.phase == MalhaPosition.ENDED || p.cont >= 0 ? ArrayHandover.of(list(p)) : steps(p);
  }

  /**
   * Returns the legal moves of {@code p}, a position after the setting, in the order {@link
   * MalhaRules#legalMoves} documents, in a new array of their exact number (a game that is over has
   * none). The setting's pairs are listed by {@link #placements}.
   */
  Object[] list(MalhaPosition p) {
    if (p.phase == MalhaPosition.ENDED) {
      return NO_MOVES;
    }
    if (p.cont >= 0) {
      Object[] out = new Object[continuations(p, null)];
      continuations(p, out);
      return out;
    }
    return steps(p).writeAll();
  }

  /**
   * Returns the legal moves of {@code p} that remove soldiers, in the order of {@link #list}: the
   * steps that capture (every step of a capture chain does) and the Defender's flagged step that
   * completes an exchange. Placement pairs and {@code end} remove nothing.
   */
  Object[] noisy(MalhaPosition p) {
    if (p.phase == MalhaPosition.PLACEMENT || p.phase == MalhaPosition.ENDED) {
      return NO_MOVES;
    }
    Object[] all = list(p);
    long friends = p.friends(p.side);
    long enemies = p.enemies(p.side);
    boolean completing = p.side == 1 && p.stage == MalhaPosition.OFFERED_TWO;
    Object[] out = new Object[all.length];
    int n = 0;
    for (Object move : all) {
      if (move instanceof MalhaMove.Step step
          && (captures(friends, enemies, index(step.to()), p.safe) != 0
              || (completing && step.flagged() && index(step.from()) == p.u))) {
        out[n++] = step;
      }
    }
    return Arrays.copyOf(out, n);
  }

  /** Returns the number of legal moves of {@code p} without building them. */
  int count(MalhaPosition p) {
    if (p.phase == MalhaPosition.PLACEMENT) {
      return placementCount(p);
    }
    if (p.phase == MalhaPosition.ENDED) {
      return 0;
    }
    return p.cont >= 0 ? continuations(p, null) : stepCount(p);
  }

  private int placementCount(MalhaPosition p) {
    long free = ~(p.attackerSet | p.defenderSet) & ALL & ~(1L << MALHA);
    int pairs = pairs(Long.bitCount(free));
    if (pairMustTouchMalha(p)) {
      pairs -= pairs(Long.bitCount(free & ~MALHA_ADJACENT));
    }
    return pairs;
  }

  private static int pairs(int n) {
    return n * (n - 1) / 2;
  }

  /** Returns the placement pairs of the setting, in the order of {@link #list}. */
  private MalhaPlacementList placements(MalhaPosition p) {
    return new MalhaPlacementList(freeByName(p), pairMustTouchMalha(p), placementCount(p));
  }

  /** Returns the squares where a soldier may be placed, as bits of their places in name order. */
  private static long freeByName(MalhaPosition p) {
    long free = 0;
    for (long rest = ~(p.attackerSet | p.defenderSet | 1L << MALHA) & ALL;
        rest != 0;
        rest &= rest - 1) {
      free |= 1L << NAME_RANK[Long.numberOfTrailingZeros(rest)];
    }
    return free;
  }

  /**
   * Returns the partners that follow place {@code i} of the name order in a legal pair, as bits of
   * their places: the free squares after it, only malha-adjacent ones when the pair must touch the
   * malha and the square at {@code i} does not.
   */
  static long partnersByName(long free, int i, boolean mustTouch) {
    long seconds = free & -2L << i;
    return mustTouch && (MALHA_ADJACENT_BY_NAME >>> i & 1) == 0
        ? seconds & MALHA_ADJACENT_BY_NAME
        : seconds;
  }

  /**
   * Returns the squares that are the first square (in name order) of at least one legal placement
   * pair of {@code p}, a position in the setting, as square indices in name order.
   */
  int[] pairFirsts(MalhaPosition p) {
    long free = freeByName(p);
    boolean mustTouch = pairMustTouchMalha(p);
    long firsts = 0;
    for (long rest = free; rest != 0; rest &= rest - 1) {
      int i = Long.numberOfTrailingZeros(rest);
      if (partnersByName(free, i, mustTouch) != 0) {
        firsts |= 1L << i;
      }
    }
    return byName(firsts);
  }

  /**
   * Returns the squares that complete a legal placement pair of {@code p}, a position in the
   * setting, whose first square in name order is {@code first}, as square indices in name order;
   * none when {@code first} is not such a square (a search may pass any number).
   */
  int[] pairSeconds(MalhaPosition p, int first) {
    if (first < 0 || first >= SIZE) {
      return new int[0];
    }
    long free = freeByName(p);
    int i = NAME_RANK[first];
    return (free >>> i & 1) == 0
        ? new int[0]
        : byName(partnersByName(free, i, pairMustTouchMalha(p)));
  }

  /** Returns the square indices at the places of name order that {@code places} has. */
  private static int[] byName(long places) {
    int[] squares = new int[Long.bitCount(places)];
    int n = 0;
    for (long rest = places; rest != 0; rest &= rest - 1) {
      squares[n++] = NAME_ORDER[Long.numberOfTrailingZeros(rest)];
    }
    return squares;
  }

  /** Returns the placement pair of two distinct squares (the same record for both orders). */
  static MalhaMove.Place pair(int a, int b) {
    return PLACES[a * SIZE + b];
  }

  /**
   * Returns the code of a step or of {@code end} (not of a placement pair): {@code (from * 4 + k) *
   * 2 + flag} for a step from square {@code from} in direction k (N, E, S, W), flag 1 when flagged,
   * its place in the table of step records; {@link #END_CODE} for {@code end}; -1 for a step that
   * leaves the board or is not one square long.
   */
  static int code(MalhaMove move) {
    if (!(move instanceof MalhaMove.Step step)) {
      return move instanceof MalhaMove.End ? END_CODE : -1;
    }
    int from = index(step.from());
    int to = index(step.to());
    for (int k = 0; from >= 0 && k < DIRECTIONS; k++) {
      if (NEXT[from * DIRECTIONS + k] == to) {
        return (from * DIRECTIONS + k) * FORMS + (step.flagged() ? 1 : 0);
      }
    }
    return -1;
  }

  /** Returns the step or {@code end} of a {@link #code}, or null for no such code. */
  static MalhaMove ofCode(int code) {
    return code == END_CODE ? END : code >= 0 && code < STEPS.length ? STEPS[code] : null;
  }

  /**
   * Returns a legal placement pair drawn uniformly: two distinct free squares drawn at random,
   * drawn again while the pair breaks the malha rule (at least 2 of 4 malha-adjacent squares are
   * free whenever that rule applies, so a draw succeeds with probability above 1/8).
   */
  private Option<MalhaMove> randomPlacement(MalhaPosition p, RandomGenerator random) {
    long free = ~(p.attackerSet | p.defenderSet | 1L << MALHA) & ALL;
    int n = Long.bitCount(free);
    boolean mustTouch = pairMustTouchMalha(p);
    while (true) {
      int i = random.nextInt(n);
      int j = random.nextInt(n - 1);
      int a = Bits.select(free, i);
      int b = Bits.select(free, j >= i ? j + 1 : j);
      if (!mustTouch || isMalhaAdjacent(a) || isMalhaAdjacent(b)) {
        return PLACE_OPTIONS[a * SIZE + b];
      }
    }
  }

  /** Writes (when {@code out} is not null) and counts the continuing soldier's capturing steps. */
  private int continuations(MalhaPosition p, Object[] out) {
    long friends = p.friends(p.side);
    long enemies = p.enemies(p.side);
    long occupied = friends | enemies;
    int n = 0;
    for (int k = 0; k < DIRECTIONS; k++) {
      int to = NEXT[p.cont * DIRECTIONS + k];
      if (to >= 0 && (occupied >>> to & 1) == 0 && captures(friends, enemies, to, p.safe) != 0) {
        if (out != null) {
          out[n] = STEPS[(p.cont * DIRECTIONS + k) * FORMS];
        }
        n++;
      }
    }
    if (optionalContinuation) {
      if (out != null) {
        out[n] = END;
      }
      n++;
    }
    return n;
  }

  /** Counts the steps of the side to move, flagged ones included, with bit counts alone. */
  private int stepCount(MalhaPosition p) {
    long own = p.friends(p.side);
    long empty = ~(p.attackerSet | p.defenderSet) & ALL;
    long north = movers(own, empty, 0);
    long east = movers(own, empty, 1);
    long south = movers(own, empty, 2);
    long west = movers(own, empty, 3);
    return MalhaStepList.count(north, east, south, west, flagMask(p, north | east | south | west));
  }

  /**
   * Returns the steps of the side to move (with their flagged forms where the protocol allows the
   * flag) as square sets, in the order of {@link #list}.
   */
  MalhaStepList steps(MalhaPosition p) {
    long own = p.friends(p.side);
    long empty = ~(p.attackerSet | p.defenderSet) & ALL;
    long north = movers(own, empty, 0);
    long east = movers(own, empty, 1);
    long south = movers(own, empty, 2);
    long west = movers(own, empty, 3);
    return new MalhaStepList(north, east, south, west, flagMask(p, north | east | south | west));
  }

  /**
   * Returns a legal move drawn uniformly, or {@code None} when the game is over, found without
   * writing the list: every move {@link #list} lists has the same chance, though an index is not
   * mapped to the move at that place of its order.
   */
  Option<MalhaMove> randomMove(MalhaPosition p, RandomGenerator random) {
    if (p.phase == MalhaPosition.PLACEMENT) {
      return randomPlacement(p, random);
    }
    if (p.phase == MalhaPosition.ENDED) {
      return Option.none();
    }
    return p.cont >= 0 ? randomContinuation(p, random) : randomStep(p, random);
  }

  private Option<MalhaMove> randomContinuation(MalhaPosition p, RandomGenerator random) {
    int pick = random.nextInt(continuations(p, null));
    long friends = p.friends(p.side);
    long enemies = p.enemies(p.side);
    long occupied = friends | enemies;
    for (int k = 0; k < DIRECTIONS; k++) {
      int to = NEXT[p.cont * DIRECTIONS + k];
      if (to >= 0
          && (occupied >>> to & 1) == 0
          && captures(friends, enemies, to, p.safe) != 0
          && pick-- == 0) {
        return STEP_OPTIONS[(p.cont * DIRECTIONS + k) * FORMS];
      }
    }
    return END_OPTION;
  }

  /**
   * Draws among the steps with bit counts alone: the steps form eight sets of soldiers (those that
   * can step north, east, south, west, then those of each that may also flag), each soldier of a
   * set standing for one step; the drawn index picks a set by its bit count and a soldier within
   * it. Masks of -1 or 0 stand for the comparisons, so that no branch depends on the draw.
   */
  private Option<MalhaMove> randomStep(MalhaPosition p, RandomGenerator random) {
    long own = p.friends(p.side);
    long empty = ~(p.attackerSet | p.defenderSet) & ALL;
    long north = movers(own, empty, 0);
    long east = movers(own, empty, 1);
    long south = movers(own, empty, 2);
    long west = movers(own, empty, 3);
    long flags = flagMask(p, north | east | south | west);
    int plain =
        Long.bitCount(north) + Long.bitCount(east) + Long.bitCount(south) + Long.bitCount(west);
    int flagged =
        Long.bitCount(north & flags)
            + Long.bitCount(east & flags)
            + Long.bitCount(south & flags)
            + Long.bitCount(west & flags);
    int pick = random.nextInt(plain + flagged);
    // -1 when the draw falls among the flagged steps, else 0.
    int flag = (plain - 1 - pick) >> 31;
    pick -= plain & flag;
    long within = flags | ~(long) flag;
    north &= within;
    east &= within;
    south &= within;
    west &= within;
    int throughNorth = Long.bitCount(north);
    int throughEast = throughNorth + Long.bitCount(east);
    int throughSouth = throughEast + Long.bitCount(south);
    // -1 when the draw lies beyond the north, east, south steps.
    int pastNorth = (throughNorth - 1 - pick) >> 31;
    int pastEast = (throughEast - 1 - pick) >> 31;
    int pastSouth = (throughSouth - 1 - pick) >> 31;
    long set =
        (north & ~(long) pastNorth)
            | (east & pastNorth & ~(long) pastEast)
            | (south & pastEast & ~(long) pastSouth)
            | (west & pastSouth);
    int before =
        Math.max(
            throughNorth & pastNorth, Math.max(throughEast & pastEast, throughSouth & pastSouth));
    int k = -(pastNorth + pastEast + pastSouth);
    return STEP_OPTIONS[(Bits.select(set, pick - before) * DIRECTIONS + k) * FORMS - flag];
  }
}
