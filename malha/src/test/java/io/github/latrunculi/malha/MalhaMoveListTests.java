package io.github.latrunculi.malha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import java.util.ArrayList;
import org.junit.jupiter.api.Test;

/** The move list that hands its array to a vavr Array without a copy (a speed measure). */
class MalhaMoveListTests {
  private static final MalhaMove A1_A2 =
      new MalhaMove.Step(new Square(0, 0), new Square(0, 1), false);
  private static final MalhaMove A1_A2_FLAGGED =
      new MalhaMove.Step(new Square(0, 0), new Square(0, 1), true);
  private static final MalhaMove PAIR = new MalhaMove.Place(new Square(0, 0), new Square(3, 2));

  @Test
  void theListReadsItsArrayInOrderAndHandsTheSameArrayOver() {
    Object[] moves = {A1_A2, A1_A2_FLAGGED, PAIR};
    MalhaMoveList list = new MalhaMoveList(moves);
    assertEquals(3, list.size());
    assertEquals(PAIR, list.get(2));
    assertEquals(java.util.List.of(A1_A2, A1_A2_FLAGGED, PAIR), new ArrayList<>(list));
    assertSame(moves, list.toArray());
  }

  @Test
  void theSequenceHoldsTheMovesInTheirOrder() {
    assertEquals(List.of(A1_A2, PAIR), MalhaMoveList.of(new Object[] {A1_A2, PAIR}).toList());
    assertEquals(0, MalhaMoveList.of(new Object[0]).size());
  }
}
