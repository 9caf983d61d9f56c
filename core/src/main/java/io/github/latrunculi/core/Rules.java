package io.github.latrunculi.core;

import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of one game variant: an immutable, thread-safe object shared by any number of games.
 * Positions ({@code S}) are immutable values; nothing here mutates its arguments.
 *
 * <p>Contract, for every position {@code s} reached from {@link #initial()} by legal moves:
 *
 * <ul>
 *   <li>{@code legalMoves(s)} is empty exactly when {@code outcome(s).isFinished()}; a forced pass
 *       or a chance outcome is a move.
 *   <li>For every {@code m} in {@code legalMoves(s)}: {@code play(s, m)} is {@code Right} and equals
 *       {@code apply(s, m)}.
 *   <li>For every {@code m} not in {@code legalMoves(s)}: {@code play(s, m)} is {@code Left} with a
 *       rejection naming what is wrong, unless {@link #isMetaAction(Move) isMetaAction(m)}; it
 *       never throws.
 *   <li>{@code apply} is the trusted fast path for search: it assumes a legal move and may misbehave
 *       (but does not corrupt {@code s}) on any other.
 *   <li>{@code toMove(s)} is {@link ToMove.Nobody} when the game is over, {@link ToMove.Chance} when
 *       the legal moves are chance outcomes, and {@link ToMove.Seat} otherwise.
 *   <li>{@code hash(s)} is a 64-bit Zobrist key: equal positions have equal keys.
 * </ul>
 *
 * @param <S> the position type
 * @param <M> the move type
 */
public interface Rules<S, M extends Move> {
  /** Returns the game id, for example {@code "chief"}. */
  String gameId();

  /**
   * Returns the canonical variant field of position lines: the variant name followed by the
   * non-default options, for example {@code "standard,pushlimit=2"}.
   */
  String variant();

  /** Returns the players in seat order. */
  Seq<Player> players();

  /** Returns the initial position of this variant (for random setups, the one of seed 0). */
  S initial();

  /** Returns the initial position for a seed; games without a random setup ignore the seed. */
  default S initial(long seed) {
    return initial();
  }

  /** Returns who acts in {@code position}. */
  ToMove<M> toMove(S position);

  /** Returns every legal move of {@code position}, empty when the game is over. */
  Seq<M> legalMoves(S position);

  /** Returns {@code legalMoves(position).size()}, possibly faster (perft's bulk count). */
  default int countLegalMoves(S position) {
    return legalMoves(position).size();
  }

  /**
   * Returns a random legal move: at a chance point an outcome drawn with its probability, otherwise
   * a move drawn uniformly from {@code legalMoves(position)}; {@code None} when the game is over.
   * Random playouts (agents, the test kit, benchmarks) use it; games may override it with a faster
   * draw of the same distribution.
   */
  default Option<M> randomMove(S position, RandomGenerator random) {
    if (toMove(position) instanceof ToMove.Chance<M> chance) {
      return Option.some(chance.sample(random.nextDouble()));
    }
    Seq<M> legal = legalMoves(position);
    return legal.isEmpty() ? Option.none() : Option.some(legal.get(random.nextInt(legal.size())));
  }

  /** Validates {@code move} in {@code position} and returns the next position or why not. */
  Either<Rejection, S> play(S position, M move);

  /** Plays a move given as text in the game's move notation. */
  default Either<Rejection, S> play(S position, String move) {
    return notation().parseMove(position, move).flatMap(m -> play(position, m));
  }

  /**
   * Returns true for actions that {@code play} accepts but {@code legalMoves} does not list because
   * they are not moves of the game: resignations, time-outs, draw offers and answers. Perft and
   * agents never see them. The default is false.
   */
  default boolean isMetaAction(M move) {
    return false;
  }

  /**
   * Returns the {@link #isMetaAction meta actions} that {@code play} accepts in the position now
   * (a resignation of the player to act, a draw offer or its answers), so that a user interface can
   * show them as buttons; empty by default and once the game is over.
   */
  default Seq<M> metaActions(S position) {
    return io.vavr.collection.List.empty();
  }

  /** Applies a move known to be legal, without validation. */
  S apply(S position, M move);

  /** Returns the outcome of {@code position}. */
  Outcome outcome(S position);

  /**
   * Returns an estimate in {@code [0, 1]} of {@code player}'s return from {@code position}, for
   * search that stops before the end of the game (the playout cap of {@link MctsAgent}). For a
   * finished position it equals {@code outcome(position).score(player)}; the default returns that
   * score everywhere (0.5 while the game goes on). Games whose random playouts rarely end override
   * it with a heuristic (material, for example) so that search has something to climb.
   */
  default double evaluate(S position, Player player) {
    return outcome(position).score(player);
  }

  /** Returns the position's 64-bit Zobrist key. */
  long hash(S position);

  /** Returns the text notation of this variant. */
  Notation<S, M> notation();

  /**
   * Returns what a user interface draws of the position: pieces with owners, kinds and labels,
   * marks on squares and facts for a side panel (see {@link BoardView}).
   *
   * <p>Transitional default, removed once every game module draws its view: throws.
   */
  default BoardView view(S position) {
    throw new UnsupportedOperationException(gameId() + " does not draw a board view yet");
  }

  /**
   * Returns how a person enters a legal move of the position (clicks and choices), its kind and a
   * one-line description. Distinct legal moves have distinct input sequences; {@link TurnBuilder}
   * uses them to enter moves step by step.
   *
   * <p>Transitional default, removed once every game module lists move inputs: throws.
   */
  default MoveInputs moveInputs(S position, M move) {
    throw new UnsupportedOperationException(gameId() + " does not list move inputs yet");
  }

  /**
   * Says why an input that continues no legal move does nothing, in the game's own words where it
   * has them ("c3 is frozen: it was pushed on the previous turn"); {@code None} lets the {@link
   * TurnBuilder} answer with a generic reason. {@code entered} are the inputs accepted before.
   */
  default Option<Rejection> explainInput(S position, Seq<Input> entered, Input refused) {
    return Option.none();
  }

  /** Draws the position for a terminal: by default {@link BoardView#toText()} of its view. */
  default String diagram(S position) {
    return view(position).toText();
  }
}
