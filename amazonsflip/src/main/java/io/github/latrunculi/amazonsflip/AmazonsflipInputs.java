package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * How a person enters a Desdemona turn: a click on the amazon, a click on its destination, then
 * (except on the opening turn) a click on the fire target; the game's reasons for clicks that
 * continue no legal turn; and what each shot of a move leaves and flips, which the description of a
 * turn names.
 *
 * <p>Kinds of turn: {@code move} (the opening move without fire), {@code fire} (a plain shot) and
 * {@code flip} (a shot that flips stones).
 */
final class AmazonsflipInputs {
  /** The clicks of the opening turn: amazon and destination. */
  private static final int OPENING_CLICKS = 2;

  /** The clicks of every other turn: amazon, destination and fire target. */
  private static final int TURN_CLICKS = 3;

  private final AmazonsflipMoveGenerator generator;
  private final AmazonsflipMoveCheck check;

  AmazonsflipInputs(AmazonsflipMoveGenerator generator, AmazonsflipMoveCheck check) {
    this.generator = generator;
    this.check = check;
  }

  /** The inputs, kind and description of a legal turn. */
  MoveInputs moveInputs(AmazonsflipPosition position, AmazonsflipMove move) {
    Vector<Input> clicks = Vector.of(Input.click(move.from()), Input.click(move.to()));
    String moved = move.from().name() + "-" + move.to().name();
    if (move.target().isEmpty()) {
      return MoveInputs.of(clicks, "move", moved + ", the opening move without fire");
    }
    Square target = move.target().get();
    AmazonsflipShot shot = shot(position, move.from(), move.to(), target);
    String description = moved + ", fire at " + target.name();
    if (shot.flipsStones()) {
      description += " flipping " + shot.flips().map(Square::name).mkString(", ");
    }
    return MoveInputs.of(
        clicks.append(Input.click(target)), shot.flipsStones() ? "flip" : "fire", description);
  }

  /**
   * The game's reason why a click continues no legal turn: an empty square, a stone or an enemy
   * amazon as the first click, an amazon that begins no legal turn, a destination the amazon cannot
   * reach or could not fire from, a target it cannot fire at. {@code None} for choices, which the
   * game never offers.
   */
  Option<Rejection> explainInput(AmazonsflipPosition position, Seq<Input> entered, Input refused) {
    if (!(refused instanceof Input.Click click) || !entered.forAll(i -> i instanceof Input.Click)) {
      return Option.none();
    }
    Square square = click.square();
    Seq<Square> squares = entered.map(i -> ((Input.Click) i).square());
    int whole = position.isOpeningTurn() ? OPENING_CLICKS : TURN_CLICKS;
    if (squares.size() >= whole) {
      String turn =
          squares.get(0)
              + "-"
              + squares.get(1)
              + (whole == TURN_CLICKS ? "/" + squares.get(2) : "");
      return Option.some(
          new Rejection(
              AmazonsflipRejection.MALFORMED_MOVE, "the turn " + turn + " is already complete"));
    }
    if (squares.isEmpty()) {
      Rejection why = check.check(position, AmazonsflipMove.opening(square, square)).swap().get();
      if (why.code() == AmazonsflipRejection.NO_DISTANCE) {
        return Option.some(noTurn(square));
      }
      return Option.some(why);
    }
    Square from = squares.head();
    if (squares.size() == 1) {
      // The move alone: after the opening turn a sound move is refused only for lack of a fire.
      return check
          .check(position, AmazonsflipMove.opening(from, square))
          .swap()
          .toOption()
          .map(
              why ->
                  why.code() != AmazonsflipRejection.FIRE_REQUIRED
                      ? why
                      : new Rejection(
                          AmazonsflipRejection.NO_FIRE_TARGET,
                          "the amazon on "
                              + from
                              + " cannot move to "
                              + square
                              + ": from there it would have no legal fire target"));
    }
    return check
        .check(position, AmazonsflipMove.moveAndFire(from, squares.get(1), square))
        .swap()
        .toOption();
  }

  private static Rejection noTurn(Square square) {
    return new Rejection(
        AmazonsflipRejection.AMAZON_STUCK,
        "the amazon on "
            + square
            + " has no legal turn: every move leaves it without a fire target"
            + " or it cannot move at all");
  }

  /**
   * The shots of the amazon moved from {@code from} to {@code to}, in generation order, each with
   * the stone it leaves and the stones it flips; empty on the opening turn and when the move is not
   * sound (a sound move without fire target has none).
   */
  Vector<AmazonsflipShot> shots(AmazonsflipPosition position, Square from, Square to) {
    if (position.isOpeningTurn()
        || !AmazonsflipPosition.GEOMETRY.contains(from)
        || !AmazonsflipPosition.GEOMETRY.contains(to)) {
      return Vector.empty();
    }
    int f = AmazonsflipContext.index(from);
    int t = AmazonsflipContext.index(to);
    if (position.code(f) != position.side()
        || !generator.isDestination(position, position.side(), f, t)) {
      return Vector.empty();
    }
    int[] targets = new int[AmazonsflipBits.MAX_REACH];
    int n = generator.shotsAfterMove(position, position.side(), f, t, targets);
    Vector<AmazonsflipShot> result = Vector.empty();
    for (int i = 0; i < n; i++) {
      result = result.append(shot(position, from, to, AmazonsflipContext.square(targets[i])));
    }
    return result;
  }

  /** What the shot at {@code target} after the move {@code from-to} leaves and flips. */
  private AmazonsflipShot shot(AmazonsflipPosition position, Square from, Square to, Square at) {
    int side = position.side();
    int f = AmazonsflipContext.index(from);
    int t = AmazonsflipContext.index(to);
    int target = AmazonsflipContext.index(at);
    long moveLo = AmazonsflipBits.lo(f) ^ AmazonsflipBits.lo(t);
    long moveHi = AmazonsflipBits.hi(f) ^ AmazonsflipBits.hi(t);
    int opponent = AmazonsflipMoveGenerator.opponent(side);
    long enemyLo = position.stonesLo(opponent);
    long enemyHi = position.stonesHi(opponent);
    long unitsLo = position.amazonsLo(side) ^ moveLo | position.stonesLo(side);
    long unitsHi = position.amazonsHi(side) ^ moveHi | position.stonesHi(side);
    long flipLo = generator.flippedLo(t, target, enemyLo, enemyHi, unitsLo, unitsHi);
    long flipHi = generator.flippedHi(t, target, enemyLo, enemyHi, unitsLo, unitsHi);
    AmazonsflipPiece placed =
        AmazonsflipPiece.ofCode(generator.placedStone(side, (flipLo | flipHi) != 0));
    // Listed line by line from where the flips are decided: the landing square for a shot that
    // jumps them, the target for Othello flips; nearer stones first.
    int origin = generator.flipsAroundTarget() ? target : t;
    Vector<Square> flips = Vector.empty();
    for (int d = 0; d < Direction.COUNT; d++) {
      for (int sq : AmazonsflipPosition.GEOMETRY.ray(origin, d)) {
        if (AmazonsflipBits.contains(flipLo, flipHi, sq)) {
          flips = flips.append(AmazonsflipContext.square(sq));
        }
      }
    }
    return new AmazonsflipShot(at, placed, flips);
  }
}
