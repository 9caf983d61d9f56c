package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.CHIEF;

import io.github.latrunculi.core.Board;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * A Chief position: the board, the side to move, the frozen pieces, the push row, the hands of the
 * placement variants, and the history of position keys that the repetition draw needs.
 *
 * <p>Immutable. The board is a compact byte array; the Zobrist key is updated incrementally by
 * every move. The history holds the keys of the positions since the last irreversible move (this
 * position's key included): successive positions share one array of them ({@link ChiefHistory}), so
 * keeping it costs one key and a small holder per move. The position refers to no rules object: the
 * rules that produced it ({@link ChiefRules}) interpret it. It is not part of the position line: a
 * position parsed from text starts a fresh history in which it has occurred once, and {@link
 * io.github.latrunculi.core.registry.GameRecord#replay()} rebuilds it from the moves of a game
 * record. Equality ignores the history.
 */
public final class ChiefPosition {
  private static final String[] TWO_SEATS = {"w", "b"};
  private static final String[] FOUR_SEATS = {"w", "r", "b", "g"};

  // No reference to the rules, the context or any other shared object: a position retains only
  // itself, its board array and its history.
  private final byte width;
  private final byte seats;
  private final byte[] cells;
  private final int side;
  private final long frozenLow;
  private final long frozenHigh;
  private final int pushSquare;
  private final int pushCount;
  private final byte[] hands;
  private final int chiefs;
  private final long key;
  private final ChiefHistory history;
  private final boolean repeated;

  ChiefPosition(
      ChiefContext context,
      byte[] cells,
      int side,
      long frozenLow,
      long frozenHigh,
      int pushSquare,
      int pushCount,
      byte[] hands,
      long key,
      ChiefHistory history,
      int chiefs) {
    this.width = (byte) context.geometry().width();
    this.seats = (byte) context.seatCount();
    this.cells = cells;
    this.side = side;
    this.frozenLow = frozenLow;
    this.frozenHigh = frozenHigh;
    this.pushSquare = pushSquare;
    this.pushCount = pushCount;
    this.hands = hands;
    this.key = key;
    this.history = history;
    this.chiefs = chiefs;
    int repetition = context.variant().repetition();
    this.repeated = repetition > 0 && history.occurrences(key) >= repetition;
  }

  /** Builds a position from its parts and computes its key from scratch; the history is fresh. */
  static ChiefPosition of(
      ChiefContext context,
      byte[] cells,
      int side,
      long frozenLow,
      long frozenHigh,
      int pushSquare,
      int pushCount,
      byte[] hands) {
    long key = ChiefKeys.side(side) ^ ChiefKeys.frozen(frozenLow, frozenHigh);
    key ^= ChiefKeys.push(pushSquare, pushCount);
    for (int i = 0; i < cells.length; i++) {
      if (cells[i] != 0) {
        key ^= ChiefKeys.piece(cells[i], i);
      }
    }
    if (hands != null) {
      for (int i = 0; i < hands.length; i++) {
        key ^= ChiefKeys.hand(i / ChiefCells.KINDS, i % ChiefCells.KINDS, hands[i]);
      }
    }
    int chiefs = 0;
    for (byte cell : cells) {
      if (cell != 0 && ChiefCells.kind(cell) == CHIEF) {
        chiefs |= 1 << ChiefCells.seat(cell);
      }
    }
    return new ChiefPosition(
        context,
        cells,
        side,
        frozenLow,
        frozenHigh,
        pushSquare,
        pushCount,
        hands,
        key,
        ChiefHistory.of(key),
        chiefs);
  }

  static long lowBit(int square) {
    return square < 64 ? 1L << square : 0;
  }

  static long highBit(int square) {
    return square >= 64 ? 1L << (square - 64) : 0;
  }

  int seatCount() {
    return seats;
  }

  byte[] cells() {
    return cells;
  }

  int side() {
    return side;
  }

  int cell(int square) {
    return cells[square];
  }

  boolean isFrozen(int square) {
    return isFrozen(frozenLow, frozenHigh, square);
  }

  static boolean isFrozen(long low, long high, int square) {
    return ((low & lowBit(square)) | (high & highBit(square))) != 0;
  }

  boolean anyFrozen() {
    return (frozenLow | frozenHigh) != 0;
  }

  long frozenLow() {
    return frozenLow;
  }

  long frozenHigh() {
    return frozenHigh;
  }

  int pushSquareIndex() {
    return pushSquare;
  }

  /** Returns the hand counts, {@code [seat * 5 + kind]}, or null in variants without hands. */
  byte[] hands() {
    return hands;
  }

  int handCount(int seat, int kind) {
    return hands == null ? 0 : hands[seat * ChiefCells.KINDS + kind];
  }

  boolean handEmpty(int seat) {
    if (hands == null) {
      return true;
    }
    for (int k = 0; k < ChiefCells.KINDS; k++) {
      if (hands[seat * ChiefCells.KINDS + k] != 0) {
        return false;
      }
    }
    return true;
  }

  /** Returns true while any piece is still in a hand (the placement phase). */
  boolean placing() {
    if (hands == null) {
      return false;
    }
    for (byte count : hands) {
      if (count != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns a bit per seat that has its Chief on the board (the transition keeps it up to date).
   */
  int chiefMask() {
    return chiefs;
  }

  boolean repeated() {
    return repeated;
  }

  /** {@return the board's geometry (width, height, square indices)} */
  public Geometry geometry() {
    return Geometry.of(width, cells.length / width);
  }

  /** Returns the player of a seat index, as the rules name it ({@code w}, {@code b}, …). */
  private Player player(int seat) {
    return new Player(seat, seats == 2 ? TWO_SEATS[seat] : FOUR_SEATS[seat]);
  }

  /** {@return the board as squares and pieces (built on each call; prefer {@link #pieceAt})} */
  public Board<ChiefPiece> board() {
    return Board.tabulate(geometry(), i -> cells[i] == 0 ? null : piece(cells[i]));
  }

  /**
   * {@return the piece on a square, or {@code None} when it is empty or off the board}
   *
   * @param square any square
   */
  public Option<ChiefPiece> pieceAt(Square square) {
    Geometry geometry = geometry();
    if (!geometry.contains(square)) {
      return Option.none();
    }
    int cell = cells[geometry.index(square)];
    return cell == 0 ? Option.none() : Option.some(piece(cell));
  }

  private ChiefPiece piece(int cell) {
    return new ChiefPiece(player(ChiefCells.seat(cell)), ChiefKind.of(ChiefCells.kind(cell)));
  }

  /** {@return the player whose turn it is (after the end of the game: the side that would move)} */
  public Player sideToMove() {
    return player(side);
  }

  /**
   * {@return the frozen squares: their pieces were pushed and may not move in their owner's next
   * turn} In two-player games at most one square, holding a piece of the side to move.
   */
  public SortedSet<Square> frozen() {
    SortedSet<Square> result = TreeSet.empty();
    for (int i = 0; i < cells.length; i++) {
      if (isFrozen(i)) {
        result = result.add(geometry().square(i));
      }
    }
    return result;
  }

  /**
   * {@return the square that the latest pushes in a row drove a piece out of, or {@code None} when
   * there is no such row}
   */
  public Option<Square> pushSquare() {
    return pushSquare < 0 ? Option.none() : Option.some(geometry().square(pushSquare));
  }

  /** {@return how many pushes in a row drove a piece out of {@link #pushSquare()} (0 when none)} */
  public int pushCount() {
    return pushCount;
  }

  /**
   * {@return how many pieces of a kind a player still holds in hand (placement variants)} 0 for a
   * kind not in hand and in every variant without hands.
   *
   * @param player a seat of the game
   * @param kind the kind of piece
   */
  public int inHand(Player player, ChiefKind kind) {
    return player.index() < 2 ? handCount(player.index(), kind.ordinal()) : 0;
  }

  /** {@return the position's 64-bit Zobrist key} */
  public long key() {
    return key;
  }

  /**
   * {@return the keys of the positions since the last irreversible move, newest first, this one
   * included: what the repetition draw counts}
   */
  public List<Long> history() {
    return history.newestFirst();
  }

  /** Returns the history itself, which the next position extends. */
  ChiefHistory historyKeys() {
    return history;
  }

  /**
   * Equal when board size, seats, board, side, frozen pieces, push row and hands are equal; the
   * history is left aside. (Positions of two variants that differ only in options can be equal.)
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof ChiefPosition other
        && key == other.key
        && width == other.width
        && seats == other.seats
        && side == other.side
        && frozenLow == other.frozenLow
        && frozenHigh == other.frozenHigh
        && pushSquare == other.pushSquare
        && pushCount == other.pushCount
        && Arrays.equals(cells, other.cells)
        && Arrays.equals(hands, other.hands);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(key);
  }

  /**
   * Returns the fields of the position line after the variant: size, board, side, frozen, push and
   * (in placement variants) hand. {@link ChiefNotation#formatPosition} writes the whole line.
   */
  @Override
  public String toString() {
    return ChiefNotation.fields(this);
  }
}
