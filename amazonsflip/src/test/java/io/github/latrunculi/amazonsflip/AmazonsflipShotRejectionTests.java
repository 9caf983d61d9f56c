package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.assertIllegal;
import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.position;
import static io.github.latrunculi.amazonsflip.AmazonsflipFixtures.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import org.junit.jupiter.api.Test;

/**
 * The reason a refused fire target gives, in full: which square stops the shot and what stands
 * there (§3.3), so that a server can show a player why the shot is not legal. Every case below is a
 * shot along a queen line from the landing square that §3.3 refuses.
 */
class AmazonsflipShotRejectionTests {
  /** Player 2's stone e5 next to the amazon landing on d4 (E5 of the dossier). */
  private static final String ONE = "9a/10/10/10/10/4s5/10/10/1A8/10 1 - regular";

  /** Player 2's stones e5, f6, g7 in a line from d4 (E6). */
  private static final String THREE = "9a/10/10/6s3/5s4/4s5/10/10/1A8/10 1 - regular";

  /** From d4: d5 (player 2) then the neutral d6; the neutral e5 next to d4 (E8). */
  private static final String NEUTRALS = "9a/10/10/10/3N1s4/3sN5/10/3A6/10/10 1 - regular";

  /** From d4: player 1's own stone e5 next to the amazon (E9). */
  private static final String OWN = "9a/10/10/10/3S1s4/3sS5/10/3A6/10/10 1 - regular";

  /** From d4: player 2's stones d5 and d6, then player 2's amazon d7 (E10). */
  private static final String RUNS = "9a/10/10/3a6/3s6/2ss6/4ssssss/3A6/10/10 1 - regular";

  private static String reason(String position, String turn, AmazonsflipRejection code) {
    return assertIllegal(position, turn, code).message();
  }

  @Test
  void aTargetBeyondTheSquareBehindOneEnemyStoneNamesWhereTheFlipShotLands() {
    assertEquals(
        "g7 is not reachable from d4: a flip shot over e5 lands on f6, the square right behind the"
            + " enemy stones",
        reason(ONE, "b2-d4/g7", AmazonsflipRejection.SHOT_BLOCKED));
  }

  @Test
  void aTargetBeyondTheSquareBehindARunNamesTheWholeRun() {
    assertEquals(
        "i9 is not reachable from d4: a flip shot over e5..g7 lands on h8, the square right behind"
            + " the enemy stones",
        reason(THREE, "b2-d4/i9", AmazonsflipRejection.SHOT_BLOCKED));
  }

  @Test
  void aSingleEnemyStoneFollowedByANeutralStoneIsNoFlipShot() {
    assertEquals(
        "d7 is not reachable from d4: the enemy stone d5 is followed by d6 (a neutral stone), not by"
            + " an empty square, so no flip shot goes that way",
        reason(NEUTRALS, "d3-d4/d7", AmazonsflipRejection.SHOT_BLOCKED));
  }

  @Test
  void aRunFollowedByAnAmazonIsNoFlipShot() {
    assertEquals(
        "d8 is not reachable from d4: the enemy stones d5..d6 are followed by d7 (player 2's"
            + " amazon), not by an empty square, so no flip shot goes that way",
        reason(RUNS, "d3-d4/d8", AmazonsflipRejection.SHOT_BLOCKED));
  }

  @Test
  void aRunFollowedByAnOwnStoneIsNoFlipShot() {
    // From d4 north: player 2's d5, then player 1's d6.
    assertEquals(
        "d7 is not reachable from d4: the enemy stone d5 is followed by d6 (a stone of player 1),"
            + " not by an empty square, so no flip shot goes that way",
        reason(OWN, "d3-d4/d7", AmazonsflipRejection.SHOT_BLOCKED));
  }

  @Test
  void onlyEnemyStonesCanBeJumped() {
    assertEquals(
        "g7 is not reachable from d4: e5 (a stone of player 1) blocks the line (only enemy stones can"
            + " be jumped)",
        reason(OWN, "d3-d4/g7", AmazonsflipRejection.SHOT_BLOCKED));
    assertEquals(
        "g7 is not reachable from d4: e5 (a neutral stone) blocks the line (only enemy stones can be"
            + " jumped)",
        reason(NEUTRALS, "d3-d4/g7", AmazonsflipRejection.SHOT_BLOCKED));
  }

  @Test
  void anEnemyStoneFurtherAwayBlocksAPlainShot() {
    // East of d4: e4 is empty, so player 2's stone f4 is no start of a flip shot.
    assertEquals(
        "h4 is not reachable from d4: f4 (a stone of player 2) blocks the line (a flip shot starts"
            + " right next to the amazon)",
        reason(
            "9a/10/10/10/10/10/5s4/3A6/10/10 1 - regular",
            "d3-d4/h4",
            AmazonsflipRejection.SHOT_BLOCKED));
  }

  @Test
  void amazonsOfEitherPlayerBlockAShot() {
    assertEquals(
        "h4 is not reachable from d4: f4 (player 2's amazon) blocks the line",
        reason(
            "9a/10/10/10/10/10/5a4/3A6/10/10 1 - regular",
            "d3-d4/h4",
            AmazonsflipRejection.SHOT_BLOCKED));
    assertEquals(
        "h4 is not reachable from d4: f4 (player 1's amazon) blocks the line",
        reason(
            "9a/10/10/10/10/10/5A4/3A6/10/10 1 - regular",
            "d3-d4/h4",
            AmazonsflipRejection.SHOT_BLOCKED));
  }

  @Test
  void noPositionOrNoTurnIsMalformed() {
    AmazonsflipRules rules = rules(ONE);
    Rejection noMove = rules.play(position(ONE), (AmazonsflipMove) null).getLeft();
    assertEquals(AmazonsflipRejection.MALFORMED_MOVE, noMove.code());
    assertEquals("no position or no move was given", noMove.message());
    Rejection noPosition =
        rules.play(null, AmazonsflipMove.moveAndFire(sq("b2"), sq("d4"), sq("f6"))).getLeft();
    assertEquals(AmazonsflipRejection.MALFORMED_MOVE, noPosition.code());
  }

  @Test
  void aSquareOffTheBoardIsMalformed() {
    // k is the eleventh file, rank 11 the eleventh rank: squares the core type can hold.
    AmazonsflipRules rules = rules(ONE);
    Rejection offFile =
        rules
            .play(position(ONE), AmazonsflipMove.moveAndFire(sq("b2"), sq("d4"), sq("k4")))
            .getLeft();
    assertEquals(AmazonsflipRejection.MALFORMED_MOVE, offFile.code());
    assertEquals("k4 is off the 10x10 board", offFile.message());
    Rejection offRank =
        rules
            .play(position(ONE), AmazonsflipMove.moveAndFire(sq("b2"), sq("b11"), sq("d4")))
            .getLeft();
    assertEquals("b11 is off the 10x10 board", offRank.message());
  }

  @Test
  void inIagoShotsFlyThroughOwnUnitsAndStopAtOthers() {
    // §5: in iago a shot passes the shooter's own stone e4 and is stopped by player 2's f4; in
    // iago1115 the own stone stops it already.
    assertEquals(
        "h4 is not reachable from d4: f4 (a stone of player 2) blocks the line",
        reason(
            "9a/10/10/10/10/10/4Ss4/3A6/10/10 1 - iago",
            "d3-d4/h4",
            AmazonsflipRejection.SHOT_BLOCKED));
    assertEquals(
        "h4 is not reachable from d4: e4 (a stone of player 1) blocks the line",
        reason(
            "9a/10/10/10/10/10/4Ss4/3A6/10/10 1 - iago1115",
            "d3-d4/h4",
            AmazonsflipRejection.SHOT_BLOCKED));
  }

  @Test
  void aFlipShotMayLandInTheCorner() {
    // §3.3: from c3 over player 2's b2, the square behind it is a1.
    AmazonsflipFixtures.assertTurn(
        "9a/10/10/10/10/10/10/3A6/1s8/10 1 - regular",
        "d3-c3/a1",
        "9a/10/10/10/10/10/10/2A7/1S8/N9 2 - regular");
  }

  @Test
  void anIagoStoneInTheCornerFlipsARunOfOne() {
    // §5 Iago: the stone placed on a1 encloses player 2's a2 against player 1's a3.
    AmazonsflipFixtures.assertTurn(
        "9a/10/10/10/10/10/10/S2A6/s9/10 1 - iago1115",
        "d3-d1/a1",
        "9a/10/10/10/10/10/10/S9/S9/S2A6 2 - iago1115");
  }

  @Test
  void anAmazonWithoutAnyDestinationDrawsNoTurn() {
    String walled = "9a/10/10/10/10/10/10/10/NN8/AN8 1 - regular";
    AmazonsflipRules rules = rules(walled);
    assertEquals(true, rules.randomMove(position(walled), new java.util.Random(5)).isEmpty());
    assertEquals(true, rules.legalMoves(position(walled)).isEmpty());
  }

  private static Square sq(String name) {
    return Square.parse(name).get();
  }
}
