package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Board;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Square;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * A Desdemona position: the 10x10 board, the player to move (1 or 2) and whether this is player
 * 1's move-only opening turn. Immutable; the board is a private array of 100 cell codes and the
 * Zobrist key is kept up to date by every turn.
 *
 * <p>A position does not know its variant: the same board means the same thing under every rule
 * set, and the {@link AmazonsflipRules} reading it decide what is legal.
 */
public final class AmazonsflipPosition {
  /** The board of every variant. */
  public static final Geometry GEOMETRY = Geometry.of(10, 10);

  static final int SIZE = 100;

  /** Cell codes: 0 empty, else {@link AmazonsflipPiece#code()}. Never modified after construction. */
  private final byte[] cells;

  private final byte side;
  private final boolean opening;
  private final long hash;

  private AmazonsflipPosition(byte[] cells, int side, boolean opening, long hash) {
    this.cells = cells;
    this.side = (byte) side;
    this.opening = opening;
    this.hash = hash;
  }

  /** Wraps cells the caller will not touch again and computes the key from scratch. */
  static AmazonsflipPosition of(byte[] cells, int side, boolean opening) {
    return new AmazonsflipPosition(cells, side, opening, AmazonsflipKeys.of(cells, side, opening));
  }

  /** Wraps cells and a key already updated incrementally by a turn. */
  static AmazonsflipPosition afterTurn(byte[] cells, int side, long hash) {
    return new AmazonsflipPosition(cells, side, false, hash);
  }

  /** The cells, shared: callers must not modify them. */
  byte[] cells() {
    return cells;
  }

  /** Returns the player to move: 1 or 2. */
  public int side() {
    return side;
  }

  /** Returns true on player 1's opening turn, which is a move without fire (§3.2). */
  public boolean isOpeningTurn() {
    return opening;
  }

  /** Returns the 64-bit Zobrist key of the position. */
  public long hash() {
    return hash;
  }

  /** Returns the piece on a square, or {@code None} when it is empty or off the board. */
  public Option<AmazonsflipPiece> pieceAt(Square square) {
    if (!GEOMETRY.contains(square)) {
      return Option.none();
    }
    int code = cells[GEOMETRY.index(square)];
    return code == 0 ? Option.none() : Option.some(AmazonsflipPiece.ofCode(code));
  }

  /** Returns the board as squares and pieces. */
  public Board<AmazonsflipPiece> board() {
    return Board.tabulate(GEOMETRY, i -> cells[i] == 0 ? null : AmazonsflipPiece.ofCode(cells[i]));
  }

  /** Returns the squares of a player's amazons (player 1 or 2), in index order (a1, b1, …). */
  public Vector<Square> amazons(int player) {
    Vector<Square> result = Vector.empty();
    for (int i = 0; i < SIZE; i++) {
      if (cells[i] == player) {
        result = result.append(GEOMETRY.square(i));
      }
    }
    return result;
  }

  /** Returns the number of stones of player 1 or 2 on the board, the score of §4. */
  public int stones(int player) {
    return count(player == 1 ? AmazonsflipPiece.STONE_1 : AmazonsflipPiece.STONE_2);
  }

  /** Returns the number of neutral stones on the board. */
  public int neutralStones() {
    return count(AmazonsflipPiece.NEUTRAL_STONE);
  }

  private int count(AmazonsflipPiece piece) {
    int n = 0;
    for (byte c : cells) {
      if (c == piece.code()) {
        n++;
      }
    }
    return n;
  }

  /** Positions are equal when board, side to move and opening flag are. */
  @Override
  public boolean equals(Object o) {
    return o instanceof AmazonsflipPosition other
        && side == other.side
        && opening == other.opening
        && hash == other.hash
        && Arrays.equals(cells, other.cells);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(hash);
  }

  /** Returns the position fields of §6.2 (board, side, opening flag) without the envelope. */
  @Override
  public String toString() {
    return AmazonsflipNotation.fields(this);
  }
}
