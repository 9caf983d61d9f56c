package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.quaternity.QuaternityMove.AcceptDraw;
import io.github.latrunculi.quaternity.QuaternityMove.DeclineDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Freeze;
import io.github.latrunculi.quaternity.QuaternityMove.OfferDraw;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of Quaternity for one set of options: an immutable, thread-safe object to share.
 *
 * <p>Besides the {@link Rules} contract it answers one question the interaction model leaves open:
 * {@link #drawOfferAnswerers who may still answer} a pending draw offer.
 *
 * <p>{@link #hash} covers the whole position line except the no-progress count of option {@code
 * noProgressLimit} (the seventh field, present only under that option), which it covers modulo 128:
 * two positions whose lines differ only in counts that are equal modulo 128 share their key. Under
 * the defaults the key therefore covers every field of the line.
 *
 * <p>Outcome reasons: {@code LAST_ACTIVE_PLAYER} (every other player is mated or frozen), {@code
 * AGREEMENT} (draw by agreement), {@code NO_PROGRESS} (option {@code noProgressLimit}), {@code
 * STALEMATE} (two active players and the one to move has no move; a draw, or a loss with
 * twoPlayerStalemate=loss; with autoPass also when every active player is stuck).
 */
public final class QuaternityRules implements Rules<QuaternityPosition, QuaternityMove> {
  private final QuaternityContext context;
  private final QuaternityMoveGenerator generator;
  private final QuaternityTransition transition;
  private final QuaternityMoveCheck check;
  private final QuaternityEvaluation evaluation;
  private final QuaternityDiagram diagram;
  private final QuaternityInputs inputs;
  private final QuaternityNotation notation;

  private QuaternityRules(QuaternityVariant variant) {
    this.context = new QuaternityContext(variant);
    this.generator = new QuaternityMoveGenerator(context);
    this.transition = new QuaternityTransition(context, generator);
    this.check = new QuaternityMoveCheck(context, generator);
    this.evaluation = new QuaternityEvaluation(generator);
    this.diagram = new QuaternityDiagram(context, generator, transition);
    this.inputs = new QuaternityInputs(generator, check);
    this.notation =
        new QuaternityNotation(context, new QuaternityPositionCheck(context, generator));
  }

  /** {@return the rules of the standard variant with every option at its default} */
  public static QuaternityRules standard() {
    return new QuaternityRules(QuaternityVariant.STANDARD);
  }

  /**
   * {@return the rules of the standard variant with the given options}
   *
   * @param variant the option values
   */
  public static QuaternityRules of(QuaternityVariant variant) {
    return new QuaternityRules(variant);
  }

  /** {@return the variant these rules were made with: the standard variant and its options} */
  public QuaternityVariant variant() {
    return context.variant();
  }

  /** Returns the move generator, for the tests of its shortcuts. */
  QuaternityMoveGenerator generator() {
    return generator;
  }

  @Override
  public String gameId() {
    return QuaternityContext.GAME_ID;
  }

  @Override
  public String variantName() {
    return context.variantName();
  }

  @Override
  public Seq<Player> players() {
    return QuaternityArmy.PLAYERS;
  }

  @Override
  public QuaternityPosition initial() {
    return notation.initial();
  }

  @Override
  public ToMove<QuaternityMove> toMove(QuaternityPosition position) {
    return position.isOver() ? new ToMove.Nobody<>() : new ToMove.Seat<>(position.toMove());
  }

  @Override
  public Seq<QuaternityMove> legalMoves(QuaternityPosition position) {
    return generator.legalMoves(position);
  }

  /**
   * Returns the captures and promotions among the legal moves: the moves onto a square that holds a
   * piece (legal moves never land on a friend) and the pawn moves that promote.
   */
  @Override
  public Seq<QuaternityMove> noisyMoves(QuaternityPosition position) {
    return generator.noisyMoves(position);
  }

  @Override
  public int countLegalMoves(QuaternityPosition position) {
    return generator.countLegalMoves(position);
  }

  @Override
  public Either<Rejection, QuaternityPosition> play(
      QuaternityPosition position, QuaternityMove move) {
    return check.check(position, move).map(m -> transition.apply(position, m));
  }

  @Override
  public boolean isMetaAction(QuaternityMove move) {
    return move instanceof Freeze
        || move instanceof OfferDraw
        || move instanceof AcceptDraw
        || move instanceof DeclineDraw;
  }

  @Override
  public QuaternityPosition apply(QuaternityPosition position, QuaternityMove move) {
    return transition.apply(position, move);
  }

  @Override
  public Outcome outcome(QuaternityPosition position) {
    return transition.outcome(position);
  }

  /**
   * Returns the outcome's score once the game is over, and otherwise the player's share of the
   * active players' strength: the material each controls (armies taken by mate included, the king
   * counted too) discounted by the pressure on its king; 0 for a frozen or eliminated player. So
   * search stopped short of a mate still sees who is winning and who is under attack.
   */
  @Override
  public double evaluate(QuaternityPosition position, Player player) {
    return position.isOver()
        ? outcome(position).score(player)
        : evaluation.share(position, player.index());
  }

  /**
   * Draws uniformly from the legal moves without listing them all (the pass when it is the only
   * move).
   */
  @Override
  public Option<QuaternityMove> randomMove(QuaternityPosition position, RandomGenerator random) {
    return generator.randomMove(position, random);
  }

  @Override
  public long hash(QuaternityPosition position) {
    return position.zobrist();
  }

  @Override
  public QuaternityNotation notation() {
    return notation;
  }

  /**
   * Draws the board with rank 12 at the top, one column per file (army letter, kind letter, pawn
   * direction), then the players' statuses and controllers, the side to move, the offer and the
   * kings in check.
   */
  @Override
  public String diagram(QuaternityPosition position) {
    return diagram.text(position);
  }

  /**
   * Returns the view of a position: every piece owned by the player who moves it (kind ids {@code
   * king}, {@code queen}, {@code rook}, {@code bishop}, {@code knight}, {@code pawn}; labels the
   * QFEN tokens such as {@code wP^}, whose first letter is the army's colour); marks {@code check}
   * on kings in check, {@code checker} on the pieces attacking them and {@code frozen} on every
   * piece of a frozen player; facts {@code toAct} (or {@code outcome}), one per player ({@code
   * white}, {@code red}, {@code black}, {@code green}: status and who moves its army), {@code
   * drawOffer} while one is pending or completed, and {@code noProgress} under that option. Every
   * player is a team of one.
   */
  @Override
  public BoardView view(QuaternityPosition position) {
    return diagram.view(position);
  }

  /**
   * Returns how a person enters a legal move: origin and destination clicks, then for a promotion
   * the choice {@code promote-q}, {@code promote-r}, {@code promote-b} or {@code promote-n}; the
   * pass is the choice {@code pass}. Kinds: {@code step}, {@code capture}, {@code promotion},
   * {@code pass}. A central pawn's direction follows from the destination (no extra input).
   *
   * @throws IllegalArgumentException for a meta action (resignation, time-out, draw offer or
   *     answer): those are not moves and have no inputs
   */
  @Override
  public MoveInputs moveInputs(QuaternityPosition position, QuaternityMove move) {
    return inputs.inputs(position, move);
  }

  /**
   * Says why a click does nothing, with the rejection {@code play} would give: an empty square
   * ({@code NO_PIECE}), another player's piece ({@code NOT_YOUR_PIECE}), a pinned piece ({@code
   * KING_IN_CHECK}), a destination the selected piece cannot reach or may not take, a pass while a
   * move is possible, a finished game.
   */
  @Override
  public Option<Rejection> explainInput(
      QuaternityPosition position, Seq<Input> entered, Input refused) {
    return inputs.explain(position, entered, refused);
  }

  /**
   * Returns the players who may still accept the pending draw offer (active, not the proposer, not
   * yet accepted), in seat order; empty without a pending offer and once the game is over. Any
   * active player other than the proposer may decline.
   *
   * <p>A typed query because answering an offer is a meta action: {@code moveInputs} gives meta
   * actions no inputs, and the view's {@code drawOffer} fact says who offered and who accepted, not
   * who is still to answer. A user interface asks this to know whom to show the accept and decline
   * buttons.
   *
   * @param position the position with the offer
   * @return the players whose acceptance is still missing
   */
  public Seq<Player> drawOfferAnswerers(QuaternityPosition position) {
    return transition.drawOfferAnswerers(position);
  }

  /** Returns every king in check with its attackers, as the view marks them; for the tests. */
  Seq<QuaternityCheck> checks(QuaternityPosition position) {
    return diagram.checks(position);
  }

  @Override
  public String toString() {
    return QuaternityContext.GAME_ID + " " + context.variantName();
  }
}
