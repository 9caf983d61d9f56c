package io.github.latrunculi.chief;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.chief.ChiefMove.Place;
import io.github.latrunculi.chief.ChiefMove.Reinforce;
import io.github.latrunculi.chief.ChiefMove.Step;
import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.registry.Setup;
import io.github.latrunculi.core.testkit.Conservation;
import io.github.latrunculi.core.testkit.RulesContract;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Locale;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The core kit's properties on every variant, on several board sizes, and with every option set to
 * a value other than its default; plus what Chief states about pieces added and removed ({@link
 * #conservation}), the view's pieces ({@link #checkView}) and Chief's own step invariants (see
 * {@link #checkStep}). The key covers every field of the line, so {@code hashedPart} is the whole
 * line.
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
   * Pieces on the board: a plain step and a push change nothing (a push removes no piece), a
   * capture removes exactly one (in multiplayer without {@code eliminated=keep}, capturing a Chief
   * removes every piece of its seat, §13.4), a placement adds one, a reinforcement its Savages, a
   * pass nothing. Computed from the move and the position before it.
   */
  @Override
  protected Option<Conservation<ChiefPosition, ChiefMove>> conservation(
      Rules<ChiefPosition, ChiefMove> rules) {
    ChiefVariant variant = ((ChiefRules) rules).variant();
    return Option.some(
        new Conservation<>(
            "pieces on the board",
            p -> p.board().count(),
            (before, move) -> change(variant, before, move)));
  }

  private static long change(ChiefVariant variant, ChiefPosition before, ChiefMove move) {
    if (move instanceof Place) {
      return 1;
    }
    if (move instanceof Reinforce reinforce) {
      return reinforce.squares().size();
    }
    if (move instanceof Step step && step.kind() == ChiefMove.StepKind.CAPTURE) {
      ChiefPiece victim = before.pieceAt(step.to()).get();
      boolean seatLeaves =
          variant.mode().isMultiplayer()
              && victim.kind() == ChiefKind.CHIEF
              && !variant.eliminatedKeep();
      return seatLeaves ? -before.board().count(p -> p.owner().equals(victim.owner())) : -1;
    }
    return 0;
  }

  /** The view shows exactly the position's pieces, with their owners, kinds and line letters. */
  @Override
  protected void checkView(
      Rules<ChiefPosition, ChiefMove> rules, ChiefPosition position, BoardView view) {
    assertEquals(position.board().count(), view.pieces().size(), "one view piece per piece");
    boolean multiplayer = ((ChiefRules) rules).variant().mode().isMultiplayer();
    for (BoardView.Piece piece : view.pieces()) {
      ChiefPiece actual = position.pieceAt(piece.square()).get();
      assertEquals(Option.some(actual.owner()), piece.owner(), "owner on " + piece.square());
      assertEquals(
          actual.kind().name().toLowerCase(Locale.ROOT), piece.kind(), "kind on " + piece.square());
      char letter = actual.kind().letter();
      String label =
          multiplayer
              ? actual.owner().name() + letter
              : String.valueOf(
                  actual.owner().index() == 0 ? letter : Character.toLowerCase(letter));
      assertEquals(label, piece.label(), "label on " + piece.square());
    }
    assertEquals(
        position.frozen().toList(),
        view.marks().filter(m -> m.code().equals("frozen")).map(BoardView.Mark::square).toList(),
        "a frozen mark on every frozen piece");
  }

  /**
   * Chief's invariants of one step: no piece ever appears (a step keeps the mover's pieces and
   * never adds any); a frozen piece never moves; a pushed piece is frozen unless it is a Warrior
   * pushed by a non-Warrior; the push row never exceeds the limit; the game ends exactly when a
   * Chief (or, in the Chief-less games, a whole army) is captured, or by repetition.
   */
  @Override
  protected void checkStep(
      Rules<ChiefPosition, ChiefMove> rules,
      ChiefPosition before,
      ChiefMove move,
      ChiefPosition after) {
    ChiefRules chief = (ChiefRules) rules;
    int piecesBefore = before.board().count();
    int piecesAfter = after.board().count();
    if (move instanceof ChiefMove.Place) {
      assertEquals(piecesBefore + 1, piecesAfter, "a placement adds exactly one piece");
    } else if (move instanceof ChiefMove.Reinforce reinforce) {
      assertEquals(
          piecesBefore + reinforce.squares().size(),
          piecesAfter,
          "a reinforcement adds its Savages");
    } else {
      assertTrue(piecesAfter <= piecesBefore, "no piece ever appears");
    }
    checkFreezeLastsOneTurn(chief, before, move, after);
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
            after
                    .board()
                    .count(p -> p.owner().equals(victim.owner()) && p.kind() == ChiefKind.CHIEF)
                > 0;
        boolean ownerless = chief.variant().mode().isMultiplayer() && !ownerIn;
        if (!spared && !ownerless) {
          assertTrue(
              after.frozen().contains(retreat),
              "the pushed piece on " + retreat + " must be frozen");
        } else if (!chief.variant().mode().isMultiplayer()) {
          assertFalse(
              after.frozen().contains(retreat), "a Warrior pushed by a non-Warrior is not frozen");
        }
      }
    }
    assertTrue(after.pushCount() <= chief.variant().pushLimit(), "the push row passed the limit");
    Outcome outcome = rules.outcome(after);
    boolean captureEnded =
        move instanceof Step step
            && step.kind() == ChiefMove.StepKind.CAPTURE
            && (before.pieceAt(step.to()).get().kind() == ChiefKind.CHIEF
                || chief.variant().mode() == ChiefVariant.Mode.ARMAGEDDON
                || chief.variant().mode() == ChiefVariant.Mode.ASSASSINATION);
    if (outcome.isFinished() && !outcome.reason().equals("REPETITION")) {
      assertTrue(captureEnded, "the game ended without a capture: " + outcome);
    }
    if (outcome.reason().equals("REPETITION")) {
      int n = chief.variant().repetition();
      assertTrue(
          n > 0 && after.history().count(k -> k == after.key()) >= n, "repetition without repeats");
    }
    if (move instanceof Step step
        && step.kind() == ChiefMove.StepKind.CAPTURE
        && before.pieceAt(step.to()).get().kind() == ChiefKind.CHIEF
        && chief.variant().mode().seats() == 2) {
      assertTrue(outcome.isFinished(), "capturing the Chief ends the game");
    }
  }

  /**
   * A freeze lasts exactly one turn of its owner (§8, §13.4): once the mover's turn is over none of
   * its pieces is frozen; a frozen piece of another seat that the move neither pushed nor captured
   * stays frozen until its owner has moved (unless its seat is out); and in two-player games a
   * piece frozen by this move belongs to the side that moves next.
   */
  private static void checkFreezeLastsOneTurn(
      ChiefRules rules, ChiefPosition before, ChiefMove move, ChiefPosition after) {
    Player mover = before.sideToMove();
    for (Square square : after.frozen()) {
      Player owner = after.pieceAt(square).get().owner();
      assertNotEquals(mover, owner, "the freeze of " + square + " outlasted its owner's turn");
      if (!rules.variant().mode().isMultiplayer()) {
        assertEquals(
            after.sideToMove(),
            owner,
            "the frozen " + square + " is not of the side that moves next");
      }
    }
    for (Square square : before.frozen()) {
      Player owner = before.pieceAt(square).get().owner();
      boolean touched = move instanceof Step step && step.to().equals(square);
      boolean ownerOut =
          after.board().count(p -> p.owner().equals(owner) && p.kind() == ChiefKind.CHIEF) == 0;
      if (!owner.equals(mover) && !touched && !ownerOut) {
        assertTrue(
            after.frozen().contains(square),
            "the freeze of " + square + " ended before its owner's turn");
      }
    }
  }

  /**
   * {@code randomMove} draws uniformly from exactly the legal moves: a chi-square test of the draw
   * counts (fixed seed, 300 draws per move) against the uniform distribution, at the 0.1% level,
   * from a standard start, E13's 40-move position, an assassination position with reinforcements
   * and a wild placement position.
   */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -",
        "chief standard 7x7 rawkwra/sss1s1s/2s4/3s3/2SS3/SSS1S1S/ARWKWAR w d3 d4:3",
        "chief assassination 7x7 3s3/7/1a5/3K3/SS2SS1/7/7 w - - -",
        "chief wild 5x7 k4/5/5/5/5/5/4K w - - RAs"
      })
  void randomMoveIsUniformOverTheLegalMoves(String line) {
    var p = ChiefFixtures.position(line);
    Seq<ChiefMove> legal = p.rules().legalMoves(p.position());
    int draws = 300 * legal.size();
    java.util.Map<ChiefMove, Integer> counts = new java.util.HashMap<>();
    SplittableRandom random = new SplittableRandom(20261124L);
    for (int i = 0; i < draws; i++) {
      ChiefMove move = p.rules().randomMove(p.position(), random).get();
      assertTrue(legal.contains(move), "drew a move that is not legal: " + move);
      counts.merge(move, 1, Integer::sum);
    }
    double expected = (double) draws / legal.size();
    double chiSquare = 0;
    for (ChiefMove move : legal) {
      double d = counts.getOrDefault(move, 0) - expected;
      chiSquare += d * d / expected;
    }
    // Wilson-Hilferty: the chi-square quantile for df degrees of freedom at z = 3.09 (p = 0.001).
    int df = legal.size() - 1;
    double h = 2.0 / (9 * df);
    double critical = df * Math.pow(1 - h + 3.09 * Math.sqrt(h), 3);
    assertTrue(
        chiSquare < critical,
        "chi-square " + chiSquare + " over " + df + " degrees of freedom >= " + critical);
  }

  /** The fast draw gives the very move the default draw from the listed moves would give. */
  @ParameterizedTest(name = "{0}")
  @ValueSource(
      strings = {
        "chief standard 7x7 rawkwra/sss1s1s/2s4/3s3/2SS3/SSS1S1S/ARWKWAR w d3 d4:3",
        "chief assassination 7x7 3s3/7/1a5/3K3/SS2SS1/7/7 w - - -",
        "chief wild 5x7 k4/5/5/5/5/5/4K w - - RAs",
        "chief standard 5x7 2k2/2S2/5/5/5/5/4K b c7 c6:1"
      })
  void randomMoveDrawsTheListedMoveOfTheSameIndex(String line) {
    var p = ChiefFixtures.position(line);
    Seq<ChiefMove> legal = p.rules().legalMoves(p.position());
    SplittableRandom fast = new SplittableRandom(5);
    SplittableRandom listed = new SplittableRandom(5);
    for (int i = 0; i < 200; i++) {
      assertEquals(
          legal.get(listed.nextInt(legal.size())), p.rules().randomMove(p.position(), fast).get());
    }
  }

  private static Square retreat(Step step) {
    int df = Integer.signum(step.to().file() - step.from().file());
    int dr = Integer.signum(step.to().rank() - step.from().rank());
    return new Square(step.to().file() + df, step.to().rank() + dr);
  }
}
