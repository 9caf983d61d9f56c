package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.after;
import static io.github.latrunculi.quaternity.QuaternityFixtures.field;
import static io.github.latrunculi.quaternity.QuaternityFixtures.legal;
import static io.github.latrunculi.quaternity.QuaternityFixtures.place;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static io.github.latrunculi.quaternity.QuaternityFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.Outcome;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Dossier §2.2 and §4.5: whose turn comes next (clockwise W, R, B, G by default, or the §7 A3
 * alternative), skipping frozen and eliminated players, and settling a turn nobody can play.
 */
class QuaternityTurnOrderTests {
  private static final String KINGS = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK";

  private static QuaternityRules rules(String option, String value) {
    return QuaternityRules.of(QuaternityVariant.STANDARD.with(option, value).get());
  }

  /** Each seat's king steps out of its corner; the next active seat is to move. */
  @ParameterizedTest
  @CsvSource({
    "clockwise, w, AAAA, a1-a2, r", "clockwise, r, AAAA, a12-a11, b",
    "clockwise, b, AAAA, l12-l11, g", "clockwise, g, AAAA, l1-l2, w",
    "clockwise, w, AFAA, a1-a2, b", "clockwise, w, AFFA, a1-a2, g",
    "counterclockwise, w, AAAA, a1-a2, g", "counterclockwise, g, AAAA, l1-l2, b",
    "counterclockwise, b, AAAA, l12-l11, r", "counterclockwise, r, AAAA, a12-a11, w",
    "counterclockwise, w, AAAF, a1-a2, b", "counterclockwise, w, AFFF, a1-a2, w"
  })
  void theNextActiveSeatInTheDirectionOfPlayMoves(
      String direction, String mover, String statuses, String move, String next) {
    QuaternityRules rules = rules("turnDirection", direction);
    QuaternityRules playOn =
        QuaternityRules.of(rules.variant().with("endWhenOneActive", "false").get());
    assertEquals(
        next, field(after(playOn, KINGS + " " + mover + " wrbg " + statuses + " - *", move), 1));
  }

  /** §4.5 FREEZE: the player to move resigns; the turn goes to the next active seat. */
  @Test
  void aResignationOnTurnPassesTheTurnInTheDirectionOfPlay() {
    assertEquals("r", field(after(KINGS + " w wrbg AAAA - *", "resign(w)"), 1));
    assertEquals(
        "g",
        field(
            after(
                rules("turnDirection", "counterclockwise"),
                KINGS + " w wrbg AAAA - *",
                "resign(w)"),
            1));
    assertEquals("b", field(after(KINGS + " w wrbg AAAA - *", "resign(r)", "resign(w)"), 1));
  }

  /** §7 A2 with A3: Black first, counterclockwise: Black, Red, White, Green. */
  @Test
  void theFirstPlayerAndTheDirectionTogether() {
    QuaternityRules rules =
        QuaternityRules.of(
            QuaternityVariant.STANDARD
                .with("firstPlayer", "b")
                .get()
                .with("turnDirection", "counterclockwise")
                .get());
    assertEquals("b", rules.initial().toMove().name());
    QuaternityPosition p = rules.play(rules.initial(), "i9-i8").get();
    assertEquals("r", p.toMove().name());
    p = rules.play(p, "d9-d8").get();
    assertEquals("w", p.toMove().name());
    p = rules.play(p, "d4-d5").get();
    assertEquals("g", p.toMove().name());
  }

  /**
   * The board of a lone player who cannot move: Black's king l12 is boxed in by the frozen kings of
   * White (k12) and Red (k11) and its own pawn l11, which is blocked by a frozen Red pawn.
   */
  private static final String BOXED =
      place("a12:-", "l1:-", "k12:wK", "k11:rK", "l11:bPv", "l10:rPv", "a1:gK")
          + " g wrbg FFAA - *";

  /**
   * §7 A17 alternative (endWhenOneActive=false): the last active player plays on among frozen
   * kings, but when it cannot move at all its win stands at once.
   */
  @Test
  void aLoneActivePlayerWhoCannotMoveHasWon() {
    assertEquals("W:b", field(after(rules("endWhenOneActive", "false"), BOXED, "resign(g)"), 5));
    assertEquals("W:b", field(after(BOXED, "resign(g)"), 5));
  }

  /**
   * The §4.5 settle loop under autoPass and frozenPiecesAttack: Black's four rooks box in the other
   * three kings; when Black resigns its frozen rooks still attack, every active player is stuck and
   * not in check, so the round of automatic passes ends the game in a draw (STALEMATE): Green and
   * White are skipped, and the turn rests with Red, the last of the three found stuck
   * (package-info, autoPass). Without autoPass the next player simply has the pass as its only
   * move.
   */
  @Test
  void whenEveryActivePlayerIsStuckAutoPassDrawsTheGame() {
    String boxes = place("b9:bR", "d2:bR", "d11:bR", "k9:bR") + " b wrbg AAAA - *";
    QuaternityRules attack = rules("frozenPiecesAttack", "true");
    QuaternityRules autoPass = QuaternityRules.of(attack.variant().with("autoPass", "true").get());
    String drawn = after(autoPass, boxes, "resign(b)");
    assertEquals("D", field(drawn, 5));
    assertEquals("r", field(drawn, 1));
    assertEquals(Outcome.draw("STALEMATE"), autoPass.outcome(position(autoPass, drawn)));
    String stuck = after(attack, boxes, "resign(b)");
    assertEquals("*", field(stuck, 5));
    assertEquals("g", field(stuck, 1));
    assertEquals(set("pass"), legal(attack, stuck));
    assertEquals("w", field(after(attack, stuck, "pass"), 1));
  }

  /**
   * §4.5 settle step 3 and §7 A12: Green's bishop h2-e5 checks White's king a1, whose squares a2,
   * b1 and b2 Green's bishop e6, knight a3 and the checking bishop cover. White's only basic
   * defence, the block b8-b2, would also cover d2 and e2, Red's escapes from the Black rook l1, and
   * so mate Red, whose king e1 shields a1 from that rook: illegal under SELF_EXPOSURE=FORBID. White
   * is in check without a legal move, so it is mated at once, credited to the last mover, Green,
   * which takes White's army; Red, not mated, is to move. Under ALLOW the block is legal.
   */
  @Test
  void aCheckedPlayerWhoseOnlyDefencesExposeItIsMatedByTheLastMover() {
    String before = "12/11bK/12/12/1wR10/10gK1/4gB7/12/12/gN3gN2gN4/7gB4/wK3rK6bR g wrbg AAAA - *";
    assertEquals(
        "12/11bK/12/12/1wR10/10gK1/4gB7/4gB7/12/gN3gN2gN4/12/4rK6bR r grbg XAAA - *",
        after(before, "h2-e5"));
    QuaternityRules allow = rules("SELF_EXPOSURE", "ALLOW");
    String checked = after(allow, before, "h2-e5");
    assertEquals(
        "12/11bK/12/12/1wR10/10gK1/4gB7/4gB7/12/gN3gN2gN4/12/wK3rK6bR w wrbg AAAA - *", checked);
    assertEquals(set("b8-b2"), legal(allow, checked));
  }

  /**
   * §4.2 and §4.4: canDefend is basic legality, so a defence that the self-exposure filter would
   * forbid still saves the checked player from being mated by another player's move. The A12
   * position above with the check given by a Black bishop: after Black's h2-e5 White keeps the
   * block b8-b2 as a basic defence and is not mated; Green moves on. Only on White's own turn does
   * the filter leave it without a legal move, and it is mated then, credited to the last mover,
   * Green (§4.5 settle step 3).
   */
  @Test
  void aDefenceThatWouldExposeTheDefenderStillPreventsAMateUntilItsTurn() {
    String before = "12/11bK/12/12/1wR10/10gK1/4gB7/12/12/gN3gN2gN4/7bB4/wK3rK6bR b wrbg AAAA - *";
    String checked = after(before, "h2-e5");
    assertEquals(
        "12/11bK/12/12/1wR10/10gK1/4gB7/4bB7/12/gN3gN2gN4/12/wK3rK6bR g wrbg AAAA - *", checked);
    assertEquals(
        "12/11bK/12/12/1wR10/12/4gB5gK1/4bB7/12/gN3gN2gN4/12/4rK6bR r grbg XAAA - *",
        after(checked, "k7-k6"));
  }
}
