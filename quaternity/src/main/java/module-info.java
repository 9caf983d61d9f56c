/** Quaternity: four-player chess on 12x12 with committed central pawns and assimilation. */
module io.github.latrunculi.quaternity {
  requires transitive io.github.latrunculi.core;

  exports io.github.latrunculi.quaternity;

  provides io.github.latrunculi.core.registry.GameDefinition with
      io.github.latrunculi.quaternity.QuaternityGame;
}
