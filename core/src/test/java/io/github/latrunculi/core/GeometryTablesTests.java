package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The line, distance and leap tables of {@link Geometry}, on a freshly built 5x7 board. */
class GeometryTablesTests {
  private final Geometry g = Geometry.uncached(5, 7);

  private int at(String name) {
    return g.index(Square.parse(name).get());
  }

  @Test
  void lineDirectionNamesTheDirectionAlongARankFileOrDiagonal() {
    assertEquals(Direction.N.ordinal(), g.lineDirection(at("c3"), at("c7")));
    assertEquals(Direction.SW.ordinal(), g.lineDirection(at("e5"), at("a1")));
    assertEquals(Direction.E.ordinal(), g.lineDirection(at("a4"), at("b4")));
    assertEquals(Direction.NW.ordinal(), g.lineDirection(at("c3"), at("a5")));
  }

  @Test
  void lineDirectionIsMinusOneOffTheLinesAndForTheSameSquare() {
    assertEquals(-1, g.lineDirection(at("a1"), at("b3")));
    assertEquals(-1, g.lineDirection(at("c3"), at("c3")));
  }

  @Test
  void distanceCountsKingSteps() {
    assertEquals(0, g.distance(at("c3"), at("c3")));
    assertEquals(6, g.distance(at("a1"), at("b7")));
    assertEquals(4, g.distance(at("a1"), at("e3")));
  }

  @Test
  void knightLeapsStayOnTheBoard() {
    assertArrayEquals(new int[] {at("c2"), at("b3")}, sortedLeaps("a1", Leap.KNIGHT));
    assertEquals(8, g.leaps(at("c4"), Leap.KNIGHT).length);
  }

  @Test
  void alfilLeapsJumpTwoDiagonally() {
    assertArrayEquals(new int[] {at("c3")}, sortedLeaps("a1", Leap.ALFIL));
    assertArrayEquals(
        new int[] {at("a2"), at("e2"), at("a6"), at("e6")}, sortedLeaps("c4", Leap.ALFIL));
  }

  @Test
  void ordinalAccessMatchesDirectionAccess() {
    for (Direction d : Direction.values()) {
      assertEquals(g.neighbour(at("c4"), d), g.neighbour(at("c4"), d.ordinal()));
      assertArrayEquals(g.ray(at("c4"), d), g.ray(at("c4"), d.ordinal()));
      assertEquals(d, Direction.of(d.ordinal()));
      assertEquals(d.isOrthogonal(), Direction.isOrthogonal(d.ordinal()));
    }
  }

  private int[] sortedLeaps(String from, Leap leap) {
    int[] targets = g.leaps(at(from), leap).clone();
    java.util.Arrays.sort(targets);
    return targets;
  }
}
