/**
 * The move-validation HTTP service and the browser playground, on embedded Jetty: every game
 * registered with the core, as JSON over HTTP.
 */
module io.github.latrunculi.examples.service {
  requires transitive io.github.latrunculi.core;
  requires io.github.latrunculi.chief;
  requires io.github.latrunculi.malha;
  requires io.github.latrunculi.amazonsflip;
  requires io.github.latrunculi.chaturaji;
  requires io.github.latrunculi.quaternity;
  requires transitive info.picocli;
  requires com.fasterxml.jackson.databind;
  requires org.eclipse.jetty.server;
  requires micrometer.core;
  requires micrometer.registry.prometheus;
  requires java.logging;

  opens io.github.latrunculi.examples.service to
      info.picocli;

  exports io.github.latrunculi.examples.service;
}
