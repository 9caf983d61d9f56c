package io.github.latrunculi.malha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.LinkedHashMap;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Position lines and move texts of dossier §8, the validity checks of §8.1, and the registry. */
class MalhaNotationTests {
  final MalhaRules rules = MalhaRules.standard();

  @Nested
  class Positions {
    @Test
    void theInitialLineIsTheDossiersExample() {
      assertEquals(
          "malha standard 7/7/7/7/7/7/7 a P - - - *",
          rules.notation().formatPosition(rules.initial()));
    }

    @Test
    void theDossiersExampleLinesRoundTrip() {
      for (String fields :
          new String[] {
            "SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - - - *",
            "SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *",
            "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - O2,e6,b1,a2 - *",
          }) {
        MalhaFixtures.parse(rules, fields);
      }
    }

    @Test
    void optionsAppearInTheDossiersKeyOrderAndTheLimitAddsAField() {
      MalhaRules many =
          MalhaFixtures.rules(
              "noCaptureLimit", "40", "malhaImmunity", "true", "openingPair", "FREE");
      assertEquals(
          "standard,openingPair=FREE,malhaImmunity=true,noCaptureLimit=40", many.variantName());
      assertEquals(
          "malha standard,openingPair=FREE,malhaImmunity=true,noCaptureLimit=40 7/7/7/7/7/7/7 a P - - - * 0",
          many.notation().formatPosition(many.initial()));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(
        delimiter = '|',
        textBlock =
            """
            MALFORMED_POSITION  | chess standard 7/7/7/7/7/7/7 a P - - - *
            VARIANT_MISMATCH    | malha standard,malhaImmunity=true 7/7/7/7/7/7/7 a P - - - *
            MALFORMED_POSITION  | malha standard 7/7/7/7/7/7/7 a P - - -
            MALFORMED_POSITION  | malha standard 7/7/7/7/7/7/7 a P - - - * 0
            MALFORMED_POSITION  | malha standard 7/7/7/7/7/7/6 a P - - - *
            MALFORMED_POSITION  | malha standard 7/7/7/7/7/7/7 x P - - - *
            MALFORMED_POSITION  | malha standard 7/7/7/7/7/7/7 a Q - - - *
            MALFORMED_POSITION  | malha standard 7/7/7/7/7/7/7 a P - X1,a1 - *
            MALFORMED_POSITION  | malha standard 7/7/7/7/7/7/7 a P - - - A:win
            IMPOSSIBLE_POSITION | malha standard 7/7/7/3S3/7/7/S6 d P - - - *
            IMPOSSIBLE_POSITION | malha standard 7/7/7/7/3S3/7/S6 a P - - - *
            IMPOSSIBLE_POSITION | malha standard 7/7/7/7/7/7/7 d O - - - *
            IMPOSSIBLE_POSITION | malha standard 7/7/7/2Ss3/7/7/s3S2 a M - - - A:elim
            IMPOSSIBLE_POSITION | malha standard 7/7/7/2Ss3/7/7/s3S2 a E - - - A:elim
            IMPOSSIBLE_POSITION | malha standard 7/7/7/2Ss3/7/7/s3S2 a M e1 - - *
            IMPOSSIBLE_POSITION | malha standard 7/7/7/2Ss3/7/7/s3S2 a M - R,e1 - *
            IMPOSSIBLE_POSITION | malha standard 7/7/7/2Ss3/7/7/s3S2 a M - - d4 *
            IMPOSSIBLE_POSITION | malha standard 7/7/7/7/7/7/S5S d M - - - *
            """)
    void invalidLinesAreRefusedWithAReason(String code, String line) {
      Either<Rejection, MalhaPosition> parsed = rules.notation().parsePosition(line);
      assertTrue(parsed.isLeft(), () -> "accepted " + line);
      assertEquals(code, parsed.getLeft().codeName(), parsed.getLeft().message());
    }
  }

  @Nested
  class Moves {
    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
      "'a1,d3', 'a1,d3'",
      "'d3,a1', 'a1,d3'",
      "'d3-d4', 'd3-d4'",
      "'e6-e7!', 'e6-e7!'",
      "'end', 'end'",
      "'resign', 'resign:a'",
      "'resign:d', 'resign:d'",
    })
    void movesParseToTheirCanonicalText(String text, String canonical) {
      MalhaPosition start = rules.initial();
      MalhaMove move = rules.notation().parseMove(start, text).get();
      assertEquals(canonical, rules.notation().formatMove(start, move));
    }

    @ParameterizedTest
    @CsvSource({
      "''",
      "'h1,a1'",
      "'a1-a8'",
      "'pass'",
      "'a1,'",
      "'d3-d4!!'",
      "'resign:x'",
      "'A1-A2'"
    })
    void malformedMovesAreRefused(String text) {
      Either<Rejection, MalhaMove> parsed = rules.notation().parseMove(rules.initial(), text);
      assertEquals("MALFORMED_MOVE", parsed.getLeft().codeName(), text);
    }

    /** §8.2: a pair or a step names two squares; a missing one is named as the empty text. */
    @Test
    void aMissingFirstSquareIsNamed() {
      assertEquals(
          "'' in ',a1' is not a square of the 7x7 board (a1 to g7)",
          rules.notation().parseMove(rules.initial(), ",a1").getLeft().message());
      assertEquals(
          "'' in '-d4' is not a square of the 7x7 board (a1 to g7)",
          rules.notation().parseMove(rules.initial(), "-d4").getLeft().message());
    }

    @Test
    void aStepDuringTheSettingIsRefused() {
      assertEquals("WRONG_PHASE", rules.play(rules.initial(), "d3-d4").getLeft().codeName());
    }

    @Test
    void aLongStepIsRefused() {
      MalhaPosition t16 = MalhaFixtures.parse(rules, "7/7/7/7/7/S6/s1S2S1 a M - - - *");
      assertEquals("NOT_ADJACENT", rules.play(t16, "c1-e1").getLeft().codeName());
      assertEquals("NOT_OWN_SOLDIER", rules.play(t16, "a1-b1").getLeft().codeName());
      assertEquals("NOT_OWN_SOLDIER", rules.play(t16, "d1-e1").getLeft().codeName());
    }
  }

  @Nested
  class Registry {
    @Test
    void theRegistryFindsMalhaAndParsesItsLines() {
      Either<Rejection, GameState<?, ?>> state =
          Games.parse("malha standard 7/7/7/7/7/7/7 a P - - - *");
      assertEquals("malha standard 7/7/7/7/7/7/7 a P - - - *", state.get().line());
      assertEquals(182, state.get().moves().size());
    }

    @Test
    void optionsAndSizesAreValidated() {
      MalhaGame game = new MalhaGame();
      assertEquals("UNKNOWN_VARIANT", game.rules(Setup.of("big")).getLeft().codeName());
      assertEquals(
          "UNSUPPORTED_SIZE",
          game.rules(Setup.of("standard").withSize("9x9")).getLeft().codeName());
      assertEquals(
          "UNKNOWN_OPTION",
          game.rules(new Setup("standard", LinkedHashMap.of("pushlimit", "2"), Option.none()))
              .getLeft()
              .codeName());
      assertEquals(
          "INVALID_OPTION",
          game.rules(new Setup("standard", LinkedHashMap.of("malhaImmunity", "yes"), Option.none()))
              .getLeft()
              .codeName());
      assertEquals(
          "INVALID_OPTION",
          game.rules(new Setup("standard", LinkedHashMap.of("noCaptureLimit", "-3"), Option.none()))
              .getLeft()
              .codeName());
      assertEquals(
          "standard",
          game.rules(
                  new Setup(
                      "standard", LinkedHashMap.of("openingPair", "TOUCH_MALHA"), Option.none()))
              .get()
              .variantName());
    }

    @Test
    void theOptionDefaultsFollowTheDossiersKeyOrder() {
      assertEquals(
          "openingPair=TOUCH_MALHA settingImmunity=NONE malhaImmunity=false continuation=COMPULSORY"
              + " exchangeRequiresUnreachable=NONE blockedAttackerOwesExchange=false"
              + " bothEliminated=ATTACKER_WINS noCaptureLimit=0 limitResult=DRAW",
          new MalhaGame().optionDefaults().map(t -> t._1 + "=" + t._2).mkString(" "));
    }
  }
}
