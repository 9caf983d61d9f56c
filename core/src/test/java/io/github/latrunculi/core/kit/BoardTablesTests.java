package io.github.latrunculi.core.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Leap;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@link BoardTables} against the {@link Geometry} it lays out, on every board size in use. */
class BoardTablesTests {
  @ParameterizedTest
  @CsvSource({"7, 7", "8, 8", "10, 10", "12, 12", "5, 7", "11, 9"})
  void setsHoldExactlyTheGeometrysRaysLeapsAndLines(int width, int height) {
    Geometry geometry = Geometry.of(width, height);
    BoardTables tables = BoardTables.uncached(geometry);
    assertSame(geometry, tables.geometry());
    int words = tables.words();
    for (int s = 0; s < geometry.size(); s++) {
      long[] lines = new long[words];
      for (int d = 0; d < Direction.COUNT; d++) {
        long[] ray = new long[words];
        for (int to : geometry.ray(s, d)) {
          SquareSet.add(ray, to);
          SquareSet.add(lines, to);
        }
        for (int w = 0; w < words; w++) {
          assertEquals(ray[w], tables.ray(s, d, w), "ray " + s + " " + d);
        }
      }
      for (int w = 0; w < words; w++) {
        assertEquals(lines[w], tables.lines(s, w), "lines of " + s);
      }
      for (Leap leap : Leap.values()) {
        long[] targets = new long[words];
        for (int to : geometry.leaps(s, leap)) {
          SquareSet.add(targets, to);
        }
        for (int w = 0; w < words; w++) {
          assertEquals(targets[w], tables.leap(s, leap, w), leap + " from " + s);
        }
      }
      for (int to = 0; to < geometry.size(); to++) {
        assertEquals(geometry.lineDirection(s, to), tables.lineDirection(s, to));
        assertEquals(geometry.distance(s, to), tables.distance(s, to));
      }
    }
  }

  @Test
  void ascendingDirectionsAreNorthNortheastEastAndNorthwest() {
    BoardTables tables = BoardTables.uncached(Geometry.of(12, 12));
    for (Direction d : Direction.values()) {
      boolean expected =
          d == Direction.N || d == Direction.NE || d == Direction.E || d == Direction.NW;
      assertEquals(expected, tables.ascending(d.ordinal()), d.name());
    }
  }

  @Test
  void firstOnRayIsTheNearestOccupiedSquareFoundByWalking() {
    Geometry geometry = Geometry.of(12, 12);
    BoardTables tables = BoardTables.of(geometry);
    SplittableRandom random = new SplittableRandom(3);
    for (int round = 0; round < 300; round++) {
      long[] occupied = new long[tables.words()];
      for (int n = random.nextInt(40); n > 0; n--) {
        SquareSet.add(occupied, random.nextInt(geometry.size()));
      }
      int square = random.nextInt(geometry.size());
      for (int d = 0; d < Direction.COUNT; d++) {
        int walked = -1;
        for (int to : geometry.ray(square, d)) {
          if (SquareSet.contains(occupied, to)) {
            walked = to;
            break;
          }
        }
        assertEquals(walked, tables.firstOnRay(occupied, square, d), square + " towards " + d);
      }
    }
  }

  @Test
  void tablesAreSharedPerSizeAndRefusedForBoardsBeyondThreeWords() {
    assertSame(BoardTables.of(Geometry.of(7, 7)), BoardTables.of(Geometry.of(7, 7)));
    assertThrows(IllegalArgumentException.class, () -> BoardTables.of(Geometry.of(14, 14)));
  }
}
