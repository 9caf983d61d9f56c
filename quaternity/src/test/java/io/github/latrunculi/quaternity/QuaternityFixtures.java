package io.github.latrunculi.quaternity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rejection;
import io.vavr.collection.HashSet;
import io.vavr.collection.Set;
import io.vavr.control.Either;

/** Helpers shared by the tests: positions and moves in the dossier's notation. */
final class QuaternityFixtures {
  /** The dossier's §2.3 start position (six QFEN fields). */
  static final String START =
      "rK2rRrP>2bP<bR2bK/1rQ1rNrP>2bP<bB1bQ1/3rNrP>2bP<bB3/rRrBrBrP*4bP*bNbNbR/"
          + "rPvrPvrPv1rP*2bP*1bPvbPvbPv/12/12/wP^wP^wP^1wP*2gP*1gP^gP^gP^/"
          + "wRwNwNwP*4gP*gBgBgR/3wBwP>2gP<gN3/1wQ1wBwP>2gP<gN1gQ1/wK2wRwP>2gP<gR2gK"
          + " w wrbg AAAA - *";

  static final QuaternityRules RULES = QuaternityRules.standard();

  private QuaternityFixtures() {}

  /** Parses six QFEN fields with the given rules, failing the test if they are refused. */
  static QuaternityPosition position(QuaternityRules rules, String qfen) {
    Either<Rejection, QuaternityPosition> p =
        rules.notation().parsePosition("quaternity " + rules.variantName() + " " + qfen);
    assertTrue(p.isRight(), () -> "refused " + qfen + ": " + p.getLeft());
    return p.get();
  }

  static QuaternityPosition position(String qfen) {
    return position(RULES, qfen);
  }

  /** Plays the moves in order from {@code qfen} and returns the six QFEN fields of the result. */
  static String after(QuaternityRules rules, String qfen, String... moves) {
    QuaternityPosition p = position(rules, qfen);
    for (String move : moves) {
      QuaternityPosition before = p;
      Either<Rejection, QuaternityPosition> next = rules.play(before, move);
      assertTrue(next.isRight(), () -> move + " refused: " + next.getLeft());
      p = next.get();
    }
    return qfen(rules, p);
  }

  static String after(String qfen, String... moves) {
    return after(RULES, qfen, moves);
  }

  static String qfen(QuaternityRules rules, QuaternityPosition p) {
    String prefix = "quaternity " + rules.variantName() + " ";
    String line = rules.notation().formatPosition(p);
    assertTrue(line.startsWith(prefix));
    return line.substring(prefix.length());
  }

  /** Returns the texts of the legal moves from {@code square}. */
  static Set<String> legalFrom(QuaternityRules rules, String qfen, String square) {
    QuaternityPosition p = position(rules, qfen);
    return HashSet.ofAll(rules.legalMoves(p))
        .map(m -> rules.notation().formatMove(p, m))
        .filter(
            text -> text.startsWith(square) && !Character.isDigit(text.charAt(square.length())));
  }

  static Set<String> legalFrom(String qfen, String square) {
    return legalFrom(RULES, qfen, square);
  }

  static Set<String> legal(QuaternityRules rules, String qfen) {
    QuaternityPosition p = position(rules, qfen);
    return HashSet.ofAll(rules.legalMoves(p)).map(m -> rules.notation().formatMove(p, m));
  }

  /** Returns the rejection of {@code move}, failing the test if it is accepted. */
  static Rejection rejection(QuaternityRules rules, String qfen, String move) {
    Either<Rejection, QuaternityPosition> result = rules.play(position(rules, qfen), move);
    assertTrue(result.isLeft(), () -> move + " was accepted in " + qfen);
    return result.getLeft();
  }

  static Rejection rejection(String qfen, String move) {
    return rejection(RULES, qfen, move);
  }

  static void assertRejected(QuaternityRejection code, String qfen, String move) {
    assertEquals(code, rejection(qfen, move).code(), () -> rejection(qfen, move).toString());
  }

  static Set<String> set(String... texts) {
    return HashSet.of(texts);
  }

  /** Returns one rank (12 down to 1) of the placement field. */
  static String rank(String qfen, int rank) {
    return qfen.split(" ")[0].split("/")[12 - rank];
  }

  /**
   * Returns field {@code i} (0 placement, 1 to move, 2 controllers, 3 statuses, 4 offer, 5 result).
   */
  static String field(String qfen, int i) {
    return qfen.split(" ")[i];
  }

  /**
   * Returns the placement field of the four corner kings plus {@code pieces}, each written {@code
   * square:token} (for example {@code e7:rP^}); a token {@code -} empties the square.
   */
  static String place(String... pieces) {
    String[][] cells = new String[12][12];
    cells[11][0] = "rK";
    cells[11][11] = "bK";
    cells[0][0] = "wK";
    cells[0][11] = "gK";
    for (String piece : pieces) {
      String[] parts = piece.split(":");
      int file = parts[0].charAt(0) - 'a';
      int rank = Integer.parseInt(parts[0].substring(1)) - 1;
      cells[rank][file] = parts[1].equals("-") ? null : parts[1];
    }
    StringBuilder sb = new StringBuilder();
    for (int rank = 11; rank >= 0; rank--) {
      int empty = 0;
      for (int file = 0; file < 12; file++) {
        if (cells[rank][file] == null) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(cells[rank][file]);
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (rank > 0) {
        sb.append('/');
      }
    }
    return sb.toString();
  }
}
