package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.kit.BoardText;
import io.github.latrunculi.core.kit.Decimal;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.Tuple;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The text pieces every notation shares: canonical decimals, the board field and the variant field,
 * at the edges of what they accept.
 */
class TextTests {
  private static final BoardText.PieceReader<Character> LETTERS =
      (rank, at) ->
          Character.isLetter(rank.charAt(at))
              ? Option.some(Tuple.of(rank.charAt(at), 1))
              : Option.none();

  @Test
  void decimalsAcceptTheirBoundsAndNineDigits() {
    assertEquals(Option.some(2), Decimal.parse("2", 2, 5));
    assertEquals(Option.some(5), Decimal.parse("5", 2, 5));
    assertTrue(Decimal.parse("6", 2, 5).isEmpty());
    assertEquals(Option.some(999_999_999), Decimal.parse("999999999", 0, Integer.MAX_VALUE));
    assertTrue(Decimal.parse("1000000000", 0, Integer.MAX_VALUE).isEmpty(), "ten digits");
    assertEquals(Option.some(90), Decimal.parse("90", 0, 99));
    assertEquals(Option.some(9), Decimal.parse("9", 0, 99));
    assertEquals(Option.some(10), Decimal.parse("10", 0, 99));
    for (String bad : List.of("/", ":", "1:", "1/")) {
      assertTrue(Decimal.parse(bad, 0, 99).isEmpty(), bad);
    }
    assertTrue(Decimal.parse(null, 0, 99).isEmpty());
  }

  @Test
  void aBoardCountMayBeNine() {
    Geometry nine = Geometry.of(9, 1);
    Board<Character> board = BoardText.parse("9", nine, LETTERS).get();
    assertEquals(0, board.count());
    assertEquals("9", BoardText.format(board, String::valueOf));
    Board<Character> ten = BoardText.parse("a9", Geometry.of(10, 1), LETTERS).get();
    assertEquals(Option.some('a'), ten.at(0));
    assertEquals(1, ten.count());
    assertEquals(
        Option.some('b'), BoardText.parse("10b", Geometry.of(11, 1), LETTERS).get().at(10));
  }

  @Test
  void everyDigitInARowIsOneCount() {
    Geometry g = Geometry.of(3, 2);
    // "30" is thirty squares, never three squares and a count of zero.
    assertEquals(
        Either.left("rank 2 describes more than 3 squares, not 3"),
        BoardText.parse("30/3", g, LETTERS));
    assertEquals(
        Either.left("rank 2 describes more than 3 squares, not 3"),
        BoardText.parse("99999999999/3", g, LETTERS));
  }

  @Test
  void aCountStartingWithZeroIsNamed() {
    Geometry g = Geometry.of(3, 2);
    assertEquals(
        Either.left("rank 2 has a count starting with 0"), BoardText.parse("03/3", g, LETTERS));
    assertEquals(
        Either.left("rank 1 has a count starting with 0"), BoardText.parse("3/a02", g, LETTERS));
  }

  @Test
  void anUnknownPieceIsNamedWithTheRestOfItsRank() {
    Geometry g = Geometry.of(3, 2);
    assertEquals(
        Either.left("rank 1 has an unknown piece at '?1'"), BoardText.parse("3/a?1", g, LETTERS));
    BoardText.PieceReader<Character> empty = (rank, at) -> Option.some(Tuple.of('x', 0));
    assertEquals(
        Either.left("rank 2 has an unknown piece at 'x2'"),
        BoardText.parse("x2/3", g, empty),
        "a token of no characters is no token");
  }

  @Test
  void aPieceBeyondTheLastFileIsRefused() {
    Geometry g = Geometry.of(3, 2);
    assertEquals(
        Either.left("rank 2 describes more than 3 squares, not 3"),
        BoardText.parse("3a/3", g, LETTERS));
    assertEquals(
        Either.left("rank 1 describes more than 3 squares, not 3"),
        BoardText.parse("3/abca", g, LETTERS));
    assertEquals(
        Either.left("rank 2 describes more than 3 squares, not 3"),
        BoardText.parse("2ab/3", g, LETTERS));
  }

  @Test
  void formatMergesEmptySquaresAndSeparatesRanks() {
    Geometry g = Geometry.of(4, 3);
    Board<Character> board = BoardText.parse("4/a2b/1c2", g, LETTERS).get();
    assertEquals(Option.some('c'), board.at(new Square(1, 0)));
    assertEquals(Option.some('b'), board.at(new Square(3, 1)));
    assertEquals("4/a2b/1c2", BoardText.format(board, String::valueOf));
  }

  @Test
  void anOptionNeedsAKeyAndAValue() {
    for (String bad :
        List.of("standard,a=", "standard,=", "standard,a", "standard,", "standard,a=1,")) {
      assertEquals(
          CoreRejection.MALFORMED_LINE, Setup.parseVariantField(bad).getLeft().code(), bad);
    }
    assertEquals(
        "option 'a=' in 'standard,a=' is not of the form key=value",
        Setup.parseVariantField("standard,a=").getLeft().message());
    assertEquals(
        Option.some("1"), Setup.parseVariantField("standard,a=1").get().options().get("a"));
    assertEquals(Option.some("x=y"), Setup.parseVariantField("v,k=x=y").get().options().get("k"));
    assertTrue(Setup.parseVariantField("standard").get().options().isEmpty());
    assertEquals(
        "option 'a' is given twice",
        Setup.parseVariantField("standard,a=1,a=2").getLeft().message());
    assertEquals("the variant field is missing", Setup.parseVariantField(null).getLeft().message());
  }

  @Test
  void aSetupStartsWithDefaultsAndMayNameASize() {
    Setup setup = Setup.of("wild");
    assertEquals("wild", setup.variant());
    assertTrue(setup.options().isEmpty());
    assertEquals(Option.none(), setup.size());
    Setup sized = setup.withSize("7x9");
    assertEquals(Option.some("7x9"), sized.size());
    assertEquals("wild", sized.variant());
    assertEquals(Option.none(), setup.size(), "the original keeps its size");
  }
}
