package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiFixtures.position;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.rulesOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The questions a user interface asks, answered on the dossier's positions through the generic
 * interaction model (who is to move, board view, move inputs, turn builder): who acts, which armies
 * it commands, which men the die lets move, a man's targets, the die's faces.
 */
class ChaturajiUiTests {
  private static Square sq(String name) {
    return Square.parse(name).get();
  }

  /** The army that acts for the slot: the seat {@code toMove} names; none at chance or the end. */
  private static Option<ChaturajiArmy> actor(ChaturajiRules rules, ChaturajiPosition position) {
    return rules.toMove(position) instanceof ToMove.Seat<ChaturajiMove> seat
        ? Option.some(ChaturajiArmy.of(seat.player().index()))
        : Option.none();
  }

  /**
   * The armies whose men the actor commands: the owners of the men a first click selects, or
   * refuses only because the die does not select them or they have no legal move.
   */
  private static TreeSet<ChaturajiArmy> commandedArmies(
      ChaturajiRules rules, ChaturajiPosition position) {
    TurnBuilder<ChaturajiPosition, ChaturajiMove> turn = TurnBuilder.start(rules, position);
    TreeSet<ChaturajiArmy> armies = TreeSet.empty();
    for (BoardView.Piece man : rules.view(position).pieces()) {
      Either<Rejection, ?> click = turn.click(man.square());
      if (click.isRight()
          || click.getLeft().code() == ChaturajiRejection.DIE_MISMATCH
          || click.getLeft().code() == CoreRejection.INPUT_NOT_OFFERED) {
        armies = armies.add(ChaturajiArmy.of(man.owner().get().index()));
      }
    }
    return armies;
  }

  /** The squares of the men the die value showing lets move: the view's die-allows marks. */
  private static TreeSet<Square> movableMen(ChaturajiRules rules, ChaturajiPosition position) {
    return TreeSet.ofAll(
        rules
            .view(position)
            .marks()
            .filter(mark -> mark.code().equals("die-allows"))
            .map(BoardView.Mark::square));
  }

  /** The squares a click on {@code from} offers next: the man's legal targets. */
  private static TreeSet<Square> targets(
      ChaturajiRules rules, ChaturajiPosition position, Square from) {
    return TurnBuilder.start(rules, position)
        .click(from)
        .map(
            turn ->
                TreeSet.ofAll(
                    turn.next()
                        .map(TurnBuilder.Next::input)
                        .filter(input -> input instanceof Input.Click)
                        .map(input -> ((Input.Click) input).square())))
        .getOrElse(TreeSet.empty());
  }

  /** The die's faces with their probabilities: the outcomes of the chance event to move. */
  private static Seq<Tuple2<Integer, Double>> dieFaces(
      ChaturajiRules rules, ChaturajiPosition position) {
    return rules.toMove(position) instanceof ToMove.Chance<ChaturajiMove> chance
        ? chance.outcomes().map(t -> Tuple.of(((ChaturajiMove.Throw) t._1).value(), t._2))
        : List.empty();
  }

  /** The die fact of the view of a position line. */
  private static String dieFact(String line) {
    return rulesOf(line).view(position(line)).fact("die").get();
  }

  private static MoveInputs inputsOf(String line, String move) {
    ChaturajiRules rules = rulesOf(line);
    ChaturajiPosition position = position(line);
    return rules.moveInputs(position, rules.notation().parseMove(position, move).get());
  }

  private static Seq<String> tokens(MoveInputs inputs) {
    return inputs.inputs().map(Input::token);
  }

  @Test
  void viewOfTheStartShowsEveryManAndTheCamps() {
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership");
    BoardView view = rules.view(rules.initial());
    assertEquals(32, view.pieces().size());
    BoardView.Piece maraja = view.pieceAt(sq("h4")).get();
    assertEquals(ChaturajiArmy.RED.player(), maraja.owner().get());
    assertEquals("maraja", maraja.kind());
    assertEquals("rK", maraja.label());
    BoardView.Piece soldier = view.pieceAt(sq("a2")).get();
    assertEquals(
        List.of(ChaturajiArmy.GREEN.player(), "soldier", "gPB"),
        List.of(soldier.owner().get(), soldier.kind(), soldier.label()));
    assertEquals(
        List.of("elephant", "horse", "boat"),
        List.of("f8", "g8", "h8").map(n -> view.pieceAt(sq(n)).get().kind()));
    assertEquals(
        List.of(
            List.of(ChaturajiArmy.RED.player(), ChaturajiArmy.YELLOW.player()),
            List.of(ChaturajiArmy.GREEN.player(), ChaturajiArmy.BLACK.player())),
        view.teams().map(List::ofAll).toList());
    assertTrue(view.marks().isEmpty(), "free mode, nothing transferred: no marks");
    assertEquals(
        List.of("slot", "toAct", "die", "commanders", "prisoners", "men", "quiet", "turn"),
        view.facts().map(BoardView.Fact::key).toList());
    assertEquals("Red", view.fact("toAct").get());
    assertEquals("Red+Yellow 16, Green+Black 16", view.fact("men").get());
    assertEquals("0 of 200", view.fact("quiet").get());
  }

  @Test
  void marajasAreRoyalAndSoldiersHeadTheWayTheirArmyAdvances() {
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership");
    BoardView view = rules.view(rules.initial());
    assertEquals(
        List.of("maraja", "maraja", "maraja", "maraja"),
        view.pieces().filter(BoardView.Piece::royal).map(BoardView.Piece::kind).toList());
    // Dossier §2: Green's soldiers advance north, Red's west, Yellow's east, Black's south.
    assertEquals(Option.some(Direction.N), view.pieceAt(sq("a2")).get().heading());
    assertEquals(Option.some(Direction.W), view.pieceAt(sq("g1")).get().heading());
    assertEquals(Option.none(), view.pieceAt(sq("h4")).get().heading(), "a maraja steps any way");
    assertTrue(
        view.pieces().forAll(p -> p.heading().isDefined() == p.kind().equals("soldier")),
        "exactly the soldiers have a heading");
  }

  @Test
  void eachArmySitsAtTheEdgeItsMenStartOnInItsColour() {
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership");
    BoardView view = rules.view(rules.initial());
    assertEquals(
        List.of("Red", "Green", "Yellow", "Black"),
        view.seats().map(BoardView.Seat::displayName).toList());
    assertEquals(
        List.of("red", "green", "yellow", "black"),
        view.seats().map(BoardView.Seat::colour).toList());
    for (BoardView.Seat seat : view.seats()) {
      Seq<BoardView.Piece> army = view.pieces().filter(p -> p.owner().contains(seat.player()));
      Direction side = seat.side();
      assertTrue(
          army.forAll(
              p ->
                  side == Direction.S
                      ? p.square().rank() <= 1
                      : side == Direction.N
                          ? p.square().rank() >= 6
                          : side == Direction.W ? p.square().file() <= 1 : p.square().file() >= 6),
          () -> seat + " is not at its men's edge");
    }
  }

  @Test
  void viewMarksTheMenTheDieAllows() {
    // TV2, value 2: the horse h2 and its soldier g2.
    String line = "chaturaji partnership-dice " + ChaturajiFixtures.START_BOARD + " r 2 - - 0 1";
    BoardView view = rulesOf(line).view(position(line));
    assertEquals(
        List.of("g2", "h2"),
        view.marks()
            .filter(m -> m.code().equals("die-allows"))
            .map(m -> m.square().name())
            .toList());
    assertEquals("2: the horse and its soldier", view.fact("die").get());
    String due = "chaturaji partnership-dice " + ChaturajiFixtures.START_BOARD + " r ? - - 0 1";
    BoardView atThrow = rulesOf(due).view(position(due));
    assertTrue(atThrow.marks().isEmpty(), "no man is allowed before the throw");
    assertTrue(atThrow.fact("toAct").get().startsWith("chance"), atThrow.fact("toAct").get());
  }

  @Test
  void viewMarksTheTransferredBoat() {
    // TV8 after the triumph: Yellow's boat d4 obeys Red.
    String line = "chaturaji partnership-dice 4bK3/8/8/yK3rB3/3yB*2rPKrK/8/8/3gK4 r 1 - - 0 31";
    BoardView view = rulesOf(line).view(position(line));
    assertEquals(
        List.of("d4"),
        view.marks()
            .filter(m -> m.code().equals("transferred"))
            .map(m -> m.square().name())
            .toList());
    assertEquals("yB*", view.pieceAt(sq("d4")).get().label());
    assertTrue(
        view.marks()
            .find(m -> m.code().equals("transferred"))
            .get()
            .message()
            .contains("obeys Red"));
    assertEquals(ChaturajiArmy.YELLOW.player(), view.pieceAt(sq("d4")).get().owner().get());
    assertEquals(
        List.of("d4", "e5"),
        view.marks()
            .filter(m -> m.code().equals("die-allows"))
            .map(m -> m.square().name())
            .toList());
  }

  @Test
  void viewFactsOfCommandAndPrisoners() {
    // TV10: Green commands on Black's slot; TV12: Red and Green are prisoners.
    String unified = "chaturaji partnership 4gK3/8/5bPE2/7bK/8/yKgPH6/2rPB5/7rK b - g - 1 42";
    BoardView view = rulesOf(unified).view(position(unified));
    assertEquals("Black", view.fact("slot").get());
    assertEquals("Green", view.fact("toAct").get());
    assertEquals("Green", view.fact("commanders").get());
    String held = "chaturaji partnership 4bK3/8/6bPH1/yK7/5rPK2/3gPK4/8/2gEyH4 b - - rg 11 80";
    assertEquals("Red, Green", rulesOf(held).view(position(held)).fact("prisoners").get());
    String over = "chaturaji partnership yB7/8/2rH5/yK7/7rK/8/8/8 y - - gb 0 201";
    BoardView end = rulesOf(over).view(position(over));
    assertEquals("nobody", end.fact("toAct").get());
    assertTrue(end.fact("outcome").get().contains("ALL_MEN_CAPTURED"), end.fact("outcome").get());
  }

  @Test
  void inputsOfEveryKindOfAction() {
    String due = "chaturaji partnership-dice " + ChaturajiFixtures.START_BOARD + " r ? - - 0 1";
    assertEquals(List.of("throw-3"), tokens(inputsOf(due, "R3")));
    assertEquals("throw", inputsOf(due, "R3").kind());
    String forbes = due.replace("partnership-dice", "partnership-dice,dice=forbes");
    assertEquals(
        List.of("throw-2", "throw-3", "throw-4", "throw-5"),
        rulesOf(forbes)
            .legalMoves(position(forbes))
            .map(m -> rulesOf(forbes).moveInputs(position(forbes), m))
            .flatMap(ChaturajiUiTests::tokens)
            .toList());
    MoveInputs pass =
        inputsOf(
            "chaturaji partnership-dice yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/5gHrPErE/gPBgPHgPEgPK2rPHrH/gB1gEgK2rPBrB r 3 - - 4 5",
            "--");
    assertEquals(List.of("pass"), tokens(pass));
    assertEquals("pass", pass.kind());
    MoveInputs exchange =
        inputsOf(
            "chaturaji partnership 4bK3/8/6bPH1/yK7/5rPK2/3gPK4/8/2gEyH4 b - - rg 11 80", "Xrg");
    assertEquals(List.of("exchange-rg"), tokens(exchange));
    assertEquals("exchange", exchange.kind());
    assertTrue(
        exchange.description().contains("h4") && exchange.description().contains("e1"),
        exchange.description());
    assertEquals(
        "Xrg: Red's maraja returns to h4; Green's maraja returns to e1", exchange.description());
    assertEquals(
        "exchange Red's and Green's marajas", ((Input.Choice) exchange.inputs().head()).label());
    MoveInputs release =
        inputsOf("chaturaji partnership,release=on 4bE3/8/8/8/7rK/8/8/3gE4 r - - gyb 0 60", "Xy");
    assertEquals(List.of("release-y"), tokens(release));
    assertEquals("release Yellow's maraja", ((Input.Choice) release.inputs().head()).label());
    assertEquals("Xy: Yellow's maraja returns to a5 for nothing", release.description());
    assertEquals("release", release.kind());
    MoveInputs step =
        inputsOf("chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/4rK3/8/8/3gK4 r - - - 0 12", "e4-d3");
    assertEquals(List.of("e4", "d3"), tokens(step));
    assertEquals("step", step.kind());
    MoveInputs capture =
        inputsOf("chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/4rK3/8/8/3gK4 r - - - 0 12", "e4xe5");
    assertEquals(List.of("e4", "e5"), tokens(capture));
    assertEquals("capture", capture.kind());
  }

  @Test
  void inputsOfPromotionTriumphAndThrone() {
    MoveInputs promotion =
        inputsOf("chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/8/8/3gK4 g - - - 2 90", "c7-c8=E");
    assertEquals(List.of("c7", "c8", "promote-e"), tokens(promotion));
    assertEquals("promotion", promotion.kind());
    assertTrue(
        promotion.description().endsWith("and becomes an elephant"), promotion.description());
    MoveInputs horse =
        inputsOf("chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/8/8/3gK4 g - - - 2 90", "c7xb8=H");
    assertTrue(horse.description().endsWith("and becomes a horse"), horse.description());
    MoveInputs triumph =
        inputsOf(
            "chaturaji partnership-dice 4bK3/8/8/yK2bB4/3yBgB1rPKrK/2rB5/8/3gK4 r 1 - - 7 30",
            "c3-e5");
    assertEquals(List.of("c3", "e5"), tokens(triumph));
    assertEquals("triumph", triumph.kind());
    assertTrue(
        triumph.description().contains("e4 and d5")
            && triumph.description().contains("d4 passes to Red"),
        triumph.description());
    MoveInputs throne =
        inputsOf(
            "chaturaji partnership 8/3gK4/5bPE2/7bK/yK7/1gPH6/2rPB5/7rK g - - - 0 40", "d7-e8");
    assertEquals("throne", throne.kind());
    assertTrue(throne.description().contains("Green takes Black's throne"), throne.description());
    // §5.2: taking an enemy man on the ally's throne gives the command too; the input is a throne.
    MoveInputs throneByCapture =
        inputsOf(
            "chaturaji partnership 4yH3/3gK4/5bPE2/7bK/yK7/1gPH6/2rPB5/7rK g - - - 0 40", "d7xe8");
    assertEquals("throne", throneByCapture.kind());
    assertTrue(
        throneByCapture.description().contains("Green takes Black's throne"),
        throneByCapture.description());
  }

  @Test
  void turnBuilderEntersAThrowThenAMove() {
    // Issue 12's multi-part turn for Chaturaji: the die throw (a chance action) then the move.
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership-dice");
    TurnBuilder<ChaturajiPosition, ChaturajiMove> atThrow =
        TurnBuilder.start(rules, rules.initial());
    assertEquals(
        List.of("throw-1", "throw-2", "throw-3", "throw-4"),
        atThrow.next().map(n -> n.input().token()).toList());
    ChaturajiMove roll = atThrow.choose("throw-2").get().move().get();
    assertEquals("R2", roll.toString());
    ChaturajiPosition thrown = rules.play(rules.initial(), roll).get();
    TurnBuilder<ChaturajiPosition, ChaturajiMove> builder = TurnBuilder.start(rules, thrown);
    assertEquals(List.of("g2", "h2"), builder.next().map(n -> n.input().token()).toList().sorted());
    TurnBuilder<ChaturajiPosition, ChaturajiMove> horse = builder.click(sq("h2")).get();
    assertEquals(List.of("f1", "f3"), horse.next().map(n -> n.input().token()).toList().sorted());
    ChaturajiMove move = horse.click(sq("f3")).get().move().get();
    assertEquals("h2-f3", move.toString());
    assertEquals(
        "chaturaji partnership-dice yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/5rHrPErE/gPBgPHgPEgPK2rPH1/gBgHgEgK2rPBrB g ? - - 1 2",
        rules.notation().formatPosition(rules.play(thrown, move).get()));
  }

  @Test
  void refusedClicksNameTheRule() {
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership-dice");
    TurnBuilder<ChaturajiPosition, ChaturajiMove> atThrow =
        TurnBuilder.start(rules, rules.initial());
    assertEquals(ChaturajiRejection.ROLL_EXPECTED, atThrow.click(sq("h2")).getLeft().code());
    ChaturajiPosition thrown = rules.play(rules.initial(), "R2").get();
    TurnBuilder<ChaturajiPosition, ChaturajiMove> builder = TurnBuilder.start(rules, thrown);
    Rejection die = builder.click(sq("g1")).getLeft();
    assertEquals(ChaturajiRejection.DIE_MISMATCH, die.code());
    assertTrue(
        die.message().startsWith("the die shows 2: only the horse and its soldier may move"),
        die.message());
    assertEquals(ChaturajiRejection.NO_MAN, builder.click(sq("e4")).getLeft().code());
    assertEquals(ChaturajiRejection.NOT_COMMANDED, builder.click(sq("d2")).getLeft().code());
    Either<Rejection, TurnBuilder<ChaturajiPosition, ChaturajiMove>> friend =
        builder.click(sq("h2")).get().click(sq("g4"));
    assertEquals(ChaturajiRejection.OCCUPIED_BY_FRIEND, friend.getLeft().code());
    assertEquals(
        ChaturajiRejection.BAD_GEOMETRY,
        builder.click(sq("h2")).get().click(sq("h1")).getLeft().code());
  }

  @Test
  void refusedDestinationsNameTheHierarchyAndTheBarredPromotion() {
    // TV6, value 1: the boat e5 may not take the horse c3.
    String tv6 =
        "chaturaji partnership-dice 4bK3/2yPE3bB1/8/yK3rB3/5gPK1rK/2gH5/3rPB4/3gK4 r 1 - - 0 41";
    TurnBuilder<ChaturajiPosition, ChaturajiMove> boat =
        TurnBuilder.start(rulesOf(tv6), position(tv6)).click(sq("e5")).get();
    assertEquals(ChaturajiRejection.HIERARCHY, boat.click(sq("c3")).getLeft().code());
    // A legal destination, the capture e5xg7 included, is not refused by the rules themselves;
    // nor is anything after the second click.
    ChaturajiRules rules6 = rulesOf(tv6);
    assertTrue(
        rules6
            .explainInput(position(tv6), List.of(Input.click(sq("e5"))), Input.click(sq("g7")))
            .isEmpty());
    assertTrue(
        rules6
            .explainInput(position(tv6), List.of(Input.click(sq("e5"))), Input.click(sq("g3")))
            .isEmpty());
    assertTrue(
        rules6
            .explainInput(
                position(tv6),
                List.of(Input.click(sq("e5")), Input.click(sq("g3"))),
                Input.click(sq("c3")))
            .isEmpty());
    // TV13 with Green's horse on f3: c7 may enter c8 (elephant lost) but not take on b8 (horse
    // kept).
    String kept = "chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/5gH2/8/3gK4 g - - - 2 90";
    TurnBuilder<ChaturajiPosition, ChaturajiMove> soldier =
        TurnBuilder.start(rulesOf(kept), position(kept)).click(sq("c7")).get();
    assertEquals(List.of("c8"), soldier.next().map(n -> n.input().token()).toList());
    assertEquals(ChaturajiRejection.PROMOTION_BARRED, soldier.click(sq("b8")).getLeft().code());
  }

  @Test
  void dieMeaningsOfEveryDie() {
    String board = " " + ChaturajiFixtures.START_BOARD + " r ";
    assertEquals(
        "5: the maraja or any soldier",
        dieFact("chaturaji partnership-dice,dice=forbes" + board + "5 - - 0 1"));
    assertEquals(
        "2: the boat", dieFact("chaturaji partnership-dice,dice=forbes" + board + "2 - - 0 1"));
    assertEquals(
        "1: the maraja or any soldier",
        dieFact("chaturaji partnership-dice,dice=biruni" + board + "1 - - 0 1"));
    assertEquals(
        "4: the elephant", dieFact("chaturaji partnership-dice,dice=biruni" + board + "4 - - 0 1"));
    assertEquals(
        "2: the horse and the soldiers on horse lanes",
        dieFact("chaturaji partnership-dice,link=lane" + board + "2 - - 0 1"));
    // The seed's die cannot show 5, and the free game has no die: no position shows such a value.
    ChaturajiRules dice = ChaturajiFixtures.rules("partnership-dice");
    assertEquals(
        ChaturajiRejection.INVALID_POSITION,
        dice.notation()
            .parsePosition("chaturaji partnership-dice" + board + "5 - - 0 1")
            .getLeft()
            .code());
    assertEquals(
        ChaturajiRejection.BAD_ROLL,
        dice.play(dice.initial(), new ChaturajiMove.Throw(5)).getLeft().code());
    ChaturajiRules free = ChaturajiFixtures.rules("partnership");
    assertEquals(
        ChaturajiRejection.INVALID_POSITION,
        free.notation()
            .parsePosition("chaturaji partnership" + board + "2 - - 0 1")
            .getLeft()
            .code());
    assertEquals(
        ChaturajiRejection.NO_DIE,
        free.play(free.initial(), new ChaturajiMove.Throw(2)).getLeft().code());
  }

  @Test
  void diagramOfAFinishedGameAndOfAUnifiedCamp() {
    String over = "chaturaji partnership yB7/8/2rH5/yK7/7rK/8/8/8 y - - gb 0 201";
    String text = rulesOf(over).diagram(position(over));
    assertTrue(text.contains("slot y, commanders -, prisoners gb, quiet 0, turn 201"), text);
    assertTrue(text.contains("game over: "), text);
    String unified = "chaturaji partnership 4gK3/8/5bPE2/7bK/8/yKgPH6/2rPB5/7rK b - g - 1 42";
    assertTrue(
        rulesOf(unified).diagram(position(unified)).contains("slot b, actor g, commanders g"));
    String noLimit =
        "chaturaji partnership,noprogress=0 4gK3/8/5bPE2/7bK/8/yKgPH6/2rPB5/7rK b - g - 1 42";
    assertEquals("1 (no limit)", rulesOf(noLimit).view(position(noLimit)).fact("quiet").get());
  }

  private static TreeSet<Square> squares(String names) {
    return TreeSet.ofAll(List.of(names.split(" ")).map(n -> Square.parse(n).get()));
  }

  @Test
  void actorAndCommandedArmiesOfAUnifiedCamp() {
    // TV10: Green's maraja sits on Black's throne, so Green acts on Black's slot for both armies.
    String line = "chaturaji partnership 4gK3/8/5bPE2/7bK/8/yKgPH6/2rPB5/7rK b - g - 1 42";
    ChaturajiRules rules = rulesOf(line);
    ChaturajiPosition position = position(line);
    assertEquals(ChaturajiArmy.BLACK, position.slot());
    assertEquals(ChaturajiArmy.GREEN, actor(rules, position).get());
    assertEquals("Green", rules.view(position).fact("toAct").get());
    assertEquals(
        TreeSet.of(ChaturajiArmy.GREEN, ChaturajiArmy.BLACK), commandedArmies(rules, position));
  }

  @Test
  void commandedArmiesWhenTheAllyIsHeadless() {
    // TV11: Green's maraja is a prisoner; on Black's slot Black moves Green's men too.
    String line = "chaturaji partnership 8/8/5bPE1bK/8/1yK1rE4/1gPH6/8/5gH1rK b - - g 1 52";
    ChaturajiRules rules = rulesOf(line);
    assertEquals(ChaturajiArmy.BLACK, actor(rules, position(line)).get());
    assertEquals(
        TreeSet.of(ChaturajiArmy.GREEN, ChaturajiArmy.BLACK),
        commandedArmies(rules, position(line)));
  }

  @Test
  void transferredBoatIsCommandedByTheWinner() {
    // TV8: after the triumph Red moves Yellow's boat d4 as well as its own, on value 1.
    String line = "chaturaji partnership-dice 4bK3/8/8/yK3rB3/3yB*2rPKrK/8/8/3gK4 r 1 - - 0 31";
    ChaturajiRules rules = rulesOf(line);
    assertEquals(
        TreeSet.of(ChaturajiArmy.RED, ChaturajiArmy.YELLOW),
        commandedArmies(rules, position(line)));
    assertEquals(squares("d4 e5"), movableMen(rules, position(line)));
  }

  @Test
  void movableMenFollowTheDie() {
    // TV2, value 2: the horse h2 and its soldier g2 are selected.
    String line = "chaturaji partnership-dice " + ChaturajiFixtures.START_BOARD + " r 2 - - 0 1";
    assertEquals(squares("g2 h2"), movableMen(rulesOf(line), position(line)));
    assertEquals("2: the horse and its soldier", dieFact(line));
  }

  @Test
  void legalTargetsFromASquare() {
    // TV3: the maraja on e4.
    String line = "chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/4rK3/8/8/3gK4 r - - - 0 12";
    ChaturajiRules rules = rulesOf(line);
    assertEquals(squares("d3 d4 e3 f3 f4 e5 f5"), targets(rules, position(line), sq("e4")));
    assertTrue(targets(rules, position(line), sq("a1")).isEmpty());
  }

  @Test
  void promotionChoicesFromASquare() {
    // TV13: the soldier c7 may enter c8 as an elephant or take on b8 as a horse.
    String line = "chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/8/8/3gK4 g - - - 2 90";
    assertEquals(
        List.of("c7-c8=E", "c7xb8=H"),
        TurnBuilder.start(rulesOf(line), position(line))
            .click(sq("c7"))
            .get()
            .candidates()
            .map(Object::toString)
            .toList());
  }

  @Test
  void dieFacesAndProbabilities() {
    String seed = "chaturaji partnership-dice " + ChaturajiFixtures.START_BOARD + " r ? - - 0 1";
    assertEquals(
        List.of(Tuple.of(1, 0.25), Tuple.of(2, 0.25), Tuple.of(3, 0.25), Tuple.of(4, 0.25)),
        dieFaces(rulesOf(seed), position(seed)).toList());
    // §4.3: al-Bīrūnī's die, 5 counting as 1 and 6 as 4.
    String biruni =
        "chaturaji partnership-dice,dice=biruni " + ChaturajiFixtures.START_BOARD + " r ? - - 0 1";
    assertEquals(
        List.of(1.0 / 3, 1.0 / 6, 1.0 / 6, 1.0 / 3),
        dieFaces(rulesOf(biruni), position(biruni)).map(t -> t._2).toList());
    String thrown = "chaturaji partnership-dice " + ChaturajiFixtures.START_BOARD + " r 3 - - 0 1";
    assertTrue(
        dieFaces(rulesOf(thrown), position(thrown)).isEmpty(), "no chance point once thrown");
  }

  @Test
  void boardViewShowsTokens() {
    ChaturajiPosition start = ChaturajiFixtures.rules("partnership").initial();
    assertEquals(32, start.board().count());
    assertEquals(
        new ChaturajiMan(ChaturajiArmy.GREEN, ChaturajiKind.SOLDIER, ChaturajiKind.MARAJA, false),
        start.manAt(Square.parse("d2").get()).get());
    assertEquals("rPK", start.manAt(Square.parse("g4").get()).get().token());
  }

  @Test
  void aManIsItsTokenAndOnlyTheManTheNotationCanWrite() {
    // §7.1 tokens: army + kind, a soldier's link always written, `*` only on a transferred boat.
    ChaturajiMan soldier =
        new ChaturajiMan(ChaturajiArmy.GREEN, ChaturajiKind.SOLDIER, ChaturajiKind.BOAT, false);
    assertEquals("gPB", soldier.token());
    assertEquals("gPB", soldier.toString());
    assertEquals(Option.some(ChaturajiKind.BOAT), soldier.link());
    ChaturajiMan boat = new ChaturajiMan(ChaturajiArmy.YELLOW, ChaturajiKind.BOAT, null, true);
    assertEquals("yB*", boat.token());
    assertEquals(Option.none(), boat.link());
    assertEquals(
        "rK", new ChaturajiMan(ChaturajiArmy.RED, ChaturajiKind.MARAJA, null, false).token());
    assertThrows(
        IllegalArgumentException.class,
        () -> new ChaturajiMan(ChaturajiArmy.RED, ChaturajiKind.SOLDIER, null, false),
        "a soldier without link");
    assertThrows(
        IllegalArgumentException.class,
        () -> new ChaturajiMan(ChaturajiArmy.RED, ChaturajiKind.HORSE, ChaturajiKind.MARAJA, false),
        "a linked horse");
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new ChaturajiMan(
                ChaturajiArmy.RED, ChaturajiKind.SOLDIER, ChaturajiKind.SOLDIER, false),
        "a soldier linked to a soldier");
    assertThrows(
        IllegalArgumentException.class,
        () -> new ChaturajiMan(ChaturajiArmy.RED, ChaturajiKind.HORSE, null, true),
        "a transferred horse");
  }

  @Test
  void theGameDescribesItself() {
    ChaturajiGame game = new ChaturajiGame();
    assertEquals("chaturaji", game.id());
    assertTrue(
        game.description().startsWith("Chaturaji: four-handed chaturanga"), game.description());
  }

  @Test
  void registryAndSetupValidation() {
    assertTrue(Games.find("chaturaji").isDefined(), "registered through the service loader");
    ChaturajiGame game = new ChaturajiGame();
    assertEquals("UNKNOWN_VARIANT", game.rules(Setup.of("solo")).getLeft().codeName());
    assertEquals(
        "UNKNOWN_OPTION",
        Setup.parseVariantField("partnership,colour=red")
            .flatMap(game::rules)
            .getLeft()
            .codeName());
    assertEquals(
        "INVALID_OPTION",
        Setup.parseVariantField("partnership,triumph=some")
            .flatMap(game::rules)
            .getLeft()
            .codeName());
    assertEquals(
        "INVALID_OPTION",
        Setup.parseVariantField("partnership,dice=forbes")
            .flatMap(game::rules)
            .getLeft()
            .codeName());
    assertEquals(
        "UNSUPPORTED_SIZE",
        game.rules(Setup.of("partnership").withSize("9x9")).getLeft().codeName());
    assertEquals(
        "partnership-dice,dice=forbes,triumph=all",
        Setup.parseVariantField("partnership-dice,triumph=all,dice=forbes")
            .flatMap(game::rules)
            .get()
            .variantName());
  }

  @Test
  void diagramDrawsTheBoard() {
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership-dice");
    String diagram = rules.diagram(rules.initial());
    assertTrue(diagram.contains(" 8 | yB | yPB|    |    | bK | bE | bH | bB | 8"), diagram);
    // §2.2: rank 1, the bottom line of the board, holds Green's a1-d1 and Red's g1, h1.
    assertTrue(diagram.contains(" 1 | gB | gH | gE | gK |    |    | rPB| rB | 1"), diagram);
    assertTrue(diagram.contains("slot r, actor r, die: throw due"), diagram);
  }

  @Test
  void nobodyActsOrCommandsOnceTheGameIsOver() {
    // TV14 after b4xc6: Red and Yellow have won; no actor, no commanded army, no movable man.
    String over = "chaturaji partnership yB7/8/2rH5/yK7/7rK/8/8/8 y - - gb 0 201";
    ChaturajiRules rules = rulesOf(over);
    assertTrue(actor(rules, position(over)).isEmpty());
    assertEquals("nobody", rules.view(position(over)).fact("toAct").get());
    assertTrue(commandedArmies(rules, position(over)).isEmpty());
    assertTrue(movableMen(rules, position(over)).isEmpty());
    assertTrue(TurnBuilder.start(rules, position(over)).next().isEmpty());
    String overWithDie = "chaturaji partnership-dice yB7/8/2rH5/yK7/7rK/8/8/8 y - - gb 0 201";
    assertTrue(movableMen(rulesOf(overWithDie), position(overWithDie)).isEmpty());
  }

  @Test
  void dieFactOfFreeModeAndOfAFinishedDieGame() {
    // §7.1: free mode has no die; a finished game in die mode writes '-' in its die field.
    assertEquals(
        "none (free mode)",
        ChaturajiFixtures.rules("partnership")
            .view(ChaturajiFixtures.rules("partnership").initial())
            .fact("die")
            .get());
    String over = "chaturaji partnership-dice yB7/8/2rH5/yK7/7rK/8/8/8 y - - gb 0 201";
    assertEquals("-", rulesOf(over).view(position(over)).fact("die").get());
  }

  /** A random source whose draws in [0, 1) are all {@code u}. */
  private static java.util.random.RandomGenerator always(double u) {
    return new java.util.random.RandomGenerator() {
      @Override
      public long nextLong() {
        throw new UnsupportedOperationException("only nextDouble is drawn at a chance point");
      }

      @Override
      public double nextDouble() {
        return u;
      }
    };
  }

  @Test
  void randomThrowIsDrawnAsTheChanceEventSamples() {
    // §4.3/§4.4: a random throw follows the die's probabilities exactly as the chance event's
    // sample does, also on the borders between faces and at the top of [0, 1).
    for (String variant :
        List.of(
            "partnership-dice", "partnership-dice,dice=forbes", "partnership-dice,dice=biruni")) {
      ChaturajiRules rules = ChaturajiFixtures.rules(variant);
      ChaturajiPosition due = rules.initial();
      io.github.latrunculi.core.ToMove.Chance<ChaturajiMove> chance =
          (io.github.latrunculi.core.ToMove.Chance<ChaturajiMove>) rules.toMove(due);
      List<Double> draws = List.of(0.0, 0.1, Math.nextDown(1.0));
      double cumulative = 0;
      for (Double probability : chance.outcomes().map(t -> t._2)) {
        cumulative += probability;
        draws = draws.append(cumulative).append(Math.nextDown(cumulative));
      }
      for (double u : draws.filter(u -> u < 1.0)) {
        assertEquals(
            chance.sample(u), rules.randomMove(due, always(u)).get(), variant + " at u = " + u);
      }
    }
  }
}
