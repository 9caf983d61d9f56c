package io.github.latrunculi.core;

/**
 * A fixed leap over whatever stands between, given by one file and rank delta and taken in every
 * direction it has: the knight's (1, 2) to its eight targets, the alfil's (2, 2) diagonal jump to
 * its four. {@link Geometry#leaps(int, Leap)} holds the targets of every square.
 */
public enum Leap {
  /** One square orthogonally and one diagonally: the chess knight, Chaturaji's horse. */
  KNIGHT(1, 2),
  /** Exactly two squares diagonally: Chaturaji's boat. */
  ALFIL(2, 2);

  private final int[][] deltas;

  Leap(int a, int b) {
    java.util.LinkedHashSet<java.util.List<Integer>> all = new java.util.LinkedHashSet<>();
    for (int[] d : new int[][] {{a, b}, {b, a}}) {
      for (int sf = 1; sf >= -1; sf -= 2) {
        for (int sr = 1; sr >= -1; sr -= 2) {
          all.add(java.util.List.of(d[0] * sf, d[1] * sr));
        }
      }
    }
    deltas = all.stream().map(l -> new int[] {l.get(0), l.get(1)}).toArray(int[][]::new);
  }

  /** {@return the number of (file, rank) deltas of the leap: 8 for the knight, 4 for the alfil} */
  public int directions() {
    return deltas.length;
  }

  int fileDelta(int k) {
    return deltas[k][0];
  }

  int rankDelta(int k) {
    return deltas[k][1];
  }
}
