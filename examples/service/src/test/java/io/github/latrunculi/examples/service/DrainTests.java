package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.Test;

/**
 * The drain's start waits for the answers that were promised to keep their connection open, and no
 * longer than its deadline. (An answer prepared before the drain does not touch its response, so
 * these tests pass none.)
 */
class DrainTests {
  private static final long LIMIT_SECONDS = 10;

  /** Runs {@code drain.start} with a deadline {@code seconds} from now on another thread. */
  private static CompletableFuture<Void> starting(Drain drain, long seconds) {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
    return CompletableFuture.runAsync(
        () -> {
          try {
            drain.start(deadline);
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
        });
  }

  /**
   * Asserts that a drain started while an answer keeps its connection waits, and that {@code
   * ending} the answer's write ends the wait.
   */
  private static void assertTheDrainWaitsUntil(Consumer<Callback> ending) throws Exception {
    Drain drain = new Drain();
    Callback written = drain.answering(null, Callback.NOOP);
    CompletableFuture<Void> start = starting(drain, LIMIT_SECONDS * 3);
    Thread.sleep(300);
    assertFalse(start.isDone(), "the drain started while an answer kept its connection");
    ending.accept(written);
    start.get(LIMIT_SECONDS, TimeUnit.SECONDS);
  }

  @Test
  void startWaitsForAKeptAnswerUntilItIsWritten() throws Exception {
    assertTheDrainWaitsUntil(Callback::succeeded);
  }

  @Test
  void aFailedWriteEndsTheWaitToo() throws Exception {
    assertTheDrainWaitsUntil(written -> written.failed(new IOException("reset")));
  }

  @Test
  void startWaitsNoLongerThanItsDeadline() throws Exception {
    Drain drain = new Drain();
    drain.answering(null, Callback.NOOP);
    starting(drain, 1).get(LIMIT_SECONDS, TimeUnit.SECONDS);
  }

  @Test
  void withNoKeptAnswerStartReturnsAtOnce() throws Exception {
    Drain drain = new Drain();
    drain.answering(null, Callback.NOOP).succeeded();
    CompletableFuture<Void> start = starting(drain, LIMIT_SECONDS * 3);
    start.get(LIMIT_SECONDS, TimeUnit.SECONDS);
    assertTrue(start.isDone());
  }
}
