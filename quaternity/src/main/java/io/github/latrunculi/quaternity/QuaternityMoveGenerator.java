package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityDraft.ELIMINATED;
import static io.github.latrunculi.quaternity.QuaternityDraft.FROZEN;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.BISHOP;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.KING;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.KNIGHT;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.PAWN_NORTH;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.PAWN_UNCOMMITTED;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.QUEEN;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.ROOK;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.army;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.type;
import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;
import static io.github.latrunculi.quaternity.QuaternityTables.KNIGHT_TARGETS;
import static io.github.latrunculi.quaternity.QuaternityTables.NEIGHBOUR;
import static io.github.latrunculi.quaternity.QuaternityTables.RAYS;
import static io.github.latrunculi.quaternity.QuaternityTables.SQUARES;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.quaternity.QuaternityMove.PieceMove;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The hot loop: attacks, pseudo-legal and legal moves, and mate resolution (dossier §3, §4.2–4.4)
 * on the compact byte board of a {@link QuaternityDraft}.
 *
 * <p>A move is an int: {@code from | to << 8 | promotion << 16}, where promotion is the piece type
 * (queen to knight) or 0. Legality is decided from the king's rays (pins, the checking line) and,
 * for a king move, one attack test on its destination; a move is played out on a copy only when it
 * captures a king or the mates it completes could uncover the mover's king. Most of a random game
 * is a few pieces on a sparse board, so loops over pieces and attack tests read the draft's
 * occupancy words rather than every square or ray. The object is immutable and thread-safe; all
 * mutable state is in the working position passed in (and the per-thread scratch lists of {@link
 * QuaternityMoveBuffer}).
 */
final class QuaternityMoveGenerator {
  /**
   * The directions each piece code captures towards, one bit per direction ordinal (pawns only).
   */
  private static final int[] PAWN_CAPTURES = new int[QuaternityPieceCodes.CODES];

  /**
   * Whether a piece code on a square stands on a promotion line (pawns only): [code * 144 +
   * square].
   */
  private static final boolean[] PROMOTION_LINE = new boolean[QuaternityPieceCodes.CODES * SQUARES];

  /** The promotion choice of each promotion type (0: none). */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Option<QuaternityPieceKind>[] PROMOTIONS = new Option[KNIGHT + 1];

  /** The codes of each army's pieces, one bit per code. */
  private static final long[] ARMY_CODES = new long[4];

  /** The codes of the kings, one bit per code. */
  private static final long KING_CODES;

  static {
    long kings = 0;
    for (int code = 1; code < QuaternityPieceCodes.CODES; code++) {
      ARMY_CODES[army(code)] |= 1L << code;
      kings |= type(code) == KING ? 1L << code : 0;
    }
    KING_CODES = kings;
    PROMOTIONS[0] = Option.none();
    for (int t = QUEEN; t <= KNIGHT; t++) {
      PROMOTIONS[t] = Option.some(QuaternityPieceKind.values()[t]);
    }
    for (int code = 1; code < QuaternityPieceCodes.CODES; code++) {
      for (int square = 0; square < SQUARES; square++) {
        PROMOTION_LINE[code * SQUARES + square] = promotionLine(code, square);
      }
      int t = type(code);
      if (t == PAWN_UNCOMMITTED) {
        int forward = forward(army(code));
        PAWN_CAPTURES[code] = bit(forward) | bit(forward + 6) | bit(forward + 2);
      } else if (QuaternityPieceCodes.isPawnType(t)) {
        int o = 2 * (t - PAWN_NORTH);
        PAWN_CAPTURES[code] = bit(o + 1) | bit(o + 7);
      }
    }
  }

  private final QuaternityVariant variant;
  private final boolean forbidSelfExposure;

  QuaternityMoveGenerator(QuaternityVariant variant) {
    this.variant = variant;
    this.forbidSelfExposure = variant.selfExposure() == QuaternityVariant.SelfExposure.FORBID;
  }

  static int encode(int from, int to, int promotion) {
    return from | to << 8 | promotion << 16;
  }

  /** Returns the int form of a piece move (its squares must be on the board). */
  static int encode(PieceMove m) {
    return encode(
        GEOMETRY.index(m.from()),
        GEOMETRY.index(m.to()),
        m.promotion().map(QuaternityPieceCodes::typeOf).getOrElse(0));
  }

  /** Returns the piece move of an int move. */
  static PieceMove pieceMove(int move) {
    return new PieceMove(
        QuaternityTables.square(from(move)),
        QuaternityTables.square(to(move)),
        PROMOTIONS[promotion(move)]);
  }

  static int from(int move) {
    return move & 0xFF;
  }

  static int to(int move) {
    return (move >>> 8) & 0xFF;
  }

  static int promotion(int move) {
    return move >>> 16;
  }

  /** The diagonal an army's central pawns look along: White NE, Red SE, Black SW, Green NW. */
  static int forward(int army) {
    return 1 + 2 * army;
  }

  private static int bit(int direction) {
    return 1 << (direction & 7);
  }

  // ---------------------------------------------------------------- attacks

  /**
   * Returns the players whose pieces attack: the active ones (and the frozen ones if the option
   * says so).
   */
  int attackingPlayers(QuaternityDraft w) {
    int attacking = 1 << QuaternityDraft.ACTIVE | (variant.frozenPiecesAttack() ? 1 << FROZEN : 0);
    int players = 0;
    for (int p = 0; p < 4; p++) {
      players |= ((attacking >>> w.status[p]) & 1) << p;
    }
    return players;
  }

  /** Returns the armies whose pieces threaten {@code player}'s king: live and not its own. */
  int hostileArmies(QuaternityDraft w, int player) {
    return w.armiesOf(attackingPlayers(w) & ~(1 << player));
  }

  /** Returns true when a piece of one of {@code armies} attacks {@code square}. */
  static boolean attacked(QuaternityDraft w, int square, int armies) {
    return attacked(w, square, armies, -1);
  }

  /**
   * Returns true when a piece of one of {@code armies} attacks {@code square}, with the square
   * {@code vacated} (a king leaving for {@code square}, or -1) taken as empty.
   */
  private static boolean attacked(QuaternityDraft w, int square, int armies, int vacated) {
    return countAttackers(w, square, armies, vacated, 1) != 0;
  }

  /**
   * Counts the pieces of {@code armies} that attack {@code square}, with the square {@code vacated}
   * (or -1) taken as empty, stopping at {@code limit}: returns {@code count << 8 | square} with the
   * square of the last one found (0 when none). Only the pieces on the square's lines and knight
   * leaps are looked at, from the occupancy words: on the sparse boards of most of a game they are
   * few.
   */
  private static int countAttackers(
      QuaternityDraft w, int square, int armies, int vacated, int limit) {
    byte[] board = w.board;
    int count = 0;
    int found = 0;
    for (int word = 0; word < QuaternityTables.WORDS; word++) {
      long bits = w.occupied[word] & QuaternityTables.REACH[square * QuaternityTables.WORDS + word];
      while (bits != 0) {
        int from = word << 6 | Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        int v = board[from];
        if ((armies & (1 << army(v))) != 0 && attacksFrom(w, v, from, square, vacated)) {
          found = from;
          if (++count == limit) {
            return count << 8 | found;
          }
        }
      }
    }
    return count << 8 | found;
  }

  /**
   * Returns true when piece {@code v} on {@code from}, a square of {@code square}'s reach, attacks
   * {@code square}: a knight a leap away, or a piece on a line with nothing but {@code vacated}
   * between.
   */
  private static boolean attacksFrom(QuaternityDraft w, int v, int from, int square, int vacated) {
    int d = QuaternityTables.lineDirection(square, from);
    if (d < 0) {
      // The reach holds lines and knight leaps only.
      return type(v) == KNIGHT;
    }
    if (!attacksAlong(v, d, QuaternityTables.distance(square, from) == 1)) {
      return false;
    }
    int first = QuaternityTables.firstOnRay(w.occupied, square, d);
    return first == from
        || (first == vacated && QuaternityTables.firstOnRay(w.occupied, vacated, d) == from);
  }

  /**
   * Returns true when piece {@code v}, the first piece met from the target in direction {@code d},
   * attacks the target ({@code adjacent} when it stands next to it).
   */
  private static boolean attacksAlong(int v, int d, boolean adjacent) {
    int t = type(v);
    switch (t) {
      case QUEEN:
        return true;
      case ROOK:
        return Direction.isOrthogonal(d);
      case BISHOP:
        return !Direction.isOrthogonal(d);
      case KING:
        return adjacent;
      case KNIGHT:
        return false;
      default:
        // A pawn attacks the target when it captures in the opposite direction of d.
        return adjacent && (PAWN_CAPTURES[v] & bit(d + 4)) != 0;
    }
  }

  /** Returns the squares of the pieces of {@code armies} that attack {@code square}. */
  static QuaternityMoveBuffer attackers(byte[] board, int square, int armies) {
    QuaternityMoveBuffer found = new QuaternityMoveBuffer();
    for (int t : KNIGHT_TARGETS[square]) {
      int v = board[t];
      if (v != 0 && type(v) == KNIGHT && (armies & (1 << army(v))) != 0) {
        found.add(t);
      }
    }
    for (int d = 0; d < 8; d++) {
      int[] ray = RAYS[square * 8 + d];
      for (int k = 0; k < ray.length; k++) {
        int v = board[ray[k]];
        if (v == 0) {
          continue;
        }
        if ((armies & (1 << army(v))) != 0 && attacksAlong(v, d, k == 0)) {
          found.add(ray[k]);
        }
        break;
      }
    }
    return found;
  }

  boolean inCheck(QuaternityDraft w, int player) {
    int king = w.kings[player];
    return king >= 0 && attacked(w, king, hostileArmies(w, player));
  }

  // ---------------------------------------------------------------- pawns

  /**
   * Returns true when the pawn {@code code} standing on {@code square} stands on a promotion line.
   */
  static boolean onPromotionLine(int code, int square) {
    return PROMOTION_LINE[code * SQUARES + square];
  }

  private static boolean promotionLine(int code, int square) {
    int t = type(code);
    if (t == PAWN_UNCOMMITTED) {
      int forward = forward(army(code));
      return onLine((forward + 7) % 8 / 2, square) || onLine((forward + 1) % 8 / 2, square);
    }
    return QuaternityPieceCodes.isPawnType(t) && onLine(t - PAWN_NORTH, square);
  }

  /**
   * Returns true when {@code square} lies on the edge a pawn of direction index 0..3 (N, E, S, W)
   * heads for.
   */
  private static boolean onLine(int pawnDirection, int square) {
    switch (pawnDirection) {
      case 0:
        return QuaternityTables.rank(square) == 11;
      case 1:
        return QuaternityTables.file(square) == 11;
      case 2:
        return QuaternityTables.rank(square) == 0;
      default:
        return QuaternityTables.file(square) == 0;
    }
  }

  /**
   * Returns the code of the piece {@code v} after moving from {@code from} to {@code to}: a
   * promotion piece, a central pawn that commits (or keeps its choice after a capture along its
   * diagonal), or the piece itself.
   */
  int arrival(int v, int from, int to, int promotion) {
    if (promotion != 0) {
      return QuaternityPieceCodes.code(army(v), promotion);
    }
    if (type(v) != PAWN_UNCOMMITTED) {
      return v;
    }
    int d = QuaternityTables.adjacentDirection(from, to);
    int forward = forward(army(v));
    if (Direction.isOrthogonal(d)) {
      return QuaternityPieceCodes.code(army(v), PAWN_NORTH + d / 2);
    }
    if (d == forward || !variant.acpSideCaptureCommits()) {
      return v;
    }
    // A left capture (forward - 90°) commits to the left step (forward - 45°), a right one to the
    // right.
    int committed = d == (forward + 6) % 8 ? (forward + 7) % 8 : (forward + 1) % 8;
    return QuaternityPieceCodes.code(army(v), PAWN_NORTH + committed / 2);
  }

  // ---------------------------------------------------------------- pseudo-legal moves

  /** Returns the armies {@code player} controls, one bit per army. */
  static int ownArmies(QuaternityDraft w, int player) {
    return w.armiesOf(1 << player);
  }

  /**
   * Returns the pieces the controller of the armies {@code own} may capture, one bit per piece
   * code: those of the other armies, but no king (unless option kingCapture) and no piece of a
   * frozen player when option frozenPiecesCapturable is off. Worked out once per move list, so that
   * each capture is one bit test.
   */
  long prey(QuaternityDraft w, int own) {
    long prey = 0;
    for (int a = 0; a < 4; a++) {
      if ((own & (1 << a)) == 0
          && (variant.frozenPiecesCapturable() || w.status[w.controller[a]] != FROZEN)) {
        prey |= ARMY_CODES[a];
      }
    }
    return variant.kingCapture() ? prey : prey & ~KING_CODES;
  }

  private static boolean isPrey(long prey, int target) {
    return (prey & (1L << target)) != 0;
  }

  /** Adds the pseudo-legal moves of every piece {@code player} controls. */
  void pseudoMoves(QuaternityDraft w, int player, QuaternityMoveBuffer out) {
    int own = ownArmies(w, player);
    long prey = prey(w, own);
    for (int sq = w.nextPiece(0, own); sq < SQUARES; sq = w.nextPiece(sq + 1, own)) {
      movesOf(w, sq, prey, out);
    }
  }

  /**
   * Adds the pseudo-legal moves of the piece on {@code sq}, which belongs to the armies {@code
   * own}.
   */
  void pieceMoves(QuaternityDraft w, int sq, int own, QuaternityMoveBuffer out) {
    movesOf(w, sq, prey(w, own), out);
  }

  /**
   * Adds the pseudo-legal moves of the piece on {@code sq}, which may capture the codes of {@code
   * prey}.
   */
  private void movesOf(QuaternityDraft w, int sq, long prey, QuaternityMoveBuffer out) {
    byte[] board = w.board;
    int v = board[sq];
    int t = type(v);
    switch (t) {
      case KING:
        for (int d = 0; d < 8; d++) {
          target(w, sq, NEIGHBOUR[sq * 8 + d], prey, out);
        }
        break;
      case KNIGHT:
        for (int n : KNIGHT_TARGETS[sq]) {
          target(w, sq, n, prey, out);
        }
        break;
      case QUEEN:
        slide(w, sq, 0, 1, prey, out);
        break;
      case ROOK:
        slide(w, sq, 0, 2, prey, out);
        break;
      case BISHOP:
        slide(w, sq, 1, 2, prey, out);
        break;
      case PAWN_UNCOMMITTED:
        int forward = forward(army(v));
        pawnStep(w, sq, (forward + 7) % 8, out);
        pawnStep(w, sq, (forward + 1) % 8, out);
        pawnCapture(w, sq, forward, prey, out);
        pawnCapture(w, sq, (forward + 6) % 8, prey, out);
        pawnCapture(w, sq, (forward + 2) % 8, prey, out);
        break;
      default:
        int o = 2 * (t - PAWN_NORTH);
        pawnStep(w, sq, o, out);
        pawnCapture(w, sq, (o + 7) % 8, prey, out);
        pawnCapture(w, sq, (o + 1) % 8, prey, out);
        break;
    }
  }

  private static void target(
      QuaternityDraft w, int from, int to, long prey, QuaternityMoveBuffer out) {
    if (to >= 0) {
      int v = w.board[to];
      if (v == 0 || isPrey(prey, v)) {
        out.add(encode(from, to, 0));
      }
    }
  }

  private static void slide(
      QuaternityDraft w,
      int from,
      int firstDirection,
      int step,
      long prey,
      QuaternityMoveBuffer out) {
    byte[] board = w.board;
    for (int d = firstDirection; d < 8; d += step) {
      for (int to : RAYS[from * 8 + d]) {
        int v = board[to];
        if (v == 0) {
          out.add(encode(from, to, 0));
        } else {
          if (isPrey(prey, v)) {
            out.add(encode(from, to, 0));
          }
          break;
        }
      }
    }
  }

  private void pawnStep(QuaternityDraft w, int from, int direction, QuaternityMoveBuffer out) {
    int to = NEIGHBOUR[from * 8 + direction];
    if (to >= 0 && w.board[to] == 0) {
      pawnArrival(w, from, to, out);
    }
  }

  private void pawnCapture(
      QuaternityDraft w, int from, int direction, long prey, QuaternityMoveBuffer out) {
    int to = NEIGHBOUR[from * 8 + direction];
    if (to >= 0 && w.board[to] != 0 && isPrey(prey, w.board[to])) {
      pawnArrival(w, from, to, out);
    }
  }

  private void pawnArrival(QuaternityDraft w, int from, int to, QuaternityMoveBuffer out) {
    if (onPromotionLine(arrival(w.board[from], from, to, 0), to)) {
      for (int promotion = QUEEN; promotion <= KNIGHT; promotion++) {
        out.add(encode(from, to, promotion));
      }
    } else {
      out.add(encode(from, to, 0));
    }
  }

  // ---------------------------------------------------------------- legality

  /**
   * What legality tests of one player's moves share in one position, from the king's rays: whether
   * the king is in check and by what, and, worked out on first use, the pin along each direction
   * and the lines from the king through other kings (for the self-exposure test). Queries read the
   * board as it was when the frame was made.
   */
  private final class Frame {
    final QuaternityDraft draft;
    final byte[] board;
    final int player;
    final boolean withExposure;
    final int own;

    /** The pieces the player may capture, one bit per code (see {@link #prey}). */
    final long prey;

    final int hostile;
    final int king;
    final boolean checked;

    /** The number of pieces giving check, 0 to 2 (2 standing for two or more). */
    final int checkers;

    /** The square of a piece giving check, or -1. */
    final int checker;

    /** The direction from the king to a checking slider at a distance, or -1. */
    final int checkLine;

    /**
     * The square of the own piece pinned in each direction from the king once known, 8 bits per
     * direction, 0xFF for none (a long rather than an array: one allocation less per frame).
     */
    private long pinned;

    /** The directions whose entry in {@link #pinned} is known, one bit each. */
    private int pinsKnown;

    /** The directions from the king towards other kings, one bit each (only with exposure). */
    final int kingDirections;

    /**
     * Per direction of {@link #kingDirections}: the first piece other than a king met from the
     * king, or -1; filled on first use, with {@link #blockerAt}, {@link #revealAt}, {@link #xrays}
     * and {@link #reveals}.
     */
    private int[] blocker;

    /** Per direction: the ray index of the blocker. */
    private int[] blockerAt;

    /** Per direction: the ray index of the next piece other than a king behind the blocker. */
    private int[] revealAt;

    /** The directions in which kings already screen a non-own slider (the blocker). */
    private int xrays;

    /** The directions in which kings would screen a non-own slider once the blocker left. */
    private int reveals;

    Frame(QuaternityDraft w, int player, boolean withExposure, boolean checked) {
      this.draft = w;
      this.board = w.board;
      this.player = player;
      this.withExposure = withExposure;
      this.own = ownArmies(w, player);
      this.prey = prey(w, own);
      this.hostile = hostileArmies(w, player);
      this.king = w.kings[player];
      this.checked = checked && king >= 0;
      // The count is capped at 2, which is all that legality needs to know.
      int found = checked ? countAttackers(w, king, hostile, -1, 2) : 0;
      this.checkers = found >>> 8;
      this.checker = checked ? found & 0xFF : -1;
      int line = checked ? QuaternityTables.lineDirection(king, checker) : -1;
      this.checkLine =
          line >= 0 && QuaternityTables.GEOMETRY.distance(king, checker) > 1 ? line : -1;
      this.kingDirections = withExposure && king >= 0 ? kingDirections(w, player, king) : 0;
    }

    /** Returns the square of the own piece pinned in direction {@code d} from the king, or -1. */
    int pinned(int d) {
      if ((pinsKnown & (1 << d)) == 0) {
        pinned |= (long) (pinnedAlong(draft, king, d, own, hostile) & 0xFF) << (8 * d);
        pinsKnown |= 1 << d;
      }
      int square = (int) (pinned >>> (8 * d)) & 0xFF;
      return square == 0xFF ? -1 : square;
    }

    /**
     * Returns true when, after a move of a piece other than the king from {@code from} to {@code
     * to}, a line from the king runs through one or more kings to a non-own slider: the only way
     * the mates the move completes can expose the king. A line keeps such a screen unless the
     * moving piece lands on it in front of the slider, and gains one only when its blocker leaves
     * without landing in front of the piece behind.
     */
    boolean mayExpose(int from, int to) {
      if (blocker == null) {
        findBlockers();
      }
      int e = QuaternityTables.lineDirection(king, to);
      int at = e < 0 ? -1 : QuaternityTables.GEOMETRY.distance(king, to) - 1;
      for (int d = 0; d < Direction.COUNT; d++) {
        if ((kingDirections & (1 << d)) == 0) {
          continue;
        }
        if ((xrays & (1 << d)) != 0) {
          if (!(e == d && at <= blockerAt[d])) {
            return true;
          }
        } else if (from == blocker[d]
            && (reveals & (1 << d)) != 0
            && !(e == d && at <= revealAt[d])) {
          return true;
        }
      }
      return false;
    }

    /** Returns the directions in which kings already screen a non-own slider. */
    int xrays() {
      if (blocker == null) {
        findBlockers();
      }
      return xrays;
    }

    /**
     * Returns true when every pseudo-legal move of the own piece on {@code square}, not the king,
     * is legal: the king is not in check, the piece is not pinned, and no mate it could complete
     * can expose the king (it blocks no line through other kings and no such line is open).
     */
    boolean movesFreely(int square) {
      if (checked) {
        return false;
      }
      int d = QuaternityTables.lineDirection(king, square);
      if (d >= 0 && pinned(d) == square) {
        return false;
      }
      if (kingDirections == 0) {
        return true;
      }
      if (xrays() != 0) {
        return false;
      }
      return d < 0 || blocker[d] != square || (reveals & (1 << d)) == 0;
    }

    private void findBlockers() {
      blocker = new int[Direction.COUNT];
      blockerAt = new int[Direction.COUNT];
      revealAt = new int[Direction.COUNT];
      for (int d = 0; d < Direction.COUNT; d++) {
        blocker[d] = -1;
        if ((kingDirections & (1 << d)) == 0) {
          continue;
        }
        int[] ray = RAYS[king * Direction.COUNT + d];
        boolean behindKing = false;
        for (int k = 0; k < ray.length; k++) {
          int v = board[ray[k]];
          if (v == 0) {
            continue;
          }
          if (type(v) == KING) {
            behindKing = true;
            continue;
          }
          int screened =
              behindKing && (own & (1 << army(v))) == 0 && attacksAlong(v, d, false) ? 1 << d : 0;
          if (blocker[d] < 0) {
            blocker[d] = ray[k];
            blockerAt[d] = k;
            xrays |= screened;
            if (screened != 0) {
              break;
            }
          } else {
            revealAt[d] = k;
            reveals |= screened;
            break;
          }
        }
      }
    }

    /** Returns true when a piece other than the king arriving on {@code to} ends the check. */
    boolean resolvesCheck(int to) {
      return checkers == 1
          && (to == checker
              || (checkLine >= 0
                  && QuaternityTables.lineDirection(king, to) == checkLine
                  && QuaternityTables.GEOMETRY.distance(king, to)
                      < QuaternityTables.GEOMETRY.distance(king, checker)));
    }
  }

  /**
   * Returns the square of the piece of {@code own} that is the first piece from {@code king} in
   * direction {@code d} when the next piece is a slider of {@code hostile} along that line (a pin),
   * else -1.
   */
  private static int pinnedAlong(QuaternityDraft w, int king, int d, int own, int hostile) {
    int first = QuaternityTables.firstOnRay(w.occupied, king, d);
    if (first < 0 || (own & (1 << army(w.board[first]))) == 0) {
      return -1;
    }
    int next = QuaternityTables.firstOnRay(w.occupied, first, d);
    return next >= 0
            && (hostile & (1 << army(w.board[next]))) != 0
            && attacksAlong(w.board[next], d, false)
        ? first
        : -1;
  }

  /**
   * Returns true when, in one of {@code directions} from {@code king}, the pieces met are one or
   * more kings and then a slider along that line that {@code own} does not control: the only way
   * the mates a move completes (kings removed, armies handed to the mover) can leave the mover in
   * check (§4.4), since mates remove nothing else and only make pieces the mover's own.
   */
  private static boolean exposable(byte[] board, int king, int vacated, int directions, int own) {
    for (int d = 0; d < Direction.COUNT; d++) {
      if ((directions & (1 << d)) == 0) {
        continue;
      }
      int[] ray = RAYS[king * Direction.COUNT + d];
      boolean behindKing = false;
      for (int k = 0; k < ray.length; k++) {
        int v = board[ray[k]];
        if (v == 0 || ray[k] == vacated) {
          continue;
        }
        if (type(v) == KING) {
          behindKing = true;
          continue;
        }
        if (behindKing && (own & (1 << army(v))) == 0 && attacksAlong(v, d, false)) {
          return true;
        }
        break;
      }
    }
    return false;
  }

  /**
   * Returns the directions from {@code king} towards the other kings of {@code w}, one bit each.
   */
  private static int kingDirections(QuaternityDraft w, int player, int king) {
    int directions = 0;
    for (int q = 0; q < 4; q++) {
      int other = w.kings[q];
      if (q != player && other >= 0) {
        int d = QuaternityTables.lineDirection(king, other);
        directions |= d < 0 ? 0 : 1 << d;
      }
    }
    return directions;
  }

  /**
   * Returns true when the pseudo-legal {@code move} of the frame's player is legal: it does not
   * leave the mover's own king in check (basic legality) and, when the frame checks exposure, the
   * kings it mates do not uncover the mover's king either (§4.4). A move of a piece other than the
   * king is decided from the frame (pins, and in check the checking line); for a king move its
   * destination is scanned. The board is never written, so it may be a position's own. The mates
   * are played out on a copy only when a line from the king runs through kings to a non-own slider
   * after the move.
   */
  private boolean isLegal(QuaternityDraft w, Frame f, int move) {
    byte[] board = w.board;
    int from = from(move);
    int to = to(move);
    int moved = board[from];
    int captured = board[to];
    if (captured != 0 && type(captured) == KING) {
      return isLegalOnCopy(w, f.player, move, f.withExposure);
    }
    boolean exposed = false;
    boolean legal;
    if (f.king < 0) {
      legal = true;
    } else if (type(moved) == KING) {
      // The board is only read: the king's square is taken as empty, and what stood on to (the
      // square scanned from) cannot attack it.
      legal = !attacked(w, to, f.hostile, from);
      if (legal && f.withExposure) {
        int directions = kingDirections(w, f.player, to);
        exposed = directions != 0 && exposable(board, to, from, directions, f.own);
      }
    } else {
      int d = QuaternityTables.lineDirection(f.king, from);
      legal =
          (!f.checked || f.resolvesCheck(to))
              && (d < 0 || f.pinned(d) != from || QuaternityTables.lineDirection(f.king, to) == d);
      exposed = legal && f.kingDirections != 0 && f.mayExpose(from, to);
    }
    return exposed ? isLegalOnCopy(w, f.player, move, true) : legal;
  }

  /** The slow legality test: plays the move on a copy, mates included when {@code withMates}. */
  private boolean isLegalOnCopy(QuaternityDraft w, int player, int move, boolean withMates) {
    QuaternityDraft copy = w.copy();
    makeBoardMove(copy, player, move);
    if (inCheck(copy, player)) {
      return false;
    }
    if (withMates) {
      resolveMates(copy, player);
    }
    return !inCheck(copy, player);
  }

  /** Returns true when {@code move} is legal for {@code player} (the side to move). */
  boolean isLegal(QuaternityDraft w, int player, int move) {
    return isLegal(w, new Frame(w, player, forbidSelfExposure, w.isChecked(player)), move);
  }

  /** Adds the legal moves of {@code player} to {@code out}. */
  void legalMoves(QuaternityDraft w, int player, QuaternityMoveBuffer out) {
    Frame f = new Frame(w, player, forbidSelfExposure, w.isChecked(player));
    QuaternityMoveBuffer.Scratch scratch = QuaternityMoveBuffer.scratch();
    QuaternityMoveBuffer pseudo = scratch.take();
    try {
      for (int sq = w.nextPiece(0, f.own); sq < SQUARES; sq = w.nextPiece(sq + 1, f.own)) {
        int v = w.board[sq];
        pseudo.clear();
        movesOf(w, sq, f.prey, pseudo);
        boolean free = freely(f, v, sq);
        for (int i = 0; i < pseudo.size(); i++) {
          if (free || isLegal(w, f, pseudo.get(i))) {
            out.add(pseudo.get(i));
          }
        }
      }
    } finally {
      scratch.give();
    }
  }

  /** Returns true when the moves of piece {@code v} on {@code sq} need no test one by one. */
  private boolean freely(Frame f, int v, int sq) {
    return type(v) != KING && !variant.kingCapture() && f.movesFreely(sq);
  }

  /**
   * Returns a legal move of {@code player} drawn uniformly, or -1 when there is none: pseudo-legal
   * moves are drawn without replacement until one passes the legality test, which is uniform over
   * the legal ones and tests few moves in the usual position.
   */
  int randomLegalMove(QuaternityDraft w, int player, RandomGenerator random) {
    QuaternityMoveBuffer.Scratch scratch = QuaternityMoveBuffer.scratch();
    QuaternityMoveBuffer pseudo = scratch.take();
    try {
      pseudoMoves(w, player, pseudo);
      Frame f = new Frame(w, player, forbidSelfExposure, w.isChecked(player));
      for (int n = pseudo.size(); n > 0; n--) {
        int i = random.nextInt(n);
        int move = pseudo.get(i);
        if (isLegal(w, f, move)) {
          return move;
        }
        pseudo.set(i, pseudo.get(n - 1));
      }
      return -1;
    } finally {
      scratch.give();
    }
  }

  /** Returns the number of legal moves of {@code player}. */
  int countLegalMoves(QuaternityDraft w, int player) {
    Frame f = new Frame(w, player, forbidSelfExposure, w.isChecked(player));
    QuaternityMoveBuffer.Scratch scratch = QuaternityMoveBuffer.scratch();
    QuaternityMoveBuffer pseudo = scratch.take();
    try {
      int n = 0;
      for (int sq = w.nextPiece(0, f.own); sq < SQUARES; sq = w.nextPiece(sq + 1, f.own)) {
        int v = w.board[sq];
        pseudo.clear();
        movesOf(w, sq, f.prey, pseudo);
        if (freely(f, v, sq)) {
          n += pseudo.size();
          continue;
        }
        for (int i = 0; i < pseudo.size(); i++) {
          if (isLegal(w, f, pseudo.get(i))) {
            n++;
          }
        }
      }
      return n;
    } finally {
      scratch.give();
    }
  }

  /**
   * Returns true when {@code player} has a legal move; with {@code withExposure} false, only basic
   * legality counts (the defence test of §4.2, which judges a frozen player as if alive).
   */
  boolean hasLegalMove(QuaternityDraft w, int player, boolean withExposure) {
    return hasLegalMove(w, player, withExposure, w.isChecked(player));
  }

  /**
   * As {@link #hasLegalMove(QuaternityDraft, int, boolean)}, told whether the player is in check.
   */
  private boolean hasLegalMove(
      QuaternityDraft w, int player, boolean withExposure, boolean checked) {
    Frame f = new Frame(w, player, withExposure && forbidSelfExposure, checked);
    QuaternityMoveBuffer.Scratch scratch = QuaternityMoveBuffer.scratch();
    try {
      return hasLegalMove(w, f, scratch.take());
    } finally {
      scratch.give();
    }
  }

  /** Returns true when the frame's player has a legal move; {@code pseudo} is a working list. */
  private boolean hasLegalMove(QuaternityDraft w, Frame f, QuaternityMoveBuffer pseudo) {
    int own = f.own;
    // In check the king's own moves are the likeliest defence, and against two checkers the only
    // one (unless capturing a king hands a checker to the mover); otherwise its moves are the
    // costly ones to test, so it goes last.
    if (f.checked && hasLegalMoveFrom(w, f, f.king, pseudo)) {
      return true;
    }
    if (f.checkers < 2 || variant.kingCapture()) {
      // Piece by piece, so that the usual case (the first piece can move) stops early.
      for (int sq = w.nextPiece(0, own); sq < SQUARES; sq = w.nextPiece(sq + 1, own)) {
        if (type(w.board[sq]) != KING && hasLegalMoveFrom(w, f, sq, pseudo)) {
          return true;
        }
      }
    }
    return !f.checked && hasLegalMoveFrom(w, f, f.king, pseudo);
  }

  /** Returns true when the piece on {@code square} (none when negative) has a legal move. */
  private boolean hasLegalMoveFrom(
      QuaternityDraft w, Frame f, int square, QuaternityMoveBuffer pseudo) {
    if (square < 0) {
      return false;
    }
    pseudo.clear();
    movesOf(w, square, f.prey, pseudo);
    for (int i = 0; i < pseudo.size(); i++) {
      if (isLegal(w, f, pseudo.get(i))) {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- making moves and mates

  /**
   * Plays the board part of a move (§4.5 step 1): capture, commitment, promotion; a captured king
   * (only with the kingCapture option) eliminates its player like a mate.
   */
  boolean makeBoardMove(QuaternityDraft w, int player, int move) {
    int from = from(move);
    int to = to(move);
    int moved = w.board[from];
    int captured = w.board[to];
    w.set(to, arrival(moved, from, to, promotion(move)));
    w.set(from, 0);
    if (type(moved) == KING) {
      w.kings[army(moved)] = to;
    }
    if (captured != 0 && type(captured) == KING) {
      w.kings[army(captured)] = -1;
      eliminate(w, army(captured), player);
      return true;
    }
    return false;
  }

  /** Hands every army {@code loser} controls to {@code heir} and eliminates {@code loser}. */
  static void eliminate(QuaternityDraft w, int loser, int heir) {
    for (int a = 0; a < 4; a++) {
      if (w.controller[a] == loser) {
        w.controller[a] = heir;
      }
    }
    w.status[loser] = ELIMINATED;
  }

  /** Removes {@code player}'s king after a mate and hands its armies to {@code heir}. */
  static void mate(QuaternityDraft w, int player, int heir) {
    w.set(w.kings[player], 0);
    w.kings[player] = -1;
    eliminate(w, player, heir);
  }

  /**
   * Removes every king other than the actor's that is in check without a defence, all judged on the
   * same board, and repeats while a removal creates new mates (§4.3). Returns the mated players as
   * seat bits. Every attack is scanned afresh; {@link QuaternityDraft#checks} is left as it was.
   */
  int resolveMates(QuaternityDraft w, int actor) {
    int all = 0;
    while (true) {
      int checked = 0;
      for (int q = 0; q < 4; q++) {
        if (q != actor && w.status[q] != ELIMINATED && inCheck(w, q)) {
          checked |= 1 << q;
        }
      }
      int mated = mated(w, checked);
      if (mated == 0) {
        return all;
      }
      removeMated(w, mated, actor);
      all |= mated;
    }
  }

  /**
   * Resolves the mates after the actor's board move from {@code from} to {@code to} (made on {@code
   * w}, which held {@link QuaternityDraft#checks} of the position before it and had no king
   * captured), and leaves {@code w.checks} right for the position after. A king that was not in
   * check can only be checked now through a line opened at {@code from} or by the piece on {@code
   * to}; only kings already in check are scanned in full.
   */
  int resolveMatesAfter(QuaternityDraft w, int actor, int from, int to) {
    int checked = 0;
    for (int q = 0; q < 4; q++) {
      int king = w.kings[q];
      if (q == actor || king < 0) {
        continue;
      }
      int hostile = hostileArmies(w, q);
      boolean attacked =
          w.isChecked(q) ? attacked(w, king, hostile) : checkedThrough(w, king, from, to, hostile);
      checked |= attacked ? 1 << q : 0;
    }
    int mated = mated(w, checked);
    if (mated == 0) {
      // A legal move never leaves the actor in check, and no mate changed any army's controller.
      w.checks = checked;
      return 0;
    }
    removeMated(w, mated, actor);
    int all = mated | resolveMates(w, actor);
    computeChecks(w);
    return all;
  }

  /**
   * Returns the players among {@code checked} that have no basic-legal move (judged as if active).
   */
  private int mated(QuaternityDraft w, int checked) {
    int mated = 0;
    for (int q = 0; q < 4; q++) {
      if ((checked & (1 << q)) != 0 && !hasLegalMove(w, q, false, true)) {
        mated |= 1 << q;
      }
    }
    return mated;
  }

  private static void removeMated(QuaternityDraft w, int mated, int actor) {
    for (int q = 0; q < 4; q++) {
      if ((mated & (1 << q)) != 0) {
        mate(w, q, actor);
      }
    }
  }

  /**
   * Returns true when the king on {@code king}, not attacked before a move from {@code from} to
   * {@code to} (made on {@code board}), is attacked by {@code armies} after it: through a line
   * opened at {@code from}, or by the piece now on {@code to}.
   */
  private static boolean checkedThrough(QuaternityDraft w, int king, int from, int to, int armies) {
    byte[] board = w.board;
    int d = QuaternityTables.lineDirection(king, from);
    if (d >= 0) {
      int first = QuaternityTables.firstOnRay(w.occupied, king, d);
      if (first >= 0
          && (armies & (1 << army(board[first]))) != 0
          && attacksAlong(board[first], d, QuaternityTables.distance(king, first) == 1)) {
        return true;
      }
    }
    int v = board[to];
    if ((armies & (1 << army(v))) == 0) {
      return false;
    }
    if (type(v) == KNIGHT) {
      return QuaternityTables.isKnightLeap(to, king);
    }
    int e = QuaternityTables.lineDirection(king, to);
    return e >= 0
        && QuaternityTables.firstOnRay(w.occupied, king, e) == to
        && attacksAlong(v, e, QuaternityTables.distance(king, to) == 1);
  }

  /** Sets {@link QuaternityDraft#checks} by scanning every king. */
  void computeChecks(QuaternityDraft w) {
    int checks = 0;
    for (int q = 0; q < 4; q++) {
      checks |= inCheck(w, q) ? 1 << q : 0;
    }
    w.checks = checks;
  }
}
