package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiTables.GEOMETRY;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.vavr.collection.Array;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.collection.TreeSet;
import io.vavr.control.Option;

/**
 * What a user interface and a terminal draw of a position: the {@link BoardView} (men with army,
 * kind and token; the marks {@code die-allows} and {@code transferred}; the facts of the side
 * panel, among them who acts and what the die selects; the two camps as teams) and the text
 * diagram. Marajas are the royal men; a soldier heads the way its army's soldiers advance. Each
 * army is drawn in its colour and sits at its edge: Red east, Green south, Yellow west, Black
 * north.
 */
final class ChaturajiDiagram {
  private static final String[] COLOURS = {"red", "green", "yellow", "black"};
  private static final Direction[] SIDES = {Direction.E, Direction.S, Direction.W, Direction.N};
  private static final Seq<Player> PLAYERS = ChaturajiContext.PLAYERS;

  private final ChaturajiContext context;
  private final ChaturajiVariant variant;
  private final Seq<Seq<Player>> teams;
  private final Seq<BoardView.Seat> seats;

  ChaturajiDiagram(ChaturajiContext context) {
    this.context = context;
    this.variant = context.variant();
    this.teams =
        List.of(ChaturajiCamp.values())
            .map(camp -> (Seq<Player>) camp.armies().map(ChaturajiArmy::player));
    this.seats =
        PLAYERS.map(
            p ->
                new BoardView.Seat(
                    p, ChaturajiManCode.armyName(p.index()), COLOURS[p.index()], SIDES[p.index()]));
  }

  /**
   * Returns the squares of the commanded men the die value showing selects; empty in free mode, at
   * a chance point and at the end.
   */
  private TreeSet<Square> movableMen(ChaturajiPosition position) {
    TreeSet<Square> result = TreeSet.empty();
    if (position.status != ChaturajiPosition.ONGOING
        || position.die == ChaturajiPosition.DIE_DUE
        || position.die == ChaturajiPosition.DIE_NONE) {
      return result;
    }
    int modes =
        ChaturajiCommand.modes(variant, position.slot, position.commanders, position.marajas);
    int selection = ChaturajiCommand.selection(variant, position.die);
    for (int square = 0; square < ChaturajiTables.SQUARES; square++) {
      int code = position.board[square] & 0xFF;
      if (code != 0
          && ChaturajiCommand.commands(modes, code)
          && ChaturajiCommand.selects(selection, code, square)) {
        result = result.add(GEOMETRY.square(square));
      }
    }
    return result;
  }

  /**
   * Describes the men a die value selects, for example "the horse and its soldier"; a value the die
   * cannot show (only a trusted {@code apply} of an illegal throw leaves one) selects nothing.
   */
  private String dieMeaning(int value) {
    return ChaturajiCommand.isFace(variant.dice(), value) && variant.dieMode()
        ? ChaturajiMoveCheck.selected(variant, value)
        : "nothing: the die cannot show " + value;
  }

  /** Returns the view of a position whose outcome is {@code outcome}. */
  BoardView view(ChaturajiPosition position, Outcome outcome) {
    Seq<BoardView.Piece> pieces = Array.empty();
    Seq<BoardView.Mark> marks = Array.empty();
    TreeSet<Square> movable = movableMen(position);
    for (int square = 0; square < ChaturajiTables.SQUARES; square++) {
      int code = position.board[square] & 0xFF;
      if (code == 0) {
        continue;
      }
      Square at = GEOMETRY.square(square);
      int army = ChaturajiManCode.army(code);
      int kind = ChaturajiManCode.kind(code);
      pieces =
          pieces.append(
              new BoardView.Piece(
                  at,
                  Option.some(PLAYERS.get(army)),
                  ChaturajiManCode.kindName(kind),
                  ChaturajiManCode.token(code),
                  kind == ChaturajiManCode.MARAJA,
                  kind == ChaturajiManCode.SOLDIER
                      ? Option.some(ChaturajiArmy.of(army).forward())
                      : Option.none()));
      if (movable.contains(at)) {
        marks =
            marks.append(
                new BoardView.Mark(
                    at,
                    "die-allows",
                    "the die shows "
                        + position.die
                        + ": "
                        + ChaturajiManCode.armyName(actorOf(position))
                        + " may move "
                        + ChaturajiManCode.manName(code)
                        + " ("
                        + dieMeaning(position.die)
                        + ")"));
      }
      if (ChaturajiManCode.isTransferred(code)) {
        marks =
            marks.append(
                new BoardView.Mark(
                    at,
                    "transferred",
                    ChaturajiManCode.armyName(army)
                        + "'s boat obeys "
                        + ChaturajiManCode.armyName(army ^ 2)
                        + " since a boat triumph"));
      }
    }
    return new BoardView(GEOMETRY, PLAYERS, teams, pieces, marks, facts(position, outcome), seats);
  }

  private static int actorOf(ChaturajiPosition position) {
    return ChaturajiCommand.actor(position.slot, position.commanders);
  }

  private Seq<BoardView.Fact> facts(ChaturajiPosition position, Outcome outcome) {
    boolean over = position.status != ChaturajiPosition.ONGOING;
    String toAct;
    if (over) {
      toAct = "nobody";
    } else if (position.die == ChaturajiPosition.DIE_DUE) {
      toAct = "chance: " + ChaturajiManCode.armyName(position.slot) + "'s slot throws the die";
    } else {
      toAct = ChaturajiManCode.armyName(actorOf(position));
    }
    String die;
    if (position.die == ChaturajiPosition.DIE_NONE) {
      die = variant.dieMode() ? "-" : "none (free mode)";
    } else if (position.die == ChaturajiPosition.DIE_DUE) {
      int[] faces = context.faces();
      die = "throw due (" + faces[0] + " to " + faces[faces.length - 1] + ")";
    } else {
      die = position.die + ": " + dieMeaning(position.die);
    }
    Seq<BoardView.Fact> facts =
        List.of(
            new BoardView.Fact("slot", ChaturajiManCode.armyName(position.slot)),
            new BoardView.Fact("toAct", toAct),
            new BoardView.Fact("die", die),
            new BoardView.Fact(
                "commanders", names(position.commanders().map(ChaturajiArmy::ordinal))),
            new BoardView.Fact(
                "prisoners", names(position.prisoners().map(ChaturajiArmy::ordinal))),
            new BoardView.Fact(
                "men", "Red+Yellow " + position.ryMen + ", Green+Black " + position.gbMen),
            new BoardView.Fact(
                "quiet",
                position.quiet
                    + (variant.noProgress() > 0 ? " of " + variant.noProgress() : " (no limit)")),
            new BoardView.Fact("turn", Integer.toString(position.turn)));
    return over ? facts.append(new BoardView.Fact("outcome", outcome.toString())) : facts;
  }

  private static String names(Seq<Integer> armies) {
    return armies.isEmpty() ? "-" : armies.map(a -> ChaturajiManCode.armyName(a)).mkString(", ");
  }

  /**
   * Draws the board for a terminal: rank 8 at the top, files labelled, each man as its token; then
   * the slot, the actor, the die, commanders, prisoners and counters, the view's marks, and the
   * status.
   */
  String text(ChaturajiPosition position, BoardView view, Outcome outcome) {
    StringBuilder sb = new StringBuilder();
    String files = "      a    b    c    d    e    f    g    h\n";
    String rule = "   +----+----+----+----+----+----+----+----+\n";
    sb.append(files).append(rule);
    for (int rank = GEOMETRY.height() - 1; rank >= 0; rank--) {
      sb.append(' ').append(rank + 1).append(" |");
      for (int file = 0; file < GEOMETRY.width(); file++) {
        int code = position.board[GEOMETRY.index(file, rank)] & 0xFF;
        String token = code == 0 ? "" : ChaturajiManCode.token(code);
        sb.append(' ').append(String.format("%-3s", token)).append('|');
      }
      sb.append(' ').append(rank + 1).append('\n');
    }
    sb.append(rule).append(files);
    sb.append("slot ").append(ChaturajiArmy.of(position.slot).letter());
    if (position.status == ChaturajiPosition.ONGOING) {
      sb.append(", actor ").append(ChaturajiArmy.of(actorOf(position)).letter());
    }
    if (position.die == ChaturajiPosition.DIE_DUE) {
      sb.append(", die: throw due");
    } else if (position.die != ChaturajiPosition.DIE_NONE) {
      sb.append(", die ")
          .append(position.die)
          .append(" (")
          .append(dieMeaning(position.die))
          .append(')');
    }
    sb.append(", commanders ").append(letters(position.commanders()));
    sb.append(", prisoners ").append(letters(position.prisoners()));
    sb.append(", quiet ")
        .append(position.quiet)
        .append(", turn ")
        .append(position.turn)
        .append('\n');
    for (BoardView.Mark mark : view.marks()) {
      sb.append(mark.square().name())
          .append(' ')
          .append(mark.code())
          .append(": ")
          .append(mark.message())
          .append('\n');
    }
    sb.append(outcome.isFinished() ? "game over: " + outcome : "ongoing").append('\n');
    return sb.toString();
  }

  private static String letters(Seq<ChaturajiArmy> armies) {
    return armies.isEmpty() ? "-" : armies.map(a -> String.valueOf(a.letter())).mkString();
  }
}
