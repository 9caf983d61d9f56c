package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.legal;
import static io.github.latrunculi.quaternity.QuaternityFixtures.legalFrom;
import static io.github.latrunculi.quaternity.QuaternityFixtures.place;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static io.github.latrunculi.quaternity.QuaternityFixtures.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.kit.SquareSet;
import io.vavr.collection.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Dossier §4.2: which squares each kind of piece of each army attacks (pawns on their capture
 * squares only, §3.1 and §3.3), that only live pieces attack, and what a check or a pin then allows
 * (no move may leave the mover's king attacked).
 */
class QuaternityAttackTests {
  private static final QuaternityRules RULES = QuaternityFixtures.RULES;

  /**
   * White's king on f6 and rook on b1, one or two pieces of other armies around: White is in check
   * exactly when the dossier's geometry says the king's square is attacked, and then the rook's
   * quiet move b1-b2, which neither blocks nor captures, is illegal.
   */
  @ParameterizedTest
  @CsvSource({
    "e7:rPv, true",
    "f7:rPv, false",
    "g7:rPv, true",
    "e7:rP>, true",
    "e6:rP>, false",
    "e5:rP>, true",
    "g7:bP<, true",
    "g6:bP<, false",
    "g5:bP<, true",
    "g7:bPv, true",
    "e5:gP^, true",
    "f5:gP^, false",
    "g5:gP^, true",
    "g5:gP<, true",
    "g7:bP*, true",
    "e5:wP*, false",
    "d7:rN, true",
    "d6:rN, false",
    "h5:gN, true",
    "h4:gN, false",
    "c9:rB, true",
    "c9:rB e7:gN, false",
    "c9:rB e7:wN, false",
    "f11:gR, true",
    "e11:gR, false",
    "f11:gR f9:rPv, false",
    "j10:bQ, true",
    "j9:bQ, false",
    "l6:bQ, true",
    "g7:bK l12:-, true",
    "h7:bK l12:-, false"
  })
  void aKingIsInCheckWhenALivePieceOfAnotherArmyAttacksItsSquare(String pieces, boolean check) {
    String[] extra = pieces.split(" ");
    String[] all = new String[extra.length + 3];
    all[0] = "a1:-";
    all[1] = "f6:wK";
    all[2] = "b1:wR";
    System.arraycopy(extra, 0, all, 3, extra.length);
    String qfen = place(all) + " w wrbg AAAA - *";
    assertEquals(
        check, RULES.checks(position(qfen)).exists(c -> c.player().name().equals("w")), qfen);
    assertEquals(!check, legal(RULES, qfen).contains("b1-b2"), qfen);
  }

  /** §4.2: frozen pieces attack nothing, also a frozen king next to an active one (dossier T14). */
  @Test
  void frozenPiecesNeverGiveCheck() {
    String qfen =
        place("a1:-", "f6:wK", "b1:wR", "l12:-", "g7:bK", "d7:bN", "f11:bR") + " w wrbg AAFA - *";
    // White is not in check; the frozen Black king is (from the White king next to it), and so
    // is Green's king l1 (from the rook b1 along rank 1).
    assertEquals(
        io.vavr.collection.List.of("b", "g"),
        RULES.checks(position(qfen)).map(c -> c.player().name()).toList());
    assertTrue(legal(RULES, qfen).contains("b1-b2"));
    assertTrue(legalFrom(qfen, "f6").contains("f6-g6"), "next to the frozen king");
  }

  /** A king cannot step back along the line of the slider that checks it. */
  @Test
  void aKingCannotRetreatAlongTheCheckingLine() {
    String qfen = place("a1:-", "a2:wK", "a8:bR") + " w wrbg AAAA - *";
    Set<String> king = legalFrom(qfen, "a2");
    assertFalse(king.contains("a2-a1"), king::toString);
    assertFalse(king.contains("a2-a3"), king::toString);
    assertEquals(set("a2-b1", "a2-b2", "a2-b3"), king);
  }

  /** §4.4: a piece pinned by another player's slider moves only along the pin, capture included. */
  @Test
  void aPinnedPieceMovesOnlyAlongThePin() {
    String qfen = place("a4:wR", "a8:bR") + " w wrbg AAAA - *";
    assertEquals(set("a4-a2", "a4-a3", "a4-a5", "a4-a6", "a4-a7", "a4xa8"), legalFrom(qfen, "a4"));
    // A frozen rook pins nothing: the rook may also leave the file along rank 4.
    assertEquals(17, legalFrom(qfen.replace("AAAA", "AAFA"), "a4").size());
  }

  /** §3.4 and §5.2: a capture onto the promotion line promotes too (d11xe12=N). */
  @Test
  void aCaptureOntoTheLastRankPromotes() {
    String qfen = place("d11:wP^", "e12:rN") + " w wrbg AAAA - *";
    assertEquals(
        set(
            "d11-d12=Q",
            "d11-d12=R",
            "d11-d12=B",
            "d11-d12=N",
            "d11xe12=Q",
            "d11xe12=R",
            "d11xe12=B",
            "d11xe12=N"),
        legalFrom(qfen, "d11"));
    assertEquals(
        place("d11:-", "e12:wN") + " r wrbg AAAA - *", QuaternityFixtures.after(qfen, "d11xe12=N"));
  }

  /**
   * §3.4 and §7 A6: an uncommitted pawn next to its far corner promotes by either step (each
   * reaches the line of the direction it commits to) and by the forward capture onto the corner.
   */
  @Test
  void anUncommittedPawnPromotesOnItsFarCorner() {
    String qfen = place("l12:bN", "k10:bK", "k11:wP*") + " w wrbg AAAA - *";
    Set<String> expected = set();
    for (String piece : new String[] {"Q", "R", "B", "N"}) {
      expected = expected.addAll(set("k11-k12=" + piece, "k11-l11=" + piece, "k11xl12=" + piece));
    }
    assertEquals(expected, legalFrom(qfen, "k11"));
    assertEquals(
        place("l12:wB", "k10:bK") + " r wrbg AAAA - *",
        QuaternityFixtures.after(qfen, "k11xl12=B"));
  }

  /**
   * The attack map that sparse boards test king steps against (every hostile piece's squares added
   * up, the king's square taken as empty) against the attack test of each square, for every player,
   * along a random game until its board is bare.
   */
  @Test
  void theAttackMapAgreesWithTheTestOfEachSquare() {
    QuaternityMoveGenerator generator = RULES.generator();
    SplittableRandom random = new SplittableRandom(3);
    QuaternityPosition p = RULES.initial();
    for (int ply = 0; ply < 1200 && !p.isOver(); ply++) {
      QuaternityDraft w = p.read();
      for (int player = 0; player < QuaternityArmy.COUNT; player++) {
        int hostile = generator.hostileArmies(w, player);
        int king = w.kings[player];
        long[] map = new long[QuaternityTables.WORDS];
        for (int sq = w.nextPiece(0, hostile);
            sq < QuaternityTables.SQUARES;
            sq = w.nextPiece(sq + 1, hostile)) {
          QuaternityAttacks.addAttacks(w, w.board[sq], sq, king, map);
        }
        for (int sq = 0; sq < QuaternityTables.SQUARES; sq++) {
          String where = p + " player " + player + " square " + sq;
          assertEquals(
              QuaternityAttacks.attacked(w, sq, hostile, king), SquareSet.contains(map, sq), where);
        }
      }
      var moves = RULES.legalMoves(p);
      p = RULES.apply(p, moves.get(random.nextInt(moves.size())));
    }
  }
}
