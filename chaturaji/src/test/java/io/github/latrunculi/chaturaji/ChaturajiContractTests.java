package io.github.latrunculi.chaturaji;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.testkit.Conservation;
import io.github.latrunculi.core.testkit.RulesContract;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;

/**
 * The core test kit on both named variants and on every option set to a non-default value, plus
 * Chaturaji's own invariants of every step.
 *
 * <p>Conservation: the men on the board change only as the action says, computed from the action
 * and the position before it: a capture removes one man, a boat move that completes a 2×2 block of
 * boats with an enemy among them removes the enemy boats of every such block (and the other
 * friendly boats under {@code triumph=all}), an exchange adds two marajas and a release one;
 * throws, passes and other moves change nothing.
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
    return VARIANTS.map(ChaturajiFixtures::rules);
  }

  @Override
  protected int playoutsPerVariant() {
    return 6;
  }

  @Override
  protected int maxPlies() {
    return 160;
  }

  /**
   * One ply: in die mode every turn adds a throw of four outcomes and the opponents' greedy replies
   * cost no depth, so a two-ply search match ran for many minutes.
   */
  @Override
  protected int searchMatchDepth() {
    return 1;
  }

  @Override
  protected Option<Conservation<ChaturajiPosition, ChaturajiMove>> conservation(
      Rules<ChaturajiPosition, ChaturajiMove> rules) {
    ChaturajiVariant options = ((ChaturajiRules) rules).variant();
    return Option.some(
        new Conservation<>(
            "the men on the board",
            position -> position.board().count(),
            (before, move) -> change(options, before, move)));
  }

  /** The change of the men on the board that an action states (§5, §5.1, §5.4). */
  private static long change(
      ChaturajiVariant options, ChaturajiPosition before, ChaturajiMove move) {
    if (move instanceof ChaturajiMove.Exchange) {
      return 2;
    }
    if (move instanceof ChaturajiMove.Release) {
      return 1;
    }
    if (!(move instanceof ChaturajiMove.Step step)) {
      return 0;
    }
    ChaturajiMan mover = before.manAt(step.from()).get();
    long change = step.capture() ? -1 : 0;
    if (mover.kind() != ChaturajiKind.BOAT || options.triumph() == ChaturajiVariant.Triumph.OFF) {
      return change;
    }
    // The board after the boat's move, before the triumph: which 2x2 blocks around it are battles.
    java.util.Set<Square> removed = new java.util.HashSet<>();
    int file = step.to().file();
    int rank = step.to().rank();
    for (int f = file - 1; f <= file; f++) {
      for (int r = rank - 1; r <= rank; r++) {
        if (f < 0 || r < 0 || f > 6 || r > 6) {
          continue;
        }
        List<Square> block =
            List.of(
                new Square(f, r),
                new Square(f + 1, r),
                new Square(f, r + 1),
                new Square(f + 1, r + 1));
        List<Option<ChaturajiMan>> men =
            block.map(
                sq ->
                    sq.equals(step.to())
                        ? Option.some(mover)
                        : sq.equals(step.from()) ? Option.none() : before.manAt(sq));
        boolean allBoats = men.forAll(m -> m.isDefined() && m.get().kind() == ChaturajiKind.BOAT);
        if (!allBoats || men.forAll(m -> m.get().camp() == mover.camp())) {
          continue;
        }
        for (int k = 0; k < 4; k++) {
          ChaturajiMan boat = men.get(k).get();
          boolean enemy = boat.camp() != mover.camp();
          boolean other =
              options.triumph() == ChaturajiVariant.Triumph.ALL && !block.get(k).equals(step.to());
          if (enemy || other) {
            removed.add(block.get(k));
          }
        }
      }
    }
    return change - removed.size();
  }

  /** The view shows exactly the men of the position, each with its army, kind and token. */
  @Override
  protected void checkView(
      Rules<ChaturajiPosition, ChaturajiMove> rules, ChaturajiPosition position, BoardView view) {
    assertEquals(position.board().count(), view.pieces().size(), "one piece per man");
    for (BoardView.Piece piece : view.pieces()) {
      ChaturajiMan man =
          position
              .manAt(piece.square())
              .getOrElseThrow(() -> new AssertionError("no man on " + piece));
      assertEquals(Option.some(man.army().player()), piece.owner(), "owner of " + piece);
      assertEquals(
          man.kind().name().toLowerCase(java.util.Locale.ROOT), piece.kind(), "kind of " + piece);
      assertEquals(man.token(), piece.label(), "label of " + piece);
    }
    assertEquals(
        List.of(
            List.of(ChaturajiArmy.RED.player(), ChaturajiArmy.YELLOW.player()),
            List.of(ChaturajiArmy.GREEN.player(), ChaturajiArmy.BLACK.player())),
        view.teams().map(List::ofAll).toList(),
        "the teams are the camps RY and GB");
  }

  /**
   * The key leaves out the two counters at the end of the line (no-progress clock and ply number).
   */
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
    ChaturajiVariant options = ((ChaturajiRules) rules).variant();
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
        if (square.equals(step.from())
            || square.equals(step.to())
            || after.manAt(square).isDefined()) {
          continue;
        }
        ChaturajiMan removed = before.manAt(square).get();
        assertEquals(
            ChaturajiKind.BOAT, removed.kind(), () -> step + " removed " + removed + " elsewhere");
        assertTrue(
            options.triumph() == ChaturajiVariant.Triumph.ALL || removed.camp() != mover.camp(),
            () -> step + ": a boat triumph removed the allied boat " + removed);
      }
    }
  }
}
