package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaContext.SIZE;
import static io.github.latrunculi.malha.MalhaMoveGenerator.PLACES_BY_NAME;
import static io.github.latrunculi.malha.MalhaMoveGenerator.partnersByName;

import io.github.latrunculi.core.kit.Bits;
import io.github.latrunculi.core.kit.CompactMoveList;

/**
 * The placement pairs of the setting as the set of free squares: pairs by the name of their lower
 * square, then of the higher ({@code a1 < a2 < … < g7}), keeping only pairs that touch the malha
 * when the pair must. An early turn of the setting has about a thousand pairs; a pair is looked up
 * only when asked for, by counting partners square by square.
 */
final class MalhaPlacementList extends CompactMoveList<MalhaMove> {
  private static final long serialVersionUID = 1L;

  /** The free squares, as bits of their places in name order. */
  private final long free;

  private final boolean mustTouch;

  MalhaPlacementList(long free, boolean mustTouch, int length) {
    super(length);
    this.free = free;
    this.mustTouch = mustTouch;
  }

  @Override
  protected MalhaMove moveAt(int index) {
    int rest = index;
    for (long firsts = free; ; firsts &= firsts - 1) {
      int i = Long.numberOfTrailingZeros(firsts);
      long seconds = partnersByName(free, i, mustTouch);
      int here = Long.bitCount(seconds);
      if (rest < here) {
        return PLACES_BY_NAME[i * SIZE + Bits.select(seconds, rest)];
      }
      rest -= here;
    }
  }

  @Override
  protected Object[] writeAll() {
    Object[] out = new Object[length()];
    int n = 0;
    for (long firsts = free; firsts != 0; firsts &= firsts - 1) {
      int i = Long.numberOfTrailingZeros(firsts);
      for (long seconds = partnersByName(free, i, mustTouch);
          seconds != 0;
          seconds &= seconds - 1) {
        out[n++] = PLACES_BY_NAME[i * SIZE + Long.numberOfTrailingZeros(seconds)];
      }
    }
    return out;
  }
}
