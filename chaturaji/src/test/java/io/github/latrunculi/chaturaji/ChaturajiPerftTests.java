package io.github.latrunculi.chaturaji;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.agent.Perft;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Perft from fixed positions; every value comes from the dossier or from hand counting. */
class ChaturajiPerftTests {
  private static final String START =
      "yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/6rPErE/gPBgPHgPEgPK2rPHrH/gBgHgEgK2rPBrB";

  @ParameterizedTest(name = "{0} depth {2} = {3} ({4})")
  @CsvSource(
      delimiter = ';',
      textBlock =
          """
          # position line                                      ; variant          ; depth ; leaves ; source
          chaturaji partnership START r - - - 0 1              ; partnership      ; 1     ; 9      ; dossier §10 / TV1
          chaturaji partnership START r - - - 0 1              ; partnership      ; 2     ; 81     ; dossier TV16
          chaturaji partnership START r - - - 0 1              ; partnership      ; 3     ; 729    ; dossier TV16
          chaturaji partnership START r - - - 0 1              ; partnership      ; 4     ; 6561   ; dossier TV16
          chaturaji partnership START r - - - 0 1              ; partnership      ; 5     ; 71280  ; dossier TV16
          chaturaji partnership-dice START r ? - - 0 1         ; partnership-dice ; 1     ; 4      ; dossier TV2 (R1 R2 R3 R4)
          chaturaji partnership-dice START r ? - - 0 1         ; partnership-dice ; 2     ; 9      ; dossier §10 (2 + 3 + 1 + 3)
          chaturaji partnership-dice START r 3 - - 0 1         ; partnership-dice ; 1     ; 1      ; dossier TV2 (value 3: g3-f3)
          chaturaji partnership-dice START r ? - - 0 1         ; partnership-dice ; 3     ; 36     ; hand: 9 first moves, each followed by 4 throws
          chaturaji partnership-dice,link=lane START r ? - - 0 1 ; partnership-dice,link=lane ; 2 ; 9 ; dossier §10 (link=lane: identical counts at the start)
          chaturaji partnership-dice,dice=forbes START r ? - - 0 1 ; partnership-dice,dice=forbes ; 2 ; 10 ; dossier TV2 forbes (1 + 2 + 1 pass + 6)
          chaturaji partnership-dice,dice=biruni START r ? - - 0 1 ; partnership-dice,dice=biruni ; 2 ; 10 ; hand §4.3 biruni: 1 maraja or soldier 6, 2 boat 1, 3 horse 2, 4 elephant boxed in: pass 1
          """)
  void perft(String line, String variant, int depth, long leaves, String source) {
    ChaturajiRules rules = ChaturajiFixtures.rules(variant.strip());
    ChaturajiPosition position =
        rules.notation().parsePosition(line.strip().replace("START", START)).get();
    assertEquals(leaves, Perft.count(rules, position, depth), source);
  }
}
