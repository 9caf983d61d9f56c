package io.github.latrunculi.chaturaji;

/**
 * What a soldier may become when it reaches its far edge (§3.3 of the dossier), as shared arrays of
 * kind ordinals ({@code -1} = it stays a soldier; an empty array = it may not enter the square).
 */
final class ChaturajiPromotions {
  private static final int[] BARRED = {};
  private static final int[] STAY = {-1};
  private static final int[][] ONLY = {{0}, {1}, {2}, {3}};
  private static final int[] ANY_MAJOR = {0, 1, 2, 3};
  private static final int[] ANY_MAJOR_OR_STAY = {-1, 0, 1, 2, 3};
  private static final int BOAT_AND_SOLDIER =
      1 << ChaturajiManCode.BOAT | 1 << ChaturajiManCode.SOLDIER;

  private ChaturajiPromotions() {}

  /**
   * Returns the choices of a soldier of {@code army} entering the edge square {@code to}, whose
   * lane type gives the promotion, given the square masks of the board ({@link ChaturajiMenMasks}).
   * The arrays are shared: do not modify.
   */
  static int[] choices(ChaturajiVariant variant, int army, int to, long[] men) {
    int laneKind = ChaturajiTables.LANE_KIND[army][to];
    int present = ChaturajiMenMasks.kindsOf(ChaturajiMenMasks.kindsCensus(men), army);
    int count = ChaturajiMenMasks.menOf(ChaturajiMenMasks.menCensus(men), army);
    if (variant.gadha() && count == 2 && present == BOAT_AND_SOLDIER) {
      return variant.promotion() == ChaturajiVariant.Promotion.NONE ? ANY_MAJOR_OR_STAY : ANY_MAJOR;
    }
    switch (variant.promotion()) {
      case NONE:
        return STAY;
      case LANE:
        // Always the lane type, except a second maraja: an army has one maraja (§7.1).
        return laneKind == ChaturajiManCode.MARAJA && (present >> laneKind & 1) != 0
            ? BARRED
            : ONLY[laneKind];
      default:
        return (present >> laneKind & 1) != 0 ? BARRED : ONLY[laneKind];
    }
  }

  /** Returns true when the soldier of {@code army} would be barred for want of promotion. */
  static boolean isBarred(int[] choices) {
    return choices.length == 0;
  }
}
