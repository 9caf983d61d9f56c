package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** The eight compass directions: north is towards higher ranks, east towards higher files. */
class DirectionTests {
  private static void assertDeltas(Direction d, int file, int rank) {
    assertEquals(file, d.fileDelta(), d + " file delta");
    assertEquals(rank, d.rankDelta(), d + " rank delta");
  }

  @Test
  void deltasFollowTheCompass() {
    assertDeltas(Direction.N, 0, 1);
    assertDeltas(Direction.NE, 1, 1);
    assertDeltas(Direction.E, 1, 0);
    assertDeltas(Direction.SE, 1, -1);
    assertDeltas(Direction.S, 0, -1);
    assertDeltas(Direction.SW, -1, -1);
    assertDeltas(Direction.W, -1, 0);
    assertDeltas(Direction.NW, -1, 1);
  }

  @Test
  void theOppositeDirectionNegatesBothDeltas() {
    for (Direction d : Direction.values()) {
      Direction o = d.opposite();
      assertEquals(-d.fileDelta(), o.fileDelta(), d.name());
      assertEquals(-d.rankDelta(), o.rankDelta(), d.name());
    }
    assertEquals(Direction.SW, Direction.NE.opposite());
    assertEquals(Direction.E, Direction.W.opposite());
  }

  @Test
  void ordinalsRunClockwiseFromNorthWithOrthogonalsEven() {
    assertEquals(8, Direction.COUNT);
    List<Direction> clockwise =
        List.of(
            Direction.N,
            Direction.NE,
            Direction.E,
            Direction.SE,
            Direction.S,
            Direction.SW,
            Direction.W,
            Direction.NW);
    for (int i = 0; i < Direction.COUNT; i++) {
      assertEquals(clockwise.get(i), Direction.of(i));
    }
    for (Direction d : List.of(Direction.N, Direction.E, Direction.S, Direction.W)) {
      assertTrue(d.isOrthogonal(), d.name());
      assertTrue(Direction.isOrthogonal(d.ordinal()), d.name());
    }
    for (Direction d : List.of(Direction.NE, Direction.SE, Direction.SW, Direction.NW)) {
      assertFalse(d.isOrthogonal(), d.name());
      assertFalse(Direction.isOrthogonal(d.ordinal()), d.name());
    }
  }
}
