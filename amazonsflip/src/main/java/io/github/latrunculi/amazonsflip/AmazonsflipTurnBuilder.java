package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A turn assembled click by click, for user interfaces: select an amazon, then its destination,
 * then (except on the opening turn) a fire target. Each stage lists its legal choices, and the
 * fire stage also says what every shot would flip. Immutable: every click returns a new builder,
 * or a rejection naming the square and the rule.
 *
 * <pre>{@code
 * AmazonsflipTurnBuilder b = rules.turnBuilder(position);
 * b.choices();                          // amazons that can start a turn
 * b = b.click(d1).get().click(d4).get(); // amazon, destination
 * b.shots();                            // fire targets with their flips
 * AmazonsflipMove turn = b.click(d7).get().turn().get();
 * }</pre>
 */
public final class AmazonsflipTurnBuilder {
  /** Where a turn under construction stands. */
  public enum Stage {
    /** No amazon is selected yet. */
    SELECT_AMAZON,
    /** An amazon is selected; its destination is next. */
    SELECT_DESTINATION,
    /** The amazon has a destination; its fire target is next. */
    SELECT_TARGET,
    /** The turn is complete: {@link #turn()} returns it. */
    COMPLETE
  }

  private final AmazonsflipRules rules;
  private final AmazonsflipPosition position;
  private final Option<Square> from;
  private final Option<Square> to;
  private final Option<Square> target;

  private AmazonsflipTurnBuilder(
      AmazonsflipRules rules,
      AmazonsflipPosition position,
      Option<Square> from,
      Option<Square> to,
      Option<Square> target) {
    this.rules = rules;
    this.position = position;
    this.from = from;
    this.to = to;
    this.target = target;
  }

  static AmazonsflipTurnBuilder start(AmazonsflipRules rules, AmazonsflipPosition position) {
    return new AmazonsflipTurnBuilder(rules, position, Option.none(), Option.none(), Option.none());
  }

  /** Returns the stage the turn has reached. */
  public Stage stage() {
    if (from.isEmpty()) {
      return Stage.SELECT_AMAZON;
    }
    if (to.isEmpty()) {
      return Stage.SELECT_DESTINATION;
    }
    return target.isEmpty() && !position.isOpeningTurn() ? Stage.SELECT_TARGET : Stage.COMPLETE;
  }

  /** Returns the squares a click may choose at this stage; empty when the turn is complete. */
  public Vector<Square> choices() {
    switch (stage()) {
      case SELECT_AMAZON:
        return rules.movableAmazons(position);
      case SELECT_DESTINATION:
        return rules.destinations(position, from.get());
      case SELECT_TARGET:
        return shots().map(AmazonsflipShot::target);
      default:
        return Vector.empty();
    }
  }

  /** Returns the legal shots with their flips at the fire stage; empty at the other stages. */
  public Vector<AmazonsflipShot> shots() {
    return stage() == Stage.SELECT_TARGET
        ? rules.shots(position, from.get(), to.get())
        : Vector.empty();
  }

  /** Returns the selected amazon's square, once chosen. */
  public Option<Square> from() {
    return from;
  }

  /** Returns the chosen destination, once chosen. */
  public Option<Square> to() {
    return to;
  }

  /**
   * Takes the next choice. A square not among {@link #choices()} is refused with the reason {@link
   * AmazonsflipRules#play} gives for the turn it would make.
   */
  public Either<Rejection, AmazonsflipTurnBuilder> click(Square square) {
    Stage stage = stage();
    if (square == null) {
      return AmazonsflipRules.reject(AmazonsflipRejection.MALFORMED_MOVE, "no square was clicked");
    }
    if (stage == Stage.COMPLETE) {
      return AmazonsflipRules.reject(
          AmazonsflipRejection.MALFORMED_MOVE, "the turn " + turn().get() + " is already complete");
    }
    if (!choices().contains(square)) {
      return Either.left(whyNot(stage, square));
    }
    switch (stage) {
      case SELECT_AMAZON:
        return Either.right(new AmazonsflipTurnBuilder(rules, position, Option.of(square), to, target));
      case SELECT_DESTINATION:
        return Either.right(new AmazonsflipTurnBuilder(rules, position, from, Option.of(square), target));
      default:
        return Either.right(new AmazonsflipTurnBuilder(rules, position, from, to, Option.of(square)));
    }
  }

  /** Returns to the previous stage (deselects the last choice); a fresh builder stays as it is. */
  public AmazonsflipTurnBuilder back() {
    if (target.isDefined()) {
      return new AmazonsflipTurnBuilder(rules, position, from, to, Option.none());
    }
    if (to.isDefined()) {
      return new AmazonsflipTurnBuilder(rules, position, from, Option.none(), Option.none());
    }
    return start(rules, position);
  }

  /** Returns the finished turn, ready for {@link AmazonsflipRules#play}, once complete. */
  public Option<AmazonsflipMove> turn() {
    if (stage() != Stage.COMPLETE) {
      return Option.none();
    }
    return Option.some(
        target.isEmpty()
            ? AmazonsflipMove.opening(from.get(), to.get())
            : AmazonsflipMove.moveAndFire(from.get(), to.get(), target.get()));
  }

  private Rejection whyNot(Stage stage, Square square) {
    if (stage == Stage.SELECT_AMAZON) {
      AmazonsflipPiece own =
          position.side() == 1 ? AmazonsflipPiece.AMAZON_1 : AmazonsflipPiece.AMAZON_2;
      if (!position.pieceAt(square).contains(own)) {
        return rules
            .play(position, AmazonsflipMove.opening(square, square))
            .swap()
            .getOrElse(() -> noTurn(square));
      }
      return noTurn(square);
    }
    if (stage == Stage.SELECT_DESTINATION) {
      // The move alone: after the opening turn a sound move is refused only for lack of a fire.
      Rejection why =
          rules
              .play(position, AmazonsflipMove.opening(from.get(), square))
              .swap()
              .getOrElse(() -> noTurn(from.get()));
      if (why.code() != AmazonsflipRejection.FIRE_REQUIRED) {
        return why;
      }
      return new Rejection(
          AmazonsflipRejection.NO_FIRE_TARGET,
          "the amazon on "
              + from.get()
              + " cannot move to "
              + square
              + ": from there it would have no legal fire target");
    }
    return rules
        .play(position, AmazonsflipMove.moveAndFire(from.get(), to.get(), square))
        .swap()
        .getOrElse(() -> noTurn(from.get()));
  }

  private Rejection noTurn(Square square) {
    return new Rejection(
        AmazonsflipRejection.AMAZON_STUCK,
        "the amazon on " + square + " has no legal turn: every move leaves it without a fire target"
            + " or it cannot move at all");
  }
}
