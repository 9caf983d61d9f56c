package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A lane's threads are daemons whoever starts them, and its shutdown waits for the work it took up
 * to the given time, then interrupts what still runs; an interrupted caller keeps its interrupt.
 */
class WorkLaneTests {
  private static final long LIMIT_SECONDS = 10;

  private static WorkLane oneThreadLane() {
    return new WorkLane("test", new ServiceSettings.Lane(1, 1), Duration.ofSeconds(30));
  }

  /**
   * Work that waits, interruptibly, until {@code release} opens (at most three times the tests'
   * limit), and says whether it was interrupted.
   */
  private static Runnable waitingFor(
      CountDownLatch started, CountDownLatch release, CompletableFuture<Boolean> interrupted) {
    return () -> {
      started.countDown();
      try {
        release.await(LIMIT_SECONDS * 3, TimeUnit.SECONDS);
        interrupted.complete(false);
      } catch (InterruptedException e) {
        interrupted.complete(true);
      }
    };
  }

  /** A lane of one thread, running work that waits until {@code release} opens. */
  private record Running(WorkLane lane, CompletableFuture<Boolean> interrupted) {
    static Running until(CountDownLatch release) throws InterruptedException {
      WorkLane lane = oneThreadLane();
      CountDownLatch started = new CountDownLatch(1);
      CompletableFuture<Boolean> interrupted = new CompletableFuture<>();
      assertTrue(lane.offer(waitingFor(started, release, interrupted)));
      assertTrue(started.await(LIMIT_SECONDS, TimeUnit.SECONDS));
      return new Running(lane, interrupted);
    }
  }

  @Test
  void itsThreadsAreDaemonsEvenWhenANonDaemonThreadStartsThem() throws Exception {
    WorkLane lane = oneThreadLane();
    CompletableFuture<Boolean> daemon = new CompletableFuture<>();
    Thread starter =
        new Thread(() -> lane.offer(() -> daemon.complete(Thread.currentThread().isDaemon())));
    starter.setDaemon(false);
    starter.start();
    starter.join(TimeUnit.SECONDS.toMillis(LIMIT_SECONDS));
    assertTrue(daemon.get(LIMIT_SECONDS, TimeUnit.SECONDS), "a lane thread is not a daemon");
    lane.shutdown(0);
  }

  @Test
  void shutdownInterruptsWorkStillRunningWhenItsTimeIsOver() throws Exception {
    Running running = Running.until(new CountDownLatch(1));
    running.lane().shutdown(100);
    assertTrue(
        running.interrupted().get(LIMIT_SECONDS, TimeUnit.SECONDS),
        "the work was left running unasked");
    assertFalse(running.lane().offer(() -> {}), "a shut-down lane took work");
  }

  @Test
  void shutdownLetsWorkThatEndsInTimeFinishUninterrupted() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    Running running = Running.until(release);
    CompletableFuture.runAsync(
        release::countDown, CompletableFuture.delayedExecutor(200, TimeUnit.MILLISECONDS));
    running.lane().shutdown(TimeUnit.SECONDS.toMillis(LIMIT_SECONDS * 2));
    assertFalse(
        running.interrupted().get(LIMIT_SECONDS, TimeUnit.SECONDS), "the work was interrupted");
  }

  @Test
  void anInterruptedCallerStopsTheWorkAndKeepsItsInterrupt() throws Exception {
    Running running = Running.until(new CountDownLatch(1));
    Thread.currentThread().interrupt();
    boolean kept;
    try {
      running.lane().shutdown(TimeUnit.SECONDS.toMillis(LIMIT_SECONDS * 2));
    } finally {
      kept = Thread.interrupted();
    }
    assertTrue(kept, "the lane's shutdown cleared the caller's interrupt flag");
    assertTrue(
        running.interrupted().get(LIMIT_SECONDS, TimeUnit.SECONDS), "the work was left running");
  }
}
