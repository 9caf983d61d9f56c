package io.github.latrunculi.examples.bench;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.TurnSteps;
import io.github.latrunculi.core.agent.Perft;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The benchmarks every game has, single thread, written once over the core contract:
 *
 * <ul>
 *   <li>{@code perft}: perft of the initial position to the case's depth, the last ply
 *       bulk-counted; the {@code leaves} counter is in leaves per second;
 *   <li>{@code randomGame}: complete random games from the initial position ({@link
 *       Rules#randomMove}, each game's fast draw), capped at {@code plyCap} plies (2,000 unless
 *       {@code -p plyCap=N}); the score is games per second and the {@code plies} counter plies per
 *       second;
 *   <li>{@code legalMovesGame}: the same games as a tree search plays them: {@link
 *       Rules#legalMoves}, a uniform pick, {@link Rules#apply};
 *   <li>{@code stepGame}: the same games drawn part by part through {@link Rules#turnSteps()} (a
 *       uniform first step, then a uniform next step: {@link TurnSteps#randomMoveByParts}), the
 *       random playout over steps; in games without parts it is the {@code randomGame} loop;
 *   <li>{@code randomPly}, {@code legalMovesPly} and {@code stepPly}: one ply of each loop per
 *       operation (a new game starts when one ends or reaches the cap), so that {@code -prof gc}
 *       reports the bytes allocated per ply ({@code gc.alloc.rate.norm});
 *   <li>{@code playParsedMove}: the typed server path on a stored position: parse the position line
 *       with the rules at hand, parse and validate a move, apply it and format the new line;
 *   <li>{@code playRegistryLine}: the path the HTTP service takes: {@link Games#parse} (the
 *       registry finds the game and its cached rules), play the move text, format the line.
 * </ul>
 *
 * <p>Run all: {@code java -cp examples/bench/target/benchmarks.jar org.openjdk.jmh.Main
 * GameBenchmarks}; one game: add {@code -p game=chief-5x7}; allocation per ply: {@code
 * GameBenchmarks.*Ply -prof gc}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
public class GameBenchmarks {
  /** The case: game, variant, size and perft depth, as named in {@link Case}. */
  @Param({
    "chief-5x7",
    "chief-9x9",
    "malha",
    "amazonsflip-regular",
    "amazonsflip-border",
    "chaturaji-free",
    "chaturaji-dice",
    "quaternity"
  })
  public String game;

  /** The ply cap of a random game: a game still going after that many plies stops there. */
  @Param({"2000"})
  public int plyCap;

  private Bench<?, ?> bench;

  /** Leaves of perft, reported per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Leaves {
    /** Leaves counted in this iteration. */
    public long leaves;

    /** Clears the counter before each iteration. */
    @org.openjdk.jmh.annotations.Setup(Level.Iteration)
    public void clear() {
      leaves = 0;
    }
  }

  /** Plies of random games, reported per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Plies {
    /** Plies played in this iteration. */
    public long plies;

    /** Clears the counter before each iteration. */
    @org.openjdk.jmh.annotations.Setup(Level.Iteration)
    public void clear() {
      plies = 0;
    }
  }

  /** Builds the rules and positions of the case. */
  @org.openjdk.jmh.annotations.Setup(Level.Trial)
  public void setUp() {
    Case c = Case.valueOf(game.toUpperCase(Locale.ROOT).replace('-', '_'));
    Setup setup = Setup.of(c.variant);
    Rules<?, ?> rules =
        Games.rules(c.id, c.size == null ? setup : setup.withSize(c.size))
            .getOrElseThrow(r -> new IllegalStateException(r.toString()));
    bench = Bench.of(rules, c.perftDepth, plyCap);
  }

  /** Perft of the initial position. */
  @Benchmark
  public long perft(Leaves counter) {
    long leaves = bench.perft();
    counter.leaves += leaves;
    return leaves;
  }

  /** One complete random game. */
  @Benchmark
  public int randomGame(Plies counter) {
    int plies = bench.randomGame();
    counter.plies += plies;
    return plies;
  }

  /** One complete game through legalMoves, a uniform pick and apply. */
  @Benchmark
  public int legalMovesGame(Plies counter) {
    int plies = bench.legalMovesGame();
    counter.plies += plies;
    return plies;
  }

  /** One complete game drawn part by part: a uniform first step, then a uniform next step. */
  @Benchmark
  public int stepGame(Plies counter) {
    int plies = bench.stepGame();
    counter.plies += plies;
    return plies;
  }

  /** One ply of a random game through randomMove and apply. */
  @Benchmark
  public Object randomPly() {
    return bench.ply(Loop.RANDOM_MOVE);
  }

  /** One ply of a random game through legalMoves, a uniform pick and apply. */
  @Benchmark
  public Object legalMovesPly() {
    return bench.ply(Loop.LEGAL_MOVES);
  }

  /** One ply of a random game drawn part by part through the turn steps, and apply. */
  @Benchmark
  public Object stepPly() {
    return bench.ply(Loop.STEPS);
  }

  /** How a loop draws its next move. */
  private enum Loop {
    RANDOM_MOVE,
    LEGAL_MOVES,
    STEPS
  }

  /** Parse a stored line, play a move given as text, format the result. */
  @Benchmark
  public String playParsedMove() {
    return bench.playParsedMove();
  }

  /** Parse a stored line through the registry, play a move given as text, format the result. */
  @Benchmark
  public String playRegistryLine() {
    return bench.playRegistryLine();
  }

  /** The cases measured: one per game and notable variant or size. */
  enum Case {
    CHIEF_5X7("chief", "standard", "5x7", 5),
    CHIEF_9X9("chief", "standard", "9x9", 4),
    MALHA("malha", "standard", null, 3),
    AMAZONSFLIP_REGULAR("amazonsflip", "regular", null, 3),
    AMAZONSFLIP_BORDER("amazonsflip", "border", null, 3),
    CHATURAJI_FREE("chaturaji", "partnership", null, 6),
    CHATURAJI_DICE("chaturaji", "partnership-dice", null, 6),
    QUATERNITY("quaternity", "standard", null, 4);

    final String id;
    final String variant;
    final String size;
    final int perftDepth;

    Case(String id, String variant, String size, int perftDepth) {
      this.id = id;
      this.variant = variant;
      this.size = size;
      this.perftDepth = perftDepth;
    }
  }

  /** The typed work of one case, so that the benchmarks need no casts. */
  private static final class Bench<S, M extends Move> {
    private final Rules<S, M> rules;
    private final TurnSteps<S, M> steps;
    private final S start;
    private final int perftDepth;
    private final int plyCap;
    private final String storedLine;
    private final String storedMove;
    private final SplittableRandom random = new SplittableRandom(42);
    private S current;
    private int currentPlies;

    private Bench(Rules<S, M> rules, int perftDepth, int plyCap) {
      this.rules = rules;
      this.steps = rules.turnSteps();
      this.start = rules.initial();
      this.perftDepth = perftDepth;
      this.plyCap = plyCap;
      // A position a few plies into a seeded random game, and its first legal move.
      S stored = start;
      SplittableRandom setupRandom = new SplittableRandom(7);
      for (int ply = 0; ply < 6; ply++) {
        Option<M> move = rules.randomMove(stored, setupRandom);
        if (move.isEmpty() || rules.legalMoves(rules.apply(stored, move.get())).isEmpty()) {
          break;
        }
        stored = rules.apply(stored, move.get());
      }
      this.current = start;
      this.storedLine = rules.notation().formatPosition(stored);
      this.storedMove = rules.notation().formatMove(stored, rules.legalMoves(stored).head());
    }

    static <S, M extends Move> Bench<S, M> of(Rules<S, M> rules, int perftDepth, int plyCap) {
      return new Bench<>(rules, perftDepth, plyCap);
    }

    long perft() {
      return Perft.count(rules, start, perftDepth);
    }

    int randomGame() {
      S position = start;
      int plies = 0;
      while (plies < plyCap) {
        Option<M> move = rules.randomMove(position, random);
        if (move.isEmpty()) {
          break;
        }
        position = rules.apply(position, move.get());
        plies++;
      }
      return plies;
    }

    int legalMovesGame() {
      S position = start;
      int plies = 0;
      while (plies < plyCap) {
        Seq<M> legal = rules.legalMoves(position);
        if (legal.isEmpty()) {
          break;
        }
        position = rules.apply(position, legal.get(random.nextInt(legal.size())));
        plies++;
      }
      return plies;
    }

    int stepGame() {
      S position = start;
      int plies = 0;
      while (plies < plyCap) {
        Option<M> move = steps.randomMoveByParts(position, random);
        if (move.isEmpty()) {
          break;
        }
        position = rules.apply(position, move.get());
        plies++;
      }
      return plies;
    }

    S ply(Loop loop) {
      Option<M> move;
      switch (loop) {
        case RANDOM_MOVE -> move = rules.randomMove(current, random);
        case STEPS -> move = steps.randomMoveByParts(current, random);
        default -> {
          Seq<M> legal = rules.legalMoves(current);
          move =
              legal.isEmpty()
                  ? Option.none()
                  : Option.some(legal.get(random.nextInt(legal.size())));
        }
      }
      if (move.isEmpty() || currentPlies >= plyCap) {
        current = start;
        currentPlies = 0;
      } else {
        current = rules.apply(current, move.get());
        currentPlies++;
      }
      return current;
    }

    String playRegistryLine() {
      return Games.parse(storedLine)
          .flatMap(state -> state.play(storedMove))
          .map(GameState::line)
          .getOrElseThrow(r -> new IllegalStateException(r.toString()));
    }

    String playParsedMove() {
      return rules
          .notation()
          .parsePosition(storedLine)
          .flatMap(position -> rules.play(position, storedMove))
          .map(rules.notation()::formatPosition)
          .getOrElseThrow(r -> new IllegalStateException(r.toString()));
    }
  }
}
