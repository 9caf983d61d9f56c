package io.github.latrunculi.examples.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import picocli.CommandLine.Option;

/**
 * Progress lines on standard error for jobs that can run for more than a few seconds ({@code
 * perft}, {@code selfplay}, {@code ladder}), at most one a second after the first. Standard output
 * stays the job's answer alone, so progress never mixes into piped results.
 */
final class Progress {
  private static final long INTERVAL_NANOS = 1_000_000_000L;

  /** The launcher script sets this to 1 when its standard error is a terminal. */
  static final String TERMINAL_VARIABLE = "LATRUNCULI_STDERR_IS_TERMINAL";

  /** The {@code --progress} and {@code --quiet} options, as a picocli mixin. */
  static final class Options {
    @Option(
        names = "--progress",
        description = "report progress on standard error even when it is not a terminal")
    boolean progress;

    @Option(names = "--quiet", description = "report no progress (and no timing) on standard error")
    boolean quiet;

    /** Whether progress is shown: forced, silenced, or shown when standard error is a terminal. */
    boolean showProgress() {
      if (quiet) {
        return false;
      }
      return progress || System.console() != null || "1".equals(System.getenv(TERMINAL_VARIABLE));
    }
  }

  private final PrintWriter err;
  private final String job;
  private final boolean enabled;
  private final LongSupplier clock;
  private final long started;
  private long lastReport;
  private boolean reported;

  /**
   * Creates the progress of {@code job}.
   *
   * @param clock the time in nanoseconds, {@code System::nanoTime} but in tests
   */
  Progress(PrintWriter err, String job, boolean enabled, LongSupplier clock) {
    this.err = err;
    this.job = job;
    this.enabled = enabled;
    this.clock = clock;
    this.started = clock.getAsLong();
  }

  /** Returns the progress of {@code job}, written to {@code err} when the options show it. */
  static Progress of(PrintWriter err, String job, Options options) {
    return new Progress(err, job, options.showProgress(), System::nanoTime);
  }

  /** Writes {@code job: <line>, <elapsed>} unless a line was written less than a second ago. */
  void report(Supplier<String> line) {
    if (!enabled) {
      return;
    }
    long now = clock.getAsLong();
    if (reported && now - lastReport < INTERVAL_NANOS) {
      return;
    }
    reported = true;
    lastReport = now;
    err.println(job + ": " + line.get() + ", " + duration(now - started) + " so far");
    err.flush();
  }

  /** Returns the seconds elapsed since the job started. */
  double seconds() {
    return (clock.getAsLong() - started) / 1e9;
  }

  /**
   * Estimates the time left when {@code done} of {@code total} equal parts are done, from the time
   * they took, as {@link #duration} writes it.
   */
  String left(int done, int total) {
    long elapsed = clock.getAsLong() - started;
    return duration(elapsed / done * (total - done));
  }

  /** Formats a duration as {@code 4.2 s} below a minute and {@code 3 min 05 s} above. */
  static String duration(long nanos) {
    double seconds = nanos / 1e9;
    if (seconds < 60) {
      return String.format(Locale.ROOT, "%.1f s", seconds);
    }
    long whole = Math.round(seconds);
    return String.format(Locale.ROOT, "%d min %02d s", whole / 60, whole % 60);
  }
}
