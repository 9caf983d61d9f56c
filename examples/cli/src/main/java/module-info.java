/** The {@code latrunculi} command-line tool. */
module io.github.latrunculi.examples.cli {
  requires io.github.latrunculi.examples.service;
  requires info.picocli;

  opens io.github.latrunculi.examples.cli to
      info.picocli;

  exports io.github.latrunculi.examples.cli;
}
