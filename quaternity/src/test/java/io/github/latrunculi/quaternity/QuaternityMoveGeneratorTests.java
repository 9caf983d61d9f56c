package io.github.latrunculi.quaternity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The generator's shortcuts (attack tests skipped when no line links the moved squares to a king)
 * against the plain definition of §4.4 on random playouts: a pseudo-legal move is legal when,
 * played on a copy, it leaves the mover's king out of check, and (SELF_EXPOSURE=FORBID) still
 * does after the mates it completes are resolved.
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
    QuaternityMoveGenerator generator = rules.generator();
    boolean forbid = variant.selfExposure() == QuaternityVariant.SelfExposure.FORBID;
    for (int seed = 0; seed < 4; seed++) {
      SplittableRandom random = new SplittableRandom(seed);
      QuaternityPosition p = rules.initial();
      if (seed % 2 == 1) {
        p = rules.play(p, "resign(b)").get();
      }
      for (int ply = 0; ply < 300 && !p.isOver(); ply++) {
        QuaternityDraft w = p.work();
        int player = w.toMove;
        QuaternityMoveBuffer pseudo = new QuaternityMoveBuffer();
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
        QuaternityMoveBuffer legal = new QuaternityMoveBuffer();
        generator.legalMoves(w, player, legal);
        TreeSet<Integer> actual = new TreeSet<>();
        for (int i = 0; i < legal.size(); i++) {
          actual.add(legal.get(i));
        }
        String line = rules.notation().formatPosition(p);
        assertEquals(expected, actual, () -> line);
        var moves = rules.legalMoves(p);
        p = rules.apply(p, moves.get(random.nextInt(moves.size())));
      }
    }
  }
}
