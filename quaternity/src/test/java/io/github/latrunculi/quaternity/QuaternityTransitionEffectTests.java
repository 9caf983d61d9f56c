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
 * king capture (option kingCapture, §7 A10) hands the taken army to the capturer, so its checks
 * count at once (a frozen army revived) or end (on the capturer's king), and a king removed when
 * its player is mated on its own turn (§4.5 settle step 3) opens its lines at once.
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
   * kingCapture: the White rook a6 takes the frozen Red king a12 (left in check). Red's army passes
   * to White alive, so Red's rook f12 now checks Black's king l12 along rank 12: Black, next to
   * move, must answer the check, and its knight e3, which cannot, has no legal move.
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

  /**
   * kingCapture (§7 A10): taking a king hands its army to the capturer, so it ends every check by
   * that army, even a double check. Green's knight c3-d5 uncovers the Red bishop e5 on White's king
   * a1, already in check from the Red rook a8; the Red rook b8 covers b1 and b2. No king move and
   * no block answers two checkers, but the White knight f6 may take Red's king g8, left in check,
   * after which the rooks and the bishop are White's: White is not mated and that capture is its
   * only legal move.
   */
  @Test
  void takingTheCheckersKingAnswersADoubleCheck() {
    QuaternityRules rules =
        QuaternityRules.of(QuaternityVariant.STANDARD.with("kingCapture", "true").get());
    String before = "11bK/12/12/12/rRrR4rK5/12/5wN6/4rB7/12/2gN9/12/wK10gK g wrbg AAAA - *";
    String doubled = after(rules, before, "c3-d5");
    assertEquals("11bK/12/12/12/rRrR4rK5/12/5wN6/3gNrB7/12/12/12/wK10gK w wrbg AAAA - *", doubled);
    assertEquals(
        2,
        rules
            .checks(position(rules, doubled))
            .find(c -> c.player().name().equals("w"))
            .get()
            .attackers()
            .size());
    assertEquals(set("f6xg8"), QuaternityFixtures.legal(rules, doubled));
    assertEquals(
        "11bK/12/12/12/rRrR4wN5/12/12/3gNrB7/12/12/12/wK10gK b wwbg AXAA - *",
        after(rules, doubled, "f6xg8"));
  }

  /**
   * §4.5 settle step 3 when the mated king stood on a line: Green's bishop c8-e6 checks White's
   * king a2, whose squares a3, b1 and b2 the Red queen e7 and bishops f5 and e5 cover (a1 holds
   * White's rook). White's only basic defence, the block b9-b3, would cover d3, e3 and f3, the last
   * escapes of Black's king e2 from the Red rook l2 (d1, e1 and f1 are the White rook a1's), and so
   * mate Black, whose king shields a2 from l2: illegal. White is mated at once, credited to Green,
   * and its removed king opens the a-file from its rook a1, now Green's, to Red's king a12. Red, to
   * move, is in check: its legal moves are the ones that answer it (the queen or the bishop e5 on
   * the a-file, or the bishop taking the rook), as b11 and b12 are the rook b9's.
   */
  @Test
  void theKingRemovedBySettlingOpensItsLineAtOnce() {
    String before = "rK9gK1/12/12/1wR10/2gB9/4rQ7/12/4rBrB6/12/12/wK3bK6rR/wR11 g wrbg AAAA - *";
    QuaternityRules rules = QuaternityFixtures.RULES;
    QuaternityPosition settled = played(rules, before, "c8-e6");
    assertEquals(
        "rK9gK1/12/12/1wR10/12/4rQ7/4gB7/4rBrB6/12/12/4bK6rR/wR11 r grbg XAAA - *",
        qfen(rules, settled));
    assertEquals(
        set("e7-a3", "e7-a7", "e7-a11", "e5-a9", "e5xa1"),
        HashSet.ofAll(rules.legalMoves(settled)).map(m -> rules.notation().formatMove(settled, m)));
  }
}
