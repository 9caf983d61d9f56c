package io.github.latrunculi.examples.service;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The move-validation HTTP service: JSON over HTTP for every game registered with the core, on the
 * JDK's own HTTP server. It keeps no game state (every request carries its position line), so any
 * number of instances can run behind a load balancer.
 *
 * <pre>
 * GET  /health                                       {"status":"ok"}
 * GET  /games                                        [{"id","description","variants","options","sizes"}, ...]
 * POST /start   {"game","variant"?,"options"?,"size"?,"seed"?}   {"position"}
 * POST /moves   {"position"}                          {"moves","toMove","outcome"}
 * POST /play    {"position","moves"}                  {"position","outcome"}
 * POST /suggest {"position","budgetMs"?,"seed"?}      {"move","budgetMs"}
 * errors                                             {"code","message"} (and "moveIndex" from /play)
 * </pre>
 *
 * <p>Statuses: 400 for malformed JSON, unknown fields and wrong types; 404 for an unknown path,
 * game or variant; 405 for a wrong method; 413 for a body over {@link #MAX_BODY_BYTES}; 422 for a
 * position, setup or move that the rules refuse. A budget over the cap is lowered, not refused.
 */
public final class ValidationService implements AutoCloseable {
  /** The largest request body accepted, in bytes (64 KiB). */
  public static final int MAX_BODY_BYTES = 64 * 1024;

  /** The default cap on the search budget of /suggest, in milliseconds. */
  public static final long DEFAULT_MAX_BUDGET_MS = 2000;

  static {
    // The JDK server writes the headers and the body of a reply separately; with Nagle's algorithm
    // on, the body then waits for the client's delayed ACK (about 40 ms per request). The server
    // reads this property once, when its first instance is created.
    if (System.getProperty("sun.net.httpserver.nodelay") == null) {
      System.setProperty("sun.net.httpserver.nodelay", "true");
    }
  }

  private final HttpServer server;
  private final ExecutorService workers;

  private ValidationService(HttpServer server, ExecutorService workers) {
    this.server = server;
    this.workers = workers;
  }

  /**
   * Starts the service on {@code host} and {@code port} (0 for any free port) with the default
   * budget cap and four worker threads per processor, at least 8.
   *
   * @throws IOException when the address cannot be bound
   */
  public static ValidationService start(String host, int port) throws IOException {
    return start(host, port, DEFAULT_MAX_BUDGET_MS, Math.max(8, 4 * Runtime.getRuntime().availableProcessors()));
  }

  /**
   * Starts the service with a cap on the /suggest budget and a number of worker threads.
   *
   * @param host the host name or address to listen on, for example {@code 127.0.0.1}
   * @param port the port, or 0 for any free port
   * @param maxBudgetMs budgets of /suggest above this are lowered to it; at least 1
   * @param threads the number of requests handled at the same time; at least 1
   * @return the running service
   * @throws IOException when the address cannot be bound
   */
  public static ValidationService start(String host, int port, long maxBudgetMs, int threads)
      throws IOException {
    if (maxBudgetMs < 1 || threads < 1) {
      throw new IllegalArgumentException("maxBudgetMs and threads must be at least 1");
    }
    HttpServer server = HttpServer.create(new InetSocketAddress(host, port), 128);
    ExecutorService workers = Executors.newFixedThreadPool(threads, daemonThreads());
    server.createContext("/", new Router(new Endpoints(maxBudgetMs)));
    server.setExecutor(workers);
    server.start();
    return new ValidationService(server, workers);
  }

  /** Returns the port the service listens on (the one chosen when started with port 0). */
  public int port() {
    return server.getAddress().getPort();
  }

  /** Returns the address the service listens on. */
  public InetSocketAddress address() {
    return server.getAddress();
  }

  /** Stops listening, ends the requests in flight and releases the worker threads. */
  @Override
  public void close() {
    server.stop(0);
    workers.shutdownNow();
  }

  private static ThreadFactory daemonThreads() {
    AtomicInteger count = new AtomicInteger();
    return task -> {
      Thread thread = new Thread(task, "latrunculi-http-" + count.incrementAndGet());
      thread.setDaemon(true);
      return thread;
    };
  }
}
