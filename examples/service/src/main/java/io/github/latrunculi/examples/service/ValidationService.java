package io.github.latrunculi.examples.service;

import io.vavr.collection.List;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;
import org.eclipse.jetty.io.ArrayByteBufferPool;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.NetworkConnectionLimit;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.thread.QueuedThreadPool;
import org.eclipse.jetty.util.thread.ScheduledExecutorScheduler;

/**
 * The move-validation HTTP service: JSON over HTTP for every game registered with the core, on
 * embedded Jetty. It keeps no game state (every request carries its position line), so any number
 * of instances can run behind a load balancer.
 *
 * <pre>
 * GET  /health                                       {"status":"ok"}
 * GET  /games                                        [{"id","description","variants","options","sizes"}, ...]
 * POST /start   {"game","variant"?,"options"?,"size"?,"seed"?}   {"position"}
 * POST /moves   {"position"}                          {"moves","toMove","outcome"}
 * POST /play    {"position","moves"}                  {"position","outcome"}
 * POST /suggest {"position","budgetMs"?,"seed"?,"agent"?}  {"move","budgetMs","analysis"}
 * POST /view    {"position","inputs"?}                the board view, moves with inputs, a turn builder
 * GET  /metrics                                      Prometheus text format
 * errors                                             {"code","category","message"} ("moveIndex" from /play)
 * </pre>
 *
 * <p>Statuses: 400 for malformed HTTP or JSON (UTF-8 only), unknown fields and wrong types; 404 for
 * an unknown path, game or variant; 405 for a wrong method; 408 when a request stops arriving; 413
 * for a body over {@link #MAX_BODY_BYTES}; 415 for a body that is not {@code application/json}; 422
 * for a position, setup or move that the rules refuse; 503 {@code BUSY} when the lane of the
 * endpoint is full. A budget over the cap is lowered, not refused. GET endpoints answer HEAD too.
 *
 * <p>Connections are served without a thread of their own while they send (Jetty's non-blocking
 * I/O), so slow or idle clients hold no worker; a connection that makes no progress for the idle
 * timeout is closed. Every endpoint whose cost grows with the request runs on a bounded lane of its
 * own ({@link Router}), so /health and /metrics are answered whatever the mix, and threads idle for
 * the thread idle timeout end. {@link #close()} drains: it stops accepting, serves the connections
 * already open (closing each after its next answer) and waits for the requests in flight, within
 * the drain time.
 */
public final class ValidationService implements AutoCloseable {
  /** The largest request body accepted, in bytes (64 KiB). */
  public static final int MAX_BODY_BYTES = 64 * 1024;

  /** The default cap on the search budget of /suggest, in milliseconds. */
  public static final long DEFAULT_MAX_BUDGET_MS = 2000;

  /** The most threads the server uses to read, parse and write (the lanes have their own). */
  static final int MAX_SERVER_THREADS = 200;

  /** The server threads kept while idle. */
  static final int MIN_SERVER_THREADS = 8;

  /**
   * How long {@link #close} lets Jetty's own stop wait, past the drain time, for connections that
   * are closing at its end (idle ones are closed then): long enough for those, short enough that a
   * request still running is cut off, not waited for.
   */
  private static final long STOP_WAIT_MILLIS = 100;

  /** The most memory the server keeps in pooled buffers between requests, heap and direct each. */
  static final long POOLED_BUFFER_BYTES = 16L * 1024 * 1024;

  /** Jetty's own logger, held so that its level set below is not collected. */
  private static final Logger JETTY_LOG = Logger.getLogger("org.eclipse.jetty");

  static {
    // Jetty logs its start-up at INFO; keep stderr for warnings and the access log unless the
    // operator configured the level.
    if (LogManager.getLogManager().getProperty("org.eclipse.jetty.level") == null) {
      JETTY_LOG.setLevel(Level.WARNING);
    }
  }

  private final Server server;
  private final ServerConnector connector;
  private final List<WorkLane> lanes;
  private final Drain drain;
  private final long drainMillis;
  private final AtomicInteger closed = new AtomicInteger();

  /**
   * The port bound at start: Jetty's connector reports -2 once it is closed, and callers still ask
   * for the port then (to log what stopped).
   */
  private volatile int boundPort = -1;

  private ValidationService(
      Server server,
      ServerConnector connector,
      List<WorkLane> lanes,
      Drain drain,
      long drainMillis) {
    this.server = server;
    this.connector = connector;
    this.lanes = lanes;
    this.drain = drain;
    this.drainMillis = drainMillis;
  }

  /**
   * Starts the service on {@code host} and {@code port} (0 for any free port) with the other {@link
   * ServiceSettings#defaults() defaults}.
   *
   * @throws IOException when the address cannot be bound
   */
  public static ValidationService start(String host, int port) throws IOException {
    return start(ServiceSettings.defaults().withAddress(host, port));
  }

  /**
   * Starts the service.
   *
   * @param settings where to listen, the limits and the logs
   * @return the running service
   * @throws IOException when the address cannot be bound
   */
  public static ValidationService start(ServiceSettings settings) throws IOException {
    int threadIdleMillis =
        (int) Math.min(Integer.MAX_VALUE, settings.threadIdleTimeout().toMillis());
    QueuedThreadPool threads =
        new QueuedThreadPool(MAX_SERVER_THREADS, MIN_SERVER_THREADS, threadIdleMillis);
    threads.setName("latrunculi-http");
    threads.setDaemon(true);
    // Jetty ends one idle thread per idle timeout unless told otherwise: after a burst of 200,
    // the pool would take hours to shrink.
    threads.setMaxEvictCount(MAX_SERVER_THREADS);
    ScheduledExecutorScheduler scheduler =
        new ScheduledExecutorScheduler("latrunculi-http-scheduler", true);
    ArrayByteBufferPool buffers =
        new ArrayByteBufferPool(0, -1, -1, -1, POOLED_BUFFER_BYTES, POOLED_BUFFER_BYTES);
    Server server = new Server(threads, scheduler, buffers);
    HttpConfiguration http = new HttpConfiguration();
    http.setRequestHeaderSize(settings.maxHeaderBytes());
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    // Jetty's default of one acceptor thread. With none (the selectors accepting), the connector
    // still took connections during a drain and answers were lost (ShutdownTests, ResilienceTests).
    ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
    connector.setHost(settings.host());
    connector.setPort(settings.port());
    connector.setIdleTimeout(settings.idleTimeout().toMillis());
    // During the drain an idle connection may still send its next request (answered with
    // Connection: close) for the whole drain time.
    connector.setShutdownIdleTimeout(Math.max(1, settings.shutdownGrace().toMillis()));
    connector.setAcceptQueueSize(128);
    server.addConnector(connector);
    server.addBean(new NetworkConnectionLimit(settings.maxConnections(), connector));
    WorkLane validation =
        new WorkLane("validation", settings.validation(), settings.threadIdleTimeout());
    WorkLane view = new WorkLane("view", settings.view(), settings.threadIdleTimeout());
    WorkLane search = new WorkLane("search", settings.search(), settings.threadIdleTimeout());
    List<WorkLane> lanes = List.of(validation, view, search);
    Cors cors = new Cors(settings.corsOrigins());
    Drain drain = new Drain();
    Router[] router = new Router[1];
    Metrics metrics = new Metrics(lanes, () -> router[0] == null ? 0 : router[0].unsentBytes());
    router[0] =
        new Router(
            new Endpoints(settings.maxBudgetMs()),
            metrics,
            new Router.Lanes(validation, view, search),
            cors,
            drain,
            settings.maxUnsentBytes());
    server.setHandler(router[0]);
    server.setErrorHandler(new JsonErrorHandler(cors, drain));
    server.setRequestLog(new AccessLog(metrics, router[0]::endpointOf, settings.accessLog()));
    ValidationService service =
        new ValidationService(server, connector, lanes, drain, settings.shutdownGrace().toMillis());
    try {
      server.start();
      service.boundPort = connector.getLocalPort();
    } catch (IOException e) {
      service.close();
      throw e;
    } catch (Exception e) {
      service.close();
      throw new IOException(e.getMessage(), e);
    }
    return service;
  }

  /**
   * Returns the port the service listens on (the one chosen when started with port 0); after {@link
   * #close}, the port it listened on.
   */
  public int port() {
    return boundPort;
  }

  /** Returns the address the service listens on. */
  public InetSocketAddress address() {
    return new InetSocketAddress(connector.getHost(), port());
  }

  /**
   * Shuts down gracefully (drains): stops accepting connections at once; keeps serving the
   * connections already open, each closed after its next answer (which says {@code Connection:
   * close}) or once it has been idle for the drain time; waits for the requests in flight (searches
   * included); then, at the latest when the drain time is over, closes every connection and thread.
   * An interrupt of the calling thread ends the waiting at once; the thread's interrupt flag is
   * still set when this returns. Calling it again does nothing.
   */
  @Override
  public void close() {
    if (closed.getAndIncrement() > 0) {
      return;
    }
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(drainMillis);
    boolean interrupted = false;
    try {
      // Every answer from now on says Connection: close. Jetty closes a connection after an
      // answer that completes once it is shutting down, even one whose headers promised to keep
      // it: the client may already have sent its next request, which would be read and lost. So
      // the answers that promised it are let finish first.
      drain.start(deadline);
      // Stops accepting; completes once every open connection has closed.
      connector.shutdown().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
    } catch (TimeoutException | ExecutionException e) {
      // The drain time is over: what is still open is closed below.
    } catch (InterruptedException e) {
      // The caller wants it over: the drain ends now, so nothing below waits longer than it
      // must, and the caller's interrupt flag is set again at the end (Jetty's stop clears it).
      interrupted = true;
      deadline = System.nanoTime();
    }
    // Jetty's stop waits again for what is still open, as long as its stop timeout: the drain
    // time has been waited out already.
    server.setStopTimeout(Math.max(STOP_WAIT_MILLIS, millisLeft(deadline)));
    try {
      server.stop();
    } catch (Exception e) {
      System.getLogger(ValidationService.class.getName())
          .log(System.Logger.Level.WARNING, "the server did not stop cleanly", e);
    }
    for (WorkLane lane : lanes) {
      lane.shutdown(millisLeft(deadline));
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /** Returns the whole milliseconds from now until {@code deadline} (a nano time), at least 0. */
  private static long millisLeft(long deadline) {
    return Math.max(0, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()));
  }
}
