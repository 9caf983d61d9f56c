package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.CHIEF;

import io.github.latrunculi.chief.ChiefMove.Place;
import io.github.latrunculi.chief.ChiefMove.Reinforce;
import io.github.latrunculi.chief.ChiefMove.Step;
import io.github.latrunculi.chief.ChiefMove.StepKind;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardTables;
import io.vavr.control.Either;
import java.util.Locale;

/**
 * The validation behind {@link ChiefRules#play}: each kind of move is checked in the order of §12.4
 * and the first reason that applies is reported with the squares and the rule. Nothing is applied,
 * and the legal moves are never generated to be searched.
 */
final class ChiefMoveCheck {
  private final ChiefContext context;
  private final ChiefMoveGenerator generator;
  private final Geometry geometry;
  private final BoardTables tables;
  private final ChiefVariant variant;

  ChiefMoveCheck(ChiefContext context, ChiefMoveGenerator generator) {
    this.context = context;
    this.generator = generator;
    this.geometry = context.geometry();
    this.tables = context.tables();
    this.variant = context.variant();
  }

  private static <T> Either<Rejection, T> reject(ChiefRejection code, String message) {
    return Either.left(new Rejection(code, message));
  }

  /**
   * Returns the move when it is legal in the position, else the first reason of §12.4 that applies.
   */
  Either<Rejection, ChiefMove> check(ChiefPosition position, ChiefMove move) {
    if (move == null) {
      return reject(ChiefRejection.MALFORMED, "no move given");
    }
    if (context.finished(position)) {
      return reject(
          ChiefRejection.GAME_OVER,
          "the game is over (" + context.outcome(position) + "): no move is accepted");
    }
    if (move instanceof Step step) {
      return step(position, step);
    }
    if (move instanceof Place place) {
      return place(position, place);
    }
    if (move instanceof Reinforce reinforce) {
      return reinforce(position, reinforce);
    }
    return pass(position);
  }

  /**
   * Checks a step: MUST_PLACE, NO_PIECE, NOT_YOUR_PIECE, FROZEN, … KIND_MISMATCH, in that order.
   */
  Either<Rejection, ChiefMove> step(ChiefPosition position, Step step) {
    Rejection refused = originProblem(position, step);
    if (refused == null) {
      refused = pathProblem(position, step);
    }
    if (refused == null) {
      refused = targetProblem(position, step);
    }
    return refused == null ? Either.right(step) : Either.left(refused);
  }

  /**
   * Returns why the step cannot start (squares off the board, the placement phase, no piece of the
   * side to move, a frozen piece), or null when it can.
   */
  private Rejection originProblem(ChiefPosition position, Step step) {
    if (!geometry.contains(step.from()) || !geometry.contains(step.to())) {
      return new Rejection(
          ChiefRejection.MALFORMED, step + " names a square off the " + geometry + " board");
    }
    int side = position.side();
    if (position.placing()) {
      return new Rejection(
          ChiefRejection.MUST_PLACE,
          step
              + " is a step, but the placement phase is not over: "
              + context.sideName(side)
              + (position.handEmpty(side)
                  ? " must pass until the other hand is empty"
                  : " must place a piece from the hand"));
    }
    int from = geometry.index(step.from());
    int piece = position.cell(from);
    if (piece == 0) {
      return new Rejection(
          ChiefRejection.NO_PIECE, step.from() + " is empty: there is no piece to move");
    }
    if (ChiefCells.seat(piece) != side) {
      return new Rejection(
          ChiefRejection.NOT_YOUR_PIECE,
          step.from()
              + " holds a "
              + context.describe(piece)
              + ", but "
              + context.sideName(side)
              + " is to move");
    }
    if (position.isFrozen(from)) {
      return new Rejection(
          ChiefRejection.FROZEN,
          step.from()
              + " is frozen: it was pushed "
              + (context.isMultiplayer() ? "since its owner's last turn" : "on the previous turn"));
    }
    return null;
  }

  /**
   * Returns why the piece cannot travel from origin to target (not one line, out of its range, a
   * piece in between), or null when it can.
   */
  private Rejection pathProblem(ChiefPosition position, Step step) {
    int from = geometry.index(step.from());
    int to = geometry.index(step.to());
    int direction = tables.lineDirection(from, to);
    if (direction < 0) {
      return new Rejection(
          ChiefRejection.NOT_A_LINE,
          step.from()
              + " and "
              + step.to()
              + " are not on one orthogonal or diagonal line:"
              + " a piece moves along one of the 8 directions");
    }
    int distance = tables.distance(from, to);
    ChiefKind kind = ChiefKind.of(ChiefCells.kind(position.cell(from)));
    if (distance > kind.range()) {
      return new Rejection(
          ChiefRejection.OUT_OF_RANGE,
          step.from()
              + " to "
              + step.to()
              + " is "
              + distance
              + " squares: a "
              + kind.name().toLowerCase(Locale.ROOT)
              + " moves at most "
              + kind.range());
    }
    int[] ray = geometry.ray(from, direction);
    for (int k = 0; k < distance - 1; k++) {
      if (position.cell(ray[k]) != 0) {
        return new Rejection(
            ChiefRejection.PATH_BLOCKED,
            step
                + " passes over "
                + geometry.square(ray[k])
                + ", which is occupied: pieces do not jump");
      }
    }
    return null;
  }

  /**
   * Returns why the piece may not end on the target (its own piece there, the push limit, the step
   * back rule, a separator that does not say what the step does), or null when it may.
   */
  private Rejection targetProblem(ChiefPosition position, Step step) {
    int side = position.side();
    int from = geometry.index(step.from());
    int to = geometry.index(step.to());
    int target = position.cell(to);
    if (target != 0 && ChiefCells.seat(target) == side) {
      return new Rejection(
          ChiefRejection.OWN_PIECE,
          step.to()
              + " holds a "
              + context.describe(target)
              + ": a piece never enters a square of its own side");
    }
    if (target == 0) {
      if (context.stepBackRule()
          && !generator.approaches(
              from, to, ChiefMoveGenerator.enemySquares(position.cells(), side))) {
        return new Rejection(
            ChiefRejection.STEP_BACK,
            step
                + " brings the piece on "
                + step.from()
                + " closer to no enemy piece: not a step back");
      }
      return kindProblem(step, StepKind.MOVE, -1);
    }
    int retreat = context.retreatSquare(from, to);
    StepKind actual =
        retreat >= 0 && position.cell(retreat) == 0 ? StepKind.PUSH : StepKind.CAPTURE;
    boolean limited =
        position.pushSquareIndex() == to && position.pushCount() >= variant.pushLimit();
    if (limited && (actual == StepKind.PUSH || variant.limitCaptures())) {
      return new Rejection(
          ChiefRejection.PUSH_LIMIT,
          step.to()
              + " has had "
              + position.pushCount()
              + " pushes in a row: the push limit forbids another "
              + (actual == StepKind.PUSH ? "push" : "attack")
              + " onto it now");
    }
    return kindProblem(step, actual, retreat);
  }

  /**
   * Returns the KIND_MISMATCH of a step whose separator does not name what it does, naming the
   * right form, or null when it does.
   */
  private Rejection kindProblem(Step step, StepKind actual, int retreat) {
    if (actual == step.kind()) {
      return null;
    }
    String correct = step.from().name() + actual.separator() + step.to().name();
    String what =
        switch (actual) {
          case MOVE -> "a plain move (" + step.to() + " is empty)";
          case PUSH -> "a push (the retreat square " + geometry.square(retreat) + " is empty)";
          case CAPTURE ->
              "a capture ("
                  + (retreat < 0
                      ? "the retreat square is off the board"
                      : "the retreat square " + geometry.square(retreat) + " is occupied")
                  + ")";
        };
    return new Rejection(ChiefRejection.KIND_MISMATCH, step + " is " + what + ": write " + correct);
  }

  /** A pass is legal only when no other move is (counted, not listed). */
  Either<Rejection, ChiefMove> pass(ChiefPosition position) {
    int moves = generator.countWithoutPass(position);
    if (moves == 0) {
      return Either.right(ChiefMove.PASS);
    }
    int side = position.side();
    if (position.placing() && !position.handEmpty(side)) {
      return reject(
          ChiefRejection.MUST_PLACE,
          "pass is not allowed: " + context.sideName(side) + " still holds pieces to place");
    }
    return reject(
        ChiefRejection.MUST_MOVE,
        "pass is allowed only when no move exists; "
            + context.sideName(side)
            + " has "
            + moves
            + " legal moves");
  }

  /** Checks a placement: NOT_IN_HAND, SQUARE_OCCUPIED, CHIEF_LAST, in that order. */
  Either<Rejection, ChiefMove> place(ChiefPosition position, Place place) {
    if (!geometry.contains(place.square())) {
      return reject(
          ChiefRejection.MALFORMED, place + " names a square off the " + geometry + " board");
    }
    int side = position.side();
    int kind = place.kind().ordinal();
    if (!position.placing() || position.handCount(side, kind) == 0) {
      return reject(
          ChiefRejection.NOT_IN_HAND,
          context.sideName(side)
              + " holds no "
              + place.kind().name().toLowerCase(Locale.ROOT)
              + " in hand"
              + (position.placing() ? "" : ": the placement phase is over"));
    }
    if (position.cell(geometry.index(place.square())) != 0) {
      return reject(
          ChiefRejection.SQUARE_OCCUPIED,
          place.square() + " is occupied: a piece is placed on an empty square");
    }
    if (kind == CHIEF && generator.chiefMustWait(position)) {
      return reject(
          ChiefRejection.CHIEF_LAST,
          "the Chief is placed last, after every other piece of both hands");
    }
    return Either.right(place);
  }

  /** Checks a reinforcement: SQUARE_OCCUPIED, NOT_EDGE, SAVAGE_CAP, in that order. */
  Either<Rejection, ChiefMove> reinforce(ChiefPosition position, Reinforce reinforce) {
    for (Square square : reinforce.squares()) {
      if (!geometry.contains(square)) {
        return reject(
            ChiefRejection.MALFORMED, reinforce + " names a square off the " + geometry + " board");
      }
    }
    int side = position.side();
    if (position.placing()) {
      return reject(
          ChiefRejection.MUST_PLACE,
          reinforce
              + " is a reinforcement, but the placement phase is not over:"
              + " place one piece at a time");
    }
    if (!generator.mayReinforce(position)) {
      return reject(
          ChiefRejection.NOT_IN_HAND,
          context.sideName(side)
              + " holds no Savages to bring in: only White reinforces, in assassination");
    }
    for (Square square : reinforce.squares()) {
      if (position.cell(geometry.index(square)) != 0) {
        return reject(
            ChiefRejection.SQUARE_OCCUPIED,
            square + " is occupied: Savages enter on empty squares");
      }
    }
    for (Square square : reinforce.squares()) {
      if (!context.isEdge(geometry.index(square))) {
        return reject(
            ChiefRejection.NOT_EDGE,
            square + " is not on the edge: Savages enter on the outer ring only");
      }
    }
    if (reinforce.squares().size() > variant.reinforce()) {
      return reject(
          ChiefRejection.SAVAGE_CAP,
          "White may bring in at most "
              + variant.reinforce()
              + " Savages per turn, not "
              + reinforce.squares().size());
    }
    int after = ChiefMoveGenerator.savagesOnBoard(position, 0) + reinforce.squares().size();
    if (after > variant.savageCap()) {
      return reject(
          ChiefRejection.SAVAGE_CAP,
          reinforce
              + " would make "
              + after
              + " white Savages on the board: at most "
              + variant.savageCap()
              + " are allowed");
    }
    return Either.right(reinforce);
  }
}
