package io.github.latrunculi.examples.service;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One lane of costly work (searches, views, validations): a fixed number of daemon threads named
 * {@code latrunculi-<name>-N} and a bounded queue. Work that finds both full is refused at once,
 * never queued without bound, so a burst of one kind of request cannot hold the threads or the
 * memory that others need. Threads idle for the thread idle timeout end, and start again with the
 * next request.
 */
final class WorkLane {
  private final String name;
  private final ThreadPoolExecutor executor;

  /**
   * Creates the lane.
   *
   * @param name the lane's name, in its threads' names and its metrics
   * @param capacity its threads and queue
   * @param threadIdleTimeout how long an idle thread stays
   */
  WorkLane(String name, ServiceSettings.Lane capacity, Duration threadIdleTimeout) {
    this.name = name;
    BlockingQueue<Runnable> queue =
        capacity.queue() == 0
            ? new SynchronousQueue<>()
            : new ArrayBlockingQueue<>(capacity.queue());
    AtomicInteger count = new AtomicInteger();
    this.executor =
        new ThreadPoolExecutor(
            capacity.threads(),
            capacity.threads(),
            threadIdleTimeout.toMillis(),
            TimeUnit.MILLISECONDS,
            queue,
            task -> {
              Thread thread =
                  new Thread(task, "latrunculi-" + name + "-" + count.incrementAndGet());
              thread.setDaemon(true);
              return thread;
            },
            new ThreadPoolExecutor.AbortPolicy());
    executor.allowCoreThreadTimeOut(true);
  }

  /** Returns the lane's name. */
  String name() {
    return name;
  }

  /**
   * Runs {@code work} on the lane.
   *
   * @return false when the lane is full (or shut down) and the work was not taken
   */
  boolean offer(Runnable work) {
    try {
      executor.execute(work);
      return true;
    } catch (RejectedExecutionException full) {
      return false;
    }
  }

  /** Returns how many requests run now. */
  int active() {
    return executor.getActiveCount();
  }

  /** Returns how many requests wait for a thread. */
  int queued() {
    return executor.getQueue().size();
  }

  /** Takes no more work, lets what was taken finish, and waits for it up to {@code millis}. */
  void shutdown(long millis) {
    executor.shutdown();
    try {
      if (!executor.awaitTermination(millis, TimeUnit.MILLISECONDS)) {
        executor.shutdownNow();
      }
    } catch (InterruptedException e) {
      executor.shutdownNow();
      Thread.currentThread().interrupt();
    }
  }
}
