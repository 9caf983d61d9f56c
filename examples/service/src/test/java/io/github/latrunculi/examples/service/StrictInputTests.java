package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.service.RawHttp.Received;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Request bodies are JSON in UTF-8 and nothing else: malformed UTF-8, overlong forms, encoded
 * surrogates and code points above U+10FFFF are refused with 400 {@code MALFORMED_JSON} naming the
 * byte offset; so are a byte order mark and UTF-16 or UTF-32 bodies; a {@code Content-Type} other
 * than {@code application/json} (charset UTF-8 or none) is refused with 415.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class StrictInputTests {
  private static final Duration LIMIT = Duration.ofSeconds(10);
  private static final String PLAY = "{\"position\":\"nim standard 10 a\",\"moves\":[\"2\"]}";

  private ValidationService service;

  @BeforeAll
  void start() {
    service = ServiceClient.startService();
  }

  @AfterAll
  void stop() {
    service.close();
  }

  private Received post(String path, byte[] body, String contentType) throws IOException {
    ByteArrayOutputStream request = new ByteArrayOutputStream();
    String head =
        "POST "
            + path
            + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n"
            + (contentType == null ? "" : "Content-Type: " + contentType + "\r\n")
            + "Content-Length: "
            + body.length
            + "\r\n\r\n";
    request.write(head.getBytes(StandardCharsets.ISO_8859_1));
    request.write(body);
    return RawHttp.send(service.port(), request.toByteArray(), LIMIT);
  }

  /**
   * The /play body with {@code inserted} bytes inside the position string, after its first letter.
   */
  private static byte[] withBytes(int... inserted) {
    byte[] start = "{\"position\":\"n".getBytes(StandardCharsets.US_ASCII);
    byte[] rest = PLAY.substring(14).getBytes(StandardCharsets.US_ASCII);
    ByteArrayOutputStream body = new ByteArrayOutputStream();
    body.writeBytes(start);
    for (int b : inserted) {
      body.write(b);
    }
    body.writeBytes(rest);
    return body.toByteArray();
  }

  private static void assertMalformedAt(Received r, int offset) throws IOException {
    assertEquals(400, r.status(), r::text);
    assertEquals("MALFORMED_JSON", r.json().path("code").asText(), r::text);
    assertTrue(r.json().path("message").asText().contains("byte " + offset + " "), r::text);
  }

  @Test
  void overlongFormsAreRefusedWithTheirOffset() throws IOException {
    assertMalformedAt(post("/play", withBytes(0xC0, 0xAF), null), 14);
    assertMalformedAt(post("/play", withBytes(0xC0, 0xA0), null), 14);
    assertMalformedAt(post("/play", withBytes(0xE0, 0x80, 0xAF), null), 14);
    assertMalformedAt(post("/play", withBytes(0xF0, 0x80, 0x80, 0xAF), null), 14);
  }

  @Test
  void encodedSurrogatesAndCodePointsAboveTheLastAreRefused() throws IOException {
    assertMalformedAt(post("/play", withBytes(0xED, 0xA0, 0x80), null), 14);
    assertMalformedAt(post("/play", withBytes(0xED, 0xBF, 0xBF), null), 14);
    assertMalformedAt(post("/play", withBytes(0xF4, 0x90, 0x80, 0x80), null), 14);
    assertMalformedAt(post("/play", withBytes(0xF5, 0x80, 0x80, 0x80), null), 14);
    assertMalformedAt(post("/play", withBytes(0xE2, 0x82), null), 14);
  }

  @Test
  void aBodyWrittenEntirelyInOverlongBytesDoesNotPlay() throws IOException {
    ByteArrayOutputStream overlong = new ByteArrayOutputStream();
    for (byte c : PLAY.getBytes(StandardCharsets.US_ASCII)) {
      overlong.write(0xC0 | (c >> 6));
      overlong.write(0x80 | (c & 0x3F));
    }
    assertMalformedAt(post("/play", overlong.toByteArray(), null), 0);
  }

  @Test
  void aByteOrderMarkIsRefused() throws IOException {
    ByteArrayOutputStream bom = new ByteArrayOutputStream();
    bom.writeBytes(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
    bom.writeBytes(PLAY.getBytes(StandardCharsets.UTF_8));
    Received r = post("/play", bom.toByteArray(), "application/json");
    assertEquals(400, r.status(), r::text);
    assertEquals("MALFORMED_JSON", r.json().path("code").asText(), r::text);
    assertTrue(r.json().path("message").asText().contains("byte order mark"), r::text);
  }

  @Test
  void aBodyOfTheByteOrderMarkAloneIsRefusedAsOne() {
    String reason = StrictUtf8.decode(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}).getLeft();
    assertTrue(reason.contains("byte order mark"), reason);
  }

  @Test
  void utf16AndUtf32BodiesAreRefused() throws IOException {
    for (String name : new String[] {"UTF-16", "UTF-16LE", "UTF-16BE", "UTF-32LE", "UTF-32BE"}) {
      Received r = post("/play", PLAY.getBytes(Charset.forName(name)), null);
      assertEquals(400, r.status(), () -> name + ": " + r.text());
      assertEquals("MALFORMED_JSON", r.json().path("code").asText(), () -> name + ": " + r.text());
    }
  }

  @Test
  void validUtf8OutsideAsciiIsRead() throws IOException {
    Received r =
        post(
            "/moves",
            "{\"position\":\"nim standard 10 \u00e9\ud83d\ude00\"}"
                .getBytes(StandardCharsets.UTF_8),
            null);
    assertEquals(422, r.status(), r::text);
    assertTrue(r.json().path("message").asText().contains("\u00e9\ud83d\ude00"), r::text);
  }

  @Test
  void jsonInUtf8OrNoContentTypeIsTaken() throws IOException {
    byte[] body = PLAY.getBytes(StandardCharsets.UTF_8);
    for (String type :
        new String[] {
          null,
          "application/json",
          "Application/JSON",
          "application/json; charset=utf-8",
          "application/json;charset=\"UTF-8\""
        }) {
      Received r = post("/play", body, type);
      assertEquals(200, r.status(), () -> type + ": " + r.text());
    }
  }

  @Test
  void anyOtherContentTypeIsUnsupported() throws IOException {
    byte[] body = PLAY.getBytes(StandardCharsets.UTF_8);
    for (String type :
        new String[] {
          "text/plain",
          "application/x-www-form-urlencoded",
          "application/json; charset=utf-16",
          "application/json; charset=iso-8859-1",
          "application/vnd.api+json",
          "multipart/form-data; boundary=x"
        }) {
      Received r = post("/play", body, type);
      assertEquals(415, r.status(), () -> type + ": " + r.text());
      assertEquals("UNSUPPORTED_MEDIA_TYPE", r.json().path("code").asText(), r::text);
      assertEquals("REQUEST", r.json().path("category").asText(), r::text);
    }
  }
}
