package io.github.latrunculi.core.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.RejectionCategory;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.kit.IntBuffer;
import io.github.latrunculi.core.kit.Scratch;
import io.github.latrunculi.core.registry.GameRecord;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.MoveFailure;
import io.vavr.Tuple2;
import io.vavr.collection.HashMap;
import io.vavr.collection.HashSet;
import io.vavr.collection.Seq;
import io.vavr.collection.Set;
import io.vavr.collection.Stream;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import java.util.function.ObjLongConsumer;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The properties every game module must satisfy, checked on seeded random playouts. A game's {@code
 * <Game>ContractTests} extends this class and names its variants; JUnit then runs one test per
 * variant and seed.
 *
 * <p>Checked at every position of every playout (the start included):
 *
 * <ol>
 *   <li>position notation round trip: the line parses, formats back to itself, and the parsed
 *       position has the same hash (the incremental hash equals one recomputed from scratch);
 *   <li>outcome and moves agree: the game is over exactly when there is no legal move and nobody is
 *       to move; {@code randomMove} draws a legal move, and none at the end; {@code evaluate} lies
 *       in [0, 1] and equals the outcome's score at the end; a chance point lists exactly its
 *       outcomes with probabilities adding up to 1; legal moves are distinct and {@code
 *       countLegalMoves} counts them; the {@code noisyMoves} are distinct legal moves, and none at
 *       the end; the {@code turnSteps} identify exactly the legal moves, each once, through
 *       distinct steps and without dead ends, and their draw by parts is legal;
 *   <li>move notation round trip, and every legal move is accepted by {@code play} with the same
 *       result as {@code apply};
 *   <li>a sample of illegal moves (mutated texts, moves of other positions) is rejected with a
 *       reason and leaves the position unchanged (meta actions such as resignation excepted);
 *       malformed text never throws;
 *   <li>mutated position lines are rejected or parse to a canonical position; never throw;
 *   <li>every meta action the game lists is one, is not a legal move, and {@code play} accepts it;
 *   <li>every rejection names its reason and has a category; a move after the end is refused as
 *       {@code GAME_OVER}, text of symbols as {@code MALFORMED};
 *   <li>what the game states about pieces added and removed ({@link #conservation}) holds for every
 *       move;
 *   <li>positions with the same key have the same position line, apart from the fields the key
 *       leaves out on purpose ({@link #hashedPart});
 *   <li>the interaction model: the view agrees with the position ({@link #checkView}) and is a
 *       function of its line; every legal move has inputs, a kind and a description; input
 *       sequences are distinct; the first inputs of a {@link
 *       io.github.latrunculi.core.interaction.TurnBuilder} cover every legal move, replaying a
 *       move's inputs yields exactly that move, and an input not offered is refused with a reason;
 *   <li>the game's own step invariants ({@link #checkStep}) hold.
 * </ol>
 *
 * <p>Per playout: equal position lines have equal hashes; the game record of the playout replays
 * through the registry to the same final line; the same seed gives the same playout; {@code allied}
 * is reflexive and symmetric, and allies share the score of a finished game. Every failure names
 * the variant, the seed and the shortest failing move prefix, which can be pasted into a plain
 * example test.
 *
 * <p>Per variant and a couple of seeds ({@link #searchAgents}): short matches of the alpha-beta and
 * best-reply agents from {@link #start}, whose every chosen move is legal and every expected line
 * starts with that move and replays legally from the position it was chosen in.
 *
 * @param <S> the position type
 * @param <M> the move type
 */
public abstract class RulesContract<S, M extends Move> {
  /** The system property that caps the playouts per variant (the mutation profile sets it). */
  public static final String PLAYOUT_CAP_PROPERTY = "latrunculi.kit.maxPlayouts";

  /** Creates the contract; a game's test class extends it and names its rules and variants. */
  protected RulesContract() {}

  /** {@return the variants to check (rules objects with their options set)} */
  protected abstract Seq<Rules<S, M>> variantsUnderTest();

  /** {@return how many playouts to run per variant; 10 by default} */
  protected int playoutsPerVariant() {
    return 10;
  }

  /**
   * The playouts actually run per variant: {@link #playoutsPerVariant()}, capped by the system
   * property {@value #PLAYOUT_CAP_PROPERTY} when it is set. The mutation profile sets it, because
   * PIT runs the covering tests once per mutant and a surviving mutant runs all of them; the first
   * seeds are kept, so a capped run checks a prefix of the full run.
   */
  private int playoutCount() {
    int cap = Integer.getInteger(PLAYOUT_CAP_PROPERTY, Integer.MAX_VALUE);
    return Math.min(playoutsPerVariant(), cap);
  }

  /** {@return the ply cap of a playout; 200 by default} */
  protected int maxPlies() {
    return 200;
  }

  /**
   * {@return how many legal moves per position are round-tripped and played (a sample if more); 24
   * by default}
   */
  protected int movesCheckedPerPosition() {
    return 24;
  }

  /**
   * {@return the start of playout number {@code seed}; by default {@code rules.initial(seed)}}
   *
   * @param rules the variant under test
   * @param seed the number of the playout, also its random seed
   */
  protected S start(Rules<S, M> rules, long seed) {
    return rules.initial(seed);
  }

  /**
   * Returns what the game states about the pieces each move adds or removes (see {@link
   * Conservation}), or {@code None} when the game states nothing.
   *
   * @param rules the variant under test
   * @return the conservation law of the variant, or {@code None} (the default)
   */
  protected Option<Conservation<S, M>> conservation(Rules<S, M> rules) {
    return Option.none();
  }

  /**
   * Returns the part of a position line that the game's Zobrist key covers: the line without the
   * fields the key leaves out on purpose (a move counter, a no-progress clock), as each game states
   * in its rules Javadoc. The kit requires positions whose covered parts differ to have different
   * keys. The default is the whole line.
   *
   * @param rules the variant under test
   * @param line a canonical position line of that variant
   * @return the part of the line the key must tell apart
   */
  protected String hashedPart(Rules<S, M> rules, String line) {
    return line;
  }

  /**
   * Checks the game's own view of a position against the position (the same pieces and owners as
   * the position line); throws {@link AssertionError} on a difference. The kit itself checks what
   * holds for every game (see the class comment).
   *
   * @param rules the variant under test
   * @param position a position of a playout
   * @param view {@code rules.view(position)}
   */
  protected void checkView(Rules<S, M> rules, S position, BoardView view) {}

  /**
   * Checks the game's own invariants of one step; throws {@link AssertionError} on a violation.
   *
   * @param rules the variant under test
   * @param before the position before the move
   * @param move a legal move of {@code before}
   * @param after the position after the move
   */
  protected void checkStep(Rules<S, M> rules, S before, M move, S after) {}

  /**
   * {@return true when the rules under test are a game module's, which must have the file set every
   * game module shares; test fixtures such as the toy games say false}
   */
  protected boolean isGameModule() {
    return true;
  }

  /** Checks that the game module has every role class of DESIGN.md's file set. */
  @Test
  void moduleShape() {
    if (isGameModule()) {
      ModuleShape.check(variantsUnderTest().head());
    }
  }

  /** Runs every property on every variant and seed. */
  @TestFactory
  Stream<DynamicNode> contract() {
    return perVariantAndSeed(playoutCount(), this::checkPlayout);
  }

  /** One container per variant holding a test per seed below {@code seeds}, each a check. */
  private Stream<DynamicNode> perVariantAndSeed(int seeds, ObjLongConsumer<Rules<S, M>> check) {
    return variantsUnderTest()
        .toStream()
        .map(
            rules ->
                DynamicContainer.dynamicContainer(
                    rules.variantName(),
                    Stream.range(0, seeds)
                        .map(
                            seed ->
                                DynamicTest.dynamicTest(
                                    "seed " + seed, () -> check.accept(rules, seed)))));
  }

  /** The seeds of the search agents' matches per variant (capped like the playouts). */
  private static final int SEARCH_SEEDS = 2;

  /**
   * {@return the ply cap of a search agents' match one ply deep; 16 by default} The matches two
   * plies deep stop after a quarter of it. A game whose search is slow may lower it.
   */
  protected int searchMatchPlies() {
    return 16;
  }

  /**
   * {@return the deepest search of the search agents' matches, 1 or 2; 2 by default} A game whose
   * two-ply search is too slow for a unit test (hundreds of moves a ply) says 1.
   */
  protected int searchMatchDepth() {
    return 2;
  }

  /**
   * Plays short matches of {@link io.github.latrunculi.core.agent.AlphaBetaAgent} and {@link
   * io.github.latrunculi.core.agent.BestReplyAgent} from {@link #start} on every variant, one ply
   * deep for even seeds and two for odd ones (at most {@link #searchMatchDepth()}): every move
   * chosen must be legal, and every expected line must start with it and replay legally.
   */
  @TestFactory
  Stream<DynamicNode> searchAgents() {
    int seeds = Math.min(SEARCH_SEEDS, Integer.getInteger(PLAYOUT_CAP_PROPERTY, SEARCH_SEEDS));
    return perVariantAndSeed(seeds, this::checkSearchAgents);
  }

  private void checkSearchAgents(Rules<S, M> rules, long seed) {
    int depth = Math.min(searchMatchDepth(), 1 + (int) (seed % 2));
    for (io.github.latrunculi.core.agent.Agent agent : SearchChecks.searchAgents(depth, seed)) {
      try {
        int plies = depth == 1 ? searchMatchPlies() : Math.max(1, searchMatchPlies() / 4);
        SearchChecks.checkAgentMatch(rules, start(rules, seed), agent, seed, plies);
      } catch (AssertionError | RuntimeException e) {
        throw new AssertionError(
            "variant "
                + rules.variantName()
                + ", seed "
                + seed
                + ", "
                + agent.getClass().getSimpleName()
                + ": "
                + e.getMessage(),
            e);
      }
    }
  }

  /**
   * Checks one playout of {@code rules} from seed {@code seed}; throws {@link AssertionError}
   * naming the variant, the seed and the shortest failing move prefix.
   *
   * @param rules the variant under test
   * @param seed the number of the playout, also its random seed
   */
  protected final void checkPlayout(Rules<S, M> rules, long seed) {
    S start = start(rules, seed);
    Playout<S, M> playout = Playout.run(rules, start, seed, maxPlies());
    Playout<S, M> again = Playout.run(rules, start(rules, seed), seed, maxPlies());
    assertEquals(
        playout.movePrefix(rules, playout.moves().size()),
        again.movePrefix(rules, again.moves().size()),
        "the same seed must give the same playout (determinism)");

    Option<Conservation<S, M>> conservation = conservation(rules);
    SplittableRandom random = new SplittableRandom(seed * 31 + 7);
    HashMap<String, Long> hashByLine = HashMap.empty();
    HashMap<Long, String> coveredByHash = HashMap.empty();
    for (int k = 0; k < playout.positions().size(); k++) {
      S position = playout.positions().get(k);
      try {
        checkPosition(rules, position, k > 0 ? playout.positions().get(k - 1) : null, random);
        if (k > 0) {
          S before = playout.positions().get(k - 1);
          M move = playout.moves().get(k - 1);
          if (conservation.isDefined()) {
            Conservation<S, M> c = conservation.get();
            assertEquals(
                c.change().applyAsLong(before, move),
                c.count().applyAsLong(position) - c.count().applyAsLong(before),
                "the move changed " + c.description() + " by another amount than it states");
          }
          checkStep(rules, before, move, position);
        }
        String line = rules.notation().formatPosition(position);
        long hash = rules.hash(position);
        Option<Long> seen = hashByLine.get(line);
        if (seen.isDefined()) {
          assertEquals(seen.get(), hash, "equal positions must have equal hashes");
        }
        hashByLine = hashByLine.put(line, hash);
        String covered = hashedPart(rules, line);
        Option<String> sameKey = coveredByHash.get(hash);
        if (sameKey.isDefined() && !sameKey.get().equals(covered)) {
          fail(
              "different positions share the key "
                  + hash
                  + ":\n    "
                  + sameKey.get()
                  + "\n    "
                  + covered);
        }
        coveredByHash = coveredByHash.put(hash, covered);
        checkInteraction(rules, position, random);
      } catch (AssertionError | RuntimeException e) {
        throw new AssertionError(
            "variant "
                + rules.variantName()
                + ", seed "
                + seed
                + ", after moves "
                + playout.movePrefix(rules, k).mkString("[", " ", "]")
                + "\n  position "
                + rules.notation().formatPosition(position)
                + "\n  "
                + e.getMessage(),
            e);
      }
    }
    SearchChecks.checkAlliances(rules);
    SearchChecks.checkAlliesShareScore(rules, playout.last());
    checkRecord(rules, playout, seed);
  }

  private void checkPosition(Rules<S, M> rules, S position, S previous, SplittableRandom random) {
    Notation<S, M> notation = rules.notation();
    String line = notation.formatPosition(position);

    Either<Rejection, S> parsed = notation.parsePosition(line);
    assertTrue(parsed.isRight(), () -> "own line refused: " + parsed.getLeft());
    assertEquals(line, notation.formatPosition(parsed.get()), "position round trip");
    assertEquals(rules.hash(position), rules.hash(parsed.get()), "hash differs after a round trip");

    Outcome outcome = rules.outcome(position);
    Seq<M> legal = rules.legalMoves(position);
    ToMove<M> toMove = rules.toMove(position);
    assertEquals(outcome.isFinished(), legal.isEmpty(), "finished exactly when no legal move");
    assertEquals(
        outcome.isFinished(), toMove instanceof ToMove.Nobody, "nobody to move exactly at the end");
    assertEquals(legal.size(), rules.countLegalMoves(position), "countLegalMoves");
    assertEquals(legal.size(), legal.distinct().size(), "legal moves must be distinct");
    checkIndexedAccess(legal);
    checkScratchGivenBack(rules, position);
    SearchChecks.checkNoisy(rules, position, legal);
    SearchChecks.checkSteps(rules, position, legal, random);
    for (io.github.latrunculi.core.Player player : rules.players()) {
      double estimate = rules.evaluate(position, player);
      assertTrue(estimate >= 0 && estimate <= 1, "evaluate must lie in [0, 1], not " + estimate);
      if (outcome.isFinished()) {
        assertEquals(outcome.score(player), estimate, 1e-12, "evaluate at the end is the score");
      }
    }
    if (outcome.isFinished()) {
      assertFalse(outcome.reason().isEmpty(), "a finished outcome has a reason");
    }
    if (toMove instanceof ToMove.Chance<M> chance) {
      assertEquals(
          HashSet.ofAll(legal),
          HashSet.ofAll(chance.outcomes().map(Tuple2::_1)),
          "chance outcomes");
      assertEquals(
          1.0, chance.outcomes().map(Tuple2::_2).sum().doubleValue(), 1e-9, "probabilities");
    }

    for (M action : rules.metaActions(position)) {
      assertTrue(rules.isMetaAction(action), "a listed meta action is a meta action: " + action);
      assertFalse(legal.contains(action), "a meta action is not a legal move: " + action);
      Either<Rejection, S> acted = rules.play(position, action);
      assertTrue(acted.isRight(), () -> "a listed meta action is refused: " + acted.getLeft());
    }

    Option<M> randomMove = rules.randomMove(position, random);
    assertEquals(
        outcome.isFinished(), randomMove.isEmpty(), "randomMove is empty exactly at the end");
    randomMove.forEach(m -> assertTrue(legal.contains(m), "randomMove drew an illegal move " + m));

    Seq<M> sample = sample(legal, movesCheckedPerPosition(), random);
    Set<String> legalTexts = HashSet.ofAll(legal.map(m -> notation.formatMove(position, m)));
    assertEquals(legal.size(), legalTexts.size(), "legal moves must have distinct texts");
    for (M move : sample) {
      String text = notation.formatMove(position, move);
      Either<Rejection, M> back = notation.parseMove(position, text);
      assertTrue(back.isRight(), () -> "own move text '" + text + "' refused: " + back.getLeft());
      assertEquals(move, back.get(), "move round trip of '" + text + "'");
      Either<Rejection, S> played = rules.play(position, move);
      assertTrue(played.isRight(), () -> "legal move '" + text + "' refused: " + played.getLeft());
      S applied = rules.apply(position, move);
      assertEquals(
          notation.formatPosition(applied),
          notation.formatPosition(played.get()),
          "play equals apply");
      assertEquals(rules.hash(applied), rules.hash(played.get()), "play and apply hash alike");
    }

    Seq<String> candidates = legalTexts.toList().take(8);
    if (previous != null) {
      candidates =
          candidates.appendAll(
              rules.legalMoves(previous).take(8).map(m -> notation.formatMove(previous, m)));
    }
    if (candidates.isEmpty()) {
      candidates = io.vavr.collection.List.of("a1-a2", "pass", "");
    }
    for (String base : candidates) {
      String text = Mutations.mutate(base, random);
      Either<Rejection, M> move = notation.parseMove(position, text);
      if (move.isRight() && !legal.contains(move.get()) && !rules.isMetaAction(move.get())) {
        Either<Rejection, S> result = rules.play(position, move.get());
        assertTrue(result.isLeft(), () -> "illegal move '" + text + "' was accepted");
        checkReason(result.getLeft());
        if (outcome.isFinished()) {
          assertEquals(
              RejectionCategory.GAME_OVER,
              result.getLeft().category(),
              "a move after the end is refused as GAME_OVER: " + result.getLeft());
        }
      }
      if (move.isLeft()) {
        checkReason(move.getLeft());
      }
      assertEquals(line, notation.formatPosition(position), "a rejected move changed the position");
    }
    Either<Rejection, M> garbage = notation.parseMove(position, "%" + random.nextInt(100) + "?");
    assertTrue(garbage.isLeft(), "a move text of symbols was read as a move");
    assertEquals(
        RejectionCategory.MALFORMED,
        garbage.getLeft().category(),
        "text that follows no notation is MALFORMED: " + garbage.getLeft());

    for (int i = 0; i < 3; i++) {
      String mutated = Mutations.mutate(line, random);
      Either<Rejection, S> result = notation.parsePosition(mutated);
      if (result.isRight()) {
        String canonical = notation.formatPosition(result.get());
        Either<Rejection, S> reparsed = notation.parsePosition(canonical);
        assertTrue(
            reparsed.isRight(), () -> "accepted '" + mutated + "' but refused its canonical form");
        assertEquals(
            canonical, notation.formatPosition(reparsed.get()), "canonical form of a mutated line");
      } else {
        checkReason(result.getLeft());
      }
    }
  }

  /**
   * Checks that the list's indexed access gives the moves of its iteration in the same order: a
   * game may answer {@code get} from a compact form and iterate a list written another way.
   */
  private static <M> void checkIndexedAccess(Seq<M> legal) {
    Object[] iterated = legal.toJavaArray();
    assertEquals(legal.size(), iterated.length, "size against iteration");
    for (int i = 0; i < iterated.length; i++) {
      assertEquals(iterated[i], legal.get(i), "legal move " + i + " by index and by iteration");
    }
  }

  /**
   * Checks that listing, counting, drawing (whole and by parts) and playing moves give back every
   * scratch buffer they take from the thread's {@link Scratch}: a buffer kept would grow the
   * thread's memory with every call, while every answer stayed the same.
   */
  private static <S, M extends Move> void checkScratchGivenBack(Rules<S, M> rules, S position) {
    Scratch scratch = Scratch.get();
    IntBuffer top = scratch.take();
    scratch.give();
    Seq<M> legal = rules.legalMoves(position);
    rules.noisyMoves(position);
    rules.countLegalMoves(position);
    rules.randomMove(position, new SplittableRandom(0));
    rules.turnSteps().randomMoveByParts(position, new SplittableRandom(0));
    if (!legal.isEmpty()) {
      rules.play(position, legal.head());
    }
    IntBuffer after = scratch.take();
    scratch.give();
    assertSame(top, after, "a scratch buffer was taken and not given back");
  }

  private static void checkReason(Rejection rejection) {
    checkMessage(rejection.message(), rejection);
    assertTrue(rejection.category() != null, "a rejection has a category: " + rejection);
  }

  /** Checks the interaction model (board view, move inputs, turn builder) on one position. */
  private void checkInteraction(Rules<S, M> rules, S position, SplittableRandom random) {
    BoardView view = rules.view(position);
    InteractionChecks.checkView(rules, position, view);
    checkView(rules, position, view);
    InteractionChecks.checkInputs(rules, position, movesCheckedPerPosition(), random);
  }

  private static <T> Seq<T> sample(Seq<T> all, int size, SplittableRandom random) {
    if (all.size() <= size) {
      return all;
    }
    java.util.ArrayList<T> pool = new java.util.ArrayList<>(all.toJavaList());
    for (int i = 0; i < size; i++) {
      java.util.Collections.swap(pool, i, i + random.nextInt(pool.size() - i));
    }
    return io.vavr.collection.List.ofAll(pool.subList(0, size));
  }

  private void checkRecord(Rules<S, M> rules, Playout<S, M> playout, long seed) {
    GameRecord record =
        new GameRecord(
            rules.notation().formatPosition(playout.positions().head()),
            playout.movePrefix(rules, playout.moves().size()));
    String text = record.format(rules.outcome(playout.last()));
    Either<MoveFailure, GameState<?, ?>> replayed =
        GameRecord.parse(text).mapLeft(r -> new MoveFailure(0, r)).flatMap(GameRecord::replay);
    if (replayed.isLeft()) {
      fail(
          "variant "
              + rules.variantName()
              + ", seed "
              + seed
              + ": record replay failed: "
              + replayed.getLeft());
    }
    assertEquals(
        rules.notation().formatPosition(playout.last()),
        replayed.get().line(),
        "variant " + rules.variantName() + ", seed " + seed + ": replayed record ends elsewhere");
    assertEquals(
        rules.outcome(playout.last()).toString(),
        replayed.get().outcome().toString(),
        "replayed record has another outcome");
  }

  /**
   * Checks a text shown to players: it names something and cites no section of a rule text, which
   * players cannot look up.
   *
   * @param message the text
   * @param context what the text belongs to, for the failure message
   */
  static void checkMessage(String message, Object context) {
    assertFalse(message.isBlank(), () -> "a message names its reason: " + context);
    assertFalse(message.contains("\u00a7"), () -> "a message cites a rule section: " + message);
  }
}
