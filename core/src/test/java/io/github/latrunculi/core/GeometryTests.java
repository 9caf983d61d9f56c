package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The geometry of a rectangular board: indices, neighbours and rays. Each test builds its own
 * geometry with {@link Geometry#uncached}, so that it checks what the constructor computes rather
 * than a copy another test left in the shared cache.
 */
class GeometryTests {
  /** Three files (a to c) and four ranks: width and height differ, so swapped axes show. */
  private final Geometry g = Geometry.uncached(3, 4);

  private int at(String name) {
    return g.index(Square.parse(name).get());
  }

  @Test
  void sizeIsWidthTimesHeight() {
    assertEquals(3, g.width());
    assertEquals(4, g.height());
    assertEquals(12, g.size());
    assertEquals("3x4", g.toString());
  }

  @Test
  void squaresAreIndexedRankByRankFromA1() {
    assertEquals(
        List.of("a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3", "a4", "b4", "c4"),
        g.squares().map(Square::name).toList());
    for (int i = 0; i < g.size(); i++) {
      Square s = g.square(i);
      assertEquals(i, g.index(s), s.name());
      assertEquals(i, g.index(s.file(), s.rank()), s.name());
      assertEquals(s.file(), g.fileOf(i), s.name());
      assertEquals(s.rank(), g.rankOf(i), s.name());
    }
    assertEquals(7, at("b3"));
    assertEquals(2, g.fileOf(11));
    assertEquals(3, g.rankOf(11));
  }

  @Test
  void containsOnlyTheBoardsFilesAndRanks() {
    assertTrue(g.contains(0, 0));
    assertTrue(g.contains(2, 3));
    assertFalse(g.contains(3, 0), "file d is off a 3-file board");
    assertFalse(g.contains(0, 4), "rank 5 is off a 4-rank board");
    assertFalse(g.contains(-1, 0));
    assertFalse(g.contains(0, -1));
    assertTrue(g.contains(new Square(2, 3)));
    assertFalse(g.contains(new Square(3, 3)));
    assertEquals(Option.some(new Square(2, 3)), g.parseSquare("c4"));
    assertTrue(g.parseSquare("d1").isEmpty());
    assertTrue(g.parseSquare("a5").isEmpty());
    assertTrue(g.parseSquare("a0").isEmpty());
  }

  @Test
  void indexOfAnOffBoardSquareIsRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> g.index(new Square(0, 4)));
    assertEquals("a5 is off the 3x4 board", e.getMessage());
  }

  @Test
  void raysFromTheCentreReachEveryEdge() {
    int b2 = at("b2");
    assertArrayEquals(new int[] {at("b3"), at("b4")}, g.ray(b2, Direction.N));
    assertArrayEquals(new int[] {at("c3")}, g.ray(b2, Direction.NE));
    assertArrayEquals(new int[] {at("c2")}, g.ray(b2, Direction.E));
    assertArrayEquals(new int[] {at("c1")}, g.ray(b2, Direction.SE));
    assertArrayEquals(new int[] {at("b1")}, g.ray(b2, Direction.S));
    assertArrayEquals(new int[] {at("a1")}, g.ray(b2, Direction.SW));
    assertArrayEquals(new int[] {at("a2")}, g.ray(b2, Direction.W));
    assertArrayEquals(new int[] {at("a3")}, g.ray(b2, Direction.NW));
  }

  @Test
  void raysFromOppositeCornersRunAlongTheEdgesAndTheDiagonal() {
    int a1 = at("a1");
    assertArrayEquals(new int[] {at("a2"), at("a3"), at("a4")}, g.ray(a1, Direction.N));
    assertArrayEquals(new int[] {at("b2"), at("c3")}, g.ray(a1, Direction.NE));
    assertArrayEquals(new int[] {at("b1"), at("c1")}, g.ray(a1, Direction.E));
    for (Direction d :
        List.of(Direction.SE, Direction.S, Direction.SW, Direction.W, Direction.NW)) {
      assertEquals(0, g.ray(a1, d).length, d.name());
      assertEquals(-1, g.neighbour(a1, d), d.name());
    }
    int c4 = at("c4");
    assertArrayEquals(new int[] {at("c3"), at("c2"), at("c1")}, g.ray(c4, Direction.S));
    assertArrayEquals(new int[] {at("b3"), at("a2")}, g.ray(c4, Direction.SW));
    assertArrayEquals(new int[] {at("b4"), at("a4")}, g.ray(c4, Direction.W));
    for (Direction d :
        List.of(Direction.N, Direction.NE, Direction.E, Direction.SE, Direction.NW)) {
      assertEquals(0, g.ray(c4, d).length, d.name());
      assertEquals(-1, g.neighbour(c4, d), d.name());
    }
  }

  @Test
  void everyRayStepsOneSquareAtATimeToTheEdge() {
    for (int i = 0; i < 12; i++) {
      for (Direction d : Direction.values()) {
        List<Integer> expected = List.empty();
        int f = i % 3 + d.fileDelta();
        int r = i / 3 + d.rankDelta();
        while (f >= 0 && f < 3 && r >= 0 && r < 4) {
          expected = expected.append(r * 3 + f);
          f += d.fileDelta();
          r += d.rankDelta();
        }
        String where = g.square(i).name() + " " + d;
        assertEquals(expected, List.ofAll(g.ray(i, d)), where);
        assertEquals(expected.headOption().getOrElse(-1), g.neighbour(i, d), where);
      }
    }
  }

  @Test
  void aOneFileBoardHasOnlyVerticalRays() {
    Geometry column = Geometry.uncached(1, 3);
    assertArrayEquals(new int[] {1, 2}, column.ray(0, Direction.N));
    assertArrayEquals(new int[] {1, 0}, column.ray(2, Direction.S));
    assertEquals(-1, column.neighbour(1, Direction.E));
    assertEquals(-1, column.neighbour(1, Direction.NW));
    assertEquals(2, column.neighbour(1, Direction.N));
  }

  @Test
  void ofAcceptsOneToTwentySixFilesAndOneToNinetyNineRanks() {
    assertEquals("1x1", Geometry.of(1, 1).toString());
    assertEquals(26 * 99, Geometry.of(26, 99).size());
    for (int[] bad : new int[][] {{0, 5}, {27, 5}, {5, 0}, {5, 100}, {-1, 5}}) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> Geometry.of(bad[0], bad[1]));
      assertEquals("unsupported board size " + bad[0] + "x" + bad[1], e.getMessage());
    }
  }

  @Test
  void ofSharesOneGeometryPerSize() {
    Geometry fiveBySeven = Geometry.of(5, 7);
    assertSame(fiveBySeven, Geometry.of(5, 7));
    Geometry sevenByFive = Geometry.of(7, 5);
    assertNotSame(fiveBySeven, sevenByFive);
    assertEquals(7, sevenByFive.width());
    assertEquals(5, sevenByFive.height());
    assertEquals(5, fiveBySeven.width());
    assertEquals(7, fiveBySeven.height());
    assertEquals("5x4", Geometry.of(5, 4).toString());
    assertEquals("4x5", Geometry.of(4, 5).toString());
  }
}
