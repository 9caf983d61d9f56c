package io.github.latrunculi.quaternity;

import java.util.Arrays;

/** A growable list of encoded moves ({@link QuaternityMoveGenerator#encode}), without boxing. */
final class QuaternityMoveBuffer {
  /** Each thread's scratch buffers, so that the generator's working lists allocate nothing. */
  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  private int[] moves = new int[128];
  private int size;

  /** Returns this thread's scratch buffers. */
  static Scratch scratch() {
    return SCRATCH.get();
  }

  /**
   * One thread's stack of reusable buffers: a caller takes one for a working list and gives it back
   * before it returns (in a {@code finally}), so that the calls it makes meanwhile (a legality test
   * that resolves mates and tests a defence) take the ones above it.
   */
  static final class Scratch {
    private QuaternityMoveBuffer[] buffers = new QuaternityMoveBuffer[0];
    private int depth;

    /** Returns an empty buffer that no caller up the stack holds. */
    QuaternityMoveBuffer take() {
      if (depth == buffers.length) {
        buffers = Arrays.copyOf(buffers, depth + 1);
        buffers[depth] = new QuaternityMoveBuffer();
      }
      QuaternityMoveBuffer buffer = buffers[depth++];
      buffer.clear();
      return buffer;
    }

    /** Gives back the buffer taken last. */
    void give() {
      depth--;
    }
  }

  void add(int move) {
    if (size == moves.length) {
      moves = Arrays.copyOf(moves, size * 2);
    }
    moves[size++] = move;
  }

  int get(int i) {
    return moves[i];
  }

  void set(int i, int move) {
    moves[i] = move;
  }

  int size() {
    return size;
  }

  void clear() {
    size = 0;
  }
}
