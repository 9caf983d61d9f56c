package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.kit.SquareSet;

/**
 * A mutable copy of a position that the move generator and the transitions work on; it becomes an
 * immutable {@link QuaternityPosition} again with {@link #freeze()}. The board hash is kept up to
 * date by {@link #set}, so the position's Zobrist key is incremental.
 */
final class QuaternityDraft {
  static final int ACTIVE = 0;
  static final int FROZEN = 1;
  static final int ELIMINATED = 2;
  static final int ONGOING = 0;
  static final int DRAW = 1;

  /** A win by player p is written {@code WIN + p}. */
  static final int WIN = 2;

  final byte[] board;

  /** The occupied squares, a {@link SquareSet} kept up to date by {@link #set}. */
  final long[] occupied = new long[QuaternityTables.WORDS];

  /** The square of each army's king, or -1 once it is gone. */
  final int[] kings = new int[QuaternityArmy.COUNT];

  /** The player that controls each army. */
  final int[] controller = new int[QuaternityArmy.COUNT];

  /** Each player's status: ACTIVE, FROZEN or ELIMINATED. */
  final int[] status = new int[QuaternityArmy.COUNT];

  int toMove;

  /** The player who offered a draw, or -1 when no offer is pending. */
  int proposer = -1;

  /** The players who accepted the pending offer, one bit per seat. */
  int acceptors;

  int result = ONGOING;

  /** The turns since the last capture, pawn move or mate; kept only under noProgressLimit. */
  int quietTurns;

  /**
   * The players whose king is attacked by a live piece of another player, one bit per seat: derived
   * from the other fields and kept up to date by the transitions, so that move generation need not
   * scan for it.
   */
  int checks;

  long boardHash;

  QuaternityDraft(byte[] board) {
    this.board = board;
  }

  QuaternityDraft copy() {
    QuaternityDraft w = new QuaternityDraft(board.clone());
    System.arraycopy(occupied, 0, w.occupied, 0, QuaternityTables.WORDS);
    System.arraycopy(kings, 0, w.kings, 0, QuaternityArmy.COUNT);
    System.arraycopy(controller, 0, w.controller, 0, QuaternityArmy.COUNT);
    System.arraycopy(status, 0, w.status, 0, QuaternityArmy.COUNT);
    w.toMove = toMove;
    w.proposer = proposer;
    w.acceptors = acceptors;
    w.result = result;
    w.quietTurns = quietTurns;
    w.checks = checks;
    w.boardHash = boardHash;
    return w;
  }

  /** Puts {@code code} (0 for empty) on {@code square}, updating the board hash. */
  void set(int square, int code) {
    int old = board[square];
    if (old != 0) {
      boardHash ^= QuaternityKeys.piece(old, square);
    }
    if (code != 0) {
      boardHash ^= QuaternityKeys.piece(code, square);
      SquareSet.add(occupied, square);
    } else {
      SquareSet.remove(occupied, square);
    }
    board[square] = (byte) code;
  }

  /**
   * Returns the first square at or after {@code from} that holds a piece of one of {@code armies}
   * (army bits), or {@link QuaternityTables#SQUARES} when there is none; loops over the pieces from
   * the occupancy words skip the empty squares, most of the board in most of a game.
   */
  int nextPiece(int from, int armies) {
    int word = SquareSet.word(from);
    long bits = from < QuaternityTables.SQUARES ? occupied[word] & (-1L << from) : 0;
    while (true) {
      while (bits != 0) {
        int square = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
        if ((armies & (1 << QuaternityPieceCodes.army(board[square]))) != 0) {
          return square;
        }
        bits &= bits - 1;
      }
      if (++word == QuaternityTables.WORDS) {
        return QuaternityTables.SQUARES;
      }
      bits = occupied[word];
    }
  }

  boolean isChecked(int player) {
    return (checks & (1 << player)) != 0;
  }

  int activeCount() {
    int n = 0;
    for (int p = 0; p < QuaternityArmy.COUNT; p++) {
      if (status[p] == ACTIVE) {
        n++;
      }
    }
    return n;
  }

  boolean anyFrozen() {
    for (int p = 0; p < QuaternityArmy.COUNT; p++) {
      if (status[p] == FROZEN) {
        return true;
      }
    }
    return false;
  }

  void clearOffer() {
    proposer = -1;
    acceptors = 0;
  }

  /**
   * Returns the armies controlled by the players in {@code players} (one bit per seat), as army
   * bits.
   */
  int armiesOf(int players) {
    int armies = 0;
    for (int a = 0; a < QuaternityArmy.COUNT; a++) {
      armies |= ((players >>> controller[a]) & 1) << a;
    }
    return armies;
  }

  /**
   * Returns the immutable position; it takes over the board, so this object must not be used again.
   */
  QuaternityPosition freeze() {
    long hash =
        boardHash
            ^ QuaternityKeys.state(
                toMove, controller, status, proposer, acceptors, result, quietTurns);
    return new QuaternityPosition(
        board,
        occupied,
        kings,
        controller,
        status,
        toMove,
        proposer,
        acceptors,
        result,
        quietTurns,
        checks,
        boardHash,
        hash);
  }
}
