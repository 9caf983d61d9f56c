package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.CHIEF;

import io.github.latrunculi.chief.ChiefVariant.Mode;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.kit.BoardTables;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.TreeSet;
import java.util.Arrays;
import java.util.Locale;

/**
 * What every internal role of one Chief variant on one board size shares, built once by {@link
 * ChiefRules}: the variant and its option values, the geometry with its tables (the rays that leave
 * each square, line directions and distances), the seats and their names, the turn order, and who
 * has won. The generator, the checks, the transition, the notation, the diagram, the inputs, the
 * heuristic and the setup take it; none of them knows the public rules object.
 */
final class ChiefContext {
  private static final String[] TWO_SEATS = {"w", "b"};
  private static final String[] FOUR_SEATS = {"w", "r", "b", "g"};
  private static final String[] SEAT_NAMES = {"White", "Black"};
  private static final String[] MULTI_NAMES = {"South", "West", "North", "East"};

  private final ChiefVariant variant;
  private final Mode mode;
  private final String variantName;
  private final Geometry geometry;
  private final BoardTables tables;
  private final Player[] seats;
  private final Seq<Player> players;
  private final boolean multiplayer;
  private final boolean stepBackRule;

  /**
   * leaving[square]: the rays of the directions that leave the square, in {@link Direction} order,
   * each its squares nearest first, so that the step loop never visits a direction off the board.
   */
  private final int[][][] leaving;

  ChiefContext(ChiefVariant variant, Geometry geometry) {
    this.variant = variant;
    this.mode = variant.mode();
    this.variantName = variant.field();
    this.geometry = geometry;
    this.tables = BoardTables.of(geometry);
    int count = mode.seats();
    this.seats = new Player[count];
    for (int i = 0; i < count; i++) {
      seats[i] = new Player(i, count == 2 ? TWO_SEATS[i] : FOUR_SEATS[i]);
    }
    this.players = Array.of(seats);
    this.multiplayer = mode.isMultiplayer();
    this.stepBackRule = mode == Mode.ARMAGEDDON;
    this.leaving = new int[geometry.size()][][];
    for (int square = 0; square < leaving.length; square++) {
      int[][] rays = new int[Direction.COUNT][];
      int n = 0;
      for (int d = 0; d < Direction.COUNT; d++) {
        int[] ray = geometry.ray(square, d);
        if (ray.length > 0) {
          rays[n++] = ray;
        }
      }
      leaving[square] = Arrays.copyOf(rays, n);
    }
  }

  /** {@return the variant and its options} */
  ChiefVariant variant() {
    return variant;
  }

  /** {@return the named variant} */
  Mode mode() {
    return mode;
  }

  /** {@return the canonical variant field of the position line, for example {@code wild}} */
  String variantName() {
    return variantName;
  }

  /** {@return the board's geometry} */
  Geometry geometry() {
    return geometry;
  }

  /** {@return the core's square tables of the board: line directions and distances} */
  BoardTables tables() {
    return tables;
  }

  /**
   * {@return by square, the rays that leave it, each nearest first, in direction order} Shared: not
   * to be modified.
   */
  int[][][] leavingRays() {
    return leaving;
  }

  /** {@return the player of a seat index} */
  Player player(int seat) {
    return seats[seat];
  }

  /** {@return the seats in turn order} */
  Seq<Player> players() {
    return players;
  }

  /** {@return the number of seats: 2, 3 or 4} */
  int seatCount() {
    return seats.length;
  }

  /** {@return true for {@code multi3} and {@code multi4}} */
  boolean isMultiplayer() {
    return multiplayer;
  }

  /**
   * {@return true when a plain move must bring the piece closer to an enemy ({@code armageddon})}
   */
  boolean stepBackRule() {
    return stepBackRule;
  }

  /** Returns the name of a seat for messages: White, Black, or South (w), West (r), … */
  String sideName(int seat) {
    return multiplayer ? MULTI_NAMES[seat] + " (" + seats[seat].name() + ")" : SEAT_NAMES[seat];
  }

  /** Returns a piece for messages, for example "black savage". */
  String describe(int cell) {
    String kind = ChiefKind.of(ChiefCells.kind(cell)).name().toLowerCase(Locale.ROOT);
    String owner =
        multiplayer ? MULTI_NAMES[ChiefCells.seat(cell)] : SEAT_NAMES[ChiefCells.seat(cell)];
    return owner.toLowerCase(Locale.ROOT) + " " + kind;
  }

  /**
   * Returns the most pieces of each kind (K W R A S) that a seat may own, on the board and in hand
   * together (§12.2 check 2).
   */
  int[] army(int seat) {
    return ChiefSetup.army(variant, geometry, seat);
  }

  /** Is the square on the board's outer ring? */
  boolean isEdge(int square) {
    int file = geometry.fileOf(square);
    int rank = geometry.rankOf(square);
    return file == 0 || rank == 0 || file == geometry.width() - 1 || rank == geometry.height() - 1;
  }

  /** Returns the square behind {@code to} seen from {@code from}, or -1 off the board. */
  int retreatSquare(int from, int to) {
    return geometry.neighbour(to, tables.lineDirection(from, to));
  }

  /** Returns the seat that moves after {@code mover}; multiplayer skips seats without a Chief. */
  int nextSeat(int mover, int chiefMask) {
    if (seats.length == 2) {
      return 1 - mover;
    }
    for (int i = 1; i < seats.length; i++) {
      int seat = (mover + i) % seats.length;
      if ((chiefMask >> seat & 1) != 0) {
        return seat;
      }
    }
    // Nobody else has a Chief: the mover has just won and stays the side "to move".
    return mover;
  }

  /** Returns the winning seat, or -1 while nobody has won (a repetition draw is not a win). */
  int winner(ChiefPosition position) {
    switch (mode) {
      case STANDARD, WILD -> {
        int side = position.side();
        if (!hasChief(position, side)) {
          return 1 - side;
        }
        return hasChief(position, 1 - side) ? -1 : side;
      }
      case ASSASSINATION -> {
        if (!hasChief(position, 0)) {
          return 1;
        }
        return hasPieces(position, 1) ? -1 : 0;
      }
      case ARMAGEDDON -> {
        if (!hasPieces(position, 0)) {
          return 1;
        }
        return hasPieces(position, 1) ? -1 : 0;
      }
      default -> {
        int active = position.chiefMask();
        return Integer.bitCount(active) == 1 ? Integer.numberOfTrailingZeros(active) : -1;
      }
    }
  }

  private static boolean hasChief(ChiefPosition position, int seat) {
    return (position.chiefMask() >> seat & 1) != 0 || position.handCount(seat, CHIEF) > 0;
  }

  private static boolean hasPieces(ChiefPosition position, int seat) {
    if (!position.handEmpty(seat)) {
      return true;
    }
    for (byte cell : position.cells()) {
      if (cell != 0 && ChiefCells.seat(cell) == seat) {
        return true;
      }
    }
    return false;
  }

  /** Returns true once a side has won or the position has occurred too often. */
  boolean finished(ChiefPosition position) {
    return position.repeated() || winner(position) >= 0;
  }

  /** Returns the outcome: a win with its reason, a repetition draw or ranking, or ongoing. */
  Outcome outcome(ChiefPosition position) {
    int winner = winner(position);
    if (winner >= 0) {
      boolean allCaptured = mode == Mode.ARMAGEDDON || (mode == Mode.ASSASSINATION && winner == 0);
      return Outcome.win(seats[winner], allCaptured ? "ALL_CAPTURED" : "CHIEF_CAPTURED");
    }
    if (position.repeated()) {
      Set<Player> out = TreeSet.empty(Outcome.BY_SEAT);
      Set<Player> in = TreeSet.empty(Outcome.BY_SEAT);
      for (Player seat : seats) {
        boolean stillIn = !multiplayer || (position.chiefMask() >> seat.index() & 1) != 0;
        if (stillIn) {
          in = in.add(seat);
        } else {
          out = out.add(seat);
        }
      }
      return out.isEmpty()
          ? Outcome.draw("REPETITION")
          : new Outcome.Ranking(List.of(in, out), "REPETITION");
    }
    return Outcome.ONGOING;
  }
}
