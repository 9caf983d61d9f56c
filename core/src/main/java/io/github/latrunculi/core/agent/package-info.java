/**
 * Agents and search over any game: {@link io.github.latrunculi.core.agent.Agent} with {@link
 * io.github.latrunculi.core.agent.RandomAgent}, {@link io.github.latrunculi.core.agent.MctsAgent}
 * (configured by {@link io.github.latrunculi.core.agent.MctsConfig}), {@link
 * io.github.latrunculi.core.agent.AlphaBetaAgent} and {@link
 * io.github.latrunculi.core.agent.BestReplyAgent}, each explaining its last choice in an {@link
 * io.github.latrunculi.core.agent.Analysis}; {@link io.github.latrunculi.core.agent.Match} plays
 * agents against each other; {@link io.github.latrunculi.core.agent.Perft} counts move sequences,
 * the standard check of a move generator.
 *
 * <p>Depends on the contract ({@code io.github.latrunculi.core}) and, for matches written as game
 * records, on the registry.
 */
package io.github.latrunculi.core.agent;
