package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.CHIEF;
import static io.github.latrunculi.chief.ChiefCells.KINDS;
import static io.github.latrunculi.chief.ChiefCells.SAVAGE;

import io.github.latrunculi.chief.ChiefMove.Place;
import io.github.latrunculi.chief.ChiefMove.Reinforce;
import io.github.latrunculi.chief.ChiefMove.Step;
import io.github.latrunculi.chief.ChiefMove.StepKind;
import io.github.latrunculi.chief.ChiefVariant.Mode;
import io.github.latrunculi.core.Geometry;
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
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Locale;

/**
 * The rules of one Chief variant on one board size: an immutable, thread-safe object shared by any
 * number of games. See the package documentation for the rules themselves.
 *
 * <p>Besides the {@link Rules} contract it answers the questions of user interfaces: {@link
 * #targets} lists the legal steps of one piece with their kinds (move, push, capture) and {@link
 * #restrictions} names the pieces that are frozen or held back by the push limit.
 */
public final class ChiefRules implements Rules<ChiefPosition, ChiefMove> {
  private static final String[] TWO_SEATS = {"w", "b"};
  private static final String[] FOUR_SEATS = {"w", "r", "b", "g"};
  private static final String[] SEAT_NAMES = {"White", "Black"};
  private static final String[] MULTI_NAMES = {"South", "West", "North", "East"};
  private static final StepKind[] STEP_KINDS = StepKind.values();

  private final ChiefVariant variant;
  private final String variantField;
  private final Geometry geometry;
  private final Player[] seats;
  private final ChiefNotation notation;
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
    this.initial = variant.mode() == Mode.ARMAGEDDON ? null : ChiefSetup.initial(this, 0);
  }

  /**
   * Returns the rules of a variant on a board size.
   *
   * @throws IllegalArgumentException when the variant is not played on that size (see {@link
   *     Mode#supports}); {@link ChiefGame#rules} refuses such setups with a rejection instead
   */
  public static ChiefRules of(ChiefVariant variant, Geometry geometry) {
    if (!variant.mode().supports(geometry.width(), geometry.height())) {
      throw new IllegalArgumentException(variant.mode().id() + " is not played on " + geometry);
    }
    return new ChiefRules(variant, geometry);
  }

  /** Returns the standard game on the default 5x7 board. */
  public static ChiefRules standard() {
    return of(ChiefVariant.of(Mode.STANDARD), Geometry.of(5, 7));
  }

  /** Returns the variant and its options. */
  public ChiefVariant chiefVariant() {
    return variant;
  }

  /** Returns the board's geometry. */
  public Geometry geometry() {
    return geometry;
  }

  /** Returns the player of a seat index. */
  public Player player(int seat) {
    return seats[seat];
  }

  @Override
  public String gameId() {
    return "chief";
  }

  @Override
  public String variant() {
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
    String owner = isMultiplayer() ? MULTI_NAMES[ChiefCells.seat(cell)] : SEAT_NAMES[ChiefCells.seat(cell)];
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
    for (int i = 1; i <= seats.length; i++) {
      int seat = (mover + i) % seats.length;
      if ((chiefMask >> seat & 1) != 0) {
        return seat;
      }
    }
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
        int active = position.chiefMask() & ((1 << seats.length) - 1);
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
          variant.mode() == Mode.ARMAGEDDON || (variant.mode() == Mode.ASSASSINATION && winner == 0);
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

  // ---- move generation ----

  @Override
  public Seq<ChiefMove> legalMoves(ChiefPosition position) {
    if (finished(position)) {
      return List.empty();
    }
    ArrayList<ChiefMove> moves = new ArrayList<>();
    if (position.placing()) {
      addPlacements(position, moves);
    } else {
      int[] packed = new int[ChiefMoveGenerator.steps(this, position, null)];
      ChiefMoveGenerator.steps(this, position, packed);
      for (int p : packed) {
        moves.add(step(p));
      }
      addReinforcements(position, moves);
    }
    if (moves.isEmpty()) {
      return List.of(ChiefMove.PASS);
    }
    return Array.ofAll(moves);
  }

  @Override
  public int countLegalMoves(ChiefPosition position) {
    if (finished(position)) {
      return 0;
    }
    int n;
    if (position.placing()) {
      n = placeableKinds(position) * emptySquares(position);
    } else {
      n = ChiefMoveGenerator.steps(this, position, null) + countReinforcements(position);
    }
    return n == 0 ? 1 : n;
  }

  private Step step(int packed) {
    return new Step(
        geometry.square(ChiefMoveGenerator.from(packed)),
        geometry.square(ChiefMoveGenerator.to(packed)),
        STEP_KINDS[ChiefMoveGenerator.kind(packed)]);
  }

  private boolean mayPlace(ChiefPosition position, int kind) {
    return position.handCount(position.side(), kind) > 0 && (kind != CHIEF || !chiefMustWait(position));
  }

  private int placeableKinds(ChiefPosition position) {
    int n = 0;
    for (int kind = 0; kind < KINDS; kind++) {
      n += mayPlace(position, kind) ? 1 : 0;
    }
    return n;
  }

  private int emptySquares(ChiefPosition position) {
    int n = 0;
    for (byte cell : position.cells()) {
      n += cell == 0 ? 1 : 0;
    }
    return n;
  }

  private void addPlacements(ChiefPosition position, ArrayList<ChiefMove> moves) {
    for (int kind = 0; kind < KINDS; kind++) {
      if (!mayPlace(position, kind)) {
        continue;
      }
      for (int s = 0; s < geometry.size(); s++) {
        if (position.cell(s) == 0) {
          moves.add(new Place(ChiefKind.of(kind), geometry.square(s)));
        }
      }
    }
  }

  /** Assassination: the Chief is placed last, after every other piece of both hands. */
  boolean chiefMustWait(ChiefPosition position) {
    if (variant.mode() != Mode.ASSASSINATION) {
      return false;
    }
    byte[] hands = position.hands();
    for (int i = 0; i < hands.length; i++) {
      if (i != CHIEF && hands[i] != 0) {
        return true;
      }
    }
    return false;
  }

  boolean mayReinforce(ChiefPosition position) {
    return variant.mode() == Mode.ASSASSINATION && position.side() == 0 && variant.reinforce() > 0;
  }

  /** Returns the empty squares of the outer ring, in index (rank-then-file) order. */
  private int[] emptyEdgeSquares(ChiefPosition position) {
    int[] squares = new int[geometry.size()];
    int n = 0;
    for (int s = 0; s < geometry.size(); s++) {
      if (isEdge(s) && position.cell(s) == 0) {
        squares[n++] = s;
      }
    }
    return Arrays.copyOf(squares, n);
  }

  boolean isEdge(int square) {
    int file = geometry.fileOf(square);
    int rank = geometry.rankOf(square);
    return file == 0 || rank == 0 || file == geometry.width() - 1 || rank == geometry.height() - 1;
  }

  int savagesOnBoard(ChiefPosition position, int seat) {
    int n = 0;
    int savage = ChiefCells.code(seat, SAVAGE);
    for (byte cell : position.cells()) {
      n += cell == savage ? 1 : 0;
    }
    return n;
  }

  /** How many Savages White may bring in this turn. */
  private int reinforcementAllowance(ChiefPosition position) {
    return Math.min(variant.reinforce(), variant.savageCap() - savagesOnBoard(position, 0));
  }

  private void addReinforcements(ChiefPosition position, ArrayList<ChiefMove> moves) {
    if (!mayReinforce(position)) {
      return;
    }
    int allowance = reinforcementAllowance(position);
    int[] edge = emptyEdgeSquares(position);
    addCombinations(edge, 0, allowance, List.empty(), moves);
  }

  private void addCombinations(
      int[] edge, int start, int left, List<Square> chosen, ArrayList<ChiefMove> moves) {
    if (left == 0) {
      return;
    }
    for (int i = start; i < edge.length; i++) {
      List<Square> squares = chosen.append(geometry.square(edge[i]));
      moves.add(new Reinforce(squares));
      addCombinations(edge, i + 1, left - 1, squares, moves);
    }
  }

  private int countReinforcements(ChiefPosition position) {
    if (!mayReinforce(position)) {
      return 0;
    }
    int allowance = reinforcementAllowance(position);
    int edge = emptyEdgeSquares(position).length;
    int total = 0;
    long ways = 1;
    for (int k = 1; k <= allowance && k <= edge; k++) {
      ways = ways * (edge - k + 1) / k;
      total += (int) ways;
    }
    return total;
  }

  /** Armageddon's "not a step back": does the step from s to t satisfy the distance rule? */
  boolean approaches(int from, int to, int[] enemies) {
    boolean notFarther = variant.stepNotFarther();
    for (int enemy : enemies) {
      int before = distance(from, enemy);
      int after = distance(to, enemy);
      if (after < before || (notFarther && after == before)) {
        return true;
      }
    }
    return false;
  }

  private int distance(int a, int b) {
    int df = Math.abs(geometry.fileOf(a) - geometry.fileOf(b));
    int dr = Math.abs(geometry.rankOf(a) - geometry.rankOf(b));
    return variant.stepEuclid() ? df * df + dr * dr : Math.max(df, dr);
  }

  // ---- apply and play ----

  @Override
  public ChiefPosition apply(ChiefPosition position, ChiefMove move) {
    if (move instanceof Step step) {
      return position.afterStep(this, geometry.index(step.from()), geometry.index(step.to()));
    }
    if (move instanceof Place place) {
      return position.afterPlace(this, place.kind().ordinal(), geometry.index(place.square()));
    }
    if (move instanceof Reinforce reinforce) {
      int[] squares = new int[reinforce.squares().size()];
      int i = 0;
      for (Square square : reinforce.squares()) {
        squares[i++] = geometry.index(square);
      }
      return position.afterReinforce(this, squares);
    }
    return position.afterPass(this);
  }

  @Override
  public Either<Rejection, ChiefPosition> play(ChiefPosition position, ChiefMove move) {
    if (move == null) {
      return Either.left(new Rejection(ChiefRejection.MALFORMED, "no move given"));
    }
    if (finished(position)) {
      return Either.left(
          new Rejection(
              ChiefRejection.GAME_OVER, "the game is over (" + outcome(position) + "): no move is accepted"));
    }
    Either<Rejection, ChiefMove> checked;
    if (move instanceof Step step) {
      checked = ChiefMoveCheck.step(this, position, step);
    } else if (move instanceof Place place) {
      checked = ChiefMoveCheck.place(this, position, place);
    } else if (move instanceof Reinforce reinforce) {
      checked = ChiefMoveCheck.reinforce(this, position, reinforce);
    } else {
      checked = ChiefMoveCheck.pass(this, position);
    }
    return checked.map(m -> apply(position, m));
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

  /**
   * Returns the legal steps of the piece on {@code from}, each with its kind (move, push or
   * capture); empty when the square is empty, not the mover's, frozen, or the game is over.
   */
  public Seq<Step> targets(ChiefPosition position, Square from) {
    if (!geometry.contains(from) || finished(position) || position.placing()) {
      return List.empty();
    }
    int[] packed = new int[ChiefMoveGenerator.steps(this, position, null)];
    ChiefMoveGenerator.steps(this, position, packed);
    int origin = geometry.index(from);
    List<Step> result = List.empty();
    for (int i = packed.length - 1; i >= 0; i--) {
      if (ChiefMoveGenerator.from(packed[i]) == origin) {
        result = result.prepend(step(packed[i]));
      }
    }
    return result;
  }

  /**
   * Returns the restrictions on the side to move: each of its frozen pieces, and each of its pieces
   * that could push the piece on the push-limit square but may not, with the reason.
   */
  public Seq<ChiefRestriction> restrictions(ChiefPosition position) {
    if (finished(position) || position.placing()) {
      return List.empty();
    }
    List<ChiefRestriction> result = List.empty();
    int side = position.side();
    for (int s = 0; s < geometry.size(); s++) {
      int cell = position.cell(s);
      if (cell != 0 && ChiefCells.seat(cell) == side && position.isFrozen(s)) {
        Square square = geometry.square(s);
        result = result.append(
            new ChiefRestriction(square, ChiefRejection.FROZEN, square, square + " is frozen: it was pushed on the previous turn"));
      }
    }
    int limitSquare = position.pushSquareIndex();
    if (limitSquare >= 0 && position.pushCount() >= variant.pushLimit()) {
      Square target = geometry.square(limitSquare);
      for (int s = 0; s < geometry.size(); s++) {
        int cell = position.cell(s);
        if (cell == 0 || ChiefCells.seat(cell) != side || position.isFrozen(s) || s == limitSquare) {
          continue;
        }
        Square square = geometry.square(s);
        for (StepKind kind : StepKind.values()) {
          Either<Rejection, ChiefMove> check = ChiefMoveCheck.step(this, position, new Step(square, target, kind));
          if (check.isLeft() && check.getLeft().code() == ChiefRejection.PUSH_LIMIT) {
            result = result.append(
                new ChiefRestriction(square, ChiefRejection.PUSH_LIMIT, target,
                    square + " may not attack " + target + ": " + check.getLeft().message()));
            break;
          }
        }
      }
    }
    return result;
  }

  // ---- terminal drawing ----

  @Override
  public String diagram(ChiefPosition position) {
    StringBuilder sb = new StringBuilder();
    int cellWidth = isMultiplayer() ? 3 : 2;
    for (int rank = geometry.height() - 1; rank >= 0; rank--) {
      sb.append(String.format("%2d", rank + 1));
      for (int file = 0; file < geometry.width(); file++) {
        int cell = position.cell(geometry.index(file, rank));
        String token = cell == 0 ? "." : ChiefNotation.token(cell, isMultiplayer());
        sb.append(" ".repeat(cellWidth - token.length())).append(token);
      }
      sb.append('\n');
    }
    sb.append("  ");
    for (int file = 0; file < geometry.width(); file++) {
      sb.append(" ".repeat(cellWidth - 1)).append((char) ('a' + file));
    }
    sb.append('\n');
    Outcome outcome = outcome(position);
    sb.append(outcome.isFinished() ? "game over: " + outcome : sideName(position.side()) + " to move");
    if (!position.frozen().isEmpty()) {
      sb.append("; frozen ").append(position.frozen().mkString(","));
    }
    if (position.pushSquare().isDefined()) {
      sb.append("; push row ").append(position.pushSquare().get()).append(':').append(position.pushCount());
    }
    sb.append('\n');
    return sb.toString();
  }

  /** Equal when variant, options and board size are equal. */
  @Override
  public boolean equals(Object o) {
    return o instanceof ChiefRules other && variant.equals(other.variant) && geometry == other.geometry;
  }

  @Override
  public int hashCode() {
    return variant.hashCode() * 31 + geometry.hashCode();
  }

  @Override
  public String toString() {
    return "chief " + variant() + " " + geometry;
  }
}
