package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.after;
import static io.github.latrunculi.quaternity.QuaternityFixtures.assertRejected;
import static io.github.latrunculi.quaternity.QuaternityFixtures.field;
import static io.github.latrunculi.quaternity.QuaternityFixtures.legalFrom;
import static io.github.latrunculi.quaternity.QuaternityFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

/**
 * §4.4's self-exposure filter (SELF_EXPOSURE=FORBID, §7 A11) beyond dossier T17, where the mated
 * king already stands between the mover's king and the slider: here the mating move itself opens
 * the line (a blocker leaves it), or the mover's king walks onto the line.
 */
class QuaternitySelfExposureTests {
  private static final QuaternityRules ALLOW =
      QuaternityRules.of(QuaternityVariant.STANDARD.with("SELF_EXPOSURE", "ALLOW").get());

  /**
   * Rank 1: White king a1, Red king e1, White rook g1, Black rook l1. The rook leaving for g2
   * uncovers the Black rook's check on e1 and covers d2, e2 and f2 (d1 and f1 are the Black
   * rook's): Red is mated, and its removed king was all that stood between l1 and a1. Any other
   * rook move leaves Red an escape or keeps the rank closed, so it is legal.
   */
  private static final String OPENED =
      "gK10bK/12/12/12/12/12/12/12/12/12/12/wK3rK1wR4bR w wrbg AAAA - *";

  @Test
  void aBlockerLeavingTheLineToMateTheShieldingKingIsForbidden() {
    assertRejected(QuaternityRejection.SELF_EXPOSURE, OPENED, "g1-g2");
    assertEquals(
        set(
            "g1-f1", "g1-h1", "g1-i1", "g1-j1", "g1-k1", "g1xl1", "g1-g3", "g1-g4", "g1-g5",
            "g1-g6", "g1-g7", "g1-g8", "g1-g9", "g1-g10", "g1-g11", "g1-g12"),
        legalFrom(OPENED, "g1"));
  }

  @Test
  void underAllowTheOpeningMateIsPlayedAndTheMoverStandsInCheck() {
    String result = after(ALLOW, OPENED, "g1-g2");
    assertEquals("gK10bK/12/12/12/12/12/12/12/12/12/6wR5/wK10bR b wwbg AXAA - *", result);
  }

  /**
   * Red king e1 in check from the Black rook l1 (d1 and f1 covered by it, e2 by the knight d4, f2
   * by the knight g4); its last escape is d2. White's king b2 going to c2 or c1 covers d2 and mates
   * Red; from c1 the removal of Red's king leaves White's king on the Black rook's rank.
   */
  private static final String KING_WALK =
      "gK10bK/12/12/12/12/12/12/12/3wN2wN5/12/1wK10/4rK6bR w wrbg AAAA - *";

  @Test
  void aKingMoveThatMatesTheShieldingKingFromBehindIsForbidden() {
    assertRejected(QuaternityRejection.SELF_EXPOSURE, KING_WALK, "b2-c1");
    assertEquals(
        set("b2-a1", "b2-b1", "b2-a2", "b2-c2", "b2-a3", "b2-b3", "b2-c3"),
        legalFrom(KING_WALK, "b2"));
    assertEquals("AXAA", field(after(KING_WALK, "b2-c2"), 3));
    assertEquals("AAAA", field(after(KING_WALK, "b2-b1"), 3));
  }

  @Test
  void underAllowTheKingMayWalkOntoTheLine() {
    assertEquals("AXAA", field(after(ALLOW, KING_WALK, "b2-c1"), 3));
  }

  /**
   * The same along a file: White king a1, Red king a5, White rook a7, Black rook a12. The rook's
   * a7-b7 uncovers the Black rook's check on a5 and covers b4, b5 and b6 (a4 and a6 are the Black
   * rook's): Red is mated and a1 stands open to a12. a7-c7 leaves Red its b-file escapes.
   */
  @Test
  void theFilterWatchesTheFileAsWellAsTheRank() {
    String file = "bR10bK/12/12/12/12/wR11/12/rK11/12/12/12/wK10gK w wrbg AAAA - *";
    assertRejected(QuaternityRejection.SELF_EXPOSURE, file, "a7-b7");
    assertEquals(true, legalFrom(file, "a7").contains("a7-c7"));
    assertEquals(false, legalFrom(file, "a7").contains("a7-b7"));
    assertEquals("AXAA", field(after(ALLOW, file, "a7-b7"), 3));
  }

  /**
   * The mated king shields the mover's king, and the mating piece lands on that very line but
   * beyond the slider, which it therefore does not block: White king a2, Red king a6 in check from
   * the Black rook a9, White rook b11 behind the White knight b10. Any knight move but b10-a8 opens
   * the b-file, so the rook covers b5, b6 and b7 and Red is mated; its removed king then leaves a2
   * open to a9. b10-a12 is such a move, on the a-file above the rook; b10-a8 stands between the
   * rook and Red's king, so it mates nobody.
   */
  @Test
  void aMatingPieceLandingOnTheLineBeyondTheSliderDoesNotShield() {
    String beyond = "11bK/1wR10/1wN10/bR11/12/12/rK11/12/12/12/wK11/11gK w wrbg AAAA - *";
    assertRejected(QuaternityRejection.SELF_EXPOSURE, beyond, "b10-a12");
    assertRejected(QuaternityRejection.SELF_EXPOSURE, beyond, "b10-c8");
    assertEquals(set("b10-a8"), legalFrom(beyond, "b10"));
    assertEquals(
        "wN10bK/1wR10/12/bR11/12/12/12/12/12/12/wK11/11gK b wwbg AXAA - *",
        after(ALLOW, beyond, "b10-a12"));
  }

  /**
   * The king's walk along a file: Red king a5 in check from the Black rook a12, with b5 and b6
   * covered by the White knights d6 and d7, so b4 is its last escape. White's king b2 covers b4
   * from a3, b3 or c3, each a mate; from a3 the removed Red king leaves it on the Black rook's
   * file.
   */
  @Test
  void aKingMoveOntoTheFileOfTheShieldingKingIsForbidden() {
    String walk = "bR10bK/12/12/12/12/3wN8/3wN8/rK11/12/12/1wK10/11gK w wrbg AAAA - *";
    assertRejected(QuaternityRejection.SELF_EXPOSURE, walk, "b2-a3");
    assertEquals(
        set("b2-a1", "b2-a2", "b2-b1", "b2-b3", "b2-c1", "b2-c2", "b2-c3"), legalFrom(walk, "b2"));
    assertEquals("AXAA", field(after(walk, "b2-b3"), 3));
    assertEquals(
        "bR10bK/12/12/12/12/3wN8/3wN8/12/12/wK11/12/11gK b wwbg AXAA - *",
        after(ALLOW, walk, "b2-a3"));
  }

  /**
   * The slider stands in the corner a1: White king f2, White rook h2, Green king c1 in check from
   * the Red rook a1 (b1 and, behind the king, d1 are the rook's). A king step to e1, f1, g1, e3, f3
   * or g3 opens rank 2 for the White rook, which then covers b2, c2 and d2, so Green is mated; from
   * e1, f1 and g1 the removed Green king leaves White's king on the Red rook's rank, from e3, f3
   * and g3 it does not. The steps to e2 and g2 keep rank 2 closed (from e2 the king covers only d2
   * of Green's escapes), so nobody is mated.
   */
  private static final String CORNER_ROOK =
      "rK10bK/12/12/12/12/12/12/12/12/12/5wK1wR4/rR1gK9 w wrbg AAAA - *";

  @Test
  void aKingStepOntoTheRankOfARookOnA1BehindTheMatedKingIsForbidden() {
    assertRejected(QuaternityRejection.SELF_EXPOSURE, CORNER_ROOK, "f2-e1");
    assertRejected(QuaternityRejection.SELF_EXPOSURE, CORNER_ROOK, "f2-f1");
    assertRejected(QuaternityRejection.SELF_EXPOSURE, CORNER_ROOK, "f2-g1");
    assertEquals(set("f2-e2", "f2-e3", "f2-f3", "f2-g2", "f2-g3"), legalFrom(CORNER_ROOK, "f2"));
    assertEquals(
        "rK10bK/12/12/12/12/12/12/12/12/4wK7/7wR4/rR11 r wrbw AAAX - *",
        after(CORNER_ROOK, "f2-e3"));
  }

  /**
   * As the walk along the a-file above, with the Black rook nearer, on a9 (a6 to a8 empty): Red
   * king a5 in check, b5 and b6 covered by the knights d6 and d7, b4 its last escape. The king's
   * steps to a3, b3 and c3 cover b4 and mate Red; only a3 stands on the rook's file.
   */
  private static final String MIDDLE_ROOK =
      "11bK/12/12/bR11/12/3wN8/3wN8/rK11/12/12/1wK10/11gK w wrbg AAAA - *";

  @Test
  void aKingStepOntoTheFileOfARookInTheMiddleBehindTheMatedKingIsForbidden() {
    assertRejected(QuaternityRejection.SELF_EXPOSURE, MIDDLE_ROOK, "b2-a3");
    assertEquals(
        set("b2-a1", "b2-a2", "b2-b1", "b2-b3", "b2-c1", "b2-c2", "b2-c3"),
        legalFrom(MIDDLE_ROOK, "b2"));
    assertEquals("AXAA", field(after(MIDDLE_ROOK, "b2-c3"), 3));
  }

  /**
   * The same with Green frozen and its rook h3 and bishop j12 on other lines from a3: frozen pieces
   * attack nothing, so they change neither the mate nor the exposure.
   */
  @Test
  void frozenSlidersOnOtherLinesFromTheKingsDestinationChangeNothing() {
    String frozen = "9gB1bK/12/12/bR11/12/3wN8/3wN8/rK11/12/7gR4/1wK10/11gK w wrbg AAAF - *";
    assertRejected(QuaternityRejection.SELF_EXPOSURE, frozen, "b2-a3");
    assertEquals(
        set("b2-a1", "b2-a2", "b2-b1", "b2-b3", "b2-c1", "b2-c2", "b2-c3"),
        legalFrom(frozen, "b2"));
  }

  /**
   * §7 A11: the filter is the default. Rules made here from the standard variant (not shared with
   * other tests) refuse dossier T17's h3-h2, which mates Red and uncovers White's a1.
   */
  @Test
  void rulesMadeWithTheDefaultOptionsForbidSelfExposure() {
    QuaternityRules rules = QuaternityRules.of(QuaternityVariant.STANDARD);
    String t17 = "gK10bK/12/12/12/12/12/12/12/12/7wR4/12/wK3rK6bR w wrbg AAAA - *";
    assertEquals(
        QuaternityRejection.SELF_EXPOSURE,
        QuaternityFixtures.rejection(rules, t17, "h3-h2").code());
    assertFalse(QuaternityFixtures.legalFrom(rules, t17, "h3").contains("h3-h2"));
  }
}
