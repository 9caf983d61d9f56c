package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiFixtures.position;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.rulesOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Games;
import io.github.latrunculi.core.Setup;
import io.github.latrunculi.core.Square;
import io.vavr.Tuple;
import io.vavr.collection.List;
import io.vavr.collection.TreeSet;
import org.junit.jupiter.api.Test;

/** The questions a user interface asks (issue item 5), answered on the dossier's positions. */
class ChaturajiUiTests {
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
    assertEquals(ChaturajiArmy.GREEN, rules.actor(position).get());
    assertEquals(TreeSet.of(ChaturajiArmy.GREEN, ChaturajiArmy.BLACK), rules.commandedArmies(position));
  }

  @Test
  void commandedArmiesWhenTheAllyIsHeadless() {
    // TV11: Green's maraja is a prisoner; on Black's slot Black moves Green's men too.
    String line = "chaturaji partnership 8/8/5bPE1bK/8/1yK1rE4/1gPH6/8/5gH1rK b - - g 1 52";
    ChaturajiRules rules = rulesOf(line);
    assertEquals(ChaturajiArmy.BLACK, rules.actor(position(line)).get());
    assertEquals(
        TreeSet.of(ChaturajiArmy.GREEN, ChaturajiArmy.BLACK), rules.commandedArmies(position(line)));
  }

  @Test
  void transferredBoatIsCommandedByTheWinner() {
    // TV8: after the triumph Red moves Yellow's boat d4 as well as its own, on value 1.
    String line = "chaturaji partnership-dice 4bK3/8/8/yK3rB3/3yB*2rPKrK/8/8/3gK4 r 1 - - 0 31";
    ChaturajiRules rules = rulesOf(line);
    assertEquals(TreeSet.of(ChaturajiArmy.RED, ChaturajiArmy.YELLOW), rules.commandedArmies(position(line)));
    assertEquals(squares("d4 e5"), rules.movableMen(position(line)));
  }

  @Test
  void movableMenFollowTheDie() {
    // TV2, value 2: the horse h2 and its soldier g2 are selected.
    String line = "chaturaji partnership-dice " + ChaturajiFixtures.START_BOARD + " r 2 - - 0 1";
    assertEquals(squares("g2 h2"), rulesOf(line).movableMen(position(line)));
    assertEquals("the horse and its soldier", rulesOf(line).dieMeaning(2));
  }

  @Test
  void legalTargetsFromASquare() {
    // TV3: the maraja on e4.
    String line = "chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/4rK3/8/8/3gK4 r - - - 0 12";
    ChaturajiRules rules = rulesOf(line);
    assertEquals(squares("d3 d4 e3 f3 f4 e5 f5"), rules.targets(position(line), Square.parse("e4").get()));
    assertTrue(rules.targets(position(line), Square.parse("a1").get()).isEmpty());
  }

  @Test
  void promotionChoicesFromASquare() {
    // TV13: the soldier c7 may enter c8 as an elephant or take on b8 as a horse.
    String line = "chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/8/8/3gK4 g - - - 2 90";
    assertEquals(
        List.of("c7-c8=E", "c7xb8=H"),
        rulesOf(line).movesFrom(position(line), Square.parse("c7").get()).map(Object::toString).toList());
  }

  @Test
  void dieFacesAndProbabilities() {
    String seed = "chaturaji partnership-dice " + ChaturajiFixtures.START_BOARD + " r ? - - 0 1";
    assertEquals(
        List.of(Tuple.of(1, 0.25), Tuple.of(2, 0.25), Tuple.of(3, 0.25), Tuple.of(4, 0.25)),
        rulesOf(seed).dieFaces(position(seed)).toList());
    // §4.3: al-Bīrūnī's die, 5 counting as 1 and 6 as 4.
    String biruni = "chaturaji partnership-dice,dice=biruni " + ChaturajiFixtures.START_BOARD + " r ? - - 0 1";
    assertEquals(
        List.of(1.0 / 3, 1.0 / 6, 1.0 / 6, 1.0 / 3),
        rulesOf(biruni).dieFaces(position(biruni)).map(t -> t._2).toList());
    String thrown = "chaturaji partnership-dice " + ChaturajiFixtures.START_BOARD + " r 3 - - 0 1";
    assertTrue(rulesOf(thrown).dieFaces(position(thrown)).isEmpty(), "no chance point once thrown");
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
  void registryAndSetupValidation() {
    assertTrue(Games.find("chaturaji").isDefined(), "registered through the service loader");
    ChaturajiGame game = new ChaturajiGame();
    assertEquals("UNKNOWN_VARIANT", game.rules(Setup.of("solo")).getLeft().codeName());
    assertEquals(
        "UNKNOWN_OPTION",
        Setup.parseVariantField("partnership,colour=red").flatMap(game::rules).getLeft().codeName());
    assertEquals(
        "INVALID_OPTION",
        Setup.parseVariantField("partnership,triumph=some").flatMap(game::rules).getLeft().codeName());
    assertEquals(
        "INVALID_OPTION",
        Setup.parseVariantField("partnership,dice=forbes").flatMap(game::rules).getLeft().codeName());
    assertEquals(
        "UNSUPPORTED_SIZE", game.rules(Setup.of("partnership").withSize("9x9")).getLeft().codeName());
    assertEquals(
        "partnership-dice,dice=forbes,triumph=all",
        Setup.parseVariantField("partnership-dice,triumph=all,dice=forbes")
            .flatMap(game::rules)
            .get()
            .variant());
  }

  @Test
  void diagramDrawsTheBoard() {
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership-dice");
    String diagram = rules.diagram(rules.initial());
    assertTrue(diagram.contains(" 8 | yB | yPB|    |    | bK | bE | bH | bB | 8"), diagram);
    assertTrue(diagram.contains("slot r, actor r, die: throw due"), diagram);
  }
}
