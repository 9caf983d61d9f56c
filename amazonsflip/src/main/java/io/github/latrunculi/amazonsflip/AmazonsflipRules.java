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
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of one Desdemona variant. Immutable and thread-safe: one instance per variant, shared
 * by any number of games ({@link #of(AmazonsflipVariant)}).
 *
 * <p>A move is a whole turn (move, then fire). Besides the {@link Rules} contract this class offers
 * the steps of a turn for user interfaces ({@link #movableAmazons}, {@link #destinations}, {@link
 * #shots}, {@link #turnBuilder}) and a uniform random turn without building the move list ({@link
 * #randomMove}) for fast playouts.
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
  /** The game id, the first token of every position line. */
  public static final String GAME_ID = "amazonsflip";

  /** The reason of every finished game: the player to move has no legal turn. */
  public static final String STARVATION = "STARVATION";

  private static final Seq<Player> PLAYERS = Vector.of(new Player(0, "1"), new Player(1, "2"));
  private static final Square[] SQUARES =
      AmazonsflipPosition.GEOMETRY.squares().toJavaArray(Square[]::new);
  private static final AmazonsflipRules[] BY_VARIANT =
      new AmazonsflipRules[AmazonsflipVariant.values().length];

  static {
    for (AmazonsflipVariant v : AmazonsflipVariant.values()) {
      BY_VARIANT[v.ordinal()] = new AmazonsflipRules(v);
    }
  }

  private final AmazonsflipVariant variant;
  private final AmazonsflipMoveGenerator generator;
  private final AmazonsflipRandomTurns randomTurns;
  private final AmazonsflipMoveCheck check;
  private final AmazonsflipTransition transition;
  private final AmazonsflipInputs inputs;
  private final AmazonsflipNotation notation;
  private final AmazonsflipPosition initial;

  private AmazonsflipRules(AmazonsflipVariant variant) {
    this.variant = variant;
    this.generator = new AmazonsflipMoveGenerator(variant);
    this.randomTurns = new AmazonsflipRandomTurns(generator);
    this.check = new AmazonsflipMoveCheck(variant, generator);
    this.transition = new AmazonsflipTransition(generator);
    this.inputs = new AmazonsflipInputs(generator, check);
    this.notation = new AmazonsflipNotation(this);
    this.initial = initialPosition(variant);
  }

  /**
   * {@return the rules of a variant} One shared instance per variant.
   *
   * @param variant the named rule set
   */
  public static AmazonsflipRules of(AmazonsflipVariant variant) {
    return BY_VARIANT[variant.ordinal()];
  }

  /** {@return the rules of the default variant, {@code regular}} */
  public static AmazonsflipRules regular() {
    return of(AmazonsflipVariant.REGULAR);
  }

  private static AmazonsflipPosition initialPosition(AmazonsflipVariant variant) {
    byte[] cells = new byte[AmazonsflipPosition.SIZE];
    for (String sq : new String[] {"a7", "d1", "g10", "j4"}) {
      cells[index(sq)] = AmazonsflipPiece.AMAZON_1.code();
    }
    for (String sq : new String[] {"a4", "d10", "g1", "j7"}) {
      cells[index(sq)] = AmazonsflipPiece.AMAZON_2.code();
    }
    if (variant.hasCentreStones()) {
      cells[index("e5")] = AmazonsflipPiece.STONE_1.code();
      cells[index("f6")] = AmazonsflipPiece.STONE_1.code();
      cells[index("e6")] = AmazonsflipPiece.STONE_2.code();
      cells[index("f5")] = AmazonsflipPiece.STONE_2.code();
    }
    return AmazonsflipPosition.of(cells, 1, true);
  }

  private static int index(String square) {
    return AmazonsflipPosition.GEOMETRY.index(Square.parse(square).get());
  }

  static int index(Square square) {
    return square.rank() * 10 + square.file();
  }

  static Square square(int index) {
    return SQUARES[index];
  }

  /** {@return the variant these rules implement} */
  public AmazonsflipVariant variantKind() {
    return variant;
  }

  @Override
  public String gameId() {
    return GAME_ID;
  }

  /** Returns the variant name; the game has no options. */
  @Override
  public String variantName() {
    return variant.variantField();
  }

  @Override
  public Seq<Player> players() {
    return PLAYERS;
  }

  /**
   * {@return the player of a seat number}
   *
   * @param side the player number as position lines write it, 1 or 2
   */
  public Player player(int side) {
    return PLAYERS.get(side - 1);
  }

  @Override
  public AmazonsflipPosition initial() {
    return initial;
  }

  @Override
  public ToMove<AmazonsflipMove> toMove(AmazonsflipPosition position) {
    return hasTurn(position) ? new ToMove.Seat<>(player(position.side())) : new ToMove.Nobody<>();
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
    int turn = randomTurns.draw(position, random);
    return turn < 0 ? Option.none() : Option.some(decode(turn));
  }

  /**
   * Plays uniformly random legal turns from {@code start} until the game ends or {@code maxTurns}
   * turns have been played, and returns the last position: the rollout of Monte-Carlo search,
   * without move objects.
   *
   * @param start the position to play from
   * @param random the source of the draws
   * @param maxTurns the most turns to play
   * @return the position where the playout stopped, finished or not
   */
  public AmazonsflipPosition randomPlayout(
      AmazonsflipPosition start, RandomGenerator random, int maxTurns) {
    AmazonsflipPosition position = start;
    for (int i = 0; i < maxTurns; i++) {
      int turn = randomTurns.draw(position, random);
      if (turn < 0) {
        break;
      }
      position = transition.apply(position, turn);
    }
    return position;
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
    return AmazonsflipHeuristic.evaluate(this, position, player);
  }

  /**
   * Returns the outcome: ongoing while the player to move has a legal turn; otherwise the player
   * with more stones wins and equal counts draw, whoever was starved. The reason is {@link
   * #STARVATION}.
   */
  @Override
  public Outcome outcome(AmazonsflipPosition position) {
    if (hasTurn(position)) {
      return Outcome.ONGOING;
    }
    int ones = position.stones(1);
    int twos = position.stones(2);
    if (ones == twos) {
      return Outcome.draw(STARVATION);
    }
    return Outcome.win(player(ones > twos ? 1 : 2), STARVATION);
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
    return AmazonsflipDiagram.view(this, position);
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
   * Returns the squares of the amazons of the player to move that begin at least one legal turn:
   * the first step of a turn. Empty when the game is over.
   *
   * @param position the position to move in
   * @return the squares a person may click first, in index order
   */
  public Vector<Square> movableAmazons(AmazonsflipPosition position) {
    return inputs.movableAmazons(position);
  }

  /**
   * Returns the squares the amazon on {@code from} can move to as part of a legal turn (a
   * destination with no fire target is left out): the second step. Empty when {@code from} holds no
   * amazon of the player to move.
   *
   * @param position the position to move in
   * @param from the square of the amazon a person selected
   * @return the destinations a person may click next
   */
  public Vector<Square> destinations(AmazonsflipPosition position, Square from) {
    return inputs.destinations(position, from);
  }

  /**
   * Returns every legal shot of the amazon moved from {@code from} to {@code to}, each with the
   * stone it leaves and the stones it flips: the third step. Empty on the opening turn (which has
   * no fire) and when the move is not part of a legal turn.
   *
   * @param position the position to move in
   * @param from the square the amazon leaves
   * @param to the square it lands on and fires from
   * @return the legal shots, each with its effect on the stones
   */
  public Vector<AmazonsflipShot> shots(AmazonsflipPosition position, Square from, Square to) {
    return inputs.shots(position, from, to);
  }

  /**
   * {@return a builder that assembles a turn of {@code position} click by click}
   *
   * @param position the position the turn is entered in
   */
  public AmazonsflipTurnBuilder turnBuilder(AmazonsflipPosition position) {
    return AmazonsflipTurnBuilder.start(this, position);
  }

  private boolean hasTurn(AmazonsflipPosition position) {
    return generator.hasTurn(position);
  }

  /**
   * Returns a new turn object: cheaper than looking up the generator's shared one, whose table is
   * too large to stay in the processor's caches during a playout.
   */
  private static AmazonsflipMove decode(int turn) {
    Square from = SQUARES[AmazonsflipMoveGenerator.from(turn)];
    Square to = SQUARES[AmazonsflipMoveGenerator.to(turn)];
    int target = AmazonsflipMoveGenerator.target(turn);
    return target == AmazonsflipMoveGenerator.NO_TARGET
        ? new AmazonsflipMove.Opening(from, to)
        : new AmazonsflipMove.MoveAndFire(from, to, SQUARES[target]);
  }

  static <T> Either<Rejection, T> reject(AmazonsflipRejection code, String message) {
    return Either.left(new Rejection(code, message));
  }

  @Override
  public String toString() {
    return GAME_ID + " " + variant.id();
  }
}
