/**
 * Malha: Tunisian Kharbga on 7x7 with paired placement, custodian capture chains and the
 * one-for-two exchange.
 */
module io.github.latrunculi.malha {
  requires transitive io.github.latrunculi.core;

  exports io.github.latrunculi.malha;

  provides io.github.latrunculi.core.registry.GameDefinition with
      io.github.latrunculi.malha.MalhaGame;
}
