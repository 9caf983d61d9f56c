package io.github.latrunculi.core.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** {@link PackedMove} gives back every field it packed, at the edges of each field's range. */
class PackedMoveTests {
  @Test
  void everyFieldRoundTrips() {
    int[] squares = {0, 1, 63, 64, 143, PackedMove.NONE};
    int[] details = {0, 1, 255, 256, PackedMove.MAX_DETAIL};
    for (int from : squares) {
      for (int to : squares) {
        for (int detail : details) {
          int move = PackedMove.of(from, to, detail);
          assertEquals(from, PackedMove.from(move));
          assertEquals(to, PackedMove.to(move));
          assertEquals(detail, PackedMove.detail(move));
        }
      }
    }
  }
}
