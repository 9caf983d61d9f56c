package io.github.latrunculi.chief;

/**
 * The byte code of a board cell: 0 for an empty square, otherwise {@code seat << 3 | (kind + 1)}
 * with the kind's ordinal in K W R A S order. Seat 0 is White (South), seat 1 Black in two-player
 * games (West in multiplayer), seats 2 and 3 North and East.
 */
final class ChiefCells {
  static final int CHIEF = 0;
  static final int WARRIOR = 1;
  static final int RIDER = 2;
  static final int AMAZON = 3;
  static final int SAVAGE = 4;
  static final int KINDS = 5;

  /** The bits of a cell code below its seat: the kind plus one. */
  static final int KIND_MASK = 7;

  /** Where the seat starts in a cell code. */
  static final int SEAT_SHIFT = 3;

  private ChiefCells() {}

  static int code(int seat, int kind) {
    return seat << SEAT_SHIFT | (kind + 1);
  }

  static int seat(int cell) {
    return cell >> SEAT_SHIFT;
  }

  static int kind(int cell) {
    return (cell & KIND_MASK) - 1;
  }
}
