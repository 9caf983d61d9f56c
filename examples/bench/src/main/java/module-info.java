/** JMH benchmarks, position sizes with JOL, and the service's load driver. */
module io.github.latrunculi.examples.bench {
  requires io.github.latrunculi.examples.service;
  requires jmh.core;
  requires jol.core;
  requires com.fasterxml.jackson.databind;
  requires java.net.http;

  exports io.github.latrunculi.examples.bench;
}
