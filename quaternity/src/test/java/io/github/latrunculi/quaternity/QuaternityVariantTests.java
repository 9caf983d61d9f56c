package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.after;
import static io.github.latrunculi.quaternity.QuaternityFixtures.field;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static io.github.latrunculi.quaternity.QuaternityFixtures.rejection;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.LinkedHashMap;
import io.vavr.control.Option;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The options of §7: names, defaults, round trip through the variant field, and their effects. */
class QuaternityVariantTests {
  private static QuaternityRules rules(String option, String value) {
    return QuaternityRules.of(QuaternityVariant.STANDARD.with(option, value).get());
  }

  @Nested
  class VariantField {
    @Test
    void defaultsInTheDossiersKeyOrder() {
      assertEquals(
          LinkedHashMap.of(
                  "firstPlayer", "w",
                  "turnDirection", "clockwise",
                  "acpSideCaptureCommits", "true",
                  "frozenPiecesAttack", "false",
                  "frozenPiecesCapturable", "true",
                  "kingCapture", "false",
                  "SELF_EXPOSURE", "FORBID",
                  "twoPlayerStalemate", "draw",
                  "autoPass", "false",
                  "resignOnlyOnTurn", "false")
              .put("endWhenOneActive", "true")
              .put("noProgressLimit", "0"),
          new QuaternityGame().optionDefaults());
    }

    @ParameterizedTest
    @CsvSource({
      "firstPlayer, b",
      "turnDirection, counterclockwise",
      "acpSideCaptureCommits, false",
      "frozenPiecesAttack, true",
      "frozenPiecesCapturable, false",
      "kingCapture, true",
      "SELF_EXPOSURE, ALLOW",
      "twoPlayerStalemate, pass",
      "twoPlayerStalemate, loss",
      "autoPass, true",
      "resignOnlyOnTurn, true",
      "endWhenOneActive, false",
      "noProgressLimit, 200"
    })
    void everyOptionRoundTripsThroughTheVariantField(String option, String value) {
      QuaternityRules rules = rules(option, value);
      assertEquals("standard," + option + "=" + value, rules.variantName());
      String line = rules.notation().formatPosition(rules.initial());
      GameState<?, ?> parsed = Games.parse(line).get();
      assertEquals(line, parsed.line());
      assertEquals(rules.variantName(), parsed.rules().variantName());
    }

    @Test
    void severalOptionsAreWrittenInKeyOrder() {
      var setup = Setup.parseVariantField("standard,endWhenOneActive=false,kingCapture=true").get();
      var rules = new QuaternityGame().rules(setup).get();
      assertEquals("standard,kingCapture=true,endWhenOneActive=false", rules.variantName());
    }

    @Test
    void badSetupsAreRefusedWithCoreCodes() {
      QuaternityGame game = new QuaternityGame();
      assertEquals(CoreRejection.UNKNOWN_VARIANT, game.rules(Setup.of("classic")).getLeft().code());
      assertEquals(
          CoreRejection.UNSUPPORTED_SIZE,
          game.rules(Setup.of("standard").withSize("14x14")).getLeft().code());
      assertEquals(
          CoreRejection.UNKNOWN_OPTION,
          game.rules(Setup.parseVariantField("standard,castling=true").get()).getLeft().code());
      assertEquals(
          CoreRejection.INVALID_OPTION,
          game.rules(Setup.parseVariantField("standard,autoPass=yes").get()).getLeft().code());
      for (String limit : new String[] {"-1", "ten", "007", "100001"}) {
        assertEquals(
            CoreRejection.INVALID_OPTION,
            game.rules(Setup.parseVariantField("standard,noProgressLimit=" + limit).get())
                .getLeft()
                .code(),
            limit);
      }
    }

    /**
     * Issue 11: under a Turkish default locale, {@code "COUNTERCLOCKWISE".toLowerCase()} is {@code
     * counterclockwıse} (dotless i); option values must not depend on the locale.
     */
    @Test
    void optionsAreReadAndListedAlikeUnderATurkishDefaultLocale() {
      java.util.Locale saved = java.util.Locale.getDefault();
      try {
        java.util.Locale.setDefault(java.util.Locale.forLanguageTag("tr-TR"));
        String line =
            "quaternity standard,turnDirection=counterclockwise " + QuaternityFixtures.START;
        var parsed = Games.parse(line);
        assertTrue(parsed.isRight(), () -> "refused: " + parsed.getLeft());
        assertEquals(line, parsed.get().line());
        assertEquals(
            QuaternityVariant.TurnDirection.COUNTERCLOCKWISE,
            QuaternityVariant.STANDARD
                .with("turnDirection", "counterclockwise")
                .get()
                .turnDirection());
        assertEquals(
            QuaternityVariant.TwoPlayerStalemate.LOSS,
            QuaternityVariant.STANDARD
                .with("twoPlayerStalemate", "loss")
                .get()
                .twoPlayerStalemate());
        assertEquals(
            Option.some("clockwise"), new QuaternityGame().optionDefaults().get("turnDirection"));
        assertEquals(
            "standard,turnDirection=counterclockwise,twoPlayerStalemate=pass",
            QuaternityVariant.withOptions(
                    LinkedHashMap.of(
                        "twoPlayerStalemate", "pass", "turnDirection", "counterclockwise"))
                .get()
                .field());
      } finally {
        java.util.Locale.setDefault(saved);
      }
    }

    @Test
    void aLineOfAnotherVariantIsRefused() {
      String line =
          QuaternityFixtures.RULES.notation().formatPosition(QuaternityFixtures.RULES.initial());
      assertEquals(
          QuaternityRejection.VARIANT_MISMATCH,
          rules("autoPass", "true").notation().parsePosition(line).getLeft().code());
    }
  }

  @Nested
  class Effects {
    @Test
    void firstPlayerSetsWhoStarts() {
      assertEquals("g", rules("firstPlayer", "g").initial().toMove().name());
    }

    @Test
    void counterclockwiseGoesFromWhiteToGreen() {
      QuaternityRules rules = rules("turnDirection", "counterclockwise");
      assertEquals("g", field(after(rules, QuaternityFixtures.START, "c5-c6"), 1));
    }

    /** Dossier T4b under A5's alternative: the left capture keeps the choice. */
    @Test
    void sideCaptureKeepsTheChoiceWhenItDoesNotCommit() {
      QuaternityRules rules = rules("acpSideCaptureCommits", "false");
      String result =
          after(
              rules,
              "rK10bK/12/12/12/12/12/12/2rN1gN7/3wP*8/4gB7/12/wK10gK w wrbg AAAA - *",
              "d4xc5");
      assertEquals("rK10bK/12/12/12/12/12/12/2wP*1gN7/12/4gB7/12/wK10gK r wrbg AAAA - *", result);
    }

    /** Dossier T9 with frozen pieces attacking: the frozen rook a7 guards f7 again (as in T8). */
    @Test
    void frozenPiecesAttackWhenTheOptionSaysSo() {
      QuaternityRules rules = rules("frozenPiecesAttack", "true");
      String t9 = "rK10bK/12/12/12/12/bR11/5wK6/12/12/12/12/11gK w wrbg AAFA - *";
      assertEquals(QuaternityRejection.KING_IN_CHECK, rejection(rules, t9, "f6-f7").code());
    }

    /** Dossier T21 with frozen pieces uncapturable. */
    @Test
    void frozenPiecesCanBeMadeUncapturable() {
      QuaternityRules rules = rules("frozenPiecesCapturable", "false");
      String t21 = "rK10bK/12/12/12/12/12/3bPv8/12/3wR8/12/12/wK10gK w wrbg AAFA - *";
      assertEquals(QuaternityRejection.FROZEN_PIECE, rejection(rules, t21, "d4xd6").code());
    }

    /** Dossier T18 with king capture: taking Red's king eliminates Red and hands over its army. */
    @Test
    void kingCaptureEliminatesTheKingsPlayer() {
      QuaternityRules rules = rules("kingCapture", "true");
      String t18 = "rK6wR4/12/1rN9bK/5wN6/12/12/12/bR11/12/12/12/4wK6gK w wrbg AAAA - *";
      assertEquals(
          "wR11/12/1rN9bK/5wN6/12/12/12/bR11/12/12/12/4wK6gK b wwbg AXAA - *",
          after(rules, t18, "h12xa12"));
    }

    /** Dossier T13 under the alternatives of A14. */
    @Test
    void twoPlayerStalemateAsALossOrAPass() {
      String t13 = "11bK/12/12/2bR9/12/12/12/12/12/12/3bR8/wK11 b wbbw AXAX - *";
      QuaternityRules loss = rules("twoPlayerStalemate", "loss");
      String lost = after(loss, t13, "c9-b9");
      assertEquals("W:b", field(lost, 5));
      assertEquals(
          Outcome.win(QuaternityArmy.BLACK.player(), "STALEMATE"),
          loss.outcome(position(loss, lost)));
      QuaternityRules pass = rules("twoPlayerStalemate", "pass");
      String passing = after(pass, t13, "c9-b9");
      assertEquals("*", field(passing, 5));
      assertEquals(
          "11bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK11 b wbbw AXAX - *",
          after(pass, passing, "pass"));
    }

    /**
     * Dossier T12's board with Green to move: after l1-k1 (k1 is attacked by neither rook) White is
     * stuck but not in check, so it must pass; with autoPass it is skipped and Red is to move.
     */
    @Test
    void autoPassSkipsAStuckPlayer() {
      String before = "rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK10gK g wrbg AAAA - *";
      assertEquals(
          "rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK9gK1 w wrbg AAAA - *",
          after(before, "l1-k1"));
      assertEquals(
          "rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK9gK1 r wrbg AAAA - *",
          after(rules("autoPass", "true"), before, "l1-k1"));
    }

    @Test
    void resignOnlyOnTurnRefusesOffTurnResignations() {
      QuaternityRules rules = rules("resignOnlyOnTurn", "true");
      assertEquals(
          QuaternityRejection.NOT_YOUR_TURN,
          rejection(rules, QuaternityFixtures.START, "resign(r)").code());
      assertEquals("FAAA", field(after(rules, QuaternityFixtures.START, "resign(w)"), 3));
    }

    /** Dossier T20 with endWhenOneActive=false: Black plays on among the frozen kings. */
    @Test
    void theLastActivePlayerPlaysOnWhenTheGameDoesNotEnd() {
      QuaternityRules rules = rules("endWhenOneActive", "false");
      String t20 = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAAA - *";
      String lone = after(rules, t20, "resign(r)", "resign(w)", "timeout(g)");
      assertEquals("FFAF", field(lone, 3));
      assertEquals("*", field(lone, 5));
      assertEquals("b", field(lone, 1));
      assertEquals(
          QuaternityRejection.LAST_ACTIVE_PLAYER, rejection(rules, lone, "resign(b)").code());
      assertEquals("b", field(after(rules, lone, "l12-k12"), 1));
    }

    /**
     * Dossier §7 A20's no-progress draw (option noProgressLimit): a capture, a pawn move or a mate
     * restarts the count, any other move or pass adds one, and reaching the limit draws the game.
     * The count is the seventh field of the line, present only under the option.
     */
    @Nested
    class NoProgressDraw {
      private final QuaternityRules limit3 = rules("noProgressLimit", "3");
      private final String kings = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAAA - *";

      @Test
      void theCountIsASeventhFieldOnlyUnderTheOption() {
        QuaternityRules rules = rules("noProgressLimit", "200");
        assertEquals(
            "quaternity standard,noProgressLimit=200 " + QuaternityFixtures.START + " 0",
            rules.notation().formatPosition(rules.initial()));
        String line = "quaternity standard,noProgressLimit=200 " + kings + " 17";
        assertEquals(
            line, rules.notation().formatPosition(rules.notation().parsePosition(line).get()));
        assertEquals(17, rules.notation().parsePosition(line).get().quietTurns());
        assertEquals(line, Games.parse(line).get().line());
        assertEquals(
            QuaternityRejection.MALFORMED_POSITION,
            rules
                .notation()
                .parsePosition("quaternity standard,noProgressLimit=200 " + kings)
                .getLeft()
                .code());
        assertEquals(
            QuaternityRejection.MALFORMED_POSITION,
            QuaternityFixtures.RULES
                .notation()
                .parsePosition("quaternity standard " + kings + " 0")
                .getLeft()
                .code());
        assertEquals(
            6,
            QuaternityFixtures.RULES
                    .notation()
                    .formatPosition(QuaternityFixtures.RULES.initial())
                    .split(" ")
                    .length
                - 2);
      }

      @Test
      void positionsThatDifferOnlyInTheCountDiffer() {
        QuaternityPosition zero = position(limit3, kings + " 0");
        QuaternityPosition one = position(limit3, kings + " 1");
        assertTrue(!zero.equals(one) && zero.zobrist() != one.zobrist());
      }

      @Test
      void aQuietMoveAddsOneAndReachingTheLimitDraws() {
        assertEquals(
            "rK10bK/12/12/12/12/12/12/12/12/12/wK11/11gK r wrbg AAAA - * 2",
            after(limit3, kings + " 1", "a1-a2"));
        String drawn = after(limit3, kings + " 2", "a1-a2");
        assertEquals("rK10bK/12/12/12/12/12/12/12/12/12/wK11/11gK r wrbg AAAA - D 3", drawn);
        assertEquals(Outcome.draw("NO_PROGRESS"), limit3.outcome(position(limit3, drawn)));
        assertTrue(limit3.legalMoves(position(limit3, drawn)).isEmpty());
      }

      /** Dossier T12's board: White's forced pass is a turn like any other. */
      @Test
      void aPassCountsAsATurn() {
        String t12 = "rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK10gK w wrbg AAAA - *";
        assertEquals(
            "rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK10gK r wrbg AAAA - * 2",
            after(limit3, t12 + " 1", "pass"));
      }

      @Test
      void aCaptureOrAPawnMoveRestartsTheCount() {
        String capture = "rK10bK/12/12/12/12/12/12/12/12/1wR1rN8/12/wK10gK w wrbg AAAA - * 2";
        assertEquals(
            "rK10bK/12/12/12/12/12/12/12/12/3wR8/12/wK10gK r wrbg AAAA - * 0",
            after(limit3, capture, "b3xd3"));
        String pawn = "rK10bK/12/12/12/12/12/12/12/12/2wP^9/12/wK10gK w wrbg AAAA - * 2";
        assertEquals(
            "rK10bK/12/12/12/12/12/12/12/2wP^9/12/12/wK10gK r wrbg AAAA - * 0",
            after(limit3, pawn, "c3-c4"));
      }

      /** Dossier T10: the quiet knight move d8-c10 mates Red, and a mate is progress too. */
      @Test
      void aMateRestartsTheCount() {
        String t10 = "rK10bK/7wR4/12/12/3wN8/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wrbg AAAA - * 2";
        assertEquals(
            "11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK b wwbg AXAA - * 0",
            after(limit3, t10, "d8-c10"));
      }

      @Test
      void aCountAboveTheLimitOrAtItWithoutTheDrawIsRefused() {
        assertEquals(
            QuaternityRejection.ILLEGAL_POSITION,
            limit3
                .notation()
                .parsePosition("quaternity standard,noProgressLimit=3 " + kings + " 4")
                .getLeft()
                .code());
        assertEquals(
            QuaternityRejection.ILLEGAL_POSITION,
            limit3
                .notation()
                .parsePosition("quaternity standard,noProgressLimit=3 " + kings + " 3")
                .getLeft()
                .code());
        assertEquals(
            QuaternityRejection.MALFORMED_POSITION,
            limit3
                .notation()
                .parsePosition("quaternity standard,noProgressLimit=3 " + kings + " 01")
                .getLeft()
                .code());
      }

      @Test
      void theDefaultHasNoNoProgressDraw() {
        QuaternityPosition p = position(kings);
        for (int i = 0; i < 8; i++) {
          p = QuaternityFixtures.RULES.play(p, i % 2 == 0 ? "a1-a2" : "a2-a1").get();
          p = QuaternityFixtures.RULES.play(p, i % 2 == 0 ? "a12-b12" : "b12-a12").get();
          p = QuaternityFixtures.RULES.play(p, i % 2 == 0 ? "l12-l11" : "l11-l12").get();
          p = QuaternityFixtures.RULES.play(p, i % 2 == 0 ? "l1-k1" : "k1-l1").get();
        }
        assertEquals(Outcome.ONGOING, QuaternityFixtures.RULES.outcome(p));
        assertEquals(0, p.quietTurns());
      }
    }

    @Test
    void aGameOfTheRegistryKnowsItsOptions() {
      var game = Games.find("quaternity");
      assertTrue(game.isDefined());
      assertEquals(Option.some("12x12"), game.get().sizes().headOption());
    }
  }
}
