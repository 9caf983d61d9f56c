package io.github.latrunculi.core;

/**
 * Marker for the moves of a game.
 *
 * <p>Each game declares its moves as records under a sealed interface that extends this one. A move
 * is a value: two moves are {@code equals} exactly when they mean the same action in the same
 * position, so moves can be compared with the result of {@link Rules#legalMoves(Object)} and used
 * as keys. Chance outcomes (a die throw) and forced passes are moves too.
 */
public interface Move {}
