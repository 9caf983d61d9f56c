package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.control.Option;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * After a burst, the threads the service started for it end once idle for the thread idle timeout:
 * the server's pool shrinks back to its idle size, all its idle threads together, and the lanes
 * keep no thread.
 */
class IdleThreadsTests {
  private static Set<Thread> serviceThreads(Set<Thread> before) {
    Set<Thread> now = new java.util.HashSet<>(Thread.getAllStackTraces().keySet());
    now.removeIf(t -> before.contains(t) || !t.isAlive() || !t.getName().startsWith("latrunculi-"));
    return now;
  }

  @Test
  void theThreadsOfABurstEndOnceIdle() throws Exception {
    Set<Thread> before = Thread.getAllStackTraces().keySet();
    ServiceSettings settings =
        ServiceSettings.defaults()
            .withAddress("127.0.0.1", 0)
            .withThreadIdleTimeout(Duration.ofMillis(300));
    try (ValidationService service = ValidationService.start(settings)) {
      ExecutorService clients = Executors.newFixedThreadPool(64);
      List<Future<Integer>> sent = new ArrayList<>();
      for (int c = 0; c < 64; c++) {
        sent.add(
            clients.submit(
                () -> {
                  ServiceClient client = new ServiceClient(service);
                  for (int i = 0; i < 10; i++) {
                    // A full lane answers BUSY: the burst is there to start threads, not to be
                    // served.
                    int moves =
                        client
                            .post("/moves", "{\"position\":\"" + AdmissionTests.CROWDED + "\"}")
                            .status();
                    int view =
                        client.post("/view", "{\"position\":\"nim standard 12 a\"}").status();
                    assertTrue(
                        (moves == 200 || moves == 503) && (view == 200 || view == 503),
                        moves + " " + view);
                  }
                  return 20;
                }));
      }
      int peak = 0;
      for (Future<Integer> f : sent) {
        peak = Math.max(peak, serviceThreads(before).size());
        f.get(60, TimeUnit.SECONDS);
      }
      clients.shutdown();
      // The server's pool keeps its minimum (the acceptor and the selectors among them) and its
      // scheduler; the lanes keep nothing.
      int kept = ValidationService.MIN_SERVER_THREADS + 1;
      long deadline = System.nanoTime() + 20_000_000_000L;
      Set<Thread> left = serviceThreads(before);
      while (left.size() > kept && System.nanoTime() < deadline) {
        Thread.sleep(100);
        left = serviceThreads(before);
      }
      assertTrue(
          peak > kept,
          "the burst started no thread beyond the pool's minimum: " + peak + " at the peak");
      assertTrue(
          left.size() <= kept,
          () -> "threads still alive after the burst: " + names(serviceThreads(before)));
      assertEquals(
          List.of(), names(left).stream().filter(n -> !n.startsWith("latrunculi-http")).toList());
    }
  }

  @Test
  void theServerPoolEndsAllItsIdleThreadsTogether() throws Exception {
    // Threads idle for 2 s end. Jetty's own default ends one of them per idle timeout, so the 40
    // threads held here would take 80 s to go, and those of a burst of 200 several minutes.
    Set<Thread> before = Thread.getAllStackTraces().keySet();
    Duration idle = Duration.ofSeconds(2);
    // The access log is written by the server thread that finished the request: while it blocks,
    // each request holds a thread, and the pool grows by one per request.
    CountDownLatch release = new CountDownLatch(1);
    OutputStream blocking =
        new OutputStream() {
          @Override
          public void write(int b) throws IOException {
            write(new byte[] {(byte) b}, 0, 1);
          }

          @Override
          public void write(byte[] bytes, int offset, int length) throws IOException {
            try {
              release.await(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
          }
        };
    ServiceSettings settings =
        ServiceSettings.defaults()
            .withAddress("127.0.0.1", 0)
            .withThreadIdleTimeout(idle)
            .withAccessLog(Option.some(new PrintStream(blocking, true, StandardCharsets.UTF_8)));
    int held = 40;
    try (ValidationService service = ValidationService.start(settings)) {
      ExecutorService clients = Executors.newFixedThreadPool(held);
      List<Future<Integer>> sent = new ArrayList<>();
      try {
        for (int c = 0; c < held; c++) {
          sent.add(
              clients.submit(
                  () ->
                      RawHttp.send(
                              service.port(),
                              "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                              Duration.ofSeconds(20))
                          .status()));
        }
        for (Future<Integer> f : sent) {
          assertEquals(200, f.get(30, TimeUnit.SECONDS));
        }
        int holding = serverThreads(before).size();
        assertTrue(
            holding >= held, "the " + held + " requests hold only " + holding + " server threads");
      } finally {
        release.countDown();
        clients.shutdown();
      }
      // Five idle timeouts: every thread is idle once it has written its line.
      long deadline = System.nanoTime() + 5 * idle.toNanos();
      Set<Thread> left = serverThreads(before);
      while (left.size() > ValidationService.MIN_SERVER_THREADS && System.nanoTime() < deadline) {
        Thread.sleep(100);
        left = serverThreads(before);
      }
      assertEquals(
          ValidationService.MIN_SERVER_THREADS,
          left.size(),
          () -> "still alive: " + names(serverThreads(before)));
    }
  }

  /** The server pool's threads started since {@code before} (not its scheduler). */
  private static Set<Thread> serverThreads(Set<Thread> before) {
    Set<Thread> now = serviceThreads(before);
    now.removeIf(
        t -> !t.getName().startsWith("latrunculi-http-") || t.getName().contains("scheduler"));
    return now;
  }

  private static List<String> names(Set<Thread> threads) {
    return threads.stream().map(Thread::getName).sorted().toList();
  }
}
