package io.github.latrunculi.quaternity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.kit.IntBuffer;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The generator's shortcuts (pins and checks read from the king's rays, mates played out only when
 * kings screen a slider, kings in check kept with the position) against the plain definition of
 * §4.4 on random playouts: a pseudo-legal move is legal when, played on a copy, it leaves the
 * mover's king out of check, and (SELF_EXPOSURE=FORBID) still does after the mates it completes are
 * resolved.
 */
class QuaternityMoveGeneratorTests {
  @ParameterizedTest
  @CsvSource({
    "autoPass, false",
    "kingCapture, true",
    "SELF_EXPOSURE, ALLOW",
    "frozenPiecesAttack, true",
    "frozenPiecesCapturable, false"
  })
  void legalMovesFollowTheDefinition(String option, String value) {
    QuaternityVariant variant = QuaternityVariant.STANDARD.with(option, value).get();
    QuaternityRules rules = QuaternityRules.of(variant);
    for (int seed = 0; seed < 4; seed++) {
      QuaternityPosition p = rules.initial();
      if (seed % 2 == 1) {
        p = rules.play(p, "resign(b)").get();
      }
      followTheDefinition(rules, p, seed, 300);
    }
  }

  /**
   * A random game of the standard rules followed until its board is bare: the king steps of the
   * sparse boards most of a game is played on are tested against a map of the hostile attacks.
   */
  @ParameterizedTest
  @ValueSource(ints = {0, 1})
  void legalMovesFollowTheDefinitionUntilTheBoardIsBare(int seed) {
    QuaternityRules rules = QuaternityFixtures.RULES;
    followTheDefinition(rules, rules.initial(), seed, 1500);
  }

  /**
   * Dossier positions where kings stand on lines with sliders behind them (T14, T16a, T16b, T17,
   * T18): the shortcuts of the self-exposure test (mates played out only when kings screen a
   * non-own slider from the mover's king) against the definition, on playouts from there.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "rK10bK/12/12/12/12/4gR7/12/12/12/9wK2/7gP<4/11gK w wrbg AAAF - *",
        "rK10bK/12/3wN4wNwN2/1wN10/12/12/4gK7/12/12/12/6wR5/wK11 w wrbg AAAA - *",
        "12/12/12/6gK5/12/12/4wK7/7wR4/12/12/12/wR1rK8bK w wrbg AAAA - *",
        "gK10bK/12/12/12/12/12/12/12/12/7wR4/12/wK3rK6bR w wrbg AAAA - *",
        "rK6wR4/12/1rN9bK/5wN6/12/12/12/bR11/12/12/12/4wK6gK w wrbg AAAA - *"
      })
  void legalMovesFollowTheDefinitionWhereKingsScreenSliders(String qfen) {
    for (int seed = 0; seed < 6; seed++) {
      followTheDefinition(QuaternityFixtures.RULES, QuaternityFixtures.position(qfen), seed, 120);
    }
  }

  private static void followTheDefinition(
      QuaternityRules rules, QuaternityPosition start, int seed, int plies) {
    QuaternityMoveGenerator generator = rules.generator();
    boolean forbid = rules.variant().selfExposure() == QuaternityVariant.SelfExposure.FORBID;
    SplittableRandom random = new SplittableRandom(seed);
    QuaternityPosition p = start;
    for (int ply = 0; ply < plies && !p.isOver(); ply++) {
      QuaternityDraft w = p.work();
      int player = w.toMove;
      IntBuffer pseudo = new IntBuffer(16);
      generator.pseudoMoves(w, player, pseudo);
      TreeSet<Integer> expected = new TreeSet<>();
      for (int i = 0; i < pseudo.size(); i++) {
        QuaternityDraft copy = w.copy();
        generator.makeBoardMove(copy, player, pseudo.get(i));
        boolean legal = !generator.inCheck(copy, player);
        if (legal && forbid) {
          generator.resolveMates(copy, player);
          legal = !generator.inCheck(copy, player);
        }
        if (legal) {
          expected.add(pseudo.get(i));
        }
      }
      IntBuffer legal = new IntBuffer(16);
      generator.addLegalMoves(w, player, legal);
      TreeSet<Integer> actual = new TreeSet<>();
      for (int i = 0; i < legal.size(); i++) {
        actual.add(legal.get(i));
      }
      String line = rules.notation().formatPosition(p);
      assertEquals(expected, actual, () -> line);
      assertEquals(expected.size(), generator.legalMoveCount(w, player), () -> "count " + line);
      QuaternityDraft scanned = w.copy();
      generator.computeChecks(scanned);
      assertEquals(scanned.checks, w.checks, () -> "kings in check kept with " + line);
      var moves = rules.legalMoves(p);
      p = rules.apply(p, moves.get(random.nextInt(moves.size())));
    }
  }
}
