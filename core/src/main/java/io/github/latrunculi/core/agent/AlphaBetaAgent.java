package io.github.latrunculi.core.agent;

import io.github.latrunculi.core.Rules;

/**
 * An alpha-beta searcher for two-player games: iterative deepening to a depth or a time budget, a
 * transposition table on {@link Rules#hash}, moves ordered by the table, the game's {@linkplain
 * Rules#noisyMoves noisy moves}, killer moves and the history of cut-offs, a quiescence search of
 * the noisy moves at the depth limit, and Star1 averaging at chance events. Positions are scored by
 * {@link Rules#evaluate} for the seat to move at the root.
 *
 * <p>With three or four players it searches paranoid: partners ({@link Rules#allied}) maximise the
 * root's return and every other seat minimises it; {@link BestReplyAgent} is meant for those games.
 *
 * <p>With a depth budget the agent is deterministic for a seed (the seed only breaks ties between
 * equally good root moves); with a time budget its choices depend on the machine's speed. Not
 * thread-safe; it keeps its table from one move to the next.
 */
public final class AlphaBetaAgent extends SearchingAgent {
  private AlphaBetaAgent(AlphaBetaSearch search) {
    super(search);
  }

  /**
   * {@return an agent that searches {@code depth} plies deep, deterministic for {@code seed}}
   *
   * @param depth the plies of the search, 1 to 64 (chance events, greedy replies and the quiescence
   *     search of noisy moves come on top)
   * @param seed the seed that breaks ties between equally good root moves
   * @throws IllegalArgumentException when {@code depth} is out of range
   */
  public static AlphaBetaAgent withDepth(int depth, long seed) {
    return new AlphaBetaAgent(AlphaBetaSearch.toDepth(false, depth, seed));
  }

  /**
   * Returns an agent that deepens its search for about {@code millis} milliseconds per move; the
   * first iteration (one ply and its quiescence search) always completes.
   *
   * @param millis the time budget per move in milliseconds, positive
   * @param seed the seed that breaks ties between equally good root moves
   * @return a new agent, whose choices depend on the machine's speed
   * @throws IllegalArgumentException when {@code millis} is not positive
   */
  public static AlphaBetaAgent withMillis(long millis, long seed) {
    return new AlphaBetaAgent(AlphaBetaSearch.forMillis(false, millis, seed));
  }
}
