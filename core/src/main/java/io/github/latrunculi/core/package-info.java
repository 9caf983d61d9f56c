/**
 * The core of Latrunculi: what every game module implements and what works on every game.
 *
 * <h2>Contracts</h2>
 *
 * <ul>
 *   <li>{@link io.github.latrunculi.core.Rules}: one immutable, thread-safe object per variant;
 *       positions are immutable values; {@code play} validates and never throws, {@code apply} is
 *       the trusted fast path.
 *   <li>{@link io.github.latrunculi.core.Notation}: position lines and moves as each game defines
 *       them; parsing returns {@code Either}, formatting is canonical and round-trips.
 *   <li>{@link io.github.latrunculi.core.GameDefinition}: a game module's entry in the registry
 *       ({@link io.github.latrunculi.core.Games}), found with {@link java.util.ServiceLoader}.
 * </ul>
 *
 * <h2>Shapes</h2>
 *
 * Geometry: {@link io.github.latrunculi.core.Square}, {@link io.github.latrunculi.core.Direction},
 * {@link io.github.latrunculi.core.Geometry} (indices, neighbours and rays computed once per size),
 * {@link io.github.latrunculi.core.Board} (copy-on-write grid). Play: {@link
 * io.github.latrunculi.core.Player}, {@link io.github.latrunculi.core.Move}, {@link
 * io.github.latrunculi.core.ToMove} (a seat, a chance event, or nobody), {@link
 * io.github.latrunculi.core.Outcome} (win, draw or ranking, always with a reason), {@link
 * io.github.latrunculi.core.Rejection}. Text: {@link io.github.latrunculi.core.GameState}, {@link
 * io.github.latrunculi.core.GameRecord}, {@link io.github.latrunculi.core.BoardText} (the board
 * field every game's position line shares), {@link io.github.latrunculi.core.Decimal} (canonical
 * numbers), {@link io.github.latrunculi.core.Setup}; options: {@link
 * io.github.latrunculi.core.OptionSpec}, {@link io.github.latrunculi.core.OptionSpecs}, {@link
 * io.github.latrunculi.core.OptionValues}; refusals: {@link io.github.latrunculi.core.Rejection}
 * with its game's code and a shared {@link io.github.latrunculi.core.RejectionCategory}; user
 * interfaces: {@link io.github.latrunculi.core.BoardView}, {@link io.github.latrunculi.core.Input},
 * {@link io.github.latrunculi.core.MoveInputs}, {@link io.github.latrunculi.core.TurnBuilder}; the
 * registry: {@link io.github.latrunculi.core.GameDefinition}, {@link
 * io.github.latrunculi.core.Games}. Tools: {@link io.github.latrunculi.core.Zobrist}, {@link
 * io.github.latrunculi.core.Perft}, {@link io.github.latrunculi.core.RandomAgent}, {@link
 * io.github.latrunculi.core.MctsAgent}, {@link io.github.latrunculi.core.AlphaBetaAgent}, {@link
 * io.github.latrunculi.core.BestReplyAgent} (each explains its choice in an {@link
 * io.github.latrunculi.core.Analysis}), {@link io.github.latrunculi.core.Match}.
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
