package io.github.latrunculi.amazonsflip;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.agent.Perft;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Perft (turn counts) from fixed positions; each row names where its expected value comes from.
 *
 * <p>Hand count of depth 1 from the initial setup (§2), valid for every variant: each player 1
 * amazon has 20 queen moves (a7: E 8, N 3, S 2, NE 2, SE 5; d1: N 8, E 2, W 3, NE 5, NW 2; g10 and
 * j4 the same by symmetry), every ray ends at an edge or a player 2 amazon, and none of the rays
 * crosses e5, e6, f5 or f6, so the centre stones of the later variants change nothing. The opening
 * turn has no fire, so 4 x 20 = 80 turns.
 *
 * <p>Hand count of depth 1 of E12's position (border; amazon a1, own stones a3, b3, b2): the
 * destinations are a2 and b1 to j1. Counting interior empty squares reachable from each (the
 * perimeter is banned for plain shots, there are no enemy stones): a2 0 (E12d), b1 7 (NE c2..i8),
 * c1 14 (N c2..c9, NE d2..i7), d1 14 (N 8, NW c2, NE e2..i6), e1 15 (N 8, NW d2..b4, NE f2..i5), f1
 * 15, g1 15, h1 15, i1 15 (N 8 and 7 diagonal squares each), j1 8 (NW i2..b9): 118 turns.
 */
class AmazonsflipPerftTests {
  @ParameterizedTest(name = "{0} depth {2} = {3} ({4})")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          regular    | initial | 1 | 80     | issue 5; dossier §2: 4 amazons x 20 queen moves, opening is move-only
          border     | initial | 1 | 80     | issue 5
          regular    | initial | 2 | 171580 | issue 5
          border     | initial | 2 | 125676 | issue 5
          desdemona2 | initial | 1 | 80     | hand count in the class comment
          cassio     | initial | 1 | 80     | hand count in the class comment
          iago1115   | initial | 1 | 80     | hand count in the class comment
          iago       | initial | 1 | 80     | hand count in the class comment
          border     | amazonsflip border 9a/10/10/10/10/10/10/SS8/1S8/A9 1 - | 1 | 118 | dossier §7 E12 position, hand count in the class comment
          """)
  void perft(String variant, String start, int depth, long expected, String source) {
    AmazonsflipRules rules = AmazonsflipRules.of(AmazonsflipVariant.byId(variant).get());
    AmazonsflipPosition position =
        start.equals("initial") ? rules.initial() : rules.notation().parsePosition(start).get();
    assertEquals(expected, Perft.count(rules, position, depth));
  }
}
