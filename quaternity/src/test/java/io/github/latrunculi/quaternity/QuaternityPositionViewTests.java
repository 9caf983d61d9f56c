package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.RULES;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * What a position reports about its players (§2.3 setup, §4.1 result field), for the first seat and
 * the first square as for the others, and a position with more legal moves than usual.
 */
class QuaternityPositionViewTests {

  /** §2.3: each king starts in its army's corner, White's on a1 (the first square). */
  @Test
  void theKingsStartInTheirCorners() {
    QuaternityPosition start = RULES.initial();
    assertEquals(
        Option.some(Square.parse("a1").get()), start.kingSquare(QuaternityArmy.WHITE.player()));
    assertEquals(
        Option.some(Square.parse("a12").get()), start.kingSquare(QuaternityArmy.RED.player()));
    assertEquals(
        Option.some(Square.parse("l12").get()), start.kingSquare(QuaternityArmy.BLACK.player()));
    assertEquals(
        Option.some(Square.parse("l1").get()), start.kingSquare(QuaternityArmy.GREEN.player()));
  }

  /** §5.1 result field: W:w names White as the winner. */
  @Test
  void aWhiteWinNamesWhite() {
    QuaternityPosition won =
        position("rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AFFF - W:w");
    assertEquals(Option.some(QuaternityArmy.WHITE.player()), won.winner());
  }

  /**
   * Ten White rooks on b2 to k11, each alone on its rank and file, have 11 squares along each: 220
   * moves, plus the king a1's a2 and b1 (b2 is its own rook): 222 legal moves.
   */
  @Test
  void tenFreeRooksHaveTwentyTwoMovesEach() {
    String rooks =
        "rK10bK/10wR1/9wR2/8wR3/7wR4/6wR5/5wR6/4wR7/3wR8/2wR9/1wR10/wK10gK w wrbg AAAA - *";
    assertEquals(222, RULES.legalMoves(position(rooks)).size());
  }

  /** §8 start: White's king a1 may step to a2 and b1 (b2 holds its queen), nowhere else. */
  @Test
  void theStartKingHasTwoDestinations() {
    var king = TurnBuilder.start(RULES, RULES.initial()).click(Square.parse("a1").get()).get();
    assertEquals(
        io.vavr.collection.HashSet.of(
            Input.click(Square.parse("a2").get()), Input.click(Square.parse("b1").get())),
        king.next().map(TurnBuilder.Next::input).toSet());
    assertEquals(2, king.next().size());
  }

  /** §5.2: a two-letter text with a player mark and no move is malformed, whoever it names. */
  @Test
  void aBarePlayerMarkIsNotAMove() {
    assertEquals(
        QuaternityRejection.MALFORMED_MOVE,
        RULES.notation().parseMove(RULES.initial(), "r:").getLeft().code());
    assertEquals(
        QuaternityRejection.MALFORMED_MOVE,
        RULES.notation().parseMove(RULES.initial(), "w:").getLeft().code());
  }
}
