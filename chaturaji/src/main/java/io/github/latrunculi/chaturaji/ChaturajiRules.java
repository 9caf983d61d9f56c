package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;
import java.util.random.RandomGenerator;

/**
 * The rules of one Chaturaji variant: immutable and thread-safe, shared by any number of games. A
 * thin facade over the package's roles, which share one {@link ChaturajiContext}: {@link
 * ChaturajiMoveGenerator} lists the actions, {@link ChaturajiMoveCheck} validates one, {@link
 * ChaturajiTransition} applies it, {@link ChaturajiDiagram} draws the position and {@link
 * ChaturajiInputs} says how a person enters a move.
 *
 * <p>A user interface learns everything through the interaction model: {@link #toMove} names the
 * army that acts for the current slot (or the die's chance event with its faces and probabilities),
 * the {@link #view} states the actor, the die's meaning and the men it lets move, and {@link
 * #moveInputs} with {@link io.github.latrunculi.core.interaction.TurnBuilder} gives the targets and
 * promotion choices of each man. Besides the contract the rules offer only {@link
 * #initial(ChaturajiArmy)}, a start with another first seat.
 *
 * <p>The Zobrist key ({@link #hash}) covers the board (each man with its link and transferred
 * flag), the slot, the die field, the commanders and the prisoners; it leaves out on purpose the
 * last two fields of the position line, the quiet counter and the turn number, so positions that
 * differ only in those counters share a key.
 */
public final class ChaturajiRules implements Rules<ChaturajiPosition, ChaturajiMove> {
  private final ChaturajiContext context;
  private final ChaturajiNotation notation;
  private final ChaturajiPosition initial;
  private final ChaturajiMoveCheck check;
  private final ChaturajiTransition transition;
  private final ChaturajiDiagram diagram;
  private final ChaturajiInputs inputs;

  private ChaturajiRules(ChaturajiVariant variant) {
    this.context = new ChaturajiContext(variant);
    this.notation = new ChaturajiNotation(context);
    this.initial = ChaturajiPosition.start(variant, ChaturajiArmy.RED);
    this.check = new ChaturajiMoveCheck(context);
    this.transition = new ChaturajiTransition(context);
    this.diagram = new ChaturajiDiagram(context);
    this.inputs = new ChaturajiInputs(context, check, transition);
  }

  /**
   * {@return the rules of the default variant: {@code partnership}, every option at its default}
   */
  public static ChaturajiRules standard() {
    return of(ChaturajiVariant.PARTNERSHIP);
  }

  /**
   * {@return the rules of a variant with its options}
   *
   * @param variant the named variant with its options, not null
   */
  public static ChaturajiRules of(ChaturajiVariant variant) {
    return new ChaturajiRules(Objects.requireNonNull(variant, "variant"));
  }

  /** {@return the variant and options these rules were made with} */
  public ChaturajiVariant variant() {
    return context.variant();
  }

  @Override
  public String gameId() {
    return "chaturaji";
  }

  @Override
  public String variantName() {
    return context.field();
  }

  /** Returns the four seats r, g, y, b in turn order. */
  @Override
  public Seq<Player> players() {
    return ChaturajiContext.PLAYERS;
  }

  /** Returns the starting position with Red to move first. */
  @Override
  public ChaturajiPosition initial() {
    return initial;
  }

  /**
   * {@return the starting position with {@code first} to move first} A setup option, not a query:
   * the dossier lets any seat open the game, and the position records whose slot it is.
   *
   * @param first the army that plays the first turn slot; play then goes on clockwise
   */
  public ChaturajiPosition initial(ChaturajiArmy first) {
    return ChaturajiPosition.start(context.variant(), first);
  }

  /**
   * Returns nobody once the game is over, the die's chance event (each throw with its probability)
   * while a throw is due, else the seat of the army that acts for the slot: the camp's commander if
   * the camp is unified, else the slot's own army.
   */
  @Override
  public ToMove<ChaturajiMove> toMove(ChaturajiPosition position) {
    return ChaturajiCommand.toMove(context, position);
  }

  @Override
  public Seq<ChaturajiMove> legalMoves(ChaturajiPosition position) {
    return ChaturajiMoveGenerator.legalMoves(context, position);
  }

  @Override
  public int countLegalMoves(ChaturajiPosition position) {
    return ChaturajiMoveGenerator.countLegalMoves(context, position);
  }

  /**
   * Returns a random legal action for playouts, without building the move list: at a chance point a
   * throw drawn with the die's probabilities, otherwise a move drawn uniformly from the legal
   * moves; {@code None} when the game is over.
   */
  @Override
  public Option<ChaturajiMove> randomMove(ChaturajiPosition position, RandomGenerator random) {
    return ChaturajiMoveGenerator.randomMove(context, position, random);
  }

  @Override
  public Either<Rejection, ChaturajiPosition> play(ChaturajiPosition position, ChaturajiMove move) {
    return check.check(position, move).map(m -> transition.apply(position, m));
  }

  @Override
  public ChaturajiPosition apply(ChaturajiPosition position, ChaturajiMove move) {
    return transition.apply(position, move);
  }

  /** Returns the {@link ChaturajiHeuristic} estimate: the camps' material, marajas first. */
  @Override
  public double evaluate(ChaturajiPosition position, Player player) {
    return ChaturajiHeuristic.evaluate(position, player);
  }

  /**
   * Returns the captures among the legal moves: the board moves that take an enemy man (what the
   * hierarchy lets capture). A throw of the die is a chance event and never noisy; exchanges and
   * releases are left to the full search.
   */
  @Override
  public Seq<ChaturajiMove> noisyMoves(ChaturajiPosition position) {
    return ChaturajiMoveGenerator.captures(context, position);
  }

  /** Returns true for the same army or the two armies of one camp, who win and lose together. */
  @Override
  public boolean allied(Player a, Player b) {
    return ChaturajiArmy.of(a.index()).camp() == ChaturajiArmy.of(b.index()).camp();
  }

  @Override
  public Outcome outcome(ChaturajiPosition position) {
    return ChaturajiTransition.outcome(position);
  }

  /** Returns the Zobrist key; it leaves out the quiet counter and the turn number (see above). */
  @Override
  public long hash(ChaturajiPosition position) {
    return position.hash;
  }

  @Override
  public ChaturajiNotation notation() {
    return notation;
  }

  /**
   * Returns the view of a position: every man with its army, kind and token; marks on the men the
   * die lets move and on transferred boats; facts for the slot, actor, die, commanders, prisoners
   * and counters; the two camps as teams.
   */
  @Override
  public BoardView view(ChaturajiPosition position) {
    return diagram.view(position, outcome(position));
  }

  /**
   * Returns the clicks and choices that enter a legal move, its kind and a one-line description.
   */
  @Override
  public MoveInputs moveInputs(ChaturajiPosition position, ChaturajiMove move) {
    return inputs.of(position, move);
  }

  /**
   * Explains a refused click in the game's words: an empty square, a man the actor does not
   * command, a man the die does not select, or a throw that is due first.
   */
  @Override
  public Option<Rejection> explainInput(
      ChaturajiPosition position, Seq<Input> entered, Input refused) {
    return inputs.explain(position, entered, refused);
  }

  /**
   * Draws the board for a terminal: rank 8 at the top, files labelled, each man as its token; then
   * the slot, the actor, the die, commanders, prisoners and counters, the marks and the status.
   */
  @Override
  public String diagram(ChaturajiPosition position) {
    return diagram.text(position, view(position), outcome(position));
  }
}
