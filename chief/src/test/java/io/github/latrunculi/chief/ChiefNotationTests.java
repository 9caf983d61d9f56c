package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.RejectionCode;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.control.Either;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The notation of §12: position lines, their validity checks (§12.2), move texts and options. */
class ChiefNotationTests {
  private static final ChiefGame GAME = new ChiefGame();

  private static ChiefRules rules(String variantField, String size) {
    return GAME.chiefRules(Setup.parseVariantField(variantField).get().withSize(size)).get();
  }

  private static String startLine(ChiefRules rules) {
    return rules.notation().formatPosition(rules.initial());
  }

  private static RejectionCode refusal(String line) {
    Either<Rejection, ?> parsed = Games.parse(line);
    assertTrue(parsed.isLeft(), () -> "should be refused: " + line);
    assertTrue(!parsed.getLeft().message().isBlank());
    return parsed.getLeft().code();
  }

  @Nested
  class InitialPositions {
    @ParameterizedTest(name = "{0}")
    @CsvSource({
      "5x7, chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -",
      "7x7, chief standard 7x7 rawkwra/sssssss/7/7/7/SSSSSSS/ARWKWAR w - -",
      "9x7, chief standard 9x7 rawwkwwra/sssssssss/9/9/9/SSSSSSSSS/ARWWKWWAR w - -",
      "11x7, chief standard 11x7 rawwwkwwwra/sssssssssss/11/11/11/SSSSSSSSSSS/ARWWWKWWWAR w - -",
      "5x9, chief standard 5x9 arkar/sssss/5/5/5/5/5/SSSSS/ARKAR w - -",
      "7x9, chief standard 7x9 arwkwar/sssssss/7/7/7/7/7/SSSSSSS/ARWKWAR w - -",
      "9x9, chief standard 9x9 arwwkwwar/sssssssss/9/9/9/9/9/SSSSSSSSS/ARWWKWWAR w - -",
      "11x9, chief standard 11x9 arwwwkwwwar/sssssssssss/11/11/11/11/11/SSSSSSSSSSS/ARWWWKWWWAR w - -"
    })
    void standardSetupOfEverySize(String size, String line) {
      assertEquals(line, startLine(rules("standard", size)), "dossier §4.3");
      assertEquals(line, position(line).toString());
    }

    @Test
    void defaultSizeIs5x7() {
      assertEquals(
          "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -",
          startLine(GAME.chiefRules(Setup.of("standard")).get()));
    }

    @Test
    void rows9RotateUsesTheSevenRankRotation() {
      assertEquals(
          "chief standard,rows9=rotate 7x9 rawkwra/sssssss/7/7/7/7/7/SSSSSSS/ARWKWAR w - -",
          startLine(rules("standard,rows9=rotate", "7x9")));
    }

    @Test
    void placementVariantsStartWithFullHands() {
      assertEquals(
          "chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss",
          startLine(GAME.chiefRules(Setup.of("wild")).get()),
          "dossier §13.1");
      assertEquals(
          "chief assassination 7x7 7/7/7/7/7/7/7 w - - KASSSasss",
          startLine(GAME.chiefRules(Setup.of("assassination")).get()),
          "dossier §13.2");
    }

    @Test
    void chaosWithOptionsIsPrintedAsWildWithTheSameOptions() {
      assertEquals(
          "chief wild,repetition=5 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss",
          Games.parse("chief chaos,repetition=5 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss")
              .get()
              .line());
    }

    @Test
    void chaosIsAnAliasPrintedAsWild() {
      assertEquals("wild", GAME.chiefRules(Setup.of("chaos")).get().variantName());
      assertEquals(
          "chief wild 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss",
          Games.parse("chief chaos 5x7 5/5/5/5/5/5/5 w - - KRRAASSSSSkrraasssss").get().line());
    }

    @Test
    void multi4StartsWithFourArmiesOnTheEdges() {
      assertEquals(
          "chief multi4 11x11 3bRbAbKbRbA3/3bSbSbSbSbS3/11/rArS7gSgR/rRrS7gSgA/rKrS7gSgK/rArS7gSgR/rRrS7gSgA/11/3wSwSwSwSwS3/3wAwRwKwAwR3 w - -",
          startLine(GAME.chiefRules(Setup.of("multi4")).get()),
          "dossier §13.4");
    }

    @Test
    void multi3LeavesEastEmpty() {
      assertEquals(
          "chief multi3 11x11 3bRbAbKbRbA3/3bSbSbSbSbS3/11/rArS9/rRrS9/rKrS9/rArS9/rRrS9/11/3wSwSwSwSwS3/3wAwRwKwAwR3 w - -",
          startLine(GAME.chiefRules(Setup.of("multi3")).get()));
    }

    @Test
    void multiplayerOn9x9UsesFilesAndRanksCToG() {
      // §13.4: on 9x9 the armies stand on files/ranks c-g, so South's Savages are c2-g2 and
      // West's a3-a7 / b3-b7.
      assertEquals(
          "chief multi4 9x9 2bRbAbKbRbA2/2bSbSbSbSbS2/rArS5gSgR/rRrS5gSgA/rKrS5gSgK/rArS5gSgR/rRrS5gSgA/2wSwSwSwSwS2/2wAwRwKwAwR2 w - -",
          startLine(rules("multi4", "9x9")));
    }
  }

  @Nested
  class Validity {
    @ParameterizedTest(name = "{0}")
    @ValueSource(
        strings = {
          "chief standard 5x7 rakra/sssss/5/5/5/SSSSS w - -",
          "chief standard 5x7 rakra/sssss/6/5/5/SSSSS/ARKAR w - -",
          "chief standard 5x7 rakra/sssss/23/5/5/SSSSS/ARKAR w - -",
          "chief standard 5x7 rakra/sssss/05/5/5/SSSSS/ARKAR w - -",
          "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR x - -",
          "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR wb - -",
          "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR ww - -",
          "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w",
          "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - - -",
          "chief standard 5x7 rakra/sssss/5/5/5/SSSSQ/ARKAR w - -",
          "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w a9 -",
          "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - c2:01",
          "chief wild 5x7 5/5/5/5/5/5/5 w - - krraasssssKRRAASSSSS",
          "chief standard 5x7  rakra/sssss/5/5/5/SSSSS/ARKAR w - -"
        })
    void malformedLinesAreRefused(String line) {
      assertEquals(ChiefRejection.MALFORMED, refusal(line));
    }

    @Test
    void aMissingLineIsMalformedAndAWrongFieldCountSaysWhichFieldsAreExpected() {
      // §12.1: seven fields, and an eighth (hand) in wild and assassination.
      var standard = rules("standard", "5x7");
      assertEquals(
          ChiefRejection.MALFORMED, standard.notation().parsePosition(null).getLeft().code());
      var extra =
          standard
              .notation()
              .parsePosition("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - - -")
              .getLeft();
      assertEquals(ChiefRejection.MALFORMED, extra.code());
      assertEquals(
          "a chief standard line has 7 space-separated fields (chief, variant, size, board, side, frozen, push), not 8",
          extra.message());
      var wild = rules("wild", "5x7");
      var missing = wild.notation().parsePosition("chief wild 5x7 5/5/5/5/5/5/5 w - -").getLeft();
      assertEquals(
          "a chief wild line has 8 space-separated fields (chief, variant, size, board, side, frozen, push, hand), not 7",
          missing.message());
    }

    @Test
    void aLineThatIsNotAChiefLineIsRefusedBeforeItsFieldsAreRead() {
      assertEquals(CoreRejection.MALFORMED_LINE, GAME.parse("chief standard").getLeft().code());
      assertEquals(
          CoreRejection.MALFORMED_LINE,
          GAME.parse("malha standard 5x7 5/5/5/5/5/5/5 w - -").getLeft().code());
      assertEquals(CoreRejection.MALFORMED_LINE, GAME.parse(null).getLeft().code());
    }

    @Test
    void aHandBeyondWhatAnyArmyHoldsIsRefused() {
      // §12.2 check 2 refuses a sixth Savage; a hand of 32 is refused already as text, never
      // with an exception.
      String line = "chief wild 5x7 k4/5/5/5/5/5/4K w - - " + "S".repeat(32);
      assertEquals(ChiefRejection.MALFORMED, refusal(line));
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief wild 5x7 k4/5/5/5/5/5/4K w - - " + "S".repeat(31)));
    }

    @Test
    void aPushRowOutOfTheFirstSquareIsReadCheckedAndWrittenLikeAnyOther() {
      // a1 is square index 0. §12.2 check 5: the push square holds the piece of the side that just
      // moved; check 4: the frozen piece stands next to it; a finished game has no push row.
      String pushed = "chief standard 5x7 k4/5/5/5/5/5/S3K b - a1:1";
      assertEquals(pushed, position(pushed).toString());
      assertEquals("a1", position(pushed).pushSquare().get().name());
      String frozen = "chief standard 5x7 k4/5/5/5/5/s4/S3K b a2 a1:1";
      assertEquals(frozen, position(frozen).toString());
      assertEquals(
          ChiefRejection.INVALID_POSITION, refusal("chief standard 5x7 k4/5/5/5/5/5/4K b - a1:1"));
      assertEquals(
          ChiefRejection.INVALID_POSITION, refusal("chief standard 5x7 5/5/5/5/5/5/K4 b - a1:1"));
      position("chief standard 5x7 5/5/5/5/5/5/K4 b - -");
    }

    @Test
    void multiplayerSideToMoveMustHaveItsChief() {
      // §13.4: a seat whose Chief is captured is out and never moves again.
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief multi4 11x11 5bK5/11/11/11/11/rK9gK/11/11/11/11/11 w - -"));
      position("chief multi4 11x11 5bK5/11/11/11/11/rK9gK/11/11/11/11/11 r - -");
    }

    @Test
    void multi3HasNoEastSeat() {
      // §13.4: multi3 leaves East (g) empty, so neither a g piece nor g to move is a multi3 line.
      assertEquals(
          ChiefRejection.MALFORMED,
          refusal("chief multi3 11x11 5bK5/11/11/11/11/rK9gK/11/11/11/11/5wK5 w - -"));
      assertEquals(
          ChiefRejection.MALFORMED,
          refusal("chief multi3 11x11 5bK5/11/11/11/11/rK10/11/11/11/11/5wK5 g - -"));
      position("chief multi4 11x11 5bK5/11/11/11/11/rK9gK/11/11/11/11/5wK5 g - -");
    }

    @Test
    void multiplayerCellsAreASeatLetterAndAKindWithoutWarriors() {
      // §13.4: each army is A R K A R plus Savages; a cell is seat letter + piece letter.
      assertEquals(
          ChiefRejection.MALFORMED,
          refusal("chief multi4 11x11 5bK5/11/11/11/11/rK9gK/11/11/11/wW10/5wK5 w - -"));
      assertEquals(
          ChiefRejection.MALFORMED,
          refusal("chief multi4 11x11 5bK5/11/11/11/11/rK9gK/11/11/11/11/5wK4w w - -"));
      assertEquals(
          ChiefRejection.MALFORMED,
          refusal("chief multi4 11x11 5bK5/11/11/11/11/rK9gK/11/11/11/11/5wk5 w - -"));
    }

    @Test
    void frozenSquaresAreDistinctAndSortedByRankThenFile() {
      // §12.1: frozen = square *("," square), sorted by rank, then file. Multiplayer may hold
      // several.
      String board = "5bK5/11/11/11/2bS8/rK10/11/2bS8/11/11/2wR2wK5";
      position("chief multi3 11x11 " + board + " r c4,c7 -");
      assertEquals(ChiefRejection.MALFORMED, refusal("chief multi3 11x11 " + board + " r c7,c4 -"));
      assertEquals(ChiefRejection.MALFORMED, refusal("chief multi3 11x11 " + board + " r c4,c4 -"));
    }

    @Test
    void handsHoldAtMostTheArmy() {
      // §12.2 check 2 counts the hand with the board: a sixth Savage in a 5x7 hand is too many.
      assertEquals(
          ChiefRejection.INVALID_POSITION, refusal("chief wild 5x7 k4/5/5/5/5/5/4K w - - SSSSSS"));
      position("chief wild 5x7 k4/5/5/5/5/5/4K w - - SSSSS");
    }

    @Test
    void sizeMustBeOneTheVariantPlays() {
      assertEquals(
          CoreRejection.UNSUPPORTED_SIZE,
          refusal("chief standard 6x7 rakrar/ssssss/6/6/6/SSSSSS/ARKARR w - -"));
      assertEquals(
          CoreRejection.UNSUPPORTED_SIZE,
          refusal("chief standard 5x8 rakra/sssss/5/5/5/5/SSSSS/ARKAR w - -"));
    }

    @Test
    void check2NoMorePiecesThanTheArmy() {
      // No Warriors on a 5-wide board in standard (§12.2 example).
      assertEquals(
          ChiefRejection.INVALID_POSITION, refusal("chief standard 5x7 k4/5/5/5/5/5/W3K w - -"));
      assertEquals(
          ChiefRejection.INVALID_POSITION, refusal("chief standard 5x7 k4/5/5/5/5/5/AAA1K w - -"));
    }

    @Test
    void check3TheSideNotToMoveHasItsChief() {
      assertEquals(
          ChiefRejection.INVALID_POSITION, refusal("chief standard 5x7 s4/5/5/5/5/5/4K w - -"));
      // The side to move may lack it: the position is terminal, White having won.
      var over = position("chief standard 5x7 R4/5/5/5/5/5/4K b - -");
      assertEquals("CHIEF_CAPTURED", over.rules().outcome(over.position()).reason());
      assertEquals(
          ChiefRejection.INVALID_POSITION, refusal("chief standard 5x7 R4/5/5/5/5/5/4K b - a7:1"));
    }

    @Test
    void check4FrozenNeedsAnAdjacentPushOfTheRightKind() {
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief standard 5x7 k4/2s2/2S2/5/5/5/4K b c6 -"));
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief standard 5x7 k4/2s2/5/2S2/5/5/4K b c6 c4:1"));
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief standard 5x7 k4/2s2/2S2/5/5/5/4K w c6 c5:1"));
      // §8: the frozen piece belongs to the side to move, never to the side that just pushed.
      var own = Games.parse("chief standard 5x7 k4/2S2/2S2/5/5/5/4K b c6 c5:1").getLeft();
      assertEquals(ChiefRejection.INVALID_POSITION, own.code());
      assertEquals("the frozen piece on c6 must belong to the side to move", own.message());
      // A Warrior is frozen only when a Warrior pushed it (E11 versus E12).
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief standard 7x7 k6/3w3/3S3/7/7/7/6K b d6 d5:1"));
      position("chief standard 7x7 k6/3w3/3W3/7/7/7/6K b d6 d5:1");
    }

    @Test
    void check4AtMostOneFrozenPieceInATwoPlayerGameAndNeverAnEmptySquare() {
      // §8: in the two-player game at most one piece is frozen, the one the last move pushed.
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief standard 5x7 k4/2s2/2S2/1s3/5/5/4K b b4,c6 c5:1"));
      // On 11x7 i6 and j6 are squares 63 and 64, one on each side of the halves of the frozen set.
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief standard 11x7 k10/8ss1/8S2/11/11/11/10K b i6,j6 i5:1"));
      position("chief standard 11x7 k10/8ss1/8S2/11/11/11/10K b j6 i5:1");
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief standard 5x7 k4/5/2S2/5/5/5/4K b c6 c5:1"));
    }

    @Test
    void check4MultiplayerFreezesBelongToSeatsStillIn() {
      // §13.4: several pieces may be frozen, but only pieces of seats that still have their Chief.
      String board = "11/11/11/11/2bS8/rK10/11/11/11/11/5wK5";
      position("chief multi3,eliminated=keep 11x11 " + board + " w - -");
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief multi3,eliminated=keep 11x11 " + board + " w c7 -"));
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief multi3,eliminated=keep 11x11 " + board + " w c8 -"));
    }

    /** A finished multiplayer game has nothing frozen: check 3 holds for it too. */
    @Test
    void check3AFinishedMultiplayerGameHasNothingFrozen() {
      // §13.4: South is the last seat with a Chief, so it has won and stays to move; §12.2 check
      // 3: the position is terminal, so frozen must be '-', even for South's own Savage on d2.
      String board = "11/11/11/11/11/11/11/11/11/3wS7/5wK5";
      var over = position("chief multi4 11x11 " + board + " w - -");
      assertEquals("CHIEF_CAPTURED", over.rules().outcome(over.position()).reason());
      assertEquals(
          ChiefRejection.INVALID_POSITION, refusal("chief multi4 11x11 " + board + " w d2 -"));
    }

    @Test
    void check3InAssassinationWhiteWhoJustMovedHasItsChief() {
      position("chief assassination 7x7 3s3/7/1a5/3K3/7/7/SS5 b - - -");
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief assassination 7x7 3s3/7/1a5/7/7/7/SS5 b - - -"));
    }

    @Test
    void duringPlacementNothingIsFrozenAndThereIsNoPushRow() {
      // §13.1: placements reset push; nothing is frozen during placement.
      position("chief wild 5x7 k4/S4/5/5/5/5/4K b - - s");
      assertEquals(
          ChiefRejection.INVALID_POSITION, refusal("chief wild 5x7 k4/S4/5/5/5/5/4K b a7 a6:1 s"));
      assertEquals(
          ChiefRejection.INVALID_POSITION, refusal("chief wild 5x7 k4/5/5/5/5/5/K4 b - a1:1 s"));
    }

    @Test
    void check5PushSquareHoldsThePusherAndCountIsWithinTheLimit() {
      assertEquals(
          ChiefRejection.INVALID_POSITION, refusal("chief standard 5x7 k4/5/5/5/5/5/4K b - c4:1"));
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief standard 5x7 k4/5/2S2/5/5/5/4K w - c5:1"));
      assertEquals(
          ChiefRejection.INVALID_POSITION,
          refusal("chief standard 5x7 k4/5/2S2/5/5/5/4K b - c5:4"));
      position("chief standard,pushlimit=5 5x7 k4/5/2S2/5/5/5/4K b - c5:4");
    }
  }

  @Nested
  class Variants {
    @Test
    void optionsAreWrittenInAlphabeticalOrderAndOnlyWhenNotDefault() {
      var setup =
          new Setup(
              "standard",
              io.vavr.collection.LinkedHashMap.of(
                  "repetition", "5", "pushlimit", "3", "limitcaptures", "true"),
              io.vavr.control.Option.none());
      assertEquals(
          "standard,limitcaptures=true,repetition=5", GAME.chiefRules(setup).get().variantName());
    }

    @Test
    void aLineMustUseTheCanonicalVariantField() {
      assertEquals(
          ChiefRejection.MALFORMED,
          refusal("chief standard,pushlimit=3 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -"));
      assertEquals(
          ChiefRejection.MALFORMED,
          refusal(
              "chief standard,repetition=5,limitcaptures=true 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -"));
      assertEquals(
          "chief standard,limitcaptures=true,repetition=5 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -",
          position(
                  "chief standard,limitcaptures=true,repetition=5 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -")
              .toString());
    }

    @Test
    void unknownVariantsOptionsAndValuesAreRefused() {
      assertEquals(CoreRejection.UNKNOWN_VARIANT, GAME.rules(Setup.of("blitz")).getLeft().code());
      assertEquals(
          CoreRejection.UNKNOWN_OPTION,
          GAME.rules(Setup.parseVariantField("standard,speed=3").get()).getLeft().code());
      assertEquals(
          CoreRejection.INVALID_OPTION,
          GAME.rules(Setup.parseVariantField("standard,pushlimit=0").get()).getLeft().code());
      assertEquals(
          CoreRejection.INVALID_OPTION,
          GAME.rules(Setup.parseVariantField("standard,repetition=1").get()).getLeft().code());
      assertEquals(
          CoreRejection.INVALID_OPTION,
          GAME.rules(Setup.parseVariantField("standard,rows9=flip").get()).getLeft().code());
      assertEquals(
          CoreRejection.UNSUPPORTED_SIZE,
          GAME.rules(Setup.of("multi4").withSize("7x7")).getLeft().code());
    }

    @Test
    void eachVariantListsItsSizesDefaultFirst() {
      // §3: odd widths 5-11 by 7 or 9 ranks, 5x7 by default; §13.2 assassination defaults to 7x7;
      // §13.4 multiplayer 11x11, or 9x9 through the size field.
      var twoPlayer =
          io.vavr.collection.List.of("5x7", "7x7", "9x7", "11x7", "5x9", "7x9", "9x9", "11x9");
      assertEquals(twoPlayer, GAME.sizes("standard"));
      assertEquals(twoPlayer, GAME.sizes("chaos"));
      assertEquals("7x7", GAME.sizes("assassination").head());
      assertEquals(twoPlayer.toSet(), GAME.sizes("assassination").toSet());
      assertEquals(io.vavr.collection.List.of("11x11", "9x9"), GAME.sizes("multi3"));
      assertTrue(GAME.sizes("blitz").isEmpty());
      assertEquals(twoPlayer.append("11x11").toSet(), GAME.sizes().toSet());
      assertEquals(
          io.vavr.collection.List.of(
              "standard", "wild", "assassination", "armageddon", "multi3", "multi4"),
          GAME.variants());
      assertEquals(io.vavr.control.Option.some("wild"), GAME.canonicalVariant("chaos"));
    }

    @Test
    void rulesAreEqualExactlyWhenVariantOptionsAndSizeAre() {
      var a = rules("standard,pushlimit=2", "7x7");
      var b = rules("standard,pushlimit=2", "7x7");
      assertEquals(a, b);
      assertEquals(a.hashCode(), b.hashCode());
      assertTrue(!a.equals(rules("standard", "7x7")), "other options");
      assertTrue(!a.equals(rules("standard,pushlimit=2", "5x7")), "other size");
      assertTrue(!a.equals(rules("wild,pushlimit=2", "7x7")), "other variant");
      assertEquals(ChiefRules.standard(), rules("standard", "5x7"));
    }

    @Test
    void rulesPrintAsTheHeadOfTheirPositionLines() {
      // §12.1: "chief", the canonical variant field, the size.
      assertEquals(
          "chief standard,pushlimit=2 7x7", rules("standard,pushlimit=2", "7x7").toString());
      assertEquals("chief wild 5x7", rules("chaos", "5x7").toString());
    }

    /** Rules report the board they were made for, or their variant's default board. */
    @Test
    void rulesReportTheirBoard() {
      var geometry = Geometry.of(9, 7);
      var rules = ChiefRules.of(ChiefVariant.of(ChiefVariant.Mode.STANDARD), geometry);
      assertEquals(geometry, rules.geometry());
      assertEquals(9, rules.geometry().width());
      assertEquals(7, rules.geometry().height());
      // §3: 5x7 is the default size; §13.2: assassination was designed for 7x7.
      assertEquals(Geometry.of(5, 7), ChiefRules.standard().geometry());
      assertEquals(
          Geometry.of(7, 7),
          ChiefRules.of(ChiefVariant.of(ChiefVariant.Mode.ASSASSINATION)).geometry());
    }

    @Test
    void distinctRulesSpreadOverHashCodes() {
      // Rules are cache keys (the registry builds each setup once): the eight standard sizes and
      // the six variants on 5x7 or 11x11 must not share one hash code.
      var sizes =
          io.vavr.collection.List.of("5x7", "7x7", "9x7", "11x7", "5x9", "7x9", "9x9", "11x9");
      assertEquals(8, sizes.map(size -> rules("standard", size).hashCode()).distinct().size());
      var variants = io.vavr.collection.List.of("standard", "wild", "assassination", "armageddon");
      assertEquals(4, variants.map(v -> rules(v, "5x7").hashCode()).distinct().size());
    }

    @Test
    void aModeIsPlayedOnlyOnItsSizes() {
      assertTrue(ChiefVariant.Mode.STANDARD.supports(5, 7));
      assertTrue(ChiefVariant.Mode.STANDARD.supports(11, 9));
      assertTrue(!ChiefVariant.Mode.STANDARD.supports(6, 7), "even width");
      assertTrue(!ChiefVariant.Mode.STANDARD.supports(11, 11), "11x11 is multiplayer only");
      assertTrue(ChiefVariant.Mode.MULTI4.supports(9, 9));
      assertTrue(!ChiefVariant.Mode.MULTI3.supports(5, 7));
      var standard = ChiefVariant.of(ChiefVariant.Mode.STANDARD);
      var thrown =
          org.junit.jupiter.api.Assertions.assertThrows(
              IllegalArgumentException.class, () -> ChiefRules.of(standard, Geometry.of(11, 11)));
      assertEquals("standard is not played on 11x11", thrown.getMessage());
    }

    @Test
    void aVariantBuiltByHandWithAValueNoOptionAcceptsHasNoField() {
      // ChiefVariant.field(): pushlimit takes 1 to 99, so a record with 0 has no canonical field.
      var defaults = ChiefVariant.of(ChiefVariant.Mode.STANDARD);
      assertEquals("standard", defaults.field());
      var zero =
          new ChiefVariant(
              ChiefVariant.Mode.STANDARD,
              false,
              false,
              true,
              0,
              2,
              3,
              false,
              7,
              false,
              false,
              false);
      org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, zero::field);
    }

    @Test
    void theGameDescribesItselfAsDivoshi() {
      // The dossier's title: the game published as Divoshi.
      assertEquals("chief", GAME.id());
      assertTrue(GAME.description().contains("Divoshi"), GAME.description());
    }

    @Test
    void theRegistryKnowsChief() {
      assertTrue(Games.find("chief").isDefined());
      assertEquals(
          "chief standard 7x9 arwkwar/sssssss/7/7/7/7/7/SSSSSSS/ARWKWAR w - -",
          io.github.latrunculi.core.registry.GameState.initial(
                  Games.rules("chief", Setup.of("standard").withSize("7x9")).get(), 0)
              .line());
    }
  }

  @Nested
  class Moves {
    private final ChiefFixtures.Pos start =
        position("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -");

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(
        strings = {
          "",
          "c2",
          "c2c4",
          "c2=c4",
          "c2-c9",
          "z2-c4",
          "c2-c4 ",
          "C2-C4",
          "Pass",
          "q@c3",
          "K@",
          "K@c9",
          "k@c3",
          "S@a1,S@a1"
        })
    void malformedMovesAreRefused(String text) {
      var parsed = start.rules().notation().parseMove(start.position(), text);
      var code =
          parsed.isLeft()
              ? parsed.getLeft().code()
              : start.rules().play(start.position(), parsed.get()).getLeft().code();
      assertTrue(
          code == ChiefRejection.MALFORMED || code == ChiefRejection.NOT_IN_HAND,
          () -> "'" + text + "' gave " + code);
    }

    @Test
    void stepsRoundTripWithTheirSeparator() {
      var p = position("chief standard 5x7 k4/5/5/5/R1ss1/5/4K w - -");
      for (String text : new String[] {"a3xc3", "a3-b3", "e1-e2", "a3-a7"}) {
        var move = p.rules().notation().parseMove(p.position(), text).get();
        assertEquals(text, p.rules().notation().formatMove(p.position(), move));
      }
    }

    @Test
    void reinforcementTextListsDistinctSavagesInRankThenFileOrder() {
      // §12.3: reinforce = "S@" square ["," "S@" square], squares in rank-then-file order.
      var p = position("chief assassination 7x7 3s3/7/1a5/3K3/7/7/SS5 w - - -");
      var notation = p.rules().notation();
      assertEquals("S@c1,S@a2", notation.parseMove(p.position(), "S@c1,S@a2").get().toString());
      for (String text : new String[] {"S@a2,S@c1", "S@c1,S@c1", "S@c1,A@d1", "A@c1,S@d1"}) {
        assertEquals(
            ChiefRejection.MALFORMED,
            notation.parseMove(p.position(), text).getLeft().code(),
            text);
      }
    }

    @Test
    void onlyAssassinationReinforcesSeveralSquaresAtOnce() {
      // §12.3: placements put one piece; two squares at once are a reinforcement, assassination
      // only.
      var wild = position("chief wild 5x7 k4/5/5/5/5/5/4K w - - SSs");
      assertEquals(
          ChiefRejection.MALFORMED,
          wild.rules().notation().parseMove(wild.position(), "S@a1,S@b1").getLeft().code());
      var placing = position("chief assassination 7x7 7/7/7/7/7/7/7 w - - KASSSasss");
      assertEquals(
          ChiefRejection.MALFORMED,
          placing.rules().notation().parseMove(placing.position(), "S@a1,S@b1").getLeft().code(),
          "not during the placement phase");
    }

    @Test
    void anAtSignWithoutAPieceLetterIsAMalformedPlacement() {
      // §12.3: placement = P "@" square; the refusal explains the placement form.
      var rejection = start.rules().notation().parseMove(start.position(), "@c3").getLeft();
      assertEquals(ChiefRejection.MALFORMED, rejection.code());
      assertEquals(
          "'@c3' is not a placement: write a piece letter, @ and a square, for example K@c3",
          rejection.message());
    }

    @Test
    void separatorMismatchNamesTheCorrectForm() {
      var p = position("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -");
      var rejection = ChiefFixtures.assertRejected(p, "c3-c5", ChiefRejection.KIND_MISMATCH);
      assertTrue(rejection.message().contains("c3:c5"), rejection.message());
      ChiefFixtures.assertRejected(p, "c3xc5", ChiefRejection.KIND_MISMATCH);
      ChiefFixtures.assertRejected(p, "c3:c4", ChiefRejection.KIND_MISMATCH);
    }
  }
}
