package io.github.latrunculi.chief;

import io.github.latrunculi.chief.ChiefVariant.Mode;
import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of one Chief variant on one board size: an immutable, thread-safe object shared by any
 * number of games. See the package documentation for the rules themselves.
 *
 * <p>A thin facade over the package's roles, which share one {@code ChiefContext} (the variant, the
 * geometry and its tables, the seats, the turn order and who has won): {@code ChiefMoveGenerator}
 * lists the moves, {@code ChiefMoveCheck} validates one, {@code ChiefTransition} applies it, {@code
 * ChiefDiagram} draws the {@link #view}, and {@code ChiefInputs} says how a person enters moves
 * ({@link #moveInputs}, {@link #explainInput}). User interfaces find the legal targets of a piece,
 * the frozen pieces and the push limit in the view and the move inputs; Chief adds no typed query
 * of its own.
 *
 * <p>The {@link #hash} key covers every field of the position line (board, side to move, frozen
 * pieces, push row and hands) and leaves none out; only the history of earlier positions, which is
 * not in the line, is outside it.
 */
public final class ChiefRules implements Rules<ChiefPosition, ChiefMove> {
  private final ChiefContext context;
  private final ChiefNotation notation;
  private final ChiefMoveGenerator generator;
  private final ChiefMoveCheck check;
  private final ChiefTransition transition;
  private final ChiefDiagram diagram;
  private final ChiefInputs inputs;
  private final ChiefPosition initial;

  private ChiefRules(ChiefVariant variant, Geometry geometry) {
    this.context = new ChiefContext(variant, geometry);
    this.notation = new ChiefNotation(context);
    this.generator = new ChiefMoveGenerator(context);
    this.check = new ChiefMoveCheck(context, generator);
    this.transition = new ChiefTransition(context);
    this.diagram = new ChiefDiagram(context);
    this.inputs = new ChiefInputs(context, generator, check);
    this.initial = variant.mode() == Mode.ARMAGEDDON ? null : ChiefSetup.initial(context, 0);
  }

  /**
   * Returns the rules of a variant on a board size.
   *
   * @param variant the named variant with its options
   * @param geometry the board size, one of the variant's {@link Mode#sizes}
   * @return the rules, immutable and shareable between threads
   * @throws IllegalArgumentException when the variant is not played on that size (see {@link
   *     Mode#sizes}); {@link ChiefGame#rules} refuses such setups with a rejection instead
   */
  public static ChiefRules of(ChiefVariant variant, Geometry geometry) {
    if (!variant.mode().supports(geometry.width(), geometry.height())) {
      throw new IllegalArgumentException(variant.mode().id() + " is not played on " + geometry);
    }
    return new ChiefRules(variant, geometry);
  }

  /**
   * Returns the rules of a variant on its default board: 5x7, 7x7 for {@code assassination}, 11x11
   * for {@code multi3} and {@code multi4} (the first of {@link Mode#sizes}).
   *
   * @param variant the named variant with its options
   * @return the rules, immutable and shareable between threads
   */
  public static ChiefRules of(ChiefVariant variant) {
    return new ChiefRules(variant, variant.mode().defaultGeometry());
  }

  /** {@return the standard game, every option at its default, on the default 5x7 board} */
  public static ChiefRules standard() {
    return of(ChiefVariant.of(Mode.STANDARD));
  }

  /** {@return the variant and its options, as the rules were made with} */
  public ChiefVariant variant() {
    return context.variant();
  }

  /** {@return the board's geometry} */
  public Geometry geometry() {
    return context.geometry();
  }

  @Override
  public String gameId() {
    return "chief";
  }

  @Override
  public String variantName() {
    return context.variantName();
  }

  @Override
  public Seq<Player> players() {
    return context.players();
  }

  @Override
  public ChiefPosition initial() {
    return initial(0);
  }

  /** Returns the initial position; only {@code armageddon} uses the seed, for its random setup. */
  @Override
  public ChiefPosition initial(long seed) {
    return initial != null ? initial : ChiefSetup.initial(context, seed);
  }

  /** Returns the {@link ChiefHeuristic} estimate: material of the players still in the game. */
  @Override
  public double evaluate(ChiefPosition position, Player player) {
    return ChiefHeuristic.evaluate(context, position, player);
  }

  @Override
  public Outcome outcome(ChiefPosition position) {
    return context.outcome(position);
  }

  @Override
  public ToMove<ChiefMove> toMove(ChiefPosition position) {
    return context.finished(position)
        ? new ToMove.Nobody<>()
        : new ToMove.Seat<>(context.player(position.side()));
  }

  @Override
  public Seq<ChiefMove> legalMoves(ChiefPosition position) {
    return context.finished(position) ? List.empty() : generator.legalMoves(position);
  }

  /**
   * Returns the captures among the legal moves, the steps that remove an enemy piece; pushes only
   * move the enemy, and placements and reinforcements are left to the full search.
   */
  @Override
  public Seq<ChiefMove> noisyMoves(ChiefPosition position) {
    return context.finished(position) ? List.empty() : generator.captures(position);
  }

  @Override
  public int countLegalMoves(ChiefPosition position) {
    return context.finished(position) ? 0 : generator.count(position);
  }

  /**
   * Draws a legal move uniformly without listing them: the moves are counted and only the drawn one
   * is made. It is the move {@code legalMoves(position).get(random.nextInt(size))} gives.
   */
  @Override
  public Option<ChiefMove> randomMove(ChiefPosition position, RandomGenerator random) {
    return context.finished(position)
        ? Option.none()
        : Option.some(generator.randomMove(position, random));
  }

  @Override
  public ChiefPosition apply(ChiefPosition position, ChiefMove move) {
    return transition.apply(position, move);
  }

  @Override
  public Either<Rejection, ChiefPosition> play(ChiefPosition position, ChiefMove move) {
    return check.check(position, move).map(m -> transition.apply(position, m));
  }

  @Override
  public long hash(ChiefPosition position) {
    return position.key();
  }

  @Override
  public ChiefNotation notation() {
    return notation;
  }

  @Override
  public BoardView view(ChiefPosition position) {
    return diagram.view(position);
  }

  @Override
  public MoveInputs moveInputs(ChiefPosition position, ChiefMove move) {
    return inputs.moveInputs(position, move);
  }

  @Override
  public Option<Rejection> explainInput(ChiefPosition position, Seq<Input> entered, Input refused) {
    return inputs.explainInput(position, entered, refused);
  }

  /**
   * Draws the position for a terminal from its {@link #view}: ranks top down with the pieces'
   * labels, the file letters, then who is to move (or the outcome), the frozen squares and the push
   * row.
   */
  @Override
  public String diagram(ChiefPosition position) {
    return diagram.text(position);
  }

  /** Equal when variant, options and board size are equal. */
  @Override
  public boolean equals(Object o) {
    return o instanceof ChiefRules other
        && context.variant().equals(other.context.variant())
        && context.geometry() == other.context.geometry();
  }

  @Override
  public int hashCode() {
    return context.variant().hashCode() * 31 + context.geometry().hashCode();
  }

  @Override
  public String toString() {
    return "chief " + variantName() + " " + context.geometry();
  }
}
