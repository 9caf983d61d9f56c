package io.github.latrunculi.malha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.vavr.collection.LinkedHashMap;
import io.vavr.control.Either;

/**
 * Replays the dossier's §9 tables: a start position given by its seven fields, then rows of a move
 * and either the expected fields after it or the expected rejection code. As in the dossier, each
 * row applies to the position left by the previous legal row.
 */
final class MalhaFixtures {
  private MalhaFixtures() {}

  static MalhaRules rules(String... keyValues) {
    LinkedHashMap<String, String> options = LinkedHashMap.empty();
    for (int i = 0; i < keyValues.length; i += 2) {
      options = options.put(keyValues[i], keyValues[i + 1]);
    }
    return new MalhaRules(MalhaVariant.of(MalhaVariant.SPECS.read(options).get()));
  }

  static MalhaPosition parse(MalhaRules rules, String fields) {
    String line = "malha " + rules.variantName() + " " + fields;
    Either<Rejection, MalhaPosition> parsed = rules.notation().parsePosition(line);
    assertTrue(parsed.isRight(), () -> "start refused: " + parsed.getLeft());
    assertEquals(line, rules.notation().formatPosition(parsed.get()), "start line round trip");
    return parsed.get();
  }

  static String fields(MalhaRules rules, MalhaPosition position) {
    String line = rules.notation().formatPosition(position);
    return line.substring(("malha " + rules.variantName() + " ").length());
  }

  /**
   * Plays the rows from {@code start}; a row is {@code {move, expected}} where expected is the
   * fields of the resulting position or {@code "ILLEGAL " + code}. Returns the last position.
   */
  static MalhaPosition replay(MalhaRules rules, String start, String[][] rows) {
    MalhaPosition position = parse(rules, start);
    for (String[] row : rows) {
      String move = row[0];
      String expected = row[1];
      Either<Rejection, MalhaPosition> result = rules.play(position, move);
      if (expected.startsWith("ILLEGAL ")) {
        assertTrue(
            result.isLeft(),
            () -> move + " should be illegal but gave " + fields(rules, result.get()));
        assertEquals(
            expected.substring(8),
            result.getLeft().codeName(),
            () -> move + ": " + result.getLeft());
        assertTrue(result.getLeft().message().length() > 10, "a rejection explains itself");
      } else {
        assertTrue(result.isRight(), () -> move + " refused: " + result.getLeft());
        assertEquals(expected, fields(rules, result.get()), "after " + move);
        position = result.get();
      }
    }
    return position;
  }
}
