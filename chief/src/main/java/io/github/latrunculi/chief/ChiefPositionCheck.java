package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.CHIEF;
import static io.github.latrunculi.chief.ChiefCells.KINDS;
import static io.github.latrunculi.chief.ChiefCells.WARRIOR;

import io.github.latrunculi.chief.ChiefVariant.Mode;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Rejection;
import io.vavr.control.Either;

/**
 * The validity checks of §12.2 for a parsed position: piece counts within the army, Chiefs where
 * the rules need them, and frozen and push fields that a legal move could have produced.
 */
final class ChiefPositionCheck {
  private static final String[] KIND_NAMES = {"Chiefs", "Warriors", "Riders", "Amazons", "Savages"};

  private ChiefPositionCheck() {}

  static Either<Rejection, ChiefPosition> check(ChiefContext context, ChiefPosition position) {
    String problem = problem(context, position);
    return problem == null
        ? Either.right(position)
        : Either.left(new Rejection(ChiefRejection.INVALID_POSITION, problem));
  }

  /** Returns what is wrong with the position, or null when it is valid. */
  private static String problem(ChiefContext context, ChiefPosition position) {
    int side = position.side();
    String problem = armyProblem(context, position);
    if (problem == null) {
      problem = chiefProblem(context, position, side);
    }
    if (problem == null) {
      problem = pushProblem(context, position, side);
    }
    if (problem == null) {
      problem = frozenProblem(context, position, side, position.pushSquareIndex());
    }
    return problem;
  }

  /** Check 2: no seat owns more pieces of a kind, on the board and in hand, than its army. */
  private static String armyProblem(ChiefContext context, ChiefPosition position) {
    int seats = context.seatCount();
    int[][] counts = new int[seats][KINDS];
    for (byte cell : position.cells()) {
      if (cell != 0) {
        counts[ChiefCells.seat(cell)][ChiefCells.kind(cell)]++;
      }
    }
    for (int seat = 0; seat < seats; seat++) {
      int[] army = context.army(seat);
      for (int kind = 0; kind < KINDS; kind++) {
        int total = counts[seat][kind] + position.handCount(seat, kind);
        if (total > army[kind]) {
          return context.player(seat)
              + " has "
              + total
              + " "
              + KIND_NAMES[kind]
              + " on the board and in hand; the "
              + context.mode().id()
              + " army on "
              + context.geometry()
              + " has at most "
              + army[kind];
        }
      }
    }
    return null;
  }

  /**
   * Checks 3 and 5: a finished game, and the placement phase, have no push row and no frozen piece;
   * a push row's square holds the pusher, and its count lies from 1 to the push limit.
   */
  private static String pushProblem(ChiefContext context, ChiefPosition position, int side) {
    int push = position.pushSquareIndex();
    boolean over = context.winner(position) >= 0;
    if (over && (position.anyFrozen() || push >= 0)) {
      return "the game is over, so frozen and push must be '-'";
    }
    if (position.placing() && (position.anyFrozen() || push >= 0)) {
      return "pieces are still in hand:"
          + " during placement nothing is frozen and there is no push row";
    }
    if (push < 0) {
      return null;
    }
    int pusher = position.cell(push);
    // With passresets=false a pass keeps the row, so the pusher may be the side to move again.
    boolean pusherMayBeToMove = !context.variant().passResets();
    if (pusher == 0 || (ChiefCells.seat(pusher) == side && !pusherMayBeToMove)) {
      return "the push square "
          + context.geometry().square(push)
          + " must hold the piece of the side that just moved (the pusher)";
    }
    int limit = context.variant().pushLimit();
    if (position.pushCount() < 1 || position.pushCount() > limit) {
      return "the push count must lie from 1 to the push limit " + limit;
    }
    return null;
  }

  /** Check 3: the side not to move has its Chief, in the variants that use Chiefs. */
  private static String chiefProblem(ChiefContext context, ChiefPosition position, int side) {
    Mode mode = context.mode();
    int mask = position.chiefMask();
    switch (mode) {
      case STANDARD, WILD -> {
        int other = 1 - side;
        if ((mask >> other & 1) == 0 && position.handCount(other, CHIEF) == 0) {
          return context.player(other) + ", who just moved, has no Chief";
        }
      }
      case ASSASSINATION -> {
        // Black has no Chief here: check 2 (the army) already refuses one.
        if (side == 1 && (mask & 1) == 0 && position.handCount(0, CHIEF) == 0) {
          return "White, who just moved, has no Chief";
        }
      }
      case ARMAGEDDON -> {
        // No Chiefs at all: check 2 (the army) already refuses one.
      }
      default -> {
        if ((mask >> side & 1) == 0) {
          return context.player(side)
              + " is to move but has no Chief: a seat without its Chief is out";
        }
      }
    }
    return null;
  }

  /**
   * Check 4: frozen pieces belong to seats still in the game; with two players at most one, of the
   * side to move, next to the push square, and a frozen Warrior was pushed by a Warrior.
   */
  private static String frozenProblem(
      ChiefContext context, ChiefPosition position, int side, int push) {
    Geometry geometry = context.geometry();
    int frozenCount = Long.bitCount(position.frozenLow()) + Long.bitCount(position.frozenHigh());
    for (int s = 0; s < geometry.size(); s++) {
      if (!position.isFrozen(s)) {
        continue;
      }
      int cell = position.cell(s);
      if (cell == 0
          || (position.chiefMask() >> ChiefCells.seat(cell) & 1) == 0 && context.isMultiplayer()) {
        return "the frozen square "
            + geometry.square(s)
            + " must hold a piece of a seat still in the game";
      }
      if (context.isMultiplayer()) {
        continue;
      }
      if (frozenCount > 1) {
        return "in a two-player game at most one piece is frozen";
      }
      if (ChiefCells.seat(cell) != side) {
        return "the frozen piece on " + geometry.square(s) + " must belong to the side to move";
      }
      if (push < 0 || geometry.distance(s, push) != 1) {
        return "the frozen piece on "
            + geometry.square(s)
            + " was pushed by the last move, so the push square must be next to it";
      }
      if (ChiefCells.kind(cell) == WARRIOR && ChiefCells.kind(position.cell(push)) != WARRIOR) {
        return "the Warrior on "
            + geometry.square(s)
            + " is frozen only when a Warrior pushed it, but "
            + geometry.square(push)
            + " holds no Warrior";
      }
    }
    return null;
  }
}
