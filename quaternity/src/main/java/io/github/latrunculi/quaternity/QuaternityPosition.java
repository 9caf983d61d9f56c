package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Board;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * A Quaternity position: the 144 squares, which player controls each army, each player's status,
 * the side to move, the draw offer and the result — exactly the six fields of QFEN, the position
 * notation — and, only under option {@code noProgressLimit}, the turns since the last capture, pawn
 * move or mate (a seventh field). Immutable; the board is a private byte array, so a position is
 * small and cheap to copy.
 *
 * <p>Two positions are equal when all their fields (the no-progress count included) are equal.
 * {@link #zobrist()} is maintained incrementally by the rules.
 */
public final class QuaternityPosition {
  /** The bits of a king's square in {@link #kings}, and the value there for a king gone. */
  private static final int KING_BITS = 8;

  private static final int NO_KING = (1 << KING_BITS) - 1;

  /** The bits of a seat or a status in {@link #controllers} and {@link #statuses}. */
  private static final int SEAT_BITS = 2;

  private static final int SEAT_MASK = (1 << SEAT_BITS) - 1;

  private final byte[] board;

  /**
   * The occupied squares, the three words of a square set (derived from the board, not in equals).
   */
  private final long occupied0;

  private final long occupied1;
  private final long occupied2;

  /** The king square of each army, {@link #KING_BITS} per army, {@link #NO_KING} once gone. */
  private final int kings;

  /** The controller of each army, {@link #SEAT_BITS} per army. */
  private final byte controllers;

  /** Each player's status, {@link #SEAT_BITS} per player. */
  private final byte statuses;

  private final byte toMove;
  private final byte proposer;
  private final byte acceptors;
  private final byte result;
  private final int quietTurns;

  /** The kings in check, one bit per seat: derived, kept for move generation (not in equals). */
  private final byte checks;

  /** The board's part of the Zobrist key, so that a draft need not work it out again. */
  private final long boardHash;

  private final long zobrist;

  QuaternityPosition(
      byte[] board,
      long[] occupied,
      int[] kings,
      int[] controller,
      int[] status,
      int toMove,
      int proposer,
      int acceptors,
      int result,
      int quietTurns,
      int checks,
      long boardHash,
      long zobrist) {
    this.board = board;
    this.occupied0 = occupied[0];
    this.occupied1 = occupied[1];
    this.occupied2 = occupied[2];
    this.boardHash = boardHash;
    int k = 0;
    int c = 0;
    int s = 0;
    for (int i = QuaternityArmy.COUNT - 1; i >= 0; i--) {
      k = k << KING_BITS | (kings[i] & NO_KING);
      c = c << SEAT_BITS | controller[i];
      s = s << SEAT_BITS | status[i];
    }
    this.kings = k;
    this.controllers = (byte) c;
    this.statuses = (byte) s;
    this.toMove = (byte) toMove;
    this.proposer = (byte) proposer;
    this.acceptors = (byte) acceptors;
    this.result = (byte) result;
    this.quietTurns = quietTurns;
    this.checks = (byte) checks;
    this.zobrist = zobrist;
  }

  /**
   * Returns a mutable copy for the move generator and the transitions; it starts from this
   * position's board hash, so the key stays incremental.
   */
  QuaternityDraft work() {
    QuaternityDraft w = copy(board.clone());
    w.boardHash = boardHash;
    return w;
  }

  /**
   * Returns a draft that shares this position's board, for move generation, which only reads it: it
   * must never be written (and its board hash is not kept).
   */
  QuaternityDraft read() {
    return copy(board);
  }

  private QuaternityDraft copy(byte[] cells) {
    QuaternityDraft w = new QuaternityDraft(cells);
    w.occupied[0] = occupied0;
    w.occupied[1] = occupied1;
    w.occupied[2] = occupied2;
    for (int i = 0; i < QuaternityArmy.COUNT; i++) {
      w.kings[i] = kingIndex(i);
      w.controller[i] = controllerIndex(i);
      w.status[i] = statusIndex(i);
    }
    w.toMove = toMove;
    w.proposer = proposer;
    w.acceptors = acceptors;
    w.result = result;
    w.quietTurns = quietTurns;
    w.checks = checks;
    return w;
  }

  int code(int square) {
    return board[square];
  }

  int kingIndex(int army) {
    int k = (kings >>> (KING_BITS * army)) & NO_KING;
    return k == NO_KING ? -1 : k;
  }

  int controllerIndex(int army) {
    return (controllers >>> (SEAT_BITS * army)) & SEAT_MASK;
  }

  int statusIndex(int player) {
    return (statuses >>> (SEAT_BITS * player)) & SEAT_MASK;
  }

  int toMoveIndex() {
    return toMove;
  }

  int proposerIndex() {
    return proposer;
  }

  int acceptorBits() {
    return acceptors;
  }

  int resultCode() {
    return result;
  }

  /**
   * {@return the turns (moves and passes) played since the last capture, pawn move or mate} Counted
   * only under option {@code noProgressLimit}, always 0 otherwise.
   */
  public int quietTurns() {
    return quietTurns;
  }

  /** {@return the pieces as a board (built on each call: keep it if you need it often)} */
  public Board<QuaternityPiece> board() {
    return Board.tabulate(
        QuaternityTables.GEOMETRY,
        sq -> board[sq] == 0 ? null : QuaternityPieceCodes.piece(board[sq]));
  }

  /**
   * {@return the piece on a square, or {@code None} when it is empty or off the board}
   *
   * @param square any square
   */
  public Option<QuaternityPiece> pieceAt(Square square) {
    if (!QuaternityTables.GEOMETRY.contains(square)) {
      return Option.none();
    }
    int v = board[QuaternityTables.GEOMETRY.index(square)];
    return v == 0 ? Option.none() : Option.some(QuaternityPieceCodes.piece(v));
  }

  /** {@return the player to move (while the game is over: the last one who was)} */
  public Player toMove() {
    return QuaternityArmy.of(toMove).player();
  }

  /**
   * {@return the player who controls (moves) an army} The army's own seat until its king is mated,
   * then the player who mated it.
   *
   * @param army one of the four armies
   */
  public Player controller(QuaternityArmy army) {
    return QuaternityArmy.of(controllerIndex(army.ordinal())).player();
  }

  /**
   * {@return a player's status: active, frozen or eliminated}
   *
   * @param player one of the four seats
   */
  public QuaternityStatus status(Player player) {
    return QuaternityStatus.values()[statusIndex(player.index())];
  }

  /**
   * {@return the square of a player's king, or {@code None} once the player is eliminated}
   *
   * @param player one of the four seats
   */
  public Option<Square> kingSquare(Player player) {
    int k = kingIndex(player.index());
    return k < 0 ? Option.none() : Option.some(QuaternityTables.GEOMETRY.square(k));
  }

  /**
   * {@return the pending (or, after a draw by agreement, the completed) draw offer, or {@code
   * None}}
   */
  public Option<QuaternityDrawOffer> drawOffer() {
    if (proposer < 0) {
      return Option.none();
    }
    List<Player> accepted =
        List.range(0, QuaternityArmy.COUNT)
            .filter(p -> (acceptors & (1 << p)) != 0)
            .map(p -> QuaternityArmy.of(p).player());
    return Option.some(new QuaternityDrawOffer(QuaternityArmy.of(proposer).player(), accepted));
  }

  /** {@return true once the game has ended (a draw or a winner)} */
  public boolean isOver() {
    return result != QuaternityDraft.ONGOING;
  }

  /** {@return the winner, or {@code None} while the game goes on and after a draw} */
  public Option<Player> winner() {
    return result >= QuaternityDraft.WIN
        ? Option.some(QuaternityArmy.of(result - QuaternityDraft.WIN).player())
        : Option.none();
  }

  /** {@return the 64-bit Zobrist key of the position} */
  public long zobrist() {
    return zobrist;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof QuaternityPosition p
        && zobrist == p.zobrist
        && kings == p.kings
        && controllers == p.controllers
        && statuses == p.statuses
        && toMove == p.toMove
        && proposer == p.proposer
        && acceptors == p.acceptors
        && result == p.result
        && quietTurns == p.quietTurns
        && Arrays.equals(board, p.board);
  }

  @Override
  public int hashCode() {
    return Long.hashCode(zobrist);
  }

  /**
   * Returns the six QFEN fields (without the no-progress count of option {@code noProgressLimit}).
   */
  @Override
  public String toString() {
    return QuaternityNotation.qfen(this);
  }
}
