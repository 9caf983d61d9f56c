package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.LinkedHashSet;
import io.vavr.control.Option;
import java.io.PrintStream;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * {@link ServiceSettings}: the documented defaults (README, "Running it in production"), the
 * copies made by each {@code with} method, and the ranges its constructor checks.
 */
class ServiceSettingsTests {
  private static final ServiceSettings DEFAULTS = ServiceSettings.defaults();

  private static ServiceSettings with(int port, long maxBudgetMs, int threads, int queue, int headerBytes) {
    return new ServiceSettings(
        "127.0.0.1", port, maxBudgetMs, threads, queue, Duration.ofSeconds(30), Duration.ofSeconds(5),
        headerBytes, Option.none(), LinkedHashSet.empty());
  }

  private static ServiceSettings withTimeouts(Duration idle, Duration grace) {
    return DEFAULTS.withTimeouts(idle, grace);
  }

  @Test
  void theDefaultsAreLoopback8080ABudgetCapOf2sThirtySecondsIdleFiveSecondsGraceAnd8KiBHeaders() {
    assertEquals("127.0.0.1", DEFAULTS.host());
    assertEquals(8080, DEFAULTS.port());
    assertEquals(2000, DEFAULTS.maxBudgetMs());
    assertEquals(Duration.ofSeconds(30), DEFAULTS.idleTimeout());
    assertEquals(Duration.ofSeconds(5), DEFAULTS.shutdownGrace());
    assertEquals(8 * 1024, DEFAULTS.maxHeaderBytes());
    assertTrue(DEFAULTS.accessLog().isEmpty(), "no access log unless asked for");
    assertTrue(DEFAULTS.corsOrigins().isEmpty(), "no CORS origin unless asked for");
  }

  @Test
  void theDefaultSearchUsesEveryProcessorButOneAndAQueueAsLong() {
    int expected = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    assertEquals(expected, DEFAULTS.searchThreads());
    assertEquals(expected, DEFAULTS.searchQueue());
  }

  @Test
  void eachWithMethodChangesItsOwnFieldsOnly() {
    PrintStream log = new PrintStream(java.io.OutputStream.nullOutputStream());
    ServiceSettings changed =
        DEFAULTS.withAddress("0.0.0.0", 9090)
            .withMaxBudgetMs(300)
            .withSearch(3, 7)
            .withTimeouts(Duration.ofMillis(500), Duration.ofSeconds(2))
            .withMaxHeaderBytes(16 * 1024)
            .withAccessLog(Option.some(log))
            .withCorsOrigins(LinkedHashSet.of("https://play.example"));
    assertEquals(
        new ServiceSettings(
            "0.0.0.0", 9090, 300, 3, 7, Duration.ofMillis(500), Duration.ofSeconds(2), 16 * 1024,
            Option.some(log), LinkedHashSet.of("https://play.example")),
        changed);
    assertEquals(DEFAULTS, ServiceSettings.defaults(), "the defaults are not changed by the copies");
  }

  @Test
  void thePortIsZeroTo65535() {
    assertEquals(0, with(0, 1, 1, 0, 256).port());
    assertEquals(65535, with(65535, 1, 1, 0, 256).port());
    IllegalArgumentException low = assertThrows(IllegalArgumentException.class, () -> with(-1, 1, 1, 0, 256));
    assertEquals("the port must be 0 to 65535, not -1", low.getMessage());
    assertThrows(IllegalArgumentException.class, () -> with(65536, 1, 1, 0, 256));
  }

  @Test
  void budgetCapAndSearchThreadsAreAtLeastOneTheQueueAtLeastZeroAndHeadersAtLeast256Bytes() {
    ServiceSettings smallest = with(0, 1, 1, 0, 256);
    assertEquals(1, smallest.maxBudgetMs());
    assertEquals(1, smallest.searchThreads());
    assertEquals(0, smallest.searchQueue());
    assertEquals(256, smallest.maxHeaderBytes());
    assertThrows(IllegalArgumentException.class, () -> with(0, 0, 1, 0, 256));
    assertThrows(IllegalArgumentException.class, () -> with(0, 1, 0, 0, 256));
    assertThrows(IllegalArgumentException.class, () -> with(0, 1, 1, -1, 256));
    assertThrows(IllegalArgumentException.class, () -> with(0, 1, 1, 0, 255));
  }

  @Test
  void theIdleTimeoutIsPositiveAndTheGracePeriodNotNegative() {
    assertEquals(Duration.ZERO, withTimeouts(Duration.ofMillis(1), Duration.ZERO).shutdownGrace());
    assertThrows(IllegalArgumentException.class, () -> withTimeouts(Duration.ZERO, Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> withTimeouts(Duration.ofMillis(-1), Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> withTimeouts(Duration.ofMillis(1), Duration.ofMillis(-1)));
  }
}
