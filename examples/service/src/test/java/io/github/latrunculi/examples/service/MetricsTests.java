package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The gauges of {@code GET /metrics} beyond the request counts: the JVM's threads and memory, and
 * the process's resident memory read from its Linux status file.
 */
class MetricsTests {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  private static final double MIB = 1024 * 1024;

  /** The sum of every series of gauge {@code name} in the scraped {@code text}. */
  private static double gauge(String text, String name) {
    Matcher m = Pattern.compile("(?m)^" + name + "(\\{[^}]*})? (\\S+)$").matcher(text);
    double sum = 0;
    int series = 0;
    while (m.find()) {
      sum += Double.parseDouble(m.group(2));
      series++;
    }
    assertTrue(series > 0, () -> name + " is missing:\n" + text);
    return sum;
  }

  @Test
  void theJvmsThreadsAndMemoryAndTheResidentMemoryAreReported() throws Exception {
    try (ValidationService service = ValidationService.start("127.0.0.1", 0)) {
      String text =
          RawHttp.send(
                  service.port(),
                  "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                  LIMIT)
              .text();
      assertTrue(gauge(text, "jvm_threads_live_threads") >= 1, text);
      assertTrue(gauge(text, "jvm_memory_used_bytes") > 0, text);
      assumeTrue(Files.isReadable(Path.of("/proc/self/status")), "not Linux");
      double resident = gauge(text, "process_resident_memory_bytes");
      // A JVM running a Jetty server holds tens of MiB at least, and no test machine a TiB.
      assertTrue(resident > 16 * MIB && resident < 1024 * 1024 * MIB, "resident: " + resident);
    }
  }

  @Test
  void theResidentMemoryIsTheStatusFilesVmRssInBytes(@TempDir Path dir) throws Exception {
    Path status = dir.resolve("status");
    Files.writeString(
        status,
        "Name:\tjava\nVmPeak:\t  99999 kB\nVmRSS:\t   12345 kB\nThreads:\t7\n",
        StandardCharsets.US_ASCII);
    assertEquals(12345 * 1024.0, Metrics.residentBytes(status));
  }

  @Test
  void theResidentMemoryIsNaNWithoutAStatusFileOrItsLine(@TempDir Path dir) throws Exception {
    Path status = dir.resolve("status");
    assertTrue(Double.isNaN(Metrics.residentBytes(status)), "no file");
    Files.writeString(status, "Name:\tjava\nThreads:\t7\n", StandardCharsets.US_ASCII);
    assertTrue(Double.isNaN(Metrics.residentBytes(status)), "no VmRSS line");
  }
}
