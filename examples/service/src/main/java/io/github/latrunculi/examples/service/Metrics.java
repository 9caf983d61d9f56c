package io.github.latrunculi.examples.service;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The service's metrics in a Micrometer Prometheus registry: a latency histogram of every request
 * by endpoint, method and status ({@code latrunculi_http_requests_seconds}, whose {@code _count} is
 * the request count; the status is a word for a request that got no whole answer, see {@link
 * AccessLog}), the requests running and waiting in each lane, the bytes of answers waiting for
 * their clients, the JVM's threads and memory, and the process's resident memory. Served at {@code
 * GET /metrics} in the Prometheus text format.
 */
final class Metrics {
  /** The Prometheus text exposition format 0.0.4. */
  static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

  /** The methods that get their own label value; any other is {@code other}. */
  private static final Set<String> METHODS =
      Set.of("GET", "POST", "OPTIONS", "HEAD", "PUT", "DELETE", "PATCH");

  private final PrometheusMeterRegistry registry =
      new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
  private final Meter.MeterProvider<Timer> requests =
      Timer.builder("latrunculi.http.requests")
          .description("HTTP requests by endpoint, method and status, with their latency")
          .serviceLevelObjectives(
              Duration.ofMillis(1),
              Duration.ofMillis(2),
              Duration.ofMillis(5),
              Duration.ofMillis(10),
              Duration.ofMillis(25),
              Duration.ofMillis(50),
              Duration.ofMillis(100),
              Duration.ofMillis(250),
              Duration.ofMillis(500),
              Duration.ofSeconds(1),
              Duration.ofMillis(2500),
              Duration.ofSeconds(5))
          .withRegistry(registry);

  /** Where Linux tells a process its resident memory. */
  private static final Path STATUS = Path.of("/proc/self/status");

  /**
   * Creates the metrics.
   *
   * @param lanes the lanes of work, each with gauges {@code latrunculi_<lane>_active} and {@code
   *     latrunculi_<lane>_queued}
   * @param unsentBytes the bytes of answers written but not yet taken by their clients
   */
  Metrics(Iterable<WorkLane> lanes, LongSupplier unsentBytes) {
    for (WorkLane lane : lanes) {
      Gauge.builder("latrunculi." + lane.name() + ".active", lane, WorkLane::active)
          .description("requests of the " + lane.name() + " lane running")
          .register(registry);
      Gauge.builder("latrunculi." + lane.name() + ".queued", lane, WorkLane::queued)
          .description("requests of the " + lane.name() + " lane waiting for a thread")
          .register(registry);
    }
    Gauge.builder("latrunculi.unsent", unsentBytes, LongSupplier::getAsLong)
        .strongReference(true)
        .baseUnit("bytes")
        .description("bytes of answers waiting to be taken by their clients")
        .register(registry);
    Gauge.builder("process.resident.memory", STATUS, Metrics::residentBytes)
        .baseUnit("bytes")
        .description("resident memory of the process (Linux; NaN elsewhere)")
        .register(registry);
    new JvmMemoryMetrics().bindTo(registry);
    new JvmThreadMetrics().bindTo(registry);
  }

  /** Records one finished request, with its status or the word for an answer not sent whole. */
  void record(String endpoint, String method, String status, long nanos) {
    requests
        .withTags(
            "endpoint",
            endpoint,
            "method",
            METHODS.contains(method) ? method : "other",
            "status",
            status)
        .record(nanos, TimeUnit.NANOSECONDS);
  }

  /**
   * Returns the resident memory that a Linux process status file such as {@code /proc/self/status}
   * gives in its {@code VmRSS} line (in kB there), in bytes; NaN when the file or the line is
   * missing.
   */
  static double residentBytes(Path status) {
    try {
      for (String line : Files.readAllLines(status)) {
        if (line.startsWith("VmRSS:")) {
          return Double.parseDouble(line.replaceAll("[^0-9]", "")) * 1024;
        }
      }
    } catch (IOException | NumberFormatException e) {
      return Double.NaN;
    }
    return Double.NaN;
  }

  /** Returns every metric in the Prometheus text format. */
  Reply scrape() {
    return Reply.text(CONTENT_TYPE, registry.scrape());
  }
}
