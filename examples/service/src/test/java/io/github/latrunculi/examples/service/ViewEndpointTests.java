package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What {@code POST /view} tells a user interface about drawing a game without knowing it: each
 * seat's name, colour and side of the board, and each piece's royal flag and heading.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ViewEndpointTests {
  private ValidationService service;
  private ServiceClient client;

  @BeforeAll
  void start() {
    service = ServiceClient.startService();
    client = new ServiceClient(service);
  }

  @AfterAll
  void stop() {
    service.close();
  }

  private JsonNode view(String position) {
    return client.post("/view", ServiceClient.object().put("position", position)).ok();
  }

  private static JsonNode pieceOn(JsonNode view, String square) {
    for (JsonNode piece : view.path("pieces")) {
      if (piece.path("square").asText().equals(square)) {
        return piece;
      }
    }
    throw new AssertionError("no piece on " + square + " in " + view.path("pieces"));
  }

  @Test
  void seatsNameEachPlayerWithItsColourAndSide() {
    JsonNode view = view("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -");
    assertEquals(
        "[{\"player\":\"w\",\"name\":\"White\",\"colour\":\"white\",\"side\":\"S\"},"
            + "{\"player\":\"b\",\"name\":\"Black\",\"colour\":\"black\",\"side\":\"N\"}]",
        view.path("seats").toString());
  }

  @Test
  void theChiefIsRoyalAndASavageIsNot() {
    JsonNode view = view("chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -");
    JsonNode chief = pieceOn(view, "c1");
    assertEquals("chief", chief.path("kind").asText());
    assertTrue(chief.path("royal").asBoolean());
    assertTrue(chief.path("heading").isNull(), chief::toString);
    assertEquals(false, pieceOn(view, "a2").path("royal").asBoolean());
  }

  @Test
  void aQuaternityPawnHeadsWhereItsTokenPoints() {
    // Dossier T5: the white pawn on f11 is committed north (wP^), the one on k3 east (wP>).
    JsonNode view =
        view(
            "quaternity standard 12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *");
    assertEquals("N", pieceOn(view, "f11").path("heading").asText());
    assertEquals("E", pieceOn(view, "k3").path("heading").asText());
    assertEquals("[\"SW\",\"NW\",\"NE\",\"SE\"]", sides(view));
  }

  @Test
  void chaturajiSeatsSitAtTheirEdges() {
    String start =
        client
            .post("/start", ServiceClient.object().put("game", "chaturaji"))
            .ok()
            .path("position")
            .asText();
    JsonNode view = view(start);
    assertEquals("[\"E\",\"S\",\"W\",\"N\"]", sides(view));
    assertEquals("red", view.path("seats").get(0).path("colour").asText());
  }

  private static String sides(JsonNode view) {
    StringBuilder sb = new StringBuilder("[");
    for (JsonNode seat : view.path("seats")) {
      sb.append(sb.length() > 1 ? "," : "")
          .append('"')
          .append(seat.path("side").asText())
          .append('"');
    }
    return sb.append(']').toString();
  }
}
