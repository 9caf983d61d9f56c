package io.github.latrunculi.core.agent;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.registry.GameRecord;
import io.github.latrunculi.core.registry.GameState;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.IntPredicate;

/**
 * A game played by agents from a starting position to its end (or a ply cap): the start, the moves
 * in notation, and the final position. Chance outcomes are drawn by a generator seeded separately
 * from the agents, so a match is reproducible from its seeds.
 *
 * @param start the starting position
 * @param moves the moves played, in move notation
 * @param end the final position
 * @param <S> the position type
 * @param <M> the move type
 */
public record Match<S, M extends Move>(
    GameState<S, M> start, Seq<String> moves, GameState<S, M> end) {
  /**
   * Plays from {@code start} until the game is over or {@code maxPlies} moves were made, asking
   * {@code agentFor} for the agent of whoever is to move.
   *
   * @param <S> the position type
   * @param <M> the move type
   * @param rules the rules of the variant played
   * @param start the starting position
   * @param agentFor the agent of each seat, asked before every move of that seat
   * @param chanceSeed the seed of the chance outcomes, such as the throws of dice
   * @param maxPlies the most moves to make, chance outcomes included
   * @return the match, finished or stopped at the cap
   */
  public static <S, M extends Move> Match<S, M> play(
      Rules<S, M> rules, S start, Function<Player, Agent> agentFor, long chanceSeed, int maxPlies) {
    return play(rules, start, agentFor, chanceSeed, maxPlies, plies -> true);
  }

  /**
   * Plays as {@link #play(Rules, Object, Function, long, int)} does, and after each move tells
   * {@code afterMove} how many moves were made: it stops the match early by returning false (a time
   * limit, a cancel button) and can report progress.
   *
   * @param rules the rules
   * @param start the starting position
   * @param agentFor the agent of each seat
   * @param chanceSeed the seed of the chance outcomes
   * @param maxPlies the most moves to make
   * @param afterMove called with the number of moves made so far; false ends the match
   * @param <S> the position type
   * @param <M> the move type
   * @return the match, finished or not
   */
  public static <S, M extends Move> Match<S, M> play(
      Rules<S, M> rules,
      S start,
      Function<Player, Agent> agentFor,
      long chanceSeed,
      int maxPlies,
      IntPredicate afterMove) {
    SplittableRandom chance = new SplittableRandom(chanceSeed);
    S position = start;
    Vector<String> moves = Vector.empty();
    for (int ply = 0; ply < maxPlies; ply++) {
      ToMove<M> toMove = rules.toMove(position);
      M move;
      if (toMove instanceof ToMove.Nobody<M>) {
        break;
      } else if (toMove instanceof ToMove.Chance<M> c) {
        move = c.sample(chance.nextDouble());
      } else {
        move = agentFor.apply(((ToMove.Seat<M>) toMove).player()).choose(rules, position);
      }
      moves = moves.append(rules.notation().formatMove(position, move));
      position = rules.apply(position, move);
      if (!afterMove.test(ply + 1)) {
        break;
      }
    }
    return new Match<>(new GameState<>(rules, start), moves, new GameState<>(rules, position));
  }

  /** {@return the match as a game record: the starting line and the moves} */
  public GameRecord record() {
    return new GameRecord(start.line(), moves);
  }
}
