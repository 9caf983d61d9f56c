package io.github.latrunculi.examples.playground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.service.ValidationService;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** The service serves the playground's four files, and nothing else outside its endpoints. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class PlaygroundServingTests {
  private final HttpClient client =
      HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
  private ValidationService service;

  @BeforeAll
  void start() throws Exception {
    service = ValidationService.start("127.0.0.1", 0);
  }

  @AfterAll
  void stop() {
    service.close();
  }

  private HttpResponse<String> get(String path) throws Exception {
    return client.send(
        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + service.port() + path))
            .timeout(Duration.ofSeconds(10))
            .build(),
        HttpResponse.BodyHandlers.ofString());
  }

  @Test
  void theRootIsThePlaygroundPage() throws Exception {
    HttpResponse<String> page = get("/");
    assertEquals(200, page.statusCode());
    assertEquals("text/html; charset=utf-8", page.headers().firstValue("Content-Type").orElse(""));
    assertTrue(page.body().contains("<title>Latrunculi playground</title>"));
    assertTrue(page.body().contains("<script type=\"module\" src=\"playground.js\">"));
  }

  @Test
  void theScriptAndStylesAreServedWithTheirTypes() throws Exception {
    HttpResponse<String> script = get("/playground.js");
    assertEquals(
        "text/javascript; charset=utf-8", script.headers().firstValue("Content-Type").orElse(""));
    assertTrue(script.body().contains("/view"), "the page works from the service's JSON");
    assertEquals(
        "text/css; charset=utf-8",
        get("/playground.css").headers().firstValue("Content-Type").orElse(""));
    HttpResponse<String> pieces = get("/pieces.js");
    assertEquals(
        "text/javascript; charset=utf-8", pieces.headers().firstValue("Content-Type").orElse(""));
    assertTrue(
        pieces.body().contains("export const DRAWINGS"),
        "the piece drawings are a module of their own");
  }

  @Test
  void nothingIsLoadedFromAnotherHost() throws Exception {
    for (String path : new String[] {"/", "/playground.js", "/playground.css", "/pieces.js"}) {
      // The SVG namespace is a name, not an address the browser loads.
      String body = get(path).body().replace("http://www.w3.org/2000/svg", "");
      assertTrue(
          !body.contains("http://") && !body.contains("https://"), path + " names another host");
    }
  }

  @Test
  void otherPathsAreStillJsonErrors() throws Exception {
    HttpResponse<String> missing = get("/playground.png");
    assertEquals(404, missing.statusCode());
    assertTrue(
        missing.headers().firstValue("Content-Type").orElse("").startsWith("application/json"));
  }
}
