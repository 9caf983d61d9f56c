package io.github.latrunculi.core.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Vector;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.NoSuchElementException;
import org.junit.jupiter.api.Test;

/** A move list that answers length and indexed access from a compact form. */
class CompactMoveListTests {
  /**
   * The squares of a bit set, named a1, b1, …: the compact form is the set, and the list counts how
   * often it is written whole.
   */
  static final class Squares extends CompactMoveList<String> {
    private static final long serialVersionUID = 1L;
    private final long set;
    int writes;

    Squares(long set) {
      super(Long.bitCount(set));
      this.set = set;
    }

    @Override
    protected String moveAt(int index) {
      return name(Bits.select(set, index));
    }

    @Override
    protected Object[] writeAll() {
      writes++;
      Object[] out = new Object[length()];
      int n = 0;
      for (long rest = set; rest != 0; rest &= rest - 1) {
        out[n++] = name(Long.numberOfTrailingZeros(rest));
      }
      return out;
    }

    private static String name(int square) {
      return (char) ('a' + square % 8) + Integer.toString(square / 8 + 1);
    }
  }

  @Test
  void lengthAndIndexedAccessComeFromTheCompactForm() {
    Squares list = new Squares(0b1010_0110L);
    assertEquals(4, list.length());
    assertEquals(4, list.size());
    assertFalse(list.isEmpty());
    assertEquals("b1", list.head());
    assertEquals("h1", list.get(3));
    assertEquals("h1", list.last());
    assertEquals(0, list.writes, "no whole list was written");
  }

  @Test
  void everyOtherOperationIsThatOfTheWholeListWrittenOnce() {
    Squares list = new Squares(0b1010_0110L);
    assertEquals(List.of("b1", "c1", "f1", "h1"), list.toList());
    assertEquals(List.of("h1", "f1", "c1", "b1"), list.reverse().toList());
    assertEquals(
        Array.of("c1", "f1"), list.filter(s -> s.compareTo("c") >= 0 && s.compareTo("g") < 0));
    assertEquals(Array.of('b', 'c', 'f', 'h'), list.map(s -> s.charAt(0)));
    assertEquals(2, list.indexOf("f1"));
    assertEquals(1, list.writes);
  }

  @Test
  void itEqualsAnEagerListWithTheSameMovesInBothDirections() {
    Squares list = new Squares(0b1010_0110L);
    Array<String> array = Array.of("b1", "c1", "f1", "h1");
    assertEquals(array, list);
    assertEquals(list, array);
    assertEquals(Vector.ofAll(array), list);
    assertEquals(array.hashCode(), list.hashCode());
    assertEquals(array.toString(), list.toString());
    assertFalse(list.equals(Array.of("b1", "c1", "f1")));
  }

  @Test
  void anIndexOutsideTheListIsRefusedAsAnArrayRefusesIt() {
    Squares list = new Squares(0b110L);
    assertThrows(IndexOutOfBoundsException.class, () -> list.get(2));
    assertThrows(IndexOutOfBoundsException.class, () -> list.get(-1));
    Squares empty = new Squares(0);
    assertTrue(empty.isEmpty());
    assertThrows(NoSuchElementException.class, empty::head);
  }

  /** A list serializes as the vavr array of its moves, not as its compact form. */
  @Test
  void itSerializesAsAnArray() throws Exception {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(new Squares(0b1001L));
    }
    Object read;
    try (ObjectInputStream in =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      read = in.readObject();
    }
    assertInstanceOf(Array.class, read);
    assertEquals(Array.of("a1", "d1"), read);
  }
}
