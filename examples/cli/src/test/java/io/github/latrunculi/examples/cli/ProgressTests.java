package io.github.latrunculi.examples.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** {@link Progress} on a clock the test sets: when it writes, what, and its time formats. */
class ProgressTests {
  private static final long SECOND = 1_000_000_000L;

  private final AtomicLong now = new AtomicLong(5 * SECOND);
  // A stream that buffers: a report must reach the bytes without a later flush.
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final PrintWriter err = new PrintWriter(bytes, false, StandardCharsets.UTF_8);

  private String written() {
    return bytes.toString(StandardCharsets.UTF_8);
  }

  @Test
  void theFirstReportIsWrittenAtOnceThenAtMostOneASecond() {
    Progress progress = new Progress(err, "job", true, now::get);
    progress.report(() -> "first");
    assertEquals("job: first, 0.0 s so far\n", written());
    now.addAndGet(SECOND - 1);
    progress.report(() -> "too soon");
    assertEquals("job: first, 0.0 s so far\n", written());
    now.addAndGet(1);
    progress.report(() -> "second");
    assertEquals("job: first, 0.0 s so far\njob: second, 1.0 s so far\n", written());
  }

  @Test
  void aDisabledProgressWritesNothing() {
    Progress progress = new Progress(err, "job", false, now::get);
    progress.report(() -> "anything");
    now.addAndGet(3 * SECOND);
    progress.report(() -> "anything");
    err.flush();
    assertEquals("", written());
  }

  @Test
  void durationsBelowAMinuteHaveTenthsAndLongerOnesMinutesAndSeconds() {
    assertEquals("4.2 s", Progress.duration(4_200_000_000L));
    assertEquals("59.9 s", Progress.duration(59_900_000_000L));
    assertEquals("1 min 00 s", Progress.duration(60 * SECOND));
    assertEquals("3 min 05 s", Progress.duration(185 * SECOND));
  }

  @Test
  void theTimeLeftAssumesTheRemainingPartsTakeAsLongAsTheDoneOnes() {
    Progress progress = new Progress(err, "job", true, now::get);
    now.addAndGet(30 * SECOND);
    assertEquals("1 min 30 s", progress.left(1, 4));
    assertEquals("10.0 s", progress.left(3, 4));
    assertEquals("0.0 s", progress.left(4, 4));
    assertEquals(30.0, progress.seconds(), 1e-9);
  }
}
