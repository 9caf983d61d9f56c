/**
 * The registry and what travels as text between a program and any game: {@link
 * io.github.latrunculi.core.registry.Games} finds the game modules present at run time, each
 * through its {@link io.github.latrunculi.core.registry.GameDefinition}; a {@link
 * io.github.latrunculi.core.registry.Setup} asks for a variant with options ({@link
 * io.github.latrunculi.core.registry.OptionSpec}, {@link
 * io.github.latrunculi.core.registry.OptionSpecs}, {@link
 * io.github.latrunculi.core.registry.OptionValues}); a {@link
 * io.github.latrunculi.core.registry.GameState} binds a position to its rules without naming the
 * game's types; a {@link io.github.latrunculi.core.registry.GameRecord} is a whole game as text,
 * replayed move by move, its first refused move reported as a {@link
 * io.github.latrunculi.core.registry.MoveFailure}.
 *
 * <p>Depends on the contract ({@code io.github.latrunculi.core}) only.
 */
package io.github.latrunculi.core.registry;
