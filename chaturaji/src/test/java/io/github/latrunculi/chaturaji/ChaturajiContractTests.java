package io.github.latrunculi.chaturaji;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.testkit.RulesContract;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.SplittableRandom;

/**
 * The core test kit on both named variants and on every option set to a non-default value, plus
 * Chaturaji's own invariants of every step (issue item 6).
 *
 * <p>No conserved quantity is declared: a position records captured marajas but not the other
 * captured men, so "men on the board plus men removed" cannot be read from a position. The step
 * invariant "men never increase except by the exchange's return of marajas" checks the same
 * accounting one step at a time.
 */
class ChaturajiContractTests extends RulesContract<ChaturajiPosition, ChaturajiMove> {
  private static final List<String> VARIANTS =
      List.of(
          "partnership",
          "partnership-dice",
          "partnership-dice,dice=forbes",
          "partnership-dice,dice=biruni",
          "partnership-dice,link=lane",
          "partnership,hierarchy=off",
          "partnership-dice,triumph=all",
          "partnership-dice,triumph=off",
          "partnership,promotion=lane",
          "partnership-dice,promotion=none",
          "partnership,gadha=on",
          "partnership-dice,headless=frozen",
          "partnership,exchange=off",
          "partnership,release=on",
          "partnership-dice,end=marajas",
          "partnership,noprogress=30");

  @Override
  protected Seq<Rules<ChaturajiPosition, ChaturajiMove>> variantsUnderTest() {
    return VARIANTS.map(Fixture::rules);
  }

  @Override
  protected int playoutsPerVariant() {
    return 6;
  }

  @Override
  protected int maxPlies() {
    return 160;
  }

  /** The key leaves out the two counters at the end of the line (no-progress clock and ply number). */
  @Override
  protected String hashedPart(Rules<ChaturajiPosition, ChaturajiMove> rules, String line) {
    return line.substring(0, line.lastIndexOf(' ', line.lastIndexOf(' ') - 1));
  }

  /** Twelve moves per position keep the 16 variants within the module's time budget. */
  @Override
  protected int movesCheckedPerPosition() {
    return 12;
  }

  /**
   * Even seeds start from the initial position; odd seeds from a late position reached by a fast
   * unchecked random prefix, so that the checked playout sees captured marajas, exchanges,
   * commanders, promotions and the end of the game within the ply cap.
   */
  @Override
  protected ChaturajiPosition start(Rules<ChaturajiPosition, ChaturajiMove> rules, long seed) {
    ChaturajiPosition position = rules.initial();
    if (seed % 2 == 0) {
      return position;
    }
    SplittableRandom random = new SplittableRandom(seed * 7919);
    int prefix = 150 + random.nextInt(400);
    for (int ply = 0; ply < prefix; ply++) {
      Seq<ChaturajiMove> moves = rules.legalMoves(position);
      if (moves.isEmpty()) {
        break;
      }
      ChaturajiPosition next = rules.apply(position, moves.get(random.nextInt(moves.size())));
      if (rules.outcome(next).isFinished()) {
        break; // keep the last ongoing position so that the checked playout sees the end
      }
      position = next;
    }
    return position;
  }

  @Override
  protected void checkStep(
      Rules<ChaturajiPosition, ChaturajiMove> rules,
      ChaturajiPosition before,
      ChaturajiMove move,
      ChaturajiPosition after) {
    ChaturajiVariant options = ((ChaturajiRules) rules).options();
    int menBefore = before.board().count();
    int menAfter = after.board().count();
    if (move instanceof ChaturajiMove.Exchange) {
      assertEquals(menBefore + 2, menAfter, "an exchange returns exactly two marajas");
    } else if (move instanceof ChaturajiMove.Release) {
      assertEquals(menBefore + 1, menAfter, "a release returns exactly one maraja");
    } else {
      assertTrue(menAfter <= menBefore, "men never increase but by an exchange or release");
    }
    if (before.isThrowDue()) {
      assertTrue(move instanceof ChaturajiMove.Throw, "at a chance point only throws are legal");
      assertTrue(rules.toMove(before) instanceof ToMove.Chance, "a due throw is a chance event");
      assertTrue(
          rules.legalMoves(before).forAll(m -> m instanceof ChaturajiMove.Throw),
          "a chance point lists only throw outcomes");
      assertEquals(before.board(), after.board(), "a throw changes nothing on the board");
    }
    if (move instanceof ChaturajiMove.Step step) {
      ChaturajiMan mover = before.manAt(step.from()).get();
      if (step.capture()) {
        ChaturajiMan victim = before.manAt(step.to()).get();
        assertTrue(victim.camp() != mover.camp(), () -> step + " captured an allied man " + victim);
        if (options.hierarchy() && mover.kind().isMinor()) {
          assertTrue(victim.kind().isMinor(), () -> step + ": a minor man captured " + victim);
        }
      }
      for (Square square : before.board().occupied().map(t -> t._1)) {
        if (square.equals(step.from()) || square.equals(step.to()) || after.manAt(square).isDefined()) {
          continue;
        }
        ChaturajiMan removed = before.manAt(square).get();
        assertEquals(ChaturajiKind.BOAT, removed.kind(), () -> step + " removed " + removed + " elsewhere");
        assertTrue(
            options.triumph() == ChaturajiVariant.Triumph.ALL || removed.camp() != mover.camp(),
            () -> step + ": a boat triumph removed the allied boat " + removed);
      }
    }
  }
}
