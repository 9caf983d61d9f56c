package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.http.HttpMethod;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The one HTTP handler of the service: finds the endpoint by exact path, checks the method,
 * answers CORS preflights, reads the body without holding a thread while it arrives (at most
 * {@link ValidationService#MAX_BODY_BYTES}), parses it as JSON, runs the endpoint on its lane and
 * writes the reply. Every failure, including a fault inside a game module, is answered with a JSON
 * error body; stack traces go to the server's log, never to the client.
 */
final class Router extends Handler.Abstract {
  private static final System.Logger LOG = System.getLogger(Router.class.getName());

  /**
   * How much of an over-long body is read and discarded before answering 413, so that the client
   * sees the answer rather than a connection reset. Beyond it the connection is closed.
   */
  private static final int DISCARD_LIMIT = 4 * 1024 * 1024;

  /** Seconds a client is asked to wait after a 503 {@code BUSY}. */
  static final String RETRY_AFTER_SECONDS = "1";

  /** Where an endpoint runs. */
  enum Lane {
    /** On the server thread that read the request: validation is short and never waits. */
    INLINE,
    /** On the bounded search executor; refused at once with 503 {@code BUSY} when it is full. */
    SEARCH
  }

  /**
   * An endpoint: its method, its lane and what it does with the parsed body (GET endpoints get a
   * JSON null).
   *
   * @param method the HTTP method it answers
   * @param lane where it runs
   * @param handler the endpoint
   */
  private record Route(String method, Lane lane, Function<JsonNode, Reply> handler) {
    static Route get(Function<JsonNode, Reply> handler) {
      return new Route("GET", Lane.INLINE, handler);
    }

    static Route post(Function<JsonNode, Reply> handler) {
      return new Route("POST", Lane.INLINE, handler);
    }
  }

  private final Map<String, Route> routes;
  private final Executor search;
  private final Set<String> corsOrigins;

  /**
   * Creates the router.
   *
   * @param endpoints the JSON endpoints
   * @param metrics the metrics, served at {@code GET /metrics}
   * @param search the bounded executor of /suggest; it throws {@link RejectedExecutionException}
   *     when full
   * @param corsOrigins the origins allowed by CORS
   */
  Router(Endpoints endpoints, Metrics metrics, Executor search, Set<String> corsOrigins) {
    this.routes =
        LinkedHashMap.of(
            "/games", Route.get(body -> endpoints.games()),
            "/start", Route.post(endpoints::start),
            "/moves", Route.post(endpoints::moves),
            "/play", Route.post(endpoints::play),
            "/suggest", new Route("POST", Lane.SEARCH, endpoints::suggest),
            "/view", Route.post(new ViewEndpoint()::view),
            "/health", Route.get(body -> endpoints.health()),
            "/metrics", Route.get(body -> metrics.scrape()));
    this.search = search;
    this.corsOrigins = corsOrigins;
  }

  /** Returns the endpoint a path names, or {@code "other"}: the label of metrics. */
  String endpointOf(String path) {
    return path != null && routes.containsKey(path) ? path : "other";
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    allowOrigin(request, response);
    Option<Reply> page =
        HttpMethod.GET.is(request.getMethod())
            ? PlaygroundAssets.at(Request.getPathInContext(request))
            : Option.none();
    if (page.isDefined()) {
      send(response, callback, page.get());
      return true;
    }
    Option<Route> route = routes.get(Request.getPathInContext(request));
    Option<Reply> early = refusalOrPreflight(request, response, route);
    String encoding = request.getHeaders().get(HttpHeader.TRANSFER_ENCODING);
    if (encoding != null && !encoding.equalsIgnoreCase("chunked")) {
      // Jetty removes the chunked framing but would pass gzip or deflate bytes on as the body.
      response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
      send(
          response,
          callback,
          Reply.error(
              ServiceError.UNSUPPORTED_TRANSFER_ENCODING,
              "Transfer-Encoding '" + encoding + "' is not supported; send the body plain or chunked"));
      return true;
    }
    if (request.getLength() > DISCARD_LIMIT) {
      response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
      send(response, callback, early.getOrElse(Router::tooLarge));
      return true;
    }
    new BodyReader(request, response, callback, body -> {
      if (early.isDefined()) {
        send(response, callback, early.get());
      } else if (body.isEmpty()) {
        send(response, callback, tooLarge());
      } else {
        dispatch(route.get(), body.get(), response, callback);
      }
    }).run();
    return true;
  }

  /**
   * The answer decided before the body is read, if any: 404 for an unknown path, 204 for a CORS
   * preflight (with its headers), 405 for a wrong method (with {@code Allow}).
   */
  private Option<Reply> refusalOrPreflight(Request request, Response response, Option<Route> route) {
    String path = Request.getPathInContext(request);
    if (route.isEmpty()) {
      return Option.some(
          Reply.error(ServiceError.NOT_FOUND, "no endpoint at '" + path + "'; the endpoints are " + endpointList()));
    }
    String method = route.get().method();
    if (isPreflight(request, response)) {
      response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_METHODS, method);
      response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_HEADERS, "Content-Type");
      response.getHeaders().put(HttpHeader.ACCESS_CONTROL_MAX_AGE, "600");
      return Option.some(new Reply(204, null, new byte[0]));
    }
    if (!method.equals(request.getMethod())) {
      response.getHeaders().put(HttpHeader.ALLOW, method);
      return Option.some(
          Reply.error(ServiceError.METHOD_NOT_ALLOWED, path + " answers " + method + ", not " + request.getMethod()));
    }
    return Option.none();
  }

  /** Adds the CORS headers for an allowed origin (and {@code Vary: Origin} whenever CORS is on). */
  private void allowOrigin(Request request, Response response) {
    if (corsOrigins.isEmpty()) {
      return;
    }
    response.getHeaders().add(HttpHeader.VARY, "Origin");
    String origin = request.getHeaders().get(HttpHeader.ORIGIN);
    if (origin != null && corsOrigins.contains(origin)) {
      response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_ORIGIN, origin);
    }
  }

  /** A CORS preflight from an allowed origin: OPTIONS naming the method it wants to send. */
  private static boolean isPreflight(Request request, Response response) {
    return request.getMethod().equals("OPTIONS")
        && request.getHeaders().contains(HttpHeader.ACCESS_CONTROL_REQUEST_METHOD)
        && response.getHeaders().contains(HttpHeader.ACCESS_CONTROL_ALLOW_ORIGIN);
  }

  /** Parses the body as JSON (GET endpoints take none) and runs the endpoint on its lane. */
  private void dispatch(Route route, byte[] body, Response response, Callback callback) {
    JsonNode json;
    if (route.method().equals("GET")) {
      json = Json.MAPPER.nullNode();
    } else {
      try {
        json = Json.MAPPER.readTree(body);
      } catch (JacksonException e) {
        send(response, callback, Reply.error(ServiceError.MALFORMED_JSON, describe(e)));
        return;
      } catch (java.io.IOException e) {
        send(response, callback, Reply.error(ServiceError.MALFORMED_JSON, "the body cannot be read as JSON"));
        return;
      }
      if (json == null || json.isMissingNode()) {
        send(response, callback, Reply.error(ServiceError.MALFORMED_JSON, "the body is empty; a JSON object is expected"));
        return;
      }
    }
    JsonNode request = json;
    if (route.lane() == Lane.INLINE) {
      send(response, callback, run(route, request));
      return;
    }
    try {
      search.execute(() -> send(response, callback, run(route, request)));
    } catch (RejectedExecutionException e) {
      response.getHeaders().put(HttpHeader.RETRY_AFTER, RETRY_AFTER_SECONDS);
      send(
          response,
          callback,
          Reply.error(ServiceError.BUSY, "every search slot is taken; retry after " + RETRY_AFTER_SECONDS + " s"));
    }
  }

  /** Runs an endpoint; a fault in it (or in a game module) becomes a 500 JSON answer. */
  private static Reply run(Route route, JsonNode request) {
    try {
      return route.handler().apply(request);
    } catch (RuntimeException | StackOverflowError e) {
      LOG.log(System.Logger.Level.ERROR, "internal error", e);
      return Reply.error(
          ServiceError.INTERNAL_ERROR,
          "internal error (" + e.getClass().getSimpleName() + "); the server log has details");
    }
  }

  private static Reply tooLarge() {
    return Reply.error(ServiceError.BODY_TOO_LARGE, "the body is longer than " + ValidationService.MAX_BODY_BYTES + " bytes");
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

  private static void send(Response response, Callback callback, Reply reply) {
    response.setStatus(reply.status());
    if (reply.contentType() != null) {
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, reply.contentType());
    }
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, reply.body().length);
    response.write(true, ByteBuffer.wrap(reply.body()), callback);
  }

  /**
   * Reads a request body chunk by chunk as it arrives, asking the server to call back when more
   * is there instead of blocking a thread; keeps at most {@link ValidationService#MAX_BODY_BYTES}
   * and discards the rest up to {@link #DISCARD_LIMIT}. It completes with the body, or with none
   * when the body is too long.
   */
  private static final class BodyReader implements Runnable {
    private final Request request;
    private final Response response;
    private final Callback callback;
    private final java.util.function.Consumer<Option<byte[]>> complete;
    private final ByteArrayOutputStream body = new ByteArrayOutputStream();
    private long total;

    BodyReader(Request request, Response response, Callback callback, java.util.function.Consumer<Option<byte[]>> complete) {
      this.request = request;
      this.response = response;
      this.callback = callback;
      this.complete = complete;
    }

    @Override
    public void run() {
      while (true) {
        Content.Chunk chunk = request.read();
        if (chunk == null) {
          request.demand(this);
          return;
        }
        if (Content.Chunk.isFailure(chunk)) {
          failed(chunk.getFailure());
          return;
        }
        ByteBuffer bytes = chunk.getByteBuffer();
        int n = bytes.remaining();
        if (total + n <= ValidationService.MAX_BODY_BYTES) {
          byte[] copy = new byte[n];
          bytes.get(copy);
          body.write(copy, 0, n);
        }
        total += n;
        boolean last = chunk.isLast();
        chunk.release();
        if (total > DISCARD_LIMIT) {
          response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
          complete.accept(Option.none());
          return;
        }
        if (last) {
          complete.accept(total > ValidationService.MAX_BODY_BYTES ? Option.none() : Option.some(body.toByteArray()));
          return;
        }
      }
    }

    /** The body stopped arriving (idle timeout) or the connection broke. */
    private void failed(Throwable failure) {
      if (failure instanceof TimeoutException) {
        response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
        send(
            response,
            callback,
            Reply.error(ServiceError.REQUEST_TIMEOUT, "the body did not arrive within the idle timeout"));
      } else {
        callback.failed(failure);
      }
    }
  }
}
