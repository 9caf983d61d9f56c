package io.github.latrunculi.core.toys;

import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.testkit.Conservation;
import io.github.latrunculi.core.testkit.RulesContract;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import org.junit.jupiter.api.Nested;

/** The whole kit on both toy games. */
class ToyContractTests {
  @Nested
  class BreakthroughContract extends RulesContract<Breakthrough.Position, Breakthrough.Step> {
    @Override
    protected boolean isGameModule() {
      return false;
    }

    @Override
    protected Seq<Rules<Breakthrough.Position, Breakthrough.Step>> variantsUnderTest() {
      return List.of(new Breakthrough());
    }

    @Override
    protected void checkStep(
        Rules<Breakthrough.Position, Breakthrough.Step> rules,
        Breakthrough.Position before,
        Breakthrough.Step move,
        Breakthrough.Position after) {
      int men = 0;
      int menAfter = 0;
      for (int i = 0; i < before.cells().length; i++) {
        men += before.cells()[i] != 0 ? 1 : 0;
        menAfter += after.cells()[i] != 0 ? 1 : 0;
      }
      if (menAfter != men && menAfter != men - 1) {
        throw new AssertionError("a step removes at most one man: " + men + " -> " + menAfter);
      }
    }
  }

  @Nested
  class RaceContract extends RulesContract<Race.Position, Race.Action> {
    @Override
    protected boolean isGameModule() {
      return false;
    }

    @Override
    protected Seq<Rules<Race.Position, Race.Action>> variantsUnderTest() {
      return List.of(new Race());
    }

    @Override
    protected Option<Conservation<Race.Position, Race.Action>> conservation(
        Rules<Race.Position, Race.Action> rules) {
      // Tokens never leave a lane: the count of tokens is always eight.
      return Option.some(Conservation.constant("the tokens", p -> p.tokens().length));
    }

    @Override
    protected void checkStep(
        Rules<Race.Position, Race.Action> rules,
        Race.Position before,
        Race.Action move,
        Race.Position after) {
      int sumBefore = 0;
      int sumAfter = 0;
      for (int i = 0; i < 8; i++) {
        sumBefore += before.tokens()[i];
        sumAfter += after.tokens()[i];
      }
      int expected = move instanceof Race.Advance ? before.die() : 0;
      if (sumAfter - sumBefore != expected) {
        throw new AssertionError(
            "tokens moved " + (sumAfter - sumBefore) + " squares, expected " + expected);
      }
    }
  }
}
