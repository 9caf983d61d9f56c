package io.github.latrunculi.core.kit;

/**
 * Each thread's reusable working memory for move generation: a stack of {@link IntBuffer}s, taken
 * and given back in nested order (a generator that asks a legality test, which lists replies of its
 * own, takes a second buffer while holding the first), and one {@code long} array for square sets.
 * Rules objects are shared between threads, so their scratch memory cannot live in them; a thread
 * finds its own here, and nothing is allocated once the buffers have grown to the largest list.
 *
 * <pre>{@code
 * Scratch scratch = Scratch.get();
 * IntBuffer moves = scratch.take();
 * try {
 *   ... fill and read moves ...
 * } finally {
 *   scratch.give();
 * }
 * }</pre>
 */
public final class Scratch {
  private static final ThreadLocal<Scratch> OF_THREAD = ThreadLocal.withInitial(Scratch::new);

  private IntBuffer[] buffers = new IntBuffer[4];
  private int depth;
  private long[] longs = new long[0];

  private Scratch() {}

  /** {@return the calling thread's scratch memory} */
  public static Scratch get() {
    return OF_THREAD.get();
  }

  /** {@return an empty buffer that no caller up this thread's stack holds} */
  public IntBuffer take() {
    if (depth == buffers.length) {
      buffers = java.util.Arrays.copyOf(buffers, depth * 2);
    }
    IntBuffer buffer = buffers[depth];
    if (buffer == null) {
      buffer = new IntBuffer(256);
      buffers[depth] = buffer;
    }
    depth++;
    buffer.clear();
    return buffer;
  }

  /** Gives back the buffer taken last. */
  public void give() {
    depth--;
  }

  /**
   * Returns the thread's {@code long} array, at least {@code length} long; its contents are left
   * from the previous user, so a caller clears what it reads. One array per thread: a caller does
   * not hold it across a call that may use it too.
   *
   * @param length the length needed
   * @return the array
   */
  public long[] longs(int length) {
    if (longs.length < length) {
      longs = new long[length];
    }
    return longs;
  }
}
