package io.github.latrunculi.examples.playground;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * A real headless Chromium driven by its ChromeDriver, both from the operating system's packages
 * ({@code chromium} and {@code chromium-driver} on Debian), found on {@code PATH} and handed to
 * Selenium explicitly so that it never downloads a driver. Without them the browser tests are
 * skipped, unless {@code LATRUNCULI_BROWSER_TESTS=required} (set by {@code .ci/run}) makes their
 * absence a failure.
 */
final class Browser {
  private Browser() {}

  /** Starts a headless browser with a fresh profile and a 1280x1000 window. */
  static ChromeDriver start(Path profile) {
    Optional<Path> chromium = onPath("chromium").or(() -> onPath("chromium-browser")).or(() -> onPath("google-chrome"));
    Optional<Path> driver = onPath("chromedriver");
    boolean required = "required".equals(System.getenv("LATRUNCULI_BROWSER_TESTS"));
    if (chromium.isEmpty() || driver.isEmpty()) {
      String missing = "Chromium and its driver are not installed (apt-get install chromium chromium-driver)";
      if (required) {
        throw new IllegalStateException(missing);
      }
      Assumptions.abort(missing);
    }
    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium.get().toFile());
    options.addArguments(
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--window-size=1280,1000",
        "--user-data-dir=" + profile.toAbsolutePath());
    ChromeDriverService service =
        new ChromeDriverService.Builder().usingDriverExecutable(driver.get().toFile()).usingAnyFreePort().build();
    ChromeDriver browser = new ChromeDriver(service, options);
    browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(10));
    return browser;
  }

  /** Saves a screenshot under {@code target/playground/}, and a copy to {@code docs/} when asked. */
  static Path screenshot(ChromeDriver browser, String name, boolean alsoDocs) throws IOException {
    File shot = browser.getScreenshotAs(OutputType.FILE);
    Path dir = Path.of("target", "playground");
    Files.createDirectories(dir);
    Path file = dir.resolve(name + ".png");
    Files.copy(shot.toPath(), file, StandardCopyOption.REPLACE_EXISTING);
    if (alsoDocs) {
      Path docs = Path.of("..", "..", "docs", "playground");
      Files.createDirectories(docs);
      Files.copy(shot.toPath(), docs.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }
    return file;
  }

  private static Optional<Path> onPath(String program) {
    String path = System.getenv("PATH");
    if (path == null) {
      return Optional.empty();
    }
    return Stream.of(path.split(File.pathSeparator))
        .map(dir -> Path.of(dir, program))
        .filter(Files::isExecutable)
        .findFirst();
  }
}
