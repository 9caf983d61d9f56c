package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaFixtures.replay;
import static io.github.latrunculi.malha.MalhaFixtures.rules;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import org.junit.jupiter.api.Test;

/**
 * The rows of the transition table of dossier §6.4 that the §9 vectors leave out, each on a small
 * hand-made board: flags while the other side passes, restarts from every stage, capture chains
 * that carry tracked soldiers, a completing step that also captures, and the quiet-ply count of
 * option {@code noCaptureLimit} across an exchange.
 */
class MalhaExchangeProtocolTests {
  final MalhaRules standard = MalhaRules.standard();

  /**
   * §6.4 "R(u) (A just passed), D u-y! → same kind with u := y" and "R, D x-y!, x ≠ u → R(y)". The
   * Attacker's only soldier (a1) is walled in (T17's board), so the Defender moves again and again.
   */
  @Test
  void whileTheAttackerPassesTheDefenderKeepsOrRestartsItsRequest() {
    replay(
        standard,
        "7/7/7/7/7/s6/S1s2s1 d M - - - *",
        new String[][] {
          {"c1-b1!", "7/7/7/7/7/s6/Ss3s1 d M - R,b1 - *"},
          {"f1-f2!", "7/7/7/7/7/s4s1/Ss5 d M - R,f2 - *"},
          {"f2-f1!", "7/7/7/7/7/s6/Ss3s1 d M - R,f1 - *"},
          {"b1-c1", "7/7/7/7/7/s6/S1s2s1 a M - - - *"},
        });
  }

  /**
   * §6.4 "C1(u,a1) (A just passed), D u-y! → C1(y,a1)" and "C1, D x-y!, x ≠ u → R(y)": the
   * confirmed offer stands while the same soldier moves on, and is forgotten when another one
   * flags.
   */
  @Test
  void whileTheAttackerPassesAConfirmedOfferFollowsTheSameSoldierOnly() {
    replay(
        standard,
        "7/7/7/7/7/s6/Ss3s1 d M - C1,f1,a1 - *",
        new String[][] {
          {"f1-f2!", "7/7/7/7/7/s4s1/Ss5 d M - C1,f2,a1 - *"},
          {"b1-c1!", "7/7/7/7/7/s4s1/S1s4 a M - R,c1 - *"},
        });
  }

  /**
   * §6.3: the Attacker may raise the flag only in R or C1. In O1 and O2 (the Defender passed, so
   * the Attacker moves while its offer awaits the Defender) a flag is illegal; the unflagged step
   * calls the exchange off (§6.4, first row).
   */
  @Test
  void theAttackerCannotFlagWhileItsOfferAwaitsTheDefender() {
    replay(
        standard,
        "7/7/7/7/7/S6/sS3S1 a M - O1,a1,b1 - *",
        new String[][] {
          {"f1-f2!", "ILLEGAL FLAG_NOT_ALLOWED"},
          {"f1-f2", "7/7/7/7/7/S4S1/sS5 a M - - - *"},
        });
    replay(
        standard,
        "7/7/7/7/7/S6/sS3S1 a M - O2,a1,b1,a2 - *",
        new String[][] {
          {"f1-f2!", "ILLEGAL FLAG_NOT_ALLOWED"},
          {"a2-a3", "7/7/7/7/S6/7/sS3S1 d M - - - *"},
        });
  }

  /**
   * §6.4 "O1/O2, D x-y! with x ≠ u → R(y)": after the second offer, another Defender soldier's flag
   * restarts the protocol at step 1 (T19 shows it after the first offer).
   */
  @Test
  void anotherDefenderSoldierFlaggingAfterTheSecondOfferRestarts() {
    replay(
        standard,
        "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - O2,e6,b1,a2 - *",
        new String[][] {
          {"d7-e7!", "SSs1ssS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS a M - R,e7 - *"},
        });
  }

  /**
   * §6.4: the completing step removes its three soldiers and the turn ends even if the step also
   * captured: the soldier is gone, so there is no chain (here d3 captures c3 against b3, and a
   * Defender arriving on d4 could capture e4 against f4), and the Attacker moves next.
   */
  @Test
  void aCompletingStepThatAlsoCapturesEndsTheTurn() {
    replay(
        standard,
        "S5S/7/7/4Ss1/1sS4/3s3/6S d M - O2,d2,g1,g7 - *",
        new String[][] {
          {"d2-d3!", "S6/7/7/4Ss1/1s5/7/7 a M - - - *"},
        });
  }

  /**
   * §6.4: a completing step whose own captures remove the second offered soldier exchanges nothing;
   * the Defender's request stands with the moved soldier.
   */
  @Test
  void aCompletingStepThatCapturesTheSecondOfferedSoldierExchangesNothing() {
    replay(
        standard,
        "s5S/7/7/7/1sS4/3s3/6S d M - O2,d2,g1,c3 - *",
        new String[][] {
          {"d2-d3!", "s5S/7/7/7/1s1s3/7/6S a M - R,d3 - *"},
        });
  }

  /**
   * §6.4, continuation steps: the Defender's flagged first step requests and captures; the chain
   * goes on and the tracked soldier's square follows it, the stage staying R.
   */
  @Test
  void aCaptureChainCarriesTheRequestingSoldier() {
    replay(
        standard,
        "6S/7/7/7/4Ss1/1sS4/3s3 d M - - - *",
        new String[][] {
          {"d1-d2!", "6S/7/7/7/4Ss1/1s1s3/7 d M d2 R,d2 - *"},
          {"d2-d3", "6S/7/7/7/3s1s1/1s5/7 a M - R,d3 - *"},
        });
  }

  /** §6.4, continuation steps: the same for the Attacker's first offer (stage O1)... */
  @Test
  void aCaptureChainCarriesTheFirstOfferedSoldier() {
    replay(
        standard,
        "6s/7/7/7/4sS1/1Ss4/3S3 a M - R,g7 - *",
        new String[][] {
          {"d1-d2!", "6s/7/7/7/4sS1/1S1S3/7 a M d2 O1,g7,d2 - *"},
          {"d2-d3", "6s/7/7/7/3S1S1/1S5/7 d M - O1,g7,d3 - *"},
        });
  }

  /** ...and for its second offer (stage O2). */
  @Test
  void aCaptureChainCarriesTheSecondOfferedSoldier() {
    replay(
        standard,
        "6s/7/7/7/4sS1/1Ss4/S2S3 a M - C1,g7,a1 - *",
        new String[][] {
          {"d1-d2!", "6s/7/7/7/4sS1/1S1S3/S6 a M d2 O2,g7,a1,d2 - *"},
          {"d2-d3", "6s/7/7/7/3S1S1/1S5/S6 d M - O2,g7,a1,d3 - *"},
        });
  }

  /**
   * §6.4, after every step: a continuation step that captures an offered soldier makes the protocol
   * fall back to the request. The Defender's chain soldier on d2 captures c3, the second offer.
   */
  @Test
  void aChainStepCapturingAnOfferedSoldierFallsBackToTheRequest() {
    replay(
        standard,
        "s5S/7/7/7/1sS4/3s3/6S d M d2 O2,a7,g1,c3 - *",
        new String[][] {
          {"d2-d3", "s5S/7/7/7/1s1s3/7/6S a M - R,a7 - *"},
        });
    replay(
        standard,
        "s5S/7/7/7/1sS4/3s3/6S d M d2 C1,a7,c3 - *",
        new String[][] {
          {"d2-d3", "s5S/7/7/7/1s1s3/7/6S a M - R,a7 - *"},
        });
  }

  /**
   * §10 #11: the quiet-ply count is the plies since the last capture or exchange: a flagged step
   * that captures nothing counts one more, the completing step resets it.
   */
  @Test
  void anExchangeResetsTheQuietPlyCount() {
    MalhaRules limit = rules("noCaptureLimit", "10");
    replay(
        limit,
        "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - * 3",
        new String[][] {
          {"e6-e7!", "SSssssS/1Ss2sS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS a M - R,e7 - * 4"},
        });
    replay(
        limit,
        "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/S2Ssss/1S1SSSS d M - O2,e6,b1,a2 - * 7",
        new String[][] {
          {"e6-e7!", "SSss1sS/1Ss2sS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/3SSSS a M - - - * 0"},
        });
  }

  /**
   * §10 #8: option {@code blockedAttackerOwesExchange} makes a blocked Attacker lose while an
   * exchange is pending; a blocked Defender still just passes (the option is about the Attacker
   * paying), and without a pending exchange a blocked Attacker passes too.
   */
  @Test
  void onlyABlockedAttackerOwesTheExchange() {
    MalhaRules owes = rules("blockedAttackerOwesExchange", "true");
    replay(
        owes,
        "7/7/7/7/7/S6/s1S2S1 a M - R,a1 - *",
        new String[][] {
          {"c1-b1!", "7/7/7/7/7/S6/sS3S1 a M - O1,a1,b1 - *"},
        });
    replay(
        owes,
        "7/7/7/7/7/s6/S1s2s1 d M - - - *",
        new String[][] {
          {"c1-b1", "7/7/7/7/7/s6/Ss3s1 d M - - - *"},
        });
  }

  /**
   * §6.1, option {@code exchangeRequiresUnreachable=RAY}: the soldier that starts a request must be
   * unreachable (a1 sees e1 along rank 1), but the soldier already tracked as u keeps flagging even
   * though c4 now sees it.
   */
  @Test
  void underTheRayOptionTheTrackedSoldierMayFlagEvenWhenReachable() {
    MalhaRules ray = rules("exchangeRequiresUnreachable", "RAY");
    replay(
        ray,
        "7/7/7/2Ss3/7/7/s3S2 d M - O1,d4,c4 - *",
        new String[][] {
          {"a1-a2!", "ILLEGAL SOLDIER_REACHABLE"},
          {"d4-d5!", "7/7/3s3/2S4/7/7/s3S2 a M - C1,d5,c4 - *"},
        });
  }

  /**
   * §6.1 under {@code exchangeRequiresUnreachable=RAY}: only the soldier's own four lines count. No
   * Attacker stands on file a or rank 1, so a1 is unreachable and may request, although the
   * Attacker on b3 is the first soldier north of the neighbouring square b1.
   */
  @Test
  void underTheRayOptionOnlyTheSoldiersOwnLinesCount() {
    MalhaRules ray = rules("exchangeRequiresUnreachable", "RAY");
    replay(
        ray,
        "7/7/7/7/1S5/7/s6 d M - - - *",
        new String[][] {
          {"a1-a2!", "7/7/7/7/1S5/s6/7 a M - R,a2 - *"},
        });
  }

  /**
   * §6.3: the Attacker's refused flag says which condition is missing: with no exchange under way
   * there is no request to accept (T23); in O1 the Defender has not confirmed the offer yet.
   */
  @Test
  void theAttackersRefusedFlagSaysWhatIsMissing() {
    String t23 = MalhaUiTests.T18.replace(" d M ", " a M ");
    Rejection none = standard.play(MalhaFixtures.parse(standard, t23), "b2-b1!").getLeft();
    assertTrue(none.message().startsWith("no exchange request is pending"), none.message());
    Rejection early =
        standard
            .play(MalhaFixtures.parse(standard, "7/7/7/7/7/S6/sS3S1 a M - O1,a1,b1 - *"), "f1-f2!")
            .getLeft();
    assertTrue(
        early.message().startsWith("the Defender has not confirmed the offer yet"),
        early.message());
  }
}
