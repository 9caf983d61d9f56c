/**
 * The interaction model's engine: {@link io.github.latrunculi.core.interaction.TurnBuilder} enters
 * a move input by input for every game alike, from the {@link io.github.latrunculi.core.Input}s and
 * {@link io.github.latrunculi.core.MoveInputs} that each game's rules give and the {@link
 * io.github.latrunculi.core.BoardView} that a user interface draws. Those three value types belong
 * to the contract, since every game returns them; this package holds what is built on them.
 *
 * <p>Depends on the contract ({@code io.github.latrunculi.core}) only.
 */
package io.github.latrunculi.core.interaction;
