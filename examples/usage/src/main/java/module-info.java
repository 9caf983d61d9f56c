/** Small programs that show the library from a user's side, each run by a test. */
module io.github.latrunculi.examples.usage {
  requires io.github.latrunculi.core;
  requires io.github.latrunculi.chief;
  requires io.github.latrunculi.malha;
  requires io.github.latrunculi.amazonsflip;
  requires io.github.latrunculi.chaturaji;
  requires io.github.latrunculi.quaternity;

  exports io.github.latrunculi.examples.usage;
}
