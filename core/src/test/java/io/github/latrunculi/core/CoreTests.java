package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.kit.BoardText;
import io.github.latrunculi.core.kit.Decimal;
import io.github.latrunculi.core.registry.GameRecord;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.MoveFailure;
import io.github.latrunculi.core.registry.Setup;
import io.vavr.Tuple;
import io.vavr.collection.List;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** The shared shapes of the core, one nested class per type. */
class CoreTests {
  @Nested
  class Squares {
    @Test
    void namesAreFileLetterAndOneBasedRank() {
      assertEquals("a1", new Square(0, 0).name());
      assertEquals("l12", new Square(11, 11).name());
      assertEquals(Option.some(new Square(2, 9)), Square.parse("c10"));
    }

    @Test
    void malformedNamesAreRefused() {
      for (String bad : List.of("", "a", "a0", "a01", "A1", "1a", "a1x", "a-1", "aa")) {
        assertTrue(Square.parse(bad).isEmpty(), bad);
      }
    }
  }

  @Nested
  class Geometries {
    private final Geometry g = Geometry.of(5, 7);

    @Test
    void sharedPerSizeAndIndexedByRankThenFile() {
      assertSame(g, Geometry.of(5, 7));
      assertEquals(35, g.size());
      assertEquals(7, g.index(Square.parse("c2").get()));
      assertEquals("c2", g.square(7).name());
      assertTrue(g.parseSquare("f1").isEmpty(), "f is off a 5-wide board");
    }

    @Test
    void raysRunToTheEdgeNearestFirst() {
      int c2 = g.index(Square.parse("c2").get());
      assertArrayEquals(new int[] {12, 17, 22, 27, 32}, g.ray(c2, Direction.N));
      assertArrayEquals(new int[] {13, 19}, g.ray(c2, Direction.NE));
      assertArrayEquals(new int[] {2}, g.ray(c2, Direction.S));
      assertEquals(-1, g.neighbour(0, Direction.SW));
      assertEquals(Direction.S, Direction.N.opposite());
    }
  }

  @Nested
  class BoardTexts {
    private final Geometry g = Geometry.of(3, 2);
    private final BoardText.PieceReader<Character> letters =
        (rank, at) ->
            Character.isLetter(rank.charAt(at))
                ? Option.some(Tuple.of(rank.charAt(at), 1))
                : Option.none();

    @Test
    void roundTripsTheCanonicalForm() {
      Board<Character> board = BoardText.parse("a2/1bc", g, letters).get();
      assertEquals(Option.some('a'), board.at(Square.parse("a2").get()));
      assertEquals(Option.some('c'), board.at(Square.parse("c1").get()));
      assertEquals("a2/1bc", BoardText.format(board, String::valueOf));
    }

    @Test
    void refusesNonCanonicalOrWrongSizes() {
      // Digits in a row are one count: "12" is twelve squares, not one and two.
      assertEquals(
          Either.left("rank 2 describes more than 3 squares, not 3"),
          BoardText.parse("12/3", g, letters));
      assertEquals(
          Either.left("rank 1 describes 2 squares, not 3"), BoardText.parse("3/ab", g, letters));
      assertEquals(Either.left("the board has 1 ranks, not 2"), BoardText.parse("3", g, letters));
      assertTrue(BoardText.parse("3/a?1", g, letters).isLeft());
      assertTrue(BoardText.parse("03/3", g, letters).isLeft());
      assertTrue(BoardText.parse("4/3", g, letters).isLeft());
    }
  }

  @Nested
  class Setups {
    @Test
    void variantFieldCarriesOptions() {
      Setup setup = Setup.parseVariantField("standard,pushlimit=2,rows9=true").get();
      assertEquals("standard", setup.variant());
      assertEquals(List.of("pushlimit", "rows9"), setup.options().keySet().toList());
      assertEquals(Option.some("2"), setup.options().get("pushlimit"));
    }

    @Test
    void malformedOptionsAreRefused() {
      for (String bad :
          List.of("", ",a=1", "standard,pushlimit", "standard,=2", "standard,a=1,a=2")) {
        assertEquals(
            CoreRejection.MALFORMED_LINE, Setup.parseVariantField(bad).getLeft().code(), bad);
      }
    }
  }

  @Nested
  class Decimals {
    @Test
    void acceptsOnlyCanonicalNumbersInRange() {
      assertEquals(Option.some(0), Decimal.parse("0", 0, 99));
      assertEquals(Option.some(42), Decimal.parse("42", 0, 99));
      for (String bad : List.of("", "007", "-1", "+3", "3.0", "1e2", "100", "9999999999")) {
        assertTrue(Decimal.parse(bad, 0, 99).isEmpty(), bad);
      }
      assertTrue(Decimal.parse("1", 2, 99).isEmpty(), "below the minimum");
    }
  }

  @Nested
  class Outcomes {
    private final Player a = new Player(0, "a");
    private final Player b = new Player(1, "b");
    private final Player c = new Player(2, "c");

    @Test
    void scoresGiveWinnersOneAndRankingsSpreadPlaces() {
      Outcome win = Outcome.win(List.of(a, c), "HOME");
      assertEquals(1.0, win.score(c));
      assertEquals(0.0, win.score(b));
      assertEquals(0.5, Outcome.draw("REPETITION").score(a));
      Outcome ranking =
          new Outcome.Ranking(
              List.of(io.vavr.collection.HashSet.of(b), io.vavr.collection.HashSet.of(a, c)),
              "POINTS");
      assertEquals(1.0, ranking.score(b));
      assertEquals(0.0, ranking.score(a));
      assertTrue(win.isFinished());
      assertEquals("", Outcome.ONGOING.reason());
    }
  }

  @Nested
  class Registry {
    @Test
    void parseChoosesTheGameByItsFirstToken() {
      GameState<?, ?> state =
          Games.parse("breakthrough standard BBBBB/BBBBB/5/WWWWW/WWWWW w").get();
      assertEquals("breakthrough", state.rules().gameId());
      assertEquals(13, state.moves().size());
    }

    @Test
    void unknownGamesAndEmptyLinesAreRefused() {
      assertEquals(
          CoreRejection.UNKNOWN_GAME, Games.parse("nosuchgame standard x").getLeft().code());
      assertEquals(CoreRejection.MALFORMED_LINE, Games.parse("  ").getLeft().code());
    }
  }

  @Nested
  class Records {
    private final String start = "breakthrough standard BBBBB/BBBBB/5/WWWWW/WWWWW w";

    @Test
    void replayReachesTheFinalPosition() {
      GameRecord record = GameRecord.parse(start + "\n# comment\nb2-b3\n\nd4-d3\n").get();
      assertEquals(List.of("b2-b3", "d4-d3"), record.moves());
      assertEquals(
          "breakthrough standard BBBBB/BBB1B/1W1B1/W1WWW/WWWWW w", record.replay().get().line());
    }

    @Test
    void movesMayShareALineSeparatedByWhiteSpace() {
      GameRecord record = GameRecord.parse(start + "\nb2-b3  d4-d3\n\ta2-a3\n").get();
      assertEquals(List.of("b2-b3", "d4-d3", "a2-a3"), record.moves());
    }

    @Test
    void replayNamesTheFirstIllegalMoveByNumber() {
      MoveFailure failure = GameRecord.parse(start + "\nb2-b3\nb3-b4\n").get().replay().getLeft();
      assertEquals(2, failure.moveNumber());
      assertTrue(failure.toString().startsWith("illegal move 2: "), failure.toString());
    }

    @Test
    void formatWritesTheOutcomeAsAComment() {
      String text = new GameRecord(start, List.of("a2-a3")).format(Outcome.ONGOING);
      assertEquals(start + "\na2-a3\n# ongoing\n", text);
      assertEquals(List.of("a2-a3"), GameRecord.parse(text).get().moves());
    }
  }
}
