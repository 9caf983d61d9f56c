package io.github.latrunculi.quaternity;

import io.vavr.control.Option;

/** The six chess piece kinds, with their notation letters. */
public enum QuaternityPieceKind {
  /** The king: one step in any direction; never captured by default, it leaves by checkmate. */
  KING('K', "king"),
  /** The queen: any distance along ranks, files and diagonals. */
  QUEEN('Q', "queen"),
  /** The rook: any distance along ranks and files. */
  ROOK('R', "rook"),
  /** The bishop: any distance along diagonals. */
  BISHOP('B', "bishop"),
  /** The knight: the chess leap, over anything. */
  KNIGHT('N', "knight"),
  /** The pawn: one step in its direction, captures diagonally forward. */
  PAWN('P', "pawn");

  private final char letter;
  private final String displayName;

  QuaternityPieceKind(char letter, String displayName) {
    this.letter = letter;
    this.displayName = displayName;
  }

  /** {@return the notation letter: {@code K Q R B N P}} */
  public char letter() {
    return letter;
  }

  /** {@return the lower-case name for people, for example {@code "rook"}} */
  public String displayName() {
    return displayName;
  }

  /** {@return true for the four kinds a pawn may promote to: queen, rook, bishop and knight} */
  public boolean isPromotionChoice() {
    return this != KING && this != PAWN;
  }

  /**
   * {@return the kind with the given notation letter, or {@code None} when no kind has it}
   *
   * @param letter an upper-case letter: {@code K Q R B N P}
   */
  public static Option<QuaternityPieceKind> fromLetter(char letter) {
    for (QuaternityPieceKind kind : values()) {
      if (kind.letter == letter) {
        return Option.some(kind);
      }
    }
    return Option.none();
  }
}
