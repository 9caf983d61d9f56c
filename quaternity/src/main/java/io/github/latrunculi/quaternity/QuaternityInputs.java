package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.IntBuffer;
import io.github.latrunculi.quaternity.QuaternityMove.Pass;
import io.github.latrunculi.quaternity.QuaternityMove.PieceMove;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * How a person enters a move (dossier §5.2): a piece move is two clicks, origin then destination,
 * and a promotion adds the choice {@code promote-q}, {@code promote-r}, {@code promote-b} or {@code
 * promote-n}; the pass is the choice {@code pass}. A central pawn's direction follows from its
 * destination, so it is no extra input. Resignations, time-outs and draw offers and answers are
 * meta actions, not moves, and have no inputs. Also says why a natural wrong click does nothing, in
 * the words of {@link QuaternityMoveCheck}.
 */
final class QuaternityInputs {
  private final QuaternityMoveGenerator generator;
  private final QuaternityMoveCheck check;

  QuaternityInputs(QuaternityMoveGenerator generator, QuaternityMoveCheck check) {
    this.generator = generator;
    this.check = check;
  }

  /** Returns the inputs, kind and description of a piece move or pass of {@code position}. */
  MoveInputs inputs(QuaternityPosition position, QuaternityMove move) {
    String mover = QuaternityArmy.of(position.toMoveIndex()).displayName();
    if (move instanceof Pass) {
      return MoveInputs.of(
          List.of(Input.choice("pass", "pass")), "pass", mover + " has no legal move and passes");
    }
    if (!(move instanceof PieceMove m)) {
      throw new IllegalArgumentException(
          move
              + " is a meta action (resignation, time-out, draw offer or answer),"
              + " not entered by inputs");
    }
    QuaternityDraft w = position.work();
    int from = GEOMETRY.index(m.from());
    int to = GEOMETRY.index(m.to());
    boolean capture = w.board[to] != 0;
    StringBuilder description =
        new StringBuilder(QuaternityMoveCheck.describe(w, from)).append(' ').append(m.from());
    if (capture) {
      description.append(" takes ").append(QuaternityMoveCheck.describe(w, to)).append(" on ");
    } else {
      description.append(" to ");
    }
    description.append(m.to());
    Seq<Input> inputs = List.of(Input.click(m.from()), Input.click(m.to()));
    if (m.promotion().isDefined()) {
      QuaternityPieceKind kind = m.promotion().get();
      inputs = inputs.append(promotion(kind));
      description.append(", promoting to a ").append(kind.displayName());
      return MoveInputs.of(inputs, "promotion", description.toString());
    }
    int v = w.board[from];
    if (QuaternityPieceCodes.type(v) == QuaternityPieceCodes.PAWN_UNCOMMITTED) {
      Option<Direction> commits =
          QuaternityPieceCodes.piece(generator.arrival(v, from, to, 0)).direction();
      description.append(
          commits
              .map(d -> ", committing to move " + d.name())
              .getOrElse(", keeping its choice of direction"));
    }
    return MoveInputs.of(inputs, capture ? "capture" : "step", description.toString());
  }

  /** Returns the choice of a promotion piece, {@code promote-q} for a queen. */
  static Input promotion(QuaternityPieceKind kind) {
    return Input.choice(
        "promote-" + Character.toLowerCase(kind.letter()), "promote to " + kind.displayName());
  }

  /**
   * Says why an input continues no legal move: the game is over; a click on an empty square, on a
   * piece of another player, or on an own piece without a legal move (pinned, blocked); a second
   * click the selected piece cannot reach or that leaves the king in check; a pass while a move is
   * possible. {@code None} for anything else.
   */
  Option<Rejection> explain(QuaternityPosition position, Seq<Input> entered, Input refused) {
    if (position.isOver()) {
      return left(check.check(position, new Pass()));
    }
    if (refused instanceof Input.Choice c) {
      return c.id().equals("pass") && entered.isEmpty()
          ? left(check.check(position, new Pass()))
          : Option.none();
    }
    Square square = ((Input.Click) refused).square();
    if (entered.size() == 1 && entered.head() instanceof Input.Click origin) {
      return left(check.check(position, PieceMove.of(origin.square(), square)));
    }
    if (!entered.isEmpty()) {
      return Option.none();
    }
    Either<Rejection, QuaternityMove> onItself =
        check.check(position, PieceMove.of(square, square));
    QuaternityRejection code = (QuaternityRejection) onItself.getLeft().code();
    if (code == QuaternityRejection.NO_PIECE
        || code == QuaternityRejection.NOT_YOUR_PIECE
        || !GEOMETRY.contains(square)) {
      return Option.some(onItself.getLeft());
    }
    QuaternityDraft w = position.work();
    int sq = GEOMETRY.index(square);
    IntBuffer pseudo = new IntBuffer(16);
    generator.pieceMoves(w, sq, QuaternityMoveGenerator.ownArmies(w, w.toMove), pseudo);
    if (pseudo.size() > 0) {
      return left(check.check(position, QuaternityMoveGenerator.pieceMove(pseudo.get(0))));
    }
    return Option.some(
        new Rejection(
            QuaternityRejection.ILLEGAL_MOVEMENT,
            QuaternityMoveCheck.describe(w, sq)
                + " on "
                + square
                + " has no move: every square it could go to is blocked or holds a piece it may"
                + " not capture"));
  }

  private static Option<Rejection> left(Either<Rejection, QuaternityMove> checked) {
    return checked.isLeft() ? Option.some(checked.getLeft()) : Option.none();
  }
}
