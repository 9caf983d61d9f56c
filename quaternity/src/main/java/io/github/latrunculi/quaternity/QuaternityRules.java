package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.quaternity.QuaternityMove.AcceptDraw;
import io.github.latrunculi.quaternity.QuaternityMove.DeclineDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Freeze;
import io.github.latrunculi.quaternity.QuaternityMove.OfferDraw;
import io.github.latrunculi.quaternity.QuaternityMove.Pass;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The rules of Quaternity for one set of options: an immutable, thread-safe object to share.
 *
 * <p>Besides the {@link Rules} contract it offers what a user interface needs: the legal {@link
 * #targets targets} of a selected piece (with the direction a central pawn would commit to and the
 * promotion choices), {@link #drawOfferAnswerers who may still answer} a draw offer, and {@link
 * #checks which kings are in check and by what}.
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
  /** The start position's six QFEN fields (§2.3), White to move. */
  static final String START =
      "rK2rRrP>2bP<bR2bK/1rQ1rNrP>2bP<bB1bQ1/3rNrP>2bP<bB3/rRrBrBrP*4bP*bNbNbR/"
          + "rPvrPvrPv1rP*2bP*1bPvbPvbPv/12/12/wP^wP^wP^1wP*2gP*1gP^gP^gP^/"
          + "wRwNwNwP*4gP*gBgBgR/3wBwP>2gP<gN3/1wQ1wBwP>2gP<gN1gQ1/wK2wRwP>2gP<gR2gK"
          + " w wrbg AAAA - *";

  private static final Seq<Player> PLAYERS =
      Vector.of(QuaternityArmy.values()).map(QuaternityArmy::player);
  private static final Pass PASS = new Pass();

  private final QuaternityVariant variant;
  private final String variantField;
  private final QuaternityMoveGenerator generator;
  private final QuaternityTransition transition;
  private final QuaternityMoveCheck check;
  private final QuaternityEvaluation evaluation;
  private final QuaternityDiagram diagram;
  private final QuaternityInputs inputs;
  private final QuaternityNotation notation;
  private final QuaternityPosition initial;

  private QuaternityRules(QuaternityVariant variant) {
    this.variant = variant;
    this.variantField = variant.field();
    this.generator = new QuaternityMoveGenerator(variant);
    this.transition = new QuaternityTransition(variant, generator);
    this.check = new QuaternityMoveCheck(variant, generator);
    this.evaluation = new QuaternityEvaluation(generator);
    this.diagram = new QuaternityDiagram(this);
    this.inputs = new QuaternityInputs(generator, check);
    this.notation = new QuaternityNotation(this);
    String first = String.valueOf(variant.firstPlayer().letter());
    this.initial =
        notation
            .parsePosition(
                "quaternity "
                    + variantField
                    + " "
                    + START.replace(" w wrbg", " " + first + " wrbg")
                    + (variant.hasNoProgressLimit() ? " 0" : ""))
            .getOrElseThrow(r -> new IllegalStateException("bad start position: " + r));
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

  /** {@return the options of these rules} */
  public QuaternityVariant options() {
    return variant;
  }

  QuaternityMoveGenerator generator() {
    return generator;
  }

  @Override
  public String gameId() {
    return "quaternity";
  }

  @Override
  public String variantName() {
    return variantField;
  }

  @Override
  public Seq<Player> players() {
    return PLAYERS;
  }

  @Override
  public QuaternityPosition initial() {
    return initial;
  }

  @Override
  public ToMove<QuaternityMove> toMove(QuaternityPosition position) {
    return position.isOver() ? new ToMove.Nobody<>() : new ToMove.Seat<>(position.toMove());
  }

  @Override
  public Seq<QuaternityMove> legalMoves(QuaternityPosition position) {
    if (position.isOver()) {
      return List.empty();
    }
    QuaternityMoveBuffer.Scratch scratch = QuaternityMoveBuffer.scratch();
    QuaternityMoveBuffer legal = scratch.take();
    try {
      generator.legalMoves(position.read(), position.toMoveIndex(), legal);
      if (legal.size() == 0) {
        return List.of(PASS);
      }
      QuaternityMove[] moves = new QuaternityMove[legal.size()];
      for (int i = 0; i < moves.length; i++) {
        moves[i] = QuaternityMoveGenerator.pieceMove(legal.get(i));
      }
      return Array.of(moves);
    } finally {
      scratch.give();
    }
  }

  /**
   * Returns the captures and promotions among the legal moves: the moves onto a square that holds a
   * piece (legal moves never land on a friend) and the pawn moves that promote.
   */
  @Override
  public Seq<QuaternityMove> noisyMoves(QuaternityPosition position) {
    if (position.isOver()) {
      return List.empty();
    }
    QuaternityMoveBuffer.Scratch scratch = QuaternityMoveBuffer.scratch();
    QuaternityMoveBuffer legal = scratch.take();
    try {
      QuaternityDraft board = position.read();
      generator.legalMoves(board, position.toMoveIndex(), legal);
      List<QuaternityMove> noisy = List.empty();
      for (int i = legal.size() - 1; i >= 0; i--) {
        int move = legal.get(i);
        if (board.board[QuaternityMoveGenerator.to(move)] != 0
            || QuaternityMoveGenerator.promotion(move) != 0) {
          noisy = noisy.prepend(QuaternityMoveGenerator.pieceMove(move));
        }
      }
      return noisy;
    } finally {
      scratch.give();
    }
  }

  @Override
  public int countLegalMoves(QuaternityPosition position) {
    if (position.isOver()) {
      return 0;
    }
    int n = generator.countLegalMoves(position.read(), position.toMoveIndex());
    return n == 0 ? 1 : n;
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
    int result = position.resultCode();
    if (result == QuaternityDraft.ONGOING) {
      return Outcome.ONGOING;
    }
    if (result == QuaternityDraft.DRAW) {
      return Outcome.draw(
          position.proposerIndex() >= 0
              ? "AGREEMENT"
              : variant.hasNoProgressLimit() && position.quietTurns() >= variant.noProgressLimit()
                  ? "NO_PROGRESS"
                  : "STALEMATE");
    }
    int active = 0;
    for (int p = 0; p < 4; p++) {
      if (position.statusIndex(p) == QuaternityDraft.ACTIVE) {
        active++;
      }
    }
    return Outcome.win(
        QuaternityArmy.of(result - QuaternityDraft.WIN).player(),
        active == 1 ? "LAST_ACTIVE_PLAYER" : "STALEMATE");
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
    if (position.isOver()) {
      return Option.none();
    }
    int move = generator.randomLegalMove(position.read(), position.toMoveIndex(), random);
    return Option.some(move < 0 ? PASS : QuaternityMoveGenerator.pieceMove(move));
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

  // ---------------------------------------------------------------- for user interfaces

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
   * Returns the legal destinations of the piece on {@code from} for the player to move, one per
   * square (promotions folded into {@link QuaternityTarget#promotions()}); empty when the square is
   * empty, holds a piece the player does not control, or the game is over.
   *
   * @param position the position to move in
   * @param from the square of the piece a person selected
   * @return the squares the piece may move to, each with its promotions
   */
  public Seq<QuaternityTarget> targets(QuaternityPosition position, Square from) {
    if (position.isOver() || !GEOMETRY.contains(from)) {
      return List.empty();
    }
    QuaternityDraft w = position.work();
    int sq = GEOMETRY.index(from);
    QuaternityMoveBuffer legal = new QuaternityMoveBuffer();
    generator.legalMoves(w, w.toMove, legal);
    Vector<QuaternityTarget> targets = Vector.empty();
    for (int i = 0; i < legal.size(); i++) {
      int m = legal.get(i);
      int to = QuaternityMoveGenerator.to(m);
      if (QuaternityMoveGenerator.from(m) != sq
          || QuaternityMoveGenerator.promotion(m) > QuaternityPieceCodes.QUEEN) {
        continue;
      }
      int arrival = generator.arrival(w.board[sq], sq, to, 0);
      Option<Direction> commits =
          QuaternityPieceCodes.type(w.board[sq]) == QuaternityPieceCodes.PAWN_UNCOMMITTED
              ? QuaternityPieceCodes.piece(arrival).direction()
              : Option.none();
      Seq<QuaternityPieceKind> promotions =
          QuaternityMoveGenerator.promotion(m) == 0
              ? List.empty()
              : List.of(
                  QuaternityPieceKind.QUEEN,
                  QuaternityPieceKind.ROOK,
                  QuaternityPieceKind.BISHOP,
                  QuaternityPieceKind.KNIGHT);
      targets =
          targets.append(
              new QuaternityTarget(GEOMETRY.square(to), w.board[to] != 0, commits, promotions));
    }
    return targets;
  }

  /**
   * Returns the pieces a pawn may promote to by moving from {@code from} to {@code to}: queen,
   * rook, bishop and knight when that is a legal promoting move, else nothing.
   *
   * @param position the position to move in
   * @param from the pawn's square
   * @param to the square on its promotion line
   * @return the piece kinds a person may choose, empty when the move does not promote
   */
  public Seq<QuaternityPieceKind> promotionChoices(
      QuaternityPosition position, Square from, Square to) {
    return targets(position, from)
        .find(t -> t.to().equals(to))
        .map(QuaternityTarget::promotions)
        .getOrElse(List.empty());
  }

  /**
   * Returns the players who may still accept the pending draw offer (active, not the proposer, not
   * yet accepted), in seat order; empty without a pending offer. Any active player other than the
   * proposer may decline.
   *
   * @param position the position with the offer
   * @return the players whose acceptance is still missing
   */
  public Seq<Player> drawOfferAnswerers(QuaternityPosition position) {
    if (position.isOver() || position.proposerIndex() < 0) {
      return List.empty();
    }
    int missing = QuaternityTransition.missingAcceptors(position.work());
    return PLAYERS.filter(p -> (missing & (1 << p.index())) != 0);
  }

  /**
   * Returns every king in check (active or frozen players alike), in seat order, with the squares
   * of the live pieces that attack it.
   *
   * @param position any position
   * @return the checks, empty when no king is attacked
   */
  public Seq<QuaternityCheck> checks(QuaternityPosition position) {
    QuaternityDraft w = position.work();
    Vector<QuaternityCheck> checks = Vector.empty();
    for (int p = 0; p < 4; p++) {
      if (w.kings[p] < 0) {
        continue;
      }
      QuaternityMoveBuffer attackers =
          QuaternityMoveGenerator.attackers(w.board, w.kings[p], generator.hostileArmies(w, p));
      if (attackers.size() > 0) {
        Vector<Square> squares = Vector.empty();
        for (int i = 0; i < attackers.size(); i++) {
          squares = squares.append(GEOMETRY.square(attackers.get(i)));
        }
        checks =
            checks.append(
                new QuaternityCheck(PLAYERS.get(p), GEOMETRY.square(w.kings[p]), squares));
      }
    }
    return checks;
  }

  @Override
  public String toString() {
    return "quaternity " + variantField;
  }
}
