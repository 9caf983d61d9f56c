package io.github.latrunculi.examples.service;

import io.vavr.collection.LinkedHashSet;
import io.vavr.collection.Set;
import io.vavr.control.Option;
import java.io.PrintStream;
import java.time.Duration;

/**
 * How a {@link ValidationService} runs: where it listens, its limits, its search capacity and what
 * it logs. Start from {@link #defaults()} and change what differs; every {@code with} method
 * returns a copy.
 *
 * @param host the host name or address to listen on, for example {@code 127.0.0.1}
 * @param port the port, or 0 for any free port
 * @param maxBudgetMs budgets of /suggest above this are lowered to it; at least 1
 * @param searchThreads how many /suggest searches run at the same time; at least 1
 * @param searchQueue how many /suggest requests may wait for a search thread; at least 0
 * @param idleTimeout how long a connection may send nothing (while its headers or body are
 *     incomplete, or between requests) before it is closed
 * @param shutdownGrace how long {@link ValidationService#close()} waits for requests in flight
 * @param maxHeaderBytes the largest request line plus headers accepted, in bytes
 * @param accessLog where one line per request is written, or none
 * @param corsOrigins the origins allowed to call the service from a browser (CORS); empty for none
 */
public record ServiceSettings(
    String host,
    int port,
    long maxBudgetMs,
    int searchThreads,
    int searchQueue,
    Duration idleTimeout,
    Duration shutdownGrace,
    int maxHeaderBytes,
    Option<PrintStream> accessLog,
    Set<String> corsOrigins) {

  /** Checks the values. */
  public ServiceSettings {
    if (port < 0 || port > 65535) {
      throw new IllegalArgumentException("the port must be 0 to 65535, not " + port);
    }
    if (maxBudgetMs < 1 || searchThreads < 1 || searchQueue < 0 || maxHeaderBytes < 256) {
      throw new IllegalArgumentException(
          "maxBudgetMs and searchThreads must be at least 1, searchQueue at least 0, maxHeaderBytes at least 256");
    }
    if (idleTimeout.isNegative() || idleTimeout.isZero() || shutdownGrace.isNegative()) {
      throw new IllegalArgumentException("the idle timeout must be positive and the grace period not negative");
    }
  }

  /**
   * Returns the defaults: 127.0.0.1:8080, a budget cap of {@value ValidationService#DEFAULT_MAX_BUDGET_MS}
   * ms, one search thread per processor but one (at least one), so that validation always has a
   * processor free, with a queue as long, a 30 s idle timeout, a 5 s grace period, 8 KiB of
   * request headers, no access log and no CORS origin.
   */
  public static ServiceSettings defaults() {
    int searchers = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    return new ServiceSettings(
        "127.0.0.1",
        8080,
        ValidationService.DEFAULT_MAX_BUDGET_MS,
        searchers,
        searchers,
        Duration.ofSeconds(30),
        Duration.ofSeconds(5),
        8 * 1024,
        Option.none(),
        LinkedHashSet.empty());
  }

  /** Returns these settings with another host and port. */
  public ServiceSettings withAddress(String newHost, int newPort) {
    return new ServiceSettings(newHost, newPort, maxBudgetMs, searchThreads, searchQueue, idleTimeout,
        shutdownGrace, maxHeaderBytes, accessLog, corsOrigins);
  }

  /** Returns these settings with another cap on the /suggest budget. */
  public ServiceSettings withMaxBudgetMs(long newMaxBudgetMs) {
    return new ServiceSettings(host, port, newMaxBudgetMs, searchThreads, searchQueue, idleTimeout,
        shutdownGrace, maxHeaderBytes, accessLog, corsOrigins);
  }

  /** Returns these settings with another number of search threads and queue length. */
  public ServiceSettings withSearch(int threads, int queue) {
    return new ServiceSettings(host, port, maxBudgetMs, threads, queue, idleTimeout,
        shutdownGrace, maxHeaderBytes, accessLog, corsOrigins);
  }

  /** Returns these settings with another idle timeout and grace period. */
  public ServiceSettings withTimeouts(Duration newIdleTimeout, Duration newShutdownGrace) {
    return new ServiceSettings(host, port, maxBudgetMs, searchThreads, searchQueue, newIdleTimeout,
        newShutdownGrace, maxHeaderBytes, accessLog, corsOrigins);
  }

  /** Returns these settings with another limit on the request line plus headers, in bytes. */
  public ServiceSettings withMaxHeaderBytes(int newMaxHeaderBytes) {
    return new ServiceSettings(host, port, maxBudgetMs, searchThreads, searchQueue, idleTimeout,
        shutdownGrace, newMaxHeaderBytes, accessLog, corsOrigins);
  }

  /** Returns these settings with an access log written to {@code log}, or none. */
  public ServiceSettings withAccessLog(Option<PrintStream> log) {
    return new ServiceSettings(host, port, maxBudgetMs, searchThreads, searchQueue, idleTimeout,
        shutdownGrace, maxHeaderBytes, log, corsOrigins);
  }

  /** Returns these settings with these CORS origins (for example {@code https://play.example}). */
  public ServiceSettings withCorsOrigins(Set<String> origins) {
    return new ServiceSettings(host, port, maxBudgetMs, searchThreads, searchQueue, idleTimeout,
        shutdownGrace, maxHeaderBytes, accessLog, origins);
  }
}
