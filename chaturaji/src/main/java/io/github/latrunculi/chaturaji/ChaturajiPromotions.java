package io.github.latrunculi.chaturaji;

/**
 * What a soldier may become when it reaches its far edge (§3.3 of the dossier), as shared arrays
 * of kind ordinals ({@code -1} = it stays a soldier; an empty array = it may not enter the square).
 */
final class ChaturajiPromotions {
  private static final int[] BARRED = {};
  private static final int[] STAY = {-1};
  private static final int[][] ONLY = {{0}, {1}, {2}, {3}};
  private static final int[] ANY_MAJOR = {0, 1, 2, 3};
  private static final int[] ANY_MAJOR_OR_STAY = {-1, 0, 1, 2, 3};
  private static final int BOAT_AND_SOLDIER = 1 << ChaturajiManCode.BOAT | 1 << ChaturajiManCode.SOLDIER;

  private ChaturajiPromotions() {}

  /**
   * Returns the choices of a soldier of {@code army} entering an edge square of lane type {@code
   * laneKind}, given the census of the board: {@code kinds} (5 bits per army: kinds present) and
   * {@code men} (4 bits per army: men on the board). The arrays are shared: do not modify.
   */
  static int[] choices(ChaturajiVariant variant, int army, int laneKind, int kinds, int men) {
    int present = kinds >> (5 * army) & 31;
    if (variant.gadha() && (men >> (4 * army) & 15) == 2 && present == BOAT_AND_SOLDIER) {
      return variant.promotion() == ChaturajiVariant.Promotion.NONE ? ANY_MAJOR_OR_STAY : ANY_MAJOR;
    }
    switch (variant.promotion()) {
      case NONE:
        return STAY;
      case LANE:
        // Always the lane type, except a second maraja: an army has one maraja (§7.1).
        return laneKind == ChaturajiManCode.MARAJA && (present & 1) != 0 ? BARRED : ONLY[laneKind];
      default:
        return (present >> laneKind & 1) != 0 ? BARRED : ONLY[laneKind];
    }
  }

  /** Returns true when the soldier of {@code army} would be barred for want of promotion. */
  static boolean isBarred(int[] choices) {
    return choices.length == 0;
  }

  /** Returns the kinds present per army, 5 bits each. */
  static int kindsCensus(byte[] board) {
    int kinds = 0;
    for (byte cell : board) {
      int code = cell & 0xFF;
      if (code != 0) {
        kinds |= 1 << (5 * ChaturajiManCode.army(code) + ChaturajiManCode.kind(code));
      }
    }
    return kinds;
  }

  /** Returns the men per army, 4 bits each. */
  static int menCensus(byte[] board) {
    int men = 0;
    for (byte cell : board) {
      int code = cell & 0xFF;
      if (code != 0) {
        men += 1 << (4 * ChaturajiManCode.army(code));
      }
    }
    return men;
  }
}
