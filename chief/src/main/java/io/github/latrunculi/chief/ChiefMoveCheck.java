package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.CHIEF;

import io.github.latrunculi.chief.ChiefMove.Place;
import io.github.latrunculi.chief.ChiefMove.Reinforce;
import io.github.latrunculi.chief.ChiefMove.Step;
import io.github.latrunculi.chief.ChiefMove.StepKind;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.control.Either;
import java.util.Locale;

/**
 * The validation behind {@link ChiefRules#play}: each kind of move is checked in the order of §12.4
 * and the first reason that applies is reported with the squares and the rule. Nothing is applied,
 * and the legal moves are never generated to be searched.
 */
final class ChiefMoveCheck {
  private final ChiefRules rules;
  private final ChiefMoveGenerator generator;
  private final Geometry geometry;
  private final ChiefVariant variant;

  ChiefMoveCheck(ChiefRules rules, ChiefMoveGenerator generator) {
    this.rules = rules;
    this.generator = generator;
    this.geometry = rules.geometry();
    this.variant = rules.chiefVariant();
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
    if (rules.finished(position)) {
      return reject(
          ChiefRejection.GAME_OVER,
          "the game is over (" + rules.outcome(position) + "): no move is accepted");
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
    String text = step.toString();
    if (!geometry.contains(step.from()) || !geometry.contains(step.to())) {
      return reject(
          ChiefRejection.MALFORMED, text + " names a square off the " + geometry + " board");
    }
    int side = position.side();
    if (position.placing()) {
      return reject(
          ChiefRejection.MUST_PLACE,
          text
              + " is a step, but the placement phase is not over: "
              + rules.sideName(side)
              + (position.handEmpty(side)
                  ? " must pass until the other hand is empty"
                  : " must place a piece from the hand"));
    }
    int from = geometry.index(step.from());
    int to = geometry.index(step.to());
    int piece = position.cell(from);
    if (piece == 0) {
      return reject(ChiefRejection.NO_PIECE, step.from() + " is empty: there is no piece to move");
    }
    if (ChiefCells.seat(piece) != side) {
      return reject(
          ChiefRejection.NOT_YOUR_PIECE,
          step.from()
              + " holds a "
              + rules.describe(piece)
              + ", but "
              + rules.sideName(side)
              + " is to move");
    }
    if (position.isFrozen(from)) {
      return reject(
          ChiefRejection.FROZEN,
          step.from()
              + " is frozen: it was pushed "
              + (rules.isMultiplayer() ? "since its owner's last turn" : "on the previous turn"));
    }
    int direction = geometry.lineDirection(from, to);
    if (direction < 0) {
      return reject(
          ChiefRejection.NOT_A_LINE,
          step.from()
              + " and "
              + step.to()
              + " are not on one orthogonal or diagonal line: a piece moves along one of the 8 directions");
    }
    int distance = geometry.distance(from, to);
    ChiefKind kind = ChiefKind.of(ChiefCells.kind(piece));
    if (distance > kind.range()) {
      return reject(
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
        return reject(
            ChiefRejection.PATH_BLOCKED,
            text
                + " passes over "
                + geometry.square(ray[k])
                + ", which is occupied: pieces do not jump");
      }
    }
    int target = position.cell(to);
    if (target != 0 && ChiefCells.seat(target) == side) {
      return reject(
          ChiefRejection.OWN_PIECE,
          step.to()
              + " holds a "
              + rules.describe(target)
              + ": a piece never enters a square of its own side");
    }
    StepKind actual = StepKind.MOVE;
    int retreat = -1;
    if (target != 0) {
      retreat = geometry.neighbour(to, direction);
      actual = retreat >= 0 && position.cell(retreat) == 0 ? StepKind.PUSH : StepKind.CAPTURE;
      boolean limited =
          position.pushSquareIndex() == to && position.pushCount() >= variant.pushLimit();
      if (limited && (actual == StepKind.PUSH || variant.limitCaptures())) {
        return reject(
            ChiefRejection.PUSH_LIMIT,
            step.to()
                + " has had "
                + position.pushCount()
                + " pushes in a row: the push limit forbids another "
                + (actual == StepKind.PUSH ? "push" : "attack")
                + " onto it now");
      }
    } else if (rules.stepBackRule()
        && !generator.approaches(
            from, to, ChiefMoveGenerator.enemySquares(position.cells(), side))) {
      return reject(
          ChiefRejection.STEP_BACK,
          text
              + " brings the piece on "
              + step.from()
              + " closer to no enemy piece: not a step back");
    }
    if (actual != step.kind()) {
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
      return reject(ChiefRejection.KIND_MISMATCH, text + " is " + what + ": write " + correct);
    }
    return Either.right(step);
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
          "pass is not allowed: " + rules.sideName(side) + " still holds pieces to place");
    }
    return reject(
        ChiefRejection.MUST_MOVE,
        "pass is allowed only when no move exists; "
            + rules.sideName(side)
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
          rules.sideName(side)
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
              + " is a reinforcement, but the placement phase is not over: place one piece at a time");
    }
    if (!generator.mayReinforce(position)) {
      return reject(
          ChiefRejection.NOT_IN_HAND,
          rules.sideName(side)
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
      if (!generator.isEdge(geometry.index(square))) {
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
