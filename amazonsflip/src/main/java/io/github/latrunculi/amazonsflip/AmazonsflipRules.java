package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.EMPTY;
import static io.github.latrunculi.amazonsflip.AmazonsflipMoveGenerator.NO_TARGET;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.vavr.collection.Array;
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
 */
public final class AmazonsflipRules implements Rules<AmazonsflipPosition, AmazonsflipMove> {
  /** The game id, the first token of every position line. */
  public static final String GAME_ID = "amazonsflip";

  /** The reason of every finished game: the player to move has no legal turn (§4). */
  public static final String STARVATION = "STARVATION";

  private static final Seq<Player> PLAYERS = Vector.of(new Player(0, "1"), new Player(1, "2"));
  private static final Square[] SQUARES =
      AmazonsflipPosition.GEOMETRY.squares().toJavaArray(Square[]::new);
  private static final AmazonsflipRules[] BY_VARIANT = new AmazonsflipRules[AmazonsflipVariant.values().length];

  static {
    for (AmazonsflipVariant v : AmazonsflipVariant.values()) {
      BY_VARIANT[v.ordinal()] = new AmazonsflipRules(v);
    }
  }

  private final AmazonsflipVariant variant;
  private final AmazonsflipMoveGenerator generator;
  private final AmazonsflipNotation notation;
  private final AmazonsflipPosition initial;

  private AmazonsflipRules(AmazonsflipVariant variant) {
    this.variant = variant;
    this.generator = new AmazonsflipMoveGenerator(variant);
    this.notation = new AmazonsflipNotation(this);
    this.initial = initialPosition(variant);
  }

  /** Returns the rules of a variant. */
  public static AmazonsflipRules of(AmazonsflipVariant variant) {
    return BY_VARIANT[variant.ordinal()];
  }

  /** Returns the rules of the default variant, {@code regular}. */
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

  /** Returns the variant these rules implement. */
  public AmazonsflipVariant variantKind() {
    return variant;
  }

  @Override
  public String gameId() {
    return GAME_ID;
  }

  /** Returns the variant name; the game has no options. */
  @Override
  public String variant() {
    return variant.id();
  }

  @Override
  public Seq<Player> players() {
    return PLAYERS;
  }

  /** Returns the player of seat number 1 or 2. */
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
    int[] turns = generator.turns(position.cells(), position.side(), position.isOpeningTurn());
    AmazonsflipMove[] moves = new AmazonsflipMove[turns.length];
    for (int i = 0; i < turns.length; i++) {
      moves[i] = decode(turns[i]);
    }
    return Array.of(moves);
  }

  @Override
  public int countLegalMoves(AmazonsflipPosition position) {
    return generator.countTurns(position.cells(), position.side(), position.isOpeningTurn());
  }

  /**
   * Returns a legal turn drawn uniformly at random without building the move list, or {@code
   * None} when the game is over. The fast path of random playouts.
   */
  @Override
  public Option<AmazonsflipMove> randomMove(AmazonsflipPosition position, RandomGenerator random) {
    int turn =
        generator.randomTurn(position.cells(), position.side(), position.isOpeningTurn(), random);
    return turn < 0 ? Option.none() : Option.some(decode(turn));
  }

  /**
   * Plays uniformly random legal turns from {@code start} until the game ends or {@code maxTurns}
   * turns have been played, and returns the last position: the rollout of Monte-Carlo search,
   * without move objects.
   */
  public AmazonsflipPosition randomPlayout(
      AmazonsflipPosition start, RandomGenerator random, int maxTurns) {
    AmazonsflipPosition position = start;
    for (int i = 0; i < maxTurns; i++) {
      int turn =
          generator.randomTurn(position.cells(), position.side(), position.isOpeningTurn(), random);
      if (turn < 0) {
        break;
      }
      position = generator.apply(position, turn);
    }
    return position;
  }

  @Override
  public Either<Rejection, AmazonsflipPosition> play(
      AmazonsflipPosition position, AmazonsflipMove move) {
    if (position == null || move == null) {
      return reject(AmazonsflipRejection.MALFORMED_MOVE, "no position or no move was given");
    }
    return new AmazonsflipTurnCheck(this, generator, position, move)
        .check()
        .map(turn -> generator.apply(position, turn));
  }

  @Override
  public AmazonsflipPosition apply(AmazonsflipPosition position, AmazonsflipMove move) {
    int target = move instanceof AmazonsflipMove.MoveAndFire turn ? index(turn.fireAt()) : NO_TARGET;
    return generator.apply(
        position, AmazonsflipMoveGenerator.encode(index(move.from()), index(move.to()), target));
  }

  /** Returns the {@link AmazonsflipHeuristic} estimate: stones, then the amazons' mobility. */
  @Override
  public double evaluate(AmazonsflipPosition position, Player player) {
    return AmazonsflipHeuristic.evaluate(this, position, player);
  }

  /**
   * Returns the outcome: ongoing while the player to move has a legal turn; otherwise the player
   * with more stones wins and equal counts draw, whoever was starved (§4). The reason is {@link
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

  /** Draws the board with rank 10 on top, the files below, then side to move and status. */
  @Override
  public String diagram(AmazonsflipPosition position) {
    return AmazonsflipDiagram.draw(this, position);
  }

  /**
   * Returns the squares of the amazons of the player to move that begin at least one legal turn:
   * the first step of a turn. Empty when the game is over.
   */
  public Vector<Square> movableAmazons(AmazonsflipPosition position) {
    Vector<Square> result = Vector.empty();
    int last = -1;
    for (int turn : turns(position)) {
      int from = AmazonsflipMoveGenerator.from(turn);
      if (from != last) {
        result = result.append(square(from));
        last = from;
      }
    }
    return result;
  }

  /**
   * Returns the squares the amazon on {@code from} can move to as part of a legal turn (a
   * destination with no fire target is left out): the second step. Empty when {@code from} holds
   * no amazon of the player to move.
   */
  public Vector<Square> destinations(AmazonsflipPosition position, Square from) {
    Vector<Square> result = Vector.empty();
    if (!AmazonsflipPosition.GEOMETRY.contains(from)) {
      return result;
    }
    int f = index(from);
    int last = -1;
    for (int turn : turns(position)) {
      int to = AmazonsflipMoveGenerator.to(turn);
      if (AmazonsflipMoveGenerator.from(turn) == f && to != last) {
        result = result.append(square(to));
        last = to;
      }
    }
    return result;
  }

  /**
   * Returns every legal shot of the amazon moved from {@code from} to {@code to}, each with the
   * stone it leaves and the stones it flips: the third step. Empty on the opening turn (which has
   * no fire) and when the move is not part of a legal turn.
   */
  public Vector<AmazonsflipShot> shots(AmazonsflipPosition position, Square from, Square to) {
    Vector<AmazonsflipShot> result = Vector.empty();
    if (position.isOpeningTurn()
        || !AmazonsflipPosition.GEOMETRY.contains(from)
        || !AmazonsflipPosition.GEOMETRY.contains(to)) {
      return result;
    }
    int f = index(from);
    int t = index(to);
    byte[] after = position.cells().clone();
    after[f] = EMPTY;
    after[t] = (byte) position.side();
    int[] flipped = new int[AmazonsflipMoveGenerator.MAX_FLIPS];
    for (int turn : turns(position)) {
      if (AmazonsflipMoveGenerator.from(turn) != f || AmazonsflipMoveGenerator.to(turn) != t) {
        continue;
      }
      int target = AmazonsflipMoveGenerator.target(turn);
      int n = generator.flips(after, position.side(), t, target, flipped);
      Vector<Square> flips = Vector.empty();
      for (int i = 0; i < n; i++) {
        flips = flips.append(square(flipped[i]));
      }
      AmazonsflipPiece placed =
          AmazonsflipPiece.ofCode(generator.placedStone(after, position.side(), t, target));
      result = result.append(new AmazonsflipShot(square(target), placed, flips));
    }
    return result;
  }

  /** Returns a builder that assembles a turn of {@code position} click by click. */
  public AmazonsflipTurnBuilder turnBuilder(AmazonsflipPosition position) {
    return AmazonsflipTurnBuilder.start(this, position);
  }

  private int[] turns(AmazonsflipPosition position) {
    return generator.turns(position.cells(), position.side(), position.isOpeningTurn());
  }

  private boolean hasTurn(AmazonsflipPosition position) {
    return generator.hasTurn(position.cells(), position.side(), position.isOpeningTurn());
  }

  static AmazonsflipMove decode(int turn) {
    Square from = square(AmazonsflipMoveGenerator.from(turn));
    Square to = square(AmazonsflipMoveGenerator.to(turn));
    int target = AmazonsflipMoveGenerator.target(turn);
    return target == NO_TARGET
        ? new AmazonsflipMove.Opening(from, to)
        : new AmazonsflipMove.MoveAndFire(from, to, square(target));
  }

  static <T> Either<Rejection, T> reject(AmazonsflipRejection code, String message) {
    return Either.left(new Rejection(code, message));
  }

  @Override
  public String toString() {
    return GAME_ID + " " + variant.id();
  }
}
