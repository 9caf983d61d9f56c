package io.github.latrunculi.malha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Seq;
import io.vavr.control.Either;

/**
 * Replays the dossier's §9 tables: a start position given by its seven fields, then rows of a move
 * and either the expected fields after it or the expected rejection code. As in the dossier, each
 * row applies to the position left by the previous legal row. Also reads what a user interface
 * learns through the interaction model: the squares it may click, the flagged steps, the soldiers a
 * move removes and the exchange hint.
 */
final class MalhaFixtures {
  private MalhaFixtures() {}

  static MalhaRules rules(String... keyValues) {
    LinkedHashMap<String, String> options = LinkedHashMap.empty();
    for (int i = 0; i < keyValues.length; i += 2) {
      options = options.put(keyValues[i], keyValues[i + 1]);
    }
    return MalhaRules.of(MalhaVariant.of(MalhaVariant.SPECS.read(options).get()));
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

  /** Returns the squares a turn builder offers to click next, in name order. */
  static String clickable(TurnBuilder<MalhaPosition, MalhaMove> builder) {
    return builder
        .next()
        .map(TurnBuilder.Next::input)
        .filter(input -> input instanceof Input.Click)
        .map(Input::token)
        .sorted()
        .mkString(" ");
  }

  /**
   * Returns the legal flagged steps (exchange request, confirmation, offer or completion): the
   * moves whose inputs end with the choice {@code flag}, kind {@code exchange}.
   */
  static Seq<MalhaMove> exchangeSteps(MalhaRules rules, MalhaPosition position) {
    return rules
        .legalMoves(position)
        .filter(move -> rules.moveInputs(position, move).kind().equals("exchange"));
  }

  /**
   * Returns the squares whose soldier a step removed, as the board views before and after show them
   * (captured or exchanged, the stepping soldier itself if exchanged), in name order.
   */
  static String removed(
      MalhaRules rules, MalhaPosition before, MalhaMove.Step step, MalhaPosition after) {
    BoardView was = rules.view(before);
    BoardView is = rules.view(after);
    return was.pieces()
        .map(BoardView.Piece::square)
        .map(square -> square.equals(step.from()) ? step.to() : square)
        .filter(square -> is.pieceAt(square).isEmpty())
        .map(square -> square.name())
        .sorted()
        .mkString(" ");
  }

  /** Returns the view's fact {@code exchangeHint}: what raising the exchange flag means now. */
  static String hint(MalhaRules rules, MalhaPosition position) {
    return rules.view(position).fact("exchangeHint").get();
  }
}
