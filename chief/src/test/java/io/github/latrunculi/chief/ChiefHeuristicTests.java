package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefFixtures.position;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.Player;
import org.junit.jupiter.api.Test;

/**
 * The search heuristic as the package documentation states it: each player's share of a softmax
 * over material (slope 0.5 per point; Rider 4, Amazon 3, Warrior 2, Savage 1, Chief 0), pieces on
 * the board and in hand; with three or four players a seat whose Chief is gone gets no share. A
 * frozen piece counts half; each enemy piece that could attack a Chief costs the Chief's side half
 * a point for a push and one and a half for a capture, twice that when the attacker's side is to
 * move. For two players that is the logistic function {@code 1 / (1 + e^(-0.5 d))} of the material
 * difference {@code d}. Expected values are computed here from that statement.
 */
class ChiefHeuristicTests {
  private static final double EPS = 1e-12;

  private static double logistic(double difference) {
    return 1 / (1 + Math.exp(-0.5 * difference));
  }

  private static double estimate(ChiefFixtures.Pos p, int seat) {
    return p.rules().evaluate(p.position(), p.rules().players().get(seat));
  }

  @Test
  void aRiderIsWorthFourPoints() {
    // White has a Rider (4) and its Chief (0), Black only its Chief, which the Rider does not
    // attack.
    var p = position("chief standard 5x7 k4/5/5/5/5/5/1R2K w - -");
    assertEquals(logistic(4), estimate(p, 0), EPS);
    assertEquals(logistic(-4), estimate(p, 1), EPS);
  }

  @Test
  void anAmazonIsWorthThreePoints() {
    var p = position("chief standard 5x7 k4/5/5/5/5/5/A3K w - -");
    assertEquals(logistic(3), estimate(p, 0), EPS);
  }

  @Test
  void aWarriorIsWorthTwoAndASavageOne() {
    // E11's start: a black Warrior (2) against a white Savage (1).
    var p = position("chief standard 7x7 k6/7/3w3/7/3S3/7/6K w - -");
    assertEquals(logistic(-1), estimate(p, 0), EPS);
    assertEquals(logistic(1), estimate(p, 1), EPS);
  }

  @Test
  void equalMaterialIsAnEvenShare() {
    var p = position(ChiefRulesTests.START_5X7);
    assertEquals(0.5, estimate(p, 0), EPS);
    assertEquals(0.5, estimate(p, 1), EPS);
  }

  @Test
  void piecesInHandCount() {
    // Wild placement: White holds an Amazon (3), Black a Savage (1), the Chiefs are on the board.
    var p = position("chief wild 5x7 k4/5/5/5/5/5/4K w - - As");
    assertEquals(logistic(2), estimate(p, 0), EPS);
    assertEquals(logistic(-2), estimate(p, 1), EPS);
  }

  @Test
  void aSeatWithoutItsChiefGetsNoShare() {
    // multi4 with eliminated=keep after South's a2xa11 (§13.4): West's Savage stays on the board,
    // but West is out. South has a Rider (4); North and East only their Chiefs.
    var p =
        position(
            "chief multi4,eliminated=keep 11x11 wRrS3bK5/11/11/11/11/10gK/11/11/11/11/5wK5 b - -");
    double south = Math.exp(0.5 * 4);
    double total = south + 1 + 1;
    assertEquals(south / total, estimate(p, 0), EPS);
    assertEquals(0, estimate(p, 1), EPS);
    assertEquals(1 / total, estimate(p, 2), EPS);
    assertEquals(1 / total, estimate(p, 3), EPS);
  }

  @Test
  void blackKeepsItsShareInAssassinationWithoutAChief() {
    // Black never has a Chief in assassination; material alone decides: White K + 2 Savages (2),
    // Black an Amazon and a Savage (4).
    var p = position("chief assassination 7x7 3s3/7/1a5/3K3/7/7/SS5 w - - -");
    assertEquals(logistic(-2), estimate(p, 0), EPS);
    assertEquals(logistic(2), estimate(p, 1), EPS);
  }

  @Test
  void aFrozenPieceCountsHalf() {
    // Black's Savage has just pushed White's Amazon from c4 to c3: the Amazon (3) is frozen and
    // counts 1.5 against the Savage (1). The same board without the freeze counts it in full.
    var frozen = position("chief standard 5x7 k4/5/5/2s2/2A2/5/4K w c3 c4:1");
    var free = position("chief standard 5x7 k4/5/5/2s2/2A2/5/4K w - c4:1");
    assertEquals(logistic(0.5), estimate(frozen, 0), EPS);
    assertEquals(logistic(2), estimate(free, 0), EPS);
  }

  @Test
  void anAttackedChiefCostsItsSide() {
    // White's Rider (4) against Black's lone Chief, White to move. From a2 it attacks nothing; from
    // c2 it could push the Chief on c5 back to c6 (0.5, doubled: White is to move), and the Chief
    // on c7 has no square behind it, so the Rider could capture it (1.5, doubled).
    var safe = position("chief standard 5x7 2k2/5/5/5/5/R4/4K w - -");
    var pushed = position("chief standard 5x7 5/5/2k2/5/5/2R2/4K w - -");
    var captured = position("chief standard 5x7 2k2/5/5/5/5/2R2/4K w - -");
    assertEquals(logistic(4), estimate(safe, 0), EPS);
    assertEquals(logistic(5), estimate(pushed, 0), EPS);
    assertEquals(logistic(7), estimate(captured, 0), EPS);
    assertEquals(logistic(-7), estimate(captured, 1), EPS);
  }

  /** A Chief with the empty a1 behind it is threatened with a push, not a capture. */
  @Test
  void aChiefThatCanRetreatToA1IsOnlyPushed() {
    // Black's Rider on d4 attacks White's Chief on b2 along the diagonal; the square behind the
    // Chief is a1 (square index 0), on the board and empty, so the Rider would push it there
    // (0.5, not doubled: White is to move). White: 0 - 0.5; Black: the Rider, 4.
    var p = position("chief standard 5x7 4k/5/5/3r1/5/1K3/5 w - -");
    assertEquals(logistic(-4.5), estimate(p, 0), EPS);
    assertEquals(logistic(4.5), estimate(p, 1), EPS);
  }

  @Test
  void aThreatWeighsLessWhenTheDefenderIsToMove() {
    // The capture threat on c7 with Black to move: Black may still escape, so it costs 1.5 only.
    var p = position("chief standard 5x7 2k2/5/5/5/5/2R2/4K b - -");
    assertEquals(logistic(5.5), estimate(p, 0), EPS);
  }

  @Test
  void aFrozenOrOutOfRangePieceIsNoThreat() {
    // A Savage reaches two squares: from c2 it does not reach the Chief on c5 (1 against 0).
    var far = position("chief standard 5x7 5/5/2k2/5/5/2S2/4K w - -");
    assertEquals(logistic(1), estimate(far, 0), EPS);
    // Black's Savage just pushed White's Rider from b2 to a2: the frozen Rider (2) cannot push the
    // Chief on a5 this turn, so it costs Black nothing (2 against the Savage's 1); unfrozen, the
    // Rider (4) threatens the push (0.5, doubled).
    var frozen = position("chief standard 5x7 5/5/k4/5/5/Rs3/4K w a2 b2:1");
    var free = position("chief standard 5x7 5/5/k4/5/5/Rs3/4K w - b2:1");
    assertEquals(logistic(1), estimate(frozen, 0), EPS);
    assertEquals(logistic(4), estimate(free, 0), EPS);
  }

  @Test
  void aFinishedGameScoresItsOutcome() {
    var p = position("chief standard 5x7 R4/5/5/5/5/5/4K b - -");
    assertEquals(1.0, p.rules().evaluate(p.position(), new Player(0, "w")), EPS);
    assertEquals(0.0, p.rules().evaluate(p.position(), new Player(1, "b")), EPS);
  }
}
