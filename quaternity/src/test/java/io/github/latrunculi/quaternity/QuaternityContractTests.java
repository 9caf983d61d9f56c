package io.github.latrunculi.quaternity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.testkit.Conservation;
import io.github.latrunculi.core.testkit.RulesContract;
import io.github.latrunculi.quaternity.QuaternityMove.Freeze;
import io.github.latrunculi.quaternity.QuaternityMove.FreezeReason;
import io.github.latrunculi.quaternity.QuaternityMove.PieceMove;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * The core test kit on random playouts, for the defaults and for each option set to a non-default
 * value, plus Quaternity's own step invariants. Odd seeds start with one player frozen (resigned),
 * so that the rules of frozen armies are exercised too: random playouts never resign.
 */
class QuaternityContractTests extends RulesContract<QuaternityPosition, QuaternityMove> {
  @Override
  protected Seq<Rules<QuaternityPosition, QuaternityMove>> variantsUnderTest() {
    QuaternityVariant d = QuaternityVariant.STANDARD;
    return List.of(
            d,
            d.with("firstPlayer", "r").get(),
            d.with("turnDirection", "counterclockwise").get(),
            d.with("acpSideCaptureCommits", "false").get(),
            d.with("frozenPiecesAttack", "true").get(),
            d.with("frozenPiecesCapturable", "false").get(),
            d.with("kingCapture", "true").get(),
            d.with("SELF_EXPOSURE", "ALLOW").get(),
            d.with("twoPlayerStalemate", "pass").get(),
            d.with("twoPlayerStalemate", "loss").get(),
            d.with("autoPass", "true").get(),
            d.with("resignOnlyOnTurn", "true").get(),
            d.with("endWhenOneActive", "false").get(),
            d.with("noProgressLimit", "12").get())
        .map(QuaternityRules::of);
  }

  @Override
  protected int playoutsPerVariant() {
    return 4;
  }

  @Override
  protected int maxPlies() {
    return 160;
  }

  @Override
  protected int movesCheckedPerPosition() {
    return 6;
  }

  @Override
  protected QuaternityPosition start(Rules<QuaternityPosition, QuaternityMove> rules, long seed) {
    QuaternityPosition initial = rules.initial(seed);
    if (seed % 2 == 0) {
      return initial;
    }
    // The player to move resigns, so the rule option resignOnlyOnTurn accepts it too.
    return rules.play(initial, new Freeze(initial.toMove(), FreezeReason.RESIGN)).get();
  }

  /**
   * Issue 11: pieces only leave the board by capture, one per capturing move, and a promotion keeps
   * the count. Kings are left out of the count: they leave by mate (a consequence of the move
   * judged after it, not stated by it) and, under kingCapture, by capture; {@link #checkStep}
   * checks that a player has exactly one king until it is eliminated.
   */
  @Override
  protected Option<Conservation<QuaternityPosition, QuaternityMove>> conservation(
      Rules<QuaternityPosition, QuaternityMove> rules) {
    return Option.some(
        new Conservation<>(
            "the pieces other than kings on the board",
            p -> p.board().count(piece -> piece.kind() != QuaternityPieceKind.KING),
            (before, move) ->
                move instanceof PieceMove m
                        && before.pieceAt(m.to()).exists(t -> t.kind() != QuaternityPieceKind.KING)
                    ? -1
                    : 0));
  }

  /**
   * The key covers the whole line but the no-progress count of option noProgressLimit, which it
   * covers modulo 128 (QuaternityRules' Javadoc).
   */
  @Override
  protected String hashedPart(Rules<QuaternityPosition, QuaternityMove> rules, String line) {
    if (!((QuaternityRules) rules).variant().hasNoProgressLimit()) {
      return line;
    }
    int cut = line.lastIndexOf(' ');
    return line.substring(0, cut + 1) + Integer.parseInt(line.substring(cut + 1)) % 128;
  }

  /**
   * The view shows every piece of the board, labelled by its token, owned by its army's controller.
   */
  @Override
  protected void checkView(
      Rules<QuaternityPosition, QuaternityMove> rules,
      QuaternityPosition position,
      BoardView view) {
    assertEquals(position.board().count(), view.pieces().size(), "one view piece per piece");
    for (BoardView.Piece shown : view.pieces()) {
      QuaternityPiece piece = position.pieceAt(shown.square()).get();
      assertEquals(piece.token(), shown.label(), "label on " + shown.square());
      assertEquals(piece.kind().displayName(), shown.kind(), "kind on " + shown.square());
      assertEquals(
          Option.some(position.controller(piece.army())),
          shown.owner(),
          "owner on " + shown.square());
    }
  }

  /**
   * Issue 18: each part of the key tells positions apart: side to move, statuses, the offer's
   * proposer and acceptors, the army controllers, and the pieces.
   */
  @org.junit.jupiter.api.Test
  void everyFieldOfTheLineChangesTheKey() {
    String kings = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK ";
    String t11 = "11bK/7wR4/2wN9/12/12/2rPv9/12/12/7rN4/bR11/12/4wK6gK ";
    List<String> lines =
        List.of(
            kings + "w wrbg AAAA - *",
            kings + "r wrbg AAAA - *",
            kings + "w wrbg AAFA - *",
            kings + "w wrbg AAAA w+ *",
            kings + "w wrbg AAAA w+r *",
            "rK10bK/12/12/12/12/12/12/12/12/12/12/1wK9gK w wrbg AAAA - *",
            t11 + "w wwbg AXAA - *",
            t11 + "w wbbg AXAA - *");
    Seq<Long> keys = lines.map(line -> QuaternityFixtures.position(line).zobrist());
    assertEquals(lines.size(), keys.distinct().size(), () -> "keys " + keys);
  }

  /**
   * The key is a Zobrist key (QuaternityPosition.zobrist): one random key per feature, combined by
   * exclusive or, so a feature changes the key by the same amount whatever the other fields hold,
   * which is what lets a search update it move by move. Checked for the draw offer's proposer and
   * for an acceptor, each with Black active and frozen.
   */
  @org.junit.jupiter.api.Test
  void eachFieldChangesTheKeyByItsOwnAmount() {
    String kings = "rK10bK/12/12/12/12/12/12/12/12/12/12/wK10gK w wrbg ";
    for (String[] pair : new String[][] {{"AAAA - *", "AAAA w+ *"}, {"AAAA w+ *", "AAAA w+g *"}}) {
      long active = key(kings + pair[0]) ^ key(kings + pair[1]);
      long frozen =
          key(kings + pair[0].replace("AAAA", "AAFA"))
              ^ key(kings + pair[1].replace("AAAA", "AAFA"));
      assertEquals(active, frozen, () -> pair[0] + " to " + pair[1]);
    }
  }

  private static long key(String qfen) {
    return QuaternityFixtures.position(qfen).zobrist();
  }

  @Override
  protected void checkStep(
      Rules<QuaternityPosition, QuaternityMove> rules,
      QuaternityPosition before,
      QuaternityMove move,
      QuaternityPosition after) {
    QuaternityVariant options = ((QuaternityRules) rules).variant();
    for (QuaternityArmy army : QuaternityArmy.values()) {
      Player player = army.player();
      QuaternityStatus status = after.status(player);
      int kings =
          after.board().count(p -> p.kind() == QuaternityPieceKind.KING && p.army() == army);
      assertEquals(
          status == QuaternityStatus.ELIMINATED ? 0 : 1,
          kings,
          "a non-eliminated player has exactly one king, an eliminated one none: " + army);
      if (before.status(player) == QuaternityStatus.ELIMINATED) {
        assertEquals(QuaternityStatus.ELIMINATED, status, "elimination is final");
      }
      if (before.status(player) == QuaternityStatus.FROZEN) {
        assertNotEquals(QuaternityStatus.ACTIVE, status, "a frozen player never comes back");
      }
      if (!before.controller(army).equals(after.controller(army))) {
        assertEquals(
            QuaternityStatus.ELIMINATED,
            after.status(before.controller(army)),
            "an army changes hands only when its controller is eliminated");
      }
      if (!options.kingCapture()
          && before.kingSquare(player).isDefined()
          && after.kingSquare(player).isEmpty()) {
        assertTrue(
            move instanceof PieceMove
                && !before.kingSquare(player).get().equals(((PieceMove) move).to()),
            "no king is captured under the defaults; kings leave only by mate");
      }
    }
    assertTrue(after.board().count() <= before.board().count(), "pieces are never added");
    checkPawnDirections(before, move, after);
  }

  /**
   * Pawns never change direction once committed, whoever controls them: every pawn after the step
   * stood on the same square with the same direction before, except the piece that moved.
   */
  private static void checkPawnDirections(
      QuaternityPosition before, QuaternityMove move, QuaternityPosition after) {
    Option<Square> to = move instanceof PieceMove m ? Option.some(m.to()) : Option.none();
    for (var cell : after.board().occupied()) {
      Square square = cell._1;
      QuaternityPiece piece = cell._2;
      if (piece.kind() != QuaternityPieceKind.PAWN || to.contains(square)) {
        continue;
      }
      assertEquals(Option.some(piece), before.pieceAt(square), "a pawn changed at " + square);
    }
    if (move instanceof PieceMove m) {
      QuaternityPiece moved = before.pieceAt(m.from()).get();
      QuaternityPiece arrived = after.pieceAt(m.to()).get();
      assertEquals(moved.army(), arrived.army(), "a moving piece keeps its colour");
      if (moved.kind() == QuaternityPieceKind.PAWN
          && moved.direction().isDefined()
          && arrived.kind() == QuaternityPieceKind.PAWN) {
        assertEquals(
            moved.direction(), arrived.direction(), "a committed pawn keeps its direction");
      }
    }
  }
}
