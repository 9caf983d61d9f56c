package io.github.latrunculi.quaternity;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.agent.Perft;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft from the start position: the dossier's §8 / T22 counts, for the defaults and options. */
class QuaternityPerftTests {
  @ParameterizedTest(name = "{0} {1} depth {2} = {3} ({4})")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          option                  | value            | depth | leaves | source
          -                       | -                | 1     | 41     | dossier §8 table and T22
          -                       | -                | 2     | 1681   | dossier §8 and T22 (41 x 41)
          -                       | -                | 3     | 68798  | dossier §8 and T22
          firstPlayer             | r                | 1     | 41     | dossier §8: every seat has 41 moves by symmetry
          firstPlayer             | g                | 3     | 68798  | dossier §2.3 rotational symmetry of §8's perft(3)
          turnDirection           | counterclockwise | 1     | 41     | dossier §8 (the first player's moves)
          acpSideCaptureCommits   | false            | 3     | 68798  | dossier §8: no option changes perft(1..3)
          frozenPiecesAttack      | true             | 3     | 68798  | dossier §8: no option changes perft(1..3)
          frozenPiecesCapturable  | false            | 3     | 68798  | dossier §8: no option changes perft(1..3)
          kingCapture             | true             | 3     | 68798  | dossier §8: no king is in check in three plies
          SELF_EXPOSURE           | ALLOW            | 3     | 68798  | dossier §8: no mate is reachable in three plies
          twoPlayerStalemate      | loss             | 2     | 1681   | dossier §8: no option changes perft(1..3)
          autoPass                | true             | 2     | 1681   | dossier §8: no option changes perft(1..3)
          resignOnlyOnTurn        | true             | 2     | 1681   | dossier §8: no option changes perft(1..3)
          endWhenOneActive        | false            | 2     | 1681   | dossier §8: no option changes perft(1..3)
          """,
      useHeadersInDisplayName = true)
  void perftFromTheStart(String option, String value, int depth, long leaves, String source) {
    Map<String, String> options =
        option.equals("-") ? LinkedHashMap.empty() : LinkedHashMap.of(option, value);
    QuaternityRules rules = QuaternityRules.of(QuaternityVariant.withOptions(options).get());
    assertEquals(leaves, Perft.count(rules, rules.initial(), depth), source);
  }
}
