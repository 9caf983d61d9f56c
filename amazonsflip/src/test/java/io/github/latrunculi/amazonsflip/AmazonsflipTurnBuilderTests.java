package io.github.latrunculi.amazonsflip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import org.junit.jupiter.api.Test;

/** The step-by-step turn API for user interfaces (issue 5, item 5). */
class AmazonsflipTurnBuilderTests {
  // E11's position: player 1's amazon b4; player 2 stones c5, d5, e4; player 2 amazon j10.
  static final String E11 = "9a/10/10/10/10/2ss6/1A2s5/10/10/10 1 - regular";

  static Square sq(String name) {
    return Square.parse(name).get();
  }

  static String names(Vector<Square> squares) {
    return squares.map(Square::name).sorted().mkString(" ");
  }

  @Test
  void aTurnClickByClick() {
    AmazonsflipRules rules = Dossier.rules(E11);
    AmazonsflipTurnBuilder b = rules.turnBuilder(Dossier.position(E11));
    assertEquals(AmazonsflipTurnBuilder.Stage.SELECT_AMAZON, b.stage());
    assertEquals("b4", names(b.choices()));

    b = b.click(sq("b4")).get();
    assertEquals(AmazonsflipTurnBuilder.Stage.SELECT_DESTINATION, b.stage());
    // From b4: N b5..b10 (6), S b3, b2, b1 (3), E c4, d4 then e4 blocks (2), W a4 (1),
    // NE c5 blocks (0), NW a5 (1), SE c3, d2, e1 (3), SW a3 (1): 17 squares.
    assertEquals(17, b.choices().size());
    assertTrue(b.choices().contains(sq("d4")));

    b = b.click(sq("d4")).get();
    assertEquals(AmazonsflipTurnBuilder.Stage.SELECT_TARGET, b.stage());
    // E11a, E11b, E11c: from d4 the flip shots d6 (flips d5), f4 (flips e4), b6 (flips c5).
    AmazonsflipShot d6 = b.shots().find(s -> s.target().equals(sq("d6"))).get();
    assertEquals(Vector.of(sq("d5")), d6.flips());
    assertEquals(AmazonsflipPiece.NEUTRAL_STONE, d6.placed());
    assertEquals(Vector.of(sq("e4")), b.shots().find(s -> s.target().equals(sq("f4"))).get().flips());
    assertEquals(Vector.of(sq("c5")), b.shots().find(s -> s.target().equals(sq("b6"))).get().flips());
    AmazonsflipShot plain = b.shots().find(s -> s.target().equals(sq("b4"))).get();
    assertTrue(plain.flips().isEmpty());
    assertEquals(AmazonsflipPiece.STONE_1, plain.placed());

    b = b.click(sq("d6")).get();
    assertEquals(AmazonsflipTurnBuilder.Stage.COMPLETE, b.stage());
    assertEquals("b4-d4/d6", b.turn().get().toString());
    assertEquals(
        Dossier.line("9a/10/10/10/3N6/2sS6/3As5/10/10/10 2 - regular"),
        rules.notation().formatPosition(rules.play(Dossier.position(E11), b.turn().get()).get()));
  }

  @Test
  void wrongClicksAreRefusedWithReasons() {
    AmazonsflipRules rules = Dossier.rules(E11);
    AmazonsflipTurnBuilder b = rules.turnBuilder(Dossier.position(E11));
    assertCode(AmazonsflipRejection.NOT_YOUR_AMAZON, b.click(sq("j10")));
    assertCode(AmazonsflipRejection.NOT_AN_AMAZON, b.click(sq("c5")));
    AmazonsflipTurnBuilder selected = b.click(sq("b4")).get();
    assertCode(AmazonsflipRejection.PATH_BLOCKED, selected.click(sq("f4")));
    AmazonsflipTurnBuilder moved = selected.click(sq("d4")).get();
    // North of d4 the flip shot over d5 lands on d6, so d8 is out of reach.
    assertCode(AmazonsflipRejection.SHOT_BLOCKED, moved.click(sq("d8")));
    assertEquals(AmazonsflipTurnBuilder.Stage.SELECT_DESTINATION, moved.back().stage());
  }

  @Test
  void openingTurnEndsAfterTheDestination() {
    AmazonsflipRules rules = AmazonsflipRules.regular();
    AmazonsflipTurnBuilder b = rules.turnBuilder(rules.initial());
    assertEquals("a7 d1 g10 j4", names(b.choices()));
    b = b.click(sq("d1")).get().click(sq("d4")).get();
    assertEquals(AmazonsflipTurnBuilder.Stage.COMPLETE, b.stage());
    assertEquals("d1-d4", b.turn().get().toString());
  }

  @Test
  void deadEndDestinationsAreNotOffered() {
    // E12: in border, a1-a2 leaves the amazon without a fire target.
    String e12 = "9a/10/10/10/10/10/10/SS8/1S8/A9 1 - border";
    AmazonsflipTurnBuilder b =
        Dossier.rules(e12).turnBuilder(Dossier.position(e12)).click(sq("a1")).get();
    assertTrue(!b.choices().contains(sq("a2")));
    assertCode(AmazonsflipRejection.NO_FIRE_TARGET, b.click(sq("a2")));
  }

  @Test
  void anAmazonWithoutATurnCannotBeSelected() {
    // Player 1's amazon a1 is walled in by a2, b1, b2; the amazon j1 can move.
    String walled = "9a/10/10/10/10/10/10/10/SS8/AS7A 1 - regular";
    AmazonsflipTurnBuilder b = Dossier.rules(walled).turnBuilder(Dossier.position(walled));
    assertEquals("j1", names(b.choices()));
    assertCode(AmazonsflipRejection.AMAZON_STUCK, b.click(sq("a1")));
  }

  private static void assertCode(AmazonsflipRejection code, Either<Rejection, ?> result) {
    assertTrue(result.isLeft(), "accepted");
    assertEquals(code, result.getLeft().code(), result.getLeft().message());
  }
}
