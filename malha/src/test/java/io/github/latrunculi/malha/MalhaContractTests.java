package io.github.latrunculi.malha;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.testkit.Conservation;
import io.github.latrunculi.core.testkit.RulesContract;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The core test kit on the default rules and on every option set to a non-default value, plus the
 * game's own invariants of issue 4 checked on every step of every playout.
 */
class MalhaContractTests extends RulesContract<MalhaPosition, MalhaMove> {
  @Override
  protected Seq<Rules<MalhaPosition, MalhaMove>> variantsUnderTest() {
    return List.of(
        MalhaFixtures.rules(),
        MalhaFixtures.rules("openingPair", "FREE"),
        MalhaFixtures.rules("openingPair", "EACH_SIDE"),
        MalhaFixtures.rules("settingImmunity", "UNTIL_MOVED"),
        MalhaFixtures.rules("malhaImmunity", "true"),
        MalhaFixtures.rules("continuation", "OPTIONAL"),
        MalhaFixtures.rules("exchangeRequiresUnreachable", "RAY"),
        MalhaFixtures.rules("blockedAttackerOwesExchange", "true"),
        MalhaFixtures.rules("bothEliminated", "DRAW"),
        MalhaFixtures.rules("noCaptureLimit", "12"),
        MalhaFixtures.rules("noCaptureLimit", "12", "limitResult", "MAJORITY"));
  }

  /**
   * Starts of the playouts, cycled by seed: the empty board (the setting), the rules-page opening
   * (capture chains), the exchange figure (protocol states), and a sparse board (passes and
   * eliminations within the ply cap).
   */
  private static final List<String> STARTS =
      List.of(
          null,
          MalhaRulesTests.P_START,
          "SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - *",
          "7/7/2SsS2/7/1Ss1S2/7/S5s a M - - - *");

  @Override
  protected MalhaPosition start(Rules<MalhaPosition, MalhaMove> rules, long seed) {
    String fields = STARTS.get((int) (seed % STARTS.size()));
    if (fields == null) {
      return rules.initial(seed);
    }
    MalhaRules malha = (MalhaRules) rules;
    return MalhaFixtures.parse(malha, fields + (malha.variant().hasCaptureLimit() ? " 0" : ""));
  }

  /**
   * Issue 11 item 4: a placement adds two soldiers; a step removes exactly the enemy soldiers it
   * flanks (dossier §4.2, counted here from the position before the step), and the step that
   * completes an exchange also removes one Defender and two Attacker soldiers (§6.4); {@code end}
   * and resignations remove nothing.
   */
  @Override
  protected Option<Conservation<MalhaPosition, MalhaMove>> conservation(
      Rules<MalhaPosition, MalhaMove> rules) {
    MalhaVariant options = ((MalhaRules) rules).variant();
    return Option.some(
        new Conservation<>(
            "soldiers on the board",
            p -> p.soldiers(MalhaSide.ATTACKER) + p.soldiers(MalhaSide.DEFENDER),
            (p, move) -> change(options, p, move)));
  }

  private static long change(MalhaVariant options, MalhaPosition before, MalhaMove move) {
    if (move instanceof MalhaMove.Place) {
      return 2;
    }
    if (!(move instanceof MalhaMove.Step step)) {
      return 0;
    }
    MalhaSide mover = before.sideToMove().get();
    List<Square> flanked = flanked(options, before, step, mover);
    MalhaExchange exchange = before.exchange();
    boolean completes =
        step.flagged()
            && mover == MalhaSide.DEFENDER
            && exchange.stage() == MalhaExchange.Stage.OFFERED_TWO
            && exchange.defender().contains(step.from())
            && !flanked.contains(exchange.firstOffer().get())
            && !flanked.contains(exchange.secondOffer().get());
    return -flanked.size() - (completes ? 3 : 0);
  }

  /** The enemy soldiers next to the step's destination with a soldier of the mover beyond them. */
  private static List<Square> flanked(
      MalhaVariant options, MalhaPosition before, MalhaMove.Step step, MalhaSide mover) {
    List<Square> flanked = List.empty();
    int[][] deltas = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}};
    for (int[] d : deltas) {
      int file = step.to().file() + 2 * d[0];
      int rank = step.to().rank() + 2 * d[1];
      if (file < 0 || file > 6 || rank < 0 || rank > 6) {
        continue; // the board edge is never a captor (§4.2)
      }
      Square victim = new Square(step.to().file() + d[0], step.to().rank() + d[1]);
      Square captor = new Square(file, rank);
      boolean immune =
          (options.malhaImmunity() && victim.name().equals("d4"))
              || before.safeSquares().contains(victim);
      if (before.at(victim).contains(mover.opponent())
          && before.at(captor).contains(mover)
          && !immune) {
        flanked = flanked.append(victim);
      }
    }
    return flanked;
  }

  @Override
  protected int playoutsPerVariant() {
    return 8;
  }

  @Override
  protected int maxPlies() {
    return 160;
  }

  @Override
  protected void checkStep(
      Rules<MalhaPosition, MalhaMove> rules,
      MalhaPosition before,
      MalhaMove move,
      MalhaPosition after) {
    int attackersLost = before.attackers - after.attackers;
    int defendersLost = before.defenders - after.defenders;
    if (after.phase() == MalhaPhase.PLACEMENT) {
      assertEquals(0, after.cell(MalhaContext.MALHA), "d4 stays empty during the setting");
    }
    if (move instanceof MalhaMove.Place) {
      assertEquals(
          -2, before.side == 0 ? attackersLost : defendersLost, "a pair adds two soldiers");
      return;
    }
    assertTrue(
        attackersLost >= 0 && defendersLost >= 0, "soldiers never increase after the setting");
    if (move instanceof MalhaMove.Step step) {
      int to = MalhaContext.index(step.to());
      int moverLost = before.side == 0 ? attackersLost : defendersLost;
      int enemyLost = before.side == 0 ? defendersLost : attackersLost;
      boolean exchanged = before.side == 1 && after.cell(to) == 0;
      if (exchanged) {
        // The exchange removes the moved Defender soldier and both offered Attacker soldiers.
        assertEquals(
            MalhaExchange.Stage.OFFERED_TWO, before.stage(), "an exchange completes only from O2");
        assertEquals(1, defendersLost, "an exchange removes exactly one Defender soldier");
        assertEquals(0, after.cell(before.a1), "the first offered soldier is removed");
        assertEquals(0, after.cell(before.a2), "the second offered soldier is removed");
        assertTrue(
            attackersLost >= 2 && attackersLost <= 5, "two exchanged plus at most three captured");
      } else {
        assertEquals(0, moverLost, "a step never removes the mover's own soldiers");
        assertTrue(enemyLost <= 3, "at most three captures per step");
      }
      if (after.cont >= 0) {
        assertEquals(before.side, after.side, "the capturing side goes on with its chain");
        assertEquals(to, after.cont, "the chain goes on with the soldier that just moved");
      }
    }
    if (!rules.outcome(after).isFinished()) {
      assertTrue(rules.countLegalMoves(after) > 0, "the side to move has a legal move");
    }
  }

  /**
   * Issue 17: {@code randomMove} draws uniformly from exactly the legal moves. From fixed positions
   * (the setting's first pair, a Defender that may flag every step, an Attacker whose second offer
   * excludes a soldier, chains that may end, one of them beside another soldier whose step would
   * capture, a chain that branches, chains into and from the corner a1) and a fixed seed, 400 draws
   * per legal move; the chi-square statistic of the counts must stay below the critical value at p
   * = 0.0001 (Wilson-Hilferty approximation).
   */
  @ParameterizedTest(name = "{0} {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          # options             | fields
                                | 7/7/7/7/7/7/7 a P - - - *
                                | SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/1S1Ssss/S2SSSS d M - - - *
                                | SSss1sS/1Ss1ssS/1Ss1ssS/1Sss1SS/1SSs1ss/3Ssss/SS1SSSS a M - C1,e6,b1 - *
          continuation=OPTIONAL | SsSsSSS/sssSssS/sSS1SsS/sS1S1Ss/sSs1SSs/SssssSS/SsSSssS a O d4 - - *
                                | SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS1SSSs/Sss1sSS/SsSSssS a O d3 - - *
          continuation=OPTIONAL | 7/3S3/3s3/2S4/1SSS3/Ss5/7 a M c3 - - *
                                | 6s/7/7/S6/7/S6/1sS4 a M a2 - - *
                                | 6s/7/7/S6/s6/7/S1S4 a M a1 - - *
          """)
  void randomMoveIsUniformOverTheLegalMoves(String options, String fields) {
    MalhaRules rules =
        options == null ? MalhaRules.standard() : MalhaFixtures.rules(options.split("="));
    MalhaPosition position = MalhaFixtures.parse(rules, fields);
    Seq<MalhaMove> legal = rules.legalMoves(position);
    int perMove = 400;
    java.util.Map<MalhaMove, Integer> counts = new java.util.HashMap<>();
    SplittableRandom random = new SplittableRandom(17);
    for (int i = 0; i < perMove * legal.size(); i++) {
      MalhaMove drawn = rules.randomMove(position, random).get();
      assertTrue(legal.contains(drawn), () -> "drew " + drawn + ", which is not legal");
      counts.merge(drawn, 1, Integer::sum);
    }
    double chiSquare = 0;
    for (MalhaMove move : legal) {
      double off = counts.getOrDefault(move, 0) - perMove;
      chiSquare += off * off / perMove;
    }
    int df = legal.size() - 1;
    double h = 2.0 / (9 * Math.max(df, 1));
    double critical = Math.max(df, 1) * Math.pow(1 - h + 3.719 * Math.sqrt(h), 3);
    assertTrue(
        chiSquare < critical,
        "chi-square " + chiSquare + " over " + legal.size() + " moves exceeds " + critical);
  }
}
