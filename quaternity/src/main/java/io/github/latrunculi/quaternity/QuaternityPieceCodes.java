package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.kit.BoardText;
import io.vavr.collection.Array;

/**
 * The compact byte codes of pieces on the move generator's board: 0 is an empty square, and {@code
 * 1 + army + 4 * type} a piece, where the type is the kind, with one type per pawn direction. So a
 * code fits in a byte, its army is {@code (code - 1) & 3} and its type {@code (code - 1) >> 2}.
 */
final class QuaternityPieceCodes {
  static final int KING = 0;
  static final int QUEEN = 1;
  static final int ROOK = 2;
  static final int BISHOP = 3;
  static final int KNIGHT = 4;

  /** Pawn types: committed north, east, south, west (in that order), then uncommitted. */
  static final int PAWN_NORTH = 5;

  static final int PAWN_UNCOMMITTED = 9;
  static final int TYPES = 10;
  static final int CODES = 1 + QuaternityArmy.COUNT * TYPES;

  /** Pawn direction index 0..3 (N, E, S, W) to the compass ordinal of Direction. */
  private static final Direction[] PAWN_DIRECTIONS = {
    Direction.N, Direction.E, Direction.S, Direction.W
  };

  /** The pawn marks of the pawn types, from PAWN_NORTH on: {@code ^ > v < *}. */
  private static final String PAWN_MARKS = "^>v<*";

  /** The army letters in army order, and the kind letters in kind order. */
  private static final String ARMY_LETTERS =
      Array.of(QuaternityArmy.values()).map(QuaternityArmy::letter).mkString();

  private static final String KIND_LETTERS =
      Array.of(QuaternityPieceKind.values()).map(QuaternityPieceKind::letter).mkString();

  /** The bits of a token's length in what {@link #readToken} returns. */
  private static final int TOKEN_LENGTH_BITS = 8;

  /** An army's bits in a code less one, and the shift of the type above them. */
  private static final int ARMY_MASK = QuaternityArmy.COUNT - 1;

  private static final int TYPE_SHIFT = Integer.numberOfTrailingZeros(QuaternityArmy.COUNT);

  private static final QuaternityPiece[] PIECES = new QuaternityPiece[CODES];
  private static final String[] TOKENS = new String[CODES];

  static {
    for (int code = 1; code < CODES; code++) {
      QuaternityArmy army = QuaternityArmy.of(army(code));
      int type = type(code);
      QuaternityPiece piece;
      if (type < PAWN_NORTH) {
        piece = QuaternityPiece.of(army, QuaternityPieceKind.values()[type]);
      } else if (type == PAWN_UNCOMMITTED) {
        piece = QuaternityPiece.of(army, QuaternityPieceKind.PAWN);
      } else {
        piece = QuaternityPiece.pawn(army, PAWN_DIRECTIONS[type - PAWN_NORTH]);
      }
      PIECES[code] = piece;
      String token = "" + army.letter() + piece.kind().letter();
      TOKENS[code] = type >= PAWN_NORTH ? token + PAWN_MARKS.charAt(type - PAWN_NORTH) : token;
    }
  }

  private QuaternityPieceCodes() {}

  static int code(int army, int type) {
    return 1 + army + QuaternityArmy.COUNT * type;
  }

  static int army(int code) {
    return (code - 1) & ARMY_MASK;
  }

  static int type(int code) {
    return (code - 1) >> TYPE_SHIFT;
  }

  static boolean isPawnType(int type) {
    return type >= PAWN_NORTH;
  }

  static QuaternityPiece piece(int code) {
    return PIECES[code];
  }

  static String token(int code) {
    return TOKENS[code];
  }

  /** Returns the type of a kind that is not a pawn. */
  static int typeOf(QuaternityPieceKind kind) {
    return kind.ordinal();
  }

  static int codeOf(QuaternityPiece piece) {
    int army = piece.army().ordinal();
    if (piece.kind() != QuaternityPieceKind.PAWN) {
      return code(army, piece.kind().ordinal());
    }
    if (piece.direction().isEmpty()) {
      return code(army, PAWN_UNCOMMITTED);
    }
    Direction d = piece.direction().get();
    return code(army, QuaternityPawns.committedType(d.ordinal()));
  }

  /**
   * Reads the piece token at {@code at} of a rank, as {@link BoardText#parseCodes} asks: returns
   * {@code code << 8 | length}, or -1 when no token starts there.
   */
  static int readToken(String rank, int at) {
    if (at + 1 >= rank.length()) {
      return -1;
    }
    int army = ARMY_LETTERS.indexOf(rank.charAt(at));
    int kind = KIND_LETTERS.indexOf(rank.charAt(at + 1));
    if (army < 0 || kind < 0) {
      return -1;
    }
    if (kind != QuaternityPieceKind.PAWN.ordinal()) {
      return codeAndLength(code(army, kind));
    }
    int mark = at + 2 < rank.length() ? PAWN_MARKS.indexOf(rank.charAt(at + 2)) : -1;
    return mark < 0 ? -1 : codeAndLength(code(army, PAWN_NORTH + mark));
  }

  /** Returns what {@link #readToken} returns for a code: the code and its token's length. */
  private static int codeAndLength(int code) {
    return code << TOKEN_LENGTH_BITS | TOKENS[code].length();
  }
}
