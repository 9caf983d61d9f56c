package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaFixtures.parse;
import static io.github.latrunculi.malha.MalhaFixtures.replay;
import static io.github.latrunculi.malha.MalhaFixtures.rules;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The corner a1 in every role a square plays (§2: every square of the 7×7 board is a square like
 * any other): a capture chain that steps into a1 or goes on from it (§4.5), the continuation field
 * naming a1 (§8.1), and a1 as the Defender's requesting soldier or as the Attacker's first or
 * second offer in the exchange (§6.3, §6.4), as the rules, the position line, the board view and
 * the texts for people show them. Boards by hand: a Defender soldier on g7 keeps the Defender in
 * the game.
 */
class MalhaCornerTests {
  final MalhaRules standard = MalhaRules.standard();

  /**
   * b2-a2 captures a3 (a4 beyond it); from a2 only the step into a1 captures again (b1, c1 beyond).
   */
  static final String INTO_A1 = "6s/7/7/S6/s6/1S5/1sS4 a M - - - *";

  static final String CHAIN_ON_A2 = "6s/7/7/S6/7/S6/1sS4 a M a2 - - *";

  /** a2-a1 captures b1; from a1 the step back to a2 captures a3 (a4 beyond it). */
  static final String FROM_A1 = "6s/7/7/S6/s6/S6/1sS4 a M - - - *";

  static final String CHAIN_ON_A1 = "6s/7/7/S6/s6/7/S1S4 a M a1 - - *";

  static Square sq(String name) {
    return Square.parse(name).get();
  }

  MalhaMove.Step step(MalhaPosition p, String text) {
    return (MalhaMove.Step) standard.notation().parseMove(p, text).get();
  }

  /** §4.5: a chain goes on when the soldier's only capturing step leads into the corner. */
  @Test
  void aChainGoesOnWhenItsOnlyCaptureStepsIntoTheCorner() {
    MalhaPosition start = parse(standard, INTO_A1);
    MalhaPosition chain = standard.play(start, "b2-a2").get();
    assertEquals(CHAIN_ON_A2, MalhaFixtures.fields(standard, chain));
    assertEquals("a2-a1", standard.legalMoves(chain).mkString(" "));
    assertEquals(1, standard.countLegalMoves(chain));
    SplittableRandom random = new SplittableRandom(5);
    for (int i = 0; i < 20; i++) {
      assertEquals("a2-a1", standard.randomMove(chain, random).get().toString());
    }
    replay(
        standard,
        CHAIN_ON_A2,
        new String[][] {
          {"a2-a1", "6s/7/7/S6/7/7/S1S4 d M - - - *"},
        });
  }

  /** §4.5: a soldier that captured on arriving in the corner goes on capturing from there. */
  @Test
  void aChainGoesOnFromTheCorner() {
    replay(
        standard,
        FROM_A1,
        new String[][] {
          {"a2-a1", CHAIN_ON_A1},
          {"a1-a2", "6s/7/7/S6/7/S6/2S4 d M - - - *"},
        });
    MalhaPosition chain = parse(standard, CHAIN_ON_A1);
    assertEquals(Option.some(sq("a1")), chain.continuation());
    assertEquals("a1-a2", standard.legalMoves(chain).mkString(" "));
    assertEquals(1, standard.countLegalMoves(chain));
    assertEquals("a1-a2", standard.randomMove(chain, new SplittableRandom(3)).get().toString());
  }

  /** §4.5: while the chain on a1 is pending, only its capturing steps are legal. */
  @Test
  void aChainOnTheCornerAllowsOnlyItsCapturingSteps() {
    replay(
        standard,
        CHAIN_ON_A1,
        new String[][] {
          {"c1-d1", "ILLEGAL MUST_CONTINUE"},
          {"a1-b1", "ILLEGAL CONTINUATION_MUST_CAPTURE"},
          {"a1-a2!", "ILLEGAL FLAG_NOT_ALLOWED"},
        });
    Rejection other = standard.play(parse(standard, CHAIN_ON_A1), "c1-d1").getLeft();
    assertTrue(other.message().contains("soldier on a1, not c1"), other.message());
  }

  /** §10 #4: under continuation=OPTIONAL the chain on a1 may end, and the Defender moves. */
  @Test
  void anOptionalChainOnTheCornerMayEnd() {
    replay(
        rules("continuation", "OPTIONAL"),
        CHAIN_ON_A1,
        new String[][] {
          {"end", "6s/7/7/S6/s6/7/S1S4 d M - - - *"},
        });
  }

  /**
   * §8.1: the continuation square must hold a soldier of the side to move, and no finished game has
   * one.
   */
  @Test
  void theContinuationFieldNamingTheCornerIsCheckedLikeAnyOther() {
    assertEquals(
        "IMPOSSIBLE_POSITION",
        standard
            .notation()
            .parsePosition("malha standard 6s/7/7/S6/s6/7/S1S4 d M a1 - - *")
            .getLeft()
            .codeName());
    Either<Rejection, MalhaPosition> ended =
        standard.notation().parsePosition("malha standard 6s/7/7/S6/s6/7/S1S4 - E a1 - - A:resign");
    assertEquals("IMPOSSIBLE_POSITION", ended.getLeft().codeName());
    assertTrue(ended.getLeft().message().contains("no continuation"), ended.getLeft().message());
  }

  /** The texts for people and the board view name the corner as the continuing soldier. */
  @Test
  void theUserInterfaceNamesTheCornerAsTheContinuingSoldier() {
    MalhaPosition start = parse(standard, FROM_A1);
    MalhaMove.Step intoCorner = step(start, "a2-a1");
    MalhaPosition after = standard.play(start, intoCorner).get();
    assertEquals("b1", MalhaFixtures.removed(standard, start, intoCorner, after));
    assertEquals("a1", standard.view(after).fact("continuation").get());
    assertEquals(
        "a2-a1 captures b1; a1 must go on capturing",
        standard.moveInputs(start, intoCorner).description());
    MalhaPosition chain = parse(standard, CHAIN_ON_A1);
    BoardView view = standard.view(chain);
    assertEquals("a1:must-continue", marks(view));
    assertEquals("a1", view.fact("continuation").get());
    assertEquals(
        "Continuation steps never carry the exchange flag; a1 must go on capturing.",
        MalhaFixtures.hint(standard, chain));
  }

  /**
   * §6.4: the Attacker's flagged step that accepts the request offers the soldier now on a1; it
   * captured and goes on, and the chain step carries the offer along to a2 without calling the
   * exchange off (continuation steps never change the kind of X).
   */
  @Test
  void anOfferOnTheCornerFollowsItsChain() {
    MalhaPosition offered =
        replay(
            standard,
            "6s/7/7/S6/s6/S6/1sS4 a M - R,g7 - *",
            new String[][] {
              {"a2-a1!", "6s/7/7/S6/s6/7/S1S4 a M a1 O1,g7,a1 - *"},
            });
    assertEquals(
        new MalhaExchange(
            MalhaExchange.Stage.OFFERED_ONE,
            Option.some(sq("g7")),
            Option.some(sq("a1")),
            Option.none()),
        offered.exchange());
    assertEquals("a1:must-continue g7:exchange a1:exchange", marks(standard.view(offered)));
    assertEquals(
        "a1-a2 captures a3", standard.moveInputs(offered, step(offered, "a1-a2")).description());
    replay(
        standard,
        "6s/7/7/S6/s6/7/S1S4 a M a1 O1,g7,a1 - *",
        new String[][] {
          {"a1-a2", "6s/7/7/S6/7/S6/2S4 d M - O1,g7,a2 - *"},
        });
  }

  /** §6.4: the Defender's request with the soldier it moves into the corner. */
  @Test
  void theDefendersRequestFromTheCorner() {
    MalhaPosition requested =
        replay(
            standard,
            "7/7/7/7/7/s6/6S d M - - - *",
            new String[][] {
              {"a2-a1!", "7/7/7/7/7/7/s5S a M - R,a1 - *"},
            });
    assertEquals(Option.some(sq("a1")), requested.exchange().defender());
    assertEquals("a1:exchange", marks(standard.view(requested)));
    assertEquals(
        "Attacker: the Defender requests an exchange with a1; a flagged step accepts and offers the"
            + " moved soldier, an unflagged step declines.",
        MalhaFixtures.hint(standard, requested));
  }

  /**
   * §6.1 under exchangeRequiresUnreachable=RAY: a5 sees both a1 and a7 along file a; the tracked
   * soldier on a1 may still flag, a7 may not start a request.
   */
  @Test
  void underTheRayOptionTheTrackedSoldierInTheCornerMayFlag() {
    replay(
        rules("exchangeRequiresUnreachable", "RAY"),
        "s6/7/S6/7/7/7/s6 d M - R,a1 - *",
        new String[][] {
          {"a7-b7!", "ILLEGAL SOLDIER_REACHABLE"},
          {"a1-b1!", "s6/7/S6/7/7/7/1s5 a M - R,b1 - *"},
        });
  }

  /** §6.3: in C1 the soldier offered first, here on a1, may not be offered again. */
  @Test
  void theFirstOfferInTheCornerCannotBeOfferedTwice() {
    String confirmed = "6s/7/7/7/7/7/S5S a M - C1,g7,a1 - *";
    replay(
        standard,
        confirmed,
        new String[][] {
          {"a1-a2!", "ILLEGAL SAME_OFFER_TWICE"},
          {"a1-b1!", "ILLEGAL SAME_OFFER_TWICE"},
          {"g1-g2!", "6s/7/7/7/7/6S/S6 d M - O2,g7,a1,g2 - *"},
        });
    MalhaPosition c1 = parse(standard, confirmed);
    assertEquals(
        "a1-a2 a1-b1",
        TurnBuilder.start(standard, c1).click(sq("a1")).get().candidates().mkString(" "));
    assertEquals(
        "Attacker: the Defender confirmed a1; a flagged step by another soldier offers it as the"
            + " second, an unflagged step declines.",
        MalhaFixtures.hint(standard, c1));
  }

  /** §6.4: the Attacker's second offer stepping into the corner. */
  @Test
  void theSecondOfferInTheCorner() {
    MalhaPosition second =
        replay(
            standard,
            "6s/7/7/7/1S5/S6/7 a M - C1,g7,b3 - *",
            new String[][] {
              {"a2-a1!", "6s/7/7/7/1S5/7/S6 d M - O2,g7,b3,a1 - *"},
            });
    assertEquals(Option.some(sq("a1")), second.exchange().secondOffer());
    BoardView view = standard.view(second);
    assertEquals("g7:exchange b3:exchange a1:exchange", marks(view));
    assertTrue(
        view.marks().last().message().startsWith("the Attacker's second soldier offered"),
        view.marks().last().message());
  }

  /** §8.1: the two offered Attacker soldiers are distinct, also when both are written a1. */
  @Test
  void twoOffersOnTheCornerAreRefused() {
    Either<Rejection, MalhaPosition> same =
        standard.notation().parsePosition("malha standard 6s/7/7/7/7/7/S5S d M - O2,g7,a1,a1 - *");
    assertEquals("IMPOSSIBLE_POSITION", same.getLeft().codeName());
    assertTrue(same.getLeft().message().contains("must be different"), same.getLeft().message());
  }

  /** §3.2: a pair names two distinct squares, the corner a1 included. */
  @Test
  void thePairA1A1IsTheSameSquareTwice() {
    assertEquals("SAME_SQUARE", standard.play(standard.initial(), "a1,a1").getLeft().codeName());
  }

  private static String marks(BoardView view) {
    return view.marks().map(m -> m.square() + ":" + m.code()).mkString(" ");
  }
}
