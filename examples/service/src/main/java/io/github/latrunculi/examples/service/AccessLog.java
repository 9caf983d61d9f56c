package io.github.latrunculi.examples.service;

import io.vavr.control.Option;
import java.io.PrintStream;
import java.time.Instant;
import java.util.Locale;
import java.util.concurrent.TimeoutException;
import java.util.function.UnaryOperator;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.RequestLog;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.util.NanoTime;

/**
 * Called by the server once per finished request, including those the HTTP layer refused: records
 * the request in the metrics and, when an access log is set, writes one line {@code
 * 2026-11-24T06:40:01.123Z 127.0.0.1 POST /play 200 1.42 ms}.
 *
 * <p>The status written is the one the client received whole. A request that got no whole answer
 * gets a word instead, so that a slow or vanished client never counts as a server error: {@value
 * #CLOSED} when the connection closed before the request was complete and nothing was answered (the
 * client closed it, or stopped sending and the idle timeout closed it), {@value #TIMEOUT} when the
 * idle timeout closed the connection while the client was not reading its answer, {@value #ABORTED}
 * when the client closed or reset the connection during its answer.
 */
final class AccessLog implements RequestLog {
  /** The connection closed before the request was complete, and nothing was answered. */
  static final String CLOSED = "closed";

  /** The idle timeout closed the connection while its client was not reading the answer. */
  static final String TIMEOUT = "timeout";

  /** The client closed or reset the connection while its answer was being sent. */
  static final String ABORTED = "aborted";

  /** The answer was sent whole. */
  private static final String SENT = "sent";

  /** The request attribute that says whether the answer was sent whole, and if not why. */
  private static final String OUTCOME = AccessLog.class.getName() + ".outcome";

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

  /**
   * Returns a callback for the answer's write that notes in the request whether the answer was sent
   * whole, and if not why, before passing the outcome on.
   */
  static Callback tracking(Request request, Callback callback) {
    return Callback.from(
        () -> {
          request.setAttribute(OUTCOME, SENT);
          callback.succeeded();
        },
        failure -> {
          request.setAttribute(OUTCOME, failure instanceof TimeoutException ? TIMEOUT : ABORTED);
          callback.failed(failure);
        });
  }

  @Override
  public void log(Request request, Response response) {
    long nanos = NanoTime.since(request.getBeginNanoTime());
    String status = statusOf(request, response);
    // A connection that closed inside its first request line has no request: the server names
    // it GET /badRequest with no header at all (every real HTTP/1.1 request has a Host).
    boolean unparsed = !Character.isDigit(status.charAt(0)) && request.getHeaders().size() == 0;
    String path = unparsed || request.getHttpURI() == null ? null : request.getHttpURI().getPath();
    String method = unparsed || request.getMethod() == null ? "-" : request.getMethod();
    metrics.record(endpointOf.apply(path), method, status, nanos);
    if (out.isDefined()) {
      String client = Request.getRemoteAddr(request);
      out.get()
          .println(
              String.format(
                  Locale.ROOT,
                  "%s %s %s %s %s %.2f ms",
                  Instant.now(),
                  client,
                  method,
                  path == null ? "-" : path,
                  status,
                  nanos / 1e6));
    }
  }

  private static String statusOf(Request request, Response response) {
    Object outcome = request.getAttribute(OUTCOME);
    if (SENT.equals(outcome)) {
      return Integer.toString(response.getStatus());
    }
    // Nothing was written for the request: the connection closed while it was still arriving.
    return outcome == null ? CLOSED : outcome.toString();
  }
}
