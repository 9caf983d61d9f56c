package io.github.latrunculi.amazonsflip;

import io.vavr.control.Option;

/**
 * What can stand on a square: an amazon or a stone of player 1 or 2, or a neutral stone. Each has
 * the one-letter token of the position notation.
 */
public enum AmazonsflipPiece {
  /** Player 1's amazon, {@code A}. */
  AMAZON_1('A'),
  /** Player 2's amazon, {@code a}. */
  AMAZON_2('a'),
  /** Player 1's stone, {@code S}. */
  STONE_1('S'),
  /** Player 2's stone, {@code s}. */
  STONE_2('s'),
  /** A neutral stone, {@code N}: owned by nobody and never flipped. */
  NEUTRAL_STONE('N');

  private static final AmazonsflipPiece[] ALL = values();

  private final char token;

  AmazonsflipPiece(char token) {
    this.token = token;
  }

  /** {@return the notation letter: {@code A a S s N}} */
  public char token() {
    return token;
  }

  /** {@return true for the two amazons} */
  public boolean isAmazon() {
    return this == AMAZON_1 || this == AMAZON_2;
  }

  /** {@return true for the three kinds of stone} */
  public boolean isStone() {
    return !isAmazon();
  }

  /** {@return the owner's player number, 1 or 2, or {@code None} for the neutral stone} */
  public Option<Integer> owner() {
    switch (this) {
      case AMAZON_1:
      case STONE_1:
        return Option.some(1);
      case AMAZON_2:
      case STONE_2:
        return Option.some(2);
      default:
        return Option.none();
    }
  }

  /**
   * {@return the piece with the given notation letter, or {@code None} when no piece has it}
   *
   * @param token a letter of a board field: {@code A a S s N}
   */
  public static Option<AmazonsflipPiece> ofToken(char token) {
    for (AmazonsflipPiece p : values()) {
      if (p.token == token) {
        return Option.some(p);
      }
    }
    return Option.none();
  }

  /** The cell code of the compact board: 1 to 5 in declaration order (0 is empty). */
  byte code() {
    return (byte) (ordinal() + 1);
  }

  /** Returns the piece of a non-empty cell code. */
  static AmazonsflipPiece ofCode(int code) {
    return ALL[code - 1];
  }

  /** Returns the cell code of a notation letter, or 0 (empty) when no piece has it. */
  static int codeOf(char token) {
    for (AmazonsflipPiece p : ALL) {
      if (p.token == token) {
        return p.code();
      }
    }
    return 0;
  }
}
