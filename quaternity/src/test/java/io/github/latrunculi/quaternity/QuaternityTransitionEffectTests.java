package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.after;
import static io.github.latrunculi.quaternity.QuaternityFixtures.field;
import static io.github.latrunculi.quaternity.QuaternityFixtures.legalFrom;
import static io.github.latrunculi.quaternity.QuaternityFixtures.place;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static io.github.latrunculi.quaternity.QuaternityFixtures.qfen;
import static io.github.latrunculi.quaternity.QuaternityFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Square;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import org.junit.jupiter.api.Test;

/**
 * The side effects of the transitions of §4.5 that the resulting position shows: PASS and FREEZE
 * clear a pending draw offer, a freeze takes the frozen pieces' checks away at once (§4.2), and a
 * king capture (option kingCapture, §7 A10) revives the taken army, whose checks count at once.
 */
class QuaternityTransitionEffectTests {

  /** Dossier T12: White is stuck but not in check, so it must pass; the pass clears its offer. */
  @Test
  void aPassClearsThePendingOffer() {
    String t12 = "rK10bK/12/12/1bR10/12/12/12/12/12/12/3bR8/wK10gK w wrbg AAAA - *";
    String offered = after(t12, "offer-draw");
    assertEquals("w+", field(offered, 4));
    String passed = after(offered, "pass");
    assertEquals("-", field(passed, 4));
    assertEquals("r", field(passed, 1));
  }

  /** §4.5 FREEZE: clear offer, whoever freezes. */
  @Test
  void aFreezeClearsThePendingOffer() {
    String kings = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAAA - *";
    assertEquals("-", field(after(kings, "offer-draw", "resign(r)"), 4));
  }

  /**
   * The Red rook a6 checks White's king a1; once Red resigns its pieces no longer attack (§4.2,
   * frozenPiecesAttack=false), so White is out of check and its knight f6 moves freely.
   */
  @Test
  void aFreezeEndsTheChecksOfTheFrozenPieces() {
    QuaternityRules rules = QuaternityFixtures.RULES;
    String checked = place("a6:rR", "f6:wN") + " w wrbg AAAA - *";
    assertEquals(set(), legalFrom(checked, "f6"));
    QuaternityPosition frozen = played(rules, checked, "resign(r)");
    assertEquals("AFAA", field(qfen(rules, frozen), 3));
    assertTrue(rules.checks(frozen).isEmpty());
    assertEquals(
        set("f6-d5", "f6-d7", "f6-e4", "f6-e8", "f6-g4", "f6-g8", "f6-h5", "f6-h7"),
        movesFrom(rules, frozen, "f6"));
  }

  /**
   * kingCapture: the White rook a6 takes the frozen Red king a12 (left in check). Red's army
   * passes to White alive, so Red's rook f12 now checks Black's king l12 along rank 12: Black,
   * next to move, must answer the check, and its knight e3, which cannot, has no legal move.
   */
  @Test
  void aCapturedFrozenArmyChecksAtOnceUnderItsNewOwner() {
    QuaternityRules rules =
        QuaternityRules.of(QuaternityVariant.STANDARD.with("kingCapture", "true").get());
    String before = place("a6:wR", "f12:rR", "e3:bN") + " w wrbg AFAA - *";
    QuaternityPosition taken = played(rules, before, "a6xa12");
    assertEquals(
        "wR4rR5bK/12/12/12/12/12/12/12/12/4bN7/12/wK10gK b wwbg AXAA - *", qfen(rules, taken));
    var checks = rules.checks(taken);
    assertEquals(1, checks.size());
    assertEquals("b", checks.head().player().name());
    assertEquals(List.of(new Square(5, 11)), checks.head().attackers());
    assertEquals(set(), movesFrom(rules, taken, "e3"));
    assertEquals(set("l12-k11", "l12-l11"), movesFrom(rules, taken, "l12"));
  }

  /** The position after the moves, kept as played (not printed and parsed again). */
  private static QuaternityPosition played(QuaternityRules rules, String qfen, String... moves) {
    QuaternityPosition p = position(rules, qfen);
    for (String move : moves) {
      p = rules.play(p, move).get();
    }
    return p;
  }

  private static Set<String> movesFrom(QuaternityRules rules, QuaternityPosition p, String from) {
    return HashSet.ofAll(rules.legalMoves(p))
        .map(m -> rules.notation().formatMove(p, m))
        .filter(text -> text.startsWith(from + "-") || text.startsWith(from + "x"));
  }
}
