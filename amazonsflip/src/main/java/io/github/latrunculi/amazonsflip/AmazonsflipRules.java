package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.TurnSteps;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of one Desdemona variant. Immutable and thread-safe: one instance per variant, shared
 * by any number of games ({@link #standard()}, {@link #of(AmazonsflipVariant)}). A thin facade over
 * the package's internals, which it builds once per variant.
 *
 * <p>A move is a whole turn (move, then fire). User interfaces enter a turn with the core
 * interaction model ({@link #view}, {@link #moveInputs}, {@link
 * io.github.latrunculi.core.interaction.TurnBuilder}); the game adds no typed query of its own.
 * {@link #randomMove} draws a uniform random turn without building the move list, for fast
 * playouts.
 *
 * <p>The Zobrist key ({@link #hash}) covers the whole position line: board, side to move and the
 * opening flag. No field is left out on purpose (the game has no counters or clocks).
 *
 * <p>{@link #noisyMoves} keeps the default and lists none. Every turn places or flips stones, so
 * there is no quiet move to set material changes apart from; the flipping turns alone are still
 * dozens per position in the middle game (about a tenth of the turns in {@code iago}, a few in a
 * hundred in the other variants, out of several hundred), and telling them needs a walk along every
 * shot, so a quiescence search over them would multiply the cost of every leaf instead of settling
 * a few exchanges as captures do in other games. The evaluation counts stones, reach and territory
 * at the leaves instead.
 */
public final class AmazonsflipRules implements Rules<AmazonsflipPosition, AmazonsflipMove> {
  private static final AmazonsflipRules[] BY_VARIANT =
      new AmazonsflipRules[AmazonsflipVariant.values().length];

  static {
    for (AmazonsflipVariant v : AmazonsflipVariant.values()) {
      BY_VARIANT[v.ordinal()] = new AmazonsflipRules(v);
    }
  }

  private final AmazonsflipContext context;
  private final AmazonsflipMoveGenerator generator;
  private final AmazonsflipRandomTurns randomTurns;
  private final AmazonsflipSteps steps;
  private final AmazonsflipMoveCheck check;
  private final AmazonsflipTransition transition;
  private final AmazonsflipInputs inputs;
  private final AmazonsflipNotation notation;

  private AmazonsflipRules(AmazonsflipVariant variant) {
    this.context = new AmazonsflipContext(variant);
    this.generator = new AmazonsflipMoveGenerator(context);
    this.transition = new AmazonsflipTransition(generator);
    this.randomTurns = new AmazonsflipRandomTurns(generator, transition);
    this.steps = new AmazonsflipSteps(generator, randomTurns);
    this.check = new AmazonsflipMoveCheck(context, generator);
    this.inputs = new AmazonsflipInputs(generator, check);
    this.notation = new AmazonsflipNotation(context, generator, check, transition);
  }

  /** {@return the rules of the default variant, {@code regular}} */
  public static AmazonsflipRules standard() {
    return of(AmazonsflipVariant.REGULAR);
  }

  /**
   * {@return the rules of a variant} One shared instance per variant.
   *
   * @param variant the named rule set
   */
  public static AmazonsflipRules of(AmazonsflipVariant variant) {
    return BY_VARIANT[variant.ordinal()];
  }

  /** {@return the variant these rules implement} */
  public AmazonsflipVariant variant() {
    return context.variant();
  }

  @Override
  public String gameId() {
    return AmazonsflipContext.GAME_ID;
  }

  /** Returns the variant name; the game has no options. */
  @Override
  public String variantName() {
    return context.variant().variantField();
  }

  @Override
  public Seq<Player> players() {
    return AmazonsflipContext.players();
  }

  @Override
  public AmazonsflipPosition initial() {
    return context.initial();
  }

  @Override
  public ToMove<AmazonsflipMove> toMove(AmazonsflipPosition position) {
    return generator.hasTurn(position)
        ? new ToMove.Seat<>(AmazonsflipContext.player(position.side()))
        : new ToMove.Nobody<>();
  }

  @Override
  public Seq<AmazonsflipMove> legalMoves(AmazonsflipPosition position) {
    return generator.moves(position);
  }

  @Override
  public int countLegalMoves(AmazonsflipPosition position) {
    return generator.countTurns(position);
  }

  /**
   * Returns a legal turn drawn uniformly at random without building the move list, or {@code None}
   * when the game is over. The fast path of random playouts.
   */
  @Override
  public Option<AmazonsflipMove> randomMove(AmazonsflipPosition position, RandomGenerator random) {
    return randomTurns.randomMove(position, random);
  }

  /**
   * Returns the turn in two steps, for search: first the queen move, {@code from | to << 8} as
   * {@link io.github.latrunculi.core.kit.PackedMove} packs it (board indices, rank * 10 + file),
   * offered only when the moved amazon has a fire target; then the board index of the fire target,
   * plain or flip shot alike. Player 1's opening turn is the move alone. Its {@code
   * randomMoveByParts} draws a move uniformly among the first steps, then a target uniformly among
   * that move's, without listing the turns.
   */
  @Override
  public TurnSteps<AmazonsflipPosition, AmazonsflipMove> turnSteps() {
    return steps;
  }

  /**
   * Plays uniformly random legal turns from {@code start} until the game ends or {@code maxTurns}
   * turns have been played, and returns the last position, without move objects.
   */
  AmazonsflipPosition randomPlayout(
      AmazonsflipPosition start, RandomGenerator random, int maxTurns) {
    return randomTurns.playout(start, random, maxTurns);
  }

  @Override
  public Either<Rejection, AmazonsflipPosition> play(
      AmazonsflipPosition position, AmazonsflipMove move) {
    return check.check(position, move).map(m -> transition.apply(position, m));
  }

  @Override
  public AmazonsflipPosition apply(AmazonsflipPosition position, AmazonsflipMove move) {
    return transition.apply(position, move);
  }

  /** Returns the {@link AmazonsflipHeuristic} estimate: stones, then the amazons' mobility. */
  @Override
  public double evaluate(AmazonsflipPosition position, Player player) {
    return AmazonsflipHeuristic.evaluate(outcome(position), position, player);
  }

  /**
   * Returns the outcome: ongoing while the player to move has a legal turn; otherwise the player
   * with more stones wins and equal counts draw, whoever was starved. The reason is {@code
   * STARVATION}.
   */
  @Override
  public Outcome outcome(AmazonsflipPosition position) {
    return generator.outcome(position);
  }

  @Override
  public long hash(AmazonsflipPosition position) {
    return position.hash();
  }

  @Override
  public AmazonsflipNotation notation() {
    return notation;
  }

  /**
   * Returns the view of a position: amazons, stones and neutral stones with their owners (none for
   * neutral stones), no marks, and the facts {@code phase}, {@code toAct}, {@code stones1}, {@code
   * stones2}, {@code neutralStones} and, at the end, {@code result}.
   */
  @Override
  public BoardView view(AmazonsflipPosition position) {
    return AmazonsflipDiagram.view(position, outcome(position));
  }

  /**
   * Returns the clicks of a legal turn (amazon, destination, then the fire target except on the
   * opening turn), its kind ({@code move} for the opening move, {@code fire} for a plain shot,
   * {@code flip} for a shot that flips stones) and a description such as {@code b4-d4, fire at d6
   * flipping d5}.
   */
  @Override
  public MoveInputs moveInputs(AmazonsflipPosition position, AmazonsflipMove move) {
    return inputs.moveInputs(position, move);
  }

  /**
   * Says why a click continues no legal turn, with this game's codes: {@link
   * AmazonsflipRejection#NOT_AN_AMAZON}, {@link AmazonsflipRejection#NOT_YOUR_AMAZON}, {@link
   * AmazonsflipRejection#AMAZON_STUCK} for the first click; the move's own reason or {@link
   * AmazonsflipRejection#NO_FIRE_TARGET} for the destination; the shot's reason for the target.
   */
  @Override
  public Option<Rejection> explainInput(
      AmazonsflipPosition position, Seq<Input> entered, Input refused) {
    return inputs.explainInput(position, entered, refused);
  }

  /**
   * Returns every legal shot of the amazon moved from {@code from} to {@code to}, each with the
   * stone it leaves and the stones it flips; empty on the opening turn and after an unsound move.
   */
  Vector<AmazonsflipShot> shots(AmazonsflipPosition position, Square from, Square to) {
    return inputs.shots(position, from, to);
  }

  @Override
  public String toString() {
    return AmazonsflipContext.GAME_ID + " " + context.variant().id();
  }
}
