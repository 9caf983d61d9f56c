package io.github.latrunculi.core.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.Board;
import io.github.latrunculi.core.Geometry;
import io.vavr.Tuple;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@link BoardText#parseCodes} reads the same board as {@link BoardText#parse} and refuses the same
 * fields with the same words: both run one scan of the field.
 */
class BoardTextCodesTests {
  private static final Geometry BOARD = Geometry.of(5, 3);

  /** Tokens: a letter is one square; "xY" (a lowercase x then any letter) is a two-letter token. */
  private static int code(String rank, int at) {
    char c = rank.charAt(at);
    if (c == 'x' && at + 1 < rank.length() && Character.isLetter(rank.charAt(at + 1))) {
      return (100 + rank.charAt(at + 1) - 'A') << 8 | 2;
    }
    return Character.isLetter(c) ? (c - 'A' + 1) << 8 | 1 : -1;
  }

  @Test
  void codesLandOnTheirSquaresRankOneLast() {
    byte[] cells = BoardText.parseCodes("A4/1xB3/4C", BOARD, BoardTextCodesTests::code).get();
    assertEquals(1, cells[BOARD.index(0, 2)], "A on a3");
    assertEquals(101, cells[BOARD.index(1, 1)], "xB on b2");
    assertEquals('C' - 'A' + 1, cells[BOARD.index(4, 0)], "C on e1");
    int pieces = 0;
    for (byte cell : cells) {
      pieces += cell != 0 ? 1 : 0;
    }
    assertEquals(3, pieces);
  }

  @Test
  void codesAboveAByteSignBitComeBackWithTheirEightBits() {
    byte[] cells =
        BoardText.parseCodes(
                "Z4/5/5", BOARD, (rank, at) -> rank.charAt(at) == 'Z' ? 250 << 8 | 1 : -1)
            .get();
    assertEquals(250, cells[BOARD.index(0, 2)] & 0xFF);
  }

  @Test
  void aTokenOfNoLengthIsAnUnknownPiece() {
    assertEquals(
        "rank 3 has an unknown piece at 'A4'",
        BoardText.parseCodes("A4/5/5", BOARD, (rank, at) -> 1 << 8).getLeft());
    assertEquals(
        "rank 3 has an unknown piece at 'A4'",
        BoardText.parse("A4/5/5", BOARD, (rank, at) -> Option.some(Tuple.of(1, 0))).getLeft());
    assertEquals(
        1,
        BoardText.parse("A4/5/5", BOARD, (rank, at) -> Option.some(Tuple.of(1, 1)))
            .get()
            .at(BOARD.square(BOARD.index(0, 2)))
            .get());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "A4/1xB3/4C",
        "5/5/5",
        "A4/5",
        "A4/05/5",
        "A4/6/5",
        "A4/4/5",
        "A4/?4/5",
        "AAAAAA/5/5"
      })
  void bothReadersAgree(String field) {
    Either<String, byte[]> codes = BoardText.parseCodes(field, BOARD, BoardTextCodesTests::code);
    Either<String, Board<Integer>> boxed =
        BoardText.parse(
            field,
            BOARD,
            (rank, at) -> {
              int read = code(rank, at);
              return read < 0 ? Option.none() : Option.some(Tuple.of(read >>> 8, read & 0xFF));
            });
    assertEquals(boxed.isLeft(), codes.isLeft(), field);
    if (codes.isLeft()) {
      assertEquals(boxed.getLeft(), codes.getLeft());
    } else {
      for (int i = 0; i < BOARD.size(); i++) {
        int cell = codes.get()[i];
        assertEquals(boxed.get().at(BOARD.square(i)).getOrElse(0), cell, "square " + i);
      }
    }
  }
}
