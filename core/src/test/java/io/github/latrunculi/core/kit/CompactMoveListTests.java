package io.github.latrunculi.core.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.PartialFunction;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.Comparator;
import java.util.NoSuchElementException;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

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

  /**
   * Every operation the list takes from the whole list answers what the eager array answers, for
   * the same arguments: the same value, or the same kind of exception.
   */
  @TestFactory
  Stream<DynamicTest> everyOtherOperationAnswersAsTheEagerArray() {
    // Of an Object[], as the compact list's own: vavr's Array.of(String...) keeps a String[],
    // which refuses an update to a non-string.
    Array<String> eager = Array.ofAll(List.of("b1", "c1", "f1", "h1"));
    Squares compact = new Squares(0b1010_0110L);
    return Arrays.stream(CompactMoveList.class.getDeclaredMethods())
        .filter(m -> Modifier.isPublic(m.getModifiers()) && !m.isBridge())
        .filter(m -> !Modifier.isAbstract(m.getModifiers()))
        .filter(m -> !FROM_THE_COMPACT_FORM.contains(m.getName()))
        .sorted(Comparator.comparing(Method::toString))
        .map(
            m ->
                DynamicTest.dynamicTest(
                    m.getName() + Arrays.toString(m.getParameterTypes()),
                    () -> {
                      Method ofArray = Array.class.getMethod(m.getName(), m.getParameterTypes());
                      assertEquals(
                          comparable(m.getName(), () -> ofArray.invoke(eager, arguments(m))),
                          comparable(m.getName(), () -> m.invoke(compact, arguments(m))));
                    }));
  }

  /** The operations answered from the compact form, which the tests above check one by one. */
  private static final Set<String> FROM_THE_COMPACT_FORM =
      Set.of("get", "head", "isEmpty", "iterator", "length");

  /** Sample arguments by parameter type; each call gets fresh ones (a seeded random, say). */
  private static Object[] arguments(Method method) {
    return Arrays.stream(method.getParameterTypes()).map(CompactMoveListTests::sample).toArray();
  }

  private static Object sample(Class<?> type) {
    if (type == int.class) {
      return 1;
    } else if (type == Object.class) {
      return "c1";
    } else if (type == Iterable.class) {
      return Array.of("c1", "z9");
    } else if (type == Function.class) {
      return (Function<Object, Object>) x -> Array.of(x, x);
    } else if (type == Predicate.class) {
      return (Predicate<Object>) x -> x.toString().compareTo("d") < 0;
    } else if (type == Comparator.class) {
      return Comparator.comparing(Object::toString).reversed();
    } else if (type == BiFunction.class) {
      return (BiFunction<Object, Object, Object>) (x, y) -> x + "+" + y;
    } else if (type == Consumer.class) {
      return (Consumer<Object>) x -> {};
    } else if (type == Supplier.class) {
      return (Supplier<Object>) () -> Array.of("z9");
    } else if (type == PartialFunction.class) {
      return PartialFunction.unlift((Object x) -> Option.when(!"c1".equals(x), x));
    } else if (type == Random.class) {
      return new Random(7);
    }
    throw new IllegalArgumentException("no sample argument of " + type);
  }

  /**
   * The answer of a call in a form that equals tells apart: iterators as the lists they run
   * through, an unseeded shuffle as its sorted elements, a thrown exception as its class.
   */
  private static Object comparable(String name, Callable<Object> call) {
    Object answer;
    try {
      answer = call.call();
    } catch (InvocationTargetException e) {
      return e.getCause().getClass();
    } catch (Exception e) {
      throw new AssertionError(e);
    }
    if (answer instanceof io.vavr.collection.Iterator<?> iterator) {
      return iterator.map(CompactMoveListTests::comparable).toList();
    }
    if (name.equals("shuffle") && answer instanceof Seq<?> shuffled) {
      return shuffled.map(Object::toString).sorted();
    }
    return comparable(answer);
  }

  private static Object comparable(Object value) {
    return value instanceof io.vavr.collection.Iterator<?> iterator ? iterator.toList() : value;
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
