package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipContext.reject;
import static io.github.latrunculi.amazonsflip.AmazonsflipContext.square;
import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.EMPTY;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardTables;
import io.vavr.control.Either;

/**
 * Validates a turn against a position without applying it and, when it is illegal, says why in
 * terms of squares and rules. Legality itself is decided by the move generator's own predicates for
 * the one move and shot given (never by listing every legal turn), so {@code play} accepts exactly
 * the turns {@code legalMoves} lists; the walks here only find the words.
 */
final class AmazonsflipMoveCheck {
  private final AmazonsflipVariant variant;
  private final BoardTables tables;
  private final AmazonsflipMoveGenerator generator;

  AmazonsflipMoveCheck(AmazonsflipContext context, AmazonsflipMoveGenerator generator) {
    this.variant = context.variant();
    this.tables = context.tables();
    this.generator = generator;
  }

  /** Returns the turn when it is legal in the position, or why it is not. */
  Either<Rejection, AmazonsflipMove> check(AmazonsflipPosition position, AmazonsflipMove move) {
    if (position == null || move == null) {
      return reject(AmazonsflipRejection.MALFORMED_MOVE, "no position or no move was given");
    }
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
    return checkShot(position, move);
  }

  /** Checks the shot of a turn whose move is sound (§3.3). */
  private Either<Rejection, AmazonsflipMove> checkShot(
      AmazonsflipPosition position, AmazonsflipMove move) {
    int side = position.side();
    int from = AmazonsflipContext.index(move.from());
    int to = AmazonsflipContext.index(move.to());
    int target = AmazonsflipContext.index(move.target().get());
    if (generator.isShot(position, side, from, to, target)) {
      return Either.right(move);
    }
    byte[] after = position.cells();
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
    int from = AmazonsflipContext.index(f);
    int to = AmazonsflipContext.index(t);
    int code = cells[from];
    if (code == EMPTY) {
      return reject(
          AmazonsflipRejection.NOT_AN_AMAZON, f + " is empty: there is no amazon to move");
    }
    if (!AmazonsflipPiece.ofCode(code).isAmazon()) {
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
    int d = tables.lineDirection(from, to);
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
      return reject(AmazonsflipRejection.PATH_BLOCKED, whyBlocked(cells, side, from, to, d));
    }
    return Either.right(move);
  }

  /** Names the first unit that blocks the move from {@code from} to {@code to} along {@code d}. */
  private String whyBlocked(byte[] cells, int side, int from, int to, int d) {
    int[] ray = AmazonsflipPosition.GEOMETRY.ray(from, d);
    int i = 0;
    while (i < ray.length - 1 && isPassable(cells[ray[i]], side, variant.movesThroughOwnUnits())) {
      i++;
    }
    return square(to)
        + " is not reachable from "
        + square(from)
        + ": "
        + square(ray[i])
        + " ("
        + describe(cells[ray[i]])
        + ") blocks the line";
  }

  /** Returns true when a move or shot may pass a square holding {@code code}. */
  private static boolean isPassable(int code, int side, boolean throughOwnUnits) {
    return code == EMPTY || (throughOwnUnits && AmazonsflipMoveGenerator.isOwnUnit(code, side));
  }

  /** Explains why {@code target} is not a fire target of the amazon on {@code landing}. */
  private Rejection whyNoShot(byte[] after, int side, int landing, int target) {
    Square l = square(landing);
    Square t = square(target);
    if (landing == target) {
      return new Rejection(
          AmazonsflipRejection.TARGET_OWN_SQUARE,
          "the amazon on " + l + " cannot fire at its own square");
    }
    int d = tables.lineDirection(landing, target);
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
    int[] ray = AmazonsflipPosition.GEOMETRY.ray(landing, d);
    if (!variant.hasOthelloFlips() && after[ray[0]] == AmazonsflipMoveGenerator.enemyStone(side)) {
      return whyNoFlip(after, side, ray, l, t);
    }
    for (int i = 0; i < ray.length && ray[i] != target; i++) {
      int c = after[ray[i]];
      if (!isPassable(c, side, variant.shotsThroughOwnUnits())) {
        return new Rejection(
            AmazonsflipRejection.SHOT_BLOCKED,
            t
                + " is not reachable from "
                + l
                + ": "
                + square(ray[i])
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
   * Explains why {@code t} is not the target of the flip shot that starts along {@code ray} (whose
   * first square holds an enemy stone) from the amazon on {@code l}: the shot lands elsewhere, or
   * the run of enemy stones is not followed by an empty square.
   */
  private static Rejection whyNoFlip(byte[] after, int side, int[] ray, Square l, Square t) {
    byte enemy = AmazonsflipMoveGenerator.enemyStone(side);
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
              + square(ray[i])
              + ", the square right behind the enemy stones");
    }
    // The run cannot reach the edge: the target, an empty square, lies on this ray.
    String end = square(ray[i]) + " (" + describe(after[ray[i]]) + ")";
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

  /**
   * Why a stone blocks a plain shot under flip-shot rules. An enemy stone right next to the amazon
   * starts a flip shot instead, which {@link #whyNoShot} explains before the plain line.
   */
  private String blockHint(int side, int code) {
    if (variant.hasOthelloFlips() || AmazonsflipPiece.ofCode(code).isAmazon()) {
      return "";
    }
    if (code == AmazonsflipMoveGenerator.enemyStone(side)) {
      return " (a flip shot starts right next to the amazon)";
    }
    return " (only enemy stones can be jumped)";
  }

  private static String runText(int[] ray, int length) {
    return length == 1 ? square(ray[0]).name() : square(ray[0]) + ".." + square(ray[length - 1]);
  }

  /** Names the piece of a non-empty cell code, as rejections name it. */
  static String describe(int code) {
    switch (AmazonsflipPiece.ofCode(code)) {
      case AMAZON_1:
        return "player 1's amazon";
      case AMAZON_2:
        return "player 2's amazon";
      case STONE_1:
        return "a stone of player 1";
      case STONE_2:
        return "a stone of player 2";
      default:
        return "a neutral stone";
    }
  }
}
