package io.github.latrunculi.malha;

import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.random.RandomGenerator;

/**
 * The rules of Kharbga (dossier {@code rules/malha.md}) with one set of options: an immutable,
 * thread-safe object to share between any number of games.
 *
 * <p>Besides the {@link Rules} contract it offers what a user interface needs to build a turn step
 * by step: {@link #placementSquares} and {@link #placementPartners} (a pair one square at a time),
 * {@link #movesFrom} (the legal steps of a selected soldier, including the continuation soldier's
 * capturing steps), {@link #exchangeSteps} and {@link #exchangeHint} (which flagged steps are
 * available and why), and {@link #preview} (what a step would capture before it is played). For
 * bots, {@link #randomMove} draws a uniform legal move without building the list, and {@link
 * #playTurn} / {@link #playTurns} read the whole-turn chains of game records (dossier §8.3).
 */
public final class MalhaRules implements Rules<MalhaPosition, MalhaMove> {
  private static final Seq<Player> PLAYERS =
      List.of(MalhaSide.ATTACKER.player(), MalhaSide.DEFENDER.player());
  private static final ThreadLocal<MalhaMove[]> BUFFER =
      ThreadLocal.withInitial(() -> new MalhaMove[MalhaMoveGenerator.MAX_MOVES]);

  private final MalhaVariant options;
  private final String variantField;
  private final MalhaMoveGenerator generator;
  private final MalhaTurn turn;
  private final MalhaMoveCheck check;
  private final MalhaNotation notation;

  /** Creates the rules with the given options. */
  public MalhaRules(MalhaVariant options) {
    this.options = options;
    this.variantField = options.field();
    this.generator = new MalhaMoveGenerator(options);
    this.turn = new MalhaTurn(options, generator);
    this.check = new MalhaMoveCheck(options, generator);
    this.notation = new MalhaNotation(this);
  }

  /** Returns the rules with every option at its default. */
  public static MalhaRules standard() {
    return new MalhaRules(MalhaVariant.DEFAULT);
  }

  /** Returns the options of these rules. */
  public MalhaVariant options() {
    return options;
  }

  MalhaMoveGenerator generator() {
    return generator;
  }

  @Override
  public String gameId() {
    return "malha";
  }

  @Override
  public String variant() {
    return variantField;
  }

  @Override
  public Seq<Player> players() {
    return PLAYERS;
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
   */
  @Override
  public Seq<MalhaMove> legalMoves(MalhaPosition position) {
    MalhaMove[] buffer = BUFFER.get();
    int n = generator.generate(position, buffer);
    return Array.of(Arrays.copyOf(buffer, n));
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

  @Override
  public Either<Rejection, MalhaPosition> play(MalhaPosition position, MalhaMove move) {
    Rejection rejection = check.check(position, move);
    return rejection == null ? Either.right(turn.apply(position, move)) : Either.left(rejection);
  }

  /** Returns true for resignations: either side may resign at any time, but it is not a move. */
  @Override
  public boolean isMetaAction(MalhaMove move) {
    return move instanceof MalhaMove.Resign;
  }

  @Override
  public MalhaPosition apply(MalhaPosition position, MalhaMove move) {
    return turn.apply(position, move);
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
   * Plays a whole turn written as in game records (dossier §8.3): a chain of one soldier's squares
   * such as {@code d3-d4-d3-c3} (a trailing {@code !} flags the first step), a placement pair, or
   * a resignation. Returns the position after the turn, or the first refused step.
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
   * Plays a game record's list of turns (dossier §8.3): turns separated by white space, each as
   * {@link #playTurn} reads it; {@code (pass)} comments are skipped (passes are automatic). Returns
   * the final position, or the first refused turn's rejection with the turn named.
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

  // ---------------------------------------------------------------- for user interfaces

  /**
   * Returns the squares that can be the first square of a legal placement pair, in name order;
   * empty outside the setting.
   */
  public Seq<Square> placementSquares(MalhaPosition position) {
    return legalMoves(position)
        .filter(m -> m instanceof MalhaMove.Place)
        .flatMap(m -> List.of(((MalhaMove.Place) m).first(), ((MalhaMove.Place) m).second()))
        .distinct()
        .sorted(MalhaPosition.BY_NAME);
  }

  /**
   * Returns the squares that complete a legal placement pair with {@code first}, in name order
   * (empty if {@code first} cannot be part of one).
   */
  public Seq<Square> placementPartners(MalhaPosition position, Square first) {
    return legalMoves(position)
        .filter(m -> m instanceof MalhaMove.Place)
        .map(m -> (MalhaMove.Place) m)
        .filter(p -> p.first().equals(first) || p.second().equals(first))
        .map(p -> p.first().equals(first) ? p.second() : p.first())
        .sorted(MalhaPosition.BY_NAME);
  }

  /**
   * Returns the legal steps of the soldier on {@code from}, flagged ones included. During a capture
   * chain only the continuing soldier ({@link MalhaPosition#continuation()}) has steps, and they
   * are exactly its capturing steps.
   */
  public Seq<MalhaMove.Step> movesFrom(MalhaPosition position, Square from) {
    return legalMoves(position)
        .filter(m -> m instanceof MalhaMove.Step s && s.from().equals(from))
        .map(m -> (MalhaMove.Step) m);
  }

  /** Returns the legal flagged steps (exchange request, confirmation, offer or completion). */
  public Seq<MalhaMove.Step> exchangeSteps(MalhaPosition position) {
    return legalMoves(position)
        .filter(m -> m instanceof MalhaMove.Step s && s.flagged())
        .map(m -> (MalhaMove.Step) m);
  }

  /**
   * Explains for people what raising the exchange flag means in this position, or why it is not
   * available (dossier §6.3–§6.4).
   */
  public String exchangeHint(MalhaPosition position) {
    return new MalhaExchangeHint(options).explain(position);
  }

  /**
   * Returns what a step would do before it is played: the soldiers it captures, the soldiers a
   * completed exchange removes, whether the capture chain goes on, and the resulting position; or
   * why the step is illegal.
   */
  public Either<Rejection, MalhaStepPreview> preview(MalhaPosition position, MalhaMove.Step step) {
    return play(position, step).map(next -> MalhaStepPreview.of(position, step, next, generator));
  }

  /** Draws the board (rank 7 at the top, {@code +} for an empty malha) with the state below it. */
  @Override
  public String diagram(MalhaPosition position) {
    return MalhaDiagram.draw(position);
  }
}
