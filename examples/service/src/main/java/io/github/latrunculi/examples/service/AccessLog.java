package io.github.latrunculi.examples.service;

import io.vavr.control.Option;
import java.io.PrintStream;
import java.time.Instant;
import java.util.Locale;
import java.util.function.UnaryOperator;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.RequestLog;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.NanoTime;

/**
 * Called by the server once per finished request, including those the HTTP layer refused: records
 * the request in the metrics and, when an access log is set, writes one line
 * {@code 2026-11-24T06:40:01.123Z 127.0.0.1 POST /play 200 1.42 ms}.
 */
final class AccessLog implements RequestLog {
  private final Metrics metrics;
  private final UnaryOperator<String> endpointOf;
  private final Option<PrintStream> out;

  /**
   * Creates the log.
   *
   * @param metrics where every request is counted
   * @param endpointOf the metrics label of a path (an endpoint or {@code other})
   * @param out where the lines go, or none
   */
  AccessLog(Metrics metrics, UnaryOperator<String> endpointOf, Option<PrintStream> out) {
    this.metrics = metrics;
    this.endpointOf = endpointOf;
    this.out = out;
  }

  @Override
  public void log(Request request, Response response) {
    long nanos = NanoTime.since(request.getBeginNanoTime());
    String path = request.getHttpURI() == null ? null : request.getHttpURI().getPath();
    String method = request.getMethod() == null ? "-" : request.getMethod();
    int status = response.getStatus();
    metrics.record(endpointOf.apply(path), method, status, nanos);
    if (out.isDefined()) {
      String client = Request.getRemoteAddr(request);
      out.get().println(
          String.format(
              Locale.ROOT,
              "%s %s %s %s %d %.2f ms",
              Instant.now(), client, method, path == null ? "-" : path, status, nanos / 1e6));
    }
  }
}
