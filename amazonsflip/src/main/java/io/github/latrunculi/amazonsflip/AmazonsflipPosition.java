package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Board;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Square;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * A Desdemona position: the 10x10 board, the player to move (1 or 2) and whether this is player 1's
 * move-only opening turn. Immutable; the board is held as bitboards only ({@link AmazonsflipBits}:
 * ten {@code long}s, no array to copy on every turn) and the Zobrist key is kept up to date by
 * every turn.
 *
 * <p>A position does not know its variant: the same board means the same thing under every rule
 * set, and the {@link AmazonsflipRules} reading it decide what is legal.
 */
public final class AmazonsflipPosition {
  /** The board of every variant. */
  public static final Geometry GEOMETRY = Geometry.of(10, 10);

  static final int SIZE = 100;

  private final byte side;
  private final boolean opening;
  private final long hash;

  /**
   * The board as bitboards: every piece, the amazons of each player, the stones of each player
   * (neutral stones are the occupied squares in none of the four). Kept up to date by every turn.
   */
  private final long occupiedLo;

  private final long occupiedHi;
  private final long amazons1Lo;
  private final long amazons1Hi;
  private final long amazons2Lo;
  private final long amazons2Hi;
  private final long stones1Lo;
  private final long stones1Hi;
  private final long stones2Lo;
  private final long stones2Hi;

  private AmazonsflipPosition(int side, boolean opening, long hash, long[] bits) {
    this(
        side, opening, hash, bits[0], bits[1], bits[2], bits[3], bits[4], bits[5], bits[6], bits[7],
        bits[8], bits[9]);
  }

  private AmazonsflipPosition(
      int side,
      boolean opening,
      long hash,
      long occupiedLo,
      long occupiedHi,
      long amazons1Lo,
      long amazons1Hi,
      long amazons2Lo,
      long amazons2Hi,
      long stones1Lo,
      long stones1Hi,
      long stones2Lo,
      long stones2Hi) {
    this.side = (byte) side;
    this.opening = opening;
    this.hash = hash;
    this.occupiedLo = occupiedLo;
    this.occupiedHi = occupiedHi;
    this.amazons1Lo = amazons1Lo;
    this.amazons1Hi = amazons1Hi;
    this.amazons2Lo = amazons2Lo;
    this.amazons2Hi = amazons2Hi;
    this.stones1Lo = stones1Lo;
    this.stones1Hi = stones1Hi;
    this.stones2Lo = stones2Lo;
    this.stones2Hi = stones2Hi;
  }

  /**
   * Reads a board of cell codes (0 empty, else {@link AmazonsflipPiece#code()}) into a position.
   */
  static AmazonsflipPosition of(byte[] cells, int side, boolean opening) {
    long[] bits = new long[BITBOARDS];
    for (int i = 0; i < SIZE; i++) {
      int code = cells[i];
      if (code != 0) {
        long lo = AmazonsflipBits.lo(i);
        long hi = AmazonsflipBits.hi(i);
        bits[0] |= lo;
        bits[1] |= hi;
        if (code != AmazonsflipPiece.NEUTRAL_STONE.code()) {
          // amazons 1, 2 at words 2..5, stones 1, 2 at words 6..9: the code picks the pair
          bits[2 * code] |= lo;
          bits[2 * code + 1] |= hi;
        }
      }
    }
    return new AmazonsflipPosition(side, opening, AmazonsflipKeys.of(cells, side, opening), bits);
  }

  /**
   * Wraps the key and bitboards after a turn of {@code mover}, all updated incrementally: the
   * occupied squares, then the mover's amazons, the mover's stones and the other player's stones
   * (the other player's amazons do not change), each as (lo, hi).
   */
  static AmazonsflipPosition afterTurn(
      AmazonsflipPosition before,
      long hash,
      long occupiedLo,
      long occupiedHi,
      long amazonsLo,
      long amazonsHi,
      long ownLo,
      long ownHi,
      long enemyLo,
      long enemyHi) {
    int mover = before.side;
    return mover == 1
        ? new AmazonsflipPosition(
            2,
            false,
            hash,
            occupiedLo,
            occupiedHi,
            amazonsLo,
            amazonsHi,
            before.amazons2Lo,
            before.amazons2Hi,
            ownLo,
            ownHi,
            enemyLo,
            enemyHi)
        : new AmazonsflipPosition(
            1,
            false,
            hash,
            occupiedLo,
            occupiedHi,
            before.amazons1Lo,
            before.amazons1Hi,
            amazonsLo,
            amazonsHi,
            enemyLo,
            enemyHi,
            ownLo,
            ownHi);
  }

  /** The number of bitboard words. */
  private static final int BITBOARDS = 10;

  /** The low word of the occupied squares. */
  long occupiedLo() {
    return occupiedLo;
  }

  /** The high word of the occupied squares. */
  long occupiedHi() {
    return occupiedHi;
  }

  /** The low word of a player's amazons (1 or 2). */
  long amazonsLo(int player) {
    return player == 1 ? amazons1Lo : amazons2Lo;
  }

  /** The high word of a player's amazons (1 or 2). */
  long amazonsHi(int player) {
    return player == 1 ? amazons1Hi : amazons2Hi;
  }

  /** The low word of a player's stones (1 or 2). */
  long stonesLo(int player) {
    return player == 1 ? stones1Lo : stones2Lo;
  }

  /** The high word of a player's stones (1 or 2). */
  long stonesHi(int player) {
    return player == 1 ? stones1Hi : stones2Hi;
  }

  /** Returns the cell code of a square: 0 when empty, else {@link AmazonsflipPiece#code()}. */
  int code(int square) {
    if (!AmazonsflipBits.contains(occupiedLo, occupiedHi, square)) {
      return 0;
    }
    if (AmazonsflipBits.contains(amazons1Lo, amazons1Hi, square)) {
      return AmazonsflipPiece.AMAZON_1.code();
    }
    if (AmazonsflipBits.contains(amazons2Lo, amazons2Hi, square)) {
      return AmazonsflipPiece.AMAZON_2.code();
    }
    if (AmazonsflipBits.contains(stones1Lo, stones1Hi, square)) {
      return AmazonsflipPiece.STONE_1.code();
    }
    if (AmazonsflipBits.contains(stones2Lo, stones2Hi, square)) {
      return AmazonsflipPiece.STONE_2.code();
    }
    return AmazonsflipPiece.NEUTRAL_STONE.code();
  }

  /** Returns a new array of the cell codes of every square (see {@link #code}). */
  byte[] cells() {
    byte[] cells = new byte[SIZE];
    for (int i = 0; i < SIZE; i++) {
      cells[i] = (byte) code(i);
    }
    return cells;
  }

  /** {@return the player to move: 1 or 2} */
  public int side() {
    return side;
  }

  /** {@return true on player 1's opening turn, which is a move without fire} */
  public boolean isOpeningTurn() {
    return opening;
  }

  /** {@return the 64-bit Zobrist key of the position} */
  public long hash() {
    return hash;
  }

  /**
   * {@return the piece on a square, or {@code None} when it is empty or off the board}
   *
   * @param square any square
   */
  public Option<AmazonsflipPiece> pieceAt(Square square) {
    if (!GEOMETRY.contains(square)) {
      return Option.none();
    }
    return Option.of(pieceOrNull(GEOMETRY.index(square)));
  }

  /** {@return the board as squares and pieces} */
  public Board<AmazonsflipPiece> board() {
    return Board.tabulate(GEOMETRY, this::pieceOrNull);
  }

  private AmazonsflipPiece pieceOrNull(int square) {
    int code = code(square);
    return code == 0 ? null : AmazonsflipPiece.ofCode(code);
  }

  /**
   * {@return the squares of a player's amazons, in index order (a1, b1, …)}
   *
   * @param player the player, 1 or 2
   */
  public Vector<Square> amazons(int player) {
    Vector<Square> result = Vector.empty();
    long lo = amazonsLo(player);
    long hi = amazonsHi(player);
    for (int i = 0; i < SIZE; i++) {
      if (AmazonsflipBits.contains(lo, hi, i)) {
        result = result.append(GEOMETRY.square(i));
      }
    }
    return result;
  }

  /**
   * {@return the number of a player's stones on the board} At the end of the game the player with
   * more stones wins.
   *
   * @param player the player, 1 or 2
   */
  public int stones(int player) {
    return Long.bitCount(stonesLo(player)) + Long.bitCount(stonesHi(player));
  }

  /** {@return the number of neutral stones on the board, which count for nobody} */
  public int neutralStones() {
    int pieces =
        Long.bitCount(amazons1Lo | amazons2Lo | stones1Lo | stones2Lo)
            + Long.bitCount(amazons1Hi | amazons2Hi | stones1Hi | stones2Hi);
    return Long.bitCount(occupiedLo) + Long.bitCount(occupiedHi) - pieces;
  }

  /** Positions are equal when board, side to move and opening flag are. */
  @Override
  public boolean equals(Object o) {
    return o instanceof AmazonsflipPosition other
        && side == other.side
        && opening == other.opening
        && hash == other.hash
        && occupiedLo == other.occupiedLo
        && occupiedHi == other.occupiedHi
        && amazons1Lo == other.amazons1Lo
        && amazons1Hi == other.amazons1Hi
        && amazons2Lo == other.amazons2Lo
        && amazons2Hi == other.amazons2Hi
        && stones1Lo == other.stones1Lo
        && stones1Hi == other.stones1Hi
        && stones2Lo == other.stones2Lo
        && stones2Hi == other.stones2Hi;
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /** Returns the fields of the position line (board, side, opening flag) without the envelope. */
  @Override
  public String toString() {
    return AmazonsflipNotation.fields(this);
  }
}
