package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.EMPTY;
import static io.github.latrunculi.amazonsflip.AmazonsflipRules.reject;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.control.Either;

/**
 * Validates a turn against a position without applying it and, when it is illegal, says why in
 * terms of squares and rules. Legality itself is decided by the move generator's own predicates for
 * the one move and shot given (never by listing every legal turn), so {@code play} accepts exactly
 * the turns {@code legalMoves} lists; the walks here only find the words.
 */
final class AmazonsflipMoveCheck {
  private final AmazonsflipVariant variant;
  private final AmazonsflipMoveGenerator generator;

  AmazonsflipMoveCheck(AmazonsflipVariant variant, AmazonsflipMoveGenerator generator) {
    this.variant = variant;
    this.generator = generator;
  }

  /** Returns the turn when it is legal in the position, or why it is not. */
  Either<Rejection, AmazonsflipMove> check(AmazonsflipPosition position, AmazonsflipMove move) {
    if (position == null || move == null) {
      return reject(AmazonsflipRejection.MALFORMED_MOVE, "no position or no move was given");
    }
    byte[] cells = position.cells();
    int side = position.side();
    if (!generator.hasTurn(position)) {
      return reject(
          AmazonsflipRejection.GAME_OVER,
          "the game is over: player " + side + " has no legal turn");
    }
    for (Square sq : new Square[] {move.from(), move.to(), move.target().getOrNull()}) {
      if (sq != null && !AmazonsflipPosition.GEOMETRY.contains(sq)) {
        return reject(AmazonsflipRejection.MALFORMED_MOVE, sq + " is off the 10x10 board");
      }
    }
    Either<Rejection, AmazonsflipMove> moved = checkMove(position, move);
    if (moved.isLeft()) {
      return moved;
    }
    if (position.isOpeningTurn()) {
      return move.target().isDefined()
          ? reject(
              AmazonsflipRejection.FIRE_ON_OPENING,
              "player 1's opening turn is a move without fire: write "
                  + move.from()
                  + "-"
                  + move.to()
                  + ", not "
                  + move)
          : Either.right(move);
    }
    if (move.target().isEmpty()) {
      return reject(
          AmazonsflipRejection.FIRE_REQUIRED,
          "the amazon moved to " + move.to() + " must fire: write " + move + "/<target>");
    }
    int from = AmazonsflipRules.index(move.from());
    int to = AmazonsflipRules.index(move.to());
    int target = AmazonsflipRules.index(move.target().get());
    if (generator.isShot(position, side, from, to, target)) {
      return Either.right(move);
    }
    byte[] after = cells.clone();
    after[from] = EMPTY;
    after[to] = (byte) side;
    Rejection why = whyNoShot(after, side, to, target);
    if (generator.countShots(position, side, from, to) == 0) {
      why =
          new Rejection(
              why.code(),
              why.message()
                  + "; the amazon on "
                  + move.to()
                  + " has no legal fire target at all, so "
                  + move.from()
                  + "-"
                  + move.to()
                  + " is not part of any legal turn");
    }
    return Either.left(why);
  }

  /** Checks the move part of a turn (§3.1): an own amazon, a queen line, an empty path. */
  private Either<Rejection, AmazonsflipMove> checkMove(
      AmazonsflipPosition position, AmazonsflipMove move) {
    byte[] cells = position.cells();
    int side = position.side();
    Square f = move.from();
    Square t = move.to();
    int from = AmazonsflipRules.index(f);
    int to = AmazonsflipRules.index(t);
    int code = cells[from];
    if (code == EMPTY) {
      return reject(
          AmazonsflipRejection.NOT_AN_AMAZON, f + " is empty: there is no amazon to move");
    }
    if (code > 2) {
      return reject(
          AmazonsflipRejection.NOT_AN_AMAZON,
          f + " holds " + describe(code) + "; stones never move");
    }
    if (code != side) {
      return reject(
          AmazonsflipRejection.NOT_YOUR_AMAZON,
          f + " holds " + describe(code) + ", but player " + side + " is to move");
    }
    if (from == to) {
      return reject(
          AmazonsflipRejection.NO_DISTANCE,
          f + "-" + t + " does not move: an amazon moves at least one square");
    }
    int d = AmazonsflipMoveGenerator.direction(from, to);
    if (d < 0) {
      return reject(
          AmazonsflipRejection.NOT_A_LINE,
          t + " is not on a rank, file or diagonal of " + f + ": amazons move like chess queens");
    }
    if (cells[to] != EMPTY) {
      return reject(
          AmazonsflipRejection.DESTINATION_OCCUPIED,
          t + " is occupied by " + describe(cells[to]) + ": an amazon lands on an empty square");
    }
    if (!generator.isDestination(position, side, from, to)) {
      for (int sq : AmazonsflipMoveGenerator.ray(from, d)) {
        int c = cells[sq];
        boolean passable =
            c == EMPTY
                || (variant.movesThroughOwnUnits() && AmazonsflipMoveGenerator.isOwnUnit(c, side));
        if (!passable) {
          return reject(
              AmazonsflipRejection.PATH_BLOCKED,
              t
                  + " is not reachable from "
                  + f
                  + ": "
                  + AmazonsflipRules.square(sq)
                  + " ("
                  + describe(c)
                  + ") blocks the line");
        }
      }
    }
    return Either.right(move);
  }

  /** Explains why {@code target} is not a fire target of the amazon on {@code landing}. */
  private Rejection whyNoShot(byte[] after, int side, int landing, int target) {
    Square l = AmazonsflipRules.square(landing);
    Square t = AmazonsflipRules.square(target);
    if (landing == target) {
      return new Rejection(
          AmazonsflipRejection.TARGET_OWN_SQUARE,
          "the amazon on " + l + " cannot fire at its own square");
    }
    int d = AmazonsflipMoveGenerator.direction(landing, target);
    if (d < 0) {
      return new Rejection(
          AmazonsflipRejection.NOT_A_LINE,
          t + " is not on a rank, file or diagonal of " + l + ": shots fly like chess queens");
    }
    if (after[target] != EMPTY) {
      return new Rejection(
          AmazonsflipRejection.TARGET_OCCUPIED,
          t + " is occupied by " + describe(after[target]) + ": a shot lands on an empty square");
    }
    int[] ray = AmazonsflipMoveGenerator.ray(landing, d);
    byte enemy = AmazonsflipMoveGenerator.enemyStone(side);
    if (!variant.hasOthelloFlips() && after[ray[0]] == enemy) {
      int i = 1;
      while (i < ray.length && after[ray[i]] == enemy) {
        i++;
      }
      String run = runText(ray, i);
      if (i < ray.length && after[ray[i]] == EMPTY) {
        return new Rejection(
            AmazonsflipRejection.SHOT_BLOCKED,
            t
                + " is not reachable from "
                + l
                + ": a flip shot over "
                + run
                + " lands on "
                + AmazonsflipRules.square(ray[i])
                + ", the square right behind the enemy stones");
      }
      // The run cannot reach the edge: the target, an empty square, lies on this ray.
      String end = AmazonsflipRules.square(ray[i]) + " (" + describe(after[ray[i]]) + ")";
      return new Rejection(
          AmazonsflipRejection.SHOT_BLOCKED,
          t
              + " is not reachable from "
              + l
              + (i == 1
                  ? ": the enemy stone " + run + " is followed by "
                  : ": the enemy stones " + run + " are followed by ")
              + end
              + ", not by an empty square, so no flip shot goes that way");
    }
    for (int i = 0; i < ray.length && ray[i] != target; i++) {
      int c = after[ray[i]];
      boolean passable =
          c == EMPTY
              || (variant.shotsThroughOwnUnits() && AmazonsflipMoveGenerator.isOwnUnit(c, side));
      if (!passable) {
        return new Rejection(
            AmazonsflipRejection.SHOT_BLOCKED,
            t
                + " is not reachable from "
                + l
                + ": "
                + AmazonsflipRules.square(ray[i])
                + " ("
                + describe(c)
                + ") blocks the line"
                + blockHint(side, c));
      }
    }
    if (variant.hasBorderRules() && AmazonsflipMoveGenerator.PERIMETER[target]) {
      return new Rejection(
          AmazonsflipRejection.PERIMETER_BAN,
          t
              + " is on the perimeter: in the "
              + variant.id()
              + " variant a shot that flips nothing may not land there");
    }
    return new Rejection(
        AmazonsflipRejection.SHOT_BLOCKED, "the amazon on " + l + " cannot fire at " + t);
  }

  /**
   * Why a stone blocks a plain shot under flip-shot rules. An enemy stone right next to the amazon
   * starts a flip shot instead, which {@link #whyNoShot} explains before the plain line.
   */
  private String blockHint(int side, int code) {
    if (variant.hasOthelloFlips() || code < 3) {
      return "";
    }
    if (code == AmazonsflipMoveGenerator.enemyStone(side)) {
      return " (a flip shot starts right next to the amazon)";
    }
    return " (only enemy stones can be jumped)";
  }

  private static String runText(int[] ray, int length) {
    return length == 1
        ? AmazonsflipRules.square(ray[0]).name()
        : AmazonsflipRules.square(ray[0]) + ".." + AmazonsflipRules.square(ray[length - 1]);
  }

  static String describe(int code) {
    switch (code) {
      case 1:
        return "player 1's amazon";
      case 2:
        return "player 2's amazon";
      case 3:
        return "a stone of player 1";
      case 4:
        return "a stone of player 2";
      default:
        return "a neutral stone";
    }
  }
}
