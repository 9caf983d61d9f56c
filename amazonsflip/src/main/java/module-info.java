/** Amazonsflip: Desdemona, Amazons crossed with Othello on 10x10. */
module io.github.latrunculi.amazonsflip {
  requires transitive io.github.latrunculi.core;

  exports io.github.latrunculi.amazonsflip;

  provides io.github.latrunculi.core.registry.GameDefinition with
      io.github.latrunculi.amazonsflip.AmazonsflipGame;
}
