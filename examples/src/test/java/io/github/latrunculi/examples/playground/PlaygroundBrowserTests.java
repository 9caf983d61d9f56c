package io.github.latrunculi.examples.playground;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.examples.service.ValidationService;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The playground in a real headless Chromium against the real service on a loopback port: every
 * game played by clicks as a person plays it. Each test saves a screenshot under {@code
 * target/playground/}; the per-game ones also refresh {@code docs/playground/}.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(120)
class PlaygroundBrowserTests {
  private ValidationService service;
  private ChromeDriver browser;
  private PlaygroundPage page;

  @BeforeAll
  void start(@TempDir Path profile) throws Exception {
    service = ValidationService.start("127.0.0.1", 0);
    browser = Browser.start(profile);
    page = new PlaygroundPage(browser, "http://127.0.0.1:" + service.port() + "/");
  }

  @AfterAll
  void stop() {
    if (browser != null) {
      browser.quit();
    }
    if (service != null) {
      service.close();
    }
  }

  @Test
  void thePageListsEveryRegisteredGame() throws Exception {
    page.open();
    assertEquals(List.of("amazonsflip", "chaturaji", "chief", "malha", "nim", "quaternity"), page.games());
    Browser.screenshot(browser, "games", false);
  }
}
