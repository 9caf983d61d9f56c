package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityPieceCodes.BISHOP;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.KING;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.QUEEN;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.ROOK;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.army;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.type;
import static io.github.latrunculi.quaternity.QuaternityTables.BOARD;
import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.kit.SquareSet;

/**
 * What the legality tests of one player's moves share in one position, read from the king's rays:
 * whether the king is in check and by what, and, worked out on first use, the pin along each
 * direction and the lines from the king through other kings (for the self-exposure test of §4.4).
 * Queries read the board as it was when the frame was made. One frame per move list, count or
 * defence test; the generator makes it and decides each move with it.
 */
final class QuaternityFrame {
  /** The pin and blocker entries of a direction with none. */
  private static final int NONE = -1;

  /** The bits of one square in {@link #pinned}, and the value there for no pin. */
  private static final int PIN_BITS = 8;

  private static final int NO_PIN = (1 << PIN_BITS) - 1;

  /**
   * A frame that tests every king step (a move list or count) on a board with at most this many
   * pieces (most of a random game) tests them against a map of every hostile attack, made once:
   * with few pieces it costs less than the eight attack tests it replaces, with many more. A frame
   * that looks for one legal move (a random draw, the defence test) tests a step or two, for which
   * the map would cost more.
   */
  private static final int SPARSE_PIECES = 16;

  /** Where the words of the attack map and of the non-own sliders start in {@link #kingMaps}. */
  private static final int ATTACKS = 0;

  private static final int SLIDERS = QuaternityTables.WORDS;

  /** Checkers are counted up to this: two or more checkers leave only king moves. */
  private static final int CHECKERS_CAP = 2;

  private final QuaternityDraft draft;
  final int player;

  /** Whether mates a move completes must not uncover the player's king (SELF_EXPOSURE=FORBID). */
  final boolean withExposure;

  /** The armies the player controls, one bit per army. */
  final int own;

  /** The pieces the player may capture, one bit per code (see the generator's prey). */
  final long prey;

  /** The armies whose pieces attack the player's king, one bit per army. */
  private final int hostile;

  /** The king's square, or -1 when the player has none (only in a defence test after a capture). */
  final int king;

  final boolean checked;

  /** The number of pieces giving check, 0 to {@link #CHECKERS_CAP} (the cap standing for more). */
  final int checkers;

  /** The square of a piece giving check, or -1. */
  private final int checker;

  /** The direction from the king to a checking slider at a distance, or -1. */
  private final int checkLine;

  /** The directions from the king towards other kings, one bit each (only with exposure). */
  final int kingDirections;

  /**
   * The square of the own piece pinned in each direction from the king once known, {@link
   * #PIN_BITS} bits per direction, {@link #NO_PIN} for none (a long rather than an array: one
   * allocation less per frame).
   */
  private long pinned;

  /** The directions whose entry in {@link #pinned} is known, one bit each. */
  private int pinsKnown;

  /**
   * Per direction of {@link #kingDirections}: the first piece other than a king met from the king,
   * or -1; filled on first use, with {@link #blockerAt}, {@link #revealAt}, {@link #xrays} and
   * {@link #reveals}.
   */
  private int[] blocker;

  /** Per direction: the ray index of the blocker. */
  private int[] blockerAt;

  /** Per direction: the ray index of the next piece other than a king behind the blocker. */
  private int[] revealAt;

  /** Whether the frame tests king steps against {@link #kingMaps}: see {@link #SPARSE_PIECES}. */
  private final boolean mapsKingSteps;

  /**
   * With {@link #mapsKingSteps}, once a king step is tested: the squares hostile pieces attack with
   * the king's square taken as empty, and the squares of the sliders the player does not control
   * (the only pieces the mates of a king move could expose the king to), at {@link #ATTACKS} and
   * {@link #SLIDERS}.
   */
  private long[] kingMaps;

  /** The directions in which kings already screen a non-own slider (the blocker). */
  private int xrays;

  /** The directions in which kings would screen a non-own slider once the blocker left. */
  private int reveals;

  QuaternityFrame(
      QuaternityDraft w,
      int player,
      int own,
      long prey,
      int hostile,
      boolean withExposure,
      boolean checked,
      boolean testsEveryKingStep) {
    this.draft = w;
    this.player = player;
    this.withExposure = withExposure;
    this.own = own;
    this.prey = prey;
    this.hostile = hostile;
    this.king = w.kings[player];
    this.checked = checked && king >= 0;
    int found =
        this.checked ? QuaternityAttacks.countAttackers(w, king, hostile, NONE, CHECKERS_CAP) : 0;
    this.checkers = QuaternityAttacks.count(found);
    this.checker = this.checked ? QuaternityAttacks.lastFound(found) : NONE;
    int line = this.checked ? BOARD.lineDirection(king, checker) : NONE;
    this.checkLine = line >= 0 && BOARD.distance(king, checker) > 1 ? line : NONE;
    this.kingDirections = withExposure && king >= 0 ? kingDirections(w, player, king) : 0;
    this.mapsKingSteps = testsEveryKingStep && SquareSet.count(w.occupied) <= SPARSE_PIECES;
  }

  /** Returns the square of the own piece pinned in direction {@code d} from the king, or -1. */
  private int pinned(int d) {
    if ((pinsKnown & (1 << d)) == 0) {
      pinned |= (long) (pinnedAlong(draft, king, d, own, hostile) & NO_PIN) << (PIN_BITS * d);
      pinsKnown |= 1 << d;
    }
    int square = (int) (pinned >>> (PIN_BITS * d)) & NO_PIN;
    return square == NO_PIN ? NONE : square;
  }

  /** Returns true when the king moving from {@code from} to {@code to} is not attacked there. */
  boolean kingStepIsSafe(int from, int to) {
    if (mapsKingSteps && from == king) {
      return !SquareSet.contains(kingMaps(), ATTACKS, to);
    }
    // The board is only read: the king's square is taken as empty, and what stood on to (the
    // square scanned from) cannot attack it.
    return !QuaternityAttacks.attacked(draft, to, hostile, from);
  }

  /** Returns {@link #kingMaps}, made on first use from the pieces the player does not control. */
  private long[] kingMaps() {
    if (kingMaps == null) {
      long[] maps = new long[SLIDERS + QuaternityTables.WORDS];
      int others = ~own;
      for (int sq = draft.nextPiece(0, others);
          sq < QuaternityTables.SQUARES;
          sq = draft.nextPiece(sq + 1, others)) {
        int v = draft.board[sq];
        if ((hostile & (1 << army(v))) != 0) {
          QuaternityAttacks.addAttacks(draft, v, sq, king, maps);
        }
        if (isSlider(v)) {
          SquareSet.add(maps, SLIDERS, sq);
        }
      }
      kingMaps = maps;
    }
    return kingMaps;
  }

  /**
   * Returns true when a move of an own piece other than the king from {@code from} to {@code to}
   * leaves the king out of check: it answers the check, if any, and a pinned piece stays on the
   * line of its pin.
   */
  boolean pieceMoveIsSafe(int from, int to) {
    int d = BOARD.lineDirection(king, from);
    return (!checked || resolvesCheck(to))
        && (d < 0 || pinned(d) != from || BOARD.lineDirection(king, to) == d);
  }

  /**
   * Returns true when, after the king's move from {@code from} to {@code to}, kings screen a slider
   * the player does not control from it on some line: the mates the move completes could then
   * expose it.
   */
  boolean kingMoveMayExpose(int from, int to) {
    if (mapsKingSteps && from == king && !sliderOnLines(to)) {
      return false;
    }
    int directions = kingDirections(draft, player, to);
    return directions != 0 && exposable(draft, to, from, directions, own);
  }

  /** Returns true when a slider the player does not control stands on a line from {@code to}. */
  private boolean sliderOnLines(int to) {
    long[] maps = kingMaps();
    for (int word = 0; word < QuaternityTables.WORDS; word++) {
      if ((maps[SLIDERS + word] & BOARD.lines(to, word)) != 0) {
        return true;
      }
    }
    return false;
  }

  /** Returns true when a piece other than the king arriving on {@code to} ends the check. */
  private boolean resolvesCheck(int to) {
    return checkers == 1
        && (to == checker
            || (checkLine >= 0
                && BOARD.lineDirection(king, to) == checkLine
                && BOARD.distance(king, to) < BOARD.distance(king, checker)));
  }

  /**
   * Returns true when every pseudo-legal move of the own piece on {@code square}, not the king, is
   * legal: the king is not in check, the piece is not pinned, and no mate it could complete can
   * expose the king (it blocks no line through other kings and no such line is open).
   */
  boolean movesFreely(int square) {
    if (checked) {
      return false;
    }
    int d = BOARD.lineDirection(king, square);
    if (d >= 0 && pinned(d) == square) {
      return false;
    }
    if (kingDirections == 0) {
      return true;
    }
    findBlockers();
    if (xrays != 0) {
      return false;
    }
    return d < 0 || blocker[d] != square || (reveals & (1 << d)) == 0;
  }

  /**
   * Returns true when, after a move of a piece other than the king from {@code from} to {@code to},
   * a line from the king runs through one or more kings to a non-own slider: the only way the mates
   * the move completes can expose the king. A line keeps such a screen unless the moving piece
   * lands on it in front of the slider, and gains one only when its blocker leaves without landing
   * in front of the piece behind.
   */
  boolean mayExpose(int from, int to) {
    findBlockers();
    int e = BOARD.lineDirection(king, to);
    int at = e < 0 ? NONE : BOARD.distance(king, to) - 1;
    for (int d = 0; d < Direction.COUNT; d++) {
      if ((kingDirections & (1 << d)) == 0) {
        continue;
      }
      if ((xrays & (1 << d)) != 0) {
        if (!landsBefore(e, at, d, blockerAt[d])) {
          return true;
        }
      } else if (from == blocker[d]
          && (reveals & (1 << d)) != 0
          && !landsBefore(e, at, d, revealAt[d])) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns true when a piece landing on direction {@code line} from the king, {@code at} squares
   * past the first, stands on ray {@code d} no further than ray index {@code limit}.
   */
  private static boolean landsBefore(int line, int at, int d, int limit) {
    return line == d && at <= limit;
  }

  /** Fills {@link #blocker} and what goes with it, once. */
  private void findBlockers() {
    if (blocker != null) {
      return;
    }
    blocker = new int[Direction.COUNT];
    blockerAt = new int[Direction.COUNT];
    revealAt = new int[Direction.COUNT];
    for (int d = 0; d < Direction.COUNT; d++) {
      blocker[d] = NONE;
      if ((kingDirections & (1 << d)) != 0) {
        findBlocker(d);
      }
    }
  }

  /**
   * Walks the ray from the king in direction {@code d}, past kings, to its blocker and the piece
   * behind it, and notes whether kings screen a non-own slider there now or once the blocker left.
   * Square by square, unlike the scans of a king's step: a frame is made in every position, and on
   * a crowded board the blocker stands next to the king, where a walk finds it soonest.
   */
  private void findBlocker(int d) {
    byte[] board = draft.board;
    int[] ray = GEOMETRY.ray(king, d);
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
      boolean screened = behindKing && isForeignSlider(v, d, own);
      if (blocker[d] < 0) {
        blocker[d] = ray[k];
        blockerAt[d] = k;
        xrays |= screened ? 1 << d : 0;
        if (screened) {
          return;
        }
      } else {
        revealAt[d] = k;
        reveals |= screened ? 1 << d : 0;
        return;
      }
    }
  }

  /**
   * Returns the square of the piece of {@code own} that is the first piece from {@code king} in
   * direction {@code d} when the next piece is a slider of {@code hostile} along that line (a pin),
   * else -1.
   */
  private static int pinnedAlong(QuaternityDraft w, int king, int d, int own, int hostile) {
    int first = BOARD.firstOnRay(w.occupied, king, d);
    if (first < 0 || (own & (1 << army(w.board[first]))) == 0) {
      return NONE;
    }
    int next = BOARD.firstOnRay(w.occupied, first, d);
    return next >= 0
            && (hostile & (1 << army(w.board[next]))) != 0
            && QuaternityAttacks.attacksAlong(w.board[next], d, false)
        ? first
        : NONE;
  }

  /**
   * Returns the directions from {@code king} towards the other kings of {@code w}, one bit each.
   */
  private static int kingDirections(QuaternityDraft w, int player, int king) {
    int directions = 0;
    for (int q = 0; q < QuaternityArmy.COUNT; q++) {
      int other = w.kings[q];
      if (q != player && other >= 0) {
        int d = BOARD.lineDirection(king, other);
        directions |= d < 0 ? 0 : 1 << d;
      }
    }
    return directions;
  }

  /**
   * Returns true when, in one of {@code directions} from {@code king}, the pieces met (the square
   * {@code vacated} taken as empty) are one or more kings and then a slider along that line that
   * {@code own} does not control: the only way the mates a move completes (kings removed, armies
   * handed to the mover) can leave the mover in check (§4.4), since mates remove nothing else and
   * only make pieces the mover's own.
   */
  private static boolean exposable(
      QuaternityDraft w, int king, int vacated, int directions, int own) {
    for (int d = 0; d < Direction.COUNT; d++) {
      if ((directions & (1 << d)) != 0 && kingsScreenSlider(w, king, vacated, d, own)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns true when kings, and then a slider {@code own} does not control, follow on a ray; the
   * pieces are found from the occupancy words, as the ray is mostly empty.
   */
  private static boolean kingsScreenSlider(
      QuaternityDraft w, int king, int vacated, int d, int own) {
    boolean behindKing = false;
    for (int sq = BOARD.firstOnRay(w.occupied, king, d);
        sq >= 0;
        sq = BOARD.firstOnRay(w.occupied, sq, d)) {
      if (sq == vacated) {
        continue;
      }
      int v = w.board[sq];
      if (type(v) != KING) {
        return behindKing && isForeignSlider(v, d, own);
      }
      behindKing = true;
    }
    return false;
  }

  private static boolean isSlider(int v) {
    int t = type(v);
    return t == QUEEN || t == ROOK || t == BISHOP;
  }

  /** Returns true when {@code v} is not controlled by {@code own} and slides along direction d. */
  private static boolean isForeignSlider(int v, int d, int own) {
    return (own & (1 << army(v))) == 0 && QuaternityAttacks.attacksAlong(v, d, false);
  }
}
