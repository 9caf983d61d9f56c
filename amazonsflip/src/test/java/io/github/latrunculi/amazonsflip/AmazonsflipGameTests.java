package io.github.latrunculi.amazonsflip;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Games;
import io.github.latrunculi.core.Setup;
import io.vavr.collection.HashMap;
import io.vavr.control.Option;
import org.junit.jupiter.api.Test;

/** The registry entry: variants, refused setups, and parsing through {@link Games}. */
class AmazonsflipGameTests {
  final AmazonsflipGame game = new AmazonsflipGame();

  @Test
  void registeredWithTheCore() {
    assertEquals("amazonsflip", Games.get("amazonsflip").get().id());
    assertEquals(
        "amazonsflip border 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F",
        Games.parse("amazonsflip border 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F").get().line());
  }

  @Test
  void variantsDefaultFirst() {
    assertEquals("regular border desdemona2 cassio iago1115 iago", game.variants().mkString(" "));
    assertSame(AmazonsflipRules.of(AmazonsflipVariant.IAGO), game.rules(Setup.of("iago")).get());
    assertEquals("10x10", game.sizes().head());
    assertEquals(0, game.optionDefaults().size());
  }

  @Test
  void badSetupsAreRefused() {
    assertEquals(CoreRejection.UNKNOWN_VARIANT, game.rules(Setup.of("xl")).getLeft().code());
    assertEquals(
        CoreRejection.UNKNOWN_OPTION,
        game.rules(new Setup("regular", HashMap.of("pushlimit", "2"), Option.none())).getLeft().code());
    assertEquals(
        CoreRejection.UNSUPPORTED_SIZE, game.rules(Setup.of("regular").withSize("8x8")).getLeft().code());
    assertEquals(
        CoreRejection.UNKNOWN_OPTION,
        Games.parse("amazonsflip regular,x=1 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F").getLeft().code());
  }
}
