package io.github.latrunculi.examples.bench;

import io.github.latrunculi.chief.ChiefGame;
import io.github.latrunculi.chief.ChiefMove;
import io.github.latrunculi.chief.ChiefPosition;
import io.github.latrunculi.chief.ChiefRules;
import io.github.latrunculi.core.Perft;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jol.info.GraphLayout;

/**
 * Chief benchmarks, single thread: perft of the 5x7 initial position to depth 5 (24,508,230 leaves,
 * dossier §15; the score is in leaves per second thanks to {@code @OperationsPerInvocation}),
 * random complete games on 5x7 and 9x9 (capped at {@code plyCap} plies; games per second) and the
 * server path (parse a move, validate it, apply it). Run: {@code java -cp
 * examples/target/latrunculi.jar org.openjdk.jmh.Main ChiefBenchmarks}. The retained size of a
 * position: {@code java -cp examples/target/latrunculi.jar
 * io.github.latrunculi.examples.bench.ChiefBenchmarks}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ChiefBenchmarks {
  private static final long PERFT_5X7_DEPTH_5 = 24_508_230L;

  /** The ply cap of a random game. */
  @Param({"300"})
  public int plyCap;

  private ChiefRules rules5x7;
  private ChiefRules rules9x9;
  private ChiefPosition start5x7;
  private ChiefPosition start9x9;
  private SplittableRandom random;

  /** Builds the rules and the start positions. */
  @Setup(Level.Trial)
  public void setUp() {
    rules5x7 = ChiefRules.standard();
    rules9x9 =
        new ChiefGame()
            .chiefRules(io.github.latrunculi.core.Setup.of("standard").withSize("9x9"))
            .get();
    start5x7 = rules5x7.initial();
    start9x9 = rules9x9.initial();
    random = new SplittableRandom(42);
  }

  /** Perft depth 5 from the 5x7 start; the score is leaves per second. */
  @Benchmark
  @OperationsPerInvocation(24_508_230)
  @Warmup(iterations = 2, time = 5)
  @Measurement(iterations = 3, time = 5)
  public long perft5x7Depth5() {
    long leaves = Perft.count(rules5x7, start5x7, 5);
    if (leaves != PERFT_5X7_DEPTH_5) {
      throw new IllegalStateException("perft(5) gave " + leaves + ", not " + PERFT_5X7_DEPTH_5);
    }
    return leaves;
  }

  /** One uniformly random game on 5x7; returns the plies played. */
  @Benchmark
  public int randomGame5x7() {
    return randomGame(rules5x7, start5x7);
  }

  /** One uniformly random game on 9x9; returns the plies played. */
  @Benchmark
  public int randomGame9x9() {
    return randomGame(rules9x9, start9x9);
  }

  private int randomGame(ChiefRules rules, ChiefPosition start) {
    ChiefPosition position = start;
    int ply = 0;
    while (ply < plyCap) {
      Seq<ChiefMove> moves = rules.legalMoves(position);
      if (moves.isEmpty()) {
        break;
      }
      position = rules.apply(position, moves.get(random.nextInt(moves.size())));
      ply++;
    }
    return ply;
  }

  /** The server path: parse a move text, validate it and apply it. */
  @Benchmark
  public Object playParsedMove() {
    return rules5x7.play(start5x7, "c2-c4").get();
  }

  /**
   * Prints the retained size (JOL, every object reachable from the position) of the 5x7 and 9x9
   * start positions and of a position 40 random plies later, whose history holds up to 41 keys.
   */
  public static void main(String[] args) {
    ChiefBenchmarks bench = new ChiefBenchmarks();
    bench.plyCap = 40;
    bench.setUp();
    ChiefPosition later = bench.start5x7;
    for (int ply = 0; ply < 40 && !bench.rules5x7.legalMoves(later).isEmpty(); ply++) {
      Seq<ChiefMove> moves = bench.rules5x7.legalMoves(later);
      later = bench.rules5x7.apply(later, moves.get(bench.random.nextInt(moves.size())));
    }
    System.out.println("chief 5x7 initial: " + GraphLayout.parseInstance(bench.start5x7).totalSize() + " bytes");
    System.out.println("chief 9x9 initial: " + GraphLayout.parseInstance(bench.start9x9).totalSize() + " bytes");
    System.out.println(
        "chief 5x7 after 40 random plies (history "
            + later.history().size()
            + " keys): "
            + GraphLayout.parseInstance(later).totalSize()
            + " bytes");
  }
}
