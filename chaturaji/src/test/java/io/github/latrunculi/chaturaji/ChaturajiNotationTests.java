package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiFixtures.START_BOARD;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.assertRejected;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.position;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.rulesOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The text forms of §7.1 (position line) and §7.2 (moves) of the dossier, and TV17's codes. */
class ChaturajiNotationTests {
  static final String FREE_START = "chaturaji partnership " + START_BOARD + " r - - - 0 1";
  static final String DICE_START = "chaturaji partnership-dice " + START_BOARD + " r ? - - 0 1";

  @Test
  void tv17MalformedInput() {
    assertRejected(FREE_START, "g1g2", ChaturajiRejection.MALFORMED);
    assertRejected(FREE_START, "", ChaturajiRejection.MALFORMED);
    assertRejected(FREE_START, "i1-i2", ChaturajiRejection.MALFORMED);
    assertRejected(FREE_START, "Xq", ChaturajiRejection.MALFORMED);
    assertRejected(FREE_START, "e4-e5", ChaturajiRejection.NO_MAN);
  }

  @Test
  void positionsThatCannotAriseAreRefused() {
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership");
    String[] invalid = {
      // a Green soldier on its own edge
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/gPB2gK4 r - - - 0 1",
      // Green has no maraja but is not a prisoner
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/8 r - - - 0 1",
      // a commander without its maraja
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/8 r - g g 0 1",
      // a die value in free mode
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gK4 r 3 - - 0 1",
      // Green's slot is lost, so it cannot be Green's turn
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gE4 g - - g 0 1",
      // two commanders in one camp
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gK4 r - gb - 0 1",
    };
    for (String line : invalid) {
      assertEquals(
          ChaturajiRejection.INVALID_POSITION,
          rules.notation().parsePosition(line).getLeft().code(),
          line);
    }
    assertEquals(
        ChaturajiRejection.MALFORMED,
        rules.notation().parsePosition(DICE_START).getLeft().code(),
        "the line of another variant");
    assertEquals(
        ChaturajiRejection.MALFORMED,
        rules.notation().parsePosition(null).getLeft().code(),
        "no line");
  }

  /** §7.2: every action's canonical text reads back to the same text. */
  @ParameterizedTest(name = "{1}")
  @CsvSource(
      delimiter = ';',
      textBlock =
          """
          chaturaji partnership START r - - - 0 1                                          ; h1-f3
          chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/4rK3/8/8/3gK4 r - - - 0 12           ; e4xe5
          chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/8/8/3gK4 g - - - 2 90             ; c7-c8=E
          chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/8/8/3gK4 g - - - 2 90             ; c7xb8=H
          chaturaji partnership-dice START r ? - - 0 1                                     ; R3
          chaturaji partnership 4bK3/8/8/yK7/8/3gK4/6yPEyH/6yErK r - - - 0 30              ; --
          chaturaji partnership 4bK3/8/6bPH1/yK7/5rPK2/3gPK4/8/2gEyH4 b - - rg 11 80       ; Xrg
          chaturaji partnership,release=on 4bE3/8/8/8/7rK/8/8/3gE4 r - - gyb 0 60           ; Xy
          """)
  void moveTextRoundTrip(String line, String text) {
    String pos = line.strip().replace("START", START_BOARD);
    ChaturajiRules rules = rulesOf(pos);
    ChaturajiPosition position = position(pos);
    Either<Rejection, ChaturajiMove> move = rules.notation().parseMove(position, text.strip());
    assertTrue(move.isRight(), () -> text + ": " + move.getLeft());
    assertEquals(text.strip(), rules.notation().formatMove(position, move.get()));
    assertTrue(rules.legalMoves(position).contains(move.get()), text + " is legal there");
  }

  @Test
  void captureWrittenWithADashIsFormattedWithX() {
    // §7.2 leniency: '-' is accepted for a capture and written back with 'x' (TV7).
    String pos = "chaturaji partnership-dice 4bK2rK/8/8/yK2gH4/4rPK3/3gPB4/8/3gK4 r 4 - - 0 44";
    ChaturajiRules rules = rulesOf(pos);
    ChaturajiMove move = rules.notation().parseMove(position(pos), "e4-d3").get();
    assertEquals("e4xd3", rules.notation().formatMove(position(pos), move));
  }

  @Test
  void promotionSuffixMustNameAMajorKind() {
    String pos = "chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/8/8/3gK4 g - - - 2 90";
    assertRejected(pos, "c7-c8=Q", ChaturajiRejection.WRONG_PROMOTION);
    assertRejected(pos, "c7-c8=P", ChaturajiRejection.WRONG_PROMOTION);
  }

  @Test
  void notCanonicalLinesAreMalformed() {
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership");
    String[] malformed = {
      // a soldier token without its link letter
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/3gP4/3gK4 r - - - 0 1",
      // adjacent digits
      "chaturaji partnership 44bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 1",
      // a rank of seven squares
      "chaturaji partnership 4bK2/8/8/yK7/7rK/8/8/3gK4 r - - - 0 1",
      // the transferred mark on a maraja
      "chaturaji partnership 4bK*3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 1",
      // prisoners not sorted r g y b
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gK4 r - - gr 0 1",
      // a quiet counter with a leading zero
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 01 1",
      // turn 0
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 0",
      // a default option written out
      "chaturaji partnership,hierarchy=on 4bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 1",
      // a token cut short at the end of a rank: an army letter alone, a soldier without its link
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gK3g r - - - 0 1",
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gK3gP r - - - 0 1",
      // an army twice among the commanders
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gK4 r - gg - 0 1",
      // eight fields
      "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0",
    };
    for (String line : malformed) {
      assertEquals(
          ChaturajiRejection.MALFORMED,
          rules.notation().parsePosition(line).getLeft().code(),
          line);
    }
  }

  @Test
  void moreImpossiblePositionsOfSection71() {
    String[][] invalid = {
      // five Green soldiers
      {"partnership", "4bK3/8/8/yK7/7rK/8/gPBgPHgPEgPKgPK3/3gK4 r - - - 0 1"},
      // two Green elephants under promotion=lane-if-lost
      {"partnership", "4bK3/8/8/yK7/7rK/8/gEgE6/3gK4 r - - - 0 1"},
      // a Green soldier on its promotion edge (rank 8)
      {"partnership", "2gPE1bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 1"},
      // two Green boats under promotion=lane-if-lost
      {"partnership", "4bK3/8/8/yK7/7rK/8/gBgB6/3gK4 r - - - 0 1"},
      // Red among the prisoners six times
      {"partnership", "4bK3/8/8/yK7/7rK/8/8/3gK4 r - - rrrrrr 0 1"},
      // a value the seed's die cannot show
      {"partnership-dice", "4bK3/8/8/yK7/7rK/8/8/3gK4 r 5 - - 0 1"},
      // no throw due and no value showing in die mode
      {"partnership-dice", "4bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 1"},
      // a throw due in free mode
      {"partnership", "4bK3/8/8/yK7/7rK/8/8/3gK4 r ? - - 0 1"},
    };
    for (String[] line : invalid) {
      ChaturajiRules rules = ChaturajiFixtures.rules(line[0]);
      String text = "chaturaji " + line[0] + " " + line[1];
      assertEquals(
          ChaturajiRejection.INVALID_POSITION,
          rules.notation().parsePosition(text).getLeft().code(),
          text);
    }
  }

  @Test
  void optionsRelaxTheirChecksOfSection71() {
    // Two elephants are possible under promotion=lane; a soldier may stand on its edge under none.
    position("chaturaji partnership,promotion=lane 4bK3/8/8/yK7/7rK/8/gEgE6/3gK4 r - - - 0 1");
    position("chaturaji partnership,promotion=none 2gPE1bK3/8/8/yK7/7rK/8/8/3gK4 r - - - 0 1");
    position("chaturaji partnership-dice,dice=forbes 4bK3/8/8/yK7/7rK/8/8/3gK4 r 5 - - 0 1");
    // An army may be listed up to five times among the prisoners.
    position("chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gK4 r - - rrrrr 0 1");
  }

  @Test
  void moveRecordsTheNotationCannotWriteAreRefused() {
    // A server may hand the rules a typed move instead of text: whatever the notation of §7.2
    // could not write is a precise rejection, never an exception.
    ChaturajiRules rules = ChaturajiFixtures.rules("partnership");
    ChaturajiPosition start = rules.initial();
    assertEquals(
        ChaturajiRejection.MALFORMED, rules.play(start, (ChaturajiMove) null).getLeft().code());
    assertEquals(
        ChaturajiRejection.MALFORMED, rules.play(null, new ChaturajiMove.Pass()).getLeft().code());
    // h4 to i4 leaves the 8x8 board.
    ChaturajiMove offBoard =
        new ChaturajiMove.Step(new Square(7, 3), new Square(8, 3), false, Option.none());
    assertEquals(ChaturajiRejection.MALFORMED, rules.play(start, offBoard).getLeft().code());
    // A soldier never promotes to a soldier (the suffix names K, E, H or B): g4-f4=P.
    ChaturajiMove toSoldier =
        new ChaturajiMove.Step(
            new Square(6, 3), new Square(5, 3), false, Option.some(ChaturajiKind.SOLDIER));
    assertEquals(ChaturajiRejection.MALFORMED, rules.play(start, toSoldier).getLeft().code());
  }

  @Test
  void captureIsWrittenWithXIffTheDestinationHoldsAnEnemy() {
    // §7.2 "`x` iff the destination holds a man that is captured": TV3's e4-e5 as a record without
    // the capture flag is malformed, and the message gives the canonical text.
    String pos = "chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/4rK3/8/8/3gK4 r - - - 0 12";
    ChaturajiMove quiet =
        new ChaturajiMove.Step(new Square(4, 3), new Square(4, 4), false, Option.none());
    Rejection rejection = rulesOf(pos).play(position(pos), quiet).getLeft();
    assertEquals(ChaturajiRejection.MALFORMED, rejection.code());
    assertTrue(rejection.message().contains("written e4xe5"), rejection.message());
  }

  @Test
  void exchangeRecordOutOfSeatOrderIsMalformedOrder() {
    // TV12: Xgr is refused with MALFORMED_ORDER, as text and as a record.
    String pos = "chaturaji partnership 4bK3/8/6bPH1/yK7/5rPK2/3gPK4/8/2gEyH4 b - - rg 11 80";
    ChaturajiMove gr = new ChaturajiMove.Exchange(ChaturajiArmy.GREEN, ChaturajiArmy.RED);
    Rejection rejection = rulesOf(pos).play(position(pos), gr).getLeft();
    assertEquals(ChaturajiRejection.MALFORMED_ORDER, rejection.code());
    assertTrue(rejection.message().contains("Xrg"), rejection.message());
  }

  @Test
  void dieFieldOfAFinishedOrFreeGameIsADash() {
    // §7.1/§5.5: free mode has no die, and a finished game writes '-' in die mode too.
    assertEquals(
        "the partnership game has no die: the die field is -",
        ChaturajiFixtures.rules("partnership")
            .notation()
            .parsePosition("chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/3gK4 r 3 - - 0 1")
            .getLeft()
            .message());
    assertEquals(
        "the game is over, so the die field is -",
        ChaturajiFixtures.rules("partnership-dice")
            .notation()
            .parsePosition("chaturaji partnership-dice yB7/8/2rH5/yK7/7rK/8/8/8 y 2 - gb 0 201")
            .getLeft()
            .message());
  }

  @Test
  void positionFieldsReadBackFromTheLine() {
    // §7.1 fields of TV12: slot b, no die, no commander, prisoners r and g, quiet 11, turn 80.
    String tv12 = "chaturaji partnership 4bK3/8/6bPH1/yK7/5rPK2/3gPK4/8/2gEyH4 b - - rg 11 80";
    ChaturajiPosition position = position(tv12);
    assertEquals(ChaturajiArmy.BLACK, position.slot());
    assertEquals(11, position.quiet());
    assertEquals(80, position.turn());
    assertTrue(position.dieValue().isEmpty() && !position.isThrowDue());
    assertEquals(tv12.substring("chaturaji partnership ".length()), position.toString());
    ChaturajiPosition due = position(DICE_START);
    assertTrue(due.isThrowDue() && due.dieValue().isEmpty());
    assertEquals(Option.some(3), position(DICE_START.replace(" r ? ", " r 3 ")).dieValue());
  }

  @Test
  void positionsAreEqualExactlyWhenTheirLinesAre() {
    // Positions are values: the same line gives equal positions with equal hash codes, and a line
    // that differs in any one field gives a different position.
    String base = "chaturaji partnership-dice 4bK3/8/6bPH1/yK7/5rPK2/3gPK4/8/2gEyH4 b 2 - rg 11 80";
    ChaturajiPosition position = position(base);
    assertEquals(position, position(base));
    assertEquals(position.hashCode(), position(base).hashCode());
    String[] others = {
      base.replace("2gEyH4", "2gE1yH3"), // board
      base.replace(" b 2 ", " y 2 "), // slot
      base.replace(" - rg ", " b rg "), // commanders
      base.replace(" b 2 ", " b 3 "), // die
      base.replace(" b 2 ", " b ? "), // die due
      base.replace(" - rg ", " - rrg "), // prisoners
      base.replace(" 11 80", " 12 80"), // quiet counter
      base.replace(" 11 80", " 11 81"), // turn number
    };
    for (String other : others) {
      assertTrue(!position.equals(position(other)) && !position(other).equals(position), other);
    }
    assertTrue(!position.equals(base), "a position is not its line");
  }

  @Test
  void manCodesFollowTheTokenGrammar() {
    // §7.1 token grammar: a link letter only on a soldier, '*' only on a boat, five kinds only.
    int red = ChaturajiArmy.RED.ordinal();
    assertTrue(
        ChaturajiManCode.isValid(
            ChaturajiManCode.of(red, ChaturajiManCode.SOLDIER, ChaturajiManCode.BOAT, false)));
    assertTrue(ChaturajiManCode.isValid(ChaturajiManCode.of(red, ChaturajiManCode.BOAT, 0, true)));
    assertTrue(
        ChaturajiManCode.isValid(ChaturajiManCode.of(red, ChaturajiManCode.MARAJA, 0, false)));
    assertTrue(
        !ChaturajiManCode.isValid(
            ChaturajiManCode.of(red, ChaturajiManCode.MARAJA, ChaturajiManCode.HORSE, false)));
    assertTrue(
        !ChaturajiManCode.isValid(ChaturajiManCode.of(red, ChaturajiManCode.ELEPHANT, 0, true)));
    assertTrue(
        !ChaturajiManCode.isValid(
            ChaturajiManCode.of(red, ChaturajiManCode.SOLDIER, ChaturajiManCode.BOAT, true)));
    assertTrue(!ChaturajiManCode.isValid(red), "no kind: an empty square's code with an army");
    assertTrue(
        !ChaturajiManCode.isValid(ChaturajiManCode.of(red, ChaturajiManCode.SOLDIER + 1, 0, false)),
        "a sixth kind");
  }
}
