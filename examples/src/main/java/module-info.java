/**
 * Examples of Latrunculi in use: the {@code latrunculi} command-line tool, the move-validation
 * HTTP service and JMH benchmarks.
 */
module io.github.latrunculi.examples {
  requires transitive io.github.latrunculi.core;
  requires io.github.latrunculi.chief;
  requires io.github.latrunculi.malha;
  requires io.github.latrunculi.amazonsflip;
  requires io.github.latrunculi.chaturaji;
  requires io.github.latrunculi.quaternity;
  requires info.picocli;
  requires jmh.core;
  requires jol.core;
  requires com.fasterxml.jackson.databind;
  requires org.eclipse.jetty.server;
  requires micrometer.core;
  requires micrometer.registry.prometheus;
  requires java.logging;
  requires java.net.http;

  opens io.github.latrunculi.examples.cli to info.picocli;

  exports io.github.latrunculi.examples.cli;
  exports io.github.latrunculi.examples.service;
}
