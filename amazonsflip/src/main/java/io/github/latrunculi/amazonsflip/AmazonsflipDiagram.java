package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Outcome;

/** Draws a position for a terminal: rank 10 on top, files below, then side to move and status. */
final class AmazonsflipDiagram {
  private AmazonsflipDiagram() {}

  static String draw(AmazonsflipRules rules, AmazonsflipPosition position) {
    StringBuilder sb = new StringBuilder();
    byte[] cells = position.cells();
    for (int rank = 9; rank >= 0; rank--) {
      sb.append(rank == 9 ? "" : " ").append(rank + 1).append(' ');
      for (int file = 0; file < 10; file++) {
        int code = cells[rank * 10 + file];
        sb.append(' ').append(code == 0 ? '.' : AmazonsflipPiece.ofCode(code).token());
      }
      sb.append('\n');
    }
    sb.append("    a b c d e f g h i j\n");
    sb.append("stones: player 1 ")
        .append(position.stones(1))
        .append(", player 2 ")
        .append(position.stones(2))
        .append(", neutral ")
        .append(position.neutralStones())
        .append('\n');
    Outcome outcome = rules.outcome(position);
    if (outcome.isFinished()) {
      sb.append("game over, player ")
          .append(position.side())
          .append(" has no legal turn: ")
          .append(outcome)
          .append('\n');
    } else {
      sb.append("player ")
          .append(position.side())
          .append(" to move")
          .append(position.isOpeningTurn() ? " (opening turn: move only, no fire)" : "")
          .append('\n');
    }
    return sb.toString();
  }
}
