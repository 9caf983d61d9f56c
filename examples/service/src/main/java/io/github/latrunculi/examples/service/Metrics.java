package io.github.latrunculi.examples.service;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Timer;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The service's metrics in a Micrometer Prometheus registry: a latency histogram of every request
 * by endpoint, method and status ({@code latrunculi_http_requests_seconds}, whose {@code _count}
 * is the request count), and the searches running and waiting. Served at {@code GET /metrics} in
 * the Prometheus text format.
 */
final class Metrics {
  /** The Prometheus text exposition format 0.0.4. */
  static final String CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

  /** The methods that get their own label value; any other is {@code other}. */
  private static final Set<String> METHODS = Set.of("GET", "POST", "OPTIONS", "HEAD", "PUT", "DELETE", "PATCH");

  private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
  private final Meter.MeterProvider<Timer> requests =
      Timer.builder("latrunculi.http.requests")
          .description("HTTP requests by endpoint, method and status, with their latency")
          .serviceLevelObjectives(
              Duration.ofMillis(1), Duration.ofMillis(2), Duration.ofMillis(5), Duration.ofMillis(10),
              Duration.ofMillis(25), Duration.ofMillis(50), Duration.ofMillis(100), Duration.ofMillis(250),
              Duration.ofMillis(500), Duration.ofSeconds(1), Duration.ofMillis(2500), Duration.ofSeconds(5))
          .withRegistry(registry);

  /** Creates the metrics, with gauges over the search executor. */
  Metrics(ThreadPoolExecutor search) {
    Gauge.builder("latrunculi.search.active", search, ThreadPoolExecutor::getActiveCount)
        .description("/suggest searches running")
        .register(registry);
    Gauge.builder("latrunculi.search.queued", search, executor -> executor.getQueue().size())
        .description("/suggest searches waiting for a search thread")
        .register(registry);
  }

  /** Records one answered request. */
  void record(String endpoint, String method, int status, long nanos) {
    requests
        .withTags("endpoint", endpoint, "method", METHODS.contains(method) ? method : "other", "status", Integer.toString(status))
        .record(nanos, TimeUnit.NANOSECONDS);
  }

  /** Returns every metric in the Prometheus text format. */
  Reply scrape() {
    return Reply.text(CONTENT_TYPE, registry.scrape());
  }
}
