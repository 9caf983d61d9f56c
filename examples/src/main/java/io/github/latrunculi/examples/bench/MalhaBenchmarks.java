package io.github.latrunculi.examples.bench;

import io.github.latrunculi.core.Perft;
import io.github.latrunculi.malha.MalhaMove;
import io.github.latrunculi.malha.MalhaPosition;
import io.github.latrunculi.malha.MalhaRules;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
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
 * Kharbga (malha) benchmarks, single thread: perft from the empty board, random complete games
 * from the empty board (setting included, capped at {@code plyCap} plies) and the server path
 * (parse a move, validate it, apply it). Run: {@code java -cp examples/target/latrunculi.jar
 * org.openjdk.jmh.Main MalhaBenchmarks}; the retained size of a position: {@code java -cp
 * examples/target/latrunculi.jar io.github.latrunculi.examples.bench.MalhaBenchmarks}.
 *
 * <p>Perft scores are leaves per second (bulk-counted at the last ply). From the empty board,
 * depth 3 has 182 × 1035 × 946 = 178,198,020 leaves (placement pairs, derived by hand in {@code
 * MalhaPerftTests}); from the rules-page exchange position (dossier T18, Defender to move), depth 5
 * has 11,771,175 leaves (measured with this implementation: a regression guard, not an independent
 * check). The random-game benchmarks score games per second: one through the generic {@code
 * legalMoves} (what {@code RandomAgent} does), one through {@link MalhaRules#randomMove}, which
 * draws from the same uniform distribution without building the move list.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class MalhaBenchmarks {
  /** The rules-page opening (dossier T04): the setting is done, the Attacker opens. */
  private static final String OPENING =
      "malha standard SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - - - *";

  /** The rules-page exchange figure (dossier T18): the Defender to move, 28 legal moves. */
  private static final String EXCHANGE_FIGURE =
      "malha standard SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - *";

  /** The ply cap of a random game, setting included. */
  @Param({"200"})
  public int plyCap;

  private MalhaRules rules;
  private MalhaPosition empty;
  private MalhaPosition opening;
  private MalhaPosition exchangeFigure;
  private SplittableRandom random;

  /** Builds the rules and the start positions. */
  @Setup(Level.Trial)
  public void setUp() {
    rules = MalhaRules.standard();
    empty = rules.initial();
    opening = rules.notation().parsePosition(OPENING).get();
    exchangeFigure = rules.notation().parsePosition(EXCHANGE_FIGURE).get();
    random = new SplittableRandom(42);
  }

  /** Perft depth 3 from the empty board (the setting); the score is leaves per second. */
  @Benchmark
  @OperationsPerInvocation(178_198_020)
  public long perftEmptyBoardDepth3() {
    return checked(Perft.count(rules, empty, 3), 178_198_020L);
  }

  /** Perft depth 5 from the exchange figure (moving phase); the score is leaves per second. */
  @Benchmark
  @OperationsPerInvocation(11_771_175)
  public long perftMovingPhaseDepth5() {
    return checked(Perft.count(rules, exchangeFigure, 5), 11_771_175L);
  }

  private static long checked(long leaves, long expected) {
    if (leaves != expected) {
      throw new IllegalStateException("perft gave " + leaves + ", not " + expected);
    }
    return leaves;
  }

  /** One random game from the empty board through {@code legalMoves}; returns the plies played. */
  @Benchmark
  public int randomGameWithLegalMoves() {
    MalhaPosition position = empty;
    int ply = 0;
    while (ply < plyCap && !rules.outcome(position).isFinished()) {
      Seq<MalhaMove> moves = rules.legalMoves(position);
      position = rules.apply(position, moves.get(random.nextInt(moves.size())));
      ply++;
    }
    return ply;
  }

  /** One random game from the empty board through {@link MalhaRules#randomMove}. */
  @Benchmark
  public int randomGameWithRandomMove() {
    MalhaPosition position = empty;
    int ply = 0;
    while (ply < plyCap) {
      Option<MalhaMove> move = rules.randomMove(position, random);
      if (move.isEmpty()) {
        break;
      }
      position = rules.apply(position, move.get());
      ply++;
    }
    return ply;
  }

  /** The server path: parse a move text, validate it and apply it (a triple capture). */
  @Benchmark
  public Object playParsedMove() {
    return rules.play(opening, "d3-d4").get();
  }

  /** The whole server round trip: parse the stored line, play the move, format the new line. */
  @Benchmark
  public String playFromLine() {
    MalhaPosition position = rules.notation().parsePosition(OPENING).get();
    return rules.notation().formatPosition(rules.play(position, "d3-d4").get());
  }

  /** Prints the retained size (JOL) of the empty board and of a position 40 random plies later. */
  public static void main(String[] args) {
    MalhaBenchmarks bench = new MalhaBenchmarks();
    bench.setUp();
    MalhaPosition later = bench.empty;
    for (int ply = 0; ply < 40; ply++) {
      later = bench.rules.apply(later, bench.rules.randomMove(later, bench.random).get());
    }
    long empty = GraphLayout.parseInstance(bench.empty).totalSize();
    long played = GraphLayout.parseInstance(later).totalSize();
    System.out.println("malha empty board: " + empty + " bytes");
    System.out.println("malha after 40 random plies: " + played + " bytes");
  }
}
