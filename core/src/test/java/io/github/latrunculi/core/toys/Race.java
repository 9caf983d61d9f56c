package io.github.latrunculi.core.toys;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.kit.Zobrist;
import io.vavr.Tuple;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * A toy game for four players in two teams with a die, proving chance events and team outcomes.
 *
 * <p>Seats n, e, s, w play in that order; n and s form one team, e and w the other. Each player has
 * two tokens on its own lane of squares 0 (start) to 8 (home). A turn is a throw ({@code R1},
 * {@code R2} or {@code R3}, each with probability 1/3, a chance event) and then one token of the
 * player moves exactly that many squares forward ({@code 3}: the token on square 3 moves); a token
 * may not overshoot home. With no such token the player passes ({@code pass}). The team of the
 * first player with both tokens home wins ({@code HOME}).
 *
 * <p>Position line: {@code race standard <n-tokens>/<e-tokens>/<s-tokens>/<w-tokens> <seat> <die>}
 * with each player's two squares ascending ({@code 0,5}), the die {@code ?} when a throw is due.
 */
public final class Race implements Rules<Race.Position, Race.Action> {
  /** Creates the rules of the one variant. */
  public Race() {}

  static final int HOME = 8;
  static final List<Player> SEATS =
      List.of(new Player(0, "n"), new Player(1, "e"), new Player(2, "s"), new Player(3, "w"));
  private static final List<String> COLOURS = List.of("red", "green", "yellow", "blue");
  private static final Zobrist.Block ZOBRIST =
      Zobrist.layout(23).block("keys", 4 * 2 * (HOME + 1) + 4 + 4);

  /**
   * A position.
   *
   * @param tokens tokens[2p] &lt;= tokens[2p+1] are player p's squares
   * @param seat the player whose turn it is
   * @param die 0 when a throw is due, else the value thrown
   */
  public record Position(int[] tokens, int seat, int die) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Position p
          && p.seat == seat
          && p.die == die
          && Arrays.equals(p.tokens, tokens);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(tokens) * 31 + seat * 7 + die;
    }
  }

  /** An action of the race. */
  public sealed interface Action extends Move {}

  /**
   * The throw of the die.
   *
   * @param value 1 to 3
   */
  public record Roll(int value) implements Action {}

  /**
   * Moving the token on a square.
   *
   * @param from the square of the token
   */
  public record Advance(int from) implements Action {}

  /** No token can move. */
  public record Pass() implements Action {}

  @Override
  public String gameId() {
    return "race";
  }

  @Override
  public String variantName() {
    return "standard";
  }

  @Override
  public Seq<Player> players() {
    return SEATS;
  }

  /** n and s are partners, e and w the other pair. */
  @Override
  public boolean allied(Player a, Player b) {
    return a.index() % 2 == b.index() % 2;
  }

  @Override
  public Position initial() {
    return new Position(new int[8], 0, 0);
  }

  private static int winningSeat(Position p) {
    for (int seat = 0; seat < 4; seat++) {
      if (p.tokens[2 * seat] == HOME && p.tokens[2 * seat + 1] == HOME) {
        return seat;
      }
    }
    return -1;
  }

  @Override
  public ToMove<Action> toMove(Position p) {
    if (winningSeat(p) >= 0) {
      return new ToMove.Nobody<>();
    }
    if (p.die == 0) {
      return new ToMove.Chance<>(
          List.of(
              Tuple.of(new Roll(1), 1.0 / 3),
              Tuple.of(new Roll(2), 1.0 / 3),
              Tuple.of(new Roll(3), 1.0 / 3)));
    }
    return new ToMove.Seat<>(SEATS.get(p.seat));
  }

  /** The lanes drawn as a 9x4 board: file = square, rank = the player's seat. */
  private static final Geometry LANES = Geometry.of(HOME + 1, 4);

  @Override
  public BoardView view(Position p) {
    Seq<BoardView.Piece> pieces = List.empty();
    for (int seat = 0; seat < 4; seat++) {
      int a = p.tokens[2 * seat];
      int b = p.tokens[2 * seat + 1];
      Square first = new Square(a, seat);
      pieces =
          pieces.append(
              new BoardView.Piece(
                  first, Option.some(SEATS.get(seat)), "token", a == b ? "2" : "1"));
      if (a != b) {
        pieces =
            pieces.append(
                new BoardView.Piece(
                    new Square(b, seat), Option.some(SEATS.get(seat)), "token", "1"));
      }
    }
    return new BoardView(
        LANES,
        SEATS,
        List.of(List.of(SEATS.get(0), SEATS.get(2)), List.of(SEATS.get(1), SEATS.get(3))),
        pieces,
        List.empty(),
        List.of(new BoardView.Fact("die", p.die == 0 ? "?" : Integer.toString(p.die))),
        SEATS.map(s -> new BoardView.Seat(s, s.name(), COLOURS.get(s.index()), Direction.S)));
  }

  @Override
  public MoveInputs moveInputs(Position p, Action move) {
    if (move instanceof Roll roll) {
      return MoveInputs.of(
          List.of(Input.choice("throw-" + roll.value(), "throw " + roll.value())),
          "throw",
          "R" + roll.value());
    }
    if (move instanceof Advance advance) {
      return MoveInputs.of(
          List.of(Input.click(new Square(advance.from(), p.seat))),
          "step",
          "the token on " + advance.from() + " advances");
    }
    return MoveInputs.of(List.of(Input.choice("pass", "pass")), "pass", "no token can move");
  }

  @Override
  public Seq<Action> legalMoves(Position p) {
    if (winningSeat(p) >= 0) {
      return List.empty();
    }
    if (p.die == 0) {
      return List.of(new Roll(1), new Roll(2), new Roll(3));
    }
    int a = p.tokens[2 * p.seat];
    int b = p.tokens[2 * p.seat + 1];
    List<Action> moves = List.empty();
    if (b != HOME && b + p.die <= HOME) {
      moves = moves.prepend(new Advance(b));
    }
    if (a != b && a + p.die <= HOME) {
      moves = moves.prepend(new Advance(a));
    }
    return moves.isEmpty() ? List.of(new Pass()) : moves;
  }

  @Override
  public Either<Rejection, Position> play(Position p, Action move) {
    if (winningSeat(p) >= 0) {
      return Either.left(new Rejection(ToyRejection.GAME_OVER, "the race is over"));
    }
    return legalMoves(p).contains(move)
        ? Either.right(apply(p, move))
        : Either.left(new Rejection(ToyRejection.ILLEGAL, move + " is not legal now"));
  }

  @Override
  public Position apply(Position p, Action move) {
    if (move instanceof Roll roll) {
      return new Position(p.tokens, p.seat, roll.value());
    }
    int[] tokens = p.tokens.clone();
    if (move instanceof Advance advance) {
      int i = tokens[2 * p.seat] == advance.from() ? 2 * p.seat : 2 * p.seat + 1;
      tokens[i] += p.die;
      Arrays.sort(tokens, 2 * p.seat, 2 * p.seat + 2);
    }
    return new Position(tokens, (p.seat + 1) % 4, 0);
  }

  @Override
  public Outcome outcome(Position p) {
    int seat = winningSeat(p);
    return seat < 0
        ? Outcome.ONGOING
        : Outcome.win(List.of(SEATS.get(seat % 2), SEATS.get(seat % 2 + 2)), "HOME");
  }

  @Override
  public long hash(Position p) {
    long hash = ZOBRIST.key(72 + p.seat) ^ ZOBRIST.key(76 + p.die);
    for (int i = 0; i < 8; i++) {
      hash ^= ZOBRIST.key(i * (HOME + 1) + p.tokens[i]);
    }
    return hash;
  }

  @Override
  public Notation<Position, Action> notation() {
    return new Notation<>() {
      @Override
      public Either<Rejection, Position> parsePosition(String line) {
        String[] f = line.split(" ", -1);
        if (f.length != 5 || !f[0].equals("race") || !f[1].equals("standard")) {
          return malformed("expected 'race standard <tokens> <seat> <die>'");
        }
        String[] lanes = f[2].split("/", -1);
        int seat = "nesw".indexOf(f[3]);
        int die = f[4].equals("?") ? 0 : f[4].matches("[1-3]") ? f[4].charAt(0) - '0' : -1;
        if (lanes.length != 4 || f[3].length() != 1 || seat < 0 || die < 0) {
          return malformed("'" + line + "' needs four lanes, a seat n/e/s/w and a die ?/1-3");
        }
        int[] tokens = new int[8];
        for (int p = 0; p < 4; p++) {
          if (!lanes[p].matches("[0-8],[0-8]")) {
            return malformed("lane '" + lanes[p] + "' is not two squares 0-8");
          }
          tokens[2 * p] = lanes[p].charAt(0) - '0';
          tokens[2 * p + 1] = lanes[p].charAt(2) - '0';
          if (tokens[2 * p] > tokens[2 * p + 1]) {
            return malformed("lane '" + lanes[p] + "' is not in ascending order");
          }
        }
        return Either.right(new Position(tokens, seat, die));
      }

      private Either<Rejection, Position> malformed(String message) {
        return Either.left(new Rejection(ToyRejection.MALFORMED, message));
      }

      @Override
      public String formatPosition(Position p) {
        StringBuilder sb = new StringBuilder("race standard ");
        for (int i = 0; i < 4; i++) {
          sb.append(i == 0 ? "" : "/")
              .append(p.tokens[2 * i])
              .append(',')
              .append(p.tokens[2 * i + 1]);
        }
        return sb.append(' ')
            .append("nesw".charAt(p.seat))
            .append(' ')
            .append(p.die == 0 ? "?" : String.valueOf(p.die))
            .toString();
      }

      @Override
      public Either<Rejection, Action> parseMove(Position p, String text) {
        if (text.equals("pass")) {
          return Either.right(new Pass());
        }
        if (text.matches("R[1-3]")) {
          return Either.right(new Roll(text.charAt(1) - '0'));
        }
        if (text.matches("[0-7]")) {
          return Either.right(new Advance(text.charAt(0) - '0'));
        }
        return Either.left(
            new Rejection(
                ToyRejection.MALFORMED, "'" + text + "' is not R1-R3, a square 0-7 or pass"));
      }

      @Override
      public String formatMove(Position p, Action m) {
        if (m instanceof Roll r) {
          return "R" + r.value();
        }
        return m instanceof Advance a ? String.valueOf(a.from()) : "pass";
      }
    };
  }
}
