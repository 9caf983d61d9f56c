package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaMoveGenerator.DIRECTIONS;
import static io.github.latrunculi.malha.MalhaMoveGenerator.FORMS;
import static io.github.latrunculi.malha.MalhaMoveGenerator.STEPS;

import io.github.latrunculi.core.kit.Bits;
import io.github.latrunculi.core.kit.CompactMoveList;

/**
 * The steps of the side to move as five square sets: the soldiers that can step north, east, south
 * and west, and those that may also flag their step. The order is direction by direction (north,
 * east, south, west), each direction's soldiers in square order, each step followed by its flagged
 * form where the soldier may flag. A move is looked up only when asked for, so a search that lists
 * the steps and plays one pays for bit counts and one lookup.
 */
final class MalhaStepList extends CompactMoveList<MalhaMove> {
  private static final long serialVersionUID = 1L;

  private final long north;
  private final long east;
  private final long south;
  private final long west;
  private final long flags;

  MalhaStepList(long north, long east, long south, long west, long flags) {
    super(count(north, east, south, west, flags));
    this.north = north;
    this.east = east;
    this.south = south;
    this.west = west;
    this.flags = flags;
  }

  /** Returns the number of steps of the soldiers that can step each way, flagged ones included. */
  static int count(long north, long east, long south, long west, long flags) {
    return Long.bitCount(north)
        + Long.bitCount(east)
        + Long.bitCount(south)
        + Long.bitCount(west)
        + Long.bitCount(north & flags)
        + Long.bitCount(east & flags)
        + Long.bitCount(south & flags)
        + Long.bitCount(west & flags);
  }

  @Override
  protected MalhaMove moveAt(int index) {
    int rest = index;
    for (int k = 0; k < DIRECTIONS - 1; k++) {
      long soldiers = soldiers(k);
      int here = Long.bitCount(soldiers) + Long.bitCount(soldiers & flags);
      if (rest < here) {
        return STEPS[code(soldiers, k, rest)];
      }
      rest -= here;
    }
    return STEPS[code(west, DIRECTIONS - 1, rest)];
  }

  /**
   * Returns the step code of place {@code i} among the steps of {@code soldiers} in direction k.
   */
  private int code(long soldiers, int k, int i) {
    long flagged = soldiers & flags;
    if (flagged == 0) {
      return (Bits.select(soldiers, i) * DIRECTIONS + k) * FORMS;
    }
    if (flagged == soldiers) {
      return (Bits.select(soldiers, i >> 1) * DIRECTIONS + k) * FORMS + (i & 1);
    }
    int left = i;
    for (long rest = soldiers; ; rest &= rest - 1) {
      int from = Long.numberOfTrailingZeros(rest);
      int forms = 1 + (int) (flagged >>> from & 1);
      if (left < forms) {
        return (from * DIRECTIONS + k) * FORMS + left;
      }
      left -= forms;
    }
  }

  private long soldiers(int k) {
    return k == 0 ? north : k == 1 ? east : k == 2 ? south : west;
  }

  /**
   * Writes the steps direction by direction. Each direction's soldiers are one bit set, so each is
   * one plain loop that writes the moves directly; whether every step, none or only some carry a
   * flagged form is decided once per direction, since in the common cases the flag is the same for
   * every step. (Listing soldier by soldier instead needs a first pass that gathers each soldier's
   * directions and a second that writes the moves, which made the whole listing loop about a tenth
   * slower.)
   */
  @Override
  protected Object[] writeAll() {
    Object[] out = new Object[length()];
    long movable = north | east | south | west;
    int n = writeOneWay(north, 0, movable, out, 0);
    n = writeOneWay(east, 1, movable, out, n);
    n = writeOneWay(south, 2, movable, out, n);
    writeOneWay(west, 3, movable, out, n);
    return out;
  }

  /**
   * Writes from place {@code n} on the steps of {@code soldiers} in direction k, each followed by
   * its flagged form where {@code flags} has the soldier, and returns the place after them.
   */
  private int writeOneWay(long soldiers, int k, long movable, Object[] out, int n) {
    if (flags == 0) {
      for (long rest = soldiers; rest != 0; rest &= rest - 1) {
        out[n++] = STEPS[(Long.numberOfTrailingZeros(rest) * DIRECTIONS + k) * FORMS];
      }
    } else if (flags == movable) {
      for (long rest = soldiers; rest != 0; rest &= rest - 1) {
        int code = (Long.numberOfTrailingZeros(rest) * DIRECTIONS + k) * FORMS;
        out[n] = STEPS[code];
        out[n + 1] = STEPS[code + 1];
        n += 2;
      }
    } else {
      for (long rest = soldiers; rest != 0; rest &= rest - 1) {
        int from = Long.numberOfTrailingZeros(rest);
        out[n++] = STEPS[(from * DIRECTIONS + k) * FORMS];
        if ((flags >>> from & 1) != 0) {
          out[n++] = STEPS[(from * DIRECTIONS + k) * FORMS + 1];
        }
      }
    }
    return n;
  }
}
