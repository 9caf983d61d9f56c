package io.github.latrunculi.examples.bench;

import io.github.latrunculi.chaturaji.ChaturajiGame;
import io.github.latrunculi.chaturaji.ChaturajiMove;
import io.github.latrunculi.chaturaji.ChaturajiPosition;
import io.github.latrunculi.chaturaji.ChaturajiRules;
import io.github.latrunculi.core.Perft;
import io.github.latrunculi.core.ToMove;
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
 * Chaturaji benchmarks, single thread: free-mode perft from the initial position (depth 6,
 * 774,774 leaves, dossier TV16), random complete games in die mode (throws drawn with their
 * probabilities, capped at {@code plyCap} plies, throws included), and the server path (parse a
 * move, validate it, apply it). Run: {@code java -cp examples/target/latrunculi.jar
 * org.openjdk.jmh.Main ChaturajiBenchmarks}. The retained size of a position is printed by
 * {@link PositionSizes}.
 *
 * <p>Perft returns average time per call; divide 774,774 by it for leaves per second. The random
 * games return games per second: one through {@code toMove} and {@code legalMoves} (what {@code
 * RandomAgent} does), one through {@link ChaturajiRules#randomMove}, which draws the same
 * distribution without building the move list. A random die-mode game lasts about 1,000 plies
 * (half of them throws) and ends by a camp's victory or the no-progress safeguard.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ChaturajiBenchmarks {
  /** TV5 of the dossier: Red's horse may take Green's maraja (die 2). */
  private static final String HORSE_POSITION =
      "chaturaji partnership-dice 4bK3/4bE3/5rPH2/yKyPB6/2bPK1bB2rK/1gPBrHyPE4/gPH3rPE3/3gK4 r 2 - - 0 33";

  /** The ply cap of a random game, throws included. */
  @Param({"5000"})
  public int plyCap;

  private ChaturajiRules free;
  private ChaturajiRules dice;
  private ChaturajiPosition horsePosition;
  private SplittableRandom random;

  /** Builds the rules and the positions. */
  @Setup(Level.Trial)
  public void setUp() {
    free =
        ChaturajiGame.chaturajiRules(io.github.latrunculi.core.Setup.of("partnership")).get();
    dice =
        ChaturajiGame.chaturajiRules(io.github.latrunculi.core.Setup.of("partnership-dice")).get();
    horsePosition = dice.notation().parsePosition(HORSE_POSITION).get();
    random = new SplittableRandom(42);
  }

  /** Free-mode perft depth 6 from the initial position: 774,774 leaves. */
  @Benchmark
  @BenchmarkMode(Mode.AverageTime)
  @OutputTimeUnit(TimeUnit.MILLISECONDS)
  public long perftInitialDepth6() {
    return Perft.count(free, free.initial(), 6);
  }

  /** One random die-mode game through {@code toMove} and {@code legalMoves}; returns its plies. */
  @Benchmark
  public int randomDiceGameWithLegalMoves() {
    ChaturajiPosition position = dice.initial();
    int ply = 0;
    while (ply < plyCap) {
      ToMove<ChaturajiMove> toMove = dice.toMove(position);
      ChaturajiMove move;
      if (toMove instanceof ToMove.Nobody) {
        break;
      } else if (toMove instanceof ToMove.Chance<ChaturajiMove> chance) {
        move = chance.sample(random.nextDouble());
      } else {
        Seq<ChaturajiMove> moves = dice.legalMoves(position);
        move = moves.get(random.nextInt(moves.size()));
      }
      position = dice.apply(position, move);
      ply++;
    }
    return ply;
  }

  /** One random die-mode game through {@link ChaturajiRules#randomMove}; returns its plies. */
  @Benchmark
  public int randomDiceGameWithRandomMove() {
    ChaturajiPosition position = dice.initial();
    int ply = 0;
    while (ply < plyCap) {
      Option<ChaturajiMove> move = dice.randomMove(position, random);
      if (move.isEmpty()) {
        break;
      }
      position = dice.apply(position, move.get());
      ply++;
    }
    return ply;
  }

  /** The server path: parse a move text, validate it and apply it (a horse takes a maraja). */
  @Benchmark
  public Object playParsedMove() {
    return dice.play(horsePosition, "c3xd1").get();
  }

  /** The whole server round trip: parse the stored line, play the move, format the new line. */
  @Benchmark
  public String playFromLine() {
    ChaturajiPosition position = dice.notation().parsePosition(HORSE_POSITION).get();
    return dice.notation().formatPosition(dice.play(position, "c3xd1").get());
  }
}
