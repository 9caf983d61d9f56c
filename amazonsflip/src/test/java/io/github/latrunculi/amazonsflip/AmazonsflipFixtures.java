package io.github.latrunculi.amazonsflip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.collection.Vector;
import io.vavr.control.Either;

/**
 * Reads the dossier's §7 vectors. The dossier writes positions as {@code <board> <side> <first>
 * <variant>} (§6.2); the project's envelope moves the variant to the front: {@code amazonsflip
 * <variant> <board> <side> <first>}. {@link #line} converts, nothing else changes.
 */
final class AmazonsflipFixtures {
  private AmazonsflipFixtures() {}

  /** Converts a §6.2 position to the envelope line. */
  static String line(String dossierPosition) {
    String[] f = dossierPosition.split(" ");
    assertEquals(4, f.length, "a dossier position has four fields");
    return "amazonsflip " + f[3] + " " + f[0] + " " + f[1] + " " + f[2];
  }

  static AmazonsflipRules rules(String dossierPosition) {
    String[] f = dossierPosition.split(" ");
    return AmazonsflipRules.of(AmazonsflipVariant.byId(f[3]).get());
  }

  static AmazonsflipPosition position(String dossierPosition) {
    Either<Rejection, AmazonsflipPosition> p =
        rules(dossierPosition).notation().parsePosition(line(dossierPosition));
    assertTrue(p.isRight(), () -> "vector position refused: " + p.getLeft());
    return p.get();
  }

  /** Plays a turn given as text and returns the resulting line, or fails with the rejection. */
  static AmazonsflipPosition play(String dossierPosition, String turn) {
    AmazonsflipRules rules = rules(dossierPosition);
    Either<Rejection, AmazonsflipPosition> next = rules.play(position(dossierPosition), turn);
    assertTrue(next.isRight(), () -> turn + " refused: " + next.getLeft());
    return next.get();
  }

  /** Asserts that a turn leads to the dossier's result position. */
  static void assertTurn(String before, String turn, String after) {
    AmazonsflipRules rules = rules(before);
    AmazonsflipPosition next = play(before, turn);
    assertEquals(line(after), rules.notation().formatPosition(next));
    assertTrue(
        rules.legalMoves(position(before)).map(m -> m.toString()).contains(turn),
        turn + " is among the legal moves");
  }

  /** Asserts that a turn is refused with the given code and names the given squares. */
  static Rejection assertIllegal(
      String before, String turn, AmazonsflipRejection code, String... namedSquares) {
    AmazonsflipRules rules = rules(before);
    AmazonsflipPosition position = position(before);
    Either<Rejection, AmazonsflipPosition> next = rules.play(position, turn);
    assertTrue(next.isLeft(), () -> turn + " was accepted");
    assertEquals(code, next.getLeft().code(), next.getLeft().message());
    for (String sq : namedSquares) {
      assertTrue(
          next.getLeft().message().contains(sq),
          "the reason names " + sq + ": " + next.getLeft().message());
    }
    assertTrue(
        !rules.legalMoves(position).map(m -> m.toString()).contains(turn),
        turn + " is not among the legal moves");
    return next.getLeft();
  }

  /** The legal fire targets after a move, sorted as the dossier lists them (by name). */
  static String targets(String before, String move) {
    String[] sq = move.split("-");
    AmazonsflipRules rules = rules(before);
    Vector<AmazonsflipShot> shots =
        rules.shots(position(before), Square.parse(sq[0]).get(), Square.parse(sq[1]).get());
    // The dossier sorts by file letter, then rank number: a1 a3 a10 ... b1.
    return shots
        .map(AmazonsflipShot::target)
        .sortBy(s -> s.file() * 100 + s.rank())
        .map(Square::name)
        .mkString(" ");
  }
}
