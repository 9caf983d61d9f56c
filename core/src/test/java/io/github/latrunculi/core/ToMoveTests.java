package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** Chance events: a uniform draw selects the outcome whose cumulative interval contains it. */
class ToMoveTests {
  private record Face(String name) implements Move {}

  private final Face x = new Face("x");
  private final Face y = new Face("y");
  private final Face z = new Face("z");
  private final ToMove.Chance<Face> chance =
      new ToMove.Chance<>(List.of(Tuple.of(x, 0.25), Tuple.of(y, 0.25), Tuple.of(z, 0.5)));

  @Test
  void eachOutcomeOwnsAHalfOpenInterval() {
    assertEquals(x, chance.sample(0.0));
    assertEquals(x, chance.sample(0.2499));
    assertEquals(y, chance.sample(0.25), "0.25 starts y's interval");
    assertEquals(y, chance.sample(0.4999));
    assertEquals(z, chance.sample(0.5), "0.5 starts z's interval");
    assertEquals(z, chance.sample(0.9999));
  }

  @Test
  void aDrawAboveARoundedDownTotalFallsToTheLastOutcome() {
    // Ten tenths add up to 0.9999999999999999 in doubles.
    List<Tuple2<Face, Double>> tenths =
        List.fill(9, () -> Tuple.of(x, 0.1)).append(Tuple.of(z, 0.1));
    ToMove.Chance<Face> rounded = new ToMove.Chance<>(tenths);
    assertEquals(z, rounded.sample(Math.nextDown(1.0)));
    assertEquals(x, rounded.sample(0.85));
  }
}
