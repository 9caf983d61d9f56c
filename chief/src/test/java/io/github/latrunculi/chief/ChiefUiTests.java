package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefFixtures.assertRejected;
import static io.github.latrunculi.chief.ChiefFixtures.play;
import static io.github.latrunculi.chief.ChiefFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.chief.ChiefMove.StepKind;
import io.github.latrunculi.core.BoardView.Fact;
import io.github.latrunculi.core.BoardView.Mark;
import io.github.latrunculi.core.BoardView.Piece;
import io.github.latrunculi.core.BoardView.Seat;
import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.RejectionCategory;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The API for user interfaces, all through the generic interaction model (view, move inputs, turn
 * builder and the reasons of refused clicks) on dossier positions: the legal targets of one piece
 * with their kinds, the frozen pieces and those the push limit holds back with their reasons, the
 * board view, and the order in which rejection reasons are reported.
 */
class ChiefUiTests {
  private static Square sq(String name) {
    return Square.parse(name).get();
  }

  private static TurnBuilder<ChiefPosition, ChiefMove> builder(ChiefFixtures.Pos p) {
    return TurnBuilder.start(p.rules(), p.position());
  }

  private static TurnBuilder<ChiefPosition, ChiefMove> enter(
      TurnBuilder<ChiefPosition, ChiefMove> builder, Input... inputs) {
    TurnBuilder<ChiefPosition, ChiefMove> current = builder;
    for (Input input : inputs) {
      Either<Rejection, TurnBuilder<ChiefPosition, ChiefMove>> next = current.add(input);
      assertTrue(next.isRight(), () -> input + " refused: " + next.getLeft());
      current = next.get();
    }
    return current;
  }

  private static Input click(String square) {
    return Input.click(sq(square));
  }

  @Nested
  class View {
    @Test
    void piecesCarryOwnerKindAndTheLineLetter() {
      var p = position(ChiefRulesTests.START_5X7);
      var view = p.rules().view(p.position());
      assertEquals(20, view.pieces().size(), "two armies of 10 on 5x7 (§4.3)");
      var chief = view.pieceAt(sq("c1")).get();
      assertEquals("chief", chief.kind());
      assertEquals("K", chief.label());
      assertEquals(Option.some(p.rules().players().get(0)), chief.owner());
      var rider = view.pieceAt(sq("a7")).get();
      assertEquals("rider", rider.kind());
      assertEquals("r", rider.label());
      assertEquals(Option.some(p.rules().players().get(1)), rider.owner());
      assertEquals(
          List.of(List.of(p.rules().players().get(0)), List.of(p.rules().players().get(1))),
          view.teams());
      assertEquals(Option.some("movement"), view.fact("phase"));
      assertEquals(Option.some("White"), view.fact("toAct"));
      assertEquals(Option.some("-"), view.fact("pushRow"));
      assertTrue(view.marks().isEmpty());
    }

    @Test
    void e4PushShowsTheFrozenMarkAndThePushRow() {
      var p = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      var view = p.rules().view(p.position());
      Mark frozen = view.marks().single();
      assertEquals(sq("c6"), frozen.square());
      assertEquals("frozen", frozen.code());
      assertEquals("c6 is frozen: it was pushed on the previous turn", frozen.message());
      assertEquals(Option.some("c5:1"), view.fact("pushRow"));
      assertEquals(Option.some("Black"), view.fact("toAct"));
    }

    @Test
    void e13PushLimitSquareIsMarked() {
      var p = position("chief standard 7x7 rawkwra/sss1s1s/2s4/3s3/2SS3/SSS1S1S/ARWKWAR w d3 d4:3");
      var marks = p.rules().view(p.position()).marks();
      assertEquals(
          List.of("d3 frozen", "d4 push-limit"),
          marks.map(m -> m.square() + " " + m.code()).toList());
      assertTrue(
          marks.last().message().startsWith("d4 has had 3 pushes in a row"),
          marks.last().message());
    }

    @Test
    void placementVariantsShowTheHandAndMultiplayerTheSeatsOut() {
      var wild = position("chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss");
      var view = wild.rules().view(wild.position());
      assertEquals(Option.some("placement"), view.fact("phase"));
      assertEquals(Option.some("KRRAASSSSSkrraasssss"), view.fact("hand"));
      var out =
          play(
              position("chief multi4 11x11 rKrS3bK5/11/11/11/11/10gK/11/11/11/wR10/5wK5 w - -"),
              "a2xa11");
      var multi = out.rules().view(out.position());
      assertEquals(Option.some("West (r)"), multi.fact("out"));
      assertEquals("wR", multi.pieceAt(sq("a11")).get().label());
      assertEquals(4, multi.teams().size());
    }

    @Test
    void theChiefIsTheRoyalPieceAndNoPieceHasAHeading() {
      var p = position(ChiefRulesTests.START_5X7);
      var view = p.rules().view(p.position());
      assertEquals(
          List.of("c1", "c7"),
          view.pieces().filter(Piece::royal).map(x -> x.square().name()).toList());
      assertTrue(view.pieces().filter(Piece::royal).forAll(x -> x.kind().equals("chief")));
      assertTrue(
          view.pieces().forAll(x -> x.heading().isEmpty()),
          "every piece moves in all eight directions");
    }

    @Test
    void twoSeatsAreWhiteAtTheBottomAndBlackAtTheTop() {
      var p = position(ChiefRulesTests.START_5X7);
      var seats = p.rules().view(p.position()).seats();
      assertEquals(
          List.of(
              new Seat(p.rules().players().get(0), "White", "white", Direction.S),
              new Seat(p.rules().players().get(1), "Black", "black", Direction.N)),
          seats.toList());
    }

    @Test
    void multiplayerSeatsSitAtTheEdgeTheirArmyStartsOn() {
      // Dossier §13.4: South w (ranks 1-2), West r (files a-b), North b (ranks 10-11), East g
      // (files j-k).
      var p =
          position(
              "chief multi4 11x11 3bRbAbKbRbA3/3bSbSbSbSbS3/11/rArS7gSgR/rRrS7gSgA/rKrS7gSgK/rArS7gSgR"
                  + "/rRrS7gSgA/11/3wSwSwSwSwS3/3wAwRwKwAwR3 w - -");
      var view = p.rules().view(p.position());
      assertEquals(
          List.of("white", "red", "black", "green"), view.seats().map(Seat::colour).toList());
      assertEquals(
          List.of("South (w)", "West (r)", "North (b)", "East (g)"),
          view.seats().map(Seat::displayName).toList());
      for (Seat seat : view.seats()) {
        var army = view.pieces().filter(x -> x.owner().contains(seat.player()));
        Direction side = seat.side();
        assertTrue(
            army.forAll(
                x ->
                    side == Direction.S
                        ? x.square().rank() <= 1
                        : side == Direction.N
                            ? x.square().rank() >= 9
                            : side == Direction.W
                                ? x.square().file() <= 1
                                : x.square().file() >= 9),
            () -> seat + " is not at its army's edge");
      }
    }

    @Test
    void aWonGameNamesTheWinner() {
      var over = position("chief standard 5x7 R4/5/5/5/5/5/4K b - -");
      List<Fact> facts = over.rules().view(over.position()).facts().toList();
      assertEquals(new Fact("winner", "White"), facts.last());
    }
  }

  @Nested
  class Inputs {
    @Test
    void e4PushIsTwoClicksAndTheViewThenShowsTheFrozenMark() {
      var p = position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -");
      var start = builder(p);
      var afterOrigin = enter(start, click("c3"));
      assertTrue(
          afterOrigin
              .next()
              .exists(n -> n.input().equals(click("c5")) && n.kinds().equals(List.of("push"))));
      var done = enter(afterOrigin, click("c5"));
      ChiefMove move = done.move().get();
      assertEquals("c3:c5", move.toString());
      assertEquals("c3 pushes c5 back to c6; c6 is frozen", done.moveInputs().get().description());
      var after = p.rules().play(p.position(), move).get();
      assertEquals(sq("c6"), p.rules().view(after).marks().single().square());
    }

    @Test
    void e11WarriorPushedBySavageIsDescribedAsNotFrozen() {
      var p = position("chief standard 7x7 k6/7/3w3/7/3S3/7/6K w - -");
      var step = p.rules().notation().parseMove(p.position(), "d3:d5").get();
      var inputs = p.rules().moveInputs(p.position(), step);
      assertEquals("push", inputs.kind());
      assertTrue(
          inputs.description().startsWith("d3 pushes d5 back to d6; d6 is not frozen"),
          inputs.description());
    }

    @Test
    void kindsOfStepsCapturesAndPasses() {
      var e7 = position("chief standard 5x7 k4/5/5/5/R1ss1/5/4K w - -");
      var capture =
          e7.rules()
              .moveInputs(
                  e7.position(), e7.rules().notation().parseMove(e7.position(), "a3xc3").get());
      assertEquals("capture", capture.kind());
      assertEquals("a3 captures the black savage on c3", capture.description());
      assertEquals(List.of(click("a3"), click("c3")), capture.inputs());
      var plain =
          e7.rules()
              .moveInputs(
                  e7.position(), e7.rules().notation().parseMove(e7.position(), "a3-b3").get());
      assertEquals("step", plain.kind());
      // E10 step 2: Black's only move is the pass, entered as the choice "pass".
      var e10 = play(position("chief standard 5x7 5/2k2/5/2S2/5/5/4K w - -"), "c4:c6");
      var pass = enter(builder(e10), Input.choice("pass", "pass"));
      assertEquals(ChiefMove.PASS, pass.move().get());
      assertEquals("pass", pass.moveInputs().get().kind());
    }

    @Test
    void e17PlacementIsAPieceFromTheHandThenASquare() {
      var p = position("chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss");
      var start = builder(p);
      assertEquals(
          List.of("place-k", "place-r", "place-a", "place-s"),
          start.next().map(n -> n.input().token()).toList());
      var placed = enter(start, Input.choice("place-k", "a Chief"), click("c3"));
      assertEquals("K@c3", placed.move().get().toString());
      assertEquals("White places a Chief on c3", placed.moveInputs().get().description());
      // Black's K@c3 after it: SQUARE_OCCUPIED, as play says (E17).
      var black = play(p, "K@c3");
      var refused = builder(black).choose("place-k").get().click(sq("c3"));
      assertEquals(ChiefRejection.SQUARE_OCCUPIED, refused.getLeft().code());
    }

    @Test
    void e18ReinforcementSquaresInEitherOrder() {
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/SSS1SSS/7/7 w - - -");
      // E18: 6 white Savages and a cap of 7, so a single Savage is a whole move.
      var a1 = enter(builder(p), Input.choice("place-s", "a Savage"), click("a1"));
      assertEquals("S@a1", a1.move().get().toString());
      // A second Savage would make 8: SAVAGE_CAP, as play says.
      assertEquals(ChiefRejection.SAVAGE_CAP, a1.click(sq("g1")).getLeft().code());
      // With 4 Savages there is room for two: S@a1 is also the start of S@a1,S@g1, so the builder
      // offers to finish there, and the pair may be clicked g1 first.
      var room = position("chief assassination 7x7 3s3/7/1a5/3K3/SS2SS1/7/7 w - - -");
      var first = enter(builder(room), Input.choice("place-s", "a Savage"), click("a1"));
      assertTrue(first.move().isEmpty());
      assertEquals("S@a1", enter(first, Input.FINISH).move().get().toString());
      var reversed =
          enter(builder(room), Input.choice("place-s", "a Savage"), click("g1"), click("a1"));
      assertEquals("S@a1,S@g1", reversed.move().get().toString());
      assertEquals("reinforce", reversed.moveInputs().get().kind());
      assertEquals(
          "White brings in Savages on a1 and g1", reversed.moveInputs().get().description());
    }

    @Test
    void aSingleSavageIsOneOrderAndOneSavage() {
      // E18's S@d1: one square, so no other order to enter it in.
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/SSS1SSS/7/7 w - - -");
      var inputs =
          p.rules()
              .moveInputs(p.position(), p.rules().notation().parseMove(p.position(), "S@d1").get());
      assertEquals("reinforce", inputs.kind());
      assertEquals(List.of(Input.choice("place-s", "a Savage"), click("d1")), inputs.inputs());
      assertTrue(inputs.otherOrders().isEmpty());
      assertEquals("White brings in a Savage on d1", inputs.description());
    }

    @Test
    void multiplayerPushDescriptionsSayWhetherTheVictimIsFrozen() {
      // §13.4: a pushed piece of a seat still in is frozen; with eliminated=keep a piece of a seat
      // that is out is a blocker that never moves again, so it is not frozen. The description says
      // what the move does to the position.
      var west = position("chief multi3 11x11 5bK5/11/11/11/11/rK10/11/rS10/11/11/wR4wK5 w - -");
      var frozen =
          west.rules()
              .moveInputs(
                  west.position(),
                  west.rules().notation().parseMove(west.position(), "a1:a4").get());
      assertEquals("a1 pushes a4 back to a5; a5 is frozen", frozen.description());
      assertEquals("a5", play(west, "a1:a4").frozen().single().name());
      var blocker =
          position(
              "chief multi3,eliminated=keep 11x11 11/11/11/11/2bS8/rK10/11/11/11/11/2wR2wK5 w - -");
      var spared =
          blocker
              .rules()
              .moveInputs(
                  blocker.position(),
                  blocker.rules().notation().parseMove(blocker.position(), "c1:c7").get());
      assertTrue(
          spared.description().startsWith("c1 pushes c7 back to c8; c8 is not frozen"),
          spared.description());
      assertTrue(play(blocker, "c1:c7").frozen().isEmpty());
    }
  }

  @Nested
  class RefusedClicks {
    private final ChiefFixtures.Pos e4 =
        play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");

    @Test
    void aFrozenPieceIsRefusedWithTheFreezeRule() {
      Rejection refused = builder(e4).click(sq("c6")).getLeft();
      assertEquals(ChiefRejection.FROZEN, refused.code());
      assertEquals(RejectionCategory.RESTRICTED, refused.category());
      assertEquals("c6 is frozen: it was pushed on the previous turn", refused.message());
    }

    @Test
    void emptySquaresAndEnemyPiecesAreRefusedAsPlaySays() {
      assertEquals(ChiefRejection.NO_PIECE, builder(e4).click(sq("b3")).getLeft().code());
      assertEquals(ChiefRejection.NOT_YOUR_PIECE, builder(e4).click(sq("c5")).getLeft().code());
    }

    @Test
    void targetsOutOfReachArePlaysReasons() {
      var chief = builder(e4).click(sq("a7")).get();
      assertEquals(ChiefRejection.OUT_OF_RANGE, chief.click(sq("a4")).getLeft().code());
      assertEquals(ChiefRejection.NOT_A_LINE, chief.click(sq("b5")).getLeft().code());
      var e13 =
          position("chief standard 7x7 rawkwra/sss1s1s/2s4/3s3/2SS3/SSS1S1S/ARWKWAR w d3 d4:3");
      assertEquals(
          ChiefRejection.PUSH_LIMIT,
          builder(e13).click(sq("c3")).get().click(sq("d4")).getLeft().code());
    }

    @Test
    void aPieceWithoutMovesOrAClickAfterAWholeStepGetsTheGenericReason() {
      // No single rule explains these: the Amazon on a1 is walled in by its own pieces (E2), and
      // after a7 a6 the step is whole. The builder then lists what it would accept.
      var start = position(ChiefRulesTests.START_5X7);
      var walled = builder(start).click(sq("a1")).getLeft();
      assertEquals(CoreRejection.INPUT_NOT_OFFERED, walled.code());
      assertTrue(
          walled.message().startsWith("a1 continues no legal move; possible: "), walled.message());
      var whole = builder(e4).click(sq("a7")).get().click(sq("a6")).get();
      assertEquals("a7-a6", whole.move().get().toString());
      assertEquals(CoreRejection.INPUT_NOT_OFFERED, whole.click(sq("a5")).getLeft().code());
    }

    @Test
    void clicksThatContinueALegalMoveHaveNothingToExplain() {
      // explainInput answers only for refused inputs: c3 starts E4's push and c5 ends it.
      var p = position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -");
      assertTrue(p.rules().explainInput(p.position(), List.empty(), click("c3")).isEmpty());
      assertTrue(p.rules().explainInput(p.position(), List.of(click("c3")), click("c5")).isEmpty());
    }

    @Test
    void aPlacementChoiceOutsideThePlacementPhaseIsNotInHand() {
      var start = position(ChiefRulesTests.START_5X7);
      Rejection refused = builder(start).choose("place-k").getLeft();
      assertEquals(ChiefRejection.NOT_IN_HAND, refused.code());
      assertEquals("White holds no chief in hand: the placement phase is over", refused.message());
    }

    @Test
    void theChiefChoiceBeforeTheOtherPiecesIsChiefLast() {
      // §13.2: the Chief is placed last. White still holds three Savages, so place-k is refused
      // for that reason wherever the Chief would go (a1 is taken; the reason is not the square).
      var p = position("chief assassination 7x7 7/7/7/7/7/7/A6 w - - KSSSsss");
      assertEquals(ChiefRejection.CHIEF_LAST, builder(p).choose("place-k").getLeft().code());
    }

    @Test
    void theSavageChoiceAtTheCapIsSavageCap() {
      // §13.2: seven white Savages (a1, b1 and c1 among them) are the cap, so no Savage may come in
      // on any empty edge square.
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/SS2SS1/7/SSS4 w - - -");
      Rejection refused = builder(p).choose("place-s").getLeft();
      assertEquals(ChiefRejection.SAVAGE_CAP, refused.code());
      assertEquals(
          "S@d1 would make 8 white Savages on the board: at most 7 are allowed", refused.message());
    }

    @Test
    void theBuildersEnteredInputsWithFinishAreExplainedByTheEdgeRule() {
      // §13.2: Savages come in on the outer ring only. A UI that asks why a click was refused may
      // pass the builder's entered inputs, which end with "finish" once it was chosen: S@a1 then
      // c2 would be S@a1,S@c2, and c2 is not on the edge (NOT_EDGE), never an exception.
      var room = position("chief assassination 7x7 3s3/7/1a5/3K3/SS2SS1/7/7 w - - -");
      var finished =
          enter(builder(room), Input.choice("place-s", "a Savage"), click("a1"), Input.FINISH);
      assertEquals(
          List.of("place-s", "a1", "finish"), finished.entered().map(Input::token).toList());
      Rejection refused =
          room.rules().explainInput(room.position(), finished.entered(), click("c2")).get();
      assertEquals(ChiefRejection.NOT_EDGE, refused.code());
      assertEquals(
          "c2 is not on the edge: Savages enter on the outer ring only", refused.message());
    }

    @Test
    void choicesNoRuleExplainsGetTheGenericReason() {
      // A second piece choice after the first, and a piece letter that does not exist.
      var wild = position("chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss");
      var chosen = builder(wild).choose("place-k").get();
      assertEquals(CoreRejection.INPUT_NOT_OFFERED, chosen.choose("place-s").getLeft().code());
      assertEquals(
          CoreRejection.INPUT_NOT_OFFERED, builder(wild).choose("place-q").getLeft().code());
    }

    @Test
    void passWhileAMoveExistsIsMustMove() {
      var start = position(ChiefRulesTests.START_5X7);
      assertEquals(ChiefRejection.MUST_MOVE, builder(start).choose("pass").getLeft().code());
    }

    @Test
    void readmeExampleOfTheInteractionModel() {
      var rules = ChiefRules.standard();
      var position = rules.play(rules.initial(), "c2-c4").get();
      var pushed = rules.play(rules.play(position, "c6-c5").get(), "c4:c5").get();
      assertEquals(List.of("frozen"), rules.view(pushed).marks().map(Mark::code).toList());
      var turn = TurnBuilder.start(rules, pushed);
      assertEquals(ChiefRejection.FROZEN, turn.click(sq("c6")).getLeft().code());
      var next = turn.click(sq("b6")).get().next();
      assertEquals(
          List.of("a5 step", "b4 step", "b5 step", "c5 push"),
          next.map(n -> n.input().token() + " " + n.kinds().mkString()).toList().sorted());
    }
  }

  /**
   * The targets of the piece on a square with the kinds of move they lead to, as a user interface
   * gets them: the builder's next inputs after a click on the piece; empty when the click is
   * refused.
   */
  private static List<TurnBuilder.Next> targetsOf(ChiefFixtures.Pos p, String square) {
    return builder(p).click(sq(square)).map(b -> b.next().toList()).getOrElse(List.empty());
  }

  /** The squares of the view's marks with that code, in the view's order. */
  private static List<Square> marked(ChiefFixtures.Pos p, String code) {
    return p.rules()
        .view(p.position())
        .marks()
        .filter(m -> m.code().equals(code))
        .map(Mark::square)
        .toList();
  }

  /**
   * The pieces of the side to move that the push limit holds back, in square order, and the
   * reasons: the interaction model's explanation of a click on the {@code push-limit} square after
   * a click on the piece is {@code PUSH_LIMIT}.
   */
  private static List<Tuple2<Square, Rejection>> heldBackByThePushLimit(ChiefFixtures.Pos p) {
    var view = p.rules().view(p.position());
    var limit = view.marks().find(m -> m.code().equals("push-limit"));
    if (limit.isEmpty()) {
      return List.empty();
    }
    return view.pieces()
        .filter(piece -> piece.owner().contains(p.position().sideToMove()))
        .flatMap(
            piece ->
                p.rules()
                    .explainInput(
                        p.position(),
                        List.of(Input.click(piece.square())),
                        Input.click(limit.get().square()))
                    .filter(r -> r.code() == ChiefRejection.PUSH_LIMIT)
                    .map(r -> Tuple.of(piece.square(), r)))
        .toList();
  }

  @Nested
  class Targets {
    @Test
    void targetsOfTheChiefInE4WithTheirKinds() {
      // E4 after c3:c5: the black Chief on a7 has five plain moves and the push a7:c5.
      var p = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      var targets = targetsOf(p, "a7");
      assertEquals(6, targets.size());
      assertEquals(
          List.of(List.of("push")),
          targets
              .filter(t -> t.input().equals(click("c5")))
              .map(t -> List.ofAll(t.kinds()))
              .toList());
      assertEquals(5, targets.count(t -> t.kinds().equals(List.of("step"))));
    }

    @Test
    void aFrozenPieceHasNoTargets() {
      var p = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      assertTrue(targetsOf(p, "c6").isEmpty());
      assertEquals(ChiefRejection.FROZEN, builder(p).click(sq("c6")).getLeft().code());
      assertTrue(targetsOf(p, "e1").isEmpty(), "not the mover's piece");
      assertTrue(targetsOf(p, "b4").isEmpty(), "empty square");
    }

    @Test
    void captureTargetsAreMarked() {
      // E7: the Rider's attack on c3 is a capture (retreat d3 occupied).
      var p = position("chief standard 5x7 k4/5/5/5/R1ss1/5/4K w - -");
      var attack = targetsOf(p, "a3").find(t -> t.input().equals(click("c3"))).get();
      assertEquals(List.of("capture"), List.ofAll(attack.kinds()));
    }
  }

  @Nested
  class Restrictions {
    @Test
    void frozenPieceAndPushLimitAfterE13Ply4() {
      // d3 was pushed by the last move; c3 could push d4 but d4 has had 3 pushes in a row. The
      // Rider's attack on d4 is a capture, which the limit allows, so it is not restricted.
      var p = position("chief standard 7x7 rawkwra/sss1s1s/2s4/3s3/2SS3/SSS1S1S/ARWKWAR w d3 d4:3");
      assertEquals(List.of(sq("d3")), marked(p, "frozen"));
      assertEquals(List.of(sq("d4")), marked(p, "push-limit"));
      var limited = heldBackByThePushLimit(p).single();
      assertEquals(sq("c3"), limited._1);
      assertTrue(limited._2.message().contains("d4"), limited._2.message());
    }

    @Test
    void withLimitcapturesTheCaptureOntoTheLimitSquareIsRestrictedToo() {
      // §9 option limitcaptures=true forbids any attack on the square: the Rider's g1xd4 of E13 is
      // now held back as well, and the view's mark says "attack".
      var p =
          position(
              "chief standard,limitcaptures=true 7x7"
                  + " rawkwra/sss1s1s/2s4/3s3/2SS3/SSS1S1S/ARWKWAR w d3 d4:3");
      assertEquals(List.of(sq("g1"), sq("c3")), heldBackByThePushLimit(p).map(Tuple2::_1));
      var mark = p.rules().view(p.position()).marks().last();
      assertEquals(
          "d4 has had 3 pushes in a row: the push limit forbids another attack onto it now",
          mark.message());
    }

    @Test
    void aPushLimitOnTheFirstSquareIsMarkedAndRestrictsItsAttackers() {
      // a1 (square index 0) has had 3 pushes in a row; with limitcaptures=true Black's Savage on a3
      // may not even capture there (§9 option), and the view marks the square.
      var p = position("chief standard,limitcaptures=true 5x7 k4/5/5/5/s4/5/S3K b - a1:3");
      var limited = heldBackByThePushLimit(p).single();
      assertEquals(ChiefRejection.PUSH_LIMIT, limited._2.code());
      assertEquals(sq("a3"), limited._1);
      var mark = p.rules().view(p.position()).marks().single();
      assertEquals(sq("a1"), mark.square());
      assertEquals("push-limit", mark.code());
      assertRejected(p, "a3xa1", ChiefRejection.PUSH_LIMIT);
    }

    @Test
    void aFinishedOrPlacingPositionHasNoTargetsOrRestrictions() {
      var over = position("chief standard 5x7 R4/5/5/5/5/5/4K b - -");
      assertTrue(targetsOf(over, "e1").isEmpty());
      assertTrue(builder(over).next().isEmpty());
      assertTrue(over.rules().view(over.position()).marks().isEmpty());
      var placing = position("chief wild 5x7 k4/5/5/5/5/5/4K w - - Ss");
      assertTrue(targetsOf(placing, "e1").isEmpty());
      assertTrue(placing.rules().view(placing.position()).marks().isEmpty());
    }

    @Test
    void noRestrictionsInTheStartPosition() {
      var p = position("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -");
      assertTrue(p.rules().view(p.position()).marks().isEmpty());
      assertTrue(heldBackByThePushLimit(p).isEmpty());
    }
  }

  @Nested
  class BoardView {
    @Test
    void piecesSideAndPushState() {
      var p = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      var savage = p.pieceAt(sq("c6")).get();
      assertEquals(ChiefKind.SAVAGE, savage.kind());
      assertEquals("b", savage.owner().name());
      assertEquals("b", p.sideToMove().name());
      assertEquals(List.of(sq("c6")), p.frozen().toList());
      assertEquals(sq("c5"), p.pushSquare().get());
      assertEquals(1, p.pushCount());
      assertEquals(4, p.board().count());
      assertTrue(p.pieceAt(sq("k9")).isEmpty(), "off the board");
    }

    @Test
    void multi4DiagramIsTheDossiersDrawing() {
      // §13.4's drawing of the multi4 start: three-character cells with seat letter and kind.
      var p =
          position(
              "chief multi4 11x11 3bRbAbKbRbA3/3bSbSbSbSbS3/11/rArS7gSgR/rRrS7gSgA/rKrS7gSgK/rArS7gSgR/rRrS7gSgA/11/3wSwSwSwSwS3/3wAwRwKwAwR3 w - -");
      String expected =
          """
          11  .  .  . bR bA bK bR bA  .  .  .
          10  .  .  . bS bS bS bS bS  .  .  .
           9  .  .  .  .  .  .  .  .  .  .  .
           8 rA rS  .  .  .  .  .  .  . gS gR
           7 rR rS  .  .  .  .  .  .  . gS gA
           6 rK rS  .  .  .  .  .  .  . gS gK
           5 rA rS  .  .  .  .  .  .  . gS gR
           4 rR rS  .  .  .  .  .  .  . gS gA
           3  .  .  .  .  .  .  .  .  .  .  .
           2  .  .  . wS wS wS wS wS  .  .  .
           1  .  .  . wA wR wK wA wR  .  .  .
              a  b  c  d  e  f  g  h  i  j  k
          South (w) to move
          """;
      assertEquals(expected, p.rules().diagram(p.position()));
    }

    @Test
    void diagramNamesTheFrozenPieceThePushRowAndTheEnd() {
      // E4 after c3:c5: c6 frozen, push row c5:1; E3 after a1xa7: White has won.
      var e4 = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      String diagram = e4.rules().diagram(e4.position());
      assertTrue(diagram.endsWith("\nBlack to move; frozen c6; push row c5:1\n"), diagram);
      var e3 = play(position("chief standard 5x7 k4/5/5/5/5/5/R3K w - -"), "a1xa7");
      String over = e3.rules().diagram(e3.position());
      assertTrue(over.endsWith("\ngame over: " + e3.rules().outcome(e3.position()) + "\n"), over);
    }

    @Test
    void diagramDrawsRanksTopDownWithLabels() {
      var p = position("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -");
      String diagram = p.rules().diagram(p.position());
      assertTrue(diagram.startsWith(" 7 r a k r a\n 6 s s s s s\n"), diagram);
      assertTrue(diagram.contains(" 1 A R K A R\n   a b c d e\n"), diagram);
      assertTrue(diagram.contains("White to move"), diagram);
    }
  }

  @Nested
  class RejectionOrder {
    // Each case is a move for which two or more reasons apply; §12.4 says which is reported.

    @Test
    void typedMovesNamingASquareOffTheBoardAreMalformed() {
      // A precise rejection for every bad input, never an exception: moves built as objects can
      // name squares the text parser would refuse (f1 and c8 are off the 5x7 board).
      var start = position(ChiefRulesTests.START_5X7);
      ChiefRules rules = start.rules();
      var off = new Square(5, 0);
      assertEquals(
          ChiefRejection.MALFORMED,
          rules
              .play(start.position(), new ChiefMove.Step(sq("c2"), sq("c8"), StepKind.MOVE))
              .getLeft()
              .code());
      assertEquals(
          ChiefRejection.MALFORMED,
          rules
              .play(start.position(), new ChiefMove.Step(off, sq("c2"), StepKind.MOVE))
              .getLeft()
              .code());
      var wild = position("chief wild 5x7 k4/5/5/5/5/5/4K w - - Ss");
      assertEquals(
          ChiefRejection.MALFORMED,
          wild.rules()
              .play(wild.position(), new ChiefMove.Place(ChiefKind.SAVAGE, off))
              .getLeft()
              .code());
      var assassination = position("chief assassination 7x7 3s3/7/1a5/3K3/7/7/SS5 w - - -");
      assertEquals(
          ChiefRejection.MALFORMED,
          assassination
              .rules()
              .play(
                  assassination.position(),
                  new ChiefMove.Reinforce(List.of(sq("c1"), new Square(7, 0))))
              .getLeft()
              .code());
      assertEquals(
          ChiefRejection.MALFORMED,
          rules.play(start.position(), (ChiefMove) null).getLeft().code());
    }

    @Test
    void gameOverComesFirst() {
      var over = position("chief standard 5x7 R4/5/5/5/5/5/4K b - -");
      assertRejected(over, "a1-a2", ChiefRejection.GAME_OVER);
      assertRejected(over, "pass", ChiefRejection.GAME_OVER);
    }

    @Test
    void mustPlaceBeforeNoPiece() {
      assertRejected(
          position("chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss"),
          "c3-c4",
          ChiefRejection.MUST_PLACE);
    }

    @Test
    void noPieceThenNotYourPieceThenFrozen() {
      var p = play(position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -"), "c3:c5");
      assertRejected(p, "b3-b9", ChiefRejection.MALFORMED);
      assertRejected(p, "b3-d6", ChiefRejection.NO_PIECE);
      assertRejected(p, "c5-d6", ChiefRejection.NOT_YOUR_PIECE);
      // c6-a5 is not a line and c6 is frozen: FROZEN is reported.
      assertRejected(p, "c6-a5", ChiefRejection.FROZEN);
    }

    @Test
    void notALineBeforeRange() {
      assertRejected(
          position("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -"),
          "c2-d5",
          ChiefRejection.NOT_A_LINE);
      assertRejected(
          position("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -"),
          "c2-c2",
          ChiefRejection.NOT_A_LINE);
    }

    @Test
    void rangeBeforePathBeforeOwnPiece() {
      var start = position("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -");
      // a1-a5: Amazon range 3 exceeded and path blocked by a2: OUT_OF_RANGE.
      assertRejected(start, "a1-a5", ChiefRejection.OUT_OF_RANGE);
      // b1-d3: the Rider would cross its own Savage on c2 (d3 itself is empty): PATH_BLOCKED.
      assertRejected(start, "b1-d3", ChiefRejection.PATH_BLOCKED);
      // a1-b1: the Amazon would enter its own Rider's square: OWN_PIECE.
      assertRejected(start, "a1-b1", ChiefRejection.OWN_PIECE);
    }

    @Test
    void pushLimitBeforeKindMismatch() {
      var p = position("chief standard 7x7 rawkwra/sss1s1s/2s4/3s3/2SS3/SSS1S1S/ARWKWAR w d3 d4:3");
      assertRejected(p, "c3-d4", ChiefRejection.PUSH_LIMIT);
    }

    @Test
    void stepBackBeforeKindMismatch() {
      assertRejected(
          position("chief armageddon 5x7 5/2s2/5/5/2S2/5/5 w - -"),
          "c3xc2",
          ChiefRejection.STEP_BACK);
    }

    @Test
    void placementChecksInOrder() {
      // Black holds no Chief (NOT_IN_HAND although a1 is occupied too); Black's Amazon onto the
      // white Amazon's a1 is SQUARE_OCCUPIED; White's Chief onto a1 is SQUARE_OCCUPIED before
      // CHIEF_LAST, and onto the empty b1 it is CHIEF_LAST (Savages are still in hand).
      var p = position("chief assassination 7x7 7/7/7/7/7/7/A6 b - - KSSSasss");
      assertRejected(p, "K@a1", ChiefRejection.NOT_IN_HAND);
      assertRejected(p, "A@a1", ChiefRejection.SQUARE_OCCUPIED);
      var white = position("chief assassination 7x7 7/7/7/7/7/7/A6 w - - KSSSsss");
      assertRejected(white, "K@a1", ChiefRejection.SQUARE_OCCUPIED);
      assertRejected(white, "K@b1", ChiefRejection.CHIEF_LAST);
    }

    @Test
    void reinforcementChecksInOrder() {
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/SSS1SSS/7/7 w - - -");
      // d7 is occupied and d4 is not on the edge: SQUARE_OCCUPIED first.
      assertRejected(p, "S@d4,S@d7", ChiefRejection.SQUARE_OCCUPIED);
      assertRejected(p, "S@c5,S@a7", ChiefRejection.NOT_EDGE);
    }
  }
}
