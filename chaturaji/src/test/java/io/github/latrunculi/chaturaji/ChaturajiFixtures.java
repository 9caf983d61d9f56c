package io.github.latrunculi.chaturaji;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.List;
import io.vavr.control.Either;

/** Helpers that read the dossier's test vectors: position lines, sorted legal lists, plays. */
final class ChaturajiFixtures {
  static final String START_BOARD =
      "yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/6rPErE/gPBgPHgPEgPK2rPHrH/gBgHgEgK2rPBrB";

  private ChaturajiFixtures() {}

  /** Returns the rules named by the variant field of a position line. */
  static ChaturajiRules rulesOf(String line) {
    return rules(line.split(" ")[1]);
  }

  /** Returns the rules of a variant field such as {@code partnership-dice,link=lane}. */
  static ChaturajiRules rules(String variantField) {
    return Setup.parseVariantField(variantField).flatMap(ChaturajiGame::chaturajiRules).get();
  }

  /** Parses a position line with the rules its variant field names; fails the test if refused. */
  static ChaturajiPosition position(String line) {
    Either<Rejection, ChaturajiPosition> parsed = rulesOf(line).notation().parsePosition(line);
    assertTrue(parsed.isRight(), () -> "refused " + line + ": " + parsed.getLeft());
    return parsed.get();
  }

  /** Asserts the legal actions of a position, as the dossier lists them (order ignored). */
  static void assertLegal(String line, String expected) {
    ChaturajiRules rules = rulesOf(line);
    ChaturajiPosition position = position(line);
    List<String> actual =
        rules
            .legalMoves(position)
            .map(m -> rules.notation().formatMove(position, m))
            .toList()
            .sorted();
    assertEquals(List.of(expected.trim().split("\\s+")).sorted(), actual, line);
    assertEquals(actual.size(), rules.countLegalMoves(position), "countLegalMoves of " + line);
  }

  /** Plays a move given as text and asserts the exact resulting line. */
  static void assertPlay(String line, String move, String after) {
    ChaturajiRules rules = rulesOf(line);
    Either<Rejection, ChaturajiPosition> result = rules.play(position(line), move);
    assertTrue(result.isRight(), () -> move + " refused in " + line + ": " + result.getLeft());
    assertEquals(after, rules.notation().formatPosition(result.get()), move + " from " + line);
  }

  /** Asserts that a move is refused with the given code and a message naming something. */
  static Rejection assertRejected(String line, String move, ChaturajiRejection code) {
    ChaturajiRules rules = rulesOf(line);
    Either<Rejection, ChaturajiPosition> result = rules.play(position(line), move);
    assertTrue(result.isLeft(), () -> move + " was accepted in " + line);
    assertEquals(code, result.getLeft().code(), () -> move + ": " + result.getLeft());
    assertTrue(!result.getLeft().message().isBlank(), "a rejection explains itself");
    return result.getLeft();
  }
}
