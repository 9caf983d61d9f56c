package io.github.latrunculi.core.kit;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.kit.PositionLine.Problem;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

/** {@link PositionLine} names the first thing wrong with a line's header, or hands the fields. */
class PositionLineTests {
  private static Either<PositionLine.Refusal, String[]> read(String line) {
    return PositionLine.fields(line, "chief", "standard", "classic"::equals, 3);
  }

  @Test
  void aGoodLineGivesTheFieldsAfterTheVariant() {
    assertArrayEquals(new String[] {"5/5", "w", "-"}, read("chief standard 5/5 w -").get());
    assertArrayEquals(
        new String[] {"5/5", "w", "-"}, read("chief classic 5/5 w -").get(), "an alias");
  }

  @Test
  void eachKindOfProblemIsNamed() {
    assertEquals(Problem.EMPTY, read("").getLeft().problem());
    assertEquals(Problem.EMPTY, read("   ").getLeft().problem());
    assertEquals(Problem.EMPTY, read(null).getLeft().problem());
    assertEquals(Problem.GAME, read("malha standard 5/5 w -").getLeft().problem());
    assertEquals(Problem.GAME, read("chief").getLeft().problem());
    assertEquals(Problem.VARIANT, read("chief wild 5/5 w -").getLeft().problem());
    assertEquals(Problem.FIELDS, read("chief standard 5/5 w").getLeft().problem());
    assertEquals(Problem.FIELDS, read("chief standard 5/5 w - -").getLeft().problem());
    assertEquals(Problem.FIELDS, read("chief standard 5/5  w -").getLeft().problem());
    assertEquals(
        "the line starts with 'malha', not 'chief'",
        read("malha standard 5/5 w -").getLeft().message());
  }

  @Test
  void aGameWithoutFieldsAfterTheVariantTakesNone() {
    assertEquals(0, PositionLine.fields("q v", "q", "v", x -> false, 0).get().length);
    assertEquals(
        Problem.FIELDS, PositionLine.fields("q v x", "q", "v", x -> false, 0).getLeft().problem());
    assertEquals(
        Problem.GAME, PositionLine.fields("q", "q", "v", x -> false, 0).getLeft().problem());
  }

  @Test
  void aGameThatCountsItsOwnFieldsPassesMinusOne() {
    assertEquals(4, PositionLine.fields("q v a b c d", "q", "v", x -> false, -1).get().length);
  }
}
