package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityFixtures.RULES;
import static io.github.latrunculi.quaternity.QuaternityFixtures.after;
import static io.github.latrunculi.quaternity.QuaternityFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Square;
import io.vavr.collection.HashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** What a user interface asks of the rules: targets, promotions, draw answers, checks, pieces. */
class QuaternityUiTests {
  private static Square sq(String name) {
    return Square.parse(name).get();
  }

  /** Dossier T4: the commitments follow §3.3 (left capture commits N, right capture E). */
  @Test
  void targetsOfAnUncommittedCentralPawnNameTheDirectionItCommitsTo() {
    QuaternityPosition t4 =
        position("rK10bK/12/12/12/12/12/12/2rN1gN7/3wP*8/4gB7/12/wK10gK w wrbg AAAA - *");
    Map<Square, Option<Direction>> commits =
        HashMap.ofEntries(RULES.targets(t4, sq("d4")).map(t -> io.vavr.Tuple.of(t.to(), t.commitsTo())));
    assertEquals(
        HashMap.of(
            sq("d5"), Option.some(Direction.N),
            sq("e4"), Option.some(Direction.E),
            sq("c5"), Option.some(Direction.N),
            sq("e3"), Option.some(Direction.E),
            sq("e5"), Option.none()),
        commits);
    assertEquals(
        io.vavr.collection.HashSet.of(sq("c5"), sq("e3"), sq("e5")),
        RULES.targets(t4, sq("d4")).filter(QuaternityTarget::capture).map(QuaternityTarget::to).toSet());
  }

  @Test
  void targetsOfOtherPiecesCommitNothing() {
    assertTrue(RULES.targets(RULES.initial(), sq("d3")).forAll(t -> t.commitsTo().isEmpty()));
    assertEquals(8, RULES.targets(RULES.initial(), sq("d3")).size());
  }

  @Test
  void noTargetsForAnotherPlayersPieceOrAnEmptySquare() {
    assertTrue(RULES.targets(RULES.initial(), sq("d9")).isEmpty());
    assertTrue(RULES.targets(RULES.initial(), sq("g7")).isEmpty());
  }

  /** Dossier T5: f11-f12 promotes, to one of four pieces; k3-l3 too. */
  @Test
  void promotionChoicesAreTheFourPieces() {
    QuaternityPosition t5 =
        position("12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *");
    List<QuaternityPieceKind> four =
        List.of(QuaternityPieceKind.QUEEN, QuaternityPieceKind.ROOK, QuaternityPieceKind.BISHOP,
            QuaternityPieceKind.KNIGHT);
    assertEquals(four, RULES.promotionChoices(t5, sq("f11"), sq("f12")));
    assertEquals(four, RULES.promotionChoices(t5, sq("k3"), sq("l3")));
    assertTrue(RULES.promotionChoices(t5, sq("a1"), sq("a2")).isEmpty());
    assertEquals(1, RULES.targets(t5, sq("f11")).size());
  }

  /** Dossier T19: Black is frozen, so Red and Green answer White's offer. */
  @Test
  void drawOfferAnswerersAreTheActivePlayersWhoHaveNotAccepted() {
    String t19 = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg AAFA - *";
    assertTrue(RULES.drawOfferAnswerers(position(t19)).isEmpty());
    assertEquals(
        List.of("r", "g"),
        RULES.drawOfferAnswerers(position(after(t19, "offer-draw"))).map(p -> p.name()));
    assertEquals(
        List.of("g"),
        RULES.drawOfferAnswerers(position(after(t19, "offer-draw", "accept-draw(r)"))).map(p -> p.name()));
    QuaternityPosition offered = position(after(t19, "offer-draw", "accept-draw(r)"));
    assertEquals("w", offered.drawOffer().get().proposer().name());
    assertEquals(List.of("r"), offered.drawOffer().get().acceptors().map(p -> p.name()));
  }

  /** Dossier T10: Red's king a12 is in check from the Black rook a3 (a4 to a11 are empty). */
  @Test
  void checksNameTheKingAndItsAttackers() {
    QuaternityPosition t10 =
        position("rK10bK/7wR4/12/12/3wN8/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wrbg AAAA - *");
    var checks = RULES.checks(t10);
    assertEquals(1, checks.size());
    assertEquals("r", checks.head().player().name());
    assertEquals(sq("a12"), checks.head().king());
    assertEquals(List.of(sq("a3")), checks.head().attackers());
    assertTrue(RULES.checks(RULES.initial()).isEmpty());
  }

  /** Dossier T15a: the frozen Green king stays in check from the White rook d1. */
  @Test
  void frozenKingsInCheckAreReportedToo() {
    QuaternityPosition t15 =
        position("rK10bK/12/12/12/12/12/12/12/6gR5/10wK1/12/3wR7gK r wrbg AAAF - *");
    assertEquals(List.of("g"), RULES.checks(t15).map(c -> c.player().name()));
  }

  @Test
  void positionAccessorsDescribeTheState() {
    QuaternityPosition t11 =
        position("11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK w wwbg AXAA - *");
    assertEquals("w", t11.controller(QuaternityArmy.RED).name());
    assertEquals(QuaternityStatus.ELIMINATED, t11.status(QuaternityArmy.RED.player()));
    assertTrue(t11.kingSquare(QuaternityArmy.RED.player()).isEmpty());
    assertEquals(Option.some(sq("e1")), t11.kingSquare(QuaternityArmy.WHITE.player()));
    assertEquals(
        Option.some(QuaternityPiece.pawn(QuaternityArmy.RED, Direction.S)), t11.pieceAt(sq("c7")));
    assertEquals("rPv", t11.pieceAt(sq("c7")).get().token());
    assertFalse(t11.isOver());
  }

  @Test
  void diagramDrawsRanksTopDownWithFilesAndTheSideToMove() {
    String diagram = RULES.diagram(RULES.initial());
    String[] lines = diagram.split("\n");
    assertTrue(lines[0].startsWith("12 rK"), lines[0]);
    assertTrue(lines[11].startsWith(" 1 wK"), lines[11]);
    assertTrue(lines[12].trim().startsWith("a   b   c"), lines[12]);
    assertTrue(diagram.contains("White to move"));
  }
}
