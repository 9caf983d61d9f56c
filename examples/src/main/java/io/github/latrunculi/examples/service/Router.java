package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Function;

/**
 * The one HTTP handler of the service: finds the endpoint by exact path, checks the method, reads
 * the body (at most {@link ValidationService#MAX_BODY_BYTES}), parses it as JSON, calls the
 * endpoint and writes its JSON reply. Every failure, including a fault inside a game module, is
 * answered with a JSON error body; stack traces go to the server's log, never to the client.
 */
final class Router implements HttpHandler {
  private static final System.Logger LOG = System.getLogger(Router.class.getName());

  /**
   * How much of an over-long body is read and discarded before answering 413, so that the client
   * sees the answer rather than a connection reset. Beyond it the connection is closed.
   */
  private static final int DISCARD_LIMIT = 4 * 1024 * 1024;

  /**
   * An endpoint: its method and what it does with the parsed body (GET endpoints take no body).
   *
   * @param method the HTTP method it answers
   * @param handler the endpoint, given the parsed body (a JSON null for GET)
   */
  private record Route(String method, Function<JsonNode, Reply> handler) {}

  private final Map<String, Route> routes;

  /** Creates the router over the endpoints. */
  Router(Endpoints endpoints) {
    this.routes =
        LinkedHashMap.of(
            "/games", new Route("GET", body -> endpoints.games()),
            "/start", new Route("POST", endpoints::start),
            "/moves", new Route("POST", endpoints::moves),
            "/play", new Route("POST", endpoints::play),
            "/suggest", new Route("POST", endpoints::suggest),
            "/view", new Route("POST", new ViewEndpoint()::view),
            "/health", new Route("GET", body -> endpoints.health()));
  }

  @Override
  public void handle(HttpExchange exchange) {
    try (exchange) {
      Reply reply;
      try {
        reply = dispatch(exchange);
      } catch (IOException e) {
        // The client went away or sent a broken request: nobody is left to answer.
        LOG.log(System.Logger.Level.DEBUG, "I/O failure while reading a request", e);
        return;
      } catch (RuntimeException | StackOverflowError e) {
        LOG.log(System.Logger.Level.ERROR, "internal error on " + exchange.getRequestURI(), e);
        reply =
            Reply.error(
                ServiceError.INTERNAL_ERROR,
                "internal error (" + e.getClass().getSimpleName() + "); the server log has details");
      }
      send(exchange, reply);
    } catch (IOException e) {
      LOG.log(System.Logger.Level.DEBUG, "I/O failure while answering a request", e);
    }
  }

  private Reply dispatch(HttpExchange exchange) throws IOException {
    String path = exchange.getRequestURI().getPath();
    Option<Route> route = routes.get(path);
    if (route.isEmpty()) {
      return Reply.error(
          ServiceError.NOT_FOUND,
          "no endpoint at '" + path + "'; the endpoints are " + endpointList());
    }
    String method = route.get().method();
    if (!method.equals(exchange.getRequestMethod())) {
      exchange.getResponseHeaders().set("Allow", method);
      return Reply.error(
          ServiceError.METHOD_NOT_ALLOWED,
          path + " answers " + method + ", not " + exchange.getRequestMethod());
    }
    if (method.equals("GET")) {
      return route.get().handler().apply(Json.MAPPER.nullNode());
    }
    Option<byte[]> body = readBody(exchange);
    if (body.isEmpty()) {
      return Reply.error(
          ServiceError.BODY_TOO_LARGE,
          "the body is longer than " + ValidationService.MAX_BODY_BYTES + " bytes");
    }
    JsonNode json;
    try {
      json = Json.MAPPER.readTree(body.get());
    } catch (JacksonException e) {
      return Reply.error(ServiceError.MALFORMED_JSON, describe(e));
    }
    if (json == null || json.isMissingNode()) {
      return Reply.error(ServiceError.MALFORMED_JSON, "the body is empty; a JSON object is expected");
    }
    return route.get().handler().apply(json);
  }

  /** Reads the body, or returns none when it is over the limit (after discarding the rest). */
  private static Option<byte[]> readBody(HttpExchange exchange) throws IOException {
    InputStream in = exchange.getRequestBody();
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    byte[] buffer = new byte[8192];
    long total = 0;
    for (int n; (n = in.read(buffer)) >= 0; ) {
      total += n;
      if (total <= ValidationService.MAX_BODY_BYTES) {
        body.write(buffer, 0, n);
      } else if (total > DISCARD_LIMIT) {
        exchange.getResponseHeaders().set("Connection", "close");
        return Option.none();
      }
    }
    return total <= ValidationService.MAX_BODY_BYTES ? Option.some(body.toByteArray()) : Option.none();
  }

  private static String describe(JacksonException e) {
    JsonLocation at = e.getLocation();
    String where =
        at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
    // Jackson names nested locations as "[Source: REDACTED (...); line: 1, column: 1]".
    String message = e.getOriginalMessage().replaceAll("\\[Source: [^\\]]*?; (line: \\d+, column: \\d+)]", "$1");
    return "the body is not valid JSON: " + message + where;
  }

  private String endpointList() {
    return routes.map(r -> r._2.method() + " " + r._1).mkString(", ");
  }

  private static void send(HttpExchange exchange, Reply reply) throws IOException {
    byte[] bytes = Json.MAPPER.writeValueAsBytes(reply.body());
    exchange.getResponseHeaders().set("Content-Type", "application/json; charset=utf-8");
    exchange.sendResponseHeaders(reply.status(), bytes.length);
    exchange.getResponseBody().write(bytes);
  }
}
