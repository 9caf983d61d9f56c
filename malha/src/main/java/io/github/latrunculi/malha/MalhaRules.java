package io.github.latrunculi.malha;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.TurnSteps;
import io.github.latrunculi.core.kit.ArrayHandover;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of Kharbga with one set of options: an immutable, thread-safe object to share between
 * any number of games. See the package documentation for the rules themselves.
 *
 * <p>Made by {@link #standard()} or {@link #of(MalhaVariant)}; {@link #variant()} returns the
 * options. For user interfaces it implements the core interaction model: {@link #view} (soldiers,
 * the marks {@code must-continue}, {@code exchange} and {@code safe}, the facts of the position,
 * and the fact {@code exchangeHint}: what the exchange flag means now), {@link #moveInputs} (a
 * placement pair clicked in either order, a step as two clicks, the choices {@code flag} and {@code
 * end}, and in each move's description what it captures or does to the exchange) and {@link
 * #explainInput} (the rejection a wrong click would get), which core's {@link
 * io.github.latrunculi.core.interaction.TurnBuilder} uses to enter any move. For bots, {@link
 * #randomMove} draws a uniform legal move without building the list. {@link #playTurn} and {@link
 * #playTurns} read the whole-turn chains of game records.
 *
 * <p>The Zobrist key ({@link #hash}) covers every field of the position line; the quiet-ply count
 * of option {@code noCaptureLimit} enters it modulo 128. Kharbga has no repetition rule, so no
 * field is left out on purpose.
 */
public final class MalhaRules extends MalhaRulesBase<MalhaMove> {
  private static final Seq<MalhaMove> RESIGNATIONS =
      List.of(new MalhaMove.Resign(MalhaSide.ATTACKER), new MalhaMove.Resign(MalhaSide.DEFENDER));

  private final MalhaContext context;
  private final MalhaMoveGenerator generator;
  private final MalhaTransition transition;
  private final MalhaMoveCheck check;
  private final MalhaInputs inputs;
  private final MalhaNotation notation;
  private final MalhaTurnSteps turnSteps;

  private MalhaRules(MalhaVariant variant) {
    this.context = new MalhaContext(variant);
    this.generator = new MalhaMoveGenerator(context);
    this.transition = new MalhaTransition(context, generator);
    this.check = new MalhaMoveCheck(context, generator);
    this.inputs = new MalhaInputs(generator, transition, check);
    this.notation = new MalhaNotation(context, new MalhaPositionCheck(context, generator));
    this.turnSteps = new MalhaTurnSteps(generator, check);
  }

  /** {@return the rules with every option at its default} */
  public static MalhaRules standard() {
    return of(MalhaVariant.DEFAULT);
  }

  /**
   * {@return the rules with the given options}
   *
   * @param variant the option values, for example {@link MalhaVariant#DEFAULT}
   */
  public static MalhaRules of(MalhaVariant variant) {
    return new MalhaRules(variant);
  }

  /** {@return the options these rules were made with} */
  public MalhaVariant variant() {
    return context.variant();
  }

  @Override
  public String gameId() {
    return "malha";
  }

  @Override
  public String variantName() {
    return context.variantName();
  }

  @Override
  public Seq<Player> players() {
    return MalhaContext.PLAYERS;
  }

  /** Returns the empty board, Attacker to place. */
  @Override
  public MalhaPosition initial() {
    return MalhaPosition.initial();
  }

  @Override
  public ToMove<MalhaMove> toMove(MalhaPosition position) {
    return position.side < 0
        ? new ToMove.Nobody<>()
        : new ToMove.Seat<>(MalhaSide.ofCode(position.side).player());
  }

  /**
   * Returns the legal moves: placement pairs in the setting; otherwise steps (with their flagged
   * forms where the exchange protocol allows them), or during a capture chain the continuing
   * soldier's capturing steps (and {@code end} under {@code continuation=OPTIONAL}). Resignation is
   * always possible but never listed.
   *
   * <p>The order is fixed, so that a seeded pick by index is repeatable: placement pairs by the
   * name of their lower square, then of the higher ({@code a1 < a2 < … < g7}); steps direction by
   * direction (north, east, south, west), each direction's soldiers in square order ({@code a1, b1,
   * …, g1, a2, …}), each step followed by its flagged form where the flag is allowed; a chain's
   * steps in the same directions, then {@code end}.
   */
  @Override
  public Seq<MalhaMove> legalMoves(MalhaPosition position) {
    return generator.legal(position);
  }

  /**
   * Returns the legal moves that remove soldiers: the steps that capture (every step of a capture
   * chain does) and the Defender's flagged step that completes an exchange. Placement pairs, which
   * never capture, and {@code end} are not noisy.
   */
  @Override
  public Seq<MalhaMove> noisyMoves(MalhaPosition position) {
    return ArrayHandover.of(generator.noisy(position));
  }

  /**
   * Returns a legal move drawn uniformly at random, without building the list of legal moves (the
   * fast path for random playouts and Monte-Carlo rollouts), or {@code None} when the game is over.
   * Equivalent to picking from {@link #legalMoves} with equal probabilities.
   */
  @Override
  public Option<MalhaMove> randomMove(MalhaPosition position, RandomGenerator random) {
    return generator.randomMove(position, random);
  }

  @Override
  public int countLegalMoves(MalhaPosition position) {
    return generator.count(position);
  }

  /**
   * Returns the turns as steps: a placement pair as two squares, the one whose name comes first and
   * then its partner (as square indices, rank × 7 + file); every other move as one step, coded as
   * {@code (from * 4 + k) * 2 + flag} for a step from square {@code from} in direction k (north,
   * east, south, west) and {@code 392} for {@code end}.
   */
  @Override
  public TurnSteps<MalhaPosition, MalhaMove> turnSteps() {
    return turnSteps;
  }

  @Override
  public Either<Rejection, MalhaPosition> play(MalhaPosition position, MalhaMove move) {
    return check.check(position, move).map(m -> transition.apply(position, m));
  }

  /** Returns true for resignations: either side may resign at any time, but it is not a move. */
  @Override
  public boolean isMetaAction(MalhaMove move) {
    return move instanceof MalhaMove.Resign;
  }

  /**
   * Returns the resignations of both sides while the game goes on (either side may resign at any
   * time): {@code resign:a}, then {@code resign:d}; none once it is over.
   */
  @Override
  public Seq<MalhaMove> metaActions(MalhaPosition position) {
    return position.phase() == MalhaPhase.ENDED ? List.empty() : RESIGNATIONS;
  }

  @Override
  MalhaTransition transition() {
    return transition;
  }

  @Override
  public Outcome outcome(MalhaPosition position) {
    return position.result().outcome();
  }

  /** Returns the {@link MalhaHeuristic} estimate: soldiers, mobility, open soldiers, exchange. */
  @Override
  public double evaluate(MalhaPosition position, Player player) {
    return MalhaHeuristic.evaluate(position, player);
  }

  @Override
  public long hash(MalhaPosition position) {
    return position.hash;
  }

  @Override
  public Notation<MalhaPosition, MalhaMove> notation() {
    return notation;
  }

  /**
   * Plays a whole turn written as in game records: a chain of one soldier's squares such as {@code
   * d3-d4-d3-c3} (a trailing {@code !} flags the first step), a placement pair, or a resignation.
   *
   * @param position the position before the turn
   * @param turnText the turn as one token, for example {@code d3-d4-d3-c3} or {@code a1,d3}
   * @return the position after the turn, or the rejection of the first refused step
   */
  public Either<Rejection, MalhaPosition> playTurn(MalhaPosition position, String turnText) {
    if (turnText == null || turnText.indexOf('-') < 0) {
      return play(position, turnText);
    }
    boolean flagged = turnText.endsWith("!");
    String chain = flagged ? turnText.substring(0, turnText.length() - 1) : turnText;
    String[] squares = chain.split("-", -1);
    Either<Rejection, MalhaPosition> current = Either.right(position);
    for (int i = 0; i + 1 < squares.length && current.isRight(); i++) {
      String step = squares[i] + "-" + squares[i + 1] + (flagged && i == 0 ? "!" : "");
      current = current.flatMap(p -> play(p, step));
    }
    return current;
  }

  /**
   * Plays a game record's list of turns: turns separated by white space, each as {@link #playTurn}
   * reads it; {@code (pass)} comments are skipped (passes are automatic).
   *
   * @param position the position before the first turn
   * @param turns the turns, separated by white space
   * @return the final position, or the first refused turn's rejection with the turn named
   */
  public Either<Rejection, MalhaPosition> playTurns(MalhaPosition position, String turns) {
    MalhaPosition current = position;
    for (String turnText : turns.trim().split("\\s+")) {
      if (turnText.isEmpty() || turnText.equals("(pass)")) {
        continue;
      }
      Either<Rejection, MalhaPosition> next = playTurn(current, turnText);
      if (next.isLeft()) {
        Rejection why = next.getLeft();
        return Either.left(new Rejection(why.code(), "turn '" + turnText + "': " + why.message()));
      }
      current = next.get();
    }
    return Either.right(current);
  }

  /**
   * Returns the view of a position: every soldier (kind {@code soldier}, label {@code S} or {@code
   * s}); the marks {@code must-continue} (the soldier of a pending capture chain), {@code exchange}
   * (the soldiers under the exchange protocol) and {@code safe} (the safe list); the facts {@code
   * phase}, {@code toAct}, {@code attackerSoldiers}, {@code defenderSoldiers}, {@code
   * continuation}, {@code exchange}, {@code exchangeHint} (in words, what raising the exchange flag
   * means now or why it is not available), {@code quietPlies} (only under {@code noCaptureLimit})
   * and {@code result}; a team of one per side.
   */
  @Override
  public BoardView view(MalhaPosition position) {
    return MalhaDiagram.view(context, position);
  }

  /**
   * Returns how a person enters a legal move: a placement pair as its two squares in either order
   * (kind {@code place}); a step as the soldier's square then its destination (kind {@code step},
   * or {@code capture} when it captures), a flagged step with the choice {@code flag} after them
   * (kind {@code exchange}); {@code end} as the choice {@code end}. A chain continues with further
   * steps of the same soldier, each its own move.
   *
   * @throws IllegalArgumentException for a resignation, a meta action without inputs
   */
  @Override
  public MoveInputs moveInputs(MalhaPosition position, MalhaMove move) {
    return inputs.of(position, move);
  }

  /**
   * Explains a click that continues no legal move with the rejection the move would get: the malha,
   * an occupied square, an empty square or an enemy soldier, another soldier than the one that must
   * continue, a destination out of reach or a chain step that captures nothing, a flag the protocol
   * does not allow, the game being over.
   */
  @Override
  public Option<Rejection> explainInput(MalhaPosition position, Seq<Input> entered, Input refused) {
    return inputs.explain(position, entered, refused);
  }

  /** Draws the board (rank 7 at the top, {@code +} for an empty malha) with the state below it. */
  @Override
  public String diagram(MalhaPosition position) {
    return MalhaDiagram.draw(position);
  }
}
