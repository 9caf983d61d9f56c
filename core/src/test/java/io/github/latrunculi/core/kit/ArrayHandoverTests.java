package io.github.latrunculi.core.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Array;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** The handover of a filled array to a vavr Array without a copy (a speed measure). */
class ArrayHandoverTests {
  @Test
  void theArrayHoldsTheElementsInTheirOrder() {
    Array<String> array = ArrayHandover.of(new Object[] {"a1", "b2", "c3"});
    assertEquals(List.of("a1", "b2", "c3"), array.toList());
    assertEquals("b2", array.get(1));
    assertTrue(ArrayHandover.of(new Object[0]).isEmpty());
  }

  /**
   * The array is taken over, not copied: a write to it afterwards (which the contract forbids)
   * shows through, which is how a test can tell the two apart.
   */
  @Test
  void theArrayIsTakenOverWithoutACopy() {
    Object[] filled = {"a1", "b2"};
    Array<String> array = ArrayHandover.of(filled);
    filled[0] = "h8";
    assertEquals("h8", array.head());
  }

  /** The view vavr reads: its elements in order, its size, and the array itself as its copy. */
  @Test
  void theViewReadsTheArrayAndHandsItOver() {
    Object[] filled = {"a1", "b2", "c3"};
    ArrayHandover.View<String> view = new ArrayHandover.View<>(filled);
    assertEquals(3, view.size());
    assertEquals("c3", view.get(2));
    assertEquals(java.util.List.of("a1", "b2", "c3"), new java.util.ArrayList<>(view));
    assertSame(filled, view.toArray());
  }

  @Test
  void anArrayOfANarrowerTypeIsRefused() {
    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> ArrayHandover.of(new String[] {"a1"}));
    assertEquals("an array of java.lang.String is not an Object[]", refused.getMessage());
  }
}
