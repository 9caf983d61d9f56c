package io.github.latrunculi.amazonsflip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The interaction model on dossier positions: the board view, the inputs of a turn, the core turn
 * builder (a move and its shot entered by clicks, refused clicks with this game's reasons, the
 * choices of each step), and the shots with their flips that the descriptions of turns name.
 */
class AmazonsflipUiTests {
  // E11's position: player 1's amazon b4; player 2 stones c5, d5, e4; player 2 amazon j10.
  static final String E11 = "9a/10/10/10/10/2ss6/1A2s5/10/10/10 1 - regular";

  static Square sq(String name) {
    return Square.parse(name).get();
  }

  static String names(Vector<Square> squares) {
    return squares.map(Square::name).sorted().mkString(" ");
  }

  /** The squares the builder offers to click next, in move order. */
  static Vector<Square> choices(TurnBuilder<AmazonsflipPosition, AmazonsflipMove> builder) {
    return Vector.ofAll(builder.next())
        .map(TurnBuilder.Next::input)
        .filter(i -> i instanceof Input.Click)
        .map(i -> ((Input.Click) i).square());
  }

  /** The kinds of turn a click on {@code square} leads to, as the builder offers it. */
  static Vector<String> kindsOf(
      TurnBuilder<AmazonsflipPosition, AmazonsflipMove> builder, String square) {
    return builder
        .next()
        .find(n -> n.input().equals(Input.click(sq(square))))
        .get()
        .kinds()
        .toVector();
  }

  @Test
  void aTurnClickByClick() {
    AmazonsflipRules rules = AmazonsflipFixtures.rules(E11);
    AmazonsflipPosition position = AmazonsflipFixtures.position(E11);
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> b = TurnBuilder.start(rules, position);
    assertTrue(b.entered().isEmpty(), "the amazon is to be selected");
    assertEquals("b4", names(choices(b)));

    b = b.click(sq("b4")).get();
    assertEquals(1, b.entered().size(), "the destination is next");
    // From b4: N b5..b10 (6), S b3, b2, b1 (3), E c4, d4 then e4 blocks (2), W a4 (1),
    // NE c5 blocks (0), NW a5 (1), SE c3, d2, e1 (3), SW a3 (1): 17 squares.
    assertEquals(17, choices(b).size());
    assertTrue(choices(b).contains(sq("d4")));

    b = b.click(sq("d4")).get();
    assertEquals(2, b.entered().size());
    assertTrue(b.move().isEmpty(), "the fire target is next");
    // E11a, E11b, E11c: from d4 the flip shots d6 (flips d5), f4 (flips e4), b6 (flips c5).
    Vector<AmazonsflipShot> shots = rules.shots(position, sq("b4"), sq("d4"));
    assertEquals(names(choices(b)), names(shots.map(AmazonsflipShot::target)));
    AmazonsflipShot d6 = shots.find(s -> s.target().equals(sq("d6"))).get();
    assertEquals(Vector.of(sq("d5")), d6.flips());
    assertEquals(AmazonsflipPiece.NEUTRAL_STONE, d6.placed());
    assertEquals(Vector.of(sq("e4")), shots.find(s -> s.target().equals(sq("f4"))).get().flips());
    assertEquals(Vector.of(sq("c5")), shots.find(s -> s.target().equals(sq("b6"))).get().flips());
    AmazonsflipShot plain = shots.find(s -> s.target().equals(sq("b4"))).get();
    assertTrue(plain.flips().isEmpty());
    assertEquals(AmazonsflipPiece.STONE_1, plain.placed());
    for (String flip : new String[] {"d6", "f4", "b6"}) {
      assertEquals(Vector.of("flip"), kindsOf(b, flip), flip);
    }
    assertEquals(Vector.of("fire"), kindsOf(b, "b4"));

    b = b.click(sq("d6")).get();
    assertTrue(b.next().isEmpty(), "the turn is complete");
    assertEquals("b4-d4/d6", b.move().get().toString());
    assertEquals(
        AmazonsflipFixtures.line("9a/10/10/10/3N6/2sS6/3As5/10/10/10 2 - regular"),
        rules.notation().formatPosition(rules.play(position, b.move().get()).get()));
  }

  @Test
  void wrongClicksAreRefusedWithReasons() {
    AmazonsflipRules rules = AmazonsflipFixtures.rules(E11);
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> b =
        TurnBuilder.start(rules, AmazonsflipFixtures.position(E11));
    assertCode(AmazonsflipRejection.NOT_YOUR_AMAZON, b.click(sq("j10")));
    assertCode(AmazonsflipRejection.NOT_AN_AMAZON, b.click(sq("c5")));
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> selected = b.click(sq("b4")).get();
    assertCode(AmazonsflipRejection.PATH_BLOCKED, selected.click(sq("f4")));
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> moved = selected.click(sq("d4")).get();
    // North of d4 the flip shot over d5 lands on d6, so d8 is out of reach.
    assertCode(AmazonsflipRejection.SHOT_BLOCKED, moved.click(sq("d8")));
    assertEquals(1, moved.undo().entered().size(), "back to choosing the destination");
  }

  @Test
  void openingTurnEndsAfterTheDestination() {
    AmazonsflipRules rules = AmazonsflipRules.standard();
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> b = TurnBuilder.start(rules, rules.initial());
    assertEquals("a7 d1 g10 j4", names(choices(b)));
    b = b.click(sq("d1")).get().click(sq("d4")).get();
    assertTrue(b.next().isEmpty(), "the turn is complete");
    assertEquals("d1-d4", b.move().get().toString());
  }

  @Test
  void deadEndDestinationsAreNotOffered() {
    // E12: in border, a1-a2 leaves the amazon without a fire target.
    String e12 = "9a/10/10/10/10/10/10/SS8/1S8/A9 1 - border";
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> b =
        TurnBuilder.start(AmazonsflipFixtures.rules(e12), AmazonsflipFixtures.position(e12))
            .click(sq("a1"))
            .get();
    assertTrue(!choices(b).contains(sq("a2")));
    assertCode(AmazonsflipRejection.NO_FIRE_TARGET, b.click(sq("a2")));
  }

  @Test
  void anAmazonWithoutATurnCannotBeSelected() {
    // Player 1's amazon a1 is walled in by a2, b1, b2; the amazon j1 can move.
    String walled = "9a/10/10/10/10/10/10/10/SS8/AS7A 1 - regular";
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> b =
        TurnBuilder.start(AmazonsflipFixtures.rules(walled), AmazonsflipFixtures.position(walled));
    assertEquals("j1", names(choices(b)));
    assertCode(AmazonsflipRejection.AMAZON_STUCK, b.click(sq("a1")));
  }

  private static void assertCode(AmazonsflipRejection code, Either<Rejection, ?> result) {
    assertTrue(result.isLeft(), "accepted");
    assertEquals(code, result.getLeft().code(), result.getLeft().message());
  }

  @Test
  void theViewShowsOwnersAndNeutralStonesWithoutOwner() {
    // E0 after a3-a1/d1: P1 amazon a1, P1 stones b1 c1 (flipped), neutral d1, P2 amazon j10.
    String after = "9a/10/10/10/10/10/10/10/10/ASSN6 2 - regular";
    AmazonsflipRules rules = AmazonsflipFixtures.rules(after);
    BoardView view = rules.view(AmazonsflipFixtures.position(after));
    assertEquals(5, view.pieces().size());
    assertPiece(view, "a1", Option.some(AmazonsflipContext.player(1)), "amazon", "A");
    assertPiece(view, "b1", Option.some(AmazonsflipContext.player(1)), "stone", "S");
    assertPiece(view, "c1", Option.some(AmazonsflipContext.player(1)), "stone", "S");
    assertPiece(view, "d1", Option.none(), "neutral", "N");
    assertPiece(view, "j10", Option.some(AmazonsflipContext.player(2)), "amazon", "a");
    assertTrue(view.marks().isEmpty());
    assertEquals(
        "phase=move and fire toAct=player 2 stones1=2 stones2=0 neutralStones=1",
        view.facts().map(f -> f.key() + "=" + f.value()).mkString(" "));
    assertEquals(
        Vector.of(Vector.of(AmazonsflipContext.player(1)), Vector.of(AmazonsflipContext.player(2))),
        view.teams());
  }

  @Test
  void noPieceIsRoyalOrHeadsOneWayAndTheSeatsArePlayerOneAndTwo() {
    AmazonsflipRules rules = AmazonsflipRules.standard();
    BoardView view = rules.view(rules.initial());
    assertTrue(
        view.pieces().forAll(p -> !p.royal() && p.heading().isEmpty()), "amazons move like queens");
    assertEquals(
        Vector.of(
            new BoardView.Seat(AmazonsflipContext.player(1), "Player 1", "white", Direction.S),
            new BoardView.Seat(AmazonsflipContext.player(2), "Player 2", "black", Direction.N)),
        view.seats());
  }

  @Test
  void theViewOfAnOpeningAndOfAFinishedGame() {
    AmazonsflipRules rules = AmazonsflipRules.standard();
    BoardView opening = rules.view(rules.initial());
    assertEquals(Option.some("opening move, no fire"), opening.fact("phase"));
    assertEquals(Option.some("player 1"), opening.fact("toAct"));
    // E13: after e5-e6/b9 player 2 is starved and wins 4-3 on stones.
    AmazonsflipPosition end =
        AmazonsflipFixtures.play("aS8/S9/10/10/10/4A2s2/7s2/7s2/7s2/10 1 - regular", "e5-e6/b9");
    BoardView over = rules.view(end);
    assertEquals(Option.some("over"), over.fact("phase"));
    assertEquals(Option.some("nobody"), over.fact("toAct"));
    assertEquals(Option.some("3"), over.fact("stones1"));
    assertEquals(Option.some("4"), over.fact("stones2"));
    assertEquals(Option.some("player 2 has no legal turn: 0-1 on stones"), over.fact("result"));
    assertTrue(
        rules.diagram(end).startsWith("10 a  S  .  .  .  .  .  .  .  .\n"), rules.diagram(end));
  }

  @Test
  void inputsKindsAndDescriptionsOfE11() {
    AmazonsflipRules rules = AmazonsflipFixtures.rules(E11);
    AmazonsflipPosition position = AmazonsflipFixtures.position(E11);
    MoveInputs flip =
        rules.moveInputs(position, rules.notation().parseMove(position, "b4-d4/d6").get());
    assertEquals("b4 d4 d6", flip.inputs().map(Input::token).mkString(" "));
    assertEquals("flip", flip.kind());
    assertEquals("b4-d4, fire at d6 flipping d5", flip.description());
    assertTrue(flip.otherOrders().isEmpty());
    MoveInputs plain =
        rules.moveInputs(position, rules.notation().parseMove(position, "b4-d4/b4").get());
    assertEquals("fire", plain.kind());
    assertEquals("b4-d4, fire at b4", plain.description());
  }

  @Test
  void aFlipOfThreeIsDescribedNearestFirst() {
    // E6a: b2-d4/h8 flips e5, f6, g7.
    String e6 = "9a/10/10/6s3/5s4/4s5/10/10/1A8/10 1 - regular";
    AmazonsflipPosition position = AmazonsflipFixtures.position(e6);
    AmazonsflipRules rules = AmazonsflipFixtures.rules(e6);
    assertEquals(
        "b2-d4, fire at h8 flipping e5, f6, g7",
        rules
            .moveInputs(position, rules.notation().parseMove(position, "b2-d4/h8").get())
            .description());
  }

  @Test
  void theOpeningMoveIsTwoClicks() {
    AmazonsflipRules rules = AmazonsflipRules.standard();
    MoveInputs opening =
        rules.moveInputs(rules.initial(), AmazonsflipMove.opening(sq("d1"), sq("d4")));
    assertEquals("d1 d4", opening.inputs().map(Input::token).mkString(" "));
    assertEquals("move", opening.kind());
    assertEquals("d1-d4, the opening move without fire", opening.description());
  }

  @Test
  void theCoreBuilderEntersAMoveAndItsShot() {
    AmazonsflipRules rules = AmazonsflipFixtures.rules(E11);
    AmazonsflipPosition position = AmazonsflipFixtures.position(E11);
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> b = TurnBuilder.start(rules, position);
    assertEquals(
        Vector.of(Input.click(sq("b4"))), b.next().map(TurnBuilder.Next::input).toVector());
    assertEquals(Vector.of("fire", "flip"), b.next().head().kinds().toVector());
    b = b.click(sq("b4")).get().click(sq("d4")).get();
    assertTrue(b.move().isEmpty(), "the shot is still to come");
    // E11: from d4 the flip shots d6, f4 and b6 are offered as flips.
    TurnBuilder.Next d6 = b.next().find(n -> n.input().equals(Input.click(sq("d6")))).get();
    assertEquals(Vector.of("flip"), d6.kinds().toVector());
    b = b.click(sq("d6")).get();
    assertEquals("b4-d4/d6", b.move().get().toString());
    assertEquals("b4-d4, fire at d6 flipping d5", b.moveInputs().get().description());
  }

  @Test
  void theCoreBuilderRefusesClicksWithThisGamesReasons() {
    AmazonsflipRules rules = AmazonsflipFixtures.rules(E11);
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> b =
        TurnBuilder.start(rules, AmazonsflipFixtures.position(E11));
    assertCode(AmazonsflipRejection.NOT_AN_AMAZON, b.click(sq("a1")));
    assertCode(AmazonsflipRejection.NOT_YOUR_AMAZON, b.click(sq("j10")));
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> moved =
        b.click(sq("b4")).get().click(sq("d4")).get();
    // E11: c5 is a player 2 stone, so the shot cannot land there.
    assertCode(AmazonsflipRejection.TARGET_OCCUPIED, moved.click(sq("c5")));
    assertEquals(1, moved.undo().entered().size());
  }

  @Test
  void theOpeningTurnIsCompleteAfterTwoClicks() {
    AmazonsflipRules rules = AmazonsflipRules.standard();
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> b =
        TurnBuilder.start(rules, rules.initial()).click(sq("d1")).get().click(sq("d4")).get();
    assertEquals("d1-d4", b.move().get().toString());
    assertTrue(b.next().isEmpty());
    assertCode(AmazonsflipRejection.MALFORMED_MOVE, b.click(sq("d7")));
  }

  private static void assertPiece(
      BoardView view, String square, Option<?> owner, String kind, String label) {
    BoardView.Piece piece = view.pieceAt(sq(square)).get();
    assertEquals(owner, piece.owner(), square);
    assertEquals(kind, piece.kind(), square);
    assertEquals(label, piece.label(), square);
  }

  @Test
  void movableAmazonsAreThoseThatBeginATurnInSquareOrder() {
    AmazonsflipRules rules = AmazonsflipRules.of(AmazonsflipVariant.REGULAR);
    // §2: player 1's amazons a7, d1, g10, j4, listed from a1 rank by rank.
    assertEquals(
        Vector.of(sq("d1"), sq("j4"), sq("a7"), sq("g10")),
        choices(TurnBuilder.start(rules, rules.initial())));
    // a1 walled in by neutral stones (a2, b2, b1) begins no turn; e5 does.
    String walled = "9a/10/10/10/10/4A5/10/10/NN8/AN8 1 - regular";
    assertEquals(
        Vector.of(sq("e5")),
        choices(
            TurnBuilder.start(
                AmazonsflipFixtures.rules(walled), AmazonsflipFixtures.position(walled))));
  }

  @Test
  void destinationsAreTheQueenLinesOfTheAmazon() {
    // §3.1: a1 alone against j10 reaches a2..a10, b1..j1 and b2..i9 (j10 is taken): 26 squares,
    // each with a fire target (the vacated a1 at least).
    String lone = "9a/10/10/10/10/10/10/10/10/A9 1 - regular";
    AmazonsflipRules rules = AmazonsflipFixtures.rules(lone);
    Vector<Square> expected = Vector.empty();
    for (int k = 1; k <= 9; k++) {
      expected = expected.append(new Square(0, k)).append(new Square(k, 0));
      if (k < 9) {
        expected = expected.append(new Square(k, k));
      }
    }
    TurnBuilder<AmazonsflipPosition, AmazonsflipMove> start =
        TurnBuilder.start(rules, AmazonsflipFixtures.position(lone));
    Vector<Square> destinations = choices(start.click(sq("a1")).get());
    assertEquals(26, destinations.size());
    assertEquals(names(expected), names(destinations));
    assertCode(AmazonsflipRejection.MALFORMED_MOVE, start.click(sq("k1")));
  }

  @Test
  void shotsOnlyForAMoveThatBeginsATurn() {
    String lone = "9a/10/10/10/10/10/10/10/10/A9 1 - regular";
    AmazonsflipRules rules = AmazonsflipFixtures.rules(lone);
    AmazonsflipPosition p = AmazonsflipFixtures.position(lone);
    // From a5: a6..a10 (5), a4..a1 (4, a1 just left), b5..j5 (9), b6..f10 (5), b4..e1 (4).
    assertEquals(27, rules.shots(p, sq("a1"), sq("a5")).size());
    assertTrue(rules.shots(p, sq("j10"), sq("j9")).isEmpty(), "the other player's amazon");
    assertTrue(rules.shots(p, sq("a1"), sq("b3")).isEmpty(), "no queen move");
    assertTrue(rules.shots(p, sq("a1"), sq("k1")).isEmpty(), "off the board");
    assertTrue(rules.shots(p, sq("k1"), sq("a1")).isEmpty(), "off the board");
    AmazonsflipRules regular = AmazonsflipRules.of(AmazonsflipVariant.REGULAR);
    assertTrue(
        regular.shots(regular.initial(), sq("d1"), sq("d4")).isEmpty(),
        "§3.2: the opening turn fires nothing");
  }

  @Test
  void othelloFlipsAreListedOnlyForRunsClosedByTheMoversUnitsAfterTheMove() {
    // §5 Iago rules: after c5-c8 and the shot f8, player 2's f7 lies between f8 and player 1's f6
    // and flips; player 2's e7 and d6 lead back to c5, which the amazon has just left: no flip.
    String iago = "9a/10/10/4ss4/3s1S4/2A7/10/10/10/10 1 - iago1115";
    AmazonsflipShot f8 = listedShot(iago, "c5", "c8", "f8");
    assertEquals(Vector.of(sq("f7")), f8.flips());
    assertEquals(AmazonsflipPiece.STONE_1, f8.placed());
    AmazonsflipFixtures.assertTurn(
        iago, "c5-c8/f8", "9a/10/2A2S4/4sS4/3s1S4/10/10/10/10/10 2 - iago1115");
  }

  @Test
  void choicesAreNoInputOfThisGame() {
    AmazonsflipRules rules = AmazonsflipFixtures.rules(E11);
    assertTrue(
        rules
            .explainInput(
                AmazonsflipFixtures.position(E11),
                io.vavr.collection.List.of(Input.choice("x", "a choice")),
                Input.click(sq("b4")))
            .isEmpty());
  }

  @Test
  void othelloFlipsOfPlayerTwoInTheUpperRanks() {
    // §5 Iago, player 2: after b8-b9 and the shot f9, player 1's f8 lies between f9 and player 2's
    // f7 and flips; player 1's e8 leads to the empty d7: no flip.
    String iago = "10/10/1a2SS4/5s4/10/10/10/10/10/9A 2 - iago1115";
    AmazonsflipShot f9 = listedShot(iago, "b8", "b9", "f9");
    assertEquals(Vector.of(sq("f8")), f9.flips());
    assertEquals(AmazonsflipPiece.STONE_2, f9.placed());
    AmazonsflipFixtures.assertTurn(
        iago, "b8-b9/f9", "10/1a3s4/4Ss4/5s4/10/10/10/10/10/9A 1 - iago1115");
  }

  @Test
  void othelloFlipsOfPlayerTwoInTheLowerRanks() {
    // The upper-rank case mirrored: after b3-b2 and the shot f2, player 1's f3 lies between f2 and
    // player 2's f4 and flips; player 1's e3 leads to the empty d4: no flip.
    String iago = "9A/10/10/10/10/10/5s4/1a2SS4/10/10 2 - iago1115";
    AmazonsflipShot f2 = listedShot(iago, "b3", "b2", "f2");
    assertEquals(Vector.of(sq("f3")), f2.flips());
    assertEquals(AmazonsflipPiece.STONE_2, f2.placed());
    AmazonsflipFixtures.assertTurn(
        iago, "b3-b2/f2", "9A/10/10/10/10/10/5s4/4Ss4/1a3s4/10 1 - iago1115");
  }

  /**
   * §5 Iago in the high word of the board (ranks 7 to 10): another own amazon closes a run, the
   * square the mover left does not.
   */
  @Test
  void othelloFlipsInTheUpperRanksCountTheOtherAmazonButNotTheSquareLeft() {
    // After c8-c5 and the shot f8 (over d6, e7): player 2's g8 lies between f8 and player 1's
    // amazon h8 and flips; player 2's e8 and d8 lead back to c8, which the amazon has just left:
    // no flip.
    String iago = "9a/10/2Ass1sA2/10/10/10/10/10/10/10 1 - iago1115";
    AmazonsflipShot f8 = listedShot(iago, "c8", "c5", "f8");
    assertEquals(Vector.of(sq("g8")), f8.flips());
    assertEquals(AmazonsflipPiece.STONE_1, f8.placed());
    AmazonsflipFixtures.assertTurn(
        iago, "c8-c5/f8", "9a/10/3ssSSA2/10/10/2A7/10/10/10/10 2 - iago1115");
  }

  @Test
  void othelloFlipsClosedByAStoneInTheCornerAreListed() {
    // §5 Iago: the stone placed on a3 encloses player 2's a2 against player 1's a1.
    String iago = "9a/10/10/10/3A6/10/10/10/s9/S9 1 - iago1115";
    AmazonsflipShot a3 = listedShot(iago, "d6", "d3", "a3");
    assertEquals(Vector.of(sq("a2")), a3.flips());
    AmazonsflipFixtures.assertTurn(
        iago, "d6-d3/a3", "9a/10/10/10/10/10/10/S2A6/S9/S9 2 - iago1115");
  }

  /** The shot at {@code target} as the shot listing offers it after the move {@code from-to}. */
  private static AmazonsflipShot listedShot(
      String position, String from, String to, String target) {
    return AmazonsflipFixtures.rules(position)
        .shots(AmazonsflipFixtures.position(position), sq(from), sq(to))
        .find(s -> s.target().equals(sq(target)))
        .get();
  }
}
