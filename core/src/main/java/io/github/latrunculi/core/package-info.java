/**
 * The core of Latrunculi: the contract every game module implements and the value types it speaks
 * in. The rest of the core is split by domain, each package depending only on the ones before it:
 *
 * <ol>
 *   <li>{@code io.github.latrunculi.core} (this package): the contract and its values;
 *   <li>{@link io.github.latrunculi.core.registry}: the registry of games, setups and options,
 *       positions bound to their rules, game records;
 *   <li>{@link io.github.latrunculi.core.interaction}: the turn builder of the interaction model;
 *   <li>{@link io.github.latrunculi.core.agent}: agents, search, matches and perft;
 *   <li>{@code io.github.latrunculi.core.kit}: the game authors' kit, exported to the game modules
 *       alone (bitboards, scratch buffers, move packing, the shared parts of a position line).
 * </ol>
 *
 * <h2>Contracts</h2>
 *
 * <ul>
 *   <li>{@link io.github.latrunculi.core.Rules}: one immutable, thread-safe object per variant;
 *       positions are immutable values; {@code play} validates and never throws, {@code apply} is
 *       the trusted fast path.
 *   <li>{@link io.github.latrunculi.core.Notation}: position lines and moves as each game defines
 *       them; parsing returns {@code Either}, formatting is canonical and round-trips.
 * </ul>
 *
 * <h2>Values</h2>
 *
 * Geometry: {@link io.github.latrunculi.core.Square}, {@link io.github.latrunculi.core.Direction},
 * {@link io.github.latrunculi.core.Leap}, {@link io.github.latrunculi.core.Geometry} (indices,
 * neighbours and rays computed once per size), {@link io.github.latrunculi.core.Board}
 * (copy-on-write grid). Play: {@link io.github.latrunculi.core.Player}, {@link
 * io.github.latrunculi.core.Move}, {@link io.github.latrunculi.core.ToMove} (a seat, a chance
 * event, or nobody), {@link io.github.latrunculi.core.Outcome} (win, draw or ranking, always with a
 * reason). Refusals: {@link io.github.latrunculi.core.Rejection} with its game's {@link
 * io.github.latrunculi.core.RejectionCode} and a shared {@link
 * io.github.latrunculi.core.RejectionCategory}. User interfaces: {@link
 * io.github.latrunculi.core.BoardView}, {@link io.github.latrunculi.core.Input}, {@link
 * io.github.latrunculi.core.MoveInputs}. Search over a turn's parts: {@link
 * io.github.latrunculi.core.TurnSteps}.
 *
 * <h2>Game modules</h2>
 *
 * Every game module has the same file set: public {@code <Game>Rules}, {@code Position}, {@code
 * Move}, {@code Notation}, {@code Variant}, {@code Rejection}, {@code Game}; package-private {@code
 * <Game>MoveGenerator}, {@code MoveCheck}, {@code PositionCheck}, {@code Transition}, {@code Keys},
 * {@code Diagram} (the board view) and {@code Inputs} (move inputs and the reasons of refused
 * clicks, the per-game part of the interaction model), and {@code <Game>Draft} where a scratch copy
 * is needed. The test kit checks the set.
 *
 * <p>Every game's rules are made and read with the same names:
 *
 * <ul>
 *   <li>{@code <Game>Rules.standard()}: the default variant with every option at its default;
 *   <li>{@code <Game>Rules.of(<Game>Variant)}: any variant with its options;
 *   <li>{@code rules.variant()}: the {@code <Game>Variant} the rules were made with, while {@link
 *       io.github.latrunculi.core.Rules#variantName()} is its text as position lines write it.
 * </ul>
 *
 * <h2>Costs</h2>
 *
 * <table>
 *   <caption>Costs of the shared types</caption>
 *   <tr><th>operation</th><th>cost</th></tr>
 *   <tr><td>{@code Geometry.of}, {@code neighbour}, {@code ray}</td><td>O(1) after the first call per size</td></tr>
 *   <tr><td>{@code Board.with}</td><td>O(squares): one array copy</td></tr>
 *   <tr><td>{@code Board.at}</td><td>O(1)</td></tr>
 *   <tr><td>{@code Perft.count}</td><td>one {@code legalMoves} and {@code apply} per inner node</td></tr>
 * </table>
 */
package io.github.latrunculi.core;
