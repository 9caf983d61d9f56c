package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.examples.service.RawHttp.Received;
import io.vavr.collection.LinkedHashSet;
import java.io.IOException;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The edges of HTTP: HEAD, {@code Expect: 100-continue} over the limit, CONNECT, CORS on the HTTP
 * layer's refusals and for {@code *}, HTTP/2 and unknown expectations, and sizes per variant.
 */
class EdgeTests {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  private static final String ORIGIN = "https://play.example";

  private static ValidationService start(ServiceSettings settings) throws IOException {
    return ValidationService.start(settings.withAddress("127.0.0.1", 0));
  }

  @Test
  void headIsAnsweredForEveryGetWithTheHeadersOfGetAndNoBody() throws Exception {
    try (ValidationService service = start(ServiceSettings.defaults())) {
      for (String path : new String[] {"/health", "/games", "/", "/playground.js"}) {
        Received get =
            RawHttp.send(
                service.port(),
                "GET " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
                LIMIT);
        Received head =
            RawHttp.receiveAll(
                connectAndSend(
                    service, "HEAD " + path + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
                LIMIT);
        assertEquals(200, head.status(), head::text);
        assertEquals(get.headers().get("content-type"), head.headers().get("content-type"), path);
        assertEquals(
            get.headers().get("content-length"), head.headers().get("content-length"), path);
        assertEquals(0, head.body().length, head::text);
        assertTrue(head.closed(), head::text);
      }
      Received metrics =
          RawHttp.receiveAll(
              connectAndSend(
                  service, "HEAD /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
              LIMIT);
      assertEquals(200, metrics.status(), metrics::text);
      assertEquals(0, metrics.body().length, metrics::text);
      Received headPlay =
          RawHttp.send(
              service.port(), "HEAD /play HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n", LIMIT);
      assertEquals(405, headPlay.status(), headPlay::text);
      assertEquals("POST", headPlay.headers().get("allow"), headPlay::text);
    }
  }

  private static java.net.Socket connectAndSend(ValidationService service, String request)
      throws IOException {
    java.net.Socket socket = new java.net.Socket("127.0.0.1", service.port());
    socket.getOutputStream().write(request.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1));
    return socket;
  }

  @Test
  void anExpectedBodyOverTheLimitIsRefusedAtOnceWithoutInvitingIt() throws Exception {
    try (ValidationService service = start(ServiceSettings.defaults())) {
      for (String path : new String[] {"/moves", "/nothing"}) {
        Received r =
            RawHttp.receiveAll(
                connectAndSend(
                    service,
                    "POST "
                        + path
                        + " HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\nExpect: 100-continue\r\n\r\n"),
                LIMIT);
        assertFalse(r.text().contains("100 Continue"), r::text);
        assertTrue(r.closed(), () -> "the connection waits for the body: " + r.text());
        assertEquals(path.equals("/moves") ? 413 : 404, r.status(), r::text);
      }
      // A body within the limit is invited and read.
      String body = "{\"position\":\"nim standard 10 a\"}";
      java.net.Socket socket =
          connectAndSend(
              service,
              "POST /moves HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: "
                  + body.length()
                  + "\r\nExpect: 100-continue\r\n\r\n");
      try (socket) {
        byte[] buffer = new byte[25];
        socket.setSoTimeout(10_000);
        int n = socket.getInputStream().read(buffer);
        assertTrue(
            new String(buffer, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1)
                .startsWith("HTTP/1.1 100 "));
        socket.getOutputStream().write(body.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        Received r = RawHttp.receiveAll(socket, LIMIT);
        assertTrue(r.text().contains("HTTP/1.1 200 OK"), r::text);
      }
    }
  }

  @Test
  void anExpectedBodyThatWouldBeRefusedIsNotInvitedAndItsConnectionClosed() throws Exception {
    try (ValidationService service = start(ServiceSettings.defaults())) {
      String[][] refused = {
        {"POST /nothing", "", "404"},
        {"PUT /moves", "", "405"},
        {"POST /moves", "Content-Type: text/plain\r\n", "415"},
      };
      for (String[] request : refused) {
        Received r =
            RawHttp.receiveAll(
                connectAndSend(
                    service,
                    request[0]
                        + " HTTP/1.1\r\nHost: x\r\n"
                        + request[1]
                        + "Content-Length: 10\r\nExpect: 100-continue\r\n\r\n"),
                LIMIT);
        assertEquals(Integer.parseInt(request[2]), r.status(), r::text);
        assertFalse(r.text().contains("100 Continue"), r::text);
        // The client may still send the body it announced: the connection cannot be used again.
        assertEquals("close", r.headers().get("connection"), r::text);
        assertTrue(r.closed(), () -> "the connection waits for the body: " + r.text());
      }
    }
  }

  @Test
  void anExpectedBodyOfExactlyTheLimitIsInvitedAndRead() throws Exception {
    String json = "{\"position\":\"nim standard 10 a\"}";
    String body = json + " ".repeat(ValidationService.MAX_BODY_BYTES - json.length());
    try (ValidationService service = start(ServiceSettings.defaults());
        java.net.Socket socket =
            connectAndSend(
                service,
                "POST /moves HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: "
                    + body.length()
                    + "\r\nExpect: 100-continue\r\n\r\n")) {
      byte[] buffer = new byte[25];
      socket.setSoTimeout(10_000);
      int n = socket.getInputStream().read(buffer);
      String invited = new String(buffer, 0, n, java.nio.charset.StandardCharsets.ISO_8859_1);
      assertTrue(invited.startsWith("HTTP/1.1 100 "), invited);
      socket.getOutputStream().write(body.getBytes(java.nio.charset.StandardCharsets.US_ASCII));
      Received r = RawHttp.receiveAll(socket, LIMIT);
      assertTrue(r.text().contains("HTTP/1.1 200 OK"), r::text);
    }
  }

  @Test
  void connectIsRefusedAndItsConnectionClosedAtOnce() throws Exception {
    try (ValidationService service = start(ServiceSettings.defaults())) {
      for (String close : new String[] {"Connection: close\r\n", ""}) {
        Received r =
            RawHttp.receiveAll(
                connectAndSend(
                    service,
                    "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n"
                        + close
                        + "\r\n"),
                LIMIT);
        assertEquals(405, r.status(), r::text);
        assertEquals("close", r.headers().get("connection"), r::text);
        assertTrue(r.closed(), () -> "still open after the answer: " + r.text());
      }
    }
  }

  /**
   * Every refusal of a request whose headers were read carries the allowed origin; a refusal of
   * headers the server could not read (a duplicated Content-Length, headers over the limit) cannot
   * name one, so it carries none (only {@code *} covers those).
   */
  @Test
  void refusalsOfTheHttpLayerCarryCorsHeadersForAnAllowedOrigin() throws Exception {
    try (ValidationService service =
        start(ServiceSettings.defaults().withCorsOrigins(LinkedHashSet.of(ORIGIN)))) {
      String origin = "Origin: " + ORIGIN + "\r\n";
      Received version =
          RawHttp.send(
              service.port(), "GET /health HTTP/2.0\r\nHost: x\r\n" + origin + "\r\n", LIMIT);
      assertEquals(505, version.status(), version::text);
      assertEquals(ORIGIN, version.headers().get("access-control-allow-origin"), version::text);
      Received encoding =
          RawHttp.send(
              service.port(),
              "POST /moves HTTP/1.1\r\nHost: x\r\n"
                  + origin
                  + "Transfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n",
              LIMIT);
      assertEquals(501, encoding.status(), encoding::text);
      assertEquals(ORIGIN, encoding.headers().get("access-control-allow-origin"), encoding::text);
      Received teapot =
          RawHttp.send(
              service.port(),
              "GET /health HTTP/1.1\r\nHost: x\r\n" + origin + "Expect: teapot\r\n\r\n",
              LIMIT);
      assertEquals(417, teapot.status(), teapot::text);
      assertEquals(ORIGIN, teapot.headers().get("access-control-allow-origin"), teapot::text);
      Received stranger =
          RawHttp.send(
              service.port(),
              "POST /moves HTTP/1.1\r\nHost: x\r\nOrigin: https://evil.example\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
              LIMIT);
      assertFalse(stranger.headers().containsKey("access-control-allow-origin"), stranger::text);
    }
  }

  @Test
  void aStarAllowsEveryOriginOnAnswersAndRefusalsWithoutCredentials() throws Exception {
    try (ValidationService service =
        start(ServiceSettings.defaults().withCorsOrigins(LinkedHashSet.of("*")))) {
      Received health =
          RawHttp.send(
              service.port(),
              "GET /health HTTP/1.1\r\nHost: x\r\nOrigin: https://any.example\r\n\r\n",
              LIMIT);
      assertEquals("*", health.headers().get("access-control-allow-origin"), health::text);
      assertFalse(health.headers().containsKey("access-control-allow-credentials"), health::text);
      Received preflight =
          RawHttp.send(
              service.port(),
              "OPTIONS /play HTTP/1.1\r\nHost: x\r\nOrigin: http://localhost:5173\r\n"
                  + "Access-Control-Request-Method: POST\r\n\r\n",
              LIMIT);
      assertEquals(204, preflight.status(), preflight::text);
      assertEquals("*", preflight.headers().get("access-control-allow-origin"), preflight::text);
      Received refused =
          RawHttp.send(
              service.port(),
              "POST /moves HTTP/1.1\r\nHost: x\r\nOrigin: https://any.example\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
              LIMIT);
      assertEquals("*", refused.headers().get("access-control-allow-origin"), refused::text);
    }
  }

  @Test
  void http2IsRefusedAsAnUnsupportedVersion() throws Exception {
    try (ValidationService service = start(ServiceSettings.defaults())) {
      for (String request :
          new String[] {
            "GET /health HTTP/2.0\r\nHost: x\r\n\r\n", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n"
          }) {
        Received r = RawHttp.send(service.port(), request, LIMIT);
        assertEquals(505, r.status(), r::text);
        assertEquals("UNSUPPORTED_VERSION", r.json().path("code").asText(), r::text);
      }
    }
  }

  @Test
  void everySizeListedForAVariantStartsIt() {
    try (ValidationService service = ServiceClient.startService()) {
      ServiceClient client = new ServiceClient(service);
      JsonNode games = client.get("/games").ok();
      int checked = 0;
      for (JsonNode game : games) {
        GameDefinition definition = Games.get(game.path("id").asText()).get();
        assertEquals(
            definition.variants().size(), game.path("variantSizes").size(), game::toString);
        for (String variant : definition.variants()) {
          JsonNode sizes = game.path("variantSizes").path(variant);
          assertEquals(definition.sizes(variant).size(), sizes.size(), game::toString);
          for (JsonNode size : sizes) {
            client
                .post(
                    "/start",
                    ServiceClient.object()
                        .put("game", definition.id())
                        .put("variant", variant)
                        .put("size", size.asText()))
                .ok();
            checked++;
          }
          for (String other : definition.sizes().removeAll(definition.sizes(variant))) {
            client
                .post(
                    "/start",
                    ServiceClient.object()
                        .put("game", definition.id())
                        .put("variant", variant)
                        .put("size", other))
                .assertError(422, "UNSUPPORTED_SIZE");
          }
        }
      }
      assertTrue(checked > 0);
    }
  }
}
