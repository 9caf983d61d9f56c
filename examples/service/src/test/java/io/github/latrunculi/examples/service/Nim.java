package io.github.latrunculi.examples.service;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.RejectionCategory;
import io.github.latrunculi.core.RejectionCode;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.OptionSpec;
import io.github.latrunculi.core.registry.OptionSpecs;
import io.github.latrunculi.core.registry.OptionValues;
import io.vavr.Tuple;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A test fixture game, registered only on the examples' test class path (META-INF/services), so
 * that every endpoint is exercised through a real game, with options, a random setup, a chance
 * event and a finished outcome, even before the five game modules are wired into examples.
 *
 * <p>Nim for players {@code a} and {@code b}: a pile of stones; a move takes 1 to {@code take}
 * stones (written as the number, {@code "2"}); whoever takes the last stone wins (variant {@code
 * standard}) or loses (variant {@code misere}); reason {@code LAST_STONE}. With option {@code
 * toss=yes} the first player is drawn by a coin toss, a chance event with the moves {@code @a} and
 * {@code @b}. The seed chooses the pile: {@code 10 + seed mod 10}.
 *
 * <p>Position line: {@code nim <variant field> <pile> <side>}, side {@code a}, {@code b} or {@code
 * ?} (toss due); options in the order take, toss.
 */
final class Nim implements Rules<Nim.Position, Nim.Action> {
  /**
   * A move text on which the fixture throws, as a faulty game module might: it lets the tests see
   * that the service answers such a fault with JSON and no stack trace. No fuzz edit produces it.
   */
  static final String FAULT = "fault!";

  static final List<Player> PLAYERS = List.of(new Player(0, "a"), new Player(1, "b"));

  /** Reason codes of the fixture. */
  enum NimRejection implements RejectionCode {
    MALFORMED_POSITION(RejectionCategory.MALFORMED),
    MALFORMED_MOVE(RejectionCategory.MALFORMED),
    GAME_OVER(RejectionCategory.GAME_OVER),
    TOSS_DUE(RejectionCategory.WRONG_TURN),
    TOSS_NOT_DUE(RejectionCategory.WRONG_TURN),
    TOO_MANY(RejectionCategory.UNREACHABLE);

    private final RejectionCategory category;

    NimRejection(RejectionCategory category) {
      this.category = category;
    }

    @Override
    public RejectionCategory category() {
      return category;
    }
  }

  /**
   * A position.
   *
   * @param pile the stones left
   * @param side 0 or 1 for the player to move, -1 when the toss is due
   */
  record Position(int pile, int side) {}

  /** A move of the fixture. */
  sealed interface Action extends Move {}

  /**
   * Taking stones.
   *
   * @param stones how many
   */
  record Take(int stones) implements Action {}

  /**
   * The coin toss.
   *
   * @param first the player who moves first
   */
  record Toss(int first) implements Action {}

  private final boolean misere;
  private final int limit;
  private final boolean toss;

  Nim(boolean misere, int limit, boolean toss) {
    this.misere = misere;
    this.limit = limit;
    this.toss = toss;
  }

  @Override
  public String gameId() {
    return "nim";
  }

  /** The pile drawn as one row of stones, as long as the largest pile. */
  private static final Geometry ROW = Geometry.of(19, 1);

  @Override
  public BoardView view(Position p) {
    Seq<BoardView.Piece> stones =
        List.range(0, p.pile())
            .map(i -> new BoardView.Piece(new Square(i, 0), Option.none(), "stone", "o"));
    return new BoardView(
        ROW,
        PLAYERS,
        PLAYERS.map(List::of),
        stones,
        List.empty(),
        List.of(new BoardView.Fact("pile", Integer.toString(p.pile()))),
        List.of(
            new BoardView.Seat(PLAYERS.get(0), "A", "white", Direction.S),
            new BoardView.Seat(PLAYERS.get(1), "B", "black", Direction.N)));
  }

  @Override
  public MoveInputs moveInputs(Position p, Action move) {
    if (move instanceof Toss t) {
      return MoveInputs.of(
          List.of(Input.choice("toss-" + PLAYERS.get(t.first()).name(), "toss")),
          "throw",
          "the toss");
    }
    int n = ((Take) move).stones();
    return MoveInputs.of(List.of(Input.choice("take-" + n, "take " + n)), "take", "takes " + n);
  }

  @Override
  public String variantName() {
    return (misere ? "misere" : "standard")
        + (limit != 3 ? ",take=" + limit : "")
        + (toss ? ",toss=yes" : "");
  }

  @Override
  public Seq<Player> players() {
    return PLAYERS;
  }

  @Override
  public Position initial() {
    return initial(0);
  }

  @Override
  public Position initial(long seed) {
    return new Position(10 + (int) Math.floorMod(seed, 10L), toss ? -1 : 0);
  }

  @Override
  public ToMove<Action> toMove(Position p) {
    if (p.pile() == 0) {
      return new ToMove.Nobody<>();
    }
    if (p.side() < 0) {
      return new ToMove.Chance<>(List.of(Tuple.of(new Toss(0), 0.5), Tuple.of(new Toss(1), 0.5)));
    }
    return new ToMove.Seat<>(PLAYERS.get(p.side()));
  }

  @Override
  public Seq<Action> legalMoves(Position p) {
    if (p.pile() == Gate.PILE) {
      Gate.pass();
    }
    if (p.pile() == 0) {
      return List.empty();
    }
    if (p.side() < 0) {
      return List.of(new Toss(0), new Toss(1));
    }
    return List.rangeClosed(1, Math.min(limit, p.pile())).map(Take::new);
  }

  @Override
  public Either<Rejection, Position> play(Position p, Action move) {
    if (p.pile() == 0) {
      return refuse(NimRejection.GAME_OVER, "the pile is empty: the game is over");
    }
    if (move instanceof Toss) {
      return p.side() < 0
          ? Either.right(apply(p, move))
          : refuse(NimRejection.TOSS_NOT_DUE, "the toss is over");
    }
    int stones = ((Take) move).stones();
    if (p.side() < 0) {
      return refuse(NimRejection.TOSS_DUE, "the coin toss comes first");
    }
    if (stones > limit || stones > p.pile()) {
      return refuse(
          NimRejection.TOO_MANY,
          "cannot take " + stones + ": the limit is " + limit + " and " + p.pile() + " are left");
    }
    return Either.right(apply(p, move));
  }

  private static <T> Either<Rejection, T> refuse(NimRejection code, String message) {
    return Either.left(new Rejection(code, message));
  }

  @Override
  public Position apply(Position p, Action move) {
    return move instanceof Toss t
        ? new Position(p.pile(), t.first())
        : new Position(p.pile() - ((Take) move).stones(), 1 - p.side());
  }

  @Override
  public Outcome outcome(Position p) {
    if (p.pile() > 0) {
      return Outcome.ONGOING;
    }
    // The side to move did not take the last stone.
    return Outcome.win(PLAYERS.get(misere ? p.side() : 1 - p.side()), "LAST_STONE");
  }

  @Override
  public long hash(Position p) {
    return p.pile() * 0x9E3779B97F4A7C15L ^ (p.side() + 2) * 0xC2B2AE3D27D4EB4FL;
  }

  @Override
  public Notation<Position, Action> notation() {
    return new Notation<>() {
      @Override
      public Either<Rejection, Position> parsePosition(String line) {
        String[] f = line.split(" ", -1);
        if (f.length != 4 || !f[0].equals("nim") || !f[1].equals(variantName())) {
          return refuse(
              NimRejection.MALFORMED_POSITION,
              "expected 'nim " + variantName() + " <pile> <side>'");
        }
        int side = "ab?".indexOf(f[3]) - (f[3].equals("?") ? 3 : 0);
        if (!f[2].matches("0|[1-9][0-9]{0,2}") || f[3].length() != 1 || "ab?".indexOf(f[3]) < 0) {
          return refuse(
              NimRejection.MALFORMED_POSITION,
              "'" + f[2] + " " + f[3] + "' is not a pile and a side a, b or ?");
        }
        int pile = Integer.parseInt(f[2]);
        if (pile == 0 && side < 0) {
          return refuse(NimRejection.MALFORMED_POSITION, "an empty pile has no toss");
        }
        return Either.right(new Position(pile, side));
      }

      @Override
      public String formatPosition(Position p) {
        return "nim "
            + variantName()
            + " "
            + p.pile()
            + " "
            + (p.side() < 0 ? "?" : PLAYERS.get(p.side()).name());
      }

      @Override
      public Either<Rejection, Action> parseMove(Position p, String text) {
        if (text.equals(FAULT)) {
          throw new IllegalStateException("a fault injected by the test fixture");
        }
        if (text.equals("@a") || text.equals("@b")) {
          return Either.right(new Toss(text.charAt(1) - 'a'));
        }
        if (text.matches("[1-9][0-9]?")) {
          return Either.right(new Take(Integer.parseInt(text)));
        }
        return refuse(
            NimRejection.MALFORMED_MOVE,
            "'" + text + "' is neither a number of stones nor @a or @b");
      }

      @Override
      public String formatMove(Position p, Action m) {
        return m instanceof Toss t
            ? "@" + PLAYERS.get(t.first()).name()
            : String.valueOf(((Take) m).stones());
      }
    };
  }

  /**
   * A gate the tests close to hold requests inside the rules: while it is closed, listing the moves
   * of a pile of {@value #PILE} stones ({@link #POSITION}) waits until it opens, so that a test can
   * fill a lane with requests that cannot finish, without timing anything. Open unless a test
   * closes it (test classes run one after the other, so no other test meets it closed); a request
   * waits at most a minute.
   */
  static final class Gate {
    /** The pile whose moves wait at a closed gate: the largest the fixture's board draws. */
    static final int PILE = 19;

    /** A position whose moves wait at a closed gate. */
    static final String POSITION = "nim standard 19 a";

    private static volatile java.util.concurrent.CountDownLatch open =
        new java.util.concurrent.CountDownLatch(0);
    private static final java.util.concurrent.atomic.AtomicInteger WAITING =
        new java.util.concurrent.atomic.AtomicInteger();

    private Gate() {}

    /** Closes the gate: from now on, requests of {@link #POSITION} wait. */
    static void close() {
      open = new java.util.concurrent.CountDownLatch(1);
    }

    /** Opens the gate and lets every waiting request go on. */
    static void open() {
      open.countDown();
    }

    /** Returns how many requests wait at the gate now. */
    static int waiting() {
      return WAITING.get();
    }

    /** Waits until {@code count} requests wait at the gate, for at most {@code seconds}. */
    static boolean awaitWaiting(int count, int seconds) throws InterruptedException {
      long deadline = System.nanoTime() + seconds * 1_000_000_000L;
      while (WAITING.get() < count) {
        if (System.nanoTime() > deadline) {
          return false;
        }
        Thread.sleep(5);
      }
      return true;
    }

    private static void pass() {
      WAITING.incrementAndGet();
      try {
        open.await(60, java.util.concurrent.TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } finally {
        WAITING.decrementAndGet();
      }
    }
  }

  /** The fixture's registry entry. */
  public static final class Game implements GameDefinition {
    @Override
    public String id() {
      return "nim";
    }

    @Override
    public String description() {
      return "Nim, a test fixture of the examples module";
    }

    @Override
    public Seq<String> variants() {
      return List.of("standard", "misere");
    }

    @Override
    public OptionSpecs options() {
      return OptionSpecs.of(
          OptionSpec.number("take", 3, 1, 9), OptionSpec.choice("toss", "no", "yes"));
    }

    @Override
    public Seq<String> sizes() {
      return List.empty();
    }

    @Override
    public Either<Rejection, Rules<?, ?>> create(
        String variant, OptionValues options, String size) {
      return Either.right(
          new Nim(
              variant.equals("misere"), options.number("take"), options.get("toss").equals("yes")));
    }
  }
}
