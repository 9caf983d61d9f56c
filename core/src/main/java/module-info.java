/**
 * The Latrunculi core: the contracts every game module implements and the generic tools built on
 * them (records, perft, agents, the registry).
 */
module io.github.latrunculi.core {
  requires transitive io.vavr;

  exports io.github.latrunculi.core;

  uses io.github.latrunculi.core.GameDefinition;
}
