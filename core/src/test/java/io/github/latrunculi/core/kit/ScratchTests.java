package io.github.latrunculi.core.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/** {@link Scratch} hands out nested buffers in stack order, one set per thread. */
class ScratchTests {
  @Test
  void nestedTakesGetDistinctEmptyBuffersAndAGivenBackBufferIsReused() {
    Scratch scratch = Scratch.get();
    IntBuffer outer = scratch.take();
    outer.add(7);
    IntBuffer inner = scratch.take();
    assertNotSame(outer, inner);
    assertEquals(0, inner.size());
    inner.add(1);
    scratch.give();
    IntBuffer again = scratch.take();
    assertSame(inner, again);
    assertEquals(0, again.size(), "a buffer taken again starts empty");
    scratch.give();
    assertEquals(7, outer.get(0), "the outer buffer keeps its values");
    scratch.give();
  }

  @Test
  void buffersGrowAndKeepTheirValues() {
    IntBuffer buffer = new IntBuffer(1);
    for (int i = 0; i < 1000; i++) {
      buffer.add(i * 3);
    }
    assertEquals(1000, buffer.size());
    assertEquals(2997, buffer.get(999));
    buffer.set(5, -1);
    assertEquals(-1, buffer.get(5));
    buffer.truncate(10);
    assertEquals(10, buffer.size());
    buffer.clear();
    assertEquals(0, buffer.size());
  }

  @Test
  void aLoopMayWriteIntoTheReservedArrayAndSetTheSize() {
    IntBuffer buffer = new IntBuffer(2);
    buffer.add(9);
    int[] raw = buffer.reserve(100);
    assertTrue(raw.length >= 100);
    assertEquals(9, raw[0], "reserving keeps the values");
    for (int i = 0; i < 100; i++) {
      raw[i] = i + 1;
    }
    buffer.setSize(100);
    assertEquals(100, buffer.size());
    assertEquals(100, buffer.get(99));
    assertSame(raw, buffer.reserve(50), "enough room: the same array");
  }

  @Test
  void deepNestingGrowsTheStack() {
    Scratch scratch = Scratch.get();
    IntBuffer[] taken = new IntBuffer[20];
    for (int i = 0; i < taken.length; i++) {
      taken[i] = scratch.take();
      taken[i].add(i);
    }
    for (int i = taken.length - 1; i >= 0; i--) {
      assertEquals(i, taken[i].get(0));
      scratch.give();
    }
  }

  @Test
  void eachThreadHasItsOwnScratchAndLongArray() throws InterruptedException {
    Scratch mine = Scratch.get();
    long[] longs = mine.longs(10);
    assertTrue(longs.length >= 10);
    assertSame(longs, mine.longs(5), "a shorter request reuses the array");
    AtomicReference<Scratch> theirs = new AtomicReference<>();
    Thread other = new Thread(() -> theirs.set(Scratch.get()));
    other.start();
    other.join();
    assertNotSame(mine, theirs.get());
  }
}
