package io.github.latrunculi.malha;

import io.github.latrunculi.core.Board;
import io.github.latrunculi.core.Square;
import io.vavr.collection.TreeSet;
import io.vavr.control.Option;
import java.util.Comparator;

/**
 * A Kharbga position: an immutable value holding everything the rules need — the board, the side to
 * move, the phase, the soldier that must continue a capture chain, the exchange protocol's state,
 * the safe list (option {@code settingImmunity}), the result and, for option {@code
 * noCaptureLimit}, the plies since the last capture or exchange.
 *
 * <p>Inside, the board is two 49-bit sets, one per side (bit = rank × 7 + file); the soldier counts
 * and the Zobrist key are kept up to date by every move. Two positions are equal when all those
 * fields are. Instances are safe to share between threads.
 */
public final class MalhaPosition {
  /** Orders squares as their names sort as strings ({@code a1 < a2 < … < a7 < b1}). */
  static final Comparator<Square> BY_NAME = Comparator.comparing(Square::name);

  /** Bit per square index (rank × 7 + file): where the Attacker's soldiers stand. */
  final long attackerSet;

  /** Bit per square index: where the Defender's soldiers stand. */
  final long defenderSet;

  final byte side;
  private static final MalhaPhase[] PHASES = MalhaPhase.values();
  private static final MalhaExchange.Stage[] STAGES = MalhaExchange.Stage.values();
  private static final MalhaResult[] RESULTS = MalhaResult.values();

  /** The phase codes ({@link MalhaPhase} ordinals) that the hot loop compares. */
  static final int PLACEMENT = MalhaPhase.PLACEMENT.ordinal();

  static final int OPENING = MalhaPhase.OPENING.ordinal();
  static final int MOVING = MalhaPhase.MOVING.ordinal();
  static final int ENDED = MalhaPhase.ENDED.ordinal();

  /** The exchange stage codes ({@link MalhaExchange.Stage} ordinals). */
  static final int NO_EXCHANGE = MalhaExchange.Stage.NONE.ordinal();

  static final int REQUESTED = MalhaExchange.Stage.REQUESTED.ordinal();
  static final int OFFERED_ONE = MalhaExchange.Stage.OFFERED_ONE.ordinal();
  static final int CONFIRMED_ONE = MalhaExchange.Stage.CONFIRMED_ONE.ordinal();
  static final int OFFERED_TWO = MalhaExchange.Stage.OFFERED_TWO.ordinal();
  static final int ONGOING = MalhaResult.ONGOING.ordinal();

  // Enums are stored as ordinals so that a position is one small object that references nothing,
  // and so that the hot loop compares bytes instead of loading enum constants.
  /** The phase code. */
  final byte phase;

  final byte cont;

  /** The exchange stage code. */
  final byte stage;

  final byte u;
  final byte a1;
  final byte a2;
  final long safe;
  private final byte result;
  final int quietPlies;
  final byte attackers;
  final byte defenders;

  /** The Zobrist key of the soldiers alone; {@link #hash} adds the other fields. */
  final long boardKey;

  final long hash;

  MalhaPosition(
      long attackerSet,
      long defenderSet,
      int side,
      int phase,
      int cont,
      int stage,
      int u,
      int a1,
      int a2,
      long safe,
      int result,
      int quietPlies,
      int attackers,
      int defenders,
      long boardKey,
      long hash) {
    this.attackerSet = attackerSet;
    this.defenderSet = defenderSet;
    this.side = (byte) side;
    this.phase = (byte) phase;
    this.cont = (byte) cont;
    this.stage = (byte) stage;
    this.u = (byte) u;
    this.a1 = (byte) a1;
    this.a2 = (byte) a2;
    this.safe = safe;
    this.result = (byte) result;
    this.quietPlies = quietPlies;
    this.attackers = (byte) attackers;
    this.defenders = (byte) defenders;
    this.boardKey = boardKey;
    this.hash = hash;
  }

  /** Returns the empty board of the setting phase's start, Attacker to place. */
  static MalhaPosition initial() {
    return new MalhaDraft().build();
  }

  /** Returns what stands on a square index: 0 nothing, 1 an Attacker soldier, 2 a Defender one. */
  int cell(int square) {
    return MalhaMoveGenerator.cell(attackerSet, defenderSet, square);
  }

  /** Returns the squares of the soldiers of the side with code 0 (Attacker) or 1 (Defender). */
  long friends(int sideCode) {
    return sideCode == 0 ? attackerSet : defenderSet;
  }

  /** Returns the squares of the soldiers of the other side than {@code sideCode}. */
  long enemies(int sideCode) {
    return sideCode == 0 ? defenderSet : attackerSet;
  }

  /** {@return the board as squares and soldiers (built on each call: keep it if used often)} */
  public Board<MalhaSide> board() {
    return Board.tabulate(
        MalhaContext.GEOMETRY, i -> cell(i) == 0 ? null : MalhaSide.ofCode(cell(i) - 1));
  }

  /**
   * {@return the side of the soldier on {@code square}, or {@code None} when empty or off the
   * board}
   *
   * @param square any square
   */
  public Option<MalhaSide> at(Square square) {
    if (!MalhaContext.GEOMETRY.contains(square)) {
      return Option.none();
    }
    int code = cell(MalhaContext.GEOMETRY.index(square));
    return code == 0 ? Option.none() : Option.some(MalhaSide.ofCode(code - 1));
  }

  /** {@return the side to move, or {@code None} when the game is over} */
  public Option<MalhaSide> sideToMove() {
    return side < 0 ? Option.none() : Option.some(MalhaSide.ofCode(side));
  }

  /** {@return the phase: setting, opening turn, moving, or ended} */
  public MalhaPhase phase() {
    return PHASES[phase];
  }

  /**
   * {@return the soldier that must continue its capture chain, or {@code None} when no chain is
   * pending} After a capture the same soldier goes on while it has a capturing step.
   */
  public Option<Square> continuation() {
    return cont < 0 ? Option.none() : Option.some(MalhaContext.square(cont));
  }

  /**
   * {@return the state of the exchange protocol, {@link MalhaExchange#NONE} when none is under way}
   */
  public MalhaExchange exchange() {
    return new MalhaExchange(stage(), squareOrNone(u), squareOrNone(a1), squareOrNone(a2));
  }

  MalhaExchange.Stage stage() {
    return STAGES[stage];
  }

  /**
   * {@return the soldiers immune from capture until they move (only under {@code
   * settingImmunity=UNTIL_MOVED}; otherwise always empty), in name order}
   */
  public TreeSet<Square> safeSquares() {
    TreeSet<Square> squares = TreeSet.empty(BY_NAME);
    for (long rest = safe; rest != 0; rest &= rest - 1) {
      squares = squares.add(MalhaContext.square(Long.numberOfTrailingZeros(rest)));
    }
    return squares;
  }

  /** {@return the result field: {@link MalhaResult#ONGOING} while the game goes on} */
  public MalhaResult result() {
    return RESULTS[result];
  }

  /**
   * {@return the plies since the last capture or exchange (kept for option {@code noCaptureLimit})}
   */
  public int quietPlies() {
    return quietPlies;
  }

  /**
   * {@return how many soldiers of {@code side} are on the board}
   *
   * @param side the Attacker or the Defender
   */
  public int soldiers(MalhaSide side) {
    return side == MalhaSide.ATTACKER ? attackers : defenders;
  }

  private static Option<Square> squareOrNone(int index) {
    return index < 0 ? Option.none() : Option.some(MalhaContext.square(index));
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MalhaPosition p
        && hash == p.hash
        && side == p.side
        && phase == p.phase
        && cont == p.cont
        && stage == p.stage
        && u == p.u
        && a1 == p.a1
        && a2 == p.a2
        && safe == p.safe
        && result == p.result
        && quietPlies == p.quietPlies
        && attackerSet == p.attackerSet
        && defenderSet == p.defenderSet;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /** Returns the fields of the position line (without game id and variant). */
  @Override
  public String toString() {
    return MalhaNotation.fields(this, false);
  }
}
