package io.github.latrunculi.examples.service;

import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.io.PrintStream;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.regex.Pattern;

/**
 * How a {@link ValidationService} runs: where it listens, its limits, the capacity of each lane of
 * work, and what it logs. Start from {@link #defaults()} and change what differs; every {@code
 * with} method returns a copy.
 *
 * @param host the host name or address to listen on, for example {@code 127.0.0.1}
 * @param port the port, or 0 for any free port
 * @param maxBudgetMs budgets of /suggest above this are lowered to it; at least 1
 * @param search the lane of /suggest
 * @param validation the lane of /start, /moves and /play
 * @param view the lane of /view
 * @param idleTimeout how long a connection may make no progress (while its headers or body are
 *     incomplete, between requests, or while its client does not read its answer) before it is
 *     closed
 * @param shutdownGrace the drain time: how long {@link ValidationService#close()} keeps serving the
 *     connections already open and waits for the requests in flight
 * @param threadIdleTimeout how long a thread of the server or of a lane may stay idle before it
 *     ends, once the load that started it is over
 * @param maxHeaderBytes the largest request line plus headers accepted, in bytes
 * @param maxConnections how many connections may be open at once; beyond it, new connections wait
 *     in the operating system's accept queue
 * @param maxUnsentBytes how many bytes of answers may wait to be taken by their clients before the
 *     lanes refuse new work with 503 {@code BUSY}
 * @param accessLog where one line per request is written, or none
 * @param corsOrigins the origins allowed to call the service from a browser (CORS), each {@code
 *     scheme://host[:port]}, or {@code *} alone for any origin; empty for none
 */
public record ServiceSettings(
    String host,
    int port,
    long maxBudgetMs,
    Lane search,
    Lane validation,
    Lane view,
    Duration idleTimeout,
    Duration shutdownGrace,
    Duration threadIdleTimeout,
    int maxHeaderBytes,
    int maxConnections,
    long maxUnsentBytes,
    Option<PrintStream> accessLog,
    Set<String> corsOrigins) {

  /** The CORS value that allows every origin. */
  public static final String ANY_ORIGIN = "*";

  private static final Pattern ORIGIN = Pattern.compile("[a-z][a-z0-9+.-]*://[^/?#\\s]+");

  /**
   * The capacity of one lane of work: its threads, and how many requests may wait for one of them.
   * A request that finds both full is refused at once with 503 {@code BUSY}.
   *
   * @param threads how many requests of the lane run at the same time; at least 1
   * @param queue how many may wait; at least 0
   */
  public record Lane(int threads, int queue) {
    /** Checks the values. */
    public Lane {
      if (threads < 1 || queue < 0) {
        throw new IllegalArgumentException(
            "a lane needs at least one thread and a queue of at least 0, not "
                + threads
                + " and "
                + queue);
      }
    }
  }

  /** Checks the values. */
  public ServiceSettings {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("the port must be 0 to 65535, not " + port);
    }
    if (maxBudgetMs < 1 || maxHeaderBytes < 256 || maxConnections < 1 || maxUnsentBytes < 0) {
      throw new IllegalArgumentException(
          "maxBudgetMs and maxConnections must be at least 1, maxHeaderBytes at least 256, maxUnsentBytes at least 0");
    }
    if (idleTimeout.isNegative()
        || idleTimeout.isZero()
        || shutdownGrace.isNegative()
        || threadIdleTimeout.isNegative()
        || threadIdleTimeout.isZero()) {
      throw new IllegalArgumentException(
          "the idle timeouts must be positive and the grace period not negative");
    }
    if (corsOrigins.contains(ANY_ORIGIN) && corsOrigins.size() > 1) {
      throw new IllegalArgumentException(
          "the CORS origin '*' already allows every origin: give it alone");
    }
    for (String origin : corsOrigins) {
      if (!origin.equals(ANY_ORIGIN) && !ORIGIN.matcher(origin).matches()) {
        throw new IllegalArgumentException(
            "a CORS origin is scheme://host[:port] with no path, as a browser sends it (e.g. https://play.example), or *;"
                + " not '"
                + origin
                + "'");
      }
    }
  }

  /**
   * Returns the defaults: 127.0.0.1:8080, a budget cap of {@value
   * ValidationService#DEFAULT_MAX_BUDGET_MS} ms; a search lane of one thread per processor but one
   * (at least one) with a queue as long, so that validation always has a processor free; a
   * validation lane of one thread per processor (at least two) with a queue of 64; a view lane like
   * the search lane with a queue of 16; a 30 s idle timeout, a 5 s drain time, a 10 s thread idle
   * timeout, 8 KiB of request headers, 1024 connections, 32 MiB of unsent answers, no access log
   * and no CORS origin.
   */
  public static ServiceSettings defaults() {
    int processors = Runtime.getRuntime().availableProcessors();
    int searchers = Math.max(1, processors - 1);
    return new ServiceSettings(
        "127.0.0.1",
        8080,
        ValidationService.DEFAULT_MAX_BUDGET_MS,
        new Lane(searchers, searchers),
        new Lane(Math.max(2, processors), 64),
        new Lane(searchers, 16),
        Duration.ofSeconds(30),
        Duration.ofSeconds(5),
        Duration.ofSeconds(10),
        8 * 1024,
        1024,
        32L * 1024 * 1024,
        Option.none(),
        LinkedHashSet.empty());
  }

  /** Returns these settings with another host and port. */
  public ServiceSettings withAddress(String newHost, int newPort) {
    return edit(
        b -> {
          b.host = newHost;
          b.port = newPort;
        });
  }

  /** Returns these settings with another cap on the /suggest budget. */
  public ServiceSettings withMaxBudgetMs(long newMaxBudgetMs) {
    return edit(b -> b.maxBudgetMs = newMaxBudgetMs);
  }

  /** Returns these settings with another number of search threads and queue length. */
  public ServiceSettings withSearch(int threads, int queue) {
    return edit(b -> b.search = new Lane(threads, queue));
  }

  /** Returns these settings with another capacity of the lane of /start, /moves and /play. */
  public ServiceSettings withValidation(int threads, int queue) {
    return edit(b -> b.validation = new Lane(threads, queue));
  }

  /** Returns these settings with another capacity of the lane of /view. */
  public ServiceSettings withView(int threads, int queue) {
    return edit(b -> b.view = new Lane(threads, queue));
  }

  /** Returns these settings with another idle timeout and drain time. */
  public ServiceSettings withTimeouts(Duration newIdleTimeout, Duration newShutdownGrace) {
    return edit(
        b -> {
          b.idleTimeout = newIdleTimeout;
          b.shutdownGrace = newShutdownGrace;
        });
  }

  /** Returns these settings with another time after which an idle thread ends. */
  public ServiceSettings withThreadIdleTimeout(Duration newThreadIdleTimeout) {
    return edit(b -> b.threadIdleTimeout = newThreadIdleTimeout);
  }

  /** Returns these settings with another limit on the request line plus headers, in bytes. */
  public ServiceSettings withMaxHeaderBytes(int newMaxHeaderBytes) {
    return edit(b -> b.maxHeaderBytes = newMaxHeaderBytes);
  }

  /** Returns these settings with another limit on the connections open at once. */
  public ServiceSettings withMaxConnections(int newMaxConnections) {
    return edit(b -> b.maxConnections = newMaxConnections);
  }

  /**
   * Returns these settings with another limit on the bytes of answers waiting for their clients.
   */
  public ServiceSettings withMaxUnsentBytes(long newMaxUnsentBytes) {
    return edit(b -> b.maxUnsentBytes = newMaxUnsentBytes);
  }

  /** Returns these settings with an access log written to {@code log}, or none. */
  public ServiceSettings withAccessLog(Option<PrintStream> log) {
    return edit(b -> b.accessLog = log);
  }

  /**
   * Returns these settings with these CORS origins (for example {@code https://play.example}, or
   * {@code *} alone for any origin).
   */
  public ServiceSettings withCorsOrigins(Set<String> origins) {
    return edit(b -> b.corsOrigins = origins);
  }

  private ServiceSettings edit(Consumer<Builder> change) {
    Builder builder = new Builder(this);
    change.accept(builder);
    return builder.build();
  }

  /** A mutable copy, so that each {@code with} method names only what it changes. */
  private static final class Builder {
    String host;
    int port;
    long maxBudgetMs;
    Lane search;
    Lane validation;
    Lane view;
    Duration idleTimeout;
    Duration shutdownGrace;
    Duration threadIdleTimeout;
    int maxHeaderBytes;
    int maxConnections;
    long maxUnsentBytes;
    Option<PrintStream> accessLog;
    Set<String> corsOrigins;

    Builder(ServiceSettings s) {
      host = s.host;
      port = s.port;
      maxBudgetMs = s.maxBudgetMs;
      search = s.search;
      validation = s.validation;
      view = s.view;
      idleTimeout = s.idleTimeout;
      shutdownGrace = s.shutdownGrace;
      threadIdleTimeout = s.threadIdleTimeout;
      maxHeaderBytes = s.maxHeaderBytes;
      maxConnections = s.maxConnections;
      maxUnsentBytes = s.maxUnsentBytes;
      accessLog = s.accessLog;
      corsOrigins = s.corsOrigins;
    }

    ServiceSettings build() {
      return new ServiceSettings(
          host,
          port,
          maxBudgetMs,
          search,
          validation,
          view,
          idleTimeout,
          shutdownGrace,
          threadIdleTimeout,
          maxHeaderBytes,
          maxConnections,
          maxUnsentBytes,
          accessLog,
          corsOrigins);
    }
  }
}
