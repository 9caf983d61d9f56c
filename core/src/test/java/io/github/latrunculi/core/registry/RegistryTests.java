package io.github.latrunculi.core.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/**
 * The registry and the game-independent handle, with the core tests' toy games (Breakthrough on
 * 5x5, the four-player race with a die) registered as services.
 */
class RegistryTests {
  private static final String START = "breakthrough standard BBBBB/BBBBB/5/WWWWW/WWWWW w";
  private static final String RACE = "race standard 0,0/0,0/0,0/0,0 n ?";

  @Test
  void allListsTheRegisteredGamesById() {
    assertEquals(List.of("breakthrough", "race"), Games.all().map(GameDefinition::id).toList());
    assertEquals("race", Games.find("race").get().id());
    assertTrue(Games.find("chess").isEmpty());
  }

  @Test
  void anUnknownGameIsRefusedNamingTheKnownOnes() {
    Rejection r = Games.get("chess").getLeft();
    assertEquals(CoreRejection.UNKNOWN_GAME, r.code());
    assertEquals("unknown game 'chess'; known games: breakthrough, race", r.message());
    assertEquals(
        CoreRejection.UNKNOWN_GAME, Games.rules("chess", Setup.of("standard")).getLeft().code());
  }

  @Test
  void rulesComeFromTheGameForASetup() {
    Rules<?, ?> rules = Games.rules("breakthrough", Setup.of("standard")).get();
    assertEquals("breakthrough", rules.gameId());
    assertEquals("standard", rules.variantName());
    assertEquals(
        CoreRejection.UNKNOWN_VARIANT,
        Games.rules("breakthrough", Setup.of("wild")).getLeft().code());
  }

  @Test
  void aDefinitionBuildsTheRulesOfAnAcceptedSetupItself() {
    GameDefinition race = Games.find("race").get();
    Rules<?, ?> rules = race.rules(Setup.of("standard")).get();
    assertEquals("race", rules.gameId());
    assertTrue(race.optionDefaults().isEmpty(), "the toy games have no options");
    assertEquals(
        "race has no variant 'wild'; variants: standard",
        race.rules(Setup.of("wild")).getLeft().message());
    assertEquals(
        CoreRejection.UNKNOWN_OPTION,
        race.rules(Setup.parseVariantField("standard,dice=2").get()).getLeft().code());
  }

  @Test
  void aLineIsReadWithoutSurroundingWhiteSpace() {
    assertEquals(START, Games.parse("  " + START + "\n").get().line());
    assertEquals(CoreRejection.MALFORMED_LINE, Games.parse(null).getLeft().code());
    assertEquals("the position line is empty", Games.parse("").getLeft().message());
  }

  @Test
  void aDefinitionReadsOnlyItsOwnLinesWithAVariantAndABody() {
    GameDefinition breakthrough = Games.find("breakthrough").get();
    for (String bad : List.of(RACE, "breakthrough standard", "breakthrough")) {
      Rejection r = breakthrough.parse(bad).getLeft();
      assertEquals(CoreRejection.MALFORMED_LINE, r.code(), bad);
      assertEquals(
          "a breakthrough position line starts with 'breakthrough <variant> '", r.message());
    }
    assertEquals(
        CoreRejection.MALFORMED_LINE,
        breakthrough.parse("breakthrough standard,x BBBBB/BBBBB/5/WWWWW/WWWWW w").getLeft().code(),
        "the variant field is read before the rules are asked");
    assertEquals(START, breakthrough.parse(START).get().line());
  }

  private static <S, M extends Move> String diagramOf(GameState<S, M> state) {
    return state.rules().view(state.position()).toText();
  }

  @Test
  void aStateAnswersForItsRulesAndPosition() {
    GameState<?, ?> state = Games.parse(START).get();
    assertEquals(START, state.toString());
    assertEquals(diagramOf(state), state.diagram());
    assertTrue(state.diagram().startsWith("5 B  B  B  B  B\n"), state.diagram());
    assertEquals(Outcome.ONGOING, state.outcome());
    ToMove<?> toMove = state.toMove();
    assertEquals(new Player(0, "w"), assertInstanceOf(ToMove.Seat.class, toMove).player());
    assertTrue(
        state.moves().containsAll(List.of("a2-a3", "a2-b3", "e2-d3", "c2-c3")),
        state.moves().toString());
    assertEquals(13, state.moves().size());
    GameState<?, ?> after = state.play("c2-c3").get();
    assertEquals("breakthrough standard BBBBB/BBBBB/2W2/WW1WW/WWWWW b", after.line());
    assertTrue(state.hash() != after.hash(), "a step changes the key");
    assertEquals(Games.parse(after.line()).get().hash(), after.hash());
  }

  @Test
  void theInitialStateOfRulesIsTheirInitialPosition() {
    Rules<?, ?> race = Games.rules("race", Setup.of("standard")).get();
    GameState<?, ?> state = GameState.initial(race, 5);
    assertEquals(RACE, state.line());
    assertInstanceOf(ToMove.Chance.class, state.toMove());
    assertEquals(List.of("R1", "R2", "R3"), state.moves().toList());
  }

  @Test
  void playAllNumbersTheFirstRefusedMove() {
    GameState<?, ?> state = Games.parse(START).get();
    MoveFailure failure = state.playAll(List.of("c2-c3", "b4-b3", "c3-c4", "c4-c5")).getLeft();
    assertEquals(3, failure.moveNumber());
    assertEquals("c3-c4 is not a legal step", failure.rejection().message());
    assertEquals("illegal move 3: c3-c4 is not a legal step", failure.toString());
    assertEquals(
        "breakthrough standard BBBBB/B1BBB/1BW2/WW1WW/WWWWW w",
        state.playAll(List.of("c2-c3", "b4-b3")).get().line());
  }

  @Test
  void valuesDescribeThemselves() {
    Rejection r = new Rejection(CoreRejection.UNKNOWN_OPTION, "no option 'x'");
    assertEquals("UNKNOWN_OPTION", r.codeName());
    assertEquals("UNKNOWN_OPTION: no option 'x'", r.toString());
    assertEquals("illegal position: no option 'x'", new MoveFailure(0, r).toString());
    assertThrows(NullPointerException.class, () -> new Rejection(null, "x"));
    assertThrows(
        NullPointerException.class, () -> new Rejection(CoreRejection.UNKNOWN_OPTION, null));
    assertEquals("r", new Player(3, "r").toString());
    assertThrows(IllegalArgumentException.class, () -> new Player(-1, "r"));
    assertThrows(NullPointerException.class, () -> new Player(0, null));
    assertEquals(0, new Player(0, "w").index());
  }
}
