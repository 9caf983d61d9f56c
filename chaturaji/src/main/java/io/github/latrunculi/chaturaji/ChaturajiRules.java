package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.BoardTables.GEOMETRY;

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
 * The rules of one Chaturaji variant: immutable and thread-safe, shared by any number of games.
 *
 * <p>Besides the {@link Rules} contract it answers the questions of a user interface: who acts on
 * the current slot ({@link #actor}) and which armies it commands ({@link #commandedArmies}), the
 * men the current die value lets move ({@link #movableMen}), the legal targets from a square
 * ({@link #targets}), and the faces of the die with their probabilities at a chance point ({@link
 * #dieFaces}).
 */
public final class ChaturajiRules implements Rules<ChaturajiPosition, ChaturajiMove> {
  private static final Seq<Player> PLAYERS = Array.of(ChaturajiArmy.values()).map(ChaturajiArmy::player);

  private final ChaturajiVariant variant;
  private final ChaturajiNotation notation;
  private final ChaturajiPosition initial;
  /** The throws of a chance point and their probabilities: the same at every chance point. */
  private final ToMove.Chance<ChaturajiMove> chance;
  private final Seq<ChaturajiMove> throwMoves;
  /**
   * The codes of the throws and their cumulative probabilities, in the order of {@link #chance},
   * so that a random throw is drawn exactly as {@link ToMove.Chance#sample} would draw it, without
   * walking boxed tuples.
   */
  private final int[] throwCodes;
  private final double[] throwCumulative;
  /** The seats as {@link ToMove.Seat} values, one per army, shared. */
  private final Seq<ToMove<ChaturajiMove>> seats;
  /** A move buffer per thread, so that generating moves allocates only the result. */
  private final ThreadLocal<int[]> buffer =
      ThreadLocal.withInitial(() -> new int[ChaturajiMoveGenerator.MAX_MOVES]);

  /** Creates the rules of a variant. */
  public ChaturajiRules(ChaturajiVariant variant) {
    this.variant = Objects.requireNonNull(variant, "variant");
    this.notation = new ChaturajiNotation(variant);
    this.initial = start(ChaturajiArmy.RED);
    int[] faces = Command.faces(variant.dice());
    this.throwMoves = Array.ofAll(faces).map(face -> MoveCode.toMove(MoveCode.throwOf(face)));
    this.chance =
        new ToMove.Chance<>(
            throwMoves.map(
                m -> Tuple.of(m, Command.probability(variant.dice(), ((ChaturajiMove.Throw) m).value()))));
    this.seats = PLAYERS.map(player -> new ToMove.Seat<>(player));
    this.throwCodes = new int[faces.length];
    this.throwCumulative = new double[faces.length];
    double cumulative = 0;
    for (int i = 0; i < faces.length; i++) {
      throwCodes[i] = MoveCode.throwOf(faces[i]);
      cumulative += Command.probability(variant.dice(), faces[i]);
      throwCumulative[i] = cumulative;
    }
  }

  /** Returns the options of these rules. */
  public ChaturajiVariant options() {
    return variant;
  }

  @Override
  public String gameId() {
    return "chaturaji";
  }

  @Override
  public String variant() {
    return variant.field();
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

  /** Returns the starting position with {@code first} to move first. */
  public ChaturajiPosition initial(ChaturajiArmy first) {
    return start(first);
  }

  /**
   * Builds the §2.2 setup: Green's block in the a1 corner (boat, horse, elephant, maraja along rank
   * 1, a soldier linked to each in front), turned a quarter counter-clockwise for Red, Black and
   * Yellow in turn: (file, rank) goes to (7 - rank, file).
   */
  private ChaturajiPosition start(ChaturajiArmy first) {
    byte[] board = new byte[64];
    int[] kinds = {ManCode.BOAT, ManCode.HORSE, ManCode.ELEPHANT, ManCode.MARAJA};
    ChaturajiArmy[] byTurns = {ChaturajiArmy.GREEN, ChaturajiArmy.RED, ChaturajiArmy.BLACK, ChaturajiArmy.YELLOW};
    for (int turns = 0; turns < 4; turns++) {
      int army = byTurns[turns].ordinal();
      for (int file = 0; file < 4; file++) {
        put(board, file, 0, turns, ManCode.of(army, kinds[file], 0, false));
        put(board, file, 1, turns, ManCode.of(army, ManCode.SOLDIER, kinds[file], false));
      }
    }
    int die = variant.dieMode() ? ChaturajiPosition.DIE_DUE : ChaturajiPosition.DIE_NONE;
    long hash = Keys.of(board, first.ordinal(), die, 0, 0);
    return new ChaturajiPosition(
        board, MenMasks.of(board), first.ordinal(), die, 0, 0, 0, 1, ChaturajiPosition.ONGOING,
        0b1111, 16, 16, hash);
  }

  private static void put(byte[] board, int file, int rank, int turns, int code) {
    for (int k = 0; k < turns; k++) {
      int f = 7 - rank;
      rank = file;
      file = f;
    }
    board[GEOMETRY.index(file, rank)] = (byte) code;
  }

  @Override
  public ToMove<ChaturajiMove> toMove(ChaturajiPosition position) {
    if (position.status != ChaturajiPosition.ONGOING) {
      return new ToMove.Nobody<>();
    }
    if (position.die == ChaturajiPosition.DIE_DUE) {
      return chance;
    }
    return seats.get(Command.actor(position.slot, position.commanders));
  }

  @Override
  public Seq<ChaturajiMove> legalMoves(ChaturajiPosition position) {
    if (position.die == ChaturajiPosition.DIE_DUE && position.status == ChaturajiPosition.ONGOING) {
      return throwMoves;
    }
    int[] codes = buffer.get();
    int n = ChaturajiMoveGenerator.generate(variant, position, codes);
    ChaturajiMove[] moves = new ChaturajiMove[n];
    for (int i = 0; i < n; i++) {
      moves[i] = MoveCode.toMove(codes[i]);
    }
    return Array.of(moves);
  }

  @Override
  public int countLegalMoves(ChaturajiPosition position) {
    return ChaturajiMoveGenerator.generate(variant, position, null);
  }

  /**
   * Returns a random legal action for playouts, without building the move list: at a chance point
   * a throw drawn with the die's probabilities, otherwise a move drawn uniformly from the legal
   * moves; {@code None} when the game is over.
   */
  @Override
  public Option<ChaturajiMove> randomMove(ChaturajiPosition position, RandomGenerator random) {
    if (position.status != ChaturajiPosition.ONGOING) {
      return Option.none();
    }
    if (position.die == ChaturajiPosition.DIE_DUE) {
      return MoveCode.toSomeMove(throwCode(random.nextDouble()));
    }
    int[] codes = buffer.get();
    int n = ChaturajiMoveGenerator.generate(variant, position, codes);
    return MoveCode.toSomeMove(codes[random.nextInt(n)]);
  }

  /** Returns the throw a uniform draw {@code u} in [0, 1) selects, as {@link ToMove.Chance#sample}. */
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
    if (position == null || move == null) {
      return Either.left(new Rejection(ChaturajiRejection.MALFORMED, "the position or the move is missing"));
    }
    Option<Rejection> why = MoveCheck.check(variant, position, move);
    if (why.isDefined()) {
      return Either.left(why.get());
    }
    int code = MoveCode.of(move);
    int[] legal = buffer.get();
    int n = ChaturajiMoveGenerator.generate(variant, position, legal);
    for (int i = 0; i < n; i++) {
      if (legal[i] == code) {
        return Either.right(Transition.apply(variant, position, code));
      }
    }
    // Every rule has its own check above; this guards the contract should they ever disagree.
    return Either.left(new Rejection(ChaturajiRejection.MALFORMED, move + " is not a legal action here"));
  }

  @Override
  public ChaturajiPosition apply(ChaturajiPosition position, ChaturajiMove move) {
    return Transition.apply(variant, position, MoveCode.of(move));
  }

  /** Returns the {@link ChaturajiHeuristic} estimate: the camps' material, marajas first. */
  @Override
  public double evaluate(ChaturajiPosition position, Player player) {
    return ChaturajiHeuristic.evaluate(this, position, player);
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
   */
  public Option<ChaturajiArmy> actor(ChaturajiPosition position) {
    if (position.status != ChaturajiPosition.ONGOING) {
      return Option.none();
    }
    return Option.some(ChaturajiArmy.of(Command.actor(position.slot, position.commanders)));
  }

  /**
   * Returns the armies with at least one man on the board that the actor may move on the current
   * slot (its own, the ally's when the camp is unified or the ally headless, or the ally's
   * transferred boat), in seat order; empty when the game is over.
   */
  public TreeSet<ChaturajiArmy> commandedArmies(ChaturajiPosition position) {
    TreeSet<ChaturajiArmy> result = TreeSet.empty();
    if (position.status != ChaturajiPosition.ONGOING) {
      return result;
    }
    int modes = Command.modes(variant, position.slot, position.commanders, position.marajas);
    for (byte cell : position.board) {
      if (cell != 0 && Command.commands(modes, cell & 0xFF)) {
        result = result.add(ChaturajiArmy.of(ManCode.army(cell)));
      }
    }
    return result;
  }

  /**
   * Returns the squares of the men the actor may move now: the commanded men that the die value
   * selects (every commanded man in free mode), whether or not they have a legal move. Empty at a
   * chance point and when the game is over.
   */
  public TreeSet<Square> movableMen(ChaturajiPosition position) {
    TreeSet<Square> result = TreeSet.empty();
    if (position.status != ChaturajiPosition.ONGOING || position.die == ChaturajiPosition.DIE_DUE) {
      return result;
    }
    int modes = Command.modes(variant, position.slot, position.commanders, position.marajas);
    int selection = Command.selection(variant, position.die);
    for (int square = 0; square < 64; square++) {
      int code = position.board[square] & 0xFF;
      if (code != 0 && Command.commands(modes, code) && Command.selects(selection, code, square)) {
        result = result.add(GEOMETRY.square(square));
      }
    }
    return result;
  }

  /** Returns the legal board moves (promotion choices included) of the man on {@code from}. */
  public Seq<ChaturajiMove.Step> movesFrom(ChaturajiPosition position, Square from) {
    return legalMoves(position)
        .filter(m -> m instanceof ChaturajiMove.Step step && step.from().equals(from))
        .map(m -> (ChaturajiMove.Step) m);
  }

  /** Returns the squares the man on {@code from} may legally move to, in board order. */
  public TreeSet<Square> targets(ChaturajiPosition position, Square from) {
    return TreeSet.ofAll(movesFrom(position, from).map(ChaturajiMove.Step::to));
  }

  /**
   * Returns the faces of the die with their probabilities when a throw is due, in increasing
   * order; empty otherwise.
   */
  public Seq<Tuple2<Integer, Double>> dieFaces(ChaturajiPosition position) {
    if (position.status != ChaturajiPosition.ONGOING || position.die != ChaturajiPosition.DIE_DUE) {
      return Array.empty();
    }
    return Array.ofAll(Command.faces(variant.dice()))
        .map(face -> Tuple.of(face, Command.probability(variant.dice(), face)));
  }

  /** Describes the men a die value selects, for example "the horse and its soldier". */
  public String dieMeaning(int value) {
    return Command.isFace(variant.dice(), value) && variant.dieMode()
        ? MoveCheck.selected(variant, value)
        : "nothing: the die cannot show " + value;
  }

  /**
   * Draws the board for a terminal: rank 8 at the top, files labelled, each man as its token;
   * then the slot, the actor, the die and the status.
   */
  @Override
  public String diagram(ChaturajiPosition position) {
    StringBuilder sb = new StringBuilder();
    String files = "      a    b    c    d    e    f    g    h\n";
    String rule = "   +----+----+----+----+----+----+----+----+\n";
    sb.append(files).append(rule);
    for (int rank = 7; rank >= 0; rank--) {
      sb.append(' ').append(rank + 1).append(" |");
      for (int file = 0; file < 8; file++) {
        int code = position.board[GEOMETRY.index(file, rank)] & 0xFF;
        String token = code == 0 ? "" : ManCode.token(code);
        sb.append(' ').append(String.format("%-3s", token)).append('|');
      }
      sb.append(' ').append(rank + 1).append('\n');
    }
    sb.append(rule).append(files);
    sb.append("slot ").append(ChaturajiArmy.of(position.slot).letter());
    actor(position).forEach(a -> sb.append(", actor ").append(a.letter()));
    if (position.die == ChaturajiPosition.DIE_DUE) {
      sb.append(", die: throw due");
    } else if (position.die != ChaturajiPosition.DIE_NONE) {
      sb.append(", die ").append(position.die).append(" (").append(dieMeaning(position.die)).append(')');
    }
    sb.append(", commanders ").append(position.commanders().isEmpty() ? "-" : position.commanders().map(a -> String.valueOf(a.letter())).mkString());
    sb.append(", prisoners ").append(position.prisoners().isEmpty() ? "-" : position.prisoners().map(a -> String.valueOf(a.letter())).mkString());
    sb.append(", quiet ").append(position.quiet).append(", turn ").append(position.turn).append('\n');
    Outcome outcome = outcome(position);
    sb.append(outcome.isFinished() ? "game over: " + outcome : "ongoing").append('\n');
    return sb.toString();
  }
}
