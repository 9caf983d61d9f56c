package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import java.util.Locale;

/** What a person sees of a position: the terminal diagram. */
final class QuaternityDiagram {
  private final QuaternityRules rules;

  QuaternityDiagram(QuaternityRules rules) {
    this.rules = rules;
  }

  /**
   * Draws the board with rank 12 at the top, one column per file (the piece's token), then each
   * player's status and controller, the side to move or the outcome, the offer and the kings in
   * check.
   */
  String text(QuaternityPosition position) {
    StringBuilder sb = new StringBuilder();
    for (int rank = 11; rank >= 0; rank--) {
      StringBuilder row = new StringBuilder(String.format(Locale.ROOT, "%2d", rank + 1));
      for (int file = 0; file < 12; file++) {
        int v = position.code(GEOMETRY.index(file, rank));
        row.append(String.format(Locale.ROOT, " %-3s", v == 0 ? "." : QuaternityPieceCodes.token(v)));
      }
      sb.append(row.toString().stripTrailing()).append('\n');
    }
    StringBuilder files = new StringBuilder("  ");
    for (int file = 0; file < 12; file++) {
      files.append(' ').append((char) ('a' + file)).append("  ");
    }
    sb.append(files.toString().stripTrailing()).append('\n');
    for (QuaternityArmy army : QuaternityArmy.values()) {
      Player p = army.player();
      sb.append(army.displayName()).append(": ")
          .append(position.status(p).name().toLowerCase(Locale.ROOT));
      if (!position.controller(army).equals(p)) {
        sb.append(", army controlled by ")
            .append(QuaternityArmy.of(position.controller(army)).displayName());
      }
      sb.append('\n');
    }
    Outcome outcome = rules.outcome(position);
    sb.append(
        outcome.isFinished()
            ? "game over: " + outcome
            : QuaternityArmy.of(position.toMove()).displayName() + " to move");
    position
        .drawOffer()
        .filter(o -> !position.isOver())
        .forEach(o -> sb.append("; draw offered by ").append(QuaternityArmy.of(o.proposer()).displayName()));
    rules.checks(position)
        .forEach(c -> sb.append("; ").append(QuaternityArmy.of(c.player()).displayName()).append(" in check"));
    return sb.append('\n').toString();
  }
}
