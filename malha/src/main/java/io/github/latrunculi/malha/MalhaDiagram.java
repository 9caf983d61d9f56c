package io.github.latrunculi.malha;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * What a user interface draws of a position: the {@link BoardView} (soldiers, marks for the soldier
 * that must continue, the soldiers under the exchange protocol and the safe list, the facts of the
 * position line, and in words what the exchange flag means now), and the terminal drawing in the
 * dossier's style, with the state below the board. No soldier is royal. The Attacker's soldiers are
 * drawn white and the Attacker sits south; the Defender's are black and the Defender sits north.
 */
final class MalhaDiagram {
  /** The kind id of every piece: all soldiers of a side are identical. */
  static final String SOLDIER = "soldier";

  private static final Seq<BoardView.Seat> SEATS =
      List.of(
          new BoardView.Seat(
              MalhaSide.ATTACKER.player(), MalhaSide.ATTACKER.displayName(), "white", Direction.S),
          new BoardView.Seat(
              MalhaSide.DEFENDER.player(), MalhaSide.DEFENDER.displayName(), "black", Direction.N));

  private MalhaDiagram() {}

  /** Returns the view of a position under the rules of {@code context}. */
  static BoardView view(MalhaContext context, MalhaPosition p) {
    Seq<Player> players = MalhaContext.PLAYERS;
    Seq<Seq<Player>> teams = players.map(List::of);
    List<BoardView.Piece> pieces = List.empty();
    for (int sq = MalhaContext.SIZE - 1; sq >= 0; sq--) {
      int code = p.cell(sq);
      if (code != 0) {
        MalhaSide side = MalhaSide.ofCode(code - 1);
        pieces =
            pieces.prepend(
                new BoardView.Piece(
                    MalhaContext.square(sq),
                    Option.some(side.player()),
                    SOLDIER,
                    String.valueOf(side.soldier())));
      }
    }
    return new BoardView(
        MalhaContext.GEOMETRY, players, teams, pieces, marks(p), facts(context, p), SEATS);
  }

  private static Seq<BoardView.Mark> marks(MalhaPosition p) {
    List<BoardView.Mark> marks = List.empty();
    if (p.cont >= 0) {
      Square cont = MalhaContext.square(p.cont);
      marks =
          marks.append(
              new BoardView.Mark(
                  cont,
                  "must-continue",
                  "the soldier on "
                      + cont
                      + " captured and must go on capturing: a chain"
                      + " continues with the same soldier"));
    }
    if (p.u >= 0) {
      marks =
          marks.append(
              exchange(
                  p.u,
                  "the Defender's soldier that requested the exchange (stage "
                      + p.stage().token()
                      + ")"));
    }
    if (p.a1 >= 0) {
      marks = marks.append(exchange(p.a1, "the Attacker's first soldier offered in the exchange"));
    }
    if (p.a2 >= 0) {
      marks = marks.append(exchange(p.a2, "the Attacker's second soldier offered in the exchange"));
    }
    for (long rest = p.safe; rest != 0; rest &= rest - 1) {
      Square square = MalhaContext.square(Long.numberOfTrailingZeros(rest));
      marks =
          marks.append(
              new BoardView.Mark(
                  square,
                  "safe",
                  "flanked when the setting ended and not moved since: it cannot be captured"
                      + ""));
    }
    return marks;
  }

  private static BoardView.Mark exchange(int square, String message) {
    return new BoardView.Mark(MalhaContext.square(square), "exchange", message);
  }

  private static Seq<BoardView.Fact> facts(MalhaContext context, MalhaPosition p) {
    List<BoardView.Fact> facts =
        List.of(
            new BoardView.Fact("phase", p.phase().name().toLowerCase(Locale.ROOT)),
            new BoardView.Fact("toAct", p.side < 0 ? "-" : MalhaSide.ofCode(p.side).displayName()),
            new BoardView.Fact("attackerSoldiers", Integer.toString(p.attackers)),
            new BoardView.Fact("defenderSoldiers", Integer.toString(p.defenders)),
            new BoardView.Fact(
                "continuation", p.cont < 0 ? "-" : MalhaContext.square(p.cont).name()),
            new BoardView.Fact("exchange", MalhaNotation.exchangeField(p)),
            new BoardView.Fact("exchangeHint", exchangeHint(context.variant(), p)));
    if (context.countsQuietPlies()) {
      facts = facts.append(new BoardView.Fact("quietPlies", Integer.toString(p.quietPlies)));
    }
    return facts.append(new BoardView.Fact("result", p.result().token()));
  }

  /**
   * Explains for people what raising the exchange flag means in this position, or why it is not
   * available (dossier §6.3–§6.4): one or two sentences for a side panel.
   */
  static String exchangeHint(MalhaVariant variant, MalhaPosition p) {
    if (p.phase() == MalhaPhase.ENDED) {
      return "The game is over.";
    }
    if (p.phase() == MalhaPhase.PLACEMENT) {
      return "No exchange during the setting.";
    }
    if (p.phase() == MalhaPhase.OPENING) {
      return "No exchange flag in the Attacker's opening turn.";
    }
    if (p.cont >= 0) {
      return "Continuation steps never carry the exchange flag; "
          + MalhaContext.name(p.cont)
          + " must go on capturing.";
    }
    return p.side == 1 ? defenderHint(variant, p) : attackerHint(p);
  }

  /** The hint for the Defender: which flagged step requests, confirms or completes. */
  private static String defenderHint(MalhaVariant variant, MalhaPosition p) {
    String request =
        variant.exchangeRequiresUnreachable() == MalhaVariant.ExchangeRequirement.RAY
            ? "a flagged step by an unreachable soldier (no Attacker soldier sees it along a line)"
                + " requests an exchange"
            : "a flagged step by any soldier requests an exchange";
    String u = nameOrEmpty(p.u);
    String a1 = nameOrEmpty(p.a1);
    return switch (p.stage()) {
      case NONE -> "Defender: " + request + ".";
      case REQUESTED, CONFIRMED_ONE ->
          "Defender: the request with "
              + u
              + " stands; a flagged step by "
              + u
              + " keeps it, "
              + request
              + " anew with another soldier.";
      case OFFERED_ONE ->
          "Defender: a flagged step by "
              + u
              + " confirms the offer of "
              + a1
              + "; "
              + request
              + " anew with another soldier; an unflagged step withdraws.";
      case OFFERED_TWO ->
          "Defender: a flagged step by "
              + u
              + " completes the exchange ("
              + u
              + " for "
              + a1
              + " and "
              + MalhaContext.name(p.a2)
              + "); an unflagged step withdraws.";
    };
  }

  /**
   * The hint for the Attacker: whether a flagged step accepts, offers a second soldier, or none.
   */
  private static String attackerHint(MalhaPosition p) {
    return switch (p.stage()) {
      case REQUESTED ->
          "Attacker: the Defender requests an exchange with "
              + nameOrEmpty(p.u)
              + "; a flagged step accepts and offers the moved soldier, an unflagged step"
              + " declines.";
      case CONFIRMED_ONE ->
          "Attacker: the Defender confirmed "
              + nameOrEmpty(p.a1)
              + "; a flagged step by another soldier offers it as the second, an unflagged step"
              + " declines.";
      default -> "Attacker: no exchange request to accept, so no flag.";
    };
  }

  private static String nameOrEmpty(int square) {
    return square >= 0 ? MalhaContext.name(square) : "";
  }

  /** Draws the board for a terminal, rank 7 at the top, {@code +} for an empty malha. */
  static String draw(MalhaPosition p) {
    StringBuilder sb = new StringBuilder("    a b c d e f g\n");
    for (int rank = MalhaContext.WIDTH - 1; rank >= 0; rank--) {
      sb.append("  ").append(rank + 1);
      for (int file = 0; file < MalhaContext.WIDTH; file++) {
        sb.append(' ').append(symbol(p, rank * MalhaContext.WIDTH + file));
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
    return square == MalhaContext.MALHA ? '+' : '.';
  }
}
