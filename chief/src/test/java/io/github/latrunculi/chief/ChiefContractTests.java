package io.github.latrunculi.chief;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.chief.ChiefMove.Step;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Setup;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.testkit.RulesContract;
import io.vavr.collection.List;
import io.vavr.collection.Seq;

/**
 * The core kit's properties on every variant, on several board sizes, and with every option set to
 * a value other than its default; plus Chief's own step invariants (see {@link #checkStep}).
 */
class ChiefContractTests extends RulesContract<ChiefPosition, ChiefMove> {
  private static final List<String> SETUPS =
      List.of(
          "standard 5x7",
          "standard 7x7",
          "standard 9x9",
          "standard 11x7",
          "standard,rows9=rotate 7x9",
          "standard,limitcaptures=true 5x7",
          "standard,passresets=false 5x7",
          "standard,pushlimit=1 5x7",
          "standard,repetition=2 5x7",
          "standard,repetition=0 5x7",
          "wild 5x7",
          "chaos 7x9",
          "assassination 7x7",
          "assassination,reinforce=1,savagecap=5 5x7",
          "armageddon 5x7",
          "armageddon,scatter=home 9x7",
          "armageddon,stepmetric=euclid 5x7",
          "armageddon,steprule=notfarther 7x7",
          "multi3 11x11",
          "multi4 11x11",
          "multi4,eliminated=keep 9x9",
          "multi3,eliminated=keep 11x11");

  @Override
  protected Seq<Rules<ChiefPosition, ChiefMove>> variantsUnderTest() {
    return SETUPS.map(ChiefContractTests::rules);
  }

  static Rules<ChiefPosition, ChiefMove> rules(String setup) {
    String[] parts = setup.split(" ");
    return new ChiefGame()
        .chiefRules(Setup.parseVariantField(parts[0]).get().withSize(parts[1]))
        .getOrElseThrow(r -> new AssertionError(r.toString()));
  }

  @Override
  protected int playoutsPerVariant() {
    return 8;
  }

  @Override
  protected int maxPlies() {
    return 200;
  }

  @Override
  protected int movesCheckedPerPosition() {
    return 8;
  }

  /**
   * Chief's invariants of one step: no piece ever appears (a step keeps the mover's pieces and never
   * adds any); a frozen piece never moves; a pushed piece is frozen unless it is a Warrior pushed by
   * a non-Warrior; the push row never exceeds the limit; the game ends exactly when a Chief (or, in
   * the Chief-less games, a whole army) is captured, or by repetition.
   */
  @Override
  protected void checkStep(
      Rules<ChiefPosition, ChiefMove> rules, ChiefPosition before, ChiefMove move, ChiefPosition after) {
    ChiefRules chief = (ChiefRules) rules;
    int piecesBefore = before.board().count();
    int piecesAfter = after.board().count();
    if (move instanceof ChiefMove.Place) {
      assertEquals(piecesBefore + 1, piecesAfter, "a placement adds exactly one piece");
    } else if (move instanceof ChiefMove.Reinforce reinforce) {
      assertEquals(piecesBefore + reinforce.squares().size(), piecesAfter, "a reinforcement adds its Savages");
    } else {
      assertTrue(piecesAfter <= piecesBefore, "no piece ever appears");
    }
    if (move instanceof Step step) {
      assertFalse(before.frozen().contains(step.from()), "a frozen piece moved: " + step);
      int moverBefore = before.board().count(p -> p.owner().equals(before.sideToMove()));
      int moverAfter = after.board().count(p -> p.owner().equals(before.sideToMove()));
      assertEquals(moverBefore, moverAfter, "a step never costs the mover a piece");
      if (step.kind() == ChiefMove.StepKind.PUSH) {
        Square retreat = retreat(step);
        ChiefPiece victim = after.pieceAt(retreat).get();
        ChiefPiece attacker = after.pieceAt(step.to()).get();
        boolean spared = victim.kind() == ChiefKind.WARRIOR && attacker.kind() != ChiefKind.WARRIOR;
        boolean ownerIn =
            after.board().count(p -> p.owner().equals(victim.owner()) && p.kind() == ChiefKind.CHIEF) > 0;
        boolean ownerless = chief.chiefVariant().mode().isMultiplayer() && !ownerIn;
        if (!spared && !ownerless) {
          assertTrue(after.frozen().contains(retreat), "the pushed piece on " + retreat + " must be frozen");
        } else if (!chief.chiefVariant().mode().isMultiplayer()) {
          assertFalse(after.frozen().contains(retreat), "a Warrior pushed by a non-Warrior is not frozen");
        }
      }
    }
    assertTrue(after.pushCount() <= chief.chiefVariant().pushLimit(), "the push row passed the limit");
    Outcome outcome = rules.outcome(after);
    boolean captureEnded =
        move instanceof Step step
            && step.kind() == ChiefMove.StepKind.CAPTURE
            && (before.pieceAt(step.to()).get().kind() == ChiefKind.CHIEF || chief.chiefVariant().mode() == ChiefVariant.Mode.ARMAGEDDON
                || chief.chiefVariant().mode() == ChiefVariant.Mode.ASSASSINATION);
    if (outcome.isFinished() && !outcome.reason().equals("REPETITION")) {
      assertTrue(captureEnded, "the game ended without a capture: " + outcome);
    }
    if (outcome.reason().equals("REPETITION")) {
      int n = chief.chiefVariant().repetition();
      assertTrue(n > 0 && after.history().count(k -> k == after.key()) >= n, "repetition without repeats");
    }
    if (move instanceof Step step && step.kind() == ChiefMove.StepKind.CAPTURE
        && before.pieceAt(step.to()).get().kind() == ChiefKind.CHIEF
        && chief.chiefVariant().mode().seats() == 2) {
      assertTrue(outcome.isFinished(), "capturing the Chief ends the game");
    }
  }

  private static Square retreat(Step step) {
    int df = Integer.signum(step.to().file() - step.from().file());
    int dr = Integer.signum(step.to().rank() - step.from().rank());
    return new Square(step.to().file() + df, step.to().rank() + dr);
  }
}
