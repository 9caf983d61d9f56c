package io.github.latrunculi.core.registry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import org.junit.jupiter.api.Test;

/**
 * The registry builds the rules of a setup once and refuses bad setups in the same words for every
 * game.
 */
class RegistryCacheTests {
  @Test
  void parsingTwoLinesOfOneSetupSharesTheRulesObject() {
    Rules<?, ?> rules = Games.rules("breakthrough", Setup.of("standard")).get();
    String line = GameState.initial(rules, 0).line();
    assertSame(Games.parse(line).get().rules(), Games.parse(line).get().rules());
    assertSame(rules, Games.parse(line).get().rules());
  }

  @Test
  void anUnknownVariantIsRefusedByTheDefinitionListingTheVariants() {
    Rejection r = Games.rules("breakthrough", Setup.of("huge")).getLeft();
    assertEquals(CoreRejection.UNKNOWN_VARIANT, r.code());
    assertEquals("breakthrough has no variant 'huge'; variants: standard", r.message());
  }

  @Test
  void aSizeForAGameWithoutSizesIsRefused() {
    Rejection r = Games.rules("breakthrough", Setup.of("standard").withSize("9x9")).getLeft();
    assertEquals(CoreRejection.UNSUPPORTED_SIZE, r.code());
  }
}
