package io.github.latrunculi.amazonsflip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.RejectionCode;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.registry.GameRecord;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The text forms of §6 inside the project's envelope, the §6.4 record helper, and position lines
 * through the registry entry (variants, refused setups, parsing through {@link Games}).
 */
class AmazonsflipNotationTests {
  static final AmazonsflipRules REGULAR = AmazonsflipRules.standard();
  static final String INITIAL = "amazonsflip regular 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F";

  @Nested
  class Positions {
    @Test
    void initialLineOfTheDesignDocument() {
      assertEquals(INITIAL, REGULAR.notation().formatPosition(REGULAR.initial()));
      assertEquals(REGULAR.initial(), REGULAR.notation().parsePosition(INITIAL).get());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(
        delimiter = '|',
        textBlock =
            """
            F with side 2 (§6.2)       | amazonsflip regular 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 2 F  | MALFORMED_POSITION
            side 3                     | amazonsflip regular 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 3 -  | MALFORMED_POSITION
            flag x                     | amazonsflip regular 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 x  | MALFORMED_POSITION
            rank of 11 squares         | amazonsflip regular 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a4 1 F  | MALFORMED_POSITION
            rank of 9 squares          | amazonsflip regular 3a2A3/10/10/A8a/9/10/a8A/10/10/3A2a3 1 F   | MALFORMED_POSITION
            unmerged empty run         | amazonsflip regular 3a2A3/10/10/A8a/55/10/a8A/10/10/3A2a3 1 F  | MALFORMED_POSITION
            unknown letter             | amazonsflip regular 3a2A3/10/10/A8a/x9/10/a8A/10/10/3A2a3 1 F  | MALFORMED_POSITION
            nine ranks                 | amazonsflip regular 3a2A3/10/A8a/10/10/a8A/10/10/3A2a3 1 F     | MALFORMED_POSITION
            other variant              | amazonsflip border 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F   | WRONG_VARIANT
            dossier order (variant last) | 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F regular            | MALFORMED_LINE
            double space               | amazonsflip regular  3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F | MALFORMED_LINE
            missing flag               | amazonsflip regular 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1    | MALFORMED_LINE
            """)
    void refusedLines(String why, String line, String code) {
      Either<Rejection, AmazonsflipPosition> parsed = REGULAR.notation().parsePosition(line);
      assertTrue(parsed.isLeft(), why + " accepted");
      assertEquals(code, parsed.getLeft().codeName(), parsed.getLeft().message());
    }

    @Test
    void customPositionsMayHaveFewerAmazons() {
      String line = "amazonsflip border 9a/10/10/10/10/10/10/SS8/1S8/A9 1 -";
      AmazonsflipRules border = AmazonsflipRules.of(AmazonsflipVariant.BORDER);
      assertEquals(
          line, border.notation().formatPosition(border.notation().parsePosition(line).get()));
    }

    @Test
    void nullAndEmptyAreRefusedWithoutThrowing() {
      assertEquals(
          AmazonsflipRejection.MALFORMED_POSITION,
          REGULAR.notation().parsePosition(null).getLeft().code());
      assertEquals(
          AmazonsflipRejection.MALFORMED_POSITION,
          REGULAR.notation().parsePosition("").getLeft().code());
      // A blank line is not empty: it is a line of the wrong shape.
      assertEquals(
          CoreRejection.MALFORMED_LINE, REGULAR.notation().parsePosition("   ").getLeft().code());
      assertTrue(REGULAR.notation().parseMove(REGULAR.initial(), null).isLeft());
    }
  }

  @Nested
  class Turns {
    @Test
    void openingAndNormalTurns() {
      Square d1 = Square.parse("d1").get();
      Square d4 = Square.parse("d4").get();
      Square d7 = Square.parse("d7").get();
      Square j10 = Square.parse("j10").get();
      assertEquals(
          AmazonsflipMove.opening(d1, d4),
          REGULAR.notation().parseMove(REGULAR.initial(), "d1-d4").get());
      assertEquals(
          AmazonsflipMove.moveAndFire(d1, d4, d7),
          REGULAR.notation().parseMove(REGULAR.initial(), "d1-d4/d7").get());
      assertEquals(
          AmazonsflipMove.moveAndFire(j10, d4, d7),
          REGULAR.notation().parseMove(REGULAR.initial(), "j10-d4/d7").get());
      assertEquals("j10-d4/d7", AmazonsflipMove.moveAndFire(j10, d4, d7).toString());
    }

    @ParameterizedTest
    @CsvSource({
      "d1d4",
      "d1-d4/",
      "d1-d4/d7/d8",
      "d1-k4",
      "d0-d4",
      "d01-d4",
      "d1-d11",
      "D1-D4",
      "-d4",
      "d1-",
      "d4/d1-d2",
      "' d1-d4'",
      "d1 - d4",
      "''"
    })
    void malformedTurns(String text) {
      Either<Rejection, AmazonsflipMove> parsed =
          REGULAR.notation().parseMove(REGULAR.initial(), text);
      assertTrue(parsed.isLeft(), text + " accepted");
      assertEquals(AmazonsflipRejection.MALFORMED_MOVE, parsed.getLeft().code());
      assertTrue(parsed.getLeft().message().contains(text));
    }
  }

  @Nested
  class Records {
    // From the initial position: E1a (d1-d4) then E2a (a4-b4/b8).
    static final String TWO_TURNS = "d1-d4 a4-b4/b8";

    @Test
    void aRecordBecomesTheStoredForm() {
      GameRecord record = REGULAR.notation().parseTurnList(REGULAR.initial(), TWO_TURNS).get();
      assertEquals(INITIAL, record.start());
      assertEquals(List.of("d1-d4", "a4-b4/b8"), record.moves().toList());
      // Replayed through the registry (Games), it ends on E2a's result.
      assertEquals(
          "amazonsflip regular 3a2A3/10/1s8/A8a/10/10/1a1A5A/10/10/6a3 1 -",
          record.replay().get().line());
    }

    @Test
    void resultTokenMustMatchTheOutcome() {
      // E13: after e5-e6/b9 player 2 is starved and wins 4-3, so the record ends 0-1.
      AmazonsflipPosition e13 =
          REGULAR
              .notation()
              .parsePosition("amazonsflip regular aS8/S9/10/10/10/4A2s2/7s2/7s2/7s2/10 1 -")
              .get();
      assertTrue(REGULAR.notation().parseTurnList(e13, "e5-e6/b9 0-1").isRight());
      assertEquals(
          "e5-e6/b9 0-1",
          REGULAR
              .notation()
              .formatTurnList(e13, List.of(REGULAR.notation().parseMove(e13, "e5-e6/b9").get())));
      assertCode(
          AmazonsflipRejection.RESULT_MISMATCH,
          REGULAR.notation().parseTurnList(e13, "e5-e6/b9 1-0"));
      assertCode(
          AmazonsflipRejection.RESULT_MISMATCH,
          REGULAR.notation().parseTurnList(e13, "e5-e6/e9 1/2-1/2"));
    }

    @Test
    void anIllegalTurnIsNamedByNumber() {
      Either<Rejection, GameRecord> parsed =
          REGULAR.notation().parseTurnList(REGULAR.initial(), "d1-d4 a4-b4");
      assertCode(AmazonsflipRejection.FIRE_REQUIRED, parsed);
      assertTrue(
          parsed.getLeft().message().startsWith("turn 2 (a4-b4)"), parsed.getLeft().message());
    }

    private void assertCode(RejectionCode code, Either<Rejection, ?> result) {
      assertTrue(result.isLeft(), "accepted");
      assertEquals(code, result.getLeft().code(), result.getLeft().message());
    }
  }

  @Test
  void aLineOfAnotherGameIsMalformed() {
    assertEquals(
        CoreRejection.MALFORMED_LINE, REGULAR.notation().parsePosition("chief x").getLeft().code());
  }

  @Nested
  class Registry {
    final AmazonsflipGame game = new AmazonsflipGame();

    @Test
    void registeredWithTheCore() {
      assertEquals("amazonsflip", Games.get("amazonsflip").get().id());
      assertEquals(
          "amazonsflip border 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F",
          Games.parse("amazonsflip border 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F").get().line());
    }

    @Test
    void variantsDefaultFirst() {
      assertEquals("regular border desdemona2 cassio iago1115 iago", game.variants().mkString(" "));
      assertSame(AmazonsflipRules.of(AmazonsflipVariant.IAGO), game.rules(Setup.of("iago")).get());
      assertEquals("10x10", game.sizes().head());
      assertEquals(0, game.optionDefaults().size());
    }

    @Test
    void badSetupsAreRefused() {
      assertEquals(CoreRejection.UNKNOWN_VARIANT, game.rules(Setup.of("xl")).getLeft().code());
      assertEquals(
          CoreRejection.UNKNOWN_OPTION,
          game.rules(new Setup("regular", HashMap.of("pushlimit", "2"), Option.none()))
              .getLeft()
              .code());
      assertEquals(
          CoreRejection.UNSUPPORTED_SIZE,
          game.rules(Setup.of("regular").withSize("8x8")).getLeft().code());
      assertEquals(
          CoreRejection.UNKNOWN_OPTION,
          Games.parse("amazonsflip regular,x=1 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F")
              .getLeft()
              .code());
    }
  }
}
