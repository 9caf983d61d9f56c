package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.RULES;
import static io.github.latrunculi.quaternity.QuaternityFixtures.after;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * What a user interface asks of the rules: the board view, move inputs and the core turn builder
 * (issue 12), and the game's own draw answers, checks and pieces.
 */
class QuaternityUiTests {
  private static Square sq(String name) {
    return Square.parse(name).get();
  }

  /** Returns the builder after clicking {@code from}, failing the test if it is refused. */
  private static TurnBuilder<QuaternityPosition, QuaternityMove> selected(
      QuaternityPosition position, String from) {
    var builder = TurnBuilder.start(RULES, position).click(sq(from));
    assertTrue(builder.isRight(), () -> from + " refused: " + builder.getLeft());
    return builder.get();
  }

  /** Returns the squares the piece selected in {@code builder} may go to, in move order. */
  private static List<Square> destinations(
      TurnBuilder<QuaternityPosition, QuaternityMove> builder) {
    return builder
        .next()
        .map(TurnBuilder.Next::input)
        .filter(i -> i instanceof Input.Click)
        .map(i -> ((Input.Click) i).square())
        .toList();
  }

  /**
   * Dossier T4: the commitments follow §3.3 (left capture commits N, right capture E). The
   * direction a move commits the pawn to is the direction of the pawn it leaves on its destination.
   */
  @Test
  void theDestinationsOfAnUncommittedCentralPawnDecideTheDirectionItCommitsTo() {
    QuaternityPosition t4 =
        position("rK10bK/12/12/12/12/12/12/2rN1gN7/3wP*8/4gB7/12/wK10gK w wrbg AAAA - *");
    var d4 = selected(t4, "d4");
    Map<Square, Option<Direction>> commits =
        HashMap.ofEntries(
            destinations(d4)
                .map(
                    to -> {
                      QuaternityMove move = d4.click(to).get().move().get();
                      return io.vavr.Tuple.of(
                          to, RULES.apply(t4, move).pieceAt(to).get().direction());
                    }));
    assertEquals(
        HashMap.of(
            sq("d5"), Option.some(Direction.N),
            sq("e4"), Option.some(Direction.E),
            sq("c5"), Option.some(Direction.N),
            sq("e3"), Option.some(Direction.E),
            sq("e5"), Option.none()),
        commits);
    assertEquals(
        io.vavr.collection.HashSet.of(sq("c5"), sq("e3"), sq("e5")),
        d4.next()
            .filter(n -> n.kinds().contains("capture"))
            .map(n -> ((Input.Click) n.input()).square())
            .toSet());
    assertEquals(
        "White's pawn d4 takes Green's knight on e5, keeping its choice of direction",
        d4.click(sq("e5")).get().moveInputs().get().description());
  }

  @Test
  void theMovesOfOtherPiecesCommitNothing() {
    var d3 = selected(RULES.initial(), "d3");
    assertEquals(8, destinations(d3).size());
    assertTrue(
        destinations(d3)
            .forAll(to -> !d3.click(to).get().moveInputs().get().description().contains("commit")));
  }

  @Test
  void anotherPlayersPieceOrAnEmptySquareCannotBeSelected() {
    var start = TurnBuilder.start(RULES, RULES.initial());
    assertTrue(start.click(sq("d9")).isLeft());
    assertTrue(start.click(sq("g7")).isLeft());
  }

  /** Dossier T5: f11-f12 promotes, to one of four pieces; k3-l3 too. */
  @Test
  void aPromotionOffersTheFourPieces() {
    QuaternityPosition t5 =
        position("12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *");
    List<String> four = List.of("promote-q", "promote-r", "promote-b", "promote-n");
    assertEquals(four, choices(selected(t5, "f11").click(sq("f12")).get()));
    assertEquals(four, choices(selected(t5, "k3").click(sq("l3")).get()));
    var king = selected(t5, "a1").click(sq("a2")).get();
    assertTrue(choices(king).isEmpty());
    assertTrue(king.move().isDefined(), "a king's step is whole without a choice");
    // A square the pawn cannot reach offers no choice, though its one move promotes.
    assertTrue(selected(t5, "f11").click(sq("f10")).isLeft());
    assertEquals(List.of(sq("f12")), destinations(selected(t5, "f11")));
  }

  private static List<String> choices(TurnBuilder<QuaternityPosition, QuaternityMove> builder) {
    return builder.next().map(n -> n.input().token()).toList();
  }

  /** Dossier T19: Black is frozen, so Red and Green answer White's offer. */
  @Test
  void drawOfferAnswerersAreTheActivePlayersWhoHaveNotAccepted() {
    String t19 = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAFA - *";
    assertTrue(RULES.drawOfferAnswerers(position(t19)).isEmpty());
    assertEquals(
        List.of("r", "g"),
        RULES.drawOfferAnswerers(position(after(t19, "offer-draw"))).map(p -> p.name()));
    assertEquals(
        List.of("g"),
        RULES
            .drawOfferAnswerers(position(after(t19, "offer-draw", "accept-draw(r)")))
            .map(p -> p.name()));
    QuaternityPosition offered = position(after(t19, "offer-draw", "accept-draw(r)"));
    assertEquals("w", offered.drawOffer().get().proposer().name());
    assertEquals(List.of("r"), offered.drawOffer().get().acceptors().map(p -> p.name()));
  }

  /** Dossier T10: Red's king a12 is in check from the Black rook a3 (a4 to a11 are empty). */
  @Test
  void checksNameTheKingAndItsAttackers() {
    QuaternityPosition t10 =
        position("rK10bK/7wR4/12/12/3wN8/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wrbg AAAA - *");
    var checks = RULES.checks(t10);
    assertEquals(1, checks.size());
    assertEquals("r", checks.head().player().name());
    assertEquals(sq("a12"), checks.head().king());
    assertEquals(List.of(sq("a3")), checks.head().attackers());
    assertTrue(RULES.checks(RULES.initial()).isEmpty());
  }

  /** Dossier T15a: the frozen Green king stays in check from the White rook d1. */
  @Test
  void frozenKingsInCheckAreReportedToo() {
    QuaternityPosition t15 =
        position("rK10bK/12/12/12/12/12/12/12/6gR5/10wK1/12/3wR7gK r wrbg AAAF - *");
    assertEquals(List.of("g"), RULES.checks(t15).map(c -> c.player().name()));
  }

  @Test
  void positionAccessorsDescribeTheState() {
    QuaternityPosition t11 =
        position("11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wwbg AXAA - *");
    assertEquals("w", t11.controller(QuaternityArmy.RED).name());
    assertEquals(QuaternityStatus.ELIMINATED, t11.status(QuaternityArmy.RED.player()));
    assertTrue(t11.kingSquare(QuaternityArmy.RED.player()).isEmpty());
    assertEquals(Option.some(sq("e1")), t11.kingSquare(QuaternityArmy.WHITE.player()));
    assertEquals(
        Option.some(QuaternityPiece.pawn(QuaternityArmy.RED, Direction.S)), t11.pieceAt(sq("c7")));
    assertEquals("rPv", t11.pieceAt(sq("c7")).get().token());
    assertFalse(t11.isOver());
  }

  @Test
  void diagramDrawsRanksTopDownWithFilesAndTheSideToMove() {
    String diagram = RULES.diagram(RULES.initial());
    String[] lines = diagram.split("\n");
    assertTrue(lines[0].startsWith("12 rK"), lines[0]);
    assertTrue(lines[11].startsWith(" 1 wK"), lines[11]);
    assertTrue(lines[12].trim().startsWith("a   b   c"), lines[12]);
    assertTrue(diagram.contains("White to move"));
  }

  // ---------------------------------------------------------------- board view

  @Test
  void theViewShowsEveryPieceOwnedByItsController() {
    BoardView view = RULES.view(RULES.initial());
    assertEquals(64, view.pieces().size());
    BoardView.Piece king = view.pieceAt(sq("a1")).get();
    assertEquals("king", king.kind());
    assertEquals("wK", king.label());
    assertEquals(Option.some(QuaternityArmy.WHITE.player()), king.owner());
    assertEquals("pawn", view.pieceAt(sq("d4")).get().kind());
    assertEquals("wP*", view.pieceAt(sq("d4")).get().label());
    assertEquals(Option.some("White"), view.fact("toAct"));
    assertEquals(Option.some("active"), view.fact("red"));
    assertTrue(view.marks().isEmpty(), "no check and nobody frozen at the start");
    assertEquals(4, view.teams().size());
    assertTrue(view.teams().forAll(team -> team.size() == 1));
  }

  /**
   * Dossier §3.3: the central pawns d4 and e5 may still go north or east; pawns show their
   * direction.
   */
  @Test
  void kingsAreRoyalAndPawnsHeadWhereTheirTokenPoints() {
    BoardView view = RULES.view(RULES.initial());
    assertEquals(
        List.of("a1", "l1", "a12", "l12"),
        view.pieces().filter(BoardView.Piece::royal).map(p -> p.square().name()).toList());
    assertEquals(
        Option.some(Direction.NE), view.pieceAt(sq("d4")).get().heading(), "wP* between N and E");
    assertEquals(Option.some(Direction.NE), view.pieceAt(sq("e5")).get().heading());
    for (BoardView.Piece piece : view.pieces()) {
      String label = piece.label();
      Option<Direction> expected =
          label.endsWith("^")
              ? Option.some(Direction.N)
              : label.endsWith(">")
                  ? Option.some(Direction.E)
                  : label.endsWith("v")
                      ? Option.some(Direction.S)
                      : label.endsWith("<") ? Option.some(Direction.W) : Option.none();
      if (!label.endsWith("*")) {
        assertEquals(expected, piece.heading(), label);
      }
    }
    BoardView assimilated =
        RULES.view(
            position("11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wwbg AXAA - *"));
    assertEquals(
        Option.some(Direction.S), assimilated.pieceAt(sq("c7")).get().heading(), "rPv heads south");
  }

  /**
   * Dossier §2: the kings start in the corners a1 (White), a12 (Red), l12 (Black) and l1 (Green).
   */
  @Test
  void eachArmySitsAtItsKingsCornerInItsColour() {
    BoardView view = RULES.view(RULES.initial());
    assertEquals(
        List.of("White white SW a1", "Red red NW a12", "Black black NE l12", "Green green SE l1"),
        view.seats()
            .map(
                s ->
                    s.displayName()
                        + " "
                        + s.colour()
                        + " "
                        + s.side()
                        + " "
                        + view.pieces()
                            .find(p -> p.royal() && p.owner().contains(s.player()))
                            .get()
                            .square())
            .toList());
  }

  /** Dossier T11: the Red pawn c7 is moved by White after Red's mate; its label keeps Red. */
  @Test
  void anAssimilatedPieceBelongsToItsNewControllerAndKeepsItsColour() {
    BoardView view =
        RULES.view(
            position("11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wwbg AXAA - *"));
    BoardView.Piece pawn = view.pieceAt(sq("c7")).get();
    assertEquals("rPv", pawn.label());
    assertEquals(Option.some(QuaternityArmy.WHITE.player()), pawn.owner());
    assertEquals(Option.some("eliminated; its army moves with White"), view.fact("red"));
  }

  /** Dossier T10: Red's king a12 is in check from the Black rook a3. */
  @Test
  void aKingInCheckAndItsCheckerAreMarked() {
    BoardView view =
        RULES.view(
            position("rK10bK/7wR4/12/12/3wN8/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wrbg AAAA - *"));
    assertEquals(
        List.of("a12 check", "a3 checker"),
        view.marks().map(m -> m.square().name() + " " + m.code()));
    assertTrue(view.marks().head().message().contains("Red's king on a12"));
    assertTrue(
        RULES
            .diagram(
                position("rK10bK/7wR4/12/12/3wN8/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wrbg AAAA - *"))
            .contains("Red in check"));
  }

  /** Dossier T15a: Green is frozen (king l1, rook g4) and its king stays in check from d1. */
  @Test
  void everyPieceOfAFrozenArmyIsMarked() {
    QuaternityPosition t15 =
        position("rK10bK/12/12/12/12/12/12/12/6gR5/10wK1/12/3wR7gK r wrbg AAAF - *");
    BoardView view = RULES.view(t15);
    assertEquals(
        io.vavr.collection.HashSet.of("g4", "l1"),
        view.marks().filter(m -> m.code().equals("frozen")).map(m -> m.square().name()).toSet());
    assertTrue(view.marks().exists(m -> m.code().equals("check") && m.square().equals(sq("l1"))));
    assertTrue(view.marks().exists(m -> m.code().equals("checker") && m.square().equals(sq("d1"))));
    assertEquals(Option.some("frozen"), view.fact("green"));
    assertEquals(Option.some("Red"), view.fact("toAct"));
  }

  /**
   * Dossier T19: the offer and its acceptors are a fact; after the draw the outcome replaces the
   * turn.
   */
  @Test
  void theDrawOfferAndTheOutcomeAreFacts() {
    String t19 = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAFA - *";
    BoardView offered = RULES.view(position(after(t19, "offer-draw", "accept-draw(r)")));
    assertEquals(Option.some("offered by White; accepted by Red"), offered.fact("drawOffer"));
    BoardView drawn =
        RULES.view(position(after(t19, "offer-draw", "accept-draw(r)", "accept-draw(g)")));
    assertTrue(drawn.fact("toAct").isEmpty());
    assertTrue(drawn.fact("outcome").get().contains("AGREEMENT"), drawn.fact("outcome").get());
  }

  // ---------------------------------------------------------------- move inputs and the builder

  @Test
  void aMoveIsTwoClicksWithItsKindAndDescription() {
    QuaternityPosition start = RULES.initial();
    MoveInputs capture = RULES.moveInputs(start, RULES.notation().parseMove(start, "d3xj9").get());
    assertEquals(List.of(Input.click(sq("d3")), Input.click(sq("j9"))), capture.inputs());
    assertEquals("capture", capture.kind());
    assertEquals("White's bishop d3 takes Black's knight on j9", capture.description());
    MoveInputs commit = RULES.moveInputs(start, RULES.notation().parseMove(start, "d4-e4").get());
    assertEquals("step", commit.kind());
    assertEquals("White's pawn d4 to e4, committing to move E", commit.description());
  }

  /**
   * Issue 12's multi-part turn for Quaternity, on dossier T5: f11-f12 then the promotion choice.
   */
  @Test
  void aPromotionIsEnteredByTwoClicksAndAChoice() {
    QuaternityPosition t5 =
        position("12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *");
    TurnBuilder<QuaternityPosition, QuaternityMove> builder = TurnBuilder.start(RULES, t5);
    builder = builder.click(sq("f11")).get();
    assertEquals(List.of(Input.click(sq("f12"))), builder.next().map(TurnBuilder.Next::input));
    assertEquals(List.of("promotion"), builder.next().head().kinds());
    builder = builder.click(sq("f12")).get();
    assertTrue(builder.move().isEmpty(), "the promotion piece is still to choose");
    assertEquals(
        List.of("promote-q", "promote-r", "promote-b", "promote-n"),
        builder.next().map(n -> n.input().token()));
    builder = builder.choose("promote-n").get();
    QuaternityMove move = builder.move().get();
    assertEquals("f11-f12=N", RULES.notation().formatMove(t5, move));
    assertEquals(
        "White's pawn f11 to f12, promoting to a knight", builder.moveInputs().get().description());
    assertEquals(
        "5wN6/12/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK r wrbg AAAA - *",
        QuaternityFixtures.qfen(RULES, RULES.play(t5, move).get()));
    assertEquals(sq("f11"), ((Input.Click) builder.undo().undo().entered().head()).square());
  }

  /** Dossier T12: White has no legal move, so the only input is the choice pass. */
  @Test
  void theOnlyInputOfAForcedPassIsThePassChoice() {
    QuaternityPosition t12 =
        position("rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK10gK w wrbg AAAA - *");
    TurnBuilder<QuaternityPosition, QuaternityMove> builder = TurnBuilder.start(RULES, t12);
    assertEquals(
        List.of(Input.choice("pass", "pass")), builder.next().map(TurnBuilder.Next::input));
    assertEquals(Option.some(new QuaternityMove.Pass()), builder.choose("pass").get().move());
    assertEquals("pass", RULES.moveInputs(t12, new QuaternityMove.Pass()).kind());
  }

  @Test
  void metaActionsHaveNoInputs() {
    QuaternityPosition start = RULES.initial();
    assertThrows(
        IllegalArgumentException.class,
        () -> RULES.moveInputs(start, RULES.notation().parseMove(start, "resign(r)").get()));
  }

  /** Dossier T8b: the White knight b2 is pinned by the Red bishop e5. */
  @Test
  void refusedClicksSayWhyInTheGamesWords() {
    QuaternityPosition t8b =
        position("rK10bK/12/12/12/12/12/12/4rB7/12/12/1wN10/wK10gK w wrbg AAAA - *");
    TurnBuilder<QuaternityPosition, QuaternityMove> builder = TurnBuilder.start(RULES, t8b);
    assertEquals(QuaternityRejection.KING_IN_CHECK, builder.click(sq("b2")).getLeft().code());
    assertEquals(QuaternityRejection.NO_PIECE, builder.click(sq("f6")).getLeft().code());
    assertEquals(QuaternityRejection.NOT_YOUR_PIECE, builder.click(sq("e5")).getLeft().code());
    assertEquals(QuaternityRejection.PASS_NOT_ALLOWED, builder.choose("pass").getLeft().code());
    var king = builder.click(sq("a1")).get();
    assertEquals(QuaternityRejection.ILLEGAL_MOVEMENT, king.click(sq("c1")).getLeft().code());
    TurnBuilder<QuaternityPosition, QuaternityMove> start =
        TurnBuilder.start(RULES, RULES.initial());
    assertEquals(
        QuaternityRejection.PATH_BLOCKED,
        start.click(sq("d3")).get().click(sq("k10")).getLeft().code(),
        "dossier T7: the bishop d3 stops at the knight j9");
    assertEquals(
        QuaternityRejection.ILLEGAL_MOVEMENT,
        start.click(sq("e3")).get().click(sq("e4")).getLeft().code(),
        "dossier T1: e3-e4 is illegal, the pawn moves east");
  }
}
