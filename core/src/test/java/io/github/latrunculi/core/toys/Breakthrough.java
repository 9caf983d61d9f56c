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
import io.github.latrunculi.core.TurnSteps;
import io.github.latrunculi.core.kit.BoardText;
import io.github.latrunculi.core.kit.Zobrist;
import io.vavr.Tuple;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Arrays;

/**
 * A two-player deterministic toy game that proves the core and the kit: Breakthrough on 5×5.
 *
 * <p>White ({@code W}) starts on ranks 1–2 and moves north, Black ({@code B}) on ranks 4–5 and
 * moves south. A man steps one square forward onto an empty square, or diagonally forward onto an
 * empty square or an enemy man, which it captures. Reaching the far rank wins ({@code
 * BREAKTHROUGH}); a side with no move loses ({@code NO_MOVES}), which covers losing every man.
 * Position line: {@code breakthrough standard <board> <side>}; move {@code a2-a3}.
 */
public final class Breakthrough implements Rules<Breakthrough.Position, Breakthrough.Step> {
  private final boolean inParts;

  /** Creates the rules of the one variant, whose turns are whole steps for search. */
  public Breakthrough() {
    this(false);
  }

  private Breakthrough(boolean inParts) {
    this.inParts = inParts;
  }

  /**
   * {@return the same game with its turns in two parts for search: the man's square, then where it
   * goes} It proves the kit's check of turn steps and the search over steps.
   */
  public static Breakthrough inParts() {
    return new Breakthrough(true);
  }

  /** Steps: the square of the man to move (one with a move), then the square it moves to. */
  @Override
  public TurnSteps<Position, Step> turnSteps() {
    if (!inParts) {
      return Rules.super.turnSteps();
    }
    return new TurnSteps<>() {
      @Override
      public int[] next(Position p, int[] prefix) {
        Seq<Step> legal = legalMoves(p);
        Seq<Step> continuing =
            prefix.length == 0
                ? legal
                : legal.filter(m -> prefix.length == 1 && m.from == prefix[0]);
        return continuing
            .map(m -> prefix.length == 0 ? m.from : m.to)
            .distinct()
            .toJavaStream()
            .mapToInt(Integer::intValue)
            .toArray();
      }

      @Override
      public Option<Step> move(Position p, int[] prefix) {
        return prefix.length == 2
            ? legalMoves(p).find(m -> m.from == prefix[0] && m.to == prefix[1])
            : Option.none();
      }
    };
  }

  static final Geometry GEOMETRY = Geometry.of(5, 5);
  static final Player WHITE = new Player(0, "w");
  static final Player BLACK = new Player(1, "b");
  private static final Zobrist.Block ZOBRIST =
      Zobrist.layout(11).block("keys", GEOMETRY.size() * 2 + 1);
  private static final int SIDE_KEY = GEOMETRY.size() * 2;

  /**
   * A position: cells hold 0 (empty), 1 (white) or 2 (black).
   *
   * @param cells the board
   * @param side 0 when White is to move, 1 for Black
   * @param hash the Zobrist key
   */
  public record Position(byte[] cells, int side, long hash) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Position p && p.side == side && Arrays.equals(p.cells, cells);
    }

    @Override
    public int hashCode() {
      return Arrays.hashCode(cells) * 2 + side;
    }
  }

  /**
   * A move from one square index to another.
   *
   * @param from origin index
   * @param to destination index
   */
  public record Step(int from, int to) implements Move {}

  @Override
  public String gameId() {
    return "breakthrough";
  }

  @Override
  public String variantName() {
    return "standard";
  }

  @Override
  public Seq<Player> players() {
    return List.of(WHITE, BLACK);
  }

  @Override
  public Position initial() {
    return notation().parsePosition("breakthrough standard BBBBB/BBBBB/5/WWWWW/WWWWW w").get();
  }

  @Override
  public ToMove<Step> toMove(Position p) {
    return outcome(p).isFinished()
        ? new ToMove.Nobody<>()
        : new ToMove.Seat<>(p.side == 0 ? WHITE : BLACK);
  }

  private static boolean reachedFarRank(Position p, int colour) {
    int rank = colour == 1 ? GEOMETRY.height() - 1 : 0;
    for (int file = 0; file < GEOMETRY.width(); file++) {
      if (p.cells[GEOMETRY.index(file, rank)] == colour) {
        return true;
      }
    }
    return false;
  }

  /** Captures are the noisy moves: they change the material. */
  @Override
  public Seq<Step> noisyMoves(Position p) {
    return legalMoves(p).filter(m -> p.cells[m.to] != 0);
  }

  @Override
  public Seq<Step> legalMoves(Position p) {
    if (reachedFarRank(p, 1) || reachedFarRank(p, 2)) {
      return List.empty();
    }
    java.util.ArrayList<Step> moves = new java.util.ArrayList<>();
    int own = p.side + 1;
    Direction[] forward =
        p.side == 0
            ? new Direction[] {Direction.N, Direction.NW, Direction.NE}
            : new Direction[] {Direction.S, Direction.SW, Direction.SE};
    for (int from = 0; from < p.cells.length; from++) {
      if (p.cells[from] != own) {
        continue;
      }
      for (Direction d : forward) {
        int to = GEOMETRY.neighbour(from, d);
        if (to < 0 || p.cells[to] == own || (d.isOrthogonal() && p.cells[to] != 0)) {
          continue;
        }
        moves.add(new Step(from, to));
      }
    }
    return List.ofAll(moves);
  }

  @Override
  public Either<Rejection, Position> play(Position p, Step move) {
    if (outcome(p).isFinished()) {
      return Either.left(new Rejection(ToyRejection.GAME_OVER, "the game is over"));
    }
    if (!legalMoves(p).contains(move)) {
      return Either.left(
          new Rejection(
              ToyRejection.ILLEGAL,
              GEOMETRY.square(move.from)
                  + "-"
                  + GEOMETRY.square(move.to)
                  + " is not a legal step"));
    }
    return Either.right(apply(p, move));
  }

  @Override
  public Position apply(Position p, Step move) {
    byte[] cells = p.cells.clone();
    int own = p.side + 1;
    long hash = p.hash ^ ZOBRIST.key(move.from * 2 + p.side) ^ ZOBRIST.key(move.to * 2 + p.side);
    if (cells[move.to] != 0) {
      hash ^= ZOBRIST.key(move.to * 2 + (cells[move.to] - 1));
    }
    cells[move.from] = 0;
    cells[move.to] = (byte) own;
    return new Position(cells, 1 - p.side, hash ^ ZOBRIST.key(SIDE_KEY));
  }

  @Override
  public Outcome outcome(Position p) {
    if (reachedFarRank(p, 1)) {
      return Outcome.win(WHITE, "BREAKTHROUGH");
    }
    if (reachedFarRank(p, 2)) {
      return Outcome.win(BLACK, "BREAKTHROUGH");
    }
    if (legalMoves(p).isEmpty()) {
      return Outcome.win(p.side == 0 ? BLACK : WHITE, "NO_MOVES");
    }
    return Outcome.ONGOING;
  }

  @Override
  public BoardView view(Position p) {
    Seq<BoardView.Piece> pieces = List.empty();
    for (int i = 0; i < p.cells().length; i++) {
      if (p.cells()[i] != 0) {
        Player owner = p.cells()[i] == 1 ? WHITE : BLACK;
        pieces =
            pieces.append(
                new BoardView.Piece(
                    GEOMETRY.square(i), Option.some(owner), "man", p.cells()[i] == 1 ? "W" : "B"));
      }
    }
    return new BoardView(
        GEOMETRY,
        players(),
        players().map(List::of),
        pieces,
        List.empty(),
        List.of(new BoardView.Fact("toAct", p.side() == 0 ? "w" : "b")),
        List.of(
            new BoardView.Seat(WHITE, "White", "white", Direction.S),
            new BoardView.Seat(BLACK, "Black", "black", Direction.N)));
  }

  @Override
  public MoveInputs moveInputs(Position p, Step m) {
    Square from = GEOMETRY.square(m.from());
    Square to = GEOMETRY.square(m.to());
    boolean capture = p.cells()[m.to()] != 0;
    return MoveInputs.of(
        List.of(Input.click(from), Input.click(to)),
        capture ? "capture" : "step",
        from + (capture ? " takes " : " steps to ") + to);
  }

  @Override
  public long hash(Position p) {
    return p.hash;
  }

  private static long hashOf(byte[] cells, int side) {
    long hash = side == 1 ? ZOBRIST.key(SIDE_KEY) : 0;
    for (int i = 0; i < cells.length; i++) {
      if (cells[i] != 0) {
        hash ^= ZOBRIST.key(i * 2 + cells[i] - 1);
      }
    }
    return hash;
  }

  @Override
  public Notation<Position, Step> notation() {
    return new Notation<>() {
      @Override
      public Either<Rejection, Position> parsePosition(String line) {
        String[] f = line.split(" ", -1);
        if (f.length != 4 || !f[0].equals("breakthrough") || !f[1].equals("standard")) {
          return Either.left(
              new Rejection(
                  ToyRejection.MALFORMED, "expected 'breakthrough standard <board> <side>'"));
        }
        if (!f[3].equals("w") && !f[3].equals("b")) {
          return Either.left(
              new Rejection(ToyRejection.MALFORMED, "side must be w or b, not '" + f[3] + "'"));
        }
        return BoardText.<Byte>parse(
                f[2],
                GEOMETRY,
                (rank, at) ->
                    rank.charAt(at) == 'W'
                        ? Option.some(Tuple.of((byte) 1, 1))
                        : rank.charAt(at) == 'B'
                            ? Option.some(Tuple.of((byte) 2, 1))
                            : Option.none())
            .mapLeft(message -> new Rejection(ToyRejection.MALFORMED, message))
            .map(
                board -> {
                  byte[] cells = new byte[GEOMETRY.size()];
                  board.occupied().forEach(t -> cells[GEOMETRY.index(t._1)] = t._2);
                  int side = f[3].equals("w") ? 0 : 1;
                  return new Position(cells, side, hashOf(cells, side));
                });
      }

      @Override
      public String formatPosition(Position p) {
        return "breakthrough standard "
            + BoardText.format(GEOMETRY, i -> p.cells[i] == 0 ? null : p.cells[i] == 1 ? "W" : "B")
            + (p.side == 0 ? " w" : " b");
      }

      @Override
      public Either<Rejection, Step> parseMove(Position p, String text) {
        String[] parts = text.split("-", -1);
        if (parts.length != 2) {
          return Either.left(
              new Rejection(ToyRejection.MALFORMED, "a move is <from>-<to>, not '" + text + "'"));
        }
        Option<Square> from = GEOMETRY.parseSquare(parts[0]);
        Option<Square> to = GEOMETRY.parseSquare(parts[1]);
        if (from.isEmpty() || to.isEmpty()) {
          return Either.left(
              new Rejection(
                  ToyRejection.MALFORMED, "'" + text + "' names a square off the 5x5 board"));
        }
        return Either.right(new Step(GEOMETRY.index(from.get()), GEOMETRY.index(to.get())));
      }

      @Override
      public String formatMove(Position p, Step m) {
        return GEOMETRY.square(m.from) + "-" + GEOMETRY.square(m.to);
      }
    };
  }
}
