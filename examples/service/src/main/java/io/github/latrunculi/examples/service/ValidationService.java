package io.github.latrunculi.examples.service;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.Logger;
import org.eclipse.jetty.server.HttpConfiguration;
import org.eclipse.jetty.server.HttpConnectionFactory;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.server.handler.GracefulHandler;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

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
 * POST /suggest {"position","budgetMs"?,"seed"?}      {"move","budgetMs"}
 * POST /view    {"position","inputs"?}                the board view, moves with inputs, a turn builder
 * GET  /metrics                                      Prometheus text format
 * errors                                             {"code","category","message"} ("moveIndex" from /play)
 * </pre>
 *
 * <p>Statuses: 400 for malformed HTTP or JSON, unknown fields and wrong types; 404 for an unknown
 * path, game or variant; 405 for a wrong method; 408 when a request stops arriving; 413 for a body
 * over {@link #MAX_BODY_BYTES}; 422 for a position, setup or move that the rules refuse; 503
 * {@code BUSY} when every search slot of /suggest is taken. A budget over the cap is lowered, not
 * refused.
 *
 * <p>Connections are served without a thread of their own while they send (Jetty's non-blocking
 * I/O), so slow or idle clients hold no worker; a connection that sends nothing for the idle
 * timeout is closed. /suggest runs on its own bounded executor, so validation never waits behind
 * searches. {@link #close()} stops accepting and lets the requests in flight finish within the
 * grace period.
 */
public final class ValidationService implements AutoCloseable {
  /** The largest request body accepted, in bytes (64 KiB). */
  public static final int MAX_BODY_BYTES = 64 * 1024;

  /** The default cap on the search budget of /suggest, in milliseconds. */
  public static final long DEFAULT_MAX_BUDGET_MS = 2000;

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
  private final ThreadPoolExecutor search;
  private final long graceMillis;
  private final AtomicInteger closed = new AtomicInteger();

  private ValidationService(Server server, ServerConnector connector, ThreadPoolExecutor search, long graceMillis) {
    this.server = server;
    this.connector = connector;
    this.search = search;
    this.graceMillis = graceMillis;
  }

  /**
   * Starts the service on {@code host} and {@code port} (0 for any free port) with the other
   * {@link ServiceSettings#defaults() defaults}.
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
    QueuedThreadPool threads = new QueuedThreadPool(200, 8);
    threads.setName("latrunculi-http");
    threads.setDaemon(true);
    Server server = new Server(threads);
    server.setStopTimeout(settings.shutdownGrace().toMillis());
    HttpConfiguration http = new HttpConfiguration();
    http.setRequestHeaderSize(settings.maxHeaderBytes());
    http.setSendServerVersion(false);
    http.setSendXPoweredBy(false);
    ServerConnector connector = new ServerConnector(server, new HttpConnectionFactory(http));
    connector.setHost(settings.host());
    connector.setPort(settings.port());
    connector.setIdleTimeout(settings.idleTimeout().toMillis());
    connector.setAcceptQueueSize(128);
    server.addConnector(connector);
    ThreadPoolExecutor search =
        new ThreadPoolExecutor(
            settings.searchThreads(),
            settings.searchThreads(),
            0,
            TimeUnit.MILLISECONDS,
            settings.searchQueue() == 0 ? new SynchronousQueue<>() : new ArrayBlockingQueue<>(settings.searchQueue()),
            daemonThreads("latrunculi-search-"),
            new ThreadPoolExecutor.AbortPolicy());
    Metrics metrics = new Metrics(search);
    Router router = new Router(new Endpoints(settings.maxBudgetMs()), metrics, search, settings.corsOrigins());
    server.setHandler(new GracefulHandler(router));
    server.setErrorHandler(new JsonErrorHandler());
    server.setRequestLog(new AccessLog(metrics, router::endpointOf, settings.accessLog()));
    ValidationService service = new ValidationService(server, connector, search, settings.shutdownGrace().toMillis());
    try {
      server.start();
    } catch (IOException e) {
      service.close();
      throw e;
    } catch (Exception e) {
      service.close();
      throw new IOException(e.getMessage(), e);
    }
    return service;
  }

  /** Returns the port the service listens on (the one chosen when started with port 0). */
  public int port() {
    return connector.getLocalPort();
  }

  /** Returns the address the service listens on. */
  public InetSocketAddress address() {
    return new InetSocketAddress(connector.getHost(), port());
  }

  /**
   * Shuts down gracefully: stops accepting connections, answers requests that arrive on open
   * connections with 503 {@code SHUTTING_DOWN}, waits for the requests in flight (searches
   * included) for at most the grace period, then closes every connection and thread. Calling it
   * again does nothing.
   */
  @Override
  public void close() {
    if (closed.getAndIncrement() > 0) {
      return;
    }
    try {
      server.stop();
    } catch (Exception e) {
      System.getLogger(ValidationService.class.getName())
          .log(System.Logger.Level.WARNING, "the server did not stop cleanly", e);
    }
    search.shutdown();
    try {
      if (!search.awaitTermination(graceMillis, TimeUnit.MILLISECONDS)) {
        search.shutdownNow();
      }
    } catch (InterruptedException e) {
      search.shutdownNow();
      Thread.currentThread().interrupt();
    }
  }

  private static ThreadFactory daemonThreads(String prefix) {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, prefix + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
