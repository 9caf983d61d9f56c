package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Direction;
import io.vavr.control.Option;

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
  static final int CODES = 1 + 4 * TYPES;

  /** Pawn direction index 0..3 (N, E, S, W) to the compass ordinal of Direction. */
  static final Direction[] PAWN_DIRECTIONS = {Direction.N, Direction.E, Direction.S, Direction.W};

  private static final char[] PAWN_MARKS = {'^', '>', 'v', '<', '*'};
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
      TOKENS[code] = type >= PAWN_NORTH ? token + PAWN_MARKS[type - PAWN_NORTH] : token;
    }
  }

  private QuaternityPieceCodes() {}

  static int code(int army, int type) {
    return 1 + army + 4 * type;
  }

  static int army(int code) {
    return (code - 1) & 3;
  }

  static int type(int code) {
    return (code - 1) >> 2;
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
    return code(army, PAWN_NORTH + d.ordinal() / 2);
  }

  /** Reads a piece token at {@code at}, as {@link io.github.latrunculi.core.kit.BoardText} asks. */
  static Option<Integer> readCode(String text, int at) {
    if (at + 1 >= text.length()) {
      return Option.none();
    }
    Option<QuaternityArmy> army = QuaternityArmy.fromLetter(text.charAt(at));
    Option<QuaternityPieceKind> kind = QuaternityPieceKind.fromLetter(text.charAt(at + 1));
    if (army.isEmpty() || kind.isEmpty()) {
      return Option.none();
    }
    if (kind.get() != QuaternityPieceKind.PAWN) {
      return Option.some(code(army.get().ordinal(), kind.get().ordinal()));
    }
    if (at + 2 >= text.length()) {
      return Option.none();
    }
    int mark = new String(PAWN_MARKS).indexOf(text.charAt(at + 2));
    return mark < 0 ? Option.none() : Option.some(code(army.get().ordinal(), PAWN_NORTH + mark));
  }
}
