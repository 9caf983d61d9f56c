package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiFixtures.START_BOARD;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.assertLegal;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.assertPlay;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.assertRejected;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.position;
import static io.github.latrunculi.chaturaji.ChaturajiFixtures.rulesOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.registry.GameRecord;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.MoveFailure;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.control.Either;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * The rules of the dossier, one nested group per rule section (§2 to §5.6, and the record of §7.3):
 * its worked examples TV1–TV15 and further positions derived by hand from the section's text. The
 * notation of §7.1–§7.2 and TV17 are in {@link ChaturajiNotationTests}.
 */
class ChaturajiRulesTests {
  static final String FREE_START = "chaturaji partnership " + START_BOARD + " r - - - 0 1";
  static final String DICE_START = "chaturaji partnership-dice " + START_BOARD + " r ? - - 0 1";

  /** §2: the board, the armies and their corners, camps, seats and the clockwise turn order. */
  @Nested
  class BoardAndSeats {
    @Test
    void tv1InitialLineIsTheDossiers() {
      ChaturajiRules free = ChaturajiFixtures.rules("partnership");
      ChaturajiRules dice = ChaturajiFixtures.rules("partnership-dice");
      assertEquals(FREE_START, free.notation().formatPosition(free.initial()));
      assertEquals(DICE_START, dice.notation().formatPosition(dice.initial()));
    }

    @Test
    void startingSquaresOfTheDiagram() {
      // §2.2: boat on the corner, then horse, elephant and maraja (on its throne), a soldier linked
      // to each in front.
      ChaturajiPosition start = ChaturajiFixtures.rules("partnership").initial();
      String[][] expected = {
        {"h1", "rB"}, {"h2", "rH"}, {"h3", "rE"}, {"h4", "rK"}, {"g1", "rPB"}, {"g4", "rPK"},
        {"a1", "gB"}, {"b1", "gH"}, {"c1", "gE"}, {"d1", "gK"}, {"a2", "gPB"}, {"d2", "gPK"},
        {"a8", "yB"}, {"a7", "yH"}, {"a6", "yE"}, {"a5", "yK"}, {"b8", "yPB"}, {"b5", "yPK"},
        {"h8", "bB"}, {"g8", "bH"}, {"f8", "bE"}, {"e8", "bK"}, {"h7", "bPB"}, {"e7", "bPK"},
      };
      for (String[] man : expected) {
        assertEquals(man[1], start.manAt(Square.parse(man[0]).get()).get().token(), man[0]);
      }
      assertEquals(32, start.board().count());
      assertEquals("h4", ChaturajiArmy.RED.throne().name());
      assertEquals("d1", ChaturajiArmy.GREEN.throne().name());
      assertEquals("a5", ChaturajiArmy.YELLOW.throne().name());
      assertEquals("e8", ChaturajiArmy.BLACK.throne().name());
    }

    @Test
    void tv1GreenHasNineMovesBySymmetry() {
      assertLegal(
          "chaturaji partnership " + START_BOARD + " g - - - 0 1",
          "a1-c3 a2-a3 b1-a3 b1-c3 b2-b3 c2-c3 d1-e1 d1-e2 d2-d3");
      ChaturajiRules rules = ChaturajiFixtures.rules("partnership");
      assertEquals(
          "chaturaji partnership " + START_BOARD + " g - - - 0 1",
          rules.notation().formatPosition(rules.initial(ChaturajiArmy.GREEN)));
    }

    @Test
    void yellowAndBlackHaveNineMovesBySymmetry() {
      // §2.2 four-fold symmetry: Green's nine moves turned a half and three quarters of a turn.
      assertLegal(
          "chaturaji partnership " + START_BOARD + " b - - - 0 1",
          "e7-e6 e8-d7 e8-d8 f7-f6 g7-g6 g8-f6 g8-h6 h7-h6 h8-f6");
      assertLegal(
          "chaturaji partnership " + START_BOARD + " y - - - 0 1",
          "a5-a4 a5-b4 a7-c6 a7-c8 a8-c6 b5-c5 b6-c6 b7-c7 b8-c8");
    }

    @Test
    void turnsPassClockwise() {
      // §2.3: Red, Green, Yellow, Black, then Red again; each soldier advances toward the next
      // army.
      ChaturajiRules rules = ChaturajiFixtures.rules("partnership");
      ChaturajiPosition position = rules.initial();
      String[] moves = {"g1-f1", "a2-a3", "b8-c8", "h7-h6"};
      ChaturajiArmy[] slots = {
        ChaturajiArmy.RED, ChaturajiArmy.GREEN, ChaturajiArmy.YELLOW, ChaturajiArmy.BLACK
      };
      for (int i = 0; i < 4; i++) {
        assertEquals(slots[i], position.slot());
        assertEquals(new ToMove.Seat<ChaturajiMove>(slots[i].player()), rules.toMove(position));
        position = rules.play(position, moves[i]).get();
      }
      assertEquals(
          "chaturaji partnership yB1yPB1bKbEbHbB/yHyPH2bPKbPEbPH1/yEyPE5bPB/yKyPK6/6rPKrK/gPB5rPErE/1gPHgPEgPK2rPHrH/gBgHgEgK1rPB1rB r - - - 0 5",
          rules.notation().formatPosition(position));
    }

    @Test
    void campsAreAlliesAtOppositeCorners() {
      // §2.3: RY = {Red, Yellow} (h1, a8) against GB = {Green, Black} (a1, h8).
      assertEquals(ChaturajiArmy.YELLOW, ChaturajiArmy.RED.ally());
      assertEquals(ChaturajiArmy.BLACK, ChaturajiArmy.GREEN.ally());
      assertEquals(ChaturajiCamp.RY, ChaturajiArmy.YELLOW.camp());
      assertEquals(ChaturajiCamp.GB, ChaturajiArmy.BLACK.camp());
      assertEquals(ChaturajiCamp.GB, ChaturajiCamp.RY.enemy());
      assertEquals(ChaturajiArmy.GREEN, ChaturajiArmy.RED.next());
      assertEquals(ChaturajiArmy.RED, ChaturajiArmy.BLACK.next());
    }
  }

  /** §3.1: how each man moves and captures; friendly men are never landed on. */
  @Nested
  class MovesOfTheMen {
    @Test
    void aManMustLeaveItsSquare() {
      assertRejected(
          "chaturaji partnership " + START_BOARD + " g - - - 0 1",
          "a1-a1",
          ChaturajiRejection.BAD_GEOMETRY);
      assertRejected(FREE_START, "h4-h4", ChaturajiRejection.BAD_GEOMETRY);
    }

    @Test
    void tv1RedHasNineMovesInFreeMode() {
      assertLegal(FREE_START, "g1-f1 g2-f2 g3-f3 g4-f4 h1-f3 h2-f1 h2-f3 h4-g5 h4-h5");
    }

    @Test
    void tv1Rejections() {
      assertRejected(FREE_START, "h3-h2", ChaturajiRejection.OCCUPIED_BY_FRIEND);
      assertRejected(FREE_START, "d2-d3", ChaturajiRejection.NOT_COMMANDED);
      assertRejected(FREE_START, "g1-e1", ChaturajiRejection.BAD_GEOMETRY);
      assertRejected(FREE_START, "--", ChaturajiRejection.PASS_NOT_ALLOWED);
      assertRejected(FREE_START, "R3", ChaturajiRejection.NO_DIE);
      assertRejected(FREE_START, "Xrg", ChaturajiRejection.NO_EXCHANGE);
    }

    @Test
    void tv3MarajaMovesInEightDirections() {
      String pos = "chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/4rK3/8/8/3gK4 r - - - 0 12";
      assertLegal(pos, "e4-d3 e4-d4 e4-e3 e4-f3 e4-f4 e4xe5 e4xf5");
      assertRejected(pos, "e4-d5", ChaturajiRejection.OCCUPIED_BY_FRIEND);
      assertPlay(
          pos, "e4xe5", "chaturaji partnership 4bK3/8/8/yK2yPKrKgPE2/8/8/8/3gK4 g - - - 0 13");
    }

    @Test
    void tv4ElephantSlides() {
      String pos =
          "chaturaji partnership-dice yK5bK1/8/3yPE4/8/1gH1rE4/8/3bPK4/1gK5rK r 3 - - 0 20";
      assertLegal(pos, "d4-c4 d4-d3 d4-d5 d4-e4 d4-f4 d4-g4 d4-h4 d4xb4 d4xd2");
      assertRejected(pos, "d4-d7", ChaturajiRejection.BLOCKED);
      assertRejected(pos, "d4-a4", ChaturajiRejection.BLOCKED);
      assertRejected(pos, "d4xd6", ChaturajiRejection.OCCUPIED_BY_FRIEND);
    }

    @Test
    void elephantMayNotLeaveItsLine() {
      // TV4's elephant on d4: a diagonal or a knight-like move is not an elephant move.
      String pos =
          "chaturaji partnership-dice yK5bK1/8/3yPE4/8/1gH1rE4/8/3bPK4/1gK5rK r 3 - - 0 20";
      assertRejected(pos, "d4-e5", ChaturajiRejection.BAD_GEOMETRY);
      assertRejected(pos, "d4-e6", ChaturajiRejection.BAD_GEOMETRY);
    }

    @Test
    void tv5HorseLeapsAndTakesAMaraja() {
      String pos =
          "chaturaji partnership-dice 4bK3/4bE3/5rPH2/yKyPB6/2bPK1bB2rK/1gPBrHyPE4/gPH3rPE3/3gK4 r 2 - - 0 33";
      assertLegal(pos, "c3-a4 c3-b1 c3-d5 c3xa2 c3xd1 c3xe4 f6-e6");
      assertRejected(pos, "c3-b5", ChaturajiRejection.OCCUPIED_BY_FRIEND);
      assertRejected(pos, "c3-e2", ChaturajiRejection.OCCUPIED_BY_FRIEND);
      assertRejected(pos, "f6xe7", ChaturajiRejection.HIERARCHY);
      assertRejected(pos, "e2-d2", ChaturajiRejection.DIE_MISMATCH);
      assertPlay(
          pos,
          "c3xd1",
          "chaturaji partnership-dice 4bK3/4bE3/5rPH2/yKyPB6/2bPK1bB2rK/1gPB1yPE4/gPH3rPE3/3rH4 y ? - g 0 34");
    }

    @Test
    void tv7SoldierStepsAndCapturesDiagonally() {
      String pos = "chaturaji partnership-dice 4bK2rK/8/8/yK2gH4/4rPK3/3gPB4/8/3gK4 r 4 - - 0 44";
      assertLegal(pos, "e4-d4 e4xd3 h8-g7 h8-g8 h8-h7");
      assertRejected(pos, "e4xd5", ChaturajiRejection.HIERARCHY);
      assertRejected(pos, "e4-e5", ChaturajiRejection.BAD_GEOMETRY);
      assertPlay(
          pos, "e4xd3", "chaturaji partnership-dice 4bK2rK/8/8/yK2gH4/8/3rPK4/8/3gK4 g ? - - 0 45");
    }

    @Test
    void tv7CaptureWrittenWithADashIsAccepted() {
      String pos = "chaturaji partnership-dice 4bK2rK/8/8/yK2gH4/4rPK3/3gPB4/8/3gK4 r 4 - - 0 44";
      assertPlay(
          pos, "e4-d3", "chaturaji partnership-dice 4bK2rK/8/8/yK2gH4/8/3rPK4/8/3gK4 g ? - - 0 45");
      assertRejected(pos, "e4xd4", ChaturajiRejection.NOT_A_CAPTURE);
    }

    @Test
    void soldierDoesNotCaptureStraightAhead() {
      // §3.1: a soldier steps forward only onto an empty square; the Green soldier d4 blocks e4.
      String pos = "chaturaji partnership 4bK3/8/8/yK7/3gPKrPK2rK/8/8/3gK4 r - - - 0 44";
      assertLegal(pos, "h4-g3 h4-g4 h4-g5 h4-h3 h4-h5");
      assertRejected(pos, "e4-d4", ChaturajiRejection.BAD_GEOMETRY);
      assertRejected(pos, "e4xd4", ChaturajiRejection.BAD_GEOMETRY);
    }

    @Test
    void soldierHasNoDoubleStepNorSidewaysMove() {
      // §3.1: no double step, never backward or sideways.
      String green = "chaturaji partnership " + START_BOARD + " g - - - 0 1";
      assertRejected(green, "b2-b4", ChaturajiRejection.BAD_GEOMETRY);
      assertRejected(green, "b2-c2", ChaturajiRejection.BAD_GEOMETRY);
      assertRejected(green, "b2-b1", ChaturajiRejection.BAD_GEOMETRY);
    }

    @Test
    void soldierMovesDiagonallyOnlyToCapture() {
      // §3.1: Red's soldier e4 may go to d5 (diagonally forward) only to capture; d5 is empty.
      String pos = "chaturaji partnership 4bK3/8/8/yK7/4rPK2rK/3gB4/8/3gK4 r - - - 0 44";
      assertEquals(
          "e4-d5: a soldier moves diagonally only to capture",
          assertRejected(pos, "e4-d5", ChaturajiRejection.BAD_GEOMETRY).message());
      assertRejected(pos, "e4xd5", ChaturajiRejection.NOT_A_CAPTURE);
    }

    @Test
    void friendlyDestinationNamesOwnArmyOrAlly() {
      // §3.1: men of one's own army and of the ally are never landed on; the rejection says which.
      String tv3 = "chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/4rK3/8/8/3gK4 r - - - 0 12";
      assertEquals(
          "e4-d5: d5 holds Yellow's soldier, an ally",
          assertRejected(tv3, "e4-d5", ChaturajiRejection.OCCUPIED_BY_FRIEND).message());
      assertEquals(
          "h3-h2: h2 holds Red's horse, a man of the same army",
          assertRejected(FREE_START, "h3-h2", ChaturajiRejection.OCCUPIED_BY_FRIEND).message());
    }
  }

  /** §3.2: soldiers and boats capture only soldiers and boats (option hierarchy). */
  @Nested
  class CaptureHierarchy {
    @Test
    void theSoldierAndTheBoatAreTheMinorMen() {
      // §3.2: the soldier and the boat are the minor men; the maraja, elephant and horse are not.
      assertEquals(
          HashSet.of(ChaturajiKind.SOLDIER, ChaturajiKind.BOAT),
          HashSet.of(ChaturajiKind.values()).filter(ChaturajiKind::isMinor));
    }

    @Test
    void tv6BoatLeapsAndTakesOnlyMinorMen() {
      String pos =
          "chaturaji partnership-dice 4bK3/2yPE3bB1/8/yK3rB3/5gPK1rK/2gH5/3rPB4/3gK4 r 1 - - 0 41";
      assertLegal(pos, "d2-c2 e5-g3 e5xg7");
      assertRejected(pos, "e5xc3", ChaturajiRejection.HIERARCHY);
      assertRejected(pos, "e5-c7", ChaturajiRejection.OCCUPIED_BY_FRIEND);
      assertRejected(pos, "d2xc3", ChaturajiRejection.HIERARCHY);
      assertPlay(
          pos,
          "e5xg7",
          "chaturaji partnership-dice 4bK3/2yPE3rB1/8/yK7/5gPK1rK/2gH5/3rPB4/3gK4 g ? - - 0 42");
    }

    @Test
    void tv6HierarchyMessageNamesTheMen() {
      String pos =
          "chaturaji partnership-dice 4bK3/2yPE3bB1/8/yK3rB3/5gPK1rK/2gH5/3rPB4/3gK4 r 1 - - 0 41";
      assertEquals(
          "e5xc3: a boat may not capture a horse (hierarchy)",
          assertRejected(pos, "e5xc3", ChaturajiRejection.HIERARCHY).message());
    }

    @Test
    void soldierTakesABoat() {
      // §3.2: minor men capture one another; Red's soldier e4 takes Green's boat d3 diagonally.
      String pos = "chaturaji partnership 4bK3/8/8/yK7/4rPK2rK/3gB4/8/3gK4 r - - - 0 44";
      assertLegal(pos, "e4-d4 e4xd3 h4-g3 h4-g4 h4-g5 h4-h3 h4-h5");
      assertPlay(pos, "e4xd3", "chaturaji partnership 4bK3/8/8/yK7/7rK/3rPK4/8/3gK4 g - - - 0 45");
    }

    @Test
    void hierarchyOffLetsMinorMenTakeMajorOnes() {
      // TV6 with hierarchy=off: the boat e5 and the soldier d2 may now take the horse on c3.
      assertLegal(
          "chaturaji partnership-dice,hierarchy=off 4bK3/2yPE3bB1/8/yK3rB3/5gPK1rK/2gH5/3rPB4/3gK4 r 1 - - 0 41",
          "d2-c2 d2xc3 e5-g3 e5xc3 e5xg7");
    }
  }

  /** §3.3: promotion to the lane type when that type is lost (options promotion and gadha). */
  @Nested
  class Promotion {
    @Test
    void gadhaWithPromotionNoneMayAlsoStaySoldier() {
      // gadha=on with promotion=none: the privileged soldier may promote to any major kind or enter
      // its edge and stay a soldier (package decision "may promote").
      assertLegal(
          "chaturaji partnership,promotion=none,gadha=on 4bK3/2gPH5/8/yK7/7rK/8/8/gB7 b - - g 0 90",
          "a1-c3 c7-c8 c7-c8=B c7-c8=E c7-c8=H c7-c8=K e8-d7 e8-d8 e8-e7 e8-f7 e8-f8");
    }

    @Test
    void soldierPromotesOnTheCornerSquare() {
      // §3.3: Black's soldier enters a1 (file a is a boat lane) while Black has no boat.
      String pos = "chaturaji partnership 4bK3/8/8/yK7/7rK/8/bPB7/3gK4 b - - - 0 70";
      assertLegal(pos, "a2-a1=B e8-d7 e8-d8 e8-e7 e8-f7 e8-f8");
      assertPlay(pos, "a2-a1=B", "chaturaji partnership 4bK3/8/8/yK7/7rK/8/8/bB2gK4 r - - - 0 71");
    }

    static final String LOST =
        "chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/8/8/3gK4 g - - - 2 90";
    static final String KEPT =
        "chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/5gE2/8/3gK4 g - - - 2 90";

    @Test
    void tv13PromotionToTheLaneTypeWhenLost() {
      assertLegal(LOST, "c7-c8=E c7xb8=H d1-c1 d1-c2 d1-d2 d1-e1 d1-e2");
      assertPlay(
          LOST, "c7-c8=E", "chaturaji partnership 1yPBgE1bK3/8/8/yK7/7rK/8/8/3gK4 y - - - 0 91");
      assertPlay(
          LOST, "c7xb8=H", "chaturaji partnership 1gH2bK3/8/8/yK7/7rK/8/8/3gK4 y - - - 0 91");
      assertRejected(LOST, "c7-c8=H", ChaturajiRejection.WRONG_PROMOTION);
    }

    @Test
    void tv13ForcedSuffixMayBeLeftOut() {
      assertPlay(
          LOST, "c7-c8", "chaturaji partnership 1yPBgE1bK3/8/8/yK7/7rK/8/8/3gK4 y - - - 0 91");
    }

    @Test
    void tv13EntryBarredWhileTheTypeIsOnTheBoard() {
      assertLegal(
          KEPT,
          "c7xb8=H d1-c1 d1-c2 d1-d2 d1-e1 d1-e2 f3-a3 f3-b3 f3-c3 f3-d3 f3-e3 f3-f1 f3-f2 f3-f4 f3-f5 f3-f6 f3-f7 f3-f8 f3-g3 f3-h3");
      String barred = assertRejected(KEPT, "c7-c8", ChaturajiRejection.PROMOTION_BARRED).message();
      assertTrue(barred.contains("c8 lies on an elephant lane"), barred);
      assertRejected(KEPT, "c7-c8=E", ChaturajiRejection.PROMOTION_BARRED);
    }

    @Test
    void soldierPromotesToMarajaWhileItsMarajaIsAPrisoner() {
      // §3.3: rank 4 is a maraja lane; Red's maraja is a prisoner, so Red's soldier entering a4
      // (moved by Yellow, whose ally is headless) becomes Red's maraja, and Red's slot returns.
      String pos = "chaturaji partnership 4bK3/8/8/yK7/1rPB6/8/8/3gK4 y - - r 0 60";
      assertLegal(pos, "a5-a4 a5-a6 a5-b5 a5-b6 b4-a4=K");
      String after = "chaturaji partnership 4bK3/8/8/yK7/rK7/8/8/3gK4 b - - r 0 61";
      assertPlay(pos, "b4-a4=K", after);
      assertPlay(after, "e8-e7", "chaturaji partnership 8/4bK3/8/yK7/rK7/8/8/3gK4 r - - r 1 62");
    }

    @Test
    void promotionLaneAlwaysPromotes() {
      // Hand-derived from §3.3: with promotion=lane the soldier enters c8 as an elephant anyway.
      String pos = KEPT.replace("partnership", "partnership,promotion=lane");
      assertPlay(
          pos,
          "c7-c8=E",
          "chaturaji partnership,promotion=lane 1yPBgE1bK3/8/8/yK7/7rK/5gE2/8/3gK4 y - - - 0 91");
    }

    @Test
    void promotionLaneMakesAMarajaOnlyWhileTheArmyHasNone() {
      // §3.3 promotion=lane: a maraja lane promotes to maraja while the army's maraja is a
      // prisoner; while it is on the board, the soldier may not enter the maraja-lane edge square.
      String lost = "chaturaji partnership,promotion=lane 4bK3/8/8/yK7/1rPB6/8/8/3gK4 y - - r 0 60";
      assertLegal(lost, "a5-a4 a5-a6 a5-b5 a5-b6 b4-a4=K");
      assertPlay(
          lost,
          "b4-a4=K",
          "chaturaji partnership,promotion=lane 4bK3/8/8/yK7/rK7/8/8/3gK4 b - - r 0 61");
      String kept =
          "chaturaji partnership,promotion=lane 4bK3/8/8/yK7/1rPB6/8/8/3gK3rK r - - - 0 60";
      assertRejected(kept, "b4-a4=K", ChaturajiRejection.PROMOTION_BARRED);
      assertRejected(kept, "b4-a4", ChaturajiRejection.PROMOTION_BARRED);
    }

    @Test
    void randomMovesDrawThePromotionWithItsSuffix() {
      // The promotion to maraja is one of five legal moves; random draws give it as listed, =K
      // included, never as the plain step.
      String pos = "chaturaji partnership 4bK3/8/8/yK7/1rPB6/8/8/3gK4 y - - r 0 60";
      ChaturajiRules rules = rulesOf(pos);
      ChaturajiPosition position = position(pos);
      var legal = rules.legalMoves(position).toSet();
      var random = new java.util.Random(7);
      var drawn = HashSet.<String>empty();
      for (int i = 0; i < 200; i++) {
        ChaturajiMove move = rules.randomMove(position, random).get();
        assertTrue(legal.contains(move), () -> "drawn but not legal: " + move);
        drawn = drawn.add(rules.notation().formatMove(position, move));
      }
      assertEquals(HashSet.of("a5-a4", "a5-a6", "a5-b5", "a5-b6", "b4-a4=K"), drawn);
    }

    @Test
    void promotionNoneKeepsTheSoldier() {
      // Hand-derived from §3.3: with promotion=none the soldier enters c8 and stays a soldier.
      String pos = KEPT.replace("partnership", "partnership,promotion=none");
      assertPlay(
          pos,
          "c7-c8",
          "chaturaji partnership,promotion=none 1yPBgPH1bK3/8/8/yK7/7rK/5gE2/8/3gK4 y - - - 0 91");
      assertRejected(pos, "c7-c8=E", ChaturajiRejection.WRONG_PROMOTION);
    }

    @Test
    void suffixOnAMoveThatDoesNotPromote() {
      // §7.2: a suffix on a move that does not promote is refused, whatever kind it names.
      for (String kind : List.of("K", "E", "H", "B")) {
        assertRejected(LOST, "d1-d2=" + kind, ChaturajiRejection.WRONG_PROMOTION);
      }
    }

    @Test
    void wrongPromotionNamesTheAllowedSuffixes() {
      // TV13: the c-file is an elephant lane, so only =E enters c8.
      assertEquals(
          "c7-c8=H: a soldier reaching c8 promotes with =E (lane type elephant)",
          assertRejected(LOST, "c7-c8=H", ChaturajiRejection.WRONG_PROMOTION).message());
      // promotion=none: the soldier enters its edge without a suffix.
      assertEquals(
          "c7-c8=E: a soldier reaching c8 promotes with no suffix (lane type elephant)",
          assertRejected(
                  KEPT.replace("partnership", "partnership,promotion=none"),
                  "c7-c8=E",
                  ChaturajiRejection.WRONG_PROMOTION)
              .message());
      // gadha=on: the privileged soldier must choose one of the four major kinds.
      assertEquals(
          "c7-c8: a soldier reaching c8 promotes with =K or =E or =H or =B (lane type elephant)",
          assertRejected(
                  "chaturaji partnership,gadha=on 4bK3/2gPH5/8/yK7/7rK/8/8/gB7 b - - g 0 90",
                  "c7-c8",
                  ChaturajiRejection.WRONG_PROMOTION)
              .message());
    }

    @Test
    void gadhaPromotesToAnyMajorKind() {
      // Green has only its boat a1 and the soldier c7; Black plays for headless Green.
      String gadha = "chaturaji partnership,gadha=on 4bK3/2gPH5/8/yK7/7rK/8/8/gB7 b - - g 0 90";
      assertLegal(gadha, "a1-c3 c7-c8=B c7-c8=E c7-c8=H c7-c8=K e8-d7 e8-d8 e8-e7 e8-f7 e8-f8");
      assertRejected(gadha, "c7-c8", ChaturajiRejection.WRONG_PROMOTION);
      // The new maraja heads Green again; the captured one stays among the prisoners.
      assertPlay(
          gadha,
          "c7-c8=K",
          "chaturaji partnership,gadha=on 2gK1bK3/8/8/yK7/7rK/8/8/gB7 r - - g 0 91");
      assertLegal(
          "chaturaji partnership 4bK3/2gPH5/8/yK7/7rK/8/8/gB7 b - - g 0 90",
          "a1-c3 c7-c8=E e8-d7 e8-d8 e8-e7 e8-f7 e8-f8");
    }
  }

  /** §4.1: who acts on a slot, whom it commands, and which slots are lost. */
  @Nested
  class SlotsAndActors {
    @Test
    void tv10CommanderActsOnTheAllysSlot() {
      String s2 = "chaturaji partnership 4gK3/8/5bPE2/7bK/8/yKgPH6/2rPB5/7rK b - g - 1 42";
      ChaturajiRules rules = rulesOf(s2);
      ToMove<ChaturajiMove> toMove = rules.toMove(position(s2));
      assertEquals(new ToMove.Seat<ChaturajiMove>(ChaturajiArmy.GREEN.player()), toMove);
    }

    @Test
    void tv11CapturedMarajaLosesItsSlot() {
      String start = "chaturaji partnership 8/3rE4/5bPE1bK/8/yK2gK4/1gPH6/8/5gH1rK r - - - 3 50";
      assertLegal(
          start,
          "d7-a7 d7-b7 d7-c7 d7-d5 d7-d6 d7-d8 d7-e7 d7-f7 d7-g7 d7-h7 d7xd4 h1-g1 h1-g2 h1-h2");
      String s1 = "chaturaji partnership 8/8/5bPE1bK/8/yK2rE4/1gPH6/8/5gH1rK y - - g 0 51";
      assertPlay(start, "d7xd4", s1);
      assertRejected(s1, "f1-e3", ChaturajiRejection.NOT_COMMANDED);
      String s2 = "chaturaji partnership 8/8/5bPE1bK/8/1yK1rE4/1gPH6/8/5gH1rK b - - g 1 52";
      assertPlay(s1, "a4-b4", s2);
      assertLegal(s2, "f1-d2 f1-e3 f1-g3 f1-h2 f6-f5 h6-g5 h6-g6 h6-g7 h6-h5 h6-h7");
    }

    @Test
    void tv11CommanderPlaysTheFallenAllysSlot() {
      String start = "chaturaji partnership 8/3rE4/5bPE2/8/yK2gK4/1gPH6/8/3bK1gH1rK r - b - 3 50";
      String after = "chaturaji partnership 8/8/5bPE2/8/yK2rE4/1gPH6/8/3bK1gH1rK g - b g 0 51";
      assertPlay(start, "d7xd4", after);
      assertLegal(after, "b3-b4 d1-c1 d1-c2 d1-d2 d1-e1 d1-e2 f1-d2 f1-e3 f1-g3 f1-h2 f6-f5");
    }
  }

  /** §4.2: one move of any commanded man; the pass only when no move exists. */
  @Nested
  class FreeMode {
    @Test
    void passWhenNoManCanMove() {
      // §4.2: Red's only man, the maraja h1, is boxed in by Yellow's men: the pass is the only
      // action.
      String pos = "chaturaji partnership 4bK3/8/8/yK7/8/3gK4/6yPEyH/6yErK r - - - 0 30";
      assertLegal(pos, "--");
      assertPlay(pos, "--", "chaturaji partnership 4bK3/8/8/yK7/8/3gK4/6yPEyH/6yErK g - - - 1 31");
      assertRejected(pos, "h1-g1", ChaturajiRejection.OCCUPIED_BY_FRIEND);
    }
  }

  /** §4.3: the value thrown selects the men that may move (options dice and link). */
  @Nested
  class DieMode {
    @Test
    void tv2EachValueRestrictsTheChoice() {
      String board = "chaturaji partnership-dice " + START_BOARD + " r ";
      assertLegal(board + "1 - - 0 1", "g1-f1 h1-f3");
      assertLegal(board + "2 - - 0 1", "g2-f2 h2-f1 h2-f3");
      assertLegal(board + "3 - - 0 1", "g3-f3");
      assertLegal(board + "4 - - 0 1", "g4-f4 h4-g5 h4-h5");
    }

    @Test
    void tv2DieMismatchNamesTheDieAndTheMen() {
      String thrown = "chaturaji partnership-dice " + START_BOARD + " r 2 - - 0 1";
      String message = assertRejected(thrown, "g1-f1", ChaturajiRejection.DIE_MISMATCH).message();
      assertTrue(
          message.startsWith("the die shows 2: only the horse and its soldier may move"), message);
    }

    @Test
    void tv2ForbesDie() {
      String board = "chaturaji partnership-dice,dice=forbes " + START_BOARD + " r ";
      assertLegal(board + "? - - 0 1", "R2 R3 R4 R5");
      assertLegal(board + "2 - - 0 1", "h1-f3");
      assertLegal(board + "3 - - 0 1", "h2-f1 h2-f3");
      assertLegal(board + "4 - - 0 1", "--");
      assertLegal(board + "5 - - 0 1", "g1-f1 g2-f2 g3-f3 g4-f4 h4-g5 h4-h5");
      assertRejected(board + "? - - 0 1", "R1", ChaturajiRejection.BAD_ROLL);
      // §4.3 forbes: only 5 moves soldiers; with 2 showing the boat's own soldier stays.
      assertEquals(
          "the die shows 2: only the boat may move, not Red's soldier on g1",
          assertRejected(board + "2 - - 0 1", "g1-f1", ChaturajiRejection.DIE_MISMATCH).message());
    }

    @Test
    void biruniDie() {
      // §4.3 dice=biruni: 1 maraja or any soldier, 2 boat, 3 horse, 4 elephant (boxed in: --).
      String board = "chaturaji partnership-dice,dice=biruni " + START_BOARD + " r ";
      assertLegal(board + "? - - 0 1", "R1 R2 R3 R4");
      assertLegal(board + "1 - - 0 1", "g1-f1 g2-f2 g3-f3 g4-f4 h4-g5 h4-h5");
      assertLegal(board + "2 - - 0 1", "h1-f3");
      assertLegal(board + "3 - - 0 1", "h2-f1 h2-f3");
      assertLegal(board + "4 - - 0 1", "--");
      assertRejected(board + "? - - 0 1", "R5", ChaturajiRejection.BAD_ROLL);
      ChaturajiRules rules = rulesOf(board + "? - - 0 1");
      ToMove<ChaturajiMove> toMove = rules.toMove(position(board + "? - - 0 1"));
      assertEquals(
          List.of(1.0 / 3, 1.0 / 6, 1.0 / 6, 1.0 / 3),
          ((ToMove.Chance<ChaturajiMove>) toMove).outcomes().map(t -> t._2).toList());
    }

    @Test
    void tv9LostTurnAfterTheThrow() {
      String pos =
          "chaturaji partnership-dice yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/5gHrPErE/gPBgPHgPEgPK2rPHrH/gB1gEgK2rPBrB r 3 - - 4 5";
      assertLegal(pos, "--");
      assertPlay(
          pos,
          "--",
          "chaturaji partnership-dice yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/5gHrPErE/gPBgPHgPEgPK2rPHrH/gB1gEgK2rPBrB g ? - - 5 6");
    }

    @Test
    void tv9OtherValues() {
      String pos =
          "chaturaji partnership-dice yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/5gHrPErE/gPBgPHgPEgPK2rPHrH/gB1gEgK2rPBrB r %s - - 4 5";
      assertLegal(String.format(pos, "1"), "g1-f1");
      assertLegal(String.format(pos, "2"), "g2-f2 h2-f1 h2xf3");
      assertLegal(String.format(pos, "4"), "g4-f4 h4-g5 h4-h5");
    }

    @Test
    void tv15IdentityLinkAgainstLaneRule() {
      String identity =
          "chaturaji partnership-dice yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/1gPB5rE/1gPHgPEgPK2rPHrH/gBgHgEgK2rPBrB g %s - - 0 9";
      String lane = identity.replace("partnership-dice", "partnership-dice,link=lane");
      assertLegal(String.format(identity, "1"), "a1-c3 b3-b4");
      assertLegal(String.format(identity, "2"), "b1-a3 b1-c3");
      assertLegal(String.format(identity, "3"), "c2-c3");
      assertLegal(String.format(identity, "4"), "d1-e1 d1-e2 d2-d3");
      assertLegal(String.format(lane, "1"), "a1-c3");
      assertLegal(String.format(lane, "2"), "b1-a3 b1-c3 b3-b4");
      assertLegal(String.format(lane, "3"), "c2-c3");
      assertLegal(String.format(lane, "4"), "d1-e1 d1-e2 d2-d3");
    }
  }

  /** §4.4: the throw is an explicit chance action recorded in the die field. */
  @Nested
  class ThrowInTheState {
    @Test
    void randomThrowsFollowTheDie() {
      // §4.3: the seed's die 1-4 at 1/4 each, forbes 2-5 at 1/4 each, biruni 1/3 1/6 1/6 1/3;
      // 8,000 seeded draws each, within 250 of the expected count (more than 5 standard
      // deviations).
      assertThrowCounts("partnership-dice", 1, new double[] {0.25, 0.25, 0.25, 0.25});
      assertThrowCounts("partnership-dice,dice=forbes", 2, new double[] {0.25, 0.25, 0.25, 0.25});
      assertThrowCounts(
          "partnership-dice,dice=biruni", 1, new double[] {1.0 / 3, 1.0 / 6, 1.0 / 6, 1.0 / 3});
    }

    private void assertThrowCounts(String variant, int lowest, double[] probabilities) {
      ChaturajiRules rules = ChaturajiFixtures.rules(variant);
      java.util.SplittableRandom random = new java.util.SplittableRandom(2024);
      int[] counts = new int[4];
      int draws = 8000;
      for (int i = 0; i < draws; i++) {
        ChaturajiMove.Throw roll =
            (ChaturajiMove.Throw) rules.randomMove(rules.initial(), random).get();
        counts[roll.value() - lowest]++;
      }
      for (int face = 0; face < 4; face++) {
        double expected = draws * probabilities[face];
        assertTrue(
            Math.abs(counts[face] - expected) < 250,
            variant
                + ": value "
                + (face + lowest)
                + " drawn "
                + counts[face]
                + " times, expected about "
                + expected);
      }
    }

    @Test
    void tv2TheThrowIsAChanceEventOfFourEqualOutcomes() {
      assertLegal(DICE_START, "R1 R2 R3 R4");
      ChaturajiRules rules = rulesOf(DICE_START);
      ToMove<ChaturajiMove> toMove = rules.toMove(position(DICE_START));
      assertTrue(toMove instanceof ToMove.Chance, "a throw is due");
      ((ToMove.Chance<ChaturajiMove>) toMove)
          .outcomes()
          .forEach(outcome -> assertEquals(0.25, outcome._2, 1e-12));
    }

    @Test
    void tv2Rejections() {
      assertRejected(DICE_START, "g1-f1", ChaturajiRejection.ROLL_EXPECTED);
      assertRejected(DICE_START, "R5", ChaturajiRejection.BAD_ROLL);
      assertRejected(DICE_START, "R6", ChaturajiRejection.BAD_ROLL);
    }

    @Test
    void tv2ThrowThenMove() {
      String thrown = "chaturaji partnership-dice " + START_BOARD + " r 3 - - 0 1";
      assertPlay(DICE_START, "R3", thrown);
      assertRejected(thrown, "h2-f3", ChaturajiRejection.DIE_MISMATCH);
      assertRejected(thrown, "R2", ChaturajiRejection.MOVE_EXPECTED);
      assertPlay(
          thrown,
          "g3-f3",
          "chaturaji partnership-dice yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/5rPE1rE/gPBgPHgPEgPK2rPHrH/gBgHgEgK2rPBrB g ? - - 0 2");
    }

    @Test
    void exchangeWaitsForTheThrowThenIgnoresTheValue() {
      // §4.4 and §5.4: in die mode the exchange is chosen after the throw, whatever the value,
      // even when no selected man can move.
      String due =
          "chaturaji partnership-dice 4bK3/8/6bPH1/yK7/5rPK2/3gPK4/8/2gEyH4 b ? - rg 11 80";
      assertLegal(due, "R1 R2 R3 R4");
      assertRejected(due, "Xrg", ChaturajiRejection.ROLL_EXPECTED);
      String thrown = due.replace(" b ? ", " b %s ");
      assertLegal(String.format(thrown, "1"), "-- Xrg");
      assertLegal(String.format(thrown, "2"), "Xrg g6-g5");
      assertLegal(
          String.format(thrown, "3"),
          "Xrg c1-a1 c1-b1 c1-c2 c1-c3 c1-c4 c1-c5 c1-c6 c1-c7 c1-c8 c1xd1");
    }

    @Test
    void noThrowAfterTheEnd() {
      String over = "chaturaji partnership-dice yB7/8/2rH5/yK7/7rK/8/8/8 y - - gb 0 201";
      assertTrue(rulesOf(over).legalMoves(position(over)).isEmpty());
      assertRejected(over, "R3", ChaturajiRejection.GAME_OVER);
      assertTrue(rulesOf(over).toMove(position(over)) instanceof ToMove.Nobody);
    }
  }

  /** §5: the steps of an action: counters and the next slot. */
  @Nested
  class TransitionSteps {
    @Test
    void aNewCommanderIsProgress() {
      // §5 step 5: TV10 with 5 quiet turns: taking the ally's throne resets the counter, the same
      // maraja stepping elsewhere adds one.
      String pos = "chaturaji partnership 8/3gK4/5bPE2/7bK/yK7/1gPH6/2rPB5/7rK g - - - 5 40";
      assertPlay(
          pos, "d7-e8", "chaturaji partnership 4gK3/8/5bPE2/7bK/yK7/1gPH6/2rPB5/7rK y - g - 0 41");
      assertPlay(
          pos, "d7-d8", "chaturaji partnership 3gK4/8/5bPE2/7bK/yK7/1gPH6/2rPB5/7rK y - - - 6 41");
    }

    @Test
    void quietMoveAddsOneAndTheTurnAdvances() {
      // §5 step 5: a maraja step without capture is no progress: quiet 2 -> 3, turn 90 -> 91.
      assertPlay(
          "chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/8/8/3gK4 g - - - 2 90",
          "d1-c1",
          "chaturaji partnership 1yPB2bK3/2gPH5/8/yK7/7rK/8/8/2gK5 y - - - 3 91");
    }
  }

  /** §5.1: four boats in a 2x2 block (option triumph). */
  @Nested
  class BoatTriumph {
    @Test
    void onlyBlocksHoldingTheArrivalSquareCount() {
      // §5.1 "some 2x2 block containing s": the full block c1-d2 (possible after a promotion to a
      // boat) does not hold c3, where the boat lands, so nothing happens.
      assertPlay(
          "chaturaji partnership,promotion=lane gK3bK3/8/8/yK7/7rK/8/2yBrB4/2gBbBrB3 r - - - 0 30",
          "e1-c3",
          "chaturaji partnership,promotion=lane gK3bK3/8/8/yK7/7rK/2rB5/2yBrB4/2gBbB4 g - - - 1 31");
    }

    @Test
    void noBlockAcrossTheBoardEdge() {
      // A boat landing on h3 has no block to its east: a4, h4 and a5 are not its neighbours.
      assertPlay(
          "chaturaji partnership 2yK1bK3/8/8/yB2rK4/gB6bB/8/8/3gK1rB2 r - - - 0 30",
          "f1-h3",
          "chaturaji partnership 2yK1bK3/8/8/yB2rK4/gB6bB/7rB/8/3gK4 g - - - 1 31");
    }

    @Test
    void triumphInTheCornerBlock() {
      // §5.1 at the edge: Red's boat completes the block a1-b2; the enemy boats a2 and b2 leave.
      String pos = "chaturaji partnership-dice 4bK3/8/8/yK7/7rK/2rB5/gBbB6/1yB1gK4 r 1 - - 3 30";
      assertLegal(pos, "c3-a1 c3-e1 c3-e5");
      assertPlay(
          pos, "c3-a1", "chaturaji partnership-dice 4bK3/8/8/yK7/7rK/8/8/rByB*1gK4 g ? - - 0 31");
    }

    @Test
    void everyBlockOfTheArrivalSquareIsResolved() {
      // §9 "several blocks at once are all resolved" (promotion=lane allows second boats): the boat
      // arriving on d4 completes c3-d4 and d3-e4; the three enemy boats leave, Yellow's c4 passes
      // to Red, Red's own boats stay Red's.
      assertPlay(
          "chaturaji partnership,promotion=lane 4bK3/8/8/yK7/2yB1rB2rK/2gBbBgB3/5rB2/3gK4 r - - - 0 30",
          "f2-d4",
          "chaturaji partnership,promotion=lane 4bK3/8/8/yK7/2yB*rBrB2rK/8/8/3gK4 g - - - 0 31");
    }

    @Test
    void noTriumphWithoutAnEnemyBoat() {
      // §5.1 needs at least one enemy boat in the block: four RY boats are only a quiet boat move.
      assertPlay(
          "chaturaji partnership,promotion=lane 4bK3/8/8/yK7/2yB4rK/2yBrB4/5rB2/3gK4 r - - - 0 30",
          "f2-d4",
          "chaturaji partnership,promotion=lane 4bK3/8/8/yK7/2yBrB3rK/2yBrB4/8/3gK4 g - - - 1 31");
    }

    static final String BEFORE =
        "chaturaji partnership-dice 4bK3/8/8/yK2bB4/3yBgB1rPKrK/2rB5/8/3gK4 r 1 - - 7 30";

    @Test
    void tv8FourBoatsInABlock() {
      assertLegal(BEFORE, "c3-a1 c3-e1 c3-e5");
      assertPlay(
          BEFORE,
          "c3-e5",
          "chaturaji partnership-dice 4bK3/8/8/yK3rB3/3yB*2rPKrK/8/8/3gK4 g ? - - 0 31");
    }

    @Test
    void triumphRemovesOnlyTheBoatsOfTheBlock() {
      // §5.1: TV8 with a Black soldier on d6, above the block d4-e5: it is no boat of the block
      // and stays on the board.
      assertPlay(
          "chaturaji partnership-dice 4bK3/8/3bPK4/yK2bB4/3yBgB1rPKrK/2rB5/8/3gK4 r 1 - - 7 30",
          "c3-e5",
          "chaturaji partnership-dice 4bK3/8/3bPK4/yK3rB3/3yB*2rPKrK/8/8/3gK4 g ? - - 0 31");
    }

    @Test
    void aCapturingBoatMoveTriggersTheTriumphToo() {
      // §9 "a capturing boat move can trigger it": TV8 with a Black soldier on e5, which the boat
      // takes on arrival; the block then holds four boats and the same triumph follows.
      String pos =
          "chaturaji partnership-dice 4bK3/8/8/yK2bBbPK3/3yBgB1rPKrK/2rB5/8/3gK4 r 1 - - 7 30";
      assertLegal(pos, "c3-a1 c3-e1 c3xe5");
      assertPlay(
          pos,
          "c3xe5",
          "chaturaji partnership-dice 4bK3/8/8/yK3rB3/3yB*2rPKrK/8/8/3gK4 g ? - - 0 31");
    }

    @Test
    void tv8WinnerMovesEitherBoat() {
      assertLegal(
          "chaturaji partnership-dice 4bK3/8/8/yK3rB3/3yB*2rPKrK/8/8/3gK4 r 1 - - 0 31",
          "d4-b2 d4-b6 d4-f2 d4-f6 e5-c3 e5-c7 e5-g3 e5-g7");
    }

    @Test
    void tv8AllyLosesItsBoat() {
      assertLegal(
          "chaturaji partnership-dice 4bK3/8/8/yK3rB3/3yB*2rPKrK/8/8/3gK4 y 1 - - 0 31", "--");
    }

    @Test
    void tv8TriumphAllTakesTheAlliedBoatToo() {
      // Hand-derived from §5.1: with triumph=all the boat on e5 removes the three other boats.
      assertPlay(
          BEFORE.replace("partnership-dice", "partnership-dice,triumph=all"),
          "c3-e5",
          "chaturaji partnership-dice,triumph=all 4bK3/8/8/yK3rB3/6rPKrK/8/8/3gK4 g ? - - 0 31");
    }

    @Test
    void triumphOffLeavesTheBoats() {
      // Hand-derived: with triumph=off the move is a plain boat move; the quiet counter goes on.
      assertPlay(
          BEFORE.replace("partnership-dice", "partnership-dice,triumph=off"),
          "c3-e5",
          "chaturaji partnership-dice,triumph=off 4bK3/8/8/yK2bBrB3/3yBgB1rPKrK/8/8/3gK4 g ? - - 8 31");
    }
  }

  /** §5.2: a maraja on its ally's throne commands both armies until it is captured. */
  @Nested
  class ThronesAndCommand {
    @Test
    void theOtherPartnerTakesTheCommandOver() {
      // §5.2 "replacing any earlier commander": Green commands; on Black's slot Green moves Black's
      // maraja onto d1, Green's throne, and Black becomes the commander instead.
      assertPlay(
          "chaturaji partnership 4gK3/8/8/yK7/7rK/8/4bK3/8 b - g - 0 60",
          "e2-d1",
          "chaturaji partnership 4gK3/8/8/yK7/7rK/8/8/3bK4 r - b - 0 61");
    }

    @Test
    void redTakesYellowsThroneAndPlaysYellowsSlot() {
      // §5.2 for the RY camp: Red's maraja enters a5 while Yellow is a prisoner; Yellow's slot
      // comes
      // back and Red plays it.
      String after = "chaturaji partnership 4bK3/8/8/rK7/8/8/8/3gK4 g - r y 0 51";
      assertPlay("chaturaji partnership 4bK3/8/8/8/1rK6/8/8/3gK4 r - - y 0 50", "b4-a5", after);
      assertEquals(List.of(ChaturajiArmy.RED), position(after).commanders().toList());
      String yellowsSlot = "chaturaji partnership 4bK3/8/8/rK7/8/8/3gK4/8 y - r y 1 52";
      assertPlay(after, "d1-d2", yellowsSlot);
      assertEquals(
          new ToMove.Seat<ChaturajiMove>(ChaturajiArmy.RED.player()),
          rulesOf(yellowsSlot).toMove(position(yellowsSlot)));
    }

    @Test
    void tv10MarajaTakesTheAllysThrone() {
      String start = "chaturaji partnership 8/3gK4/5bPE2/7bK/yK7/1gPH6/2rPB5/7rK g - - - 0 40";
      assertLegal(start, "b3-b4 d7-c6 d7-c7 d7-c8 d7-d6 d7-d8 d7-e6 d7-e7 d7-e8");
      String s1 = "chaturaji partnership 4gK3/8/5bPE2/7bK/yK7/1gPH6/2rPB5/7rK y - g - 0 41";
      assertPlay(start, "d7-e8", s1);
      String s2 = "chaturaji partnership 4gK3/8/5bPE2/7bK/8/yKgPH6/2rPB5/7rK b - g - 1 42";
      assertPlay(s1, "a4-a3", s2);
      assertLegal(s2, "b3-b4 e8-d7 e8-d8 e8-e7 e8-f7 e8-f8 f6-f5 h5-g4 h5-g5 h5-g6 h5-h4 h5-h6");
      String s3 = "chaturaji partnership 4gK3/8/8/5bPE1bK/8/yKgPH6/2rPB5/7rK r - g - 0 43";
      assertPlay(s2, "f6-f5", s3);
      String s4 = "chaturaji partnership 4gK3/8/8/5bPE1bK/8/yKgPH6/2rPB5/6rK1 g - g - 1 44";
      assertPlay(s3, "h1-g1", s4);
      assertPlay(
          s4, "e8-d8", "chaturaji partnership 3gK4/8/8/5bPE1bK/8/yKgPH6/2rPB5/6rK1 y - g - 2 45");
    }

    @Test
    void enemyThroneDoesNothing() {
      // TV10: Black's maraja entering h4 (Red's throne) changes no command; Green still commands.
      assertPlay(
          "chaturaji partnership 4gK3/8/5bPE2/7bK/8/yKgPH6/2rPB5/7rK b - g - 1 42",
          "h5-h4",
          "chaturaji partnership 4gK3/8/5bPE2/8/7bK/yKgPH6/2rPB5/7rK r - g - 2 43");
    }

    @Test
    void commandEndsWhenTheCommanderIsCaptured() {
      // §5.2: Black commands GB; Red's elephant takes Black's maraja: the command ends, Black is a
      // prisoner, and with no commander Black's slot is lost (g -> y).
      String pos = "chaturaji partnership 8/8/8/yK7/7rK/8/8/3gKbKrE2 r - b - 0 50";
      String after = "chaturaji partnership 8/8/8/yK7/7rK/8/8/3gKrE3 g - - b 0 51";
      assertPlay(pos, "f1xe1", after);
      assertPlay(after, "d1-d2", "chaturaji partnership 8/8/8/yK7/7rK/8/3gK4/4rE3 y - - b 1 52");
    }

    @Test
    void promotedMarajaOnTheAllysThroneTakesCommand() {
      // Black moves headless Green's soldier e7 to e8, Black's throne, where it becomes a maraja.
      assertPlay(
          "chaturaji partnership 8/4gPK3/8/yK7/7rK/8/8/7bK b - - g 0 100",
          "e7-e8=K",
          "chaturaji partnership 4gK3/8/8/yK7/7rK/8/8/7bK r - g g 0 101");
    }

    @Test
    void reenteringTheThroneIsNoNewCommand() {
      // §5 step 5: only a *new* commander is progress. Green already commands (TV10 after e8-d8);
      // on Black's slot its maraja steps back onto e8: the command stays, the quiet counter adds
      // one.
      assertPlay(
          "chaturaji partnership 3gK4/8/8/5bPE1bK/8/yKgPH6/2rPB5/6rK1 b - g - 2 45",
          "d8-e8",
          "chaturaji partnership 4gK3/8/8/5bPE1bK/8/yKgPH6/2rPB5/6rK1 r - g - 3 46");
    }
  }

  /** §5.3: a headless army: its slot is lost and its ally moves its men (option headless). */
  @Nested
  class CapturedMaraja {
    @Test
    void frozenMenStayEvenInAUnifiedCamp() {
      // headless=frozen (§5.3): Green commands GB, but Black's soldier f6 no longer moves; with the
      // default (ally) the commander moves it.
      String pos = "4gK3/8/5bPE2/8/8/yK7/8/7rK g - g b 0 50";
      assertLegal("chaturaji partnership,headless=frozen " + pos, "e8-d7 e8-d8 e8-e7 e8-f7 e8-f8");
      assertRejected(
          "chaturaji partnership,headless=frozen " + pos,
          "f6-f5",
          ChaturajiRejection.NOT_COMMANDED);
      assertLegal("chaturaji partnership " + pos, "e8-d7 e8-d8 e8-e7 e8-f7 e8-f8 f6-f5");
    }

    @Test
    void capturedMarajaLeavesTheBoard() {
      // TV5: after c3xd1 Green has no maraja on the board and is among the prisoners.
      String after =
          "chaturaji partnership-dice 4bK3/4bE3/5rPH2/yKyPB6/2bPK1bB2rK/1gPB1yPE4/gPH3rPE3/3rH4 y ? - g 0 34";
      assertEquals(
          io.vavr.collection.TreeSet.of(
              ChaturajiArmy.RED, ChaturajiArmy.YELLOW, ChaturajiArmy.BLACK),
          position(after).armiesWithMaraja());
      assertEquals(List.of(ChaturajiArmy.GREEN), position(after).prisoners().toList());
    }

    @Test
    void bothPartnersHeadlessLoseBothSlots() {
      // §5.3: Green and Black are both prisoners: their slots are skipped, Red and Yellow
      // alternate.
      String pos = "chaturaji partnership yB7/8/2gE5/yK7/1rH5rK/8/8/8 r - - gb 5 200";
      String after = "chaturaji partnership yB7/8/2gE5/yK6rK/1rH6/8/8/8 y - - gb 6 201";
      assertPlay(pos, "h4-h5", after);
      assertPlay(after, "a5-a4", "chaturaji partnership yB7/8/2gE5/7rK/yKrH6/8/8/8 r - - gb 7 202");
    }

    @Test
    void headlessFrozenMenStayPut() {
      // TV11 with headless=frozen: on Black's slot Green's horse f1 and soldier b3 no longer move.
      String start =
          "chaturaji partnership,headless=frozen 8/3rE4/5bPE1bK/8/yK2gK4/1gPH6/8/5gH1rK r - - - 3 50";
      String s1 =
          "chaturaji partnership,headless=frozen 8/8/5bPE1bK/8/yK2rE4/1gPH6/8/5gH1rK y - - g 0 51";
      assertPlay(start, "d7xd4", s1);
      String s2 =
          "chaturaji partnership,headless=frozen 8/8/5bPE1bK/8/1yK1rE4/1gPH6/8/5gH1rK b - - g 1 52";
      assertPlay(s1, "a4-b4", s2);
      assertLegal(s2, "f6-f5 h6-g5 h6-g6 h6-g7 h6-h5 h6-h7");
    }
  }

  /** §5.4: exchange of two captured marajas, and the release (options exchange and release). */
  @Nested
  class Exchange {
    @Test
    void exchangeNeedsPrisonersOfOppositeCamps() {
      assertRejected(POS, "Xrr", ChaturajiRejection.NO_EXCHANGE);
      // Red and Yellow are both prisoners, but allies are never exchanged.
      String allies = "chaturaji partnership 4bK3/8/8/8/8/8/rE7/3gK4 g - - ry 0 70";
      assertLegal(allies, "d1-c1 d1-c2 d1-d2 d1-e1 d1-e2");
      assertRejected(allies, "Xry", ChaturajiRejection.NO_EXCHANGE);
    }

    @Test
    void aMarajaBackByPromotionIsNoLongerExchanged() {
      // §5.4 "neither has a maraja on the board": Red is listed as a prisoner but has a maraja
      // again.
      String pos = "chaturaji partnership 4bK3/8/8/yK7/rK7/8/8/gE7 b - - rg 0 61";
      assertLegal(
          pos,
          "a1-a2 a1-a3 a1xa4 a1-b1 a1-c1 a1-d1 a1-e1 a1-f1 a1-g1 a1-h1 e8-d7 e8-d8 e8-e7 e8-f7 e8-f8");
      assertRejected(pos, "Xrg", ChaturajiRejection.NO_EXCHANGE);
    }

    @Test
    void aGreenMarajaBackByPromotionIsNoLongerExchanged() {
      // §5.4 "neither has a maraja on the board", for a GB army: Green is still listed as a
      // prisoner, but its soldier came back as a maraja (d1); only Red is returnable, so no
      // exchange.
      String pos = "chaturaji partnership 4bK3/8/8/yK7/8/8/8/3gK4 y - - rg 0 61";
      assertLegal(pos, "a5-a4 a5-a6 a5-b4 a5-b5 a5-b6");
      assertRejected(pos, "Xrg", ChaturajiRejection.NO_EXCHANGE);
    }

    @Test
    void releaseNeedsBothEnemyMarajas() {
      // release=on: Green is held but Black's maraja is on the board, so Yellow is not released.
      String pos = "chaturaji partnership,release=on 4bK3/8/8/8/7rK/8/8/3gE4 r - - gy 0 60";
      assertLegal(pos, "Xgy h4-g3 h4-g4 h4-g5 h4-h3 h4-h5");
      assertRejected(pos, "Xy", ChaturajiRejection.NO_EXCHANGE);
    }

    @Test
    void releaseNeedsTheSecondEnemyMarajaToo() {
      // release=on (§5.4): Black is held but Green's maraja is on the board, so Yellow (also held)
      // is not released; the exchange Xyb is still offered.
      String pos = "chaturaji partnership,release=on 8/8/8/8/7rK/8/8/3gK4 r - - yb 0 60";
      assertLegal(pos, "Xyb h4-g3 h4-g4 h4-g5 h4-h3 h4-h5");
      assertRejected(pos, "Xy", ChaturajiRejection.NO_EXCHANGE);
    }

    @Test
    void releaseOnlyOfAMarajaOffTheBoard() {
      // release=on: Red holds both GB marajas, but Red's own maraja is on the board: nothing to
      // release.
      String pos = "chaturaji partnership,release=on 4bE3/8/8/8/7rK/8/8/3gE4 r - - gyb 0 60";
      assertEquals(
          "Xr: Red's maraja is not a prisoner off the board",
          assertRejected(pos, "Xr", ChaturajiRejection.NO_EXCHANGE).message());
    }

    static final String POS =
        "chaturaji partnership 4bK3/8/6bPH1/yK7/5rPK2/3gPK4/8/2gEyH4 b - - rg 11 80";

    @Test
    void tv12ExchangeIsOfferedBesideTheMoves() {
      assertLegal(
          POS,
          "Xrg c1-a1 c1-b1 c1-c2 c1-c3 c1-c4 c1-c5 c1-c6 c1-c7 c1-c8 c1xd1 d3-d4 e8-d7 e8-d8 e8-e7 e8-f7 e8-f8 g6-g5");
    }

    @Test
    void tv12ExchangePlacesTheMarajas() {
      assertPlay(
          POS,
          "Xrg",
          "chaturaji partnership 4bK3/8/6bPH1/yK7/5rPK1rK/3gPK4/8/2gEyHgK3 r - - - 0 81");
    }

    @Test
    void tv12Rejections() {
      assertRejected(POS, "Xgr", ChaturajiRejection.MALFORMED_ORDER);
      assertRejected(POS, "Xry", ChaturajiRejection.NO_EXCHANGE);
      assertRejected(
          POS.replace("partnership", "partnership,exchange=off"),
          "Xrg",
          ChaturajiRejection.NO_EXCHANGE);
    }

    @Test
    void releaseBringsBackThePartnerForNothing() {
      String pos = "chaturaji partnership,release=on 4bE3/8/8/8/7rK/8/8/3gE4 r - - gyb 0 60";
      assertLegal(pos, "Xgy Xy Xyb h4-g3 h4-g4 h4-g5 h4-h3 h4-h5");
      assertPlay(
          pos, "Xy", "chaturaji partnership,release=on 4bE3/8/8/yK7/7rK/8/8/3gE4 y - - gb 0 61");
      assertRejected(pos.replace(",release=on", ""), "Xy", ChaturajiRejection.NO_EXCHANGE);
      assertRejected(pos, "Xg", ChaturajiRejection.NO_EXCHANGE);
    }
  }

  /** §5.5: a camp without men loses; the no-progress draw (options end and noprogress). */
  @Nested
  class EndOfGame {
    @Test
    void noProgressZeroTurnsTheDrawOff() {
      // §9 noprogress=0: the quiet counter grows past any limit and the game goes on.
      String after =
          "chaturaji partnership,noprogress=0 yB7/8/2gE5/yK6rK/1rH6/8/8/8 y - - gb 251 401";
      assertPlay(
          "chaturaji partnership,noprogress=0 yB7/8/2gE5/yK7/1rH5rK/8/8/8 r - - gb 250 400",
          "h4-h5",
          after);
      assertEquals(Outcome.ONGOING, rulesOf(after).outcome(position(after)));
    }

    @Test
    void greenAndBlackWinByTakingTheLastRedYellowMan() {
      String after = "chaturaji partnership 7bK/8/2gH5/8/8/8/8/3gK4 b - - ry 0 201";
      assertPlay("chaturaji partnership 7bK/8/2rE5/8/1gH6/8/8/3gK4 g - - ry 5 200", "b4xc6", after);
      Outcome outcome = rulesOf(after).outcome(position(after));
      assertEquals("ALL_MEN_CAPTURED", outcome.reason());
      assertEquals(
          HashSet.of(ChaturajiArmy.GREEN.player(), ChaturajiArmy.BLACK.player()),
          HashSet.ofAll(((Outcome.Win) outcome).winners()));
    }

    @Test
    void greenAndBlackWinUnderEndMarajas() {
      String after = "chaturaji partnership,end=marajas 7bK/8/2gH5/yE7/8/8/8/3gK4 b - - ry 0 71";
      assertPlay(
          "chaturaji partnership,end=marajas 7bK/8/2rK5/yE7/1gH6/8/8/3gK4 g - - y 0 70",
          "b4xc6",
          after);
      Outcome outcome = rulesOf(after).outcome(position(after));
      assertEquals("BOTH_MARAJAS_CAPTURED", outcome.reason());
      assertEquals(
          HashSet.of(ChaturajiArmy.GREEN.player(), ChaturajiArmy.BLACK.player()),
          HashSet.ofAll(((Outcome.Win) outcome).winners()));
    }

    static final String POS = "chaturaji partnership yB7/8/2gE5/yK7/1rH5rK/8/8/8 r - - gb 5 200";
    static final String AFTER = "chaturaji partnership yB7/8/2rH5/yK7/7rK/8/8/8 y - - gb 0 201";

    @Test
    void tv14LastManCaptured() {
      assertLegal(POS, "b4-a2 b4-a6 b4-c2 b4-d3 b4-d5 b4xc6 h4-g3 h4-g4 h4-g5 h4-h3 h4-h5");
      assertPlay(POS, "b4xc6", AFTER);
      ChaturajiRules rules = rulesOf(AFTER);
      ChaturajiPosition end = position(AFTER);
      Outcome outcome = rules.outcome(end);
      assertTrue(outcome instanceof Outcome.Win, outcome.toString());
      assertEquals(
          HashSet.of(ChaturajiArmy.RED.player(), ChaturajiArmy.YELLOW.player()),
          HashSet.ofAll(((Outcome.Win) outcome).winners()));
      assertEquals("ALL_MEN_CAPTURED", outcome.reason());
      assertTrue(rules.legalMoves(end).isEmpty());
      assertTrue(rules.toMove(end) instanceof ToMove.Nobody);
      assertRejected(AFTER, "h4-h5", ChaturajiRejection.GAME_OVER);
    }

    @Test
    void dieFieldIsDashOnceTheGameIsOver() {
      // §5 step 7: TV14 in die mode; after the last GB man falls no throw is due.
      assertPlay(
          "chaturaji partnership-dice yB7/8/2gE5/yK7/1rH5rK/8/8/8 r 2 - gb 5 200",
          "b4xc6",
          "chaturaji partnership-dice yB7/8/2rH5/yK7/7rK/8/8/8 y - - gb 0 201");
    }

    @Test
    void tv14EndMarajasEndsAtTheSecondMaraja() {
      // Hand-derived from §5.5: with end=marajas a position without GB marajas is already over,
      // so the line is only valid with the die field '-' and nothing can be played.
      String pos = POS.replace("partnership", "partnership,end=marajas");
      ChaturajiRules rules = rulesOf(pos);
      Outcome outcome = rules.outcome(position(pos));
      assertEquals("BOTH_MARAJAS_CAPTURED", outcome.reason());
      assertTrue(rules.legalMoves(position(pos)).isEmpty());
    }

    @Test
    void endMarajasAgainstEndAll() {
      // Red's horse takes Black's maraja, the last GB maraja; Green's elephant is still on a1.
      String all = "chaturaji partnership 4bK3/8/3rH4/yK7/7rK/8/8/gE7 r - - g 0 70";
      String afterAll = "chaturaji partnership 4rH3/8/8/yK7/7rK/8/8/gE7 y - - gb 0 71";
      assertPlay(all, "d6xe8", afterAll);
      assertEquals(Outcome.ONGOING, rulesOf(afterAll).outcome(position(afterAll)));
      String marajas = all.replace("partnership", "partnership,end=marajas");
      String afterMarajas = afterAll.replace("partnership", "partnership,end=marajas");
      assertPlay(marajas, "d6xe8", afterMarajas);
      Outcome outcome = rulesOf(afterMarajas).outcome(position(afterMarajas));
      assertEquals("BOTH_MARAJAS_CAPTURED", outcome.reason());
      assertEquals(
          HashSet.of(ChaturajiArmy.RED.player(), ChaturajiArmy.YELLOW.player()),
          HashSet.ofAll(((Outcome.Win) outcome).winners()));
    }

    @Test
    void deadlockDrawWhenEverySlotIsLost() {
      // §5.5 DEADLOCK, defined for safety: every army's maraja is a prisoner and nobody commands,
      // so all four slots are lost. Such a line is a finished game: a draw with nothing to play.
      String pos = "chaturaji partnership 4bE3/8/8/yE7/7rE/8/8/3gE4 r - - rgyb 0 1";
      ChaturajiRules rules = rulesOf(pos);
      assertEquals(Outcome.draw("DEADLOCK").toString(), rules.outcome(position(pos)).toString());
      assertTrue(rules.legalMoves(position(pos)).isEmpty());
      assertRejected(pos, "Xrg", ChaturajiRejection.GAME_OVER);
    }

    @Test
    void noProgressDraw() {
      // Hand-derived: the quiet counter reaches the limit (noprogress=6) with a quiet maraja move.
      String pos = "chaturaji partnership,noprogress=6 yB7/8/2gE5/yK7/1rH5rK/8/8/8 r - - gb 5 200";
      String after =
          "chaturaji partnership,noprogress=6 yB7/8/2gE5/yK7/1rH6/7rK/8/8 y - - gb 6 201";
      assertPlay(pos, "h4-h3", after);
      assertEquals(
          Outcome.draw("NO_PROGRESS").toString(),
          rulesOf(after).outcome(position(after)).toString());
    }
  }

  /** §5.6: no check, no checkmate: a maraja is simply captured. */
  @Nested
  class NoCheck {
    @Test
    void marajaMayStepOntoAnAttackedSquare() {
      // §5.6: no check. TV3: f3 is attacked by Black's horse e5, and the Red maraja may go there.
      String pos = "chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/4rK3/8/8/3gK4 r - - - 0 12";
      String after = "chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/8/5rK2/8/3gK4 g - - - 1 13";
      assertPlay(pos, "e4-f3", after);
    }

    @Test
    void marajaIsCapturedLikeAnyMan() {
      // §5.6: nothing protects a maraja; Black's horse takes it, Red becomes a prisoner and, Yellow
      // having its maraja and no command, Red's slot is lost (b -> g).
      String pos = "chaturaji partnership 4bK3/8/8/yK2yPKbHgPE2/8/5rK2/8/3gK4 b - - - 1 13";
      assertTrue(rulesOf(pos).legalMoves(position(pos)).map(Object::toString).contains("e5xf3"));
      assertPlay(
          pos, "e5xf3", "chaturaji partnership 4bK3/8/8/yK2yPK1gPE2/8/5bH2/8/3gK4 g - - r 0 14");
    }
  }

  /** §6 and §9: the named variants and the options with their defaults, in key order. */
  @Nested
  class VariantsAndOptions {
    @Test
    void namedVariantConstants() {
      assertEquals("partnership", ChaturajiRules.of(ChaturajiVariant.PARTNERSHIP).variantName());
      assertEquals(
          "partnership-dice", ChaturajiRules.of(ChaturajiVariant.PARTNERSHIP_DICE).variantName());
      assertEquals(
          ChaturajiVariant.PARTNERSHIP, ChaturajiVariant.PARTNERSHIP_DICE.withDieMode(false));
      assertEquals(
          DICE_START,
          ChaturajiRules.of(ChaturajiVariant.PARTNERSHIP_DICE)
              .notation()
              .formatPosition(ChaturajiRules.of(ChaturajiVariant.PARTNERSHIP_DICE).initial()));
    }

    @Test
    void standardIsThePartnershipGameAndTheRulesKeepTheirVariant() {
      assertEquals(ChaturajiVariant.PARTNERSHIP, ChaturajiRules.standard().variant());
      assertEquals("partnership", ChaturajiRules.standard().variantName());
      assertEquals(
          ChaturajiVariant.PARTNERSHIP_DICE,
          ChaturajiRules.of(ChaturajiVariant.PARTNERSHIP_DICE).variant());
      assertThrows(NullPointerException.class, () -> ChaturajiRules.of(null));
    }

    private final ChaturajiGame game = new ChaturajiGame();

    private Either<Rejection, String> field(String variantField) {
      return Setup.parseVariantField(variantField).flatMap(game::rules).map(Rules::variantName);
    }

    @Test
    void namedVariantsPartnershipFirst() {
      assertEquals(List.of("partnership", "partnership-dice"), game.variants().toList());
      assertEquals(List.of("8x8"), game.sizes().toList());
    }

    @Test
    void optionDefaultsInTheKeyOrderOfSection9() {
      assertEquals(
          List.of(
              "dice=seed",
              "link=identity",
              "hierarchy=on",
              "triumph=seed",
              "promotion=lane-if-lost",
              "gadha=off",
              "headless=ally",
              "exchange=claim",
              "release=off",
              "end=all",
              "noprogress=200"),
          game.optionDefaults().toList().map(t -> t._1 + "=" + t._2));
    }

    @Test
    void variantFieldListsOnlyNonDefaultOptionsInKeyOrder() {
      assertEquals(
          "partnership,end=marajas,noprogress=0",
          field("partnership,noprogress=0,end=marajas").get());
      assertEquals("partnership", field("partnership,hierarchy=on,dice=seed").get());
      assertEquals(
          "partnership-dice,dice=biruni,link=lane,hierarchy=off",
          field("partnership-dice,hierarchy=off,link=lane,dice=biruni").get());
    }

    @Test
    void noProgressTakesAnyLimitUpToAMillion() {
      // README and package docs: noprogress is an integer from 0 (off) to 1,000,000.
      assertEquals("partnership,noprogress=1000000", field("partnership,noprogress=1000000").get());
      assertEquals("partnership,noprogress=1", field("partnership,noprogress=1").get());
    }

    @Test
    void theOtherModeKeepsTheOptionsAndTheDieBelongsToTheDieMode() {
      ChaturajiVariant forbes =
          rulesOf("chaturaji partnership-dice,dice=forbes,link=lane x").variant();
      assertEquals(
          forbes, forbes.withDieMode(true), "already in die mode: the same die and options");
      ChaturajiVariant free = forbes.withDieMode(false);
      assertEquals("partnership,link=lane", free.field(), "the free game has no die");
      assertEquals(
          "partnership-dice,link=lane",
          free.withDieMode(true).field(),
          "back in die mode: the seed's die");
    }

    @Test
    void refusedOptions() {
      assertEquals("INVALID_OPTION", field("partnership,dice=biruni").getLeft().codeName());
      assertEquals("INVALID_OPTION", field("partnership,noprogress=1000001").getLeft().codeName());
      assertEquals("INVALID_OPTION", field("partnership,noprogress=007").getLeft().codeName());
      assertEquals("INVALID_OPTION", field("partnership,exchange=on").getLeft().codeName());
      assertEquals("UNKNOWN_OPTION", field("partnership-dice,die=seed").getLeft().codeName());
      assertEquals("UNKNOWN_VARIANT", field("partnership-free").getLeft().codeName());
    }
  }

  /** §7.3: the verified sample game. */
  @Nested
  class Record {
    @Test
    void sampleGameReplaysToTheDossiersFinalPosition() {
      String text =
          String.join(
              "\n",
              DICE_START,
              "R2",
              "h2-f3",
              "R4",
              "d2-d3",
              "R1",
              "a8-c6",
              "R3",
              "f7-f6",
              "R3",
              "h3-h2",
              "R2",
              "b1-c3",
              "R4",
              "a5-b4",
              "R1",
              "h7-h6");
      Either<MoveFailure, GameState<?, ?>> replayed =
          GameRecord.parse(text).mapLeft(r -> new MoveFailure(0, r)).flatMap(GameRecord::replay);
      assertTrue(replayed.isRight(), () -> replayed.getLeft().toString());
      assertEquals(
          "chaturaji partnership-dice 1yPB2bKbEbHbB/yHyPH2bPK1bPH1/yEyPEyB2bPE1bPB/1yPK6/1yK4rPKrK/2gHgPK1rHrPE1/gPBgPHgPE3rPHrE/gB1gEgK2rPBrB r ? - - 0 9",
          replayed.get().line());
    }

    @Test
    void lastThrowOfTheSampleLeavesOnlyTheBoatSoldier() {
      // §7.3: at the last throw Black's boat h8 is blocked by its own soldier on f6, so the value 1
      // leaves only the boat's soldier h7.
      GameState<?, ?> before =
          Games.parse(DICE_START)
              .get()
              .playAll(
                  io.vavr.collection.List.of(
                      "R2", "h2-f3", "R4", "d2-d3", "R1", "a8-c6", "R3", "f7-f6", "R3", "h3-h2",
                      "R2", "b1-c3", "R4", "a5-b4", "R1"))
              .get();
      assertEquals(io.vavr.collection.List.of("h7-h6"), before.moves().toList());
    }
  }
}
