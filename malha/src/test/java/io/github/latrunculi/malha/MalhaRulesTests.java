package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaFixtures.parse;
import static io.github.latrunculi.malha.MalhaFixtures.replay;
import static io.github.latrunculi.malha.MalhaFixtures.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.Outcome;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Every test vector of dossier §9 (T01–T29), grouped by the rule it exercises. */
class MalhaRulesTests {
  /** Rules-page Fig. 3.1: the setting is done, the Attacker opens. */
  static final String P_START =
      "SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - - - *";

  final MalhaRules standard = MalhaRules.standard();

  @Nested
  @DisplayName("Setting (§3)")
  class Setting {
    @Test
    void t01_placementTargetsMustBeTwoDistinctEmptySquaresOtherThanTheMalha() {
      replay(
          standard,
          "7/7/7/7/3S3/7/S6 d P - - - *",
          new String[][] {
            {"d4,b2", "ILLEGAL MALHA_SQUARE"},
            {"d3,b2", "ILLEGAL SQUARE_OCCUPIED"},
            {"b2,b2", "ILLEGAL SAME_SQUARE"},
            {"b2,c3", "7/7/7/7/2sS3/1s5/S6 a P - - - *"},
          });
    }

    @Test
    void t02_attackersOpeningPairMustTouchTheMalha() {
      replay(
          standard,
          "7/7/7/7/7/7/7 a P - - - *",
          new String[][] {
            {"a1,a2", "ILLEGAL OPENING_PAIR_MUST_TOUCH_MALHA"},
            {"a1,d3", "7/7/7/7/3S3/7/S6 d P - - - *"},
          });
    }

    @Test
    void t02_withOpeningPairFreeAnyPairIsAllowed() {
      replay(
          rules("openingPair", "FREE"),
          "7/7/7/7/7/7/7 a P - - - *",
          new String[][] {
            {"a1,a2", "7/7/7/7/7/S6/S6 d P - - - *"},
          });
    }

    @Test
    void t03_lastPairEndsTheSettingWithoutCaptures() {
      replay(
          standard,
          "S1S1SSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS d P - - - *",
          new String[][] {
            {"b7,d4", "ILLEGAL MALHA_SQUARE"},
            {"b7,d7", P_START},
          });
    }
  }

  @Nested
  @DisplayName("Opening turn and blocking (§4.6, §5)")
  class OpeningAndBlocking {
    @Test
    void t04_theOnlyLegalMovesEnterTheMalha() {
      MalhaPosition start = parse(standard, P_START);
      assertEquals(
          "d3-d4",
          standard
              .legalMoves(start)
              .map(m -> standard.notation().formatMove(start, m))
              .mkString(" "));
      replay(
          standard,
          P_START,
          new String[][] {
            {"c4-d4", "ILLEGAL NOT_OWN_SOLDIER"},
            {"a1-a2", "ILLEGAL SQUARE_OCCUPIED"},
            {"d3-d4!", "ILLEGAL FLAG_NOT_ALLOWED"},
          });
    }

    /**
     * The documented order of {@link MalhaRules#legalMoves}: direction by direction (north, east,
     * south, west), each direction's soldiers in square order (a1 before e1 before c4 before d4),
     * each step followed by its flagged form where the flag is allowed. In C1 the Attacker's
     * offered soldier (c4) may not flag, so the second list mixes flagged and plain soldiers.
     */
    @Test
    void stepsAreListedDirectionByDirectionEachFollowedByItsFlaggedForm() {
      MalhaPosition defender = parse(standard, "7/7/7/2Ss3/7/7/s3S2 d M - O1,d4,c4 - *");
      assertEquals(
          "a1-a2 a1-a2! d4-d5 d4-d5! a1-b1 a1-b1! d4-e4 d4-e4! d4-d3 d4-d3!",
          standard
              .legalMoves(defender)
              .map(m -> standard.notation().formatMove(defender, m))
              .mkString(" "));
      MalhaPosition attacker = parse(standard, "7/7/3s3/2S4/7/7/s3S2 a M - C1,d5,c4 - *");
      assertEquals(
          "e1-e2 e1-e2! c4-c5 e1-f1 e1-f1! c4-d4 c4-c3 e1-d1 e1-d1! c4-b4",
          standard
              .legalMoves(attacker)
              .map(m -> standard.notation().formatMove(attacker, m))
              .mkString(" "));
    }

    /**
     * The flagged forms follow the soldiers that may flag and no others, also when those are
     * exactly the soldiers free to step every way: in C1 the Attacker's e2 (free on all four sides)
     * may flag and its offered soldier c4 (blocked by b4 on the west) may not.
     */
    @Test
    void onlyTheSoldiersThatMayFlagHaveFlaggedForms() {
      MalhaPosition attacker = parse(standard, "7/7/3s3/1sS4/7/4S2/s6 a M - C1,d5,c4 - *");
      assertEquals(
          "e2-e3 e2-e3! c4-c5 e2-f2 e2-f2! c4-d4 e2-e1 e2-e1! c4-c3 e2-d2 e2-d2!",
          standard
              .legalMoves(attacker)
              .map(m -> standard.notation().formatMove(attacker, m))
              .mkString(" "));
    }

    @Test
    void t14_openingTurnThatBlocksTheDefenderLosesForTheAttacker() {
      MalhaPosition end =
          replay(
              standard,
              "sssssss/sssssss/ssSSSss/ssS1Sss/sSSSSSs/SSSSSSS/SSSSSSS a O - - - *",
              new String[][] {
                {
                  "d3-d4",
                  "sssssss/sssssss/ssSSSss/ssSSSss/sSS1SSs/SSSSSSS/SSSSSSS - E - - - D:block"
                },
              });
      assertEquals(Outcome.win(MalhaSide.DEFENDER.player(), "BLOCKED"), standard.outcome(end));
      assertEquals(0, standard.legalMoves(end).size());
    }

    @Test
    void t15_openingTurnThatLeavesTheDefenderAStepStartsTheMovingPhase() {
      replay(
          standard,
          "sssssss/sssssss/ssSSSss/ssS1Sss/sSSSSSs/SSSSSSS/SSSSSSS a O - - - *",
          new String[][] {
            {"c4-d4", "sssssss/sssssss/ssSSSss/ss1SSss/sSSSSSs/SSSSSSS/SSSSSSS d M - - - *"},
          });
    }

    @Test
    void t16_blockedDefenderPassesAndTheAttackerMovesAgain() {
      replay(
          standard,
          "7/7/7/7/7/S6/s1S2S1 a M - - - *",
          new String[][] {
            {"c1-b1", "7/7/7/7/7/S6/sS3S1 a M - - - *"},
            {"f1-f2", "7/7/7/7/7/S4S1/sS5 a M - - - *"},
            {"b1-c1", "7/7/7/7/7/S4S1/s1S4 d M - - - *"},
            {"a1-b1", "7/7/7/7/7/S4S1/1sS4 a M - - - *"},
          });
    }

    @Test
    void t17_blockedAttackerPassesAndTheDefenderMovesAgain() {
      replay(
          standard,
          "7/7/7/7/7/s6/S1s2s1 d M - - - *",
          new String[][] {
            {"c1-b1", "7/7/7/7/7/s6/Ss3s1 d M - - - *"},
            {"f1-f2", "7/7/7/7/7/s4s1/Ss5 d M - - - *"},
          });
    }
  }

  @Nested
  @DisplayName("Custodian capture and safety (§4.2–§4.4)")
  class Capture {
    @Test
    void t05_tripleCaptureThenCompulsoryContinuation() {
      replay(
          standard,
          P_START,
          new String[][] {
            {"d3-d4", "SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *"},
          });
    }

    @Test
    void t09_singleCaptureLeavesExistingSandwichesAlone() {
      replay(
          standard,
          "7/7/2SsS2/7/1Ss1S2/7/S5s a M - - - *",
          new String[][] {
            {"e3-d3", "7/7/2SsS2/7/1S1S3/7/S5s d M - - - *"},
          });
    }

    @Test
    void t09_capturingIsNotCompulsoryOnTheFirstStep() {
      replay(
          standard,
          "7/7/2SsS2/7/1Ss1S2/7/S5s a M - - - *",
          new String[][] {
            {"a1-a2", "7/7/2SsS2/7/1Ss1S2/S6/6s d M - - - *"},
          });
    }

    @Test
    void t10_doubleCapture() {
      replay(
          standard,
          "7/3S3/3s3/1Ss1S2/7/7/s6 a M - - - *",
          new String[][] {
            {"e4-d4", "7/3S3/7/1S1S3/7/7/s6 d M - - - *"},
          });
    }

    @Test
    void t11_steppingBetweenTwoEnemiesIsSafeButAReformedSandwichCaptures() {
      replay(
          standard,
          "7/7/3s3/2S1S2/7/7/S5s d M - - - *",
          new String[][] {
            {"d5-d4", "7/7/7/2SsS2/7/7/S5s a M - - - *"},
            {"c4-c3", "7/7/7/3sS2/2S4/7/S5s d M - - - *"},
            {"g1-g2", "7/7/7/3sS2/2S4/6s/S6 a M - - - *"},
            {"c3-c4", "7/7/7/2S1S2/7/6s/S6 d M - - - *"},
          });
    }

    @Test
    void t12_settingSandwichGivesNoLastingImmunity() {
      replay(
          standard,
          "7/7/7/2S4/1SsS3/7/2S3s a M - - - *",
          new String[][] {
            {"c1-c2", "7/7/7/2S4/1S1S3/2S4/6s d M - - - *"},
          });
    }

    @Test
    void t13_withSettingImmunityAFlankedSoldierOnTheSafeListSurvives() {
      replay(
          rules("settingImmunity", "UNTIL_MOVED"),
          "7/7/7/2S4/1SsS3/7/2S3s a M - - c3 *",
          new String[][] {
            {"c1-c2", "7/7/7/2S4/1SsS3/2S4/6s d M - - c3 *"},
          });
    }

    @Test
    void t26_capturingTheLastDefenderSoldierWins() {
      MalhaPosition end =
          replay(
              standard,
              "7/7/7/7/7/1S5/Ss1S3 a M - - - *",
              new String[][] {
                {"d1-c1", "7/7/7/7/7/1S5/S1S4 - E - - - A:elim"},
              });
      assertEquals(Outcome.win(MalhaSide.ATTACKER.player(), "ELIMINATION"), standard.outcome(end));
    }

    @Test
    void t28_theMalhaGivesNoProtectionByDefault() {
      replay(
          standard,
          "7/7/7/2Ss3/7/7/s3S2 a M - - - *",
          new String[][] {
            {"e1-e2", "7/7/7/2Ss3/7/4S2/s6 d M - - - *"},
            {"a1-a2", "7/7/7/2Ss3/7/s3S2/7 a M - - - *"},
            {"e2-e3", "7/7/7/2Ss3/4S2/s6/7 d M - - - *"},
            {"a2-a3", "7/7/7/2Ss3/s3S2/7/7 a M - - - *"},
            {"e3-e4", "7/7/7/2S1S2/s6/7/7 d M - - - *"},
          });
    }

    @Test
    void t29_withMalhaImmunityTheSoldierOnD4Survives() {
      replay(
          rules("malhaImmunity", "true"),
          "7/7/7/2Ss3/7/7/s3S2 a M - - - *",
          new String[][] {
            {"e1-e2", "7/7/7/2Ss3/7/4S2/s6 d M - - - *"},
            {"a1-a2", "7/7/7/2Ss3/7/s3S2/7 a M - - - *"},
            {"e2-e3", "7/7/7/2Ss3/4S2/s6/7 d M - - - *"},
            {"a2-a3", "7/7/7/2Ss3/s3S2/7/7 a M - - - *"},
            {"e3-e4", "7/7/7/2SsS2/s6/7/7 d M - - - *"},
          });
    }
  }

  @Nested
  @DisplayName("Capture continuation (§4.5)")
  class Continuation {
    static final String AFTER_T05 =
        "SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *";

    @Test
    void t06_onlyTheSameSoldierAndOnlyCapturingSteps() {
      replay(
          standard,
          AFTER_T05,
          new String[][] {
            {"e3-d3", "ILLEGAL MUST_CONTINUE"},
            {"d4-c4", "ILLEGAL CONTINUATION_MUST_CAPTURE"},
            {"d4-d3", "SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS1SSSs/Sss1sSS/SsSSssS a O d3 - - *"},
          });
    }

    @Test
    void t07_wholeFirstTurnOfTheRulesPageGame() {
      MalhaPosition end =
          replay(
              standard,
              P_START,
              new String[][] {
                {"d3-d4", "SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *"},
                {"d4-d3", "SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS1SSSs/Sss1sSS/SsSSssS a O d3 - - *"},
                {"d3-c3", "SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sSS1SSs/Ss2sSS/SsSSssS a O c3 - - *"},
                {"c3-c2", "SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS2SSs/S1S1sSS/SsSSssS a O c2 - - *"},
                {"c2-d2", "SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS2SSs/S2S1SS/SsSSssS d M - - - *"},
                {"b1-b2", "SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS2SSs/Ss1S1SS/S1SSssS a M - - - *"},
              });
      // Fig. 4.5: the Defender is down from 24 to 16 soldiers.
      assertEquals(16, end.soldiers(MalhaSide.DEFENDER));
      assertEquals(24, end.soldiers(MalhaSide.ATTACKER));
    }

    @Test
    void t07_theSameTurnWrittenAsARecordChain() {
      MalhaPosition start = parse(standard, P_START);
      MalhaPosition end = standard.playTurn(start, "d3-d4-d3-c3-c2-d2").get();
      assertEquals(
          "SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS2SSs/S2S1SS/SsSSssS d M - - - *",
          MalhaFixtures.fields(standard, end));
    }

    @Test
    void t07_andT16_recordsOfWholeTurnsWithPassComments() {
      MalhaPosition end =
          standard.playTurns(parse(standard, P_START), "d3-d4-d3-c3-c2-d2 b1-b2").get();
      assertEquals(
          "SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS2SSs/Ss1S1SS/S1SSssS a M - - - *",
          MalhaFixtures.fields(standard, end));
      MalhaPosition t16 = parse(standard, "7/7/7/7/7/S6/s1S2S1 a M - - - *");
      assertEquals(
          "7/7/7/7/7/S4S1/1sS4 a M - - - *",
          MalhaFixtures.fields(
              standard, standard.playTurns(t16, "c1-b1 (pass) f1-f2 (pass) b1-c1 a1-b1").get()));
      assertEquals(
          "MUST_CONTINUE",
          standard.playTurns(parse(standard, P_START), "d3-d4 b1-b2").getLeft().codeName());
    }

    @Test
    void t08_theOtherBranchOfTheChain() {
      replay(
          standard,
          "SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS1SSSs/Sss1sSS/SsSSssS a O d3 - - *",
          new String[][] {
            {"d3-d2", "SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS2SSs/SssS1SS/SsSSssS d M - - - *"},
          });
    }
  }

  @Nested
  @DisplayName("The one-for-two exchange (§6)")
  class Exchange {
    static final String T18_START =
        "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - *";
    static final String O1 =
        "SSssssS/1Ss2sS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/SS1SSSS d M - O1,e7,b1 - *";
    static final String C1 =
        "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/SS1SSSS a M - C1,e6,b1 - *";

    @Test
    void t18_completeHappyPath() {
      MalhaPosition end =
          replay(
              standard,
              T18_START,
              new String[][] {
                {"e6-e7!", "SSssssS/1Ss2sS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS a M - R,e7 - *"},
                {"b2-b1!", O1},
                {"e7-e6!", C1},
                {
                  "a1-a2!",
                  "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - O2,e6,b1,a2 - *"
                },
                {"e6-e7!", "SSss1sS/1Ss2sS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/3SSSS a M - - - *"},
              });
      // The start shows 19 Attacker and 17 Defender soldiers; the exchange takes 2 and 1.
      assertEquals(17, end.soldiers(MalhaSide.ATTACKER));
      assertEquals(16, end.soldiers(MalhaSide.DEFENDER));
    }

    @Test
    void t19_defenderSwitchesSoldierAndTheProtocolRestarts() {
      replay(
          standard,
          O1,
          new String[][] {
            {"f6-e6!", "SSssssS/1Ss1s1S/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/SS1SSSS a M - R,e6 - *"},
          });
    }

    @Test
    void t20_attackerDeclinesWithAnUnflaggedStep() {
      replay(
          standard,
          C1,
          new String[][] {
            {"a1-a2", "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - - - *"},
          });
    }

    @Test
    void t21_defenderWithdrawsWithAnUnflaggedStep() {
      replay(
          standard,
          O1,
          new String[][] {
            {"e7-e6", "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/SS1SSSS a M - - - *"},
          });
    }

    @Test
    void t22_theSecondOfferMustBeAnotherSoldier() {
      replay(
          standard,
          C1,
          new String[][] {
            {"b1-c1!", "ILLEGAL SAME_OFFER_TWICE"},
            {
              "a1-a2!",
              "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - O2,e6,b1,a2 - *"
            },
          });
    }

    @Test
    void t23_theAttackerCannotFlagWithoutARequest() {
      replay(
          standard,
          "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS a M - - - *",
          new String[][] {
            {"b2-b1!", "ILLEGAL FLAG_NOT_ALLOWED"},
            {"b2-b1", "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/SS1SSSS d M - - - *"},
          });
    }

    /**
     * §6.4, after every step: a tracked Attacker soldier that is captured makes the protocol fall
     * back to D's request. Here D confirms with {@code d2-d3!} (O1 would become C1), but the step
     * flanks the offered c3 against b3, so the exchange is back at {@code R} with the soldier on
     * d3.
     */
    @Test
    void anOfferedAttackerSoldierCapturedMakesTheExchangeFallBackToTheRequest() {
      replay(
          standard,
          "s5S/7/7/7/1sS4/3s3/7 d M - O1,d2,c3 - *",
          new String[][] {
            {"d2-d3!", "s5S/7/7/7/1s1s3/7/7 a M - R,d3 - *"},
          });
    }

    /**
     * §6.4: D's completing step {@code u-y!} whose own captures remove an offered soldier exchanges
     * nothing: the capture stands and D's request stands with the moved soldier ({@code R(y)}).
     */
    @Test
    void aCompletingStepThatCapturesAnOfferedSoldierExchangesNothing() {
      MalhaPosition end =
          replay(
              standard,
              "s5S/7/7/7/1sS4/3s3/6S d M - O2,d2,c3,g1 - *",
              new String[][] {
                {"d2-d3!", "s5S/7/7/7/1s1s3/7/6S a M - R,d3 - *"},
              });
      assertEquals(2, end.soldiers(MalhaSide.ATTACKER), "only c3 is gone: g1 and g7 stay");
      assertEquals(3, end.soldiers(MalhaSide.DEFENDER), "the Defender soldier stays on d3");
    }

    /**
     * §6.4, after every step: if the soldier tracked as {@code u} is captured, the protocol ends.
     * The Attacker's acceptance {@code e2-e3!} flanks the requesting soldier on d3 against c3.
     */
    @Test
    void theRequestingSoldierCapturedEndsTheExchange() {
      replay(
          standard,
          "s5S/7/7/7/2Ss3/4S2/7 a M - R,d3 - *",
          new String[][] {
            {"e2-e3!", "s5S/7/7/7/2S1S2/7/7 d M - - - *"},
          });
    }

    @Test
    void t24_anExchangeThatRemovesTheAttackersLastSoldiersWinsForTheDefender() {
      MalhaPosition end =
          replay(
              standard,
              "7/7/4s2/3ss2/7/7/S5S d M - O2,e5,a1,g1 - *",
              new String[][] {
                {"e5-e6!", "7/7/7/3ss2/7/7/7 - E - - - D:elim"},
              });
      assertEquals(Outcome.win(MalhaSide.DEFENDER.player(), "ELIMINATION"), standard.outcome(end));
    }

    @Test
    void t25_anExchangeThatEmptiesTheBoardWinsForTheAttackerByDefault() {
      replay(
          standard,
          "7/7/4s2/7/7/7/S5S d M - O2,e5,a1,g1 - *",
          new String[][] {
            {"e5-e6!", "7/7/7/7/7/7/7 - E - - - A:elim"},
          });
    }

    @Test
    void t25_withBothEliminatedDrawItIsADraw() {
      MalhaRules draw = rules("bothEliminated", "DRAW");
      MalhaPosition end =
          replay(
              draw,
              "7/7/4s2/7/7/7/S5S d M - O2,e5,a1,g1 - *",
              new String[][] {
                {"e5-e6!", "7/7/7/7/7/7/7 - E - - - =:elim"},
              });
      assertEquals(Outcome.draw("ELIMINATION"), draw.outcome(end));
    }
  }

  @Nested
  @DisplayName("Resignation (§5, §7)")
  class Resignation {
    @Test
    void t27_resignationEndsTheGameAtOnce() {
      MalhaPosition end =
          replay(
              standard,
              P_START,
              new String[][] {
                {
                  "resign",
                  "SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS - E - - - D:resign"
                },
              });
      assertEquals(Outcome.win(MalhaSide.DEFENDER.player(), "RESIGNATION"), standard.outcome(end));
      assertEquals(0, standard.legalMoves(end).size());
    }
  }

  @Nested
  @DisplayName("Options of §10 beyond the §9 vectors (hand-derived)")
  class Options {
    static final String AFTER_T05 =
        "SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *";

    @Test
    void compulsoryContinuationHasNoEnd() {
      replay(standard, AFTER_T05, new String[][] {{"end", "ILLEGAL NOTHING_TO_END"}});
    }

    @Test
    void optionalContinuationOffersEndWhichPassesTheTurn() {
      MalhaRules optional = rules("continuation", "OPTIONAL");
      MalhaPosition start = parse(optional, AFTER_T05);
      assertEquals("d4-d3 end", optional.legalMoves(start).mkString(" "));
      // The Defender's c3 can step into c4 or d3, so the turn passes and phase M begins.
      replay(
          optional,
          AFTER_T05,
          new String[][] {
            {"end", "SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS d M - - - *"},
            {"end", "ILLEGAL NOTHING_TO_END"},
          });
    }

    @Test
    void underFreeOpeningAnAttackerWithoutAFirstStepPassesToTheDefender() {
      // §10 #1: only Defender soldiers touch d4 when the setting ends, so the Attacker passes,
      // phase M begins and the Defender moves (c4, d3, d5 or e4 into d4).
      replay(
          rules("openingPair", "FREE"),
          "SSSSSSS/SSSSSSS/SSsssSS/SSs1sSS/SsssssS/sssssss/2sssss d P - - - *",
          new String[][] {
            {"a1,b1", "SSSSSSS/SSSSSSS/SSsssSS/SSs1sSS/SsssssS/sssssss/sssssss d M - - - *"},
          });
    }

    @Test
    void eachSideMakesTheDefendersFirstPairTouchTheMalha() {
      replay(
          rules("openingPair", "EACH_SIDE"),
          "7/7/7/7/3S3/7/S6 d P - - - *",
          new String[][] {
            {"b2,c3", "ILLEGAL OPENING_PAIR_MUST_TOUCH_MALHA"},
            {"b2,c4", "7/7/7/2s4/3S3/1s5/S6 a P - - - *"},
          });
    }

    @Test
    void settingImmunityListsEverySoldierFlankedWhenTheSettingEnds() {
      // Flanked at the end of T03 (by hand, rank by rank): b7 c7 d7, c6 d6 e6, c5 d5 e5 f5,
      // b4 e4 f4, b3 c3 e3, d2, b1.
      replay(
          rules("settingImmunity", "UNTIL_MOVED"),
          "S1S1SSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS d P - - - *",
          new String[][] {
            {
              "b7,d7",
              "SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - - "
                  + "b1,b3,b4,b7,c3,c5,c6,c7,d2,d5,d6,d7,e3,e4,e5,e6,f4,f5 *"
            },
            // Of T05's three victims only c4 is off the list; no capture remains from d4.
            {
              "d3-d4",
              "SsSsSSS/sssSssS/sSSsSsS/sS1SsSs/sSs1SSs/SssssSS/SsSSssS d M - - "
                  + "b1,b3,b4,b7,c3,c5,c6,c7,d2,d5,d6,d7,e3,e4,e5,e6,f4,f5 *"
            },
          });
    }

    @Test
    void aBlockedAttackerPassesWhileAnExchangeIsRequestedByDefault() {
      replay(
          standard,
          "7/7/7/7/7/s6/S1s2s1 d M - - - *",
          new String[][] {
            {"c1-b1!", "7/7/7/7/7/s6/Ss3s1 d M - R,b1 - *"},
          });
    }

    @Test
    void aBlockedAttackerOwingAnExchangeLosesUnderTheOption() {
      replay(
          rules("blockedAttackerOwesExchange", "true"),
          "7/7/7/7/7/s6/S1s2s1 d M - - - *",
          new String[][] {
            {"c1-b1!", "7/7/7/7/7/s6/Ss3s1 - E - - - D:block"},
          });
    }

    @Test
    void noCaptureLimitEndsTheGameInADraw() {
      // T16's moves capture nothing: the second reaches the limit of 2 quiet plies.
      replay(
          rules("noCaptureLimit", "2"),
          "7/7/7/7/7/S6/s1S2S1 a M - - - * 0",
          new String[][] {
            {"c1-b1", "7/7/7/7/7/S6/sS3S1 a M - - - * 1"},
            {"f1-f2", "7/7/7/7/7/S4S1/sS5 - E - - - =:limit 2"},
          });
    }

    @Test
    void noCaptureLimitWithMajorityGivesTheWinToTheLargerSide() {
      replay(
          rules("noCaptureLimit", "2", "limitResult", "MAJORITY"),
          "7/7/7/7/7/S6/s1S2S1 a M - - - * 1",
          new String[][] {
            {"c1-b1", "7/7/7/7/7/S6/sS3S1 - E - - - A:limit 2"},
          });
    }

    @Test
    void aCaptureResetsTheQuietPlyCount() {
      replay(
          rules("noCaptureLimit", "5"),
          "7/7/2SsS2/7/1Ss1S2/7/S5s a M - - - * 3",
          new String[][] {
            {"e3-d3", "7/7/2SsS2/7/1S1S3/7/S5s d M - - - * 0"},
          });
    }
  }

  @Nested
  @DisplayName("Resignation by either side (§5, §10 #12)")
  class ResignationByEitherSide {
    @Test
    void theSideNotToMoveMayResignToo() {
      replay(
          standard,
          "7/7/7/7/7/S6/sS3S1 a M - - - *",
          new String[][] {
            {"resign:d", "7/7/7/7/7/S6/sS3S1 - E - - - A:resign"},
            {"resign:a", "ILLEGAL GAME_OVER"},
          });
    }

    @Test
    void resignationIsNotAMoveOfTheGame() {
      MalhaPosition start = parse(standard, P_START);
      MalhaMove resign = standard.notation().parseMove(start, "resign").get();
      assertEquals(new MalhaMove.Resign(MalhaSide.ATTACKER), resign);
      assertEquals(true, standard.isMetaAction(resign));
      assertEquals(false, standard.legalMoves(start).contains(resign));
    }

    @Test
    void bothSidesMayResignWhileTheGameGoesOnAndNobodyAfterIt() {
      MalhaPosition start = parse(standard, P_START);
      assertEquals("resign:a resign:d", standard.metaActions(start).mkString(" "));
      MalhaPosition over = standard.play(start, "resign:d").get();
      assertEquals(true, standard.metaActions(over).isEmpty());
    }
  }
}
