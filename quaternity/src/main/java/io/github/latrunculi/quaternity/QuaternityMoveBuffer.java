package io.github.latrunculi.quaternity;

import java.util.Arrays;

/** A growable list of encoded moves ({@link QuaternityMoveGenerator#encode}), without boxing. */
final class QuaternityMoveBuffer {
  private int[] moves = new int[128];
  private int size;

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
