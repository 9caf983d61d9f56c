package io.github.latrunculi.core.agent;

import io.github.latrunculi.core.Rules;

/**
 * Best-Reply Search for three and four players, kept in turn order (BRS+): between two turns of the
 * root's side, one opponent may play any of its moves and the others play their greedy reply (the
 * first move of the search's move order: the table's move, a noisy move, a killer), so the search
 * looks as deep into a four-player game as alpha-beta does into a two-player one. Partners ({@link
 * Rules#allied}) play for the root's side: in Chaturaji's partnership game the camps simply
 * alternate, and the search is alpha-beta over the camps.
 *
 * <p>Everything else is as in {@link AlphaBetaAgent}: iterative deepening, a transposition table on
 * {@link Rules#hash}, move ordering, quiescence over {@linkplain Rules#noisyMoves noisy moves},
 * Star1 at chance events. In a two-player game the two agents search alike.
 *
 * <p>With a depth budget the agent is deterministic for a seed; with a time budget its choices
 * depend on the machine's speed. Not thread-safe; it keeps its table from one move to the next.
 */
public final class BestReplyAgent extends SearchingAgent {
  private BestReplyAgent(AlphaBetaSearch search) {
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
  public static BestReplyAgent withDepth(int depth, long seed) {
    return new BestReplyAgent(AlphaBetaSearch.toDepth(true, depth, seed));
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
  public static BestReplyAgent withMillis(long millis, long seed) {
    return new BestReplyAgent(AlphaBetaSearch.forMillis(true, millis, seed));
  }
}
