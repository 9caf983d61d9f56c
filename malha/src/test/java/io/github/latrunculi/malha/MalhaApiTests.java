package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaFixtures.parse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.interaction.TurnBuilder;
import io.github.latrunculi.core.registry.Games;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/**
 * The public API around the rules: positions as values with their accessors, the sides, the
 * registry entry, record chains of §8.3, the resignation text of §8.2, and what a turn builder
 * offers outside the phase a kind of move belongs to.
 */
class MalhaApiTests {
  final MalhaRules rules = MalhaRules.standard();

  static Square sq(String name) {
    return Square.parse(name).get();
  }

  @Test
  void positionsAreValuesOfTheirLine() {
    MalhaPosition one = parse(rules, MalhaUiTextTests.O2);
    MalhaPosition same = parse(rules, MalhaUiTextTests.O2);
    assertEquals(one, same);
    assertEquals(one.hashCode(), same.hashCode());
    assertEquals(rules.hash(one), rules.hash(same));
    assertNotEquals(one, parse(rules, MalhaUiTextTests.O2_ATTACKER));
    assertNotEquals(one, parse(rules, MalhaUiTextTests.O2.replace("O2,e6,b1,a2", "-")));
    assertNotEquals(one, "not a position");
    assertEquals(MalhaUiTextTests.O2, one.toString());
  }

  @Test
  void aPositionAnswersWhatStandsWhereAndTheExchangeState() {
    MalhaPosition o2 = parse(rules, MalhaUiTextTests.O2);
    assertEquals(Option.some(MalhaSide.ATTACKER), o2.at(sq("a2")));
    assertEquals(Option.some(MalhaSide.DEFENDER), o2.at(sq("e6")));
    assertEquals(Option.none(), o2.at(sq("a1")));
    assertEquals(Option.none(), o2.at(sq("h1")), "off the 7x7 board");
    assertEquals(Option.some(MalhaSide.DEFENDER), o2.board().at(sq("e6")));
    assertEquals(Option.some(MalhaSide.ATTACKER), o2.board().at(sq("a2")));
    assertTrue(o2.board().at(sq("a1")).isEmpty());
    assertEquals(
        new MalhaExchange(
            MalhaExchange.Stage.OFFERED_TWO,
            Option.some(sq("e6")),
            Option.some(sq("b1")),
            Option.some(sq("a2"))),
        o2.exchange());
    assertEquals(MalhaExchange.NONE, rules.initial().exchange());
    assertEquals(Option.some(MalhaSide.DEFENDER), o2.sideToMove());
    assertEquals(0, o2.quietPlies());
  }

  @Test
  void theSidesAreWrittenAsTheDossierSays() {
    assertEquals(MalhaSide.DEFENDER, MalhaSide.ATTACKER.opponent());
    assertEquals(MalhaSide.ATTACKER, MalhaSide.DEFENDER.opponent());
    assertEquals('a', MalhaSide.ATTACKER.letter());
    assertEquals('s', MalhaSide.DEFENDER.soldier());
    assertEquals("Defender", MalhaSide.DEFENDER.toString());
    assertEquals(1, MalhaSide.DEFENDER.player().index());
  }

  @Test
  void theRegistryEntryNamesTheGameItsVariantAndSize() {
    MalhaGame game = (MalhaGame) Games.find("malha").get();
    assertEquals("malha", game.id());
    assertTrue(game.description().contains("Kharbga"), game.description());
    assertEquals("standard", game.variants().mkString(","));
    assertEquals("7x7", game.sizes().mkString(","));
    assertEquals("malha", rules.gameId());
    assertEquals("standard", rules.variantName());
    assertEquals("a d", rules.players().map(p -> p.name()).mkString(" "));
  }

  @Test
  void nobodyMovesOnceTheGameIsOver() {
    MalhaPosition over = parse(rules, "7/7/7/7/7/1S5/S1S4 - E - - - A:elim");
    assertTrue(rules.toMove(over) instanceof ToMove.Nobody);
    assertEquals(
        new ToMove.Seat<MalhaMove>(MalhaSide.ATTACKER.player()), rules.toMove(rules.initial()));
    assertEquals("GAME_OVER", rules.notation().parseMove(over, "resign").getLeft().codeName());
    assertEquals("GAME_OVER", rules.play(over, "resign:d").getLeft().codeName());
  }

  /** §8.3: a flagged chain flags its first step only; a pair or a resignation is a turn too. */
  @Test
  void recordTurnsFlagTheFirstStepOnly() {
    MalhaPosition t18 = parse(rules, MalhaUiTextTests.T18);
    assertEquals(
        MalhaUiTextTests.R, MalhaFixtures.fields(rules, rules.playTurn(t18, "e6-e7!").get()));
    assertEquals(
        "7/7/7/7/3S3/7/S6 d P - - - *",
        MalhaFixtures.fields(rules, rules.playTurn(rules.initial(), "a1,d3").get()));
    assertEquals("MALFORMED_MOVE", rules.playTurn(rules.initial(), null).getLeft().codeName());
    MalhaPosition start = parse(rules, MalhaRulesTests.P_START);
    assertEquals(
        "SsSsSSS/sssSssS/sSS1SsS/sS3Ss/sS1SSSs/Sss1sSS/SsSSssS a O d3 - - *",
        MalhaFixtures.fields(rules, rules.playTurn(start, "d3-d4-d3").get()));
    assertEquals("FLAG_NOT_ALLOWED", rules.playTurn(start, "d3-d4-d3!").getLeft().codeName());
  }

  @Test
  void aRefusedRecordTurnIsNamed() {
    MalhaPosition start = parse(rules, MalhaRulesTests.P_START);
    var refused = rules.playTurns(start, "  d3-d4-d3-c3-c2-d2   (pass) b1-c1 ");
    assertEquals("SQUARE_OCCUPIED", refused.getLeft().codeName());
    assertTrue(
        refused.getLeft().message().startsWith("turn 'b1-c1': "), refused.getLeft().message());
  }

  /** {@link MalhaRules#playTurn}: a chain is refused at its first refused step, which is named. */
  @Test
  void aRecordChainIsRefusedAtItsFirstStep() {
    MalhaPosition start = parse(rules, MalhaRulesTests.P_START);
    var refused = rules.playTurn(start, "-d3-d4");
    assertEquals("MALFORMED_MOVE", refused.getLeft().codeName());
    assertEquals(
        "'' in '-d3' is not a square of the 7x7 board (a1 to g7)", refused.getLeft().message());
  }

  /** A turn builder offers placements only in the setting and steps only after it. */
  @Test
  void eachPhaseOffersOnlyItsOwnMoves() {
    MalhaPosition start = parse(rules, MalhaRulesTests.P_START);
    TurnBuilder<MalhaPosition, MalhaMove> opening = TurnBuilder.start(rules, start);
    assertTrue(opening.candidates().forAll(m -> m instanceof MalhaMove.Step), "no placement");
    assertEquals("d3-d4", opening.click(sq("d3")).get().candidates().mkString(" "));
    assertTrue(opening.click(sq("c4")).isLeft(), "an enemy soldier");
    TurnBuilder<MalhaPosition, MalhaMove> setting = TurnBuilder.start(rules, rules.initial());
    assertTrue(setting.click(sq("d4")).isLeft(), "the malha pairs with nothing");
    assertTrue(
        setting.click(sq("d3")).get().candidates().forAll(m -> m instanceof MalhaMove.Place),
        "no step");
  }

  /**
   * §6.3: the Defender may flag any first step, so a soldier's steps come with their flagged forms.
   */
  @Test
  void aSoldiersStepsIncludeTheFlaggedOnes() {
    MalhaPosition t18 = parse(rules, MalhaUiTextTests.T18);
    assertEquals(
        "e6-d6 e6-d6! e6-e7 e6-e7!",
        TurnBuilder.start(rules, t18)
            .click(sq("e6"))
            .get()
            .candidates()
            .map(Object::toString)
            .sorted()
            .mkString(" "));
  }

  /**
   * §6.4: the completing step that also captured (see {@link
   * MalhaExchangeProtocolTests#aCompletingStepThatAlsoCapturesEndsTheTurn}): its description names
   * the capture apart from the three exchanged soldiers, and no chain follows.
   */
  @Test
  void aCompletingStepThatCapturesKeepsCaptureAndExchangeApart() {
    MalhaPosition o2 = parse(rules, "S5S/7/7/4Ss1/1sS4/3s3/6S d M - O2,d2,g1,g7 - *");
    MalhaMove.Step step = (MalhaMove.Step) rules.notation().parseMove(o2, "d2-d3!").get();
    assertEquals(
        "d2-d3! captures c3; completes the exchange: the Defender soldier on d3 for the Attacker"
            + " soldiers on g1 and g7",
        rules.moveInputs(o2, step).description());
    MalhaPosition next = rules.play(o2, step).get();
    assertEquals("c3 d3 g1 g7", MalhaFixtures.removed(rules, o2, step, next));
    assertEquals("-", rules.view(next).fact("continuation").get());
    assertEquals("S6/7/7/4Ss1/1s5/7/7 a M - - - *", next.toString());
  }

  /** Moves built in code rather than parsed may name squares off the board or the wrong phase. */
  @Test
  void movesOffTheBoardOrOutOfPhaseAreRefused() {
    MalhaPosition start = parse(rules, MalhaRulesTests.P_START);
    assertEquals("WRONG_PHASE", rules.play(start, "a1,d3").getLeft().codeName());
    assertEquals(
        "MALFORMED_MOVE",
        rules.play(rules.initial(), new MalhaMove.Place(sq("h1"), sq("d3"))).getLeft().codeName());
    assertEquals(
        "MALFORMED_MOVE",
        rules.play(rules.initial(), new MalhaMove.Place(sq("d3"), sq("d8"))).getLeft().codeName());
    assertEquals(
        "MALFORMED_MOVE",
        rules.play(start, new MalhaMove.Step(sq("d3"), sq("d8"), false)).getLeft().codeName());
    assertEquals(
        "MALFORMED_MOVE",
        rules.play(start, new MalhaMove.Step(sq("h4"), sq("d4"), false)).getLeft().codeName());
  }

  /** §6.3: continuation steps never carry the flag. */
  @Test
  void aContinuationStepCannotBeFlagged() {
    assertEquals(
        "FLAG_NOT_ALLOWED",
        rules.play(parse(rules, MalhaUiTests.AFTER_T05), "d4-d3!").getLeft().codeName());
  }

  /**
   * The package documentation: the Zobrist key covers every field of the position line. A soldier's
   * side is part of it (the same squares with the colours swapped), and so is the safe list.
   */
  @Test
  void theKeyTellsTheSidesOfTheSoldiersAndTheSafeListApart() {
    assertNotEquals(
        rules.hash(parse(rules, "7/7/7/2Ss3/7/7/s3S2 a M - - - *")),
        rules.hash(parse(rules, "7/7/7/2sS3/7/7/S3s2 a M - - - *")));
    MalhaRules immunity = MalhaFixtures.rules("settingImmunity", "UNTIL_MOVED");
    assertNotEquals(
        immunity.hash(parse(immunity, "7/7/7/2S4/1SsS3/7/2S3s a M - - c3 *")),
        immunity.hash(parse(immunity, "7/7/7/2S4/1SsS3/7/2S3s a M - - - *")));
  }

  /** §7 and {@link MalhaRules#isMetaAction}: a resignation is a meta action, no move is. */
  @Test
  void onlyAResignationIsAMetaAction() {
    assertTrue(rules.isMetaAction(new MalhaMove.Resign(MalhaSide.DEFENDER)));
    MalhaPosition start = parse(rules, MalhaRulesTests.P_START);
    assertFalse(rules.isMetaAction(rules.legalMoves(start).head()), "d3-d4");
    assertFalse(rules.isMetaAction(rules.legalMoves(rules.initial()).head()), "a placement");
    assertFalse(rules.isMetaAction(rules.notation().parseMove(start, "end").get()), "end");
  }

  /**
   * Option noCaptureLimit: the position answers its quiet-ply count, and the view lists it as a
   * fact only under the option.
   */
  @Test
  void theQuietPlyCountIsAnsweredAndShownOnlyUnderTheLimit() {
    MalhaRules limit = MalhaFixtures.rules("noCaptureLimit", "5");
    MalhaPosition counted = parse(limit, "7/7/7/2Ss3/7/7/s3S2 a M - - - * 3");
    assertEquals(3, counted.quietPlies());
    assertEquals("3", limit.view(counted).fact("quietPlies").get());
    assertEquals(
        "phase toAct attackerSoldiers defenderSoldiers continuation exchange exchangeHint"
            + " quietPlies result",
        limit.view(counted).facts().map(f -> f.key()).mkString(" "));
    assertEquals(
        "phase toAct attackerSoldiers defenderSoldiers continuation exchange exchangeHint result",
        rules
            .view(parse(rules, "7/7/7/2Ss3/7/7/s3S2 a M - - - *"))
            .facts()
            .map(f -> f.key())
            .mkString(" "));
  }
}
