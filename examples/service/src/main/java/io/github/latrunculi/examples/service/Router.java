package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.core.JacksonException;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.databind.JsonNode;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.Locale;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
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
 * The one HTTP handler of the service: finds the endpoint by exact path, checks the method and the
 * content type, answers CORS preflights, reads the body without holding a thread while it arrives
 * (at most {@link ValidationService#MAX_BODY_BYTES}), decodes it as strict UTF-8, parses it as
 * JSON, runs the endpoint and writes the reply. Every failure, including a fault inside a game
 * module, is answered with a JSON error body; stack traces go to the server's log, never to the
 * client.
 *
 * <p>Admission control: constant-cost endpoints ({@code /health}, {@code /metrics}, {@code /games},
 * the playground's files) run on the server thread that read the request, so they are answered
 * whatever else is going on. Every endpoint whose cost grows with the position or the request runs
 * on a bounded {@link WorkLane}, and is refused at once with 503 {@code BUSY} and {@code
 * Retry-After} when its lane is full, or when the answers already waiting for their clients exceed
 * the output budget. One connection has at most one request in work: the server reads the next
 * request on a connection only once the previous answer has been taken by the client.
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

  /** The only media type of request bodies. */
  private static final String JSON_TYPE = "application/json";

  /**
   * An endpoint: its method, the lane it runs on (none: on the server thread) and what it does with
   * the parsed body (GET endpoints get a JSON null).
   *
   * @param method the HTTP method it answers ({@code GET} endpoints answer {@code HEAD} too)
   * @param lane where it runs, or none for the server thread
   * @param handler the endpoint
   */
  private record Route(String method, Option<WorkLane> lane, Function<JsonNode, Reply> handler) {
    static Route get(Function<JsonNode, Reply> handler) {
      return new Route("GET", Option.none(), handler);
    }

    static Route post(WorkLane lane, Function<JsonNode, Reply> handler) {
      return new Route("POST", Option.some(lane), handler);
    }

    /** The methods it answers, as {@code Allow} names them. */
    String allowed() {
      return method.equals("GET") ? "GET, HEAD" : method;
    }
  }

  /** The lanes of costly work. */
  record Lanes(WorkLane validation, WorkLane view, WorkLane search) {}

  private final Map<String, Route> routes;
  private final Cors cors;
  private final Drain drain;
  private final long maxUnsentBytes;
  private final AtomicLong unsentBytes = new AtomicLong();

  /**
   * Creates the router.
   *
   * @param endpoints the JSON endpoints
   * @param metrics the metrics, served at {@code GET /metrics}
   * @param lanes where the costly endpoints run
   * @param cors the CORS policy
   * @param drain whether the service is draining, which closes each connection after its answer
   * @param maxUnsentBytes the output budget: beyond it, lanes take no new work
   */
  Router(
      Endpoints endpoints,
      Metrics metrics,
      Lanes lanes,
      Cors cors,
      Drain drain,
      long maxUnsentBytes) {
    Reply games = endpoints.games();
    this.routes =
        LinkedHashMap.of(
            "/games", Route.get(body -> games),
            "/start", Route.post(lanes.validation(), endpoints::start),
            "/moves", Route.post(lanes.validation(), endpoints::moves),
            "/play", Route.post(lanes.validation(), endpoints::play),
            "/suggest", Route.post(lanes.search(), endpoints::suggest),
            "/view", Route.post(lanes.view(), new ViewEndpoint()::view),
            "/health", Route.get(body -> endpoints.health()),
            "/metrics", Route.get(body -> metrics.scrape()));
    this.cors = cors;
    this.drain = drain;
    this.maxUnsentBytes = maxUnsentBytes;
  }

  /** Returns the endpoint a path names, or {@code "other"}: the label of metrics. */
  String endpointOf(String path) {
    return path != null && routes.containsKey(path) ? path : "other";
  }

  /** Returns the bytes of answers written but not yet taken by their clients. */
  long unsentBytes() {
    return unsentBytes.get();
  }

  @Override
  public boolean handle(Request request, Response response, Callback callback) {
    cors.allowOrigin(request, response);
    String path = Request.getPathInContext(request);
    if (HttpMethod.CONNECT.is(request.getMethod())) {
      // A CONNECT asks for a tunnel; nothing may follow it on this connection.
      close(response);
      send(
          request,
          response,
          callback,
          Reply.error(
              ServiceError.METHOD_NOT_ALLOWED, "CONNECT is refused: the service is not a proxy"));
      return true;
    }
    boolean head = HttpMethod.HEAD.is(request.getMethod());
    Option<Reply> page =
        HttpMethod.GET.is(request.getMethod()) || head ? PlaygroundAssets.at(path) : Option.none();
    if (page.isDefined()) {
      send(request, response, callback, page.get());
      return true;
    }
    Option<Route> route = routes.get(path);
    Option<Reply> early = refusalOrPreflight(request, response, route);
    String encoding = request.getHeaders().get(HttpHeader.TRANSFER_ENCODING);
    if (encoding != null && !encoding.equalsIgnoreCase("chunked")) {
      // Jetty removes the chunked framing but would pass gzip or deflate bytes on as the body.
      close(response);
      send(
          request,
          response,
          callback,
          Reply.error(
              ServiceError.UNSUPPORTED_TRANSFER_ENCODING,
              "Transfer-Encoding '"
                  + encoding
                  + "' is not supported; send the body plain or chunked"));
      return true;
    }
    boolean expectsContinue =
        request.getHeaders().contains(HttpHeader.EXPECT, HttpHeaderValue.CONTINUE.asString());
    long declared = request.getLength();
    if (declared > DISCARD_LIMIT
        || (expectsContinue && declared > ValidationService.MAX_BODY_BYTES)) {
      close(response);
      send(request, response, callback, early.getOrElse(Router::tooLarge));
      return true;
    }
    if (early.isDefined() && (expectsContinue || head)) {
      // Reading would invite the body (100 Continue) only to refuse it.
      if (expectsContinue && declared != 0) {
        close(response);
      }
      send(request, response, callback, early.get());
      return true;
    }
    if (head) {
      dispatch(route.get(), new byte[0], request, response, callback);
      return true;
    }
    new BodyReader(
            request,
            response,
            callback,
            body -> {
              if (early.isDefined()) {
                send(request, response, callback, early.get());
              } else if (body.isEmpty()) {
                send(request, response, callback, tooLarge());
              } else {
                dispatch(route.get(), body.get(), request, response, callback);
              }
            })
        .run();
    return true;
  }

  /**
   * The answer decided before the body is read, if any: 404 for an unknown path, 204 for a CORS
   * preflight (with its headers), 405 for a wrong method (with {@code Allow}), 415 for a body that
   * is not {@code application/json} in UTF-8.
   */
  private Option<Reply> refusalOrPreflight(
      Request request, Response response, Option<Route> route) {
    String path = Request.getPathInContext(request);
    if (route.isEmpty()) {
      return Option.some(
          Reply.error(
              ServiceError.NOT_FOUND,
              "no endpoint at '" + path + "'; the endpoints are " + endpointList()));
    }
    String method = route.get().method();
    if (isPreflight(request, response)) {
      response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_METHODS, route.get().allowed());
      response.getHeaders().put(HttpHeader.ACCESS_CONTROL_ALLOW_HEADERS, "Content-Type");
      response.getHeaders().put(HttpHeader.ACCESS_CONTROL_MAX_AGE, "600");
      return Option.some(new Reply(204, null, new byte[0]));
    }
    boolean answers =
        method.equals(request.getMethod())
            || (method.equals("GET") && HttpMethod.HEAD.is(request.getMethod()));
    if (!answers) {
      response.getHeaders().put(HttpHeader.ALLOW, route.get().allowed());
      return Option.some(
          Reply.error(
              ServiceError.METHOD_NOT_ALLOWED,
              path + " answers " + route.get().allowed() + ", not " + request.getMethod()));
    }
    String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
    if (method.equals("POST") && type != null && !isJsonInUtf8(type)) {
      return Option.some(
          Reply.error(
              ServiceError.UNSUPPORTED_MEDIA_TYPE,
              "Content-Type '"
                  + type
                  + "' is not accepted; send "
                  + JSON_TYPE
                  + " in UTF-8, or no Content-Type"));
    }
    return Option.none();
  }

  /** {@code application/json}, with no parameter but a {@code charset} of UTF-8. */
  private static boolean isJsonInUtf8(String contentType) {
    String[] parts = contentType.split(";");
    if (!parts[0].trim().toLowerCase(Locale.ROOT).equals(JSON_TYPE)) {
      return false;
    }
    for (int i = 1; i < parts.length; i++) {
      String[] parameter = parts[i].split("=", 2);
      String name = parameter[0].trim().toLowerCase(Locale.ROOT);
      String value =
          parameter.length < 2
              ? ""
              : parameter[1].trim().replace("\"", "").toLowerCase(Locale.ROOT);
      if (!name.equals("charset") || !value.equals("utf-8")) {
        return false;
      }
    }
    return true;
  }

  /** A CORS preflight from an allowed origin: OPTIONS naming the method it wants to send. */
  private static boolean isPreflight(Request request, Response response) {
    return request.getMethod().equals("OPTIONS")
        && request.getHeaders().contains(HttpHeader.ACCESS_CONTROL_REQUEST_METHOD)
        && Cors.allowed(response);
  }

  /**
   * Decodes and parses the body (GET endpoints take none) and runs the endpoint: at once on this
   * thread, or on its lane when the lane and the output budget have room, else 503 {@code BUSY}.
   */
  private void dispatch(
      Route route, byte[] body, Request request, Response response, Callback callback) {
    Either<Reply, JsonNode> json =
        route.method().equals("GET") ? Either.right(Json.MAPPER.nullNode()) : parse(body);
    if (json.isLeft()) {
      send(request, response, callback, json.getLeft());
      return;
    }
    if (route.lane().isEmpty()) {
      send(request, response, callback, run(route, json.get()));
      return;
    }
    WorkLane lane = route.lane().get();
    if (unsentBytes.get() > maxUnsentBytes) {
      busy(
          request,
          response,
          callback,
          "the answers waiting for their clients fill the server's output budget");
    } else if (!lane.offer(() -> send(request, response, callback, run(route, json.get())))) {
      busy(request, response, callback, "every " + lane.name() + " slot is taken");
    }
  }

  /** The JSON value of a body, or the 400 answer that says why there is none. */
  private static Either<Reply, JsonNode> parse(byte[] body) {
    Either<String, String> text = StrictUtf8.decode(body);
    if (text.isLeft()) {
      return Either.left(Reply.error(ServiceError.MALFORMED_JSON, text.getLeft()));
    }
    JsonNode json;
    try {
      json = Json.MAPPER.readTree(text.get());
    } catch (JacksonException e) {
      return Either.left(Reply.error(ServiceError.MALFORMED_JSON, describe(e)));
    }
    if (json == null || json.isMissingNode()) {
      return Either.left(
          Reply.error(ServiceError.MALFORMED_JSON, "the body is empty; a JSON object is expected"));
    }
    return Either.right(json);
  }

  private void busy(Request request, Response response, Callback callback, String why) {
    response.getHeaders().put(HttpHeader.RETRY_AFTER, RETRY_AFTER_SECONDS);
    send(
        request,
        response,
        callback,
        Reply.error(ServiceError.BUSY, why + "; retry after " + RETRY_AFTER_SECONDS + " s"));
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
    return Reply.error(
        ServiceError.BODY_TOO_LARGE,
        "the body is longer than " + ValidationService.MAX_BODY_BYTES + " bytes");
  }

  private static void close(Response response) {
    response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
  }

  private static String describe(JacksonException e) {
    JsonLocation at = e.getLocation();
    String where =
        at == null ? "" : " (line " + at.getLineNr() + ", column " + at.getColumnNr() + ")";
    // Jackson names nested locations as "[Source: REDACTED (...); line: 1, column: 1]".
    String message =
        e.getOriginalMessage().replaceAll("\\[Source: [^\\]]*?; (line: \\d+, column: \\d+)]", "$1");
    return "the body is not valid JSON: " + message + where;
  }

  private String endpointList() {
    return routes.map(r -> r._2.method() + " " + r._1).mkString(", ");
  }

  /**
   * Writes a reply, counting its bytes as unsent until the client has taken them (or the connection
   * failed). The server drops the body of an answer to {@code HEAD}.
   */
  private void send(Request request, Response response, Callback callback, Reply reply) {
    response.setStatus(reply.status());
    if (reply.contentType() != null) {
      response.getHeaders().put(HttpHeader.CONTENT_TYPE, reply.contentType());
    }
    response.getHeaders().put(HttpHeader.CONTENT_LENGTH, reply.body().length);
    long size = reply.body().length;
    unsentBytes.addAndGet(size);
    Callback tracked = drain.answering(response, AccessLog.tracking(request, callback));
    Runnable taken = () -> unsentBytes.addAndGet(-size);
    response.write(
        true,
        ByteBuffer.wrap(reply.body()),
        Callback.from(
            () -> {
              taken.run();
              tracked.succeeded();
            },
            failure -> {
              taken.run();
              tracked.failed(failure);
            }));
  }

  /**
   * Reads a request body chunk by chunk as it arrives, asking the server to call back when more is
   * there instead of blocking a thread; keeps at most {@link ValidationService#MAX_BODY_BYTES} and
   * discards the rest up to {@link #DISCARD_LIMIT}. It completes with the body, or with none when
   * the body is too long.
   */
  private final class BodyReader implements Runnable {
    private final Request request;
    private final Response response;
    private final Callback callback;
    private final Consumer<Option<byte[]>> complete;
    private final ByteArrayOutputStream body = new ByteArrayOutputStream();
    private long total;

    BodyReader(
        Request request, Response response, Callback callback, Consumer<Option<byte[]>> complete) {
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
          close(response);
          complete.accept(Option.none());
          return;
        }
        if (last) {
          complete.accept(
              total > ValidationService.MAX_BODY_BYTES
                  ? Option.none()
                  : Option.some(body.toByteArray()));
          return;
        }
      }
    }

    /** The body stopped arriving (idle timeout) or the connection broke. */
    private void failed(Throwable failure) {
      if (failure instanceof TimeoutException) {
        close(response);
        send(
            request,
            response,
            callback,
            Reply.error(
                ServiceError.REQUEST_TIMEOUT, "the body did not arrive within the idle timeout"));
      } else {
        callback.failed(failure);
      }
    }
  }
}
