package io.github.latrunculi.examples.playground;

import io.github.latrunculi.examples.service.ValidationService;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * The service on a loopback port and one headless Chromium for a class of browser tests. Without
 * Chromium every test is reported as skipped with the reason (a JUnit assumption in each test, so
 * that the report counts them), and with {@code LATRUNCULI_BROWSER_TESTS=required} the class fails.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PlaygroundSession {
  /** The running service. */
  ValidationService service;

  /** The browser, or null when none could be started. */
  ChromeDriver browser;

  /** The page object over the browser. */
  PlaygroundPage page;

  private String missing = "";

  @BeforeAll
  void startServiceAndBrowser(@TempDir Path profile) throws Exception {
    Optional<String> reason = Browser.missing();
    if (reason.isPresent()) {
      if (Browser.required()) {
        throw new IllegalStateException(reason.get() + " (LATRUNCULI_BROWSER_TESTS=required)");
      }
      missing = reason.get();
      return;
    }
    service = ValidationService.start("127.0.0.1", 0);
    browser = Browser.start(profile);
    page = new PlaygroundPage(browser, "http://127.0.0.1:" + service.port() + "/");
  }

  @BeforeEach
  void needsTheBrowser() {
    Assumptions.assumeTrue(browser != null, missing);
    Browser.size(browser, Browser.Viewport.DESKTOP);
  }

  @AfterAll
  void stopServiceAndBrowser() {
    if (browser != null) {
      browser.quit();
    }
    if (service != null) {
      service.close();
    }
  }
}
