package io.github.latrunculi.examples.bench;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The validation service under three hostile request mixes, measuring what its other clients see
 * meanwhile: while a scenario runs, a probe sends {@code GET /health} and {@code POST /play} on
 * fresh connections one after the other, and the server's resident memory is sampled. One line per
 * scenario gives both endpoints' p50 and p99, the probes left unanswered after 5 s, the peak
 * resident memory, and what the scenario's own requests were answered (by status; {@code cut} for
 * those the end of the scenario interrupted).
 *
 * <ul>
 *   <li>{@code view}: 300 connections each pipelining 20 {@code POST /view} of a crowded Desdemona
 *       position (834 legal moves, about 125 KB per answer), reading their answers;
 *   <li>{@code suggest}: 40 clients each sending {@code POST /suggest} (budget 1000 ms) again as
 *       soon as answered;
 *   <li>{@code slow}: 200 slowloris connections (a header byte every 100 ms) and 200 half-open ones
 *       (a body announced and never sent), held open.
 * </ul>
 *
 * <p>By default the driver starts the service in a child JVM with the default heap ({@code
 * latrunculi serve --port 0 --no-access-log}), so that the memory measured is the server's alone,
 * and stops it at the end; {@code --url} uses a running service on this machine (its memory read
 * from {@code /metrics}). Loopback only; every scenario is bounded in count and time.
 *
 * <p>Run: {@code java -cp examples/bench/target/benchmarks.jar
 * io.github.latrunculi.examples.bench.ScenarioLoadDriver [--scenario view|suggest|slow|all]
 * [--scale F] [--seconds S] [--url http://127.0.0.1:port]}. Defaults: all, scale 1 (the counts
 * above; 0.1 runs a tenth of each), 20 s per scenario (the view burst ends sooner when every client
 * has its answers).
 */
public final class ScenarioLoadDriver {
  /** A Desdemona position with 834 legal moves. */
  static final String CROWDED =
      "amazonsflip regular A5A3/4sa1s1A/4s3a1/3S1s4/8S1/8sa/1S2S5/10/10/1A4a3 1 -";

  private static final String PLAY_BODY =
      "{\"position\":\"chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -\",\"moves\":[\"c2-c4\",\"c6-c5\"]}";
  private static final int PROBE_LIMIT_MS = 5000;
  private static final Pattern STATUS = Pattern.compile("HTTP/1\\.1 (\\d{3}) ");

  private ScenarioLoadDriver() {}

  /**
   * What to run.
   *
   * @param scenarios the scenarios, in order
   * @param scale the fraction of each scenario's counts
   * @param seconds the longest a scenario runs
   * @param url a running service, or null to start one
   */
  private record Settings(List<String> scenarios, double scale, int seconds, String url) {}

  /**
   * Runs the scenarios and prints one table row per scenario.
   *
   * @param args the options listed in the class description
   * @throws Exception when the service cannot start or be reached
   */
  public static void main(String[] args) throws Exception {
    Settings settings = parse(args);
    Process child = null;
    String base = settings.url();
    LongSupplier rss;
    if (base == null) {
      child = startService();
      base = readAddress(child);
      long pid = child.pid();
      rss = () -> residentBytes(Path.of("/proc/" + pid + "/status"));
    } else {
      String url = base;
      rss = () -> residentFromMetrics(url);
    }
    URI uri = URI.create(base);
    InetSocketAddress server = new InetSocketAddress(uri.getHost(), uri.getPort());
    try {
      System.out.println(
          "| scenario | /health p50 | /health p99 | /play p50 | /play p99 | probes unanswered | peak RSS | scenario answers |");
      System.out.println("| --- | --- | --- | --- | --- | --- | --- | --- |");
      for (String scenario : settings.scenarios()) {
        System.out.println(run(scenario, server, settings, rss));
      }
    } finally {
      if (child != null) {
        child.destroy();
        child.waitFor(30, TimeUnit.SECONDS);
      }
    }
  }

  private static Settings parse(String[] args) {
    List<String> scenarios = List.of("view", "suggest", "slow");
    double scale = 1;
    int seconds = 20;
    String url = null;
    for (int i = 0; i + 1 < args.length; i += 2) {
      switch (args[i]) {
        case "--scenario" ->
            scenarios = args[i + 1].equals("all") ? scenarios : List.of(args[i + 1].split(","));
        case "--scale" -> scale = Double.parseDouble(args[i + 1]);
        case "--seconds" -> seconds = Integer.parseInt(args[i + 1]);
        case "--url" -> url = args[i + 1];
        default -> usage("unknown option " + args[i]);
      }
    }
    if (args.length % 2 != 0
        || scale <= 0
        || scale > 1
        || seconds < 1
        || !List.of("view", "suggest", "slow").containsAll(scenarios)) {
      usage(
          "usage: ScenarioLoadDriver [--scenario view|suggest|slow|all] [--scale 0<F<=1] [--seconds S>=1] [--url URL]");
    }
    if (url != null && !isLoopback(URI.create(url).getHost())) {
      usage(
          "the scenarios attack the server: --url must name this machine (127.0.0.1, ::1 or localhost)");
    }
    return new Settings(scenarios, scale, seconds, url);
  }

  private static boolean isLoopback(String host) {
    try {
      return host != null && InetAddress.getByName(host).isLoopbackAddress();
    } catch (IOException e) {
      return false;
    }
  }

  private static void usage(String message) {
    System.err.println(message);
    System.exit(2);
  }

  /**
   * Starts {@code latrunculi serve} in a child JVM with this JVM's class path and the default heap.
   */
  private static Process startService() throws IOException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    return new ProcessBuilder(
            java,
            "-cp",
            System.getProperty("java.class.path"),
            "io.github.latrunculi.examples.service.ServeCommand",
            "--port",
            "0",
            "--no-access-log")
        .redirectError(ProcessBuilder.Redirect.INHERIT)
        .start();
  }

  private static String readAddress(Process child) throws IOException {
    BufferedReader out =
        new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
    String line = out.readLine();
    Matcher m = Pattern.compile("listening on (http://\\S+)").matcher(String.valueOf(line));
    if (!m.find()) {
      throw new IOException("the service did not start: " + line);
    }
    return m.group(1);
  }

  /** Runs one scenario with the probe and the memory sampler, and returns its table row. */
  private static String run(
      String scenario, InetSocketAddress server, Settings settings, LongSupplier rss)
      throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(settings.seconds());
    ConcurrentHashMap<String, AtomicLong> answers = new ConcurrentHashMap<>();
    List<Thread> load = new ArrayList<>();
    List<Socket> held = new ArrayList<>();
    switch (scenario) {
      case "view" -> {
        String view = post("/view", "{\"position\":\"" + CROWDED + "\"}").repeat(20);
        for (int c = 0; c < scaled(300, settings); c++) {
          load.add(start(() -> pipelined(server, view, 20, deadline, answers)));
        }
      }
      case "suggest" -> {
        String search = post("/suggest", "{\"position\":\"" + CROWDED + "\",\"budgetMs\":1000}");
        for (int c = 0; c < scaled(40, settings); c++) {
          load.add(
              start(
                  () -> {
                    while (System.nanoTime() < deadline) {
                      // A refused client waits the Retry-After second, as a well-behaved client
                      // does.
                      if (pipelined(server, search, 1, deadline, answers).equals("503")) {
                        pause(1000);
                      }
                    }
                  }));
        }
      }
      default -> {
        for (int c = 0; c < scaled(200, settings); c++) {
          held.add(
              connect(
                  server,
                  "POST /play HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{\"position\":"));
        }
        List<Socket> slow = new ArrayList<>();
        for (int c = 0; c < scaled(200, settings); c++) {
          slow.add(connect(server, "GET /health HTTP/1.1\r\n"));
        }
        held.addAll(slow);
        load.add(start(() -> trickle(slow, deadline)));
      }
    }
    long[] peak = {rss.getAsLong()};
    Thread sampler =
        start(
            () -> {
              while (System.nanoTime() < deadline && load.stream().anyMatch(Thread::isAlive)) {
                peak[0] = Math.max(peak[0], rss.getAsLong());
                pause(200);
              }
            });
    List<Long> health = new ArrayList<>();
    List<Long> play = new ArrayList<>();
    int unanswered = 0;
    while (System.nanoTime() < deadline && load.stream().anyMatch(Thread::isAlive)) {
      unanswered +=
          probe(server, "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", health);
      unanswered +=
          probe(
              server,
              post("/play", PLAY_BODY).replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"),
              play);
      pause(20);
    }
    for (Thread thread : load) {
      thread.join(TimeUnit.SECONDS.toMillis(settings.seconds()));
    }
    sampler.join();
    for (Socket socket : held) {
      socket.close();
    }
    return String.format(
        Locale.ROOT,
        "| %s | %.1f ms | %.1f ms | %.1f ms | %.1f ms | %d of %d | %d MiB | %s |",
        describe(scenario, settings),
        percentile(health, 50),
        percentile(health, 99),
        percentile(play, 50),
        percentile(play, 99),
        unanswered,
        health.size() + play.size() + unanswered,
        peak[0] >> 20,
        answers.isEmpty() ? "-" : new java.util.TreeMap<>(answers).toString());
  }

  private static String describe(String scenario, Settings settings) {
    return switch (scenario) {
      case "view" -> scaled(300, settings) + " connections x 20 pipelined /view";
      case "suggest" -> scaled(40, settings) + " concurrent /suggest";
      default -> scaled(200, settings) + " slowloris + " + scaled(200, settings) + " half-open";
    };
  }

  private static int scaled(int count, Settings settings) {
    return Math.max(1, (int) Math.round(count * settings.scale()));
  }

  private static String post(String path, String body) {
    return "POST "
        + path
        + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
        + body.getBytes(StandardCharsets.UTF_8).length
        + "\r\n\r\n"
        + body;
  }

  private static Thread start(Runnable work) {
    Thread thread = new Thread(work);
    thread.setDaemon(true);
    thread.start();
    return thread;
  }

  private static Socket connect(InetSocketAddress server, String first) throws IOException {
    Socket socket = new Socket();
    socket.connect(server, 5000);
    socket.getOutputStream().write(first.getBytes(StandardCharsets.ISO_8859_1));
    return socket;
  }

  /**
   * Sends {@code requests} requests at once on one connection, reads their answers and returns the
   * last status ("cut" when the scenario ended first).
   */
  private static String pipelined(
      InetSocketAddress server,
      String requests,
      int count,
      long deadline,
      ConcurrentHashMap<String, AtomicLong> answers) {
    String status = "cut";
    try (Socket socket = connect(server, requests)) {
      socket.setSoTimeout(
          (int) Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
      InputStream in = socket.getInputStream();
      for (int i = 0; i < count; i++) {
        status = readResponse(in);
        answers.computeIfAbsent(status, s -> new AtomicLong()).incrementAndGet();
        if (status.equals("closed")) {
          return status;
        }
      }
      return status;
    } catch (IOException e) {
      answers.computeIfAbsent("cut", s -> new AtomicLong()).incrementAndGet();
      return "cut";
    }
  }

  /** Reads one response (headers and a Content-Length body) and returns its status, or "closed". */
  private static String readResponse(InputStream in) throws IOException {
    ByteArrayOutputStream head = new ByteArrayOutputStream();
    int last4 = 0;
    while (last4 != 0x0D0A0D0A) {
      int b = in.read();
      if (b < 0) {
        return "closed";
      }
      head.write(b);
      last4 = (last4 << 8) | b;
    }
    String text = head.toString(StandardCharsets.ISO_8859_1);
    Matcher length = Pattern.compile("(?i)content-length: (\\d+)").matcher(text);
    long remaining = length.find() ? Long.parseLong(length.group(1)) : 0;
    while (remaining > 0) {
      long skipped = in.skip(remaining);
      if (skipped <= 0) {
        if (in.read() < 0) {
          return "closed";
        }
        skipped = 1;
      }
      remaining -= skipped;
    }
    Matcher status = STATUS.matcher(text);
    return status.find() ? status.group(1) : "garbled";
  }

  /** Sends a byte of a header on every slow connection every 100 ms. */
  private static void trickle(List<Socket> slow, long deadline) {
    while (System.nanoTime() < deadline) {
      for (Socket socket : slow) {
        try {
          OutputStream out = socket.getOutputStream();
          out.write('a');
          out.flush();
        } catch (IOException closed) {
          // The server closed it (idle timeout or header limit); the others go on.
        }
      }
      pause(100);
    }
  }

  /** Sends one request on a fresh connection; records its latency, or returns 1 when unanswered. */
  private static int probe(InetSocketAddress server, String request, List<Long> latencies) {
    long started = System.nanoTime();
    try (Socket socket = connect(server, request)) {
      socket.setSoTimeout(PROBE_LIMIT_MS);
      if (!readResponse(socket.getInputStream()).equals("200")) {
        return 1;
      }
      latencies.add(System.nanoTime() - started);
      return 0;
    } catch (IOException e) {
      return 1;
    }
  }

  private static double percentile(List<Long> nanos, int percent) {
    if (nanos.isEmpty()) {
      return Double.NaN;
    }
    long[] sorted = nanos.stream().mapToLong(Long::longValue).toArray();
    Arrays.sort(sorted);
    return sorted[Math.min(sorted.length - 1, sorted.length * percent / 100)] / 1e6;
  }

  private static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** The {@code VmRSS} line of a Linux process's status file, in bytes (0 when unknown). */
  private static long residentBytes(Path status) {
    try {
      for (String line : Files.readAllLines(status)) {
        if (line.startsWith("VmRSS:")) {
          return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
        }
      }
    } catch (IOException | NumberFormatException e) {
      return 0;
    }
    return 0;
  }

  /** The service's own {@code process_resident_memory_bytes}, in bytes (0 when unknown). */
  private static long residentFromMetrics(String base) {
    URI uri = URI.create(base);
    try (Socket socket =
        connect(
            new InetSocketAddress(uri.getHost(), uri.getPort()),
            "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")) {
      socket.setSoTimeout(PROBE_LIMIT_MS);
      String text = new String(socket.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      Matcher m = Pattern.compile("\nprocess_resident_memory_bytes ([0-9.E]+)").matcher(text);
      return m.find() ? (long) Double.parseDouble(m.group(1)) : 0;
    } catch (IOException | NumberFormatException e) {
      return 0;
    }
  }
}
