package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;
import static io.github.latrunculi.quaternity.QuaternityTables.SIZE;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.BoardView.Fact;
import io.github.latrunculi.core.BoardView.Mark;
import io.github.latrunculi.core.BoardView.Piece;
import io.github.latrunculi.core.BoardView.Seat;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.IntBuffer;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * What a person sees of a position: the {@link BoardView} (pieces with the player who moves them,
 * marks for kings in check, their checkers and frozen armies, facts for a side panel) and the
 * terminal diagram drawn from it. Kings are the royal pieces. A committed pawn heads in its
 * direction; an uncommitted Advanced Central Pawn heads along its army's diagonal towards the
 * centre until its first step picks a side. Each army is drawn in its colour and sits at its king's
 * corner: White south-west, Red north-west, Black north-east, Green south-east.
 */
final class QuaternityDiagram {
  private static final Seq<Seat> SEATS =
      List.of(QuaternityArmy.values())
          .map(
              army ->
                  new Seat(
                      army.player(),
                      army.displayName(),
                      army.displayName().toLowerCase(Locale.ROOT),
                      Direction.of(
                          QuaternityPawns.turn(
                              QuaternityPawns.forward(army.ordinal()), Direction.COUNT / 2))));

  private final QuaternityVariant variant;
  private final QuaternityMoveGenerator generator;
  private final QuaternityTransition transition;

  QuaternityDiagram(
      QuaternityContext context,
      QuaternityMoveGenerator generator,
      QuaternityTransition transition) {
    this.variant = context.variant();
    this.generator = generator;
    this.transition = transition;
  }

  /**
   * Returns the view: each piece owned by the player who controls its army (an assimilated army
   * belongs to its new controller; its colour stays in the label), with the kind's name as id and
   * its QFEN token as label; every player a team of one.
   */
  BoardView view(QuaternityPosition position) {
    Vector<Piece> pieces = Vector.empty();
    Vector<Mark> marks = Vector.empty();
    for (int sq = 0; sq < QuaternityTables.SQUARES; sq++) {
      int v = position.code(sq);
      if (v == 0) {
        continue;
      }
      QuaternityPiece piece = QuaternityPieceCodes.piece(v);
      Square square = GEOMETRY.square(sq);
      int controller = position.controllerIndex(QuaternityPieceCodes.army(v));
      pieces =
          pieces.append(
              new Piece(
                  square,
                  Option.some(QuaternityArmy.of(controller).player()),
                  piece.kind().displayName(),
                  QuaternityPieceCodes.token(v),
                  piece.kind() == QuaternityPieceKind.KING,
                  heading(piece)));
      if (position.statusIndex(controller) == QuaternityDraft.FROZEN) {
        marks = marks.append(new Mark(square, "frozen", frozenMessage(controller)));
      }
    }
    for (QuaternityCheck check : checks(position)) {
      String king = QuaternityArmy.of(check.player()).displayName() + "'s king on " + check.king();
      marks =
          marks.append(
              new Mark(
                  check.king(),
                  "check",
                  king + " is in check: a live piece of another player attacks it"));
      for (Square attacker : check.attackers()) {
        marks = marks.append(new Mark(attacker, "checker", "gives check to " + king));
      }
    }
    Seq<Player> players = QuaternityArmy.PLAYERS;
    return new BoardView(
        GEOMETRY, players, players.map(List::of), pieces, marks, facts(position), SEATS);
  }

  /**
   * Returns every king in check (active or frozen players alike), in seat order, with the squares
   * of the live pieces that attack it.
   */
  Seq<QuaternityCheck> checks(QuaternityPosition position) {
    QuaternityDraft w = position.read();
    Vector<QuaternityCheck> checks = Vector.empty();
    for (int p = 0; p < QuaternityArmy.COUNT; p++) {
      if (w.kings[p] < 0) {
        continue;
      }
      IntBuffer attackers =
          QuaternityAttacks.attackers(w.board, w.kings[p], generator.hostileArmies(w, p));
      if (attackers.size() > 0) {
        Vector<Square> squares = Vector.empty();
        for (int i = 0; i < attackers.size(); i++) {
          squares = squares.append(GEOMETRY.square(attackers.get(i)));
        }
        checks =
            checks.append(
                new QuaternityCheck(
                    QuaternityArmy.of(p).player(), GEOMETRY.square(w.kings[p]), squares));
      }
    }
    return checks;
  }

  /** A pawn's direction, or an uncommitted central pawn's diagonal; none for the other kinds. */
  private static Option<Direction> heading(QuaternityPiece piece) {
    if (piece.isUncommittedPawn()) {
      return Option.some(Direction.of(QuaternityPawns.forward(piece.army().ordinal())));
    }
    return piece.direction();
  }

  private String frozenMessage(int player) {
    return QuaternityArmy.of(player).displayName()
        + " is frozen (resigned, out of time or walked over): its pieces never move"
        + (variant.frozenPiecesAttack() ? "" : ", block but give no check")
        + ", and its king can still be mated";
  }

  private Seq<Fact> facts(QuaternityPosition position) {
    Vector<Fact> facts = Vector.empty();
    Outcome outcome = transition.outcome(position);
    facts =
        outcome.isFinished()
            ? facts.append(new Fact("outcome", outcome.toString()))
            : facts.append(
                new Fact("toAct", QuaternityArmy.of(position.toMoveIndex()).displayName()));
    for (QuaternityArmy army : QuaternityArmy.values()) {
      int p = army.ordinal();
      StringBuilder value =
          new StringBuilder(
              QuaternityStatus.values()[position.statusIndex(p)].name().toLowerCase(Locale.ROOT));
      int controller = position.controllerIndex(p);
      if (controller != p) {
        value.append("; its army moves with ").append(QuaternityArmy.of(controller).displayName());
      }
      facts = facts.append(new Fact(army.displayName().toLowerCase(Locale.ROOT), value.toString()));
    }
    if (position.proposerIndex() >= 0) {
      QuaternityDrawOffer offer = position.drawOffer().get();
      facts =
          facts.append(
              new Fact(
                  "drawOffer",
                  "offered by "
                      + QuaternityArmy.of(offer.proposer()).displayName()
                      + (offer.acceptors().isEmpty()
                          ? ""
                          : "; accepted by "
                              + offer
                                  .acceptors()
                                  .map(a -> QuaternityArmy.of(a).displayName())
                                  .mkString(", "))));
    }
    if (variant.hasNoProgressLimit()) {
      facts =
          facts.append(
              new Fact("noProgress", position.quietTurns() + " of " + variant.noProgressLimit()));
    }
    return facts;
  }

  /**
   * Draws the view with rank 12 at the top, one column per file (the piece's token), then each
   * player's status and controller, the side to move or the outcome, the offer and the kings in
   * check, and one line per mark.
   */
  String text(QuaternityPosition position) {
    BoardView view = view(position);
    StringBuilder sb = new StringBuilder();
    drawBoard(sb, view);
    drawSeats(sb, position);
    drawTurn(sb, position, view);
    view.marks()
        .filter(m -> !m.code().equals("frozen"))
        .forEach(
            m ->
                sb.append(m.square())
                    .append(' ')
                    .append(m.code())
                    .append(": ")
                    .append(m.message())
                    .append('\n'));
    return sb.toString();
  }

  /** Draws the ranks from 12 down to 1, each piece's label in a column, then the file letters. */
  private static void drawBoard(StringBuilder sb, BoardView view) {
    for (int rank = SIZE - 1; rank >= 0; rank--) {
      StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%2d", rank + 1));
      for (int file = 0; file < SIZE; file++) {
        String label = view.pieceAt(new Square(file, rank)).map(Piece::label).getOrElse(".");
        row.append(String.format(Locale.ROOT, " %-3s", label));
      }
      sb.append(row.toString().stripTrailing()).append('\n');
    }
    StringBuilder files = new StringBuilder("  ");
    for (int file = 0; file < SIZE; file++) {
      files.append(' ').append((char) ('a' + file)).append("  ");
    }
    sb.append(files.toString().stripTrailing()).append('\n');
  }

  /** Draws one line per player: its status, and who controls its army once it is mated. */
  private static void drawSeats(StringBuilder sb, QuaternityPosition position) {
    for (QuaternityArmy army : QuaternityArmy.values()) {
      Player p = army.player();
      sb.append(army.displayName())
          .append(": ")
          .append(position.status(p).name().toLowerCase(Locale.ROOT));
      if (!position.controller(army).equals(p)) {
        sb.append(", army controlled by ")
            .append(QuaternityArmy.of(position.controller(army)).displayName());
      }
      sb.append('\n');
    }
  }

  /** Draws the side to move or the outcome, a pending offer, and the kings in check. */
  private void drawTurn(StringBuilder sb, QuaternityPosition position, BoardView view) {
    Outcome outcome = transition.outcome(position);
    sb.append(
        outcome.isFinished()
            ? "game over: " + outcome
            : QuaternityArmy.of(position.toMove()).displayName() + " to move");
    position
        .drawOffer()
        .filter(o -> !position.isOver())
        .forEach(
            o ->
                sb.append("; draw offered by ")
                    .append(QuaternityArmy.of(o.proposer()).displayName()));
    view.marks()
        .filter(m -> m.code().equals("check"))
        .forEach(
            m ->
                sb.append("; ")
                    .append(
                        view.pieceAt(m.square())
                            .get()
                            .owner()
                            .map(o -> QuaternityArmy.of(o).displayName())
                            .get())
                    .append(" in check"));
    sb.append('\n');
  }
}
