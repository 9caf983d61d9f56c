package io.github.latrunculi.examples.bench;

import io.github.latrunculi.amazonsflip.AmazonsflipMove;
import io.github.latrunculi.amazonsflip.AmazonsflipPosition;
import io.github.latrunculi.amazonsflip.AmazonsflipRules;
import io.github.latrunculi.amazonsflip.AmazonsflipVariant;
import io.github.latrunculi.core.Perft;
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
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Desdemona (amazonsflip) benchmarks, single thread: perft of the initial position to depth 3
 * (bulk-counted at the last ply), random complete games from the initial position (capped at
 * {@code plyCap} turns) and the server path (parse a turn, validate it, apply it). Run: {@code java
 * -cp examples/target/latrunculi.jar org.openjdk.jmh.Main AmazonsflipBenchmarks}.
 *
 * <p>Perft counts turns (a move with its fire is one ply): depth 3 from the initial position is
 * 362,995,388 leaves in {@code regular} and 191,199,292 in {@code border}; divide by the time per
 * operation for turns per second. The random-game benchmarks return games per second: one through
 * the generic {@code legalMoves} (what {@code RandomAgent} and {@code MctsAgent} do), one through
 * {@link AmazonsflipRules#randomPlayout}, which draws the same uniform distribution of turns
 * without building move lists. The retained size of a position is printed by {@code
 * PositionSizes}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class AmazonsflipBenchmarks {
  /** The position after E1a of the dossier (player 1 opened d1-d4); player 2 fires next. */
  private static final String AFTER_OPENING =
      "amazonsflip regular 3a2A3/10/10/A8a/10/10/a2A5A/10/10/6a3 2 -";

  /** The variant: {@code regular} or {@code border}. */
  @Param({"regular", "border"})
  public String variant;

  /** The turn cap of a random game (a game has at most 93 turns). */
  @Param({"200"})
  public int plyCap;

  private AmazonsflipRules rules;
  private AmazonsflipPosition initial;
  private AmazonsflipPosition afterOpening;
  private SplittableRandom random;

  /** Builds the rules and the start positions. */
  @Setup(Level.Trial)
  public void setUp() {
    rules = AmazonsflipRules.of(AmazonsflipVariant.byId(variant).get());
    initial = rules.initial();
    afterOpening =
        AmazonsflipRules.regular().notation().parsePosition(AFTER_OPENING).get();
    random = new SplittableRandom(42);
  }

  /** Perft depth 3 from the initial position: 362,995,388 (regular) or 191,199,292 (border). */
  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public long perftInitialDepth3() {
    return Perft.count(rules, initial, 3);
  }

  /** One random game through {@code legalMoves}; returns the turns played. */
  @Benchmark
  public int randomGameWithLegalMoves() {
    AmazonsflipPosition position = initial;
    int ply = 0;
    while (ply < plyCap) {
      Seq<AmazonsflipMove> moves = rules.legalMoves(position);
      if (moves.isEmpty()) {
        break;
      }
      position = rules.apply(position, moves.get(random.nextInt(moves.size())));
      ply++;
    }
    return ply;
  }

  /** One random game through {@link AmazonsflipRules#randomMove}; returns the turns played. */
  @Benchmark
  public int randomGameWithRandomMove() {
    AmazonsflipPosition position = initial;
    int ply = 0;
    while (ply < plyCap) {
      Option<AmazonsflipMove> move = rules.randomMove(position, random);
      if (move.isEmpty()) {
        break;
      }
      position = rules.apply(position, move.get());
      ply++;
    }
    return ply;
  }

  /** One random game through {@link AmazonsflipRules#randomPlayout}; returns the final position. */
  @Benchmark
  public AmazonsflipPosition randomPlayout() {
    return rules.randomPlayout(initial, random, plyCap);
  }

  /** The server path: parse a turn text, validate it and apply it (E2a, regular rules). */
  @Benchmark
  public Object playParsedMove() {
    return AmazonsflipRules.regular().play(afterOpening, "a4-b4/b8").get();
  }

  /** The whole server round trip: parse the stored line, play the turn, format the new line. */
  @Benchmark
  public String playFromLine() {
    AmazonsflipRules regular = AmazonsflipRules.regular();
    AmazonsflipPosition position = regular.notation().parsePosition(AFTER_OPENING).get();
    return regular.notation().formatPosition(regular.play(position, "a4-b4/b8").get());
  }
}
