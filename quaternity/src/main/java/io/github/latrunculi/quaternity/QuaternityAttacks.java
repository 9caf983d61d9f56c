package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityPieceCodes.BISHOP;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.KING;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.KNIGHT;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.QUEEN;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.ROOK;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.army;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.type;
import static io.github.latrunculi.quaternity.QuaternityTables.BOARD;
import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;
import static io.github.latrunculi.quaternity.QuaternityTables.REACH;
import static io.github.latrunculi.quaternity.QuaternityTables.WORDS;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Leap;
import io.github.latrunculi.core.kit.IntBuffer;
import io.github.latrunculi.core.kit.SquareSet;

/**
 * Which pieces attack a square (dossier §4.2), given the armies whose pieces count (one bit per
 * army): sliders stop at the first piece, frozen pieces block like any other, kings attack their
 * neighbours and pawns their capture squares. Which armies are hostile to whom is the generator's
 * question (it depends on the variant); these tests only read a draft.
 */
final class QuaternityAttacks {
  /** Found attackers are counted in the bits above the square of the last one found. */
  private static final int COUNT_SHIFT = 8;

  private static final int SQUARE_MASK = (1 << COUNT_SHIFT) - 1;

  private QuaternityAttacks() {}

  /** Returns true when a piece of one of {@code armies} attacks {@code square}. */
  static boolean attacked(QuaternityDraft w, int square, int armies) {
    return attacked(w, square, armies, -1);
  }

  /**
   * Returns true when a piece of one of {@code armies} attacks {@code square}, with the square
   * {@code vacated} (a king leaving for {@code square}, or -1) taken as empty.
   */
  static boolean attacked(QuaternityDraft w, int square, int armies, int vacated) {
    return countAttackers(w, square, armies, vacated, 1) != 0;
  }

  /**
   * Counts the pieces of {@code armies} that attack {@code square}, with the square {@code vacated}
   * (or -1) taken as empty, stopping at {@code limit}: returns {@code count << 8 | square} with the
   * square of the last one found (0 when none), read with {@link #count} and {@link #lastFound}.
   * Only the pieces on the square's lines and knight leaps are looked at, from the occupancy words:
   * on the sparse boards of most of a game they are few.
   */
  static int countAttackers(QuaternityDraft w, int square, int armies, int vacated, int limit) {
    byte[] board = w.board;
    int count = 0;
    int found = 0;
    for (int word = 0; word < WORDS; word++) {
      long bits = w.occupied[word] & REACH[square * WORDS + word];
      while (bits != 0) {
        int from = word * Long.SIZE + Long.numberOfTrailingZeros(bits);
        bits &= bits - 1;
        int v = board[from];
        if ((armies & (1 << army(v))) != 0 && attacksFrom(w, v, from, square, vacated)) {
          found = from;
          if (++count == limit) {
            return count << COUNT_SHIFT | found;
          }
        }
      }
    }
    return count << COUNT_SHIFT | found;
  }

  /**
   * Adds to {@code into}, square-set words, every square the piece {@code v} on {@code from}
   * attacks, with the square {@code vacated} (or -1) taken as empty: one piece's part of a map that
   * answers {@link #attacked(QuaternityDraft, int, int, int)} for every square at once.
   */
  static void addAttacks(QuaternityDraft w, int v, int from, int vacated, long[] into) {
    switch (type(v)) {
      case KING:
        for (int word = 0; word < WORDS; word++) {
          into[word] |= QuaternityTables.NEIGHBOURS[from * WORDS + word];
        }
        break;
      case KNIGHT:
        for (int word = 0; word < WORDS; word++) {
          into[word] |= BOARD.leap(from, Leap.KNIGHT, word);
        }
        break;
      case QUEEN:
      case ROOK:
      case BISHOP:
        for (int d = 0; d < Direction.COUNT; d++) {
          if (attacksAlong(v, d, false)) {
            addRayAttacks(w, from, d, vacated, into);
          }
        }
        break;
      default:
        for (int d = 0; d < Direction.COUNT; d++) {
          int to = GEOMETRY.neighbour(from, d);
          if (to >= 0 && QuaternityPawns.capturesTowards(v, d)) {
            SquareSet.add(into, to);
          }
        }
        break;
    }
  }

  /** Adds a slider's squares along direction {@code d}, up to and with the first piece met. */
  private static void addRayAttacks(QuaternityDraft w, int from, int d, int vacated, long[] into) {
    int first = BOARD.firstOnRay(w.occupied, from, d);
    if (first >= 0 && first == vacated) {
      first = BOARD.firstOnRay(w.occupied, first, d);
    }
    for (int word = 0; word < WORDS; word++) {
      long beyond = first < 0 ? 0 : BOARD.ray(first, d, word);
      into[word] |= BOARD.ray(from, d, word) & ~beyond;
    }
  }

  /** Returns the number of attackers in a result of {@link #countAttackers}. */
  static int count(int counted) {
    return counted >>> COUNT_SHIFT;
  }

  /** Returns the square of the last attacker found in a result of {@link #countAttackers}. */
  static int lastFound(int counted) {
    return counted & SQUARE_MASK;
  }

  /**
   * Returns true when piece {@code v} on {@code from}, a square of {@code square}'s reach, attacks
   * {@code square}: a knight a leap away, or a piece on a line with nothing but {@code vacated}
   * between.
   */
  private static boolean attacksFrom(QuaternityDraft w, int v, int from, int square, int vacated) {
    int d = BOARD.lineDirection(square, from);
    if (d < 0) {
      // The reach holds lines and knight leaps only.
      return type(v) == KNIGHT;
    }
    if (!attacksAlong(v, d, BOARD.distance(square, from) == 1)) {
      return false;
    }
    int first = BOARD.firstOnRay(w.occupied, square, d);
    return first == from || (first == vacated && BOARD.firstOnRay(w.occupied, vacated, d) == from);
  }

  /**
   * Returns true when piece {@code v}, the first piece met from the target in direction {@code d},
   * attacks the target ({@code adjacent} when it stands next to it).
   */
  static boolean attacksAlong(int v, int d, boolean adjacent) {
    switch (type(v)) {
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
        return adjacent
            && QuaternityPawns.capturesTowards(v, QuaternityPawns.turn(d, Direction.COUNT / 2));
    }
  }

  /**
   * Returns true when the king on {@code king}, not attacked before a move from {@code from} to
   * {@code to} (made on {@code w}), is attacked by {@code armies} after it: through a line opened
   * at {@code from}, or by the piece now on {@code to}.
   */
  static boolean checkedThrough(QuaternityDraft w, int king, int from, int to, int armies) {
    return attacksThroughLine(w, king, from, armies) || attacksFromSquare(w, king, to, armies);
  }

  /** Returns true when the first piece from {@code king} towards {@code through} attacks it. */
  private static boolean attacksThroughLine(QuaternityDraft w, int king, int through, int armies) {
    int d = BOARD.lineDirection(king, through);
    if (d < 0) {
      return false;
    }
    int first = BOARD.firstOnRay(w.occupied, king, d);
    return first >= 0
        && (armies & (1 << army(w.board[first]))) != 0
        && attacksAlong(w.board[first], d, BOARD.distance(king, first) == 1);
  }

  /** Returns true when the piece on {@code square}, if of {@code armies}, attacks {@code king}. */
  private static boolean attacksFromSquare(QuaternityDraft w, int king, int square, int armies) {
    int v = w.board[square];
    if ((armies & (1 << army(v))) == 0) {
      return false;
    }
    if (type(v) == KNIGHT) {
      return QuaternityTables.isKnightLeap(square, king);
    }
    int d = BOARD.lineDirection(king, square);
    return d >= 0
        && BOARD.firstOnRay(w.occupied, king, d) == square
        && attacksAlong(v, d, BOARD.distance(king, square) == 1);
  }

  /**
   * Returns the squares of the pieces of {@code armies} that attack {@code square}: the knights
   * first, then the first piece on each ray, in direction order (for messages and the view).
   */
  static IntBuffer attackers(byte[] board, int square, int armies) {
    IntBuffer found = new IntBuffer(Direction.COUNT);
    for (int t : GEOMETRY.leaps(square, Leap.KNIGHT)) {
      int v = board[t];
      if (v != 0 && type(v) == KNIGHT && (armies & (1 << army(v))) != 0) {
        found.add(t);
      }
    }
    for (int d = 0; d < Direction.COUNT; d++) {
      int[] ray = GEOMETRY.ray(square, d);
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
}
