package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A turn assembled click by click, for user interfaces: select an amazon, then its destination,
 * then (except on the opening turn) a fire target. Each stage lists its legal choices, and the fire
 * stage also says what every shot would flip. Immutable: every click returns a new builder, or a
 * rejection naming the square and the rule.
 *
 * <p>A typed layer over the core {@link TurnBuilder} (the same mechanism every game's generic user
 * interface uses): the stages are the number of clicks entered, the choices are the squares it
 * offers next and the refusals are {@link AmazonsflipRules#explainInput}'s.
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
  private final TurnBuilder<AmazonsflipPosition, AmazonsflipMove> builder;

  private AmazonsflipTurnBuilder(
      AmazonsflipRules rules, TurnBuilder<AmazonsflipPosition, AmazonsflipMove> builder) {
    this.rules = rules;
    this.builder = builder;
  }

  static AmazonsflipTurnBuilder start(AmazonsflipRules rules, AmazonsflipPosition position) {
    return new AmazonsflipTurnBuilder(rules, TurnBuilder.start(rules, position));
  }

  /** {@return the stage the turn has reached} */
  public Stage stage() {
    int clicks = builder.entered().size();
    if (clicks == 0) {
      return Stage.SELECT_AMAZON;
    }
    if (clicks == 1) {
      return Stage.SELECT_DESTINATION;
    }
    return clicks == 2 && !builder.position().isOpeningTurn()
        ? Stage.SELECT_TARGET
        : Stage.COMPLETE;
  }

  /** {@return the squares a click may choose at this stage; empty when the turn is complete} */
  public Vector<Square> choices() {
    return Vector.ofAll(builder.next())
        .map(TurnBuilder.Next::input)
        .filter(i -> i instanceof Input.Click)
        .map(i -> ((Input.Click) i).square());
  }

  /** {@return the legal shots with their flips at the fire stage; empty at the other stages} */
  public Vector<AmazonsflipShot> shots() {
    return stage() == Stage.SELECT_TARGET
        ? rules.shots(builder.position(), from().get(), to().get())
        : Vector.empty();
  }

  /** {@return the selected amazon's square, or {@code None} before it is chosen} */
  public Option<Square> from() {
    return clicked(0);
  }

  /** {@return the chosen destination, or {@code None} before it is chosen} */
  public Option<Square> to() {
    return clicked(1);
  }

  /**
   * Takes the next choice. A square not among {@link #choices()} is refused with the reason {@link
   * AmazonsflipRules#play} gives for the turn it would make.
   *
   * @param square the square clicked
   * @return the builder one stage further, or why the click does nothing here
   */
  public Either<Rejection, AmazonsflipTurnBuilder> click(Square square) {
    if (square == null) {
      return AmazonsflipRules.reject(AmazonsflipRejection.MALFORMED_MOVE, "no square was clicked");
    }
    return builder.click(square).map(next -> new AmazonsflipTurnBuilder(rules, next));
  }

  /**
   * Returns to the previous stage (deselects the last choice); a fresh builder stays as it is.
   *
   * @return the builder without its last click
   */
  public AmazonsflipTurnBuilder back() {
    return new AmazonsflipTurnBuilder(rules, builder.undo());
  }

  /**
   * {@return the finished turn, ready for {@link AmazonsflipRules#play}, or {@code None} until the
   * turn is complete}
   */
  public Option<AmazonsflipMove> turn() {
    return builder.move();
  }

  private Option<Square> clicked(int i) {
    return builder.entered().size() > i
        ? Option.some(((Input.Click) builder.entered().get(i)).square())
        : Option.none();
  }
}
