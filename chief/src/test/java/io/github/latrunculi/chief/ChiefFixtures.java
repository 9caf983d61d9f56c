package io.github.latrunculi.chief;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.registry.GameState;
import io.vavr.collection.SortedSet;
import io.vavr.collection.TreeSet;
import io.vavr.control.Either;

/** Shared helpers of the Chief tests: everything is built from position lines and move texts. */
final class ChiefFixtures {
  private ChiefFixtures() {}

  /**
   * A position with the rules it belongs to (positions do not refer to their rules).
   *
   * @param rules the rules of the position's variant and size
   * @param position the position
   */
  record Pos(ChiefRules rules, ChiefPosition position) {
    /** Returns the position line. */
    @Override
    public String toString() {
      return rules.notation().formatPosition(position);
    }

    io.vavr.control.Option<io.github.latrunculi.core.Square> pushSquare() {
      return position.pushSquare();
    }

    int pushCount() {
      return position.pushCount();
    }

    io.vavr.collection.SortedSet<io.github.latrunculi.core.Square> frozen() {
      return position.frozen();
    }

    io.vavr.collection.List<Long> history() {
      return position.history();
    }

    io.vavr.control.Option<ChiefPiece> pieceAt(io.github.latrunculi.core.Square square) {
      return position.pieceAt(square);
    }

    io.github.latrunculi.core.Board<ChiefPiece> board() {
      return position.board();
    }

    io.github.latrunculi.core.Player sideToMove() {
      return position.sideToMove();
    }
  }

  /** Parses a position line through the game definition (the size comes from the line). */
  static Pos position(String line) {
    Either<Rejection, GameState<?, ?>> state = new ChiefGame().parse(line);
    if (state.isLeft()) {
      fail("line refused: " + line + ": " + state.getLeft());
    }
    return new Pos((ChiefRules) state.get().rules(), (ChiefPosition) state.get().position());
  }

  /** Plays moves given as text, each of which must be accepted. */
  static Pos play(Pos start, String... moves) {
    Pos current = start;
    for (String move : moves) {
      Either<Rejection, ChiefPosition> next = current.rules().play(current.position(), move);
      if (next.isLeft()) {
        fail("move " + move + " refused in " + current + ": " + next.getLeft());
      }
      current = new Pos(current.rules(), next.get());
    }
    return current;
  }

  /** Asserts that a move is refused with the given code and leaves the position as it was. */
  static Rejection assertRejected(Pos position, String move, ChiefRejection code) {
    String before = position.toString();
    Either<Rejection, ChiefPosition> result = position.rules().play(position.position(), move);
    assertTrue(result.isLeft(), () -> move + " should be refused in " + before);
    assertEquals(code, result.getLeft().code(), () -> move + ": " + result.getLeft().message());
    assertEquals(before, position.toString(), "a refused move must not change the position");
    return result.getLeft();
  }

  /** Returns the legal moves as sorted texts. */
  static SortedSet<String> legal(Pos position) {
    ChiefRules rules = position.rules();
    ChiefPosition p = position.position();
    return TreeSet.ofAll(rules.legalMoves(p).map(m -> rules.notation().formatMove(p, m)));
  }

  /** Returns a sorted set of move texts given as one space-separated string. */
  static SortedSet<String> moves(String texts) {
    return TreeSet.of(texts.trim().split("\\s+"));
  }
}
