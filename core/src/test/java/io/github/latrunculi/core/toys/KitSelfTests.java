package io.github.latrunculi.core.toys;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.BoardView;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.TurnSteps;
import io.github.latrunculi.core.testkit.RulesContract;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** The kit must fail on broken rules, and say where. */
class KitSelfTests {
  /** Breakthrough with one deliberate defect. */
  private abstract static class Broken implements Rules<Breakthrough.Position, Breakthrough.Step> {
    final Breakthrough real = new Breakthrough();

    // Every method but the one a test overrides forwards to the real rules.
    @Override
    public String gameId() {
      return real.gameId();
    }

    @Override
    public String variantName() {
      return real.variantName();
    }

    @Override
    public Seq<Player> players() {
      return real.players();
    }

    @Override
    public Breakthrough.Position initial() {
      return real.initial();
    }

    @Override
    public ToMove<Breakthrough.Step> toMove(Breakthrough.Position p) {
      return real.toMove(p);
    }

    @Override
    public Seq<Breakthrough.Step> legalMoves(Breakthrough.Position p) {
      return real.legalMoves(p);
    }

    @Override
    public Either<Rejection, Breakthrough.Position> play(
        Breakthrough.Position p, Breakthrough.Step m) {
      return real.play(p, m);
    }

    @Override
    public Breakthrough.Position apply(Breakthrough.Position p, Breakthrough.Step m) {
      return real.apply(p, m);
    }

    @Override
    public Outcome outcome(Breakthrough.Position p) {
      return real.outcome(p);
    }

    @Override
    public long hash(Breakthrough.Position p) {
      return real.hash(p);
    }

    @Override
    public Notation<Breakthrough.Position, Breakthrough.Step> notation() {
      return real.notation();
    }

    @Override
    public BoardView view(Breakthrough.Position p) {
      return real.view(p);
    }

    @Override
    public MoveInputs moveInputs(Breakthrough.Position p, Breakthrough.Step m) {
      return real.moveInputs(p, m);
    }
  }

  private static final class Kit extends RulesContract<Breakthrough.Position, Breakthrough.Step> {
    @Override
    protected Seq<Rules<Breakthrough.Position, Breakthrough.Step>> variantsUnderTest() {
      return List.empty();
    }

    void run(Rules<Breakthrough.Position, Breakthrough.Step> rules) {
      checkPlayout(rules, 3);
    }
  }

  private static void assertKitFails(Broken broken, String expectedInMessage) {
    AssertionError error = assertThrows(AssertionError.class, () -> new Kit().run(broken));
    assertTrue(error.getMessage().contains("seed 3"), error.getMessage());
    assertTrue(error.getMessage().contains("after moves ["), error.getMessage());
    assertTrue(error.getMessage().contains(expectedInMessage), error.getMessage());
  }

  @Test
  void acceptingAnIllegalMoveFails() {
    assertKitFails(
        new Broken() {
          @Override
          public Either<Rejection, Breakthrough.Position> play(
              Breakthrough.Position p, Breakthrough.Step m) {
            return Either.right(real.apply(p, m));
          }
        },
        "was accepted");
  }

  @Test
  void aWrongBulkCountFails() {
    assertKitFails(
        new Broken() {
          @Override
          public int countLegalMoves(Breakthrough.Position p) {
            return real.countLegalMoves(p) + 1;
          }
        },
        "countLegalMoves");
  }

  @Test
  void aStaleIncrementalHashFails() {
    assertKitFails(
        new Broken() {
          @Override
          public long hash(Breakthrough.Position p) {
            // Pretends the hash ignores the side to move, as a forgotten XOR in apply would.
            return real.hash(p) ^ (p.side() == 1 ? 1 : 0) ^ System.identityHashCode(p);
          }
        },
        "hash");
  }

  /** Breakthrough in parts whose steps {@code change} breaks. */
  private static Broken brokenSteps(
      java.util.function.UnaryOperator<TurnSteps<Breakthrough.Position, Breakthrough.Step>>
          change) {
    return new Broken() {
      @Override
      public TurnSteps<Breakthrough.Position, Breakthrough.Step> turnSteps() {
        return change.apply(Breakthrough.inParts().turnSteps());
      }
    };
  }

  /** Steps that forward to {@code real} unless a method is overridden. */
  private abstract static class StepsBesides
      implements TurnSteps<Breakthrough.Position, Breakthrough.Step> {
    final TurnSteps<Breakthrough.Position, Breakthrough.Step> real;

    StepsBesides(TurnSteps<Breakthrough.Position, Breakthrough.Step> real) {
      this.real = real;
    }

    @Override
    public int[] next(Breakthrough.Position p, int[] prefix) {
      return real.next(p, prefix);
    }

    @Override
    public Option<Breakthrough.Step> move(Breakthrough.Position p, int[] prefix) {
      return real.move(p, prefix);
    }
  }

  @Test
  void aFirstStepThatLeadsNowhereFails() {
    assertKitFails(
        brokenSteps(
            real ->
                new StepsBesides(real) {
                  @Override
                  public int[] next(Breakthrough.Position p, int[] prefix) {
                    // Offers a square with no man as a first step: a dead end.
                    return prefix.length == 0
                        ? TurnSteps.extend(real.next(p, prefix), 12)
                        : real.next(p, prefix);
                  }
                }),
        "dead end");
  }

  @Test
  void stepsThatIdentifyAMoveTwiceFail() {
    assertKitFails(
        brokenSteps(
            real ->
                new StepsBesides(real) {
                  @Override
                  public int[] next(Breakthrough.Position p, int[] prefix) {
                    // Repeats a step, so that one move is reached twice.
                    int[] steps = real.next(p, prefix);
                    return steps.length == 0 ? steps : TurnSteps.extend(steps, steps[0]);
                  }
                }),
        "distinct");
  }

  @Test
  void stepsThatMissAMoveFail() {
    assertKitFails(
        brokenSteps(
            real ->
                new StepsBesides(real) {
                  @Override
                  public int[] next(Breakthrough.Position p, int[] prefix) {
                    // Drops the last destination of every man.
                    int[] steps = real.next(p, prefix);
                    return prefix.length == 1 && steps.length > 1
                        ? java.util.Arrays.copyOf(steps, steps.length - 1)
                        : steps;
                  }
                }),
        "one move per legal move");
  }

  @Test
  void theRealRulesPass() {
    new Kit().run(new Breakthrough());
    new Kit().run(Breakthrough.inParts());
  }
}
