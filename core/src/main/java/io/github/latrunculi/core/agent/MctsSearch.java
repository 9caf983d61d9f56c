package io.github.latrunculi.core.agent;

/**
 * What one search of an {@link MctsAgent} did, for a bot author tuning its budget and settings.
 *
 * @param iterations the iterations run (the budget's count, or as many as the time allowed)
 * @param keptVisits the visits the root already had from the tree kept since the agent's previous
 *     move (0 when nothing was reused)
 * @param rootMoves the moves expanded at the root, among which the choice was made (progressive
 *     widening lets in about {@code 2·(n+1)^a} after {@code n} visits)
 */
public record MctsSearch(int iterations, int keptVisits, int rootMoves) {}
