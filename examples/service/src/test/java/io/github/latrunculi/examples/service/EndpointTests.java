package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.GameState;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.MoveFailure;
import io.github.latrunculi.core.registry.Setup;
import io.github.latrunculi.examples.service.Samples.Sample;
import io.github.latrunculi.examples.service.ServiceClient.Answer;
import io.vavr.collection.List;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Every endpoint of the running service, for every registered game (the loops over {@link
 * Games#all()} cover each game module as soon as it is on the class path), and the error paths.
 * Cases that name {@code nim} use the test fixture {@link Nim}, whose rules are stated there.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class EndpointTests {
  private ValidationService service;
  private ServiceClient client;
  private List<Sample> samples;

  @BeforeAll
  void start() {
    service = ServiceClient.startService();
    client = new ServiceClient(service);
    samples = Samples.positions(11, 40, 8);
  }

  @AfterAll
  void stop() {
    service.close();
  }

  private static ObjectNode body(String field, String value) {
    return ServiceClient.object().put(field, value);
  }

  @Nested
  class Health {
    @Test
    void answersOk() {
      assertEquals("{\"status\":\"ok\"}", client.get("/health").ok().toString());
    }

    @Test
    void ignoresTheQueryString() {
      assertEquals("ok", client.get("/health?probe=1").ok().path("status").asText());
    }
  }

  @Nested
  class ListGames {
    @Test
    void listsEveryRegisteredGameWithVariantsOptionsAndSizes() {
      // The list is built once when a service starts, so this test starts one of its own.
      JsonNode games;
      try (ValidationService own = ServiceClient.startService()) {
        games = new ServiceClient(own).get("/games").ok();
      }
      assertEquals(Games.all().size(), games.size());
      for (int i = 0; i < games.size(); i++) {
        GameDefinition definition = Games.all().get(i);
        JsonNode game = games.get(i);
        assertEquals(definition.id(), game.path("id").asText());
        assertEquals(definition.description(), game.path("description").asText());
        assertEquals(definition.variants().toJavaList(), texts(game.path("variants")));
        assertEquals(definition.sizes().toJavaList(), texts(game.path("sizes")));
        assertEquals(definition.optionDefaults().size(), game.path("options").size());
        definition
            .optionDefaults()
            .forEach(
                (name, value) -> assertEquals(value, game.path("options").path(name).asText()));
      }
    }

    @Test
    void showsTheFixtureWithItsDefaultsInOrder() {
      JsonNode nim =
          List.ofAll(client.get("/games").ok())
              .find(g -> g.path("id").asText().equals("nim"))
              .get();
      assertEquals("[\"standard\",\"misere\"]", nim.path("variants").toString());
      assertEquals("{\"take\":\"3\",\"toss\":\"no\"}", nim.path("options").toString());
    }
  }

  @Nested
  class Start {
    @Test
    void everyGameAndVariantStartsAtTheLibrarysInitialPosition() {
      for (Rules<?, ?> rules : Samples.everyVariant()) {
        for (long seed : new long[] {0, 7}) {
          ObjectNode request =
              body("game", rules.gameId()).put("variant", rules.variantName()).put("seed", seed);
          assertEquals(
              GameState.initial(rules, seed).line(),
              client.post("/start", request).ok().path("position").asText());
        }
      }
    }

    @Test
    void variantDefaultsToTheGamesFirst() {
      for (GameDefinition game : Games.all()) {
        Rules<?, ?> rules = game.rules(Setup.of(game.variants().head())).get();
        assertEquals(
            GameState.initial(rules, 0).line(),
            client.post("/start", body("game", game.id())).ok().path("position").asText());
      }
    }

    @Test
    void optionsMayBeStringsOrNumbers() {
      // Seed 3 gives a pile of 10 + 3; take=5 is not the default, so it is written.
      ObjectNode request = body("game", "nim").put("seed", 3);
      request.putObject("options").put("take", 5);
      assertEquals(
          "nim standard,take=5 13 a",
          client.post("/start", request).ok().path("position").asText());
      request.putObject("options").put("take", "5").put("toss", "yes");
      assertEquals(
          "nim standard,take=5,toss=yes 13 ?",
          client.post("/start", request).ok().path("position").asText());
    }

    @Test
    void theVariantFieldMayCarryOptions() {
      assertEquals(
          "nim misere,toss=yes 10 ?",
          client
              .post("/start", body("game", "nim").put("variant", "misere,toss=yes"))
              .ok()
              .path("position")
              .asText());
    }

    @Test
    void anOptionGivenTwiceIsRefused() {
      ObjectNode request = body("game", "nim").put("variant", "standard,take=2");
      request.putObject("options").put("take", "4");
      client.post("/start", request).assertError(422, "INVALID_OPTION");
    }

    @Test
    void unknownGameOrVariantIsNotFound() {
      client.post("/start", body("game", "nosuchgame")).assertError(404, "UNKNOWN_GAME");
      client
          .post("/start", body("game", "nim").put("variant", "classic"))
          .assertError(404, "UNKNOWN_VARIANT");
    }

    @Test
    void refusedSetupsAreUnprocessable() {
      ObjectNode unknownOption = body("game", "nim");
      unknownOption.putObject("options").put("speed", "9");
      client.post("/start", unknownOption).assertError(422, "UNKNOWN_OPTION");
      ObjectNode invalidOption = body("game", "nim");
      invalidOption.putObject("options").put("take", "12");
      client.post("/start", invalidOption).assertError(422, "INVALID_OPTION");
      client
          .post("/start", body("game", "nim").put("size", "5x7"))
          .assertError(422, "UNSUPPORTED_SIZE");
      client
          .post("/start", body("game", "nim").put("variant", ""))
          .assertError(422, "MALFORMED_LINE");
    }

    @Test
    void badRequestsAreRefusedWith400() {
      client.post("/start", "{}").assertError(400, "MISSING_FIELD");
      client.post("/start", "{\"game\":7}").assertError(400, "WRONG_TYPE");
      client.post("/start", "{\"game\":null}").assertError(400, "WRONG_TYPE");
      client.post("/start", "{\"game\":\"nim\",\"seed\":\"7\"}").assertError(400, "WRONG_TYPE");
      client.post("/start", "{\"game\":\"nim\",\"seed\":1.5}").assertError(400, "WRONG_TYPE");
      client
          .post("/start", "{\"game\":\"nim\",\"seed\":123456789012345678901234567890}")
          .assertError(400, "WRONG_TYPE");
      client
          .post("/start", "{\"game\":\"nim\",\"options\":[\"take=2\"]}")
          .assertError(400, "WRONG_TYPE");
      client
          .post("/start", "{\"game\":\"nim\",\"options\":{\"take\":[2]}}")
          .assertError(400, "WRONG_TYPE");
      client
          .post("/start", "{\"game\":\"nim\",\"colour\":\"red\"}")
          .assertError(400, "UNKNOWN_FIELD");
    }
  }

  @Nested
  class Moves {
    @Test
    void everyRegisteredGameAnswersAsTheLibrary() {
      for (Sample sample : samples) {
        assertEquals(
            Samples.expectedMoves(sample.state()),
            client.post("/moves", body("position", sample.state().line())).ok(),
            sample.state().line());
      }
    }

    @Test
    void aChancePointIsActedOnByChance() {
      JsonNode answer = client.post("/moves", body("position", "nim standard,toss=yes 10 ?")).ok();
      assertEquals("[\"@a\",\"@b\"]", answer.path("moves").toString());
      assertEquals("chance", answer.path("toMove").asText());
      assertEquals("{\"finished\":false}", answer.path("outcome").toString());
    }

    @Test
    void movesAreSortedAsStrings() {
      // take=9 from a pile of 12 allows 1..9; as strings they sort 1, 2, ..., 9.
      JsonNode answer = client.post("/moves", body("position", "nim standard,take=9 12 b")).ok();
      assertEquals(
          "[\"1\",\"2\",\"3\",\"4\",\"5\",\"6\",\"7\",\"8\",\"9\"]",
          answer.path("moves").toString());
      assertEquals("b", answer.path("toMove").asText());
    }

    @Test
    void aFinishedGameHasNoMovesAndNobodyToAct() {
      // b is to move at an empty pile, so a took the last stone and wins standard Nim.
      JsonNode answer = client.post("/moves", body("position", "nim standard 0 b")).ok();
      assertEquals(0, answer.path("moves").size());
      assertTrue(answer.path("toMove").isNull());
      assertEquals(
          "{\"finished\":true,\"winners\":[\"a\"],\"draw\":false,\"reason\":\"LAST_STONE\"}",
          answer.path("outcome").toString());
    }

    @Test
    void refusedPositionsAreUnprocessableAndUnknownGamesNotFound() {
      client.post("/moves", body("position", "")).assertError(422, "MALFORMED_LINE");
      client
          .post("/moves", body("position", "nim standard 10 x"))
          .assertError(422, "MALFORMED_POSITION");
      client.post("/moves", body("position", "nim standard")).assertError(422, "MALFORMED_LINE");
      client
          .post("/moves", body("position", "nosuchgame standard 1 2"))
          .assertError(404, "UNKNOWN_GAME");
      client
          .post("/moves", body("position", "nim classic 10 a"))
          .assertError(404, "UNKNOWN_VARIANT");
      client
          .post("/moves", body("position", "nim standard,speed=2 10 a"))
          .assertError(422, "UNKNOWN_OPTION");
    }

    @Test
    void badRequestsAreRefusedWith400() {
      client
          .post("/moves", "{\"position\":[\"nim standard 10 a\"]}")
          .assertError(400, "WRONG_TYPE");
      client.post("/moves", "{\"line\":\"nim standard 10 a\"}").assertError(400, "UNKNOWN_FIELD");
      client.post("/moves", "{}").assertError(400, "MISSING_FIELD");
    }
  }

  @Nested
  class Play {
    @Test
    void everyRegisteredGamePlaysAsTheLibrary() {
      for (Sample sample : samples) {
        List<String> moves = sample.continuation().take(12);
        GameState<?, ?> expected = sample.state().playAll(moves).get();
        ObjectNode request = body("position", sample.state().line());
        moves.forEach(request.putArray("moves")::add);
        assertEquals(
            Samples.expectedPlay(expected), client.post("/play", request).ok(), request::toString);
      }
    }

    @Test
    void theFirstRefusedMoveIsReportedByNumberWithTheLibrarysReason() {
      for (Sample sample : samples) {
        List<String> moves = sample.continuation().take(2).append("zz-not-a-move");
        MoveFailure expected = sample.state().playAll(moves).getLeft();
        ObjectNode request = body("position", sample.state().line());
        moves.forEach(request.putArray("moves")::add);
        JsonNode error =
            client.post("/play", request).assertError(422, expected.rejection().codeName()).json();
        assertEquals(expected.moveNumber(), error.path("moveIndex").asInt());
        assertEquals(expected.rejection().message(), error.path("message").asText());
      }
    }

    @Test
    void aLegalSequenceEndsTheGame() {
      // a takes 3, b takes 3, a takes 1: a took the last stone.
      ObjectNode request = body("position", "nim standard 7 a");
      request.putArray("moves").add("3").add("3").add("1");
      assertEquals(
          "{\"position\":\"nim standard 0 b\",\"outcome\":{\"finished\":true,\"winners\":[\"a\"],"
              + "\"draw\":false,\"reason\":\"LAST_STONE\"}}",
          client.post("/play", request).ok().toString());
    }

    @Test
    void anIllegalMoveIsReportedWithItsIndexCodeAndReason() {
      // The limit is 3: the second move takes 4.
      ObjectNode request = body("position", "nim standard 10 a");
      request.putArray("moves").add("3").add("4").add("1");
      JsonNode error = client.post("/play", request).assertError(422, "TOO_MANY").json();
      assertEquals(2, error.path("moveIndex").asInt());
      assertEquals("cannot take 4: the limit is 3 and 7 are left", error.path("message").asText());
    }

    @Test
    void noMovesReturnsTheCanonicalPosition() {
      for (Sample sample : samples) {
        assertEquals(
            Samples.expectedPlay(sample.state()),
            client.post("/play", body("position", sample.state().line())).ok());
      }
    }

    @Test
    void aRefusedPositionHasNoMoveIndex() {
      ObjectNode request = body("position", "nim standard -1 a");
      request.putArray("moves").add("1");
      JsonNode error = client.post("/play", request).assertError(422, "MALFORMED_POSITION").json();
      assertFalse(error.has("moveIndex"));
      client.post("/play", body("position", "nosuchgame x y")).assertError(404, "UNKNOWN_GAME");
    }

    @Test
    void badRequestsAreRefusedWith400() {
      client
          .post("/play", "{\"position\":\"nim standard 10 a\",\"moves\":\"1\"}")
          .assertError(400, "WRONG_TYPE");
      client
          .post("/play", "{\"position\":\"nim standard 10 a\",\"moves\":[\"1\",2]}")
          .assertError(400, "WRONG_TYPE");
      client.post("/play", "{\"moves\":[]}").assertError(400, "MISSING_FIELD");
      client
          .post("/play", "{\"position\":\"nim standard 10 a\",\"move\":\"1\"}")
          .assertError(400, "UNKNOWN_FIELD");
    }

    @Test
    void aMoveThatIsNotAStringIsNamedByItsPlaceAndType() {
      JsonNode error =
          client
              .post("/play", "{\"position\":\"nim standard 10 a\",\"moves\":[\"1\",2,\"3\"]}")
              .assertError(400, "WRONG_TYPE")
              .json();
      assertEquals(
          "element 2 of 'moves' must be a string, not number", error.path("message").asText());
    }
  }

  @Nested
  class Suggest {
    @Test
    void everyRegisteredGameGetsALegalMoveFromEveryAgentWithALineThatReplays() {
      for (Sample sample : samples) {
        if (sample.state().outcome().isFinished()) {
          continue;
        }
        for (String agent : Endpoints.SUGGEST_AGENTS) {
          JsonNode answer =
              client
                  .post(
                      "/suggest",
                      body("position", sample.state().line())
                          .put("budgetMs", 5)
                          .put("seed", 3)
                          .put("agent", agent))
                  .ok();
          String move = answer.path("move").asText();
          assertTrue(sample.state().moves().contains(move), answer::toString);
          assertEquals(5, answer.path("budgetMs").asInt());
          if (sample.state().toMove() instanceof ToMove.Chance<?>) {
            assertTrue(answer.path("analysis").isNull(), answer::toString);
            continue;
          }
          assertTheAnalysisFits(sample.state(), move, answer.path("analysis"));
        }
      }
    }

    /**
     * Checks an analysis of {@code move} in {@code state}: its fields, its line and its numbers.
     */
    private void assertTheAnalysisFits(GameState<?, ?> state, String move, JsonNode analysis) {
      assertEquals(
          List.of("move", "score", "line", "depth", "nodes", "millis", "rootMoves"),
          List.ofAll(analysis::fieldNames),
          analysis::toString);
      assertEquals(move, analysis.path("move").asText());
      double score = analysis.path("score").asDouble(-1);
      assertTrue(score >= 0 && score <= 1, analysis::toString);
      List<String> line = List.ofAll(analysis.path("line")).map(JsonNode::asText);
      assertEquals(move, line.head(), analysis::toString);
      assertTrue(state.playAll(line).isRight(), () -> "the line does not replay: " + analysis);
      assertTrue(analysis.path("depth").asInt(-1) >= 0, analysis::toString);
      assertTrue(analysis.path("nodes").asLong(-1) >= 0, analysis::toString);
      assertTrue(analysis.path("millis").asLong(-1) >= 0, analysis::toString);
      JsonNode roots = analysis.path("rootMoves");
      assertTrue(roots.isArray() && roots.size() <= Endpoints.ROOT_MOVES, analysis::toString);
      for (JsonNode root : roots) {
        assertTrue(state.moves().contains(root.path("move").asText()), analysis::toString);
        assertTrue(root.path("visits").asInt(-1) >= 0, analysis::toString);
        double mean = root.path("mean").asDouble(-1);
        assertTrue(mean >= 0 && mean <= 1, analysis::toString);
      }
    }

    @Test
    void theMonteCarloAnalysisListsTheMostVisitedRootMovesFirst() {
      // Chief's opening has two dozen moves: the answer keeps the ten most visited.
      String opening = "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";
      JsonNode answer =
          client
              .post("/suggest", body("position", opening).put("budgetMs", 100).put("seed", 2))
              .ok();
      JsonNode roots = answer.path("analysis").path("rootMoves");
      assertEquals(Endpoints.ROOT_MOVES, roots.size(), answer::toString);
      // The chosen move is a most visited one (ties aside, the first listed).
      int chosenVisits = 0;
      for (JsonNode root : roots) {
        if (root.path("move").asText().equals(answer.path("move").asText())) {
          chosenVisits = root.path("visits").asInt();
        }
      }
      assertEquals(roots.get(0).path("visits").asInt(), chosenVisits, answer::toString);
      for (int i = 1; i < roots.size(); i++) {
        assertTrue(
            roots.get(i - 1).path("visits").asInt() >= roots.get(i).path("visits").asInt(),
            answer::toString);
      }
      assertTheAnalysisFits(
          Games.parse(opening).get(), answer.path("move").asText(), answer.path("analysis"));
    }

    @Test
    void alphaBetaFindsTheWinningTakeAndSaysItWins() {
      // Five stones, limit 3: taking one leaves four, a lost pile for the opponent.
      JsonNode answer =
          client
              .post(
                  "/suggest",
                  body("position", "nim standard 5 a")
                      .put("budgetMs", 200)
                      .put("seed", 1)
                      .put("agent", "alphabeta"))
              .ok();
      assertEquals("1", answer.path("move").asText(), answer::toString);
      assertEquals(1.0, answer.path("analysis").path("score").asDouble(), 1e-9, answer::toString);
      assertEquals(0, answer.path("analysis").path("rootMoves").size(), answer::toString);
    }

    @Test
    void aBudgetOverTheCapIsLoweredNotRefused() {
      long started = System.nanoTime();
      JsonNode answer =
          client
              .post("/suggest", body("position", "nim standard 19 a").put("budgetMs", 3_600_000))
              .ok();
      assertEquals(ServiceClient.TEST_BUDGET_CAP_MS, answer.path("budgetMs").asLong());
      assertTrue(List.of("1", "2", "3").contains(answer.path("move").asText()), answer::toString);
      assertTrue(System.nanoTime() - started < 10_000_000_000L, "the cap was not applied");
    }

    @Test
    void aChancePointIsAnsweredWithAnOutcome() {
      JsonNode answer =
          client.post("/suggest", body("position", "nim standard,toss=yes 10 ?")).ok();
      assertTrue(List.of("@a", "@b").contains(answer.path("move").asText()), answer::toString);
      assertTrue(answer.path("analysis").isNull(), "a drawn outcome is not analysed: " + answer);
    }

    @Test
    void theWinningMoveIsFoundWhenItIsObvious() {
      // Two stones left, limit 3: taking both wins at once, taking one loses at once.
      JsonNode answer =
          client
              .post(
                  "/suggest",
                  body("position", "nim standard 2 b").put("budgetMs", 40).put("seed", 1))
              .ok();
      assertEquals("2", answer.path("move").asText());
    }

    @Test
    void aBudgetOfOneMillisecondIsTheSmallestAccepted() {
      JsonNode answer =
          client.post("/suggest", body("position", "nim standard 10 a").put("budgetMs", 1)).ok();
      assertEquals(1, answer.path("budgetMs").asLong());
    }

    @Test
    void withoutABudgetTheSearchGets200Milliseconds() throws Exception {
      // One stone left: the only legal move is answered at once, with the budget applied.
      try (ValidationService uncapped =
          ValidationService.start(ServiceSettings.defaults().withAddress("127.0.0.1", 0))) {
        JsonNode answer =
            new ServiceClient(uncapped).post("/suggest", body("position", "nim standard 1 a")).ok();
        assertEquals("1", answer.path("move").asText(), answer::toString);
        assertEquals(200, answer.path("budgetMs").asLong(), answer::toString);
        // Nothing was searched: the move alone, scored as the position it leads to (a win).
        JsonNode analysis = answer.path("analysis");
        assertEquals("[\"1\"]", analysis.path("line").toString());
        assertEquals(1.0, analysis.path("score").asDouble(), 1e-9);
        assertEquals(0, analysis.path("depth").asInt(-1));
        assertEquals(0, analysis.path("nodes").asLong(-1));
      }
    }

    @Test
    void aFinishedGameHasNothingToSuggest() {
      client.post("/suggest", body("position", "nim misere 0 a")).assertError(422, "GAME_OVER");
    }

    @Test
    void badRequestsAreRefusedWith400() {
      client
          .post("/suggest", body("position", "nim standard 10 a").put("budgetMs", 0))
          .assertError(400, "INVALID_VALUE");
      client
          .post("/suggest", body("position", "nim standard 10 a").put("budgetMs", "fast"))
          .assertError(400, "WRONG_TYPE");
      client
          .post("/suggest", body("position", "nim standard 10 a").put("depth", 3))
          .assertError(400, "UNKNOWN_FIELD");
      client
          .post("/suggest", body("position", "nim standard 10 x"))
          .assertError(422, "MALFORMED_POSITION");
      JsonNode unknown =
          client
              .post("/suggest", body("position", "nim standard 10 a").put("agent", "minimax"))
              .assertError(400, "INVALID_VALUE")
              .json();
      assertEquals(
          "unknown agent 'minimax'; agents: mcts, alphabeta, brs",
          unknown.path("message").asText());
      client
          .post("/suggest", body("position", "nim standard 10 a").put("agent", 3))
          .assertError(400, "WRONG_TYPE");
    }
  }

  @Nested
  class Protocol {
    @Test
    void anUnknownPathIsAnsweredWithTheListOfEndpoints() {
      // README, "A session": the 404 names every endpoint with its method.
      assertEquals(
          "no endpoint at '/validate'; the endpoints are GET /games, POST /start, POST /moves, POST /play,"
              + " POST /suggest, POST /view, GET /health, GET /metrics",
          client
              .post("/validate", "{}")
              .assertError(404, "NOT_FOUND")
              .json()
              .path("message")
              .asText());
    }

    @Test
    void aFaultInAGameModuleGoesToTheServerLogWithItsStackTrace() {
      java.util.logging.Logger log = java.util.logging.Logger.getLogger(Router.class.getName());
      java.util.List<java.util.logging.LogRecord> records =
          new java.util.concurrent.CopyOnWriteArrayList<>();
      java.util.logging.Handler handler =
          new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord record) {
              records.add(record);
            }

            @Override
            public void flush() {}

            @Override
            public void close() {}
          };
      log.addHandler(handler);
      try {
        ObjectNode request = body("position", "nim standard 10 a");
        request.putArray("moves").add(Nim.FAULT);
        client.post("/play", request).assertError(500, "INTERNAL_ERROR");
      } finally {
        log.removeHandler(handler);
      }
      assertTrue(
          records.stream()
              .anyMatch(
                  r ->
                      r.getLevel() == java.util.logging.Level.SEVERE
                          && r.getThrown() instanceof IllegalStateException),
          records::toString);
    }

    @Test
    void unknownPathsAreNotFound() {
      client.get("/nothing-here").assertError(404, "NOT_FOUND");
      client.post("/", "{}").assertError(404, "NOT_FOUND");
      client.get("/games/chief").assertError(404, "NOT_FOUND");
      client.post("/validate", "{}").assertError(404, "NOT_FOUND");
    }

    @Test
    void wrongMethodsAreNotAllowedAndTheAllowedOneIsNamed() {
      Answer getPlay = client.get("/play").assertError(405, "METHOD_NOT_ALLOWED");
      assertEquals("POST", getPlay.response().headers().firstValue("Allow").orElse(""));
      Answer postGames = client.post("/games", "{}").assertError(405, "METHOD_NOT_ALLOWED");
      assertEquals("GET, HEAD", postGames.response().headers().firstValue("Allow").orElse(""));
      client.method("DELETE", "/health", "").assertError(405, "METHOD_NOT_ALLOWED");
      client.method("PUT", "/moves", "{}").assertError(405, "METHOD_NOT_ALLOWED");
    }

    @Test
    void bodiesOver64KiBAreTooLarge() {
      client.post("/moves", padded(64 * 1024 + 1)).assertError(413, "BODY_TOO_LARGE");
      client.post("/play", padded(1024 * 1024)).assertError(413, "BODY_TOO_LARGE");
      // The connection is still usable afterwards.
      client.get("/health").ok();
    }

    @Test
    void aBodyOfExactly64KiBIsRead() {
      JsonNode answer = client.post("/moves", padded(64 * 1024)).ok();
      assertEquals("a", answer.path("toMove").asText());
    }

    /** A valid /moves body of exactly {@code length} bytes: the JSON padded with spaces. */
    private String padded(int length) {
      String json = "{\"position\":\"nim standard 10 a\"}";
      char[] spaces = new char[length - json.length()];
      Arrays.fill(spaces, ' ');
      return json + new String(spaces);
    }

    @Test
    void malformedJsonIsABadRequest() {
      client.post("/moves", "{\"position\":").assertError(400, "MALFORMED_JSON");
      client.post("/moves", "").assertError(400, "MALFORMED_JSON");
      client
          .post("/moves", "{\"position\":\"nim standard 10 a\"} {}")
          .assertError(400, "MALFORMED_JSON");
      client
          .post("/moves", "{\"position\":\"nim standard 10 a\",\"position\":\"x\"}")
          .assertError(400, "MALFORMED_JSON");
      client.post("/moves", "{'position':'nim standard 10 a'}").assertError(400, "MALFORMED_JSON");
      client
          .postBytes("/moves", new byte[] {'{', '"', (byte) 0xC3, (byte) 0x28, '"', ':', '1', '}'})
          .assertError(400, "MALFORMED_JSON");
      client.post("/moves", "[".repeat(5000)).assertError(400, "MALFORMED_JSON");
    }

    @Test
    void aBodyThatIsNotAnObjectIsABadRequest() {
      client.post("/moves", "[\"nim standard 10 a\"]").assertError(400, "NOT_AN_OBJECT");
      client.post("/play", "\"nim standard 10 a\"").assertError(400, "NOT_AN_OBJECT");
      client.post("/start", "null").assertError(400, "NOT_AN_OBJECT");
    }

    @Test
    void nonAsciiTextTravelsAsUtf8() {
      JsonNode error =
          client
              .postBytes(
                  "/moves",
                  "{\"position\":\"nim standard 10 \u00e9\"}".getBytes(StandardCharsets.UTF_8))
              .assertError(422, "MALFORMED_POSITION")
              .json();
      assertTrue(error.path("message").asText().contains("\u00e9"), error::toString);
    }

    @Test
    void aFaultInAGameModuleIsAnsweredWithJsonAndTheServiceGoesOn() {
      ObjectNode request = body("position", "nim standard 10 a");
      request.putArray("moves").add(Nim.FAULT);
      JsonNode error = client.post("/play", request).assertError(500, "INTERNAL_ERROR").json();
      assertEquals(
          "internal error (IllegalStateException); the server log has details",
          error.path("message").asText());
      client.get("/health").ok();
    }

    @Test
    void errorsNeverCarryAStackTrace() {
      String message = client.post("/moves", "{\"position\":").json().path("message").asText();
      assertFalse(message.contains("\tat "), message);
      assertFalse(message.contains("Source:"), message);
      assertTrue(message.endsWith("(line 1, column 13)"), message);
      assertNotEquals("", message);
    }
  }

  /** Every error body carries the shared category of its code, next to the code. */
  @Nested
  class Categories {
    @Test
    void refusalsOfTheRulesCarryTheCategoryOfTheirCode() {
      ObjectNode tooMany = body("position", "nim standard 10 a");
      tooMany.putArray("moves").add("4");
      assertEquals(
          "{\"code\":\"TOO_MANY\",\"category\":\"UNREACHABLE\",\"message\":\"cannot take 4: the limit is 3 and 10 are left\",\"moveIndex\":1}",
          client.post("/play", tooMany).json().toString());
      assertEquals(
          "MALFORMED",
          client.post("/moves", body("position", "")).json().path("category").asText());
      assertEquals(
          "SETUP",
          client.post("/start", body("game", "nosuchgame")).json().path("category").asText());
      assertEquals(
          "GAME_OVER",
          client
              .post("/suggest", body("position", "nim misere 0 a"))
              .json()
              .path("category")
              .asText());
    }

    @Test
    void refusalsOfTheServiceCarryTheirCategory() {
      assertEquals("REQUEST", client.get("/nowhere").json().path("category").asText());
      assertEquals("REQUEST", client.get("/play").json().path("category").asText());
      assertEquals("MALFORMED", client.post("/moves", "{").json().path("category").asText());
      assertEquals(
          "MALFORMED", client.post("/moves", "{\"line\":1}").json().path("category").asText());
      ObjectNode fault = body("position", "nim standard 10 a");
      fault.putArray("moves").add(Nim.FAULT);
      assertEquals("INTERNAL", client.post("/play", fault).json().path("category").asText());
    }
  }

  @Nested
  class View {
    private static final String PUSH = "chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -";

    private ObjectNode request(String position, String... inputs) {
      ObjectNode body = body("position", position);
      var array = body.putArray("inputs");
      for (String input : inputs) {
        array.add(input);
      }
      return body;
    }

    @Test
    void drawsTheBoardAndListsEveryLegalMoveWithItsInputs() {
      JsonNode view = client.post("/view", request(PUSH)).ok();
      assertEquals(5, view.path("board").path("width").asInt());
      assertEquals(7, view.path("board").path("height").asInt());
      assertEquals("w", view.path("toMove").asText());
      assertEquals(4, view.path("pieces").size(), "k, s, S and K of dossier E4's position");
      java.util.List<String> moves = new java.util.ArrayList<>();
      view.path("moves").forEach(m -> moves.add(m.path("move").asText()));
      assertEquals(texts(client.post("/moves", body("position", PUSH)).ok().path("moves")), moves);
      JsonNode push = null;
      for (JsonNode m : view.path("moves")) {
        if (m.path("move").asText().equals("c3:c5")) {
          push = m;
        }
      }
      assertEquals("push", push.path("kind").asText());
      assertEquals("[{\"square\":\"c3\"},{\"square\":\"c5\"}]", push.path("inputs").toString());
    }

    @Test
    void theBuilderIdentifiesAMoveFromItsInputs() {
      JsonNode after = client.post("/view", request(PUSH, "c3")).ok().path("builder");
      assertTrue(after.path("move").isNull());
      assertTrue(
          after.path("next").toString().contains("{\"square\":\"c5\",\"kinds\":[\"push\"]}"),
          after.toString());
      JsonNode done = client.post("/view", request(PUSH, "c3", "c5")).ok().path("builder");
      assertEquals("c3:c5", done.path("move").asText());
    }

    @Test
    void anInputThatDoesNothingIsRefusedWithTheGamesReasonAndItsIndex() {
      // Dossier E4: after c3:c5 the black Savage on c6 is frozen for Black's turn.
      JsonNode refused =
          client
              .post("/view", request("chief standard 5x7 k4/2s2/2S2/5/5/5/4K b c6 c5:1", "c6"))
              .assertError(422, "FROZEN")
              .json();
      assertEquals("RESTRICTED", refused.path("category").asText());
      assertEquals(1, refused.path("inputIndex").asInt());
    }

    @Test
    void theViewNamesThePositionPlayersTeamsFactsAndTheInputsEntered() {
      // README, "The move-validation service": the /view example of dossier E4's position.
      JsonNode view = client.post("/view", request(PUSH, "c3")).ok();
      assertEquals(PUSH, view.path("position").asText());
      assertEquals("chief", view.path("game").asText());
      assertEquals("standard", view.path("variant").asText());
      assertEquals("[\"w\",\"b\"]", view.path("players").toString());
      assertEquals("[[\"w\"],[\"b\"]]", view.path("teams").toString());
      assertEquals("[]", view.path("marks").toString());
      assertTrue(
          view.path("facts")
              .toString()
              .startsWith(
                  "[{\"key\":\"phase\",\"value\":\"movement\"},{\"key\":\"toAct\",\"value\":\"White\"}"),
          view.path("facts")::toString);
      assertEquals("[{\"square\":\"c3\"}]", view.path("builder").path("entered").toString());
    }

    @Test
    void aFrozenPieceIsMarkedOnItsSquareWithItsMessage() {
      JsonNode marks =
          client
              .post("/view", request("chief standard 5x7 k4/2s2/2S2/5/5/5/4K b c6 c5:1"))
              .ok()
              .path("marks");
      JsonNode frozen = null;
      for (JsonNode mark : marks) {
        if (mark.path("square").asText().equals("c6")) {
          frozen = mark;
        }
      }
      assertTrue(
          frozen != null
              && !frozen.path("code").asText().isEmpty()
              && frozen.path("message").asText().contains("frozen"),
          marks::toString);
    }

    @Test
    void aNeutralStoneHasNoOwner() {
      // README, Desdemona: neutral stones (kind neutral, label N) are drawn with no owner.
      JsonNode view =
          client
              .post(
                  "/view", request("amazonsflip regular 3a2A3/10/10/A8a/10/N9/a8A/10/10/3A2a3 2 -"))
              .ok();
      JsonNode neutral = null;
      for (JsonNode piece : view.path("pieces")) {
        if (piece.path("square").asText().equals("a5")) {
          neutral = piece;
        }
      }
      assertEquals(
          "{\"square\":\"a5\",\"owner\":null,\"kind\":\"neutral\",\"label\":\"N\",\"royal\":false,\"heading\":null}",
          String.valueOf(neutral));
    }

    @Test
    void choicesAreOfferedWithTheirIdAndLabelAndComplete() {
      // Quaternity dossier T5: the white pawn on f11 promotes on f12, the piece chosen last.
      String promotion =
          "quaternity standard 12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *";
      JsonNode builder =
          client.post("/view", request(promotion, "f11", "f12")).ok().path("builder");
      assertTrue(builder.path("move").isNull(), builder::toString);
      JsonNode queen = null;
      for (JsonNode next : builder.path("next")) {
        assertFalse(next.has("square"), next::toString);
        assertFalse(next.path("label").asText().isEmpty(), next::toString);
        if (next.path("choice").asText().equals("promote-q")) {
          queen = next;
        }
      }
      assertEquals("[\"promotion\"]", String.valueOf(queen.path("kinds")));
      JsonNode done = client.post("/view", request(promotion, "f11", "f12", "promote-q")).ok();
      assertEquals(
          "[{\"square\":\"f11\"},{\"square\":\"f12\"},{\"choice\":\"promote-q\",\"label\":\""
              + queen.path("label").asText()
              + "\"}]",
          done.path("builder").path("entered").toString());
      String move = done.path("builder").path("move").asText();
      JsonNode listed = null;
      for (JsonNode m : done.path("moves")) {
        if (m.path("move").asText().equals(move)) {
          listed = m;
        }
      }
      assertEquals("promotion", listed.path("kind").asText(), done::toString);
      assertEquals(
          listed.path("description").asText(), done.path("builder").path("description").asText());
      Answer refused = client.post("/view", request(promotion, "f11", "f12", "promote-x"));
      assertEquals(422, refused.status(), refused.json()::toString);
      assertEquals(3, refused.json().path("inputIndex").asInt(), refused.json()::toString);
    }

    @Test
    void aChancePointIsActedOnByChance() {
      // Chaturaji with the die: the position waits for a throw ("?").
      String dice =
          "chaturaji partnership-dice yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/6rPErE/gPBgPHgPEgPK2rPHrH/gBgHgEgK2rPBrB r ? - - 0 1";
      assertEquals("chance", client.post("/view", request(dice)).ok().path("toMove").asText());
    }

    @Test
    void aPlacementPairMayBeClickedInEitherOrder() {
      // README, Kharbga: a placement pair is entered in either order.
      JsonNode view =
          client.post("/view", request("malha standard 7/7/7/7/7/7/7 a P - - - *")).ok();
      int pairs = 0;
      for (JsonNode m : view.path("moves")) {
        if (m.path("kind").asText().equals("place")) {
          JsonNode inputs = m.path("inputs");
          assertEquals(2, inputs.size(), m::toString);
          assertEquals(
              "[[" + inputs.get(1) + "," + inputs.get(0) + "]]",
              m.path("otherOrders").toString(),
              m::toString);
          pairs++;
        }
      }
      assertTrue(pairs > 0, view::toString);
    }

    @Test
    void theActionsAreTheResignationsPlayAcceptsNow() {
      // Kharbga dossier §5 and §7: either side may resign at any time while the game goes on.
      JsonNode view =
          client.post("/view", request("malha standard 7/7/7/7/7/7/7 a P - - - *")).ok();
      assertEquals(
          "[{\"move\":\"resign:a\"},{\"move\":\"resign:d\"}]", view.path("actions").toString());
      assertEquals("[]", client.post("/view", request(PUSH)).ok().path("actions").toString());
    }

    @Test
    void aBadPositionIsRefusedAsEverywhere() {
      client
          .post("/view", body("position", "chief standard 5x7 nonsense"))
          .assertError(422, "MALFORMED");
      client.post("/view", ServiceClient.object()).assertError(400, "MISSING_FIELD");
    }
  }

  private static java.util.List<String> texts(JsonNode array) {
    java.util.List<String> values = new java.util.ArrayList<>();
    array.forEach(v -> values.add(v.asText()));
    return values;
  }
}
