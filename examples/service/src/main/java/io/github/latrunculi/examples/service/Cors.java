package io.github.latrunculi.examples.service;

import io.vavr.collection.Set;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;

/**
 * Cross-origin access for browsers: which origins may read the service's answers. Applied to every
 * answer, refusals of the HTTP layer included, so that a page from an allowed origin can read why
 * its request was refused. The service takes no credentials, so it never sends {@code
 * Access-Control-Allow-Credentials}, and browsers refuse a credentialed request.
 */
final class Cors {
  private final Set<String> origins;

  /**
   * Creates the policy.
   *
   * @param origins exact origins ({@code https://play.example}), {@code *} alone for any, or none
   */
  Cors(Set<String> origins) {
    this.origins = origins;
  }

  /**
   * Adds the CORS headers of an answer: {@code Access-Control-Allow-Origin: *} with {@code *}; the
   * request's own origin when it is allowed, and {@code Vary: Origin} whenever exact origins are
   * set.
   */
  void allowOrigin(Request request, Response response) {
    if (origins.isEmpty()) {
      return;
    }
    if (origins.contains(ServiceSettings.ANY_ORIGIN)) {
      response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_ORIGIN, ServiceSettings.ANY_ORIGIN);
      return;
    }
    response.getHeaders().add(HttpHeader.VARY, "Origin");
    String origin = request.getHeaders().get(HttpHeader.ORIGIN);
    if (origin != null && origins.contains(origin)) {
      response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_ORIGIN, origin);
    }
  }

  /** Whether the answer being built allows the request's origin. */
  static boolean allowed(Response response) {
    return response.getHeaders().contains(HttpHeader.ACCESS_CONTROL_ALLOW_ORIGIN);
  }
}
