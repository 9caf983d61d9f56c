package io.github.latrunculi.amazonsflip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.TurnSteps;
import io.github.latrunculi.core.kit.PackedMove;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The turn steps (a queen move {@code from | to << 8}, then the fire target's index) on the
 * dossier's §7 vectors, and the distribution of {@code randomMoveByParts}: a uniform move among the
 * first steps, then a uniform target among its shots, which is not uniform over whole turns.
 */
class AmazonsflipStepsTests {
  /**
   * Player 1's amazon a1 has two moves: a2, from which it fires at a1 or b1, and b1, from which it
   * fires at a1, a2 or c2 (neutral stones on a3, b3, d3, b2 and c1 close every other line). By
   * parts each turn after a2 has probability 1/2 * 1/2 = 1/4 and each after b1 1/2 * 1/3 = 1/6.
   */
  private static final String TWO_MOVES = "9a/10/10/10/10/10/10/NN1N6/1N8/A1N7 1 - regular";

  @Test
  void e10TheTargetsAfterD3D4() {
    String e10 = "9a/10/10/3a6/3s6/2ss6/4ssssss/3A6/10/10 1 - regular";
    assertEquals(
        "a1 a4 b2 b4 b6 c3 c4 d1 d2 d3 e3 e5 f2 f6 g1 g7 h8 i9",
        names(next(e10, move("d3", "d4"))));
  }

  @Test
  void e12dTheMoveA1A2IsADeadEndAndNoStep() {
    String e12 = "9a/10/10/10/10/10/10/SS8/1S8/A9 1 - border";
    int[] first = next(e12);
    assertFalse(contains(first, move("a1", "a2")), "a1-a2 has no fire target");
    assertTrue(contains(first, move("a1", "b1")), "a1-b1 fires at c2 (E12b)");
    assertEquals(0, next(e12, move("a1", "a2")).length);
    assertTrue(steps(e12).move(position(e12), new int[] {move("a1", "a2"), at("a1")}).isEmpty());
    assertEquals(
        Option.some("a1-b1/c2"),
        steps(e12).move(position(e12), new int[] {move("a1", "b1"), at("c2")}).map(m -> m + ""));
  }

  @Test
  void e16cTheTargetsAfterA1A2AreThoseOfTheMovedAmazon() {
    String e16 = "9a/10/10/10/10/10/10/10/10/A8A 1 - regular";
    assertEquals(
        "a1 a3 a4 a5 a6 a7 a8 a9 a10 b1 b2 b3 c2 c4 d2 d5 e2 e6 f2 f7 g2 g8 h2 h9 i2 i10 j2",
        names(next(e16, move("a1", "a2"))));
    assertTrue(steps(e16).move(position(e16), new int[] {move("a1", "a2"), at("j5")}).isEmpty());
  }

  @Test
  void theOpeningTurnIsTheMoveAlone() {
    String opening = AmazonsflipRulesTests.INITIAL;
    int[] first = next(opening);
    assertEquals(80, first.length, "80 opening moves (E1a)");
    assertEquals(0, next(opening, move("d1", "d4")).length);
    assertEquals(
        Option.some("d1-d4"),
        steps(opening).move(position(opening), new int[] {move("d1", "d4")}).map(m -> m + ""));
    assertTrue(
        steps(opening).move(position(opening), new int[] {move("d1", "d4"), at("d7")}).isEmpty(),
        "no fire on the opening turn (E1b)");
  }

  @Test
  void aPrefixThatIsNoTurnIdentifiesNothing() {
    String e16 = "9a/10/10/10/10/10/10/10/10/A8A 1 - regular";
    TurnSteps<AmazonsflipPosition, AmazonsflipMove> steps = steps(e16);
    AmazonsflipPosition p = position(e16);
    assertTrue(steps.move(p, new int[] {move("a1", "a2")}).isEmpty(), "the shot is missing");
    assertTrue(steps.move(p, new int[] {move("j10", "j9"), at("j8")}).isEmpty(), "not yours");
    assertTrue(steps.move(p, new int[] {move("a1", "c2"), at("c3")}).isEmpty(), "no queen move");
    assertTrue(steps.move(p, new int[] {move("a1", "a2"), 100}).isEmpty(), "off the board");
    assertTrue(steps.move(p, new int[] {-1, at("a1")}).isEmpty(), "no move code");
    assertEquals(0, steps.next(p, new int[] {move("a1", "a2"), at("a1")}).length);
  }

  /**
   * Index 100, the first past j10, is no square: a first step to it identifies nothing, on the
   * opening turn (where no shot is asked for) and after it.
   */
  @Test
  void aFirstStepPastTheLastSquareIdentifiesNothing() {
    String opening = AmazonsflipRulesTests.INITIAL;
    int offBoard = PackedMove.of(at("d1"), 100, 0);
    assertTrue(steps(opening).move(position(opening), new int[] {offBoard}).isEmpty());
    String e16 = "9a/10/10/10/10/10/10/10/10/A8A 1 - regular";
    int[] prefix = {PackedMove.of(at("a1"), 100, 0)};
    assertTrue(steps(e16).move(position(e16), TurnSteps.extend(prefix, at("a1"))).isEmpty());
    assertEquals(0, next(e16, prefix).length);
  }

  /**
   * §3.2: the opening turn is the move alone, so a move after which the amazon would have no fire
   * target is no dead end there. E12's board in border with player 1 opening: a1-a2 (E12d, no
   * target after it) is a legal opening turn and a first step that identifies it.
   */
  @Test
  void onTheOpeningTurnAMoveWithoutFireTargetIsAStep() {
    String e12Opening = "9a/10/10/10/10/10/10/SS8/1S8/A9 1 F border";
    assertTrue(contains(next(e12Opening), move("a1", "a2")));
    assertEquals(
        Option.some("a1-a2"),
        steps(e12Opening)
            .move(position(e12Opening), new int[] {move("a1", "a2")})
            .map(m -> m + ""));
    assertTrue(
        AmazonsflipFixtures.rules(e12Opening)
            .legalMoves(position(e12Opening))
            .map(m -> m + "")
            .contains("a1-a2"));
  }

  /**
   * §5 iago1115: the amazon f7 passes its own stone f6 and lands on f5, whose eight neighbours are
   * all occupied; shots fly over empty squares only, so it has no fire target and f7-f5 is no first
   * step. (The squares d6, c7, b8 and a9, on no line of f5, are left empty.) The first steps are
   * exactly the moves of the legal turns.
   */
  @Test
  void aMoveThroughAnOwnStoneIntoAClosedSquareIsNoStep() {
    String closed = "9a/10/10/5A4/4NSN3/4N1N3/4NNN3/10/10/10 1 - iago1115";
    int[] first = next(closed);
    assertFalse(contains(first, move("f7", "f5")), "f5 has no fire target");
    assertEquals(0, next(closed, move("f7", "f5")).length);
    assertEquals(
        AmazonsflipFixtures.rules(closed)
            .legalMoves(position(closed))
            .map(m -> m.from() + "-" + m.to())
            .toJavaSet(),
        Arrays.stream(first)
            .mapToObj(
                s ->
                    AmazonsflipContext.square(PackedMove.from(s))
                        + "-"
                        + AmazonsflipContext.square(PackedMove.to(s)))
            .collect(Collectors.toSet()));
  }

  /** A side to move without amazons has no turn: nothing is drawn by parts either. */
  @Test
  void byPartsAPlayerWithoutAmazonsDrawsNothing() {
    String none = "9a/10/10/10/10/4s5/10/10/10/10 1 - regular";
    assertEquals(0, next(none).length);
    assertTrue(steps(none).randomMoveByParts(position(none), new SplittableRandom(3)).isEmpty());
  }

  @Test
  void byPartsAMoveIsDrawnFirstThenOneOfItsShots() {
    assertEquals(
        Map.of("a1-a2/a1", 3, "a1-a2/b1", 3, "a1-b1/a1", 2, "a1-b1/a2", 2, "a1-b1/c2", 2),
        byParts(TWO_MOVES).entrySet().stream()
            .collect(Collectors.toMap(e -> e.getKey() + "", e -> (int) (12 * e.getValue()))),
        "probabilities in twelfths");
    assertDrawnByParts(TWO_MOVES);
  }

  /**
   * Chi-square tests of {@code randomMoveByParts} against the probabilities the steps give, on
   * positions where each way of the draw decides: the opening, the two moves above, E12 in border
   * (dead ends among the moves), nine destinations of which six are dead ends, a middle game on an
   * open board and crowded boards.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          opening            | 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F regular
          E12 border         | 9a/10/10/10/10/10/10/SS8/1S8/A9 1 - border
          dead ends          | 1N7a/1N8/1N8/1N8/1NN7/2N7/1NN7/1N8/1N8/AN8 1 - border
          middle game border | 3a2A3/1S8/2S1s5/A3S4a/2sSS5/4Ss4/a8A/10/2S7/3A2a3 1 - border
          crowded            | 2s1sN2s1/SS2A1sSN1/S1SS1NS1sA/s1NN2ss1S/1S1Sss1s1a/S1sA2a1s1/SS2ss1Aa1/1Ssa4sS/S2sSSSsNN/3Ns4S 2 - regular
          crowded border     | 5A2aA/1SSsSSSss1/1SSsSssSs1/S1asSs1Ss1/3S1Sss2/1sSSASsSs1/ASSSSs1ass/2sSS2S2/1sss3S2/3a6 2 - border
          crowded iago       | 2SASs4/s2S2s3/SsSSSass2/1SSSSSss2/2Ssssss1s/a3sss1s1/2Ssssss2/sS4sa1s/1SASS1s2a/1SAAss2s1 1 - iago
          """)
  void byPartsDrawsWithTheProbabilitiesOfTheSteps(String name, String dossierPosition) {
    assertDrawnByParts(dossierPosition);
  }

  @Test
  void byPartsDrawsNothingWhenEveryMoveIsADeadEnd() {
    String none = "1N7a/1N8/1N8/1N8/1NN7/1NN7/1NN7/1N8/1N8/AN8 1 - border";
    assertEquals(0, next(none).length);
    assertTrue(steps(none).randomMoveByParts(position(none), new SplittableRandom(1)).isEmpty());
  }

  /**
   * Draws by parts, about 40 per turn of the least likely kind, and fails when the chi-square
   * statistic against the probabilities of {@link #byParts} exceeds its 0.1 % critical value.
   */
  private static void assertDrawnByParts(String dossierPosition) {
    Map<AmazonsflipMove, Double> expected = byParts(dossierPosition);
    double least = expected.values().stream().mapToDouble(x -> x).min().getAsDouble();
    int draws = (int) Math.ceil(40 / least);
    Map<AmazonsflipMove, Integer> counts = new HashMap<>();
    SplittableRandom random = new SplittableRandom(23);
    TurnSteps<AmazonsflipPosition, AmazonsflipMove> steps = steps(dossierPosition);
    AmazonsflipPosition position = position(dossierPosition);
    for (int i = 0; i < draws; i++) {
      AmazonsflipMove m = steps.randomMoveByParts(position, random).get();
      assertTrue(expected.containsKey(m), m + " is not a legal turn");
      counts.merge(m, 1, Integer::sum);
    }
    double chi = 0;
    for (var entry : expected.entrySet()) {
      double e = entry.getValue() * draws;
      double c = counts.getOrDefault(entry.getKey(), 0);
      chi += (c - e) * (c - e) / e;
    }
    // Wilson-Hilferty: the upper 0.1 % point of chi-square with k - 1 degrees of freedom.
    double df = Math.max(1, expected.size() - 1);
    double critical = df * Math.pow(1 - 2 / (9 * df) + 3.09 * Math.sqrt(2 / (9 * df)), 3);
    assertTrue(chi < critical, "chi-square " + chi + " over " + expected.size() + " turns");
  }

  /**
   * The probability of each legal turn by parts, from the steps: one over the number of first
   * steps, times one over the number of shots of its move (one on the opening turn).
   */
  private static Map<AmazonsflipMove, Double> byParts(String dossierPosition) {
    TurnSteps<AmazonsflipPosition, AmazonsflipMove> steps = steps(dossierPosition);
    AmazonsflipPosition position = position(dossierPosition);
    Map<AmazonsflipMove, Double> probabilities = new HashMap<>();
    int[] first = steps.next(position, new int[0]);
    for (int move : first) {
      int[] prefix = {move};
      int[] shots = steps.next(position, prefix);
      if (shots.length == 0) {
        probabilities.put(steps.move(position, prefix).get(), 1.0 / first.length);
      }
      for (int shot : shots) {
        probabilities.put(
            steps.move(position, TurnSteps.extend(prefix, shot)).get(),
            1.0 / first.length / shots.length);
      }
    }
    Seq<AmazonsflipMove> legal = AmazonsflipFixtures.rules(dossierPosition).legalMoves(position);
    assertEquals(legal.toJavaSet(), probabilities.keySet(), "the steps make the legal turns");
    return probabilities;
  }

  private static TurnSteps<AmazonsflipPosition, AmazonsflipMove> steps(String dossierPosition) {
    return AmazonsflipFixtures.rules(dossierPosition).turnSteps();
  }

  private static AmazonsflipPosition position(String dossierPosition) {
    return AmazonsflipFixtures.position(dossierPosition);
  }

  private static int[] next(String dossierPosition, int... prefix) {
    return steps(dossierPosition).next(position(dossierPosition), prefix);
  }

  /** The first step of the move between two named squares. */
  private static int move(String from, String to) {
    return PackedMove.of(at(from), at(to), 0);
  }

  private static int at(String square) {
    return AmazonsflipContext.index(Square.parse(square).get());
  }

  private static boolean contains(int[] steps, int step) {
    return Arrays.stream(steps).anyMatch(s -> s == step);
  }

  /** The square names of target steps, sorted as the dossier lists them (file, then rank). */
  private static String names(int[] targets) {
    return Arrays.stream(targets)
        .mapToObj(AmazonsflipContext::square)
        .sorted(java.util.Comparator.comparing(Square::file).thenComparing(Square::rank))
        .map(Square::name)
        .collect(Collectors.joining(" "));
  }
}
