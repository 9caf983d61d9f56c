package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.CHIEF;

import io.github.latrunculi.chief.ChiefMove.Step;
import io.github.latrunculi.chief.ChiefVariant.Mode;
import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.TreeSet;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * The rules of one Chief variant on one board size: an immutable, thread-safe object shared by any
 * number of games. See the package documentation for the rules themselves.
 *
 * <p>A thin facade over the package's roles: {@code ChiefMoveGenerator} lists the moves, {@code
 * ChiefMoveCheck} validates one, {@code ChiefTransition} applies it, {@code ChiefDiagram} draws the
 * {@link #view}, and {@code ChiefInputs} says how a person enters moves ({@link #moveInputs},
 * {@link #explainInput}). Besides the {@link Rules} contract it answers the typed questions of user
 * interfaces: {@link #targets} lists the legal steps of one piece with their kinds (move, push,
 * capture) and {@link #restrictions} names the pieces that are frozen or held back by the push
 * limit.
 *
 * <p>The {@link #hash} key covers every field of the position line (board, side to move, frozen
 * pieces, push row and hands) and leaves none out; only the history of earlier positions, which is
 * not in the line, is outside it.
 */
public final class ChiefRules implements Rules<ChiefPosition, ChiefMove> {
  private static final String[] TWO_SEATS = {"w", "b"};
  private static final String[] FOUR_SEATS = {"w", "r", "b", "g"};
  private static final String[] SEAT_NAMES = {"White", "Black"};
  private static final String[] MULTI_NAMES = {"South", "West", "North", "East"};

  private final ChiefVariant variant;
  private final String variantField;
  private final Geometry geometry;
  private final Player[] seats;
  private final ChiefNotation notation;
  private final ChiefMoveGenerator generator;
  private final ChiefMoveCheck check;
  private final ChiefTransition transition;
  private final ChiefDiagram diagram;
  private final ChiefInputs inputs;
  private final ChiefPosition initial;

  private ChiefRules(ChiefVariant variant, Geometry geometry) {
    this.variant = variant;
    this.variantField = variant.field();
    this.geometry = geometry;
    int count = variant.mode().seats();
    this.seats = new Player[count];
    for (int i = 0; i < count; i++) {
      seats[i] = new Player(i, count == 2 ? TWO_SEATS[i] : FOUR_SEATS[i]);
    }
    this.notation = new ChiefNotation(this);
    this.generator = new ChiefMoveGenerator(this);
    this.check = new ChiefMoveCheck(this, generator);
    this.transition = new ChiefTransition(this);
    this.diagram = new ChiefDiagram(this);
    this.inputs = new ChiefInputs(this, generator, check, diagram);
    this.initial = variant.mode() == Mode.ARMAGEDDON ? null : ChiefSetup.initial(this, 0);
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

  /** {@return the standard game on the default 5x7 board} */
  public static ChiefRules standard() {
    return of(ChiefVariant.of(Mode.STANDARD), Geometry.of(5, 7));
  }

  /** {@return the variant and its options} */
  public ChiefVariant chiefVariant() {
    return variant;
  }

  /** {@return the board's geometry} */
  public Geometry geometry() {
    return geometry;
  }

  /**
   * {@return the player of a seat index}
   *
   * @param seat the 0-based seat: White 0 and Black 1, or South, West, North, East 0 to 3
   */
  public Player player(int seat) {
    return seats[seat];
  }

  @Override
  public String gameId() {
    return "chief";
  }

  @Override
  public String variantName() {
    return variantField;
  }

  @Override
  public Seq<Player> players() {
    return Array.of(seats);
  }

  @Override
  public ChiefPosition initial() {
    return initial(0);
  }

  /** Returns the initial position; only {@code armageddon} uses the seed, for its random setup. */
  @Override
  public ChiefPosition initial(long seed) {
    return initial != null ? initial : ChiefSetup.initial(this, seed);
  }

  /**
   * Returns the most pieces of each kind (K W R A S) that a seat may own, on the board and in hand
   * together (§12.2 check 2).
   */
  int[] army(int seat) {
    return ChiefSetup.army(variant, geometry, seat);
  }

  /** Returns the name of a seat for messages: White, Black, or South (w), West (r), … */
  String sideName(int seat) {
    return isMultiplayer() ? MULTI_NAMES[seat] + " (" + seats[seat].name() + ")" : SEAT_NAMES[seat];
  }

  /** Returns a piece for messages, for example "black savage". */
  String describe(int cell) {
    String kind = ChiefKind.of(ChiefCells.kind(cell)).name().toLowerCase(Locale.ROOT);
    String owner =
        isMultiplayer() ? MULTI_NAMES[ChiefCells.seat(cell)] : SEAT_NAMES[ChiefCells.seat(cell)];
    return owner.toLowerCase(Locale.ROOT) + " " + kind;
  }

  // ---- turn order and outcome ----

  boolean isMultiplayer() {
    return seats.length > 2;
  }

  boolean stepBackRule() {
    return variant.mode() == Mode.ARMAGEDDON;
  }

  /** Returns the seat that moves after {@code mover}; multiplayer skips seats without a Chief. */
  int nextSeat(int mover, int chiefMask) {
    if (seats.length == 2) {
      return 1 - mover;
    }
    for (int i = 1; i < seats.length; i++) {
      int seat = (mover + i) % seats.length;
      if ((chiefMask >> seat & 1) != 0) {
        return seat;
      }
    }
    // Nobody else has a Chief: the mover has just won and stays the side "to move".
    return mover;
  }

  /** Returns the winning seat, or -1 while nobody has won (a repetition draw is not a win). */
  int winner(ChiefPosition position) {
    switch (variant.mode()) {
      case STANDARD, WILD -> {
        int side = position.side();
        if (!hasChief(position, side)) {
          return 1 - side;
        }
        return hasChief(position, 1 - side) ? -1 : side;
      }
      case ASSASSINATION -> {
        if (!hasChief(position, 0)) {
          return 1;
        }
        return hasPieces(position, 1) ? -1 : 0;
      }
      case ARMAGEDDON -> {
        if (!hasPieces(position, 0)) {
          return 1;
        }
        return hasPieces(position, 1) ? -1 : 0;
      }
      default -> {
        int active = position.chiefMask();
        return Integer.bitCount(active) == 1 ? Integer.numberOfTrailingZeros(active) : -1;
      }
    }
  }

  private static boolean hasChief(ChiefPosition position, int seat) {
    return (position.chiefMask() >> seat & 1) != 0 || position.handCount(seat, CHIEF) > 0;
  }

  private static boolean hasPieces(ChiefPosition position, int seat) {
    if (!position.handEmpty(seat)) {
      return true;
    }
    for (byte cell : position.cells()) {
      if (cell != 0 && ChiefCells.seat(cell) == seat) {
        return true;
      }
    }
    return false;
  }

  boolean finished(ChiefPosition position) {
    return position.repeated() || winner(position) >= 0;
  }

  /** Returns the {@link ChiefHeuristic} estimate: material of the players still in the game. */
  @Override
  public double evaluate(ChiefPosition position, Player player) {
    return ChiefHeuristic.evaluate(this, position, player);
  }

  @Override
  public Outcome outcome(ChiefPosition position) {
    int winner = winner(position);
    if (winner >= 0) {
      boolean allCaptured =
          variant.mode() == Mode.ARMAGEDDON
              || (variant.mode() == Mode.ASSASSINATION && winner == 0);
      return Outcome.win(seats[winner], allCaptured ? "ALL_CAPTURED" : "CHIEF_CAPTURED");
    }
    if (position.repeated()) {
      Set<Player> out = TreeSet.empty(Outcome.BY_SEAT);
      Set<Player> in = TreeSet.empty(Outcome.BY_SEAT);
      for (Player seat : seats) {
        boolean stillIn = !isMultiplayer() || (position.chiefMask() >> seat.index() & 1) != 0;
        if (stillIn) {
          in = in.add(seat);
        } else {
          out = out.add(seat);
        }
      }
      return out.isEmpty()
          ? Outcome.draw("REPETITION")
          : new Outcome.Ranking(List.of(in, out), "REPETITION");
    }
    return Outcome.ONGOING;
  }

  @Override
  public ToMove<ChiefMove> toMove(ChiefPosition position) {
    return finished(position) ? new ToMove.Nobody<>() : new ToMove.Seat<>(seats[position.side()]);
  }

  // ---- moves ----

  @Override
  public Seq<ChiefMove> legalMoves(ChiefPosition position) {
    return finished(position) ? List.empty() : generator.legalMoves(position);
  }

  /**
   * Returns the captures among the legal moves, the steps that remove an enemy piece; pushes only
   * move the enemy, and placements and reinforcements are left to the full search.
   */
  @Override
  public Seq<ChiefMove> noisyMoves(ChiefPosition position) {
    return finished(position) ? List.empty() : generator.captures(position);
  }

  @Override
  public int countLegalMoves(ChiefPosition position) {
    return finished(position) ? 0 : generator.count(position);
  }

  /**
   * Draws a legal move uniformly without listing them: the moves are counted and only the drawn one
   * is made. It is the move {@code legalMoves(position).get(random.nextInt(size))} gives.
   */
  @Override
  public Option<ChiefMove> randomMove(ChiefPosition position, RandomGenerator random) {
    return finished(position) ? Option.none() : Option.some(generator.randomMove(position, random));
  }

  // ---- apply and play ----

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

  // ---- for user interfaces ----

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

  /**
   * Returns the legal steps of the piece on {@code from}, each with its kind (move, push or
   * capture); empty when the square is empty, not the mover's, frozen, or the game is over.
   *
   * @param position the position to move in
   * @param from the square of the piece a person selected
   * @return the legal steps from {@code from}, in move order
   */
  public Seq<Step> targets(ChiefPosition position, Square from) {
    return inputs.targets(position, from);
  }

  /**
   * Returns the restrictions on the side to move: each of its frozen pieces, and each of its pieces
   * that could push the piece on the push-limit square but may not, with the reason.
   *
   * @param position the position to move in
   * @return the restrictions, empty when nothing holds a piece back
   */
  public Seq<ChiefRestriction> restrictions(ChiefPosition position) {
    return inputs.restrictions(position);
  }

  /** Equal when variant, options and board size are equal. */
  @Override
  public boolean equals(Object o) {
    return o instanceof ChiefRules other
        && variant.equals(other.variant)
        && geometry == other.geometry;
  }

  @Override
  public int hashCode() {
    return variant.hashCode() * 31 + geometry.hashCode();
  }

  @Override
  public String toString() {
    return "chief " + variantName() + " " + geometry;
  }
}
