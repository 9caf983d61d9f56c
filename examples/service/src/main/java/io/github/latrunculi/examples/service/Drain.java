package io.github.latrunculi.examples.service;

import java.util.concurrent.atomic.AtomicInteger;
import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpHeaderValue;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The service's drain: once it has started, every answer says {@code Connection: close}, so that
 * each open connection is closed after its next answer and no client sends another request on it.
 * It counts the answers being written that keep their connection open, so that the shutdown can
 * wait for them before the server starts closing connections.
 */
final class Drain {
  private volatile boolean draining;
  private final AtomicInteger keepingAnswers = new AtomicInteger();

  /**
   * Prepares an answer about to be written: adds {@code Connection: close} when draining, and
   * returns the callback of its write, which counts it while it keeps its connection open.
   */
  Callback answering(Response response, Callback callback) {
    keepingAnswers.incrementAndGet();
    if (draining) {
      keepingAnswers.decrementAndGet();
      response.getHeaders().put(HttpHeader.CONNECTION, HttpHeaderValue.CLOSE.asString());
      return callback;
    }
    return Callback.from(
        () -> {
          keepingAnswers.decrementAndGet();
          callback.succeeded();
        },
        failure -> {
          keepingAnswers.decrementAndGet();
          callback.failed(failure);
        });
  }

  /**
   * Starts draining, and waits until the answers that were promised to keep their connection open
   * have been written, or until {@code deadlineNanos} ({@link System#nanoTime()}).
   */
  void start(long deadlineNanos) throws InterruptedException {
    draining = true;
    while (keepingAnswers.get() > 0 && System.nanoTime() < deadlineNanos) {
      Thread.sleep(1);
    }
  }
}
