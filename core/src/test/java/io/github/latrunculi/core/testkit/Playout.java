package io.github.latrunculi.core.testkit;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.SplittableRandom;

/**
 * A seeded random playout: from a start position, uniformly random legal moves (chance outcomes
 * drawn with their probabilities) until the game ends or a ply cap is reached. The same rules,
 * start, seed and cap always give the same playout.
 *
 * @param seed the seed that generated the playout
 * @param positions every position, the start first; {@code positions.size() == moves.size() + 1}
 * @param moves the moves played
 * @param <S> the position type
 * @param <M> the move type
 */
public record Playout<S, M extends Move>(long seed, Seq<S> positions, Seq<M> moves) {
  /**
   * Plays a random game of at most {@code maxPlies} moves.
   *
   * @param <S> the position type
   * @param <M> the move type
   * @param rules the rules of the variant played
   * @param start the position to play from
   * @param seed the seed of every random choice
   * @param maxPlies the most moves to play, chance outcomes included
   * @return the playout, ended by the game or by the cap
   */
  public static <S, M extends Move> Playout<S, M> run(
      Rules<S, M> rules, S start, long seed, int maxPlies) {
    SplittableRandom random = new SplittableRandom(seed);
    Vector<S> positions = Vector.of(start);
    Vector<M> moves = Vector.empty();
    S position = start;
    for (int ply = 0; ply < maxPlies; ply++) {
      ToMove<M> toMove = rules.toMove(position);
      M move;
      if (toMove instanceof ToMove.Nobody<M>) {
        break;
      } else if (toMove instanceof ToMove.Chance<M> chance) {
        move = chance.sample(random.nextDouble());
      } else {
        Seq<M> legal = rules.legalMoves(position);
        move = legal.get(random.nextInt(legal.size()));
      }
      position = rules.apply(position, move);
      moves = moves.append(move);
      positions = positions.append(position);
    }
    return new Playout<>(seed, positions, moves);
  }

  /** {@return the final position} */
  public S last() {
    return positions.last();
  }

  /**
   * {@return the moves before position {@code k} in notation, each formatted in its own position}
   * Failure messages print this prefix so that a failing playout can be replayed as an example.
   *
   * @param rules the rules the playout was played with
   * @param k the index of a position, 0 for the start
   */
  public Seq<String> movePrefix(Rules<S, M> rules, int k) {
    return moves
        .take(k)
        .zipWithIndex()
        .map(t -> rules.notation().formatMove(positions.get(t._2), t._1));
  }
}
