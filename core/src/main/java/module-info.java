/**
 * The Latrunculi core: the contracts every game module implements and the generic tools built on
 * them (records, perft, agents, the registry).
 */
module io.github.latrunculi.core {
  requires transitive io.vavr;

  exports io.github.latrunculi.core;
  exports io.github.latrunculi.core.registry;
  exports io.github.latrunculi.core.interaction;
  exports io.github.latrunculi.core.agent;
  // The game authors' kit: speed helpers for the games' move generators, not public API.
  exports io.github.latrunculi.core.kit to
      io.github.latrunculi.chief,
      io.github.latrunculi.malha,
      io.github.latrunculi.amazonsflip,
      io.github.latrunculi.chaturaji,
      io.github.latrunculi.quaternity;

  uses io.github.latrunculi.core.registry.GameDefinition;
}
