package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.service.RawHttp.Received;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Admission control, proven by counts, not by speed: the tests fill a lane with requests held
 * inside the rules by {@link Nim.Gate}, then check what is answered and what is refused while no
 * slot can free. Every wait is bounded; the gate is always opened again.
 */
class AdmissionTests {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  private static final String HEALTH =
      "GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
  private static final String METRICS =
      "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";

  /** A Desdemona position with 834 legal moves: its /view answer is about 125 KB. */
  static final String CROWDED =
      "amazonsflip regular A5A3/4sa1s1A/4s3a1/3S1s4/8S1/8sa/1S2S5/10/10/1A4a3 1 -";

  private final List<Socket> sockets = new ArrayList<>();

  @AfterEach
  void openTheGateAndCloseTheSockets() throws IOException {
    Nim.Gate.open();
    for (Socket socket : sockets) {
      socket.close();
    }
  }

  private static ValidationService start(ServiceSettings settings) throws IOException {
    return ValidationService.start(settings.withAddress("127.0.0.1", 0));
  }

  private static String body(String position) {
    return "{\"position\":\"" + position + "\"}";
  }

  /** A POST with a JSON body, keeping the connection open. */
  private static String post(String path, String body) {
    return "POST "
        + path
        + " HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "
        + body.getBytes(StandardCharsets.UTF_8).length
        + "\r\n\r\n"
        + body;
  }

  /** Opens a connection and sends {@code request} on it, without reading. */
  private Socket open(int port, String request) throws IOException {
    Socket socket = new Socket();
    sockets.add(socket);
    socket.connect(new InetSocketAddress("127.0.0.1", port), 5000);
    socket.getOutputStream().write(request.getBytes(StandardCharsets.ISO_8859_1));
    socket.getOutputStream().flush();
    return socket;
  }

  /**
   * Reads the answer on a held connection and closes it: the service, closed next, would otherwise
   * keep the idle connection open for its whole drain time.
   */
  private static Received receiveAndClose(Socket socket) throws IOException {
    try (socket) {
      return RawHttp.receive(socket, LIMIT);
    }
  }

  private static Received send(int port, String request) throws IOException {
    return RawHttp.send(port, request.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n"), LIMIT);
  }

  private static void assertBusy(Received answer) throws IOException {
    assertEquals(503, answer.status(), answer::text);
    assertTrue(answer.complete(), answer::text);
    assertEquals("1", answer.headers().get("retry-after"), answer::text);
    assertEquals("BUSY", answer.json().path("code").asText(), answer::text);
  }

  private static void assertAnswered(Received answer) {
    assertEquals(200, answer.status(), answer::text);
    assertTrue(answer.complete(), answer::text);
  }

  /** The metrics text, once it holds {@code expected} (or after the limit). */
  private static String metricsOnce(int port, String expected) throws Exception {
    long deadline = System.nanoTime() + 2 * LIMIT.toNanos();
    String text = RawHttp.send(port, METRICS, LIMIT).text();
    while (!text.contains(expected) && System.nanoTime() < deadline) {
      Thread.sleep(20);
      text = RawHttp.send(port, METRICS, LIMIT).text();
    }
    return text;
  }

  /**
   * A burst of views larger than the server's thread pool: each request holds its slot until the
   * gate opens, as a crowded position holds it for its whole computation. Views beyond the lane are
   * refused at once, and /health on a fresh connection is answered meanwhile.
   */
  @Test
  void aBurstOfViewsLargerThanTheServerThreadsLeavesHealthAnswered() throws Exception {
    ServiceSettings settings = ServiceSettings.defaults();
    ServiceSettings.Lane lane = settings.view();
    int burst = ValidationService.MAX_SERVER_THREADS + 10;
    Nim.Gate.close();
    try (ValidationService service = start(settings)) {
      int port = service.port();
      List<Socket> viewers = new ArrayList<>();
      for (int i = 0; i < burst; i++) {
        viewers.add(open(port, post("/view", body(Nim.Gate.POSITION))));
      }
      assertTrue(
          Nim.Gate.awaitWaiting(lane.threads(), 20),
          Nim.Gate.waiting() + " views reached the rules");
      Received health = RawHttp.send(port, HEALTH, LIMIT);
      assertAnswered(health);
      int admitted = lane.threads() + lane.queue();
      String refused =
          "latrunculi_http_requests_seconds_count{endpoint=\"/view\",method=\"POST\",status=\"503\"} "
              + (burst - admitted)
              + "\n";
      assertTrue(
          metricsOnce(port, refused).contains(refused),
          "the views beyond the lane were not all refused");
      assertEquals(lane.threads(), Nim.Gate.waiting(), "views running in the rules");
      Nim.Gate.open();
      int answered = 0;
      int busy = 0;
      for (Socket viewer : viewers) {
        Received answer = receiveAndClose(viewer);
        if (answer.status() == 503) {
          assertBusy(answer);
          busy++;
        } else {
          assertAnswered(answer);
          answered++;
        }
      }
      assertEquals(admitted, answered);
      assertEquals(burst - admitted, busy);
    }
  }

  @Test
  void whileEverySearchSlotIsHeldValidationAndHealthAreAnsweredAndAnotherSearchIsRefused()
      throws Exception {
    ServiceSettings settings = ServiceSettings.defaults().withSearch(2, 1);
    Nim.Gate.close();
    try (ValidationService service = start(settings)) {
      int port = service.port();
      String search =
          post("/suggest", "{\"position\":\"" + Nim.Gate.POSITION + "\",\"budgetMs\":5}");
      List<Socket> held = List.of(open(port, search), open(port, search), open(port, search));
      assertTrue(Nim.Gate.awaitWaiting(2, 20), Nim.Gate.waiting() + " searches reached the rules");
      String metrics = metricsOnce(port, "\nlatrunculi_search_queued 1.0");
      assertTrue(metrics.contains("\nlatrunculi_search_active 2.0"), metrics);
      assertTrue(metrics.contains("\nlatrunculi_search_queued 1.0"), metrics);
      assertAnswered(send(port, post("/moves", body("nim standard 10 a"))));
      assertAnswered(
          send(port, post("/play", "{\"position\":\"nim standard 10 a\",\"moves\":[\"2\"]}")));
      assertAnswered(RawHttp.send(port, HEALTH, LIMIT));
      assertBusy(send(port, search));
      assertEquals(2, Nim.Gate.waiting(), "no search slot freed while the others were answered");
      Nim.Gate.open();
      for (Socket socket : held) {
        assertAnswered(receiveAndClose(socket));
      }
    }
  }

  @Test
  void whileEveryViewSlotIsHeldValidationAndHealthAreAnsweredAndAnotherViewIsRefused()
      throws Exception {
    ServiceSettings settings = ServiceSettings.defaults().withView(1, 2);
    Nim.Gate.close();
    try (ValidationService service = start(settings)) {
      int port = service.port();
      String view = post("/view", body(Nim.Gate.POSITION));
      List<Socket> held = List.of(open(port, view), open(port, view), open(port, view));
      assertTrue(Nim.Gate.awaitWaiting(1, 20), "the view never reached the rules");
      assertTrue(
          metricsOnce(port, "\nlatrunculi_view_queued 2.0")
              .contains("\nlatrunculi_view_queued 2.0"));
      assertAnswered(send(port, post("/moves", body("nim standard 10 a"))));
      assertAnswered(
          send(port, post("/play", "{\"position\":\"nim standard 10 a\",\"moves\":[\"2\"]}")));
      assertAnswered(
          send(port, post("/suggest", "{\"position\":\"nim standard 10 a\",\"budgetMs\":5}")));
      assertAnswered(RawHttp.send(port, HEALTH, LIMIT));
      assertAnswered(RawHttp.send(port, METRICS, LIMIT));
      assertBusy(send(port, view));
      assertEquals(1, Nim.Gate.waiting(), "no view slot freed while the others were answered");
      Nim.Gate.open();
      for (Socket socket : held) {
        assertAnswered(receiveAndClose(socket));
      }
    }
  }

  @Test
  void whileEveryValidationSlotIsHeldViewsAndHealthAreAnsweredAndAnotherValidationIsRefused()
      throws Exception {
    ServiceSettings settings = ServiceSettings.defaults().withValidation(1, 1);
    Nim.Gate.close();
    try (ValidationService service = start(settings)) {
      int port = service.port();
      String moves = post("/moves", body(Nim.Gate.POSITION));
      List<Socket> held = List.of(open(port, moves), open(port, moves));
      assertTrue(Nim.Gate.awaitWaiting(1, 20), "the validation never reached the rules");
      assertTrue(
          metricsOnce(port, "\nlatrunculi_validation_queued 1.0")
              .contains("\nlatrunculi_validation_queued 1.0"));
      assertAnswered(send(port, post("/view", body("nim standard 10 a"))));
      assertAnswered(RawHttp.send(port, HEALTH, LIMIT));
      assertBusy(
          send(port, post("/play", "{\"position\":\"nim standard 10 a\",\"moves\":[\"2\"]}")));
      assertBusy(send(port, post("/start", "{\"game\":\"nim\"}")));
      assertEquals(
          1, Nim.Gate.waiting(), "no validation slot freed while the others were answered");
      Nim.Gate.open();
      for (Socket socket : held) {
        assertAnswered(receiveAndClose(socket));
      }
    }
  }

  /**
   * One connection pipelines far more views than the socket buffers hold and reads nothing: the
   * server works on one request of a connection at a time and takes the next only once the previous
   * answer is gone, so it stops, and the idle timeout closes the connection.
   */
  @Test
  void aClientThatDoesNotReadIsNoLongerServedAndIsClosedAfterTheIdleTimeout() throws Exception {
    int pipelined = 400;
    ServiceSettings settings =
        ServiceSettings.defaults().withTimeouts(Duration.ofSeconds(1), Duration.ofSeconds(1));
    try (ValidationService service = start(settings)) {
      int port = service.port();
      Socket reader = open(port, post("/view", body(CROWDED)).repeat(pipelined));
      String cut =
          "latrunculi_http_requests_seconds_count{endpoint=\"/view\",method=\"POST\",status=\"timeout\"} 1\n";
      String metrics = metricsOnce(port, cut);
      assertTrue(metrics.contains(cut), metrics);
      int served = viewsAnswered(metrics);
      assertTrue(
          served < pipelined,
          served + " of " + pipelined + " views were served to a client that read nothing");
      assertTrue(metrics.contains("\nlatrunculi_unsent_bytes 0.0"), metrics);
      // What the client can still read ends with the server's close.
      Received rest = RawHttp.receiveAll(reader, LIMIT);
      assertTrue(rest.closed(), "the connection is still open");
      int answers = rest.text().split("HTTP/1.1 200 ", -1).length - 1;
      assertTrue(answers <= served, answers + " answers read, " + served + " served");
    }
  }

  /** The output budget is a limit beyond which work stops: at 0 work runs while nothing waits. */
  @Test
  void anOutputBudgetOfZeroStillTakesWorkWhileNoAnswerWaits() throws Exception {
    // A short drain: the client keeps its connection open, which close() would wait out.
    ServiceSettings settings =
        ServiceSettings.defaults()
            .withTimeouts(Duration.ofSeconds(30), Duration.ofMillis(500))
            .withMaxUnsentBytes(0);
    try (ValidationService service = start(settings)) {
      ServiceClient client = new ServiceClient(service);
      assertEquals(
          Samples.expectedMoves(
              io.github.latrunculi.core.registry.Games.parse("nim standard 10 a").get()),
          client.post("/moves", "{\"position\":\"nim standard 10 a\"}").ok());
    }
  }

  /**
   * Answers held for clients that do not read count against the output budget: beyond it, new
   * costly work is refused while /health is answered, and once the idle timeout has closed the
   * client that held the bytes, work is taken again.
   */
  @Test
  void answersWaitingForTheirClientsBeyondTheBudgetStopNewWorkButNotHealth() throws Exception {
    ServiceSettings settings =
        ServiceSettings.defaults()
            .withTimeouts(Duration.ofSeconds(5), Duration.ofSeconds(1))
            .withMaxUnsentBytes(50_000);
    try (ValidationService service = start(settings)) {
      int port = service.port();
      open(port, post("/view", body(CROWDED)).repeat(400));
      // Stuck: an answer over the budget waits, and no further view is served.
      String metrics = RawHttp.send(port, METRICS, LIMIT).text();
      long deadline = System.nanoTime() + 2 * LIMIT.toNanos();
      while (true) {
        Thread.sleep(300);
        String later = RawHttp.send(port, METRICS, LIMIT).text();
        boolean stuck =
            unsentBytes(later) > 50_000 && viewsAnswered(later) == viewsAnswered(metrics);
        metrics = later;
        if (stuck || System.nanoTime() > deadline) {
          break;
        }
      }
      assertTrue(unsentBytes(metrics) > 50_000, metrics);
      Received refused = send(port, post("/moves", body("nim standard 10 a")));
      assertBusy(refused);
      assertTrue(refused.json().path("message").asText().contains("output budget"), refused::text);
      assertAnswered(RawHttp.send(port, HEALTH, LIMIT));
      metricsOnce(port, "\nlatrunculi_unsent_bytes 0.0");
      assertAnswered(send(port, post("/moves", body("nim standard 10 a"))));
    }
  }

  private static int viewsAnswered(String metrics) {
    String prefix =
        "latrunculi_http_requests_seconds_count{endpoint=\"/view\",method=\"POST\",status=\"200\"} ";
    int at = metrics.indexOf(prefix);
    return at < 0
        ? 0
        : (int) Double.parseDouble(metrics.substring(at + prefix.length()).split("\n")[0]);
  }

  private static double unsentBytes(String metrics) {
    int at = metrics.indexOf("\nlatrunculi_unsent_bytes ");
    return at < 0
        ? 0
        : Double.parseDouble(
            metrics.substring(at + "\nlatrunculi_unsent_bytes ".length()).split("\n")[0]);
  }
}
