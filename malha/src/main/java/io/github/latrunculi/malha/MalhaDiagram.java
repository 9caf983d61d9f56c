package io.github.latrunculi.malha;

import java.util.Locale;

/** Draws a position for a terminal, as the dossier's diagrams do, with the state below the board. */
final class MalhaDiagram {
  private MalhaDiagram() {}

  static String draw(MalhaPosition p) {
    StringBuilder sb = new StringBuilder("    a b c d e f g\n");
    for (int rank = 6; rank >= 0; rank--) {
      sb.append("  ").append(rank + 1);
      for (int file = 0; file < 7; file++) {
        sb.append(' ').append(symbol(p, rank * 7 + file));
      }
      sb.append('\n');
    }
    sb.append("Attacker (S) ").append(p.attackers);
    sb.append(", Defender (s) ").append(p.defenders).append(" soldiers; phase ");
    sb.append(p.phase().name().toLowerCase(Locale.ROOT)).append('\n');
    if (p.result() != MalhaResult.ONGOING) {
      sb.append("game over: ").append(p.result().token());
      return sb.append(" (").append(p.result().outcome()).append(")\n").toString();
    }
    sb.append(MalhaSide.ofCode(p.side).displayName()).append(" to move");
    p.continuation().forEach(s -> sb.append(", must continue capturing with ").append(s));
    if (p.stage() != MalhaExchange.Stage.NONE) {
      sb.append("; exchange ").append(MalhaNotation.exchangeField(p));
    }
    return sb.append('\n').toString();
  }

  private static char symbol(MalhaPosition p, int square) {
    if (p.cell(square) != 0) {
      return p.cell(square) == 1 ? 'S' : 's';
    }
    return square == MalhaMoveGenerator.MALHA ? '+' : '.';
  }
}
