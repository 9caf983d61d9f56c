/**
 * Chief (published as Divoshi): the pushing game with Chief, Savages, Warriors, Amazons and Riders.
 */
module io.github.latrunculi.chief {
  requires transitive io.github.latrunculi.core;

  exports io.github.latrunculi.chief;

  provides io.github.latrunculi.core.registry.GameDefinition with
      io.github.latrunculi.chief.ChiefGame;
}
