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
 *   <li>For every {@code m} in {@code legalMoves(s)}: {@code play(s, m)} is {@code Right} and
 *       equals {@code apply(s, m)}.
 *   <li>For every {@code m} not in {@code legalMoves(s)}: {@code play(s, m)} is {@code Left} with a
 *       rejection naming what is wrong, unless {@link #isMetaAction(Move) isMetaAction(m)}; it
 *       never throws.
 *   <li>{@code apply} is the trusted fast path for search: it assumes a legal move and may
 *       misbehave (but does not corrupt {@code s}) on any other.
 *   <li>{@code toMove(s)} is {@link ToMove.Nobody} when the game is over, {@link ToMove.Chance}
 *       when the legal moves are chance outcomes, and {@link ToMove.Seat} otherwise.
 *   <li>{@code hash(s)} is a 64-bit Zobrist key: equal positions have equal keys.
 * </ul>
 *
 * @param <S> the position type
 * @param <M> the move type
 */
public interface Rules<S, M extends Move> {
  /** {@return the game id, for example {@code "chief"}} */
  String gameId();

  /**
   * {@return the canonical variant field of position lines: the variant name followed by the
   * non-default options, for example {@code "standard,pushlimit=2"}}
   */
  String variantName();

  /** {@return the players in seat order} */
  Seq<Player> players();

  /** {@return the initial position of this variant (for random setups, the one of seed 0)} */
  S initial();

  /**
   * {@return the initial position for a seed} Games without a random setup ignore the seed.
   *
   * @param seed picks one of the random setups; the same seed always gives the same position
   */
  default S initial(long seed) {
    return initial();
  }

  /**
   * {@return who acts in {@code position}: a seat, a chance event, or nobody once the game is over}
   *
   * @param position a position of this variant
   */
  ToMove<M> toMove(S position);

  /**
   * {@return every legal move of {@code position}, empty when the game is over}
   *
   * @param position a position of this variant
   */
  Seq<M> legalMoves(S position);

  /**
   * {@return {@code legalMoves(position).size()}, possibly faster (perft's bulk count)}
   *
   * @param position a position of this variant
   */
  default int countLegalMoves(S position) {
    return legalMoves(position).size();
  }

  /**
   * Returns a random legal move: at a chance point an outcome drawn with its probability, otherwise
   * a move drawn uniformly from {@code legalMoves(position)}; {@code None} when the game is over.
   * Random playouts (agents, the test kit, benchmarks) use it; games may override it with a faster
   * draw of the same distribution.
   *
   * @param position a position of this variant
   * @param random the source of the draw; the same generator state gives the same move
   * @return a legal move of {@code position}, or {@code None} when the game is over
   */
  default Option<M> randomMove(S position, RandomGenerator random) {
    if (toMove(position) instanceof ToMove.Chance<M> chance) {
      return Option.some(chance.sample(random.nextDouble()));
    }
    Seq<M> legal = legalMoves(position);
    return legal.isEmpty() ? Option.none() : Option.some(legal.get(random.nextInt(legal.size())));
  }

  /**
   * Returns the turn's parts for search (see {@link TurnSteps}): games whose turns have parts (a
   * move then a shot, a pair of placements) override it; the default is {@link
   * TurnSteps#wholeMoves}, one step per move.
   *
   * @return the steps of this variant's turns
   */
  default TurnSteps<S, M> turnSteps() {
    return TurnSteps.wholeMoves(this);
  }

  /**
   * Validates {@code move} in {@code position} and returns the next position or why not; never
   * throws on bad input.
   *
   * @param position the position to move from; it is not changed
   * @param move the move to validate and play
   * @return the position after the move, or the rejection that says why the move is not legal
   */
  Either<Rejection, S> play(S position, M move);

  /**
   * Plays a move given as text in the game's move notation: {@link Notation#parseMove parses} it,
   * then {@link #play(Object, Move) plays} it.
   *
   * @param position the position to move from; it is not changed
   * @param move the move in the game's move notation, for example as a client sent it
   * @return the position after the move, or the rejection of the text or of the move
   */
  default Either<Rejection, S> play(S position, String move) {
    return notation().parseMove(position, move).flatMap(m -> play(position, m));
  }

  /**
   * Returns true for actions that {@code play} accepts but {@code legalMoves} does not list because
   * they are not moves of the game: resignations, time-outs, draw offers and answers. Perft and
   * agents never see them. The default is false.
   *
   * @param move a move of this game
   * @return true when {@code move} is an action about the game rather than a move in it
   */
  default boolean isMetaAction(M move) {
    return false;
  }

  /**
   * Returns the {@link #isMetaAction meta actions} that {@code play} accepts in the position now (a
   * resignation of the player to act, a draw offer or its answers), so that a user interface can
   * show them as buttons; empty by default and once the game is over.
   *
   * @param position a position of this variant
   * @return the meta actions open in {@code position}, possibly empty
   */
  default Seq<M> metaActions(S position) {
    return io.vavr.collection.List.empty();
  }

  /**
   * Applies a move known to be legal, without validation: the fast path for search and replay of
   * moves already checked.
   *
   * @param position the position to move from; it is not changed
   * @param move a move from {@code legalMoves(position)} or a meta action {@code play} accepts
   * @return the position after the move
   */
  S apply(S position, M move);

  /**
   * {@return the outcome of {@code position}: ongoing, or finished with its winners and reason}
   *
   * @param position a position of this variant
   */
  Outcome outcome(S position);

  /**
   * Returns an estimate in {@code [0, 1]} of {@code player}'s return from {@code position}, for
   * search that stops before the end of the game (the playout cap of {@link
   * io.github.latrunculi.core.agent.MctsAgent}). For a finished position it equals {@code
   * outcome(position).score(player)}; the default returns that score everywhere (0.5 while the game
   * goes on). Games whose random playouts rarely end override it with a heuristic (material, for
   * example) so that search has something to climb.
   *
   * @param position a position of this variant
   * @param player the seat whose prospects are estimated
   * @return 1 for a sure win, 0 for a sure loss, and a value between for anything else
   */
  default double evaluate(S position, Player player) {
    return outcome(position).score(player);
  }

  /**
   * Returns the moves of {@code position} that change the material balance (captures, a stone
   * flipped, a piece pushed off the board), which a search should follow past its depth limit
   * before it trusts {@link #evaluate}: {@link io.github.latrunculi.core.agent.AlphaBetaAgent}'s
   * quiescence search extends them and tries them first. Every move listed is legal, best first
   * where the game can tell cheaply (for captures, the most valuable victim first), since the
   * search tries them in this order; the default lists none, which turns the extension off.
   *
   * @param position a position of this variant
   * @return the noisy legal moves of {@code position}, possibly empty
   */
  default Seq<M> noisyMoves(S position) {
    return io.vavr.collection.List.empty();
  }

  /**
   * Returns true when {@code a} and {@code b} play on one side: the same seat, or partners who win
   * and lose together (Chaturaji's allies). Search agents treat an ally's turn as their own and
   * every other seat as an opponent. The default says a seat is allied with itself only.
   *
   * @param a a seat of this game
   * @param b a seat of this game
   * @return true for the same seat or partners
   */
  default boolean allied(Player a, Player b) {
    return a.index() == b.index();
  }

  /**
   * {@return the position's 64-bit Zobrist key} Equal positions have equal keys.
   *
   * @param position a position of this variant
   */
  long hash(S position);

  /** {@return the text notation of this variant: position lines and moves} */
  Notation<S, M> notation();

  /**
   * Returns what a user interface draws of the position: pieces with owners, kinds and labels,
   * marks on squares and facts for a side panel (see {@link BoardView}).
   *
   * @param position a position of this variant
   * @return the board view of {@code position}
   */
  BoardView view(S position);

  /**
   * Returns how a person enters a legal move of the position (clicks and choices), its kind and a
   * one-line description. Distinct legal moves have distinct input sequences; {@link
   * io.github.latrunculi.core.interaction.TurnBuilder} uses them to enter moves step by step.
   *
   * @param position the position the move is played in
   * @param move a move from {@code legalMoves(position)}
   * @return the inputs that enter {@code move}, with its kind and description
   */
  MoveInputs moveInputs(S position, M move);

  /**
   * Says why an input that continues no legal move does nothing, in the game's own words where it
   * has them ("c3 is frozen: it was pushed on the previous turn"); {@code None} lets the {@link
   * io.github.latrunculi.core.interaction.TurnBuilder} answer with a generic reason.
   *
   * @param position the position the turn is entered in
   * @param entered the inputs accepted before, in order
   * @param refused the input that continues no legal move
   * @return the reason to show the person, or {@code None} for the builder's generic one
   */
  default Option<Rejection> explainInput(S position, Seq<Input> entered, Input refused) {
    return Option.none();
  }

  /**
   * Draws the position for a terminal: by default {@link BoardView#toText()} of its view.
   *
   * @param position a position of this variant
   * @return the drawing, several lines of plain text
   */
  default String diagram(S position) {
    return view(position).toText();
  }
}
