package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Board;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * A Chaturaji position: the board, the turn slot, the die field, the commanders, the prisoners, the
 * quiet-turn counter and the turn number. Immutable; the board is a compact array of one-byte man
 * codes that is never exposed, and the Zobrist key is kept up to date by every transition.
 *
 * <p>A position does not know its variant: the {@link ChaturajiRules} that made it do. Its outcome
 * is computed once, when the position is made.
 */
public final class ChaturajiPosition {
  /** The die field {@code -}: free mode, or the game is over. */
  static final int DIE_NONE = 0;

  /** The die field {@code ?}: a throw is due. */
  static final int DIE_DUE = 7;

  /** Status codes of {@link #status}. */
  static final int ONGOING = 0;

  static final int RY_ALL_MEN = 1;
  static final int GB_ALL_MEN = 2;
  static final int RY_MARAJAS = 3;
  static final int GB_MARAJAS = 4;
  static final int NO_PROGRESS = 5;
  static final int DEADLOCK = 6;

  private static final Geometry GEOMETRY = ChaturajiTables.GEOMETRY;

  final byte[] board;

  /**
   * The masks of {@link ChaturajiMenMasks} (derived from the board; shared like it, never
   * modified).
   */
  final long[] men;

  final byte slot;
  final byte die;
  final byte commanders;
  final short prisoners;
  final int quiet;
  final int turn;
  final byte status;

  /** Bit {@code a} set when army {@code a} has its maraja on the board (derived from the board). */
  final byte marajas;

  /** The number of men on the board of the camp RY and of the camp GB (derived from the board). */
  final byte ryMen;

  final byte gbMen;
  final long hash;

  ChaturajiPosition(
      byte[] board,
      long[] men,
      int slot,
      int die,
      int commanders,
      int prisoners,
      int quiet,
      int turn,
      int status,
      int marajas,
      int ryMen,
      int gbMen,
      long hash) {
    this.board = board;
    this.men = men;
    this.slot = (byte) slot;
    this.die = (byte) die;
    this.commanders = (byte) commanders;
    this.prisoners = (short) prisoners;
    this.quiet = quiet;
    this.turn = turn;
    this.status = (byte) status;
    this.marajas = (byte) marajas;
    this.ryMen = (byte) ryMen;
    this.gbMen = (byte) gbMen;
    this.hash = hash;
  }

  /**
   * Builds the §2.2 setup: Green's block in the a1 corner (boat, horse, elephant, maraja along rank
   * 1, a soldier linked to each in front), turned a quarter counter-clockwise for Red, Black and
   * Yellow in turn. {@code first} moves first.
   */
  static ChaturajiPosition start(ChaturajiVariant variant, ChaturajiArmy first) {
    byte[] board = new byte[ChaturajiTables.SQUARES];
    int[] kinds = {
      ChaturajiManCode.BOAT,
      ChaturajiManCode.HORSE,
      ChaturajiManCode.ELEPHANT,
      ChaturajiManCode.MARAJA
    };
    ChaturajiArmy[] byTurns = {
      ChaturajiArmy.GREEN, ChaturajiArmy.RED, ChaturajiArmy.BLACK, ChaturajiArmy.YELLOW
    };
    for (int turns = 0; turns < byTurns.length; turns++) {
      int army = byTurns[turns].ordinal();
      for (int file = 0; file < kinds.length; file++) {
        int man = ChaturajiManCode.of(army, kinds[file], 0, false);
        int soldier = ChaturajiManCode.of(army, ChaturajiManCode.SOLDIER, kinds[file], false);
        board[turned(file, 0, turns)] = (byte) man;
        board[turned(file, 1, turns)] = (byte) soldier;
      }
    }
    int die = variant.dieMode() ? DIE_DUE : DIE_NONE;
    long hash = ChaturajiKeys.of(board, first.ordinal(), die, 0, 0);
    long[] men = ChaturajiMenMasks.of(board);
    return new ChaturajiPosition(
        board,
        men,
        first.ordinal(),
        die,
        0,
        0,
        0,
        1,
        ONGOING,
        ChaturajiCommand.RY_ARMIES | ChaturajiCommand.GB_ARMIES,
        campMen(men, ChaturajiCommand.RY_ARMIES),
        campMen(men, ChaturajiCommand.GB_ARMIES),
        hash);
  }

  /**
   * Returns the square of (file, rank) turned {@code turns} quarter turns counter-clockwise about
   * the board's centre: each turn takes (file, rank) to (last file - rank, file).
   */
  private static int turned(int file, int rank, int turns) {
    for (int k = 0; k < turns; k++) {
      int f = GEOMETRY.width() - 1 - rank;
      rank = file;
      file = f;
    }
    return GEOMETRY.index(file, rank);
  }

  /** Returns the number of men of the armies in {@code camp} (a mask of army bits). */
  private static int campMen(long[] men, int camp) {
    int count = 0;
    for (int army = 0; army < ChaturajiManCode.ARMIES; army++) {
      if ((camp >> army & 1) != 0) {
        count += Long.bitCount(men[army]);
      }
    }
    return count;
  }

  /** {@return the board as squares and men (a fresh view; the position itself is unchanged)} */
  public Board<ChaturajiMan> board() {
    return Board.tabulate(GEOMETRY, i -> board[i] == 0 ? null : ChaturajiManCode.man(board[i]));
  }

  /**
   * {@return the man on a square, or {@code None} when it is empty or off the board}
   *
   * @param square any square
   */
  public Option<ChaturajiMan> manAt(Square square) {
    if (!GEOMETRY.contains(square) || board[GEOMETRY.index(square)] == 0) {
      return Option.none();
    }
    return Option.some(ChaturajiManCode.man(board[GEOMETRY.index(square)]));
  }

  /** {@return the army whose turn slot it is (the actor may be its ally, see the rules)} */
  public ChaturajiArmy slot() {
    return ChaturajiArmy.of(slot);
  }

  /** {@return true in die mode when the die must be thrown next} */
  public boolean isThrowDue() {
    return die == DIE_DUE;
  }

  /**
   * {@return the value the die shows while a move is due, or {@code None} in free mode and while a
   * throw is due}
   */
  public Option<Integer> dieValue() {
    return die == DIE_NONE || die == DIE_DUE ? Option.none() : Option.some((int) die);
  }

  /**
   * {@return the armies holding unified command, in seat order} A maraja that enters its ally's
   * throne makes its army the commander of both armies of the camp.
   */
  public Seq<ChaturajiArmy> commanders() {
    List<ChaturajiArmy> result = List.empty();
    for (int army = ChaturajiManCode.ARMIES - 1; army >= 0; army--) {
      if ((commanders >> army & 1) != 0) {
        result = result.prepend(ChaturajiArmy.of(army));
      }
    }
    return result;
  }

  /** {@return the captured marajas not yet exchanged, one entry per maraja, in seat order} */
  public Seq<ChaturajiArmy> prisoners() {
    List<ChaturajiArmy> result = List.empty();
    for (int army = ChaturajiManCode.ARMIES - 1; army >= 0; army--) {
      for (int k = ChaturajiPrisoners.count(prisoners, army); k > 0; k--) {
        result = result.prepend(ChaturajiArmy.of(army));
      }
    }
    return result;
  }

  /**
   * {@return the completed turns since the last progress} A capture, a soldier move or a promotion,
   * among others, is progress; the no-progress draw counts these turns.
   */
  public int quiet() {
    return quiet;
  }

  /** {@return the turn number: completed turns plus one} */
  public int turn() {
    return turn;
  }

  /** {@return the armies with their maraja on the board, in seat order} */
  public TreeSet<ChaturajiArmy> armiesWithMaraja() {
    TreeSet<ChaturajiArmy> result = TreeSet.empty();
    for (int army = 0; army < ChaturajiManCode.ARMIES; army++) {
      if ((marajas >> army & 1) != 0) {
        result = result.add(ChaturajiArmy.of(army));
      }
    }
    return result;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof ChaturajiPosition other
        && hash == other.hash
        && slot == other.slot
        && die == other.die
        && commanders == other.commanders
        && prisoners == other.prisoners
        && quiet == other.quiet
        && turn == other.turn
        && status == other.status
        && Arrays.equals(board, other.board);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash) * 31 + quiet * 7 + turn;
  }

  /** Returns the fields of the position line after the variant (for reading in a debugger). */
  @Override
  public String toString() {
    return ChaturajiNotation.fields(this);
  }
}
