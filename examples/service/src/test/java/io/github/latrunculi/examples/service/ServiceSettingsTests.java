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
 * {@link ServiceSettings}: the documented defaults (README, "Running it in production"), the copies
 * made by each {@code with} method, and the ranges its constructor checks.
 */
class ServiceSettingsTests {
  private static final ServiceSettings DEFAULTS = ServiceSettings.defaults();

  private static ServiceSettings with(
      int port, long maxBudgetMs, int threads, int queue, int headerBytes) {
    return new ServiceSettings(
        "127.0.0.1",
        port,
        maxBudgetMs,
        new ServiceSettings.Lane(threads, queue),
        DEFAULTS.validation(),
        DEFAULTS.view(),
        Duration.ofSeconds(30),
        Duration.ofSeconds(5),
        Duration.ofSeconds(10),
        headerBytes,
        1024,
        0,
        Option.none(),
        LinkedHashSet.empty());
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
    assertEquals(Duration.ofSeconds(10), DEFAULTS.threadIdleTimeout());
    assertEquals(8 * 1024, DEFAULTS.maxHeaderBytes());
    assertEquals(1024, DEFAULTS.maxConnections());
    assertEquals(32L * 1024 * 1024, DEFAULTS.maxUnsentBytes());
    assertTrue(DEFAULTS.accessLog().isEmpty(), "no access log unless asked for");
    assertTrue(DEFAULTS.corsOrigins().isEmpty(), "no CORS origin unless asked for");
  }

  @Test
  void theDefaultSearchUsesEveryProcessorButOneAndAQueueAsLong() {
    int expected = Math.max(1, Runtime.getRuntime().availableProcessors() - 1);
    assertEquals(new ServiceSettings.Lane(expected, expected), DEFAULTS.search());
  }

  @Test
  void theDefaultLanesOfValidationAndViewAreDocumented() {
    int processors = Runtime.getRuntime().availableProcessors();
    assertEquals(new ServiceSettings.Lane(Math.max(2, processors), 64), DEFAULTS.validation());
    assertEquals(new ServiceSettings.Lane(Math.max(1, processors - 1), 16), DEFAULTS.view());
  }

  @Test
  void aCorsOriginIsAnOriginAsBrowsersSendItOrAStarAlone() {
    assertEquals(
        LinkedHashSet.of("*"), DEFAULTS.withCorsOrigins(LinkedHashSet.of("*")).corsOrigins());
    assertEquals(
        LinkedHashSet.of("https://play.example", "http://localhost:3000"),
        DEFAULTS
            .withCorsOrigins(LinkedHashSet.of("https://play.example", "http://localhost:3000"))
            .corsOrigins());
    IllegalArgumentException star =
        assertThrows(
            IllegalArgumentException.class,
            () -> DEFAULTS.withCorsOrigins(LinkedHashSet.of("*", "https://a.example")));
    assertTrue(star.getMessage().contains("'*' already allows every origin"), star.getMessage());
    for (String wrong :
        new String[] {
          "https://play.example/", "play.example", "https://play.example/app", "null", ""
        }) {
      IllegalArgumentException refused =
          assertThrows(
              IllegalArgumentException.class,
              () -> DEFAULTS.withCorsOrigins(LinkedHashSet.of(wrong)),
              wrong);
      assertTrue(refused.getMessage().contains("'" + wrong + "'"), refused.getMessage());
    }
  }

  @Test
  void eachWithMethodChangesItsOwnFieldsOnly() {
    PrintStream log = new PrintStream(java.io.OutputStream.nullOutputStream());
    ServiceSettings changed =
        DEFAULTS
            .withAddress("0.0.0.0", 9090)
            .withMaxBudgetMs(300)
            .withSearch(3, 7)
            .withValidation(4, 8)
            .withView(5, 9)
            .withTimeouts(Duration.ofMillis(500), Duration.ofSeconds(2))
            .withThreadIdleTimeout(Duration.ofSeconds(3))
            .withMaxHeaderBytes(16 * 1024)
            .withMaxConnections(77)
            .withMaxUnsentBytes(1234)
            .withAccessLog(Option.some(log))
            .withCorsOrigins(LinkedHashSet.of("https://play.example"));
    assertEquals(
        new ServiceSettings(
            "0.0.0.0",
            9090,
            300,
            new ServiceSettings.Lane(3, 7),
            new ServiceSettings.Lane(4, 8),
            new ServiceSettings.Lane(5, 9),
            Duration.ofMillis(500),
            Duration.ofSeconds(2),
            Duration.ofSeconds(3),
            16 * 1024,
            77,
            1234,
            Option.some(log),
            LinkedHashSet.of("https://play.example")),
        changed);
    assertEquals(
        DEFAULTS, ServiceSettings.defaults(), "the defaults are not changed by the copies");
  }

  @Test
  void thePortIsZeroTo65535() {
    assertEquals(0, with(0, 1, 1, 0, 256).port());
    assertEquals(65535, with(65535, 1, 1, 0, 256).port());
    IllegalArgumentException low =
        assertThrows(IllegalArgumentException.class, () -> with(-1, 1, 1, 0, 256));
    assertEquals("the port must be 0 to 65535, not -1", low.getMessage());
    assertThrows(IllegalArgumentException.class, () -> with(65536, 1, 1, 0, 256));
  }

  @Test
  void budgetCapAndSearchThreadsAreAtLeastOneTheQueueAtLeastZeroAndHeadersAtLeast256Bytes() {
    ServiceSettings smallest = with(0, 1, 1, 0, 256);
    assertEquals(1, smallest.maxBudgetMs());
    assertEquals(new ServiceSettings.Lane(1, 0), smallest.search());
    assertEquals(256, smallest.maxHeaderBytes());
    assertThrows(IllegalArgumentException.class, () -> with(0, 0, 1, 0, 256));
    assertThrows(IllegalArgumentException.class, () -> with(0, 1, 0, 0, 256));
    assertThrows(IllegalArgumentException.class, () -> with(0, 1, 1, -1, 256));
    assertThrows(IllegalArgumentException.class, () -> with(0, 1, 1, 0, 255));
  }

  @Test
  void theLimitsOfConnectionsAndUnsentBytesAreChecked() {
    assertThrows(IllegalArgumentException.class, () -> DEFAULTS.withMaxConnections(0));
    assertEquals(1, DEFAULTS.withMaxConnections(1).maxConnections());
    assertThrows(IllegalArgumentException.class, () -> DEFAULTS.withMaxUnsentBytes(-1));
    assertEquals(0, DEFAULTS.withMaxUnsentBytes(0).maxUnsentBytes());
    assertThrows(
        IllegalArgumentException.class, () -> DEFAULTS.withThreadIdleTimeout(Duration.ZERO));
    assertThrows(IllegalArgumentException.class, () -> DEFAULTS.withValidation(0, 1));
    assertThrows(IllegalArgumentException.class, () -> DEFAULTS.withView(1, -1));
  }

  @Test
  void theIdleTimeoutIsPositiveAndTheGracePeriodNotNegative() {
    assertEquals(Duration.ZERO, withTimeouts(Duration.ofMillis(1), Duration.ZERO).shutdownGrace());
    assertThrows(IllegalArgumentException.class, () -> withTimeouts(Duration.ZERO, Duration.ZERO));
    assertThrows(
        IllegalArgumentException.class, () -> withTimeouts(Duration.ofMillis(-1), Duration.ZERO));
    assertThrows(
        IllegalArgumentException.class,
        () -> withTimeouts(Duration.ofMillis(1), Duration.ofMillis(-1)));
  }
}
