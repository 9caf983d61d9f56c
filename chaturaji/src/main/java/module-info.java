/** Chaturaji: four-handed chaturanga with allies, the die, boat triumph and thrones. */
module io.github.latrunculi.chaturaji {
  requires transitive io.github.latrunculi.core;

  exports io.github.latrunculi.chaturaji;

  provides io.github.latrunculi.core.registry.GameDefinition with
      io.github.latrunculi.chaturaji.ChaturajiGame;
}
