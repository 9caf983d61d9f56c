package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The rules of one Chaturaji variant: immutable and thread-safe, shared by any number of games. A
 * thin facade over the package's roles: {@link ChaturajiMoveGenerator} lists the actions, {@link
 * ChaturajiMoveCheck} validates one, {@link ChaturajiTransition} applies it, {@link
 * ChaturajiDiagram} draws the position and {@link ChaturajiInputs} says how a person enters a move.
 *
 * <p>Besides the {@link Rules} contract it answers the questions of a user interface: who acts on
 * the current slot ({@link #actor}) and which armies it commands ({@link #commandedArmies}), the
 * men the current die value lets move ({@link #movableMen}), the legal targets from a square
 * ({@link #targets}), and the faces of the die with their probabilities at a chance point ({@link
 * #dieFaces}). The same answers appear in the {@link #view} as marks and facts.
 *
 * <p>The Zobrist key ({@link #hash}) covers the board (each man with its link and transferred
 * flag), the slot, the die field, the commanders and the prisoners; it leaves out on purpose the
 * last two fields of the position line, the quiet counter and the turn number, so positions that
 * differ only in those counters share a key.
 */
public final class ChaturajiRules implements Rules<ChaturajiPosition, ChaturajiMove> {
  private static final Seq<Player> PLAYERS =
      Array.of(ChaturajiArmy.values()).map(ChaturajiArmy::player);

  private final ChaturajiVariant variant;
  private final ChaturajiNotation notation;
  private final ChaturajiPosition initial;
  private final ChaturajiMoveCheck check;
  private final ChaturajiTransition transition;
  private final ChaturajiDiagram diagram;
  private final ChaturajiInputs inputs;

  /** The throws of a chance point and their probabilities: the same at every chance point. */
  private final ToMove.Chance<ChaturajiMove> chance;

  private final Seq<ChaturajiMove> throwMoves;

  /**
   * The codes of the throws and their cumulative probabilities, in the order of {@link #chance}, so
   * that a random throw is drawn exactly as {@link ToMove.Chance#sample} would draw it, without
   * walking boxed tuples.
   */
  private final int[] throwCodes;

  private final double[] throwCumulative;

  /** The seats as {@link ToMove.Seat} values, one per army, shared. */
  private final Seq<ToMove<ChaturajiMove>> seats;

  /** A move buffer per thread, so that generating moves allocates only the result. */
  private final ThreadLocal<int[]> buffer =
      ThreadLocal.withInitial(() -> new int[ChaturajiMoveGenerator.MAX_MOVES]);

  /**
   * Creates the rules of a variant.
   *
   * @param variant the named variant with its options
   */
  public ChaturajiRules(ChaturajiVariant variant) {
    this.variant = Objects.requireNonNull(variant, "variant");
    this.notation = new ChaturajiNotation(variant);
    this.initial = ChaturajiPosition.start(variant, ChaturajiArmy.RED);
    this.check = new ChaturajiMoveCheck(variant);
    this.transition = new ChaturajiTransition(variant);
    this.diagram = new ChaturajiDiagram(variant, PLAYERS);
    this.inputs = new ChaturajiInputs(variant, check, transition);
    int[] faces = ChaturajiCommand.faces(variant.dice());
    this.throwMoves =
        Array.ofAll(faces).map(face -> ChaturajiMoveCode.toMove(ChaturajiMoveCode.throwOf(face)));
    this.chance =
        new ToMove.Chance<>(
            throwMoves.map(
                m ->
                    Tuple.of(
                        m,
                        ChaturajiCommand.probability(
                            variant.dice(), ((ChaturajiMove.Throw) m).value()))));
    this.seats = PLAYERS.map(player -> new ToMove.Seat<>(player));
    this.throwCodes = new int[faces.length];
    this.throwCumulative = new double[faces.length];
    double cumulative = 0;
    for (int i = 0; i < faces.length; i++) {
      throwCodes[i] = ChaturajiMoveCode.throwOf(faces[i]);
      cumulative += ChaturajiCommand.probability(variant.dice(), faces[i]);
      throwCumulative[i] = cumulative;
    }
  }

  /** {@return the variant and options of these rules} */
  public ChaturajiVariant options() {
    return variant;
  }

  @Override
  public String gameId() {
    return "chaturaji";
  }

  @Override
  public String variantName() {
    return notation.variantField();
  }

  /** Returns the four seats r, g, y, b in turn order. */
  @Override
  public Seq<Player> players() {
    return PLAYERS;
  }

  /** Returns the starting position with Red to move first. */
  @Override
  public ChaturajiPosition initial() {
    return initial;
  }

  /**
   * {@return the starting position with {@code first} to move first}
   *
   * @param first the army that plays the first turn slot; play then goes on clockwise
   */
  public ChaturajiPosition initial(ChaturajiArmy first) {
    return ChaturajiPosition.start(variant, first);
  }

  @Override
  public ToMove<ChaturajiMove> toMove(ChaturajiPosition position) {
    if (position.status != ChaturajiPosition.ONGOING) {
      return new ToMove.Nobody<>();
    }
    if (position.die == ChaturajiPosition.DIE_DUE) {
      return chance;
    }
    return seats.get(ChaturajiCommand.actor(position.slot, position.commanders));
  }

  @Override
  public Seq<ChaturajiMove> legalMoves(ChaturajiPosition position) {
    if (position.die == ChaturajiPosition.DIE_DUE) { // a throw is due only while the game goes on
      return throwMoves;
    }
    int[] codes = buffer.get();
    int n = ChaturajiMoveGenerator.generate(variant, position, codes);
    ChaturajiMove[] moves = new ChaturajiMove[n];
    for (int i = 0; i < n; i++) {
      moves[i] = ChaturajiMoveCode.toMove(codes[i]);
    }
    return Array.of(moves);
  }

  @Override
  public int countLegalMoves(ChaturajiPosition position) {
    return ChaturajiMoveGenerator.generate(variant, position, null);
  }

  /**
   * Returns a random legal action for playouts, without building the move list: at a chance point a
   * throw drawn with the die's probabilities, otherwise a move drawn uniformly from the legal
   * moves; {@code None} when the game is over.
   */
  @Override
  public Option<ChaturajiMove> randomMove(ChaturajiPosition position, RandomGenerator random) {
    if (position.status != ChaturajiPosition.ONGOING) {
      return Option.none();
    }
    if (position.die == ChaturajiPosition.DIE_DUE) {
      return ChaturajiMoveCode.toSomeMove(throwCode(random.nextDouble()));
    }
    int[] codes = buffer.get();
    int n = ChaturajiMoveGenerator.generate(variant, position, codes);
    return ChaturajiMoveCode.toSomeMove(codes[random.nextInt(n)]);
  }

  /**
   * Returns the throw a uniform draw {@code u} in [0, 1) selects, as {@link ToMove.Chance#sample}.
   */
  private int throwCode(double u) {
    int last = throwCodes.length - 1;
    for (int i = 0; i < last; i++) {
      if (u < throwCumulative[i]) {
        return throwCodes[i];
      }
    }
    return throwCodes[last];
  }

  @Override
  public Either<Rejection, ChaturajiPosition> play(ChaturajiPosition position, ChaturajiMove move) {
    return check.check(position, move).map(m -> transition.apply(position, m));
  }

  @Override
  public ChaturajiPosition apply(ChaturajiPosition position, ChaturajiMove move) {
    return transition.apply(position, move);
  }

  /** Returns the {@link ChaturajiHeuristic} estimate: the camps' material, marajas first. */
  @Override
  public double evaluate(ChaturajiPosition position, Player player) {
    return ChaturajiHeuristic.evaluate(this, position, player);
  }

  /**
   * Returns the captures among the legal moves: the board moves that take an enemy man (what the
   * hierarchy lets capture). A throw of the die is a chance event and never noisy; exchanges and
   * releases are left to the full search.
   */
  @Override
  public Seq<ChaturajiMove> noisyMoves(ChaturajiPosition position) {
    if (position.status != ChaturajiPosition.ONGOING || position.die == ChaturajiPosition.DIE_DUE) {
      return List.empty();
    }
    int[] codes = buffer.get();
    int n = ChaturajiMoveGenerator.generate(variant, position, codes);
    List<ChaturajiMove> captures = List.empty();
    for (int i = n - 1; i >= 0; i--) {
      if (ChaturajiMoveCode.type(codes[i]) == ChaturajiMoveCode.STEP
          && ChaturajiMoveCode.isCapture(codes[i])) {
        captures = captures.prepend(ChaturajiMoveCode.toMove(codes[i]));
      }
    }
    return captures;
  }

  /** Returns true for the same army or the two armies of one camp, who win and lose together. */
  @Override
  public boolean allied(Player a, Player b) {
    return ChaturajiArmy.of(a.index()).camp() == ChaturajiArmy.of(b.index()).camp();
  }

  @Override
  public Outcome outcome(ChaturajiPosition position) {
    switch (position.status) {
      case ChaturajiPosition.RY_ALL_MEN:
        return Outcome.win(campPlayers(ChaturajiCamp.RY), "ALL_MEN_CAPTURED");
      case ChaturajiPosition.GB_ALL_MEN:
        return Outcome.win(campPlayers(ChaturajiCamp.GB), "ALL_MEN_CAPTURED");
      case ChaturajiPosition.RY_MARAJAS:
        return Outcome.win(campPlayers(ChaturajiCamp.RY), "BOTH_MARAJAS_CAPTURED");
      case ChaturajiPosition.GB_MARAJAS:
        return Outcome.win(campPlayers(ChaturajiCamp.GB), "BOTH_MARAJAS_CAPTURED");
      case ChaturajiPosition.NO_PROGRESS:
        return Outcome.draw("NO_PROGRESS");
      case ChaturajiPosition.DEADLOCK:
        return Outcome.draw("DEADLOCK");
      default:
        return Outcome.ONGOING;
    }
  }

  private static List<Player> campPlayers(ChaturajiCamp camp) {
    return camp.armies().map(ChaturajiArmy::player);
  }

  /** Returns the Zobrist key; it leaves out the quiet counter and the turn number (see above). */
  @Override
  public long hash(ChaturajiPosition position) {
    return position.hash;
  }

  @Override
  public ChaturajiNotation notation() {
    return notation;
  }

  /**
   * Returns the army that acts on the current slot: the camp's commander if the camp is unified,
   * else the slot's own army; {@code None} when the game is over.
   *
   * @param position the position to move in
   * @return the acting army, or {@code None}
   */
  public Option<ChaturajiArmy> actor(ChaturajiPosition position) {
    return diagram.actor(position);
  }

  /**
   * Returns the armies with at least one man on the board that the actor may move on the current
   * slot (its own, the ally's when the camp is unified or the ally headless, or the ally's
   * transferred boat), in seat order; empty when the game is over.
   *
   * @param position the position to move in
   * @return the armies whose men the actor may move
   */
  public TreeSet<ChaturajiArmy> commandedArmies(ChaturajiPosition position) {
    return diagram.commandedArmies(position);
  }

  /**
   * Returns the squares of the men the actor may move now: the commanded men that the die value
   * selects (every commanded man in free mode), whether or not they have a legal move. Empty at a
   * chance point and when the game is over.
   *
   * @param position the position to move in
   * @return the squares of those men, in board order
   */
  public TreeSet<Square> movableMen(ChaturajiPosition position) {
    return diagram.movableMen(position);
  }

  /**
   * {@return the legal board moves (promotion choices included) of the man on {@code from}} Empty
   * when that man may not move now.
   *
   * @param position the position to move in
   * @param from the square of the man a person selected
   */
  public Seq<ChaturajiMove.Step> movesFrom(ChaturajiPosition position, Square from) {
    return legalMoves(position)
        .filter(m -> m instanceof ChaturajiMove.Step step && step.from().equals(from))
        .map(m -> (ChaturajiMove.Step) m);
  }

  /**
   * {@return the squares the man on {@code from} may legally move to, in board order}
   *
   * @param position the position to move in
   * @param from the square of the man a person selected
   */
  public TreeSet<Square> targets(ChaturajiPosition position, Square from) {
    return TreeSet.ofAll(movesFrom(position, from).map(ChaturajiMove.Step::to));
  }

  /**
   * Returns the faces of the die with their probabilities when a throw is due, in increasing order;
   * empty otherwise.
   *
   * @param position the position to move in
   * @return each face, 1 to 4, with its probability
   */
  public Seq<Tuple2<Integer, Double>> dieFaces(ChaturajiPosition position) {
    if (position.status != ChaturajiPosition.ONGOING || position.die != ChaturajiPosition.DIE_DUE) {
      return Array.empty();
    }
    return chance.outcomes().map(t -> Tuple.of(((ChaturajiMove.Throw) t._1).value(), t._2));
  }

  /**
   * Describes the men a die value selects, for example "the horse and its soldier".
   *
   * @param value a value of the die, 1 (boat) to 4 (maraja)
   * @return the description, for a side panel
   */
  public String dieMeaning(int value) {
    return diagram.dieMeaning(value);
  }

  /**
   * Returns the view of a position: every man with its army, kind and token; marks on the men the
   * die lets move and on transferred boats; facts for the slot, actor, die, commanders, prisoners
   * and counters; the two camps as teams.
   */
  @Override
  public BoardView view(ChaturajiPosition position) {
    return diagram.view(position, outcome(position));
  }

  /**
   * Returns the clicks and choices that enter a legal move, its kind and a one-line description.
   */
  @Override
  public MoveInputs moveInputs(ChaturajiPosition position, ChaturajiMove move) {
    return inputs.of(position, move);
  }

  /**
   * Explains a refused click in the game's words: an empty square, a man the actor does not
   * command, a man the die does not select, or a throw that is due first.
   */
  @Override
  public Option<Rejection> explainInput(
      ChaturajiPosition position, Seq<Input> entered, Input refused) {
    return inputs.explain(position, entered, refused);
  }

  /**
   * Draws the board for a terminal: rank 8 at the top, files labelled, each man as its token; then
   * the slot, the actor, the die, commanders, prisoners and counters, the marks and the status.
   */
  @Override
  public String diagram(ChaturajiPosition position) {
    return diagram.text(position, view(position), outcome(position));
  }
}
