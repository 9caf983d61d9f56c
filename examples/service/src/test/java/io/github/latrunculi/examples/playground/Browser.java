package io.github.latrunculi.examples.playground;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * A real headless Chromium driven by its ChromeDriver, both from the operating system's packages
 * ({@code chromium} and {@code chromium-driver} on Debian), found on {@code PATH} (or at the paths
 * the system properties {@code playground.chromium} and {@code webdriver.chrome.driver} name) and
 * handed to Selenium explicitly so that it never downloads a driver. Without them the browser tests
 * are skipped with the reason, unless {@code LATRUNCULI_BROWSER_TESTS=required} (set by {@code
 * .ci/run}) makes their absence a failure.
 *
 * <p>Screenshots go to {@code target/playground/}; with {@code -Dplayground.refreshDocs=true} the
 * documentation's screenshots are also copied to {@code docs/playground/}, which a plain build
 * never touches.
 */
final class Browser {
  /** The two page sizes the playground is checked at. */
  enum Viewport {
    /** A laptop window. */
    DESKTOP(1280, 860, false),
    /** A phone held upright. */
    PHONE(390, 844, true);

    final int width;
    final int height;
    final boolean mobile;

    Viewport(int width, int height, boolean mobile) {
      this.width = width;
      this.height = height;
      this.mobile = mobile;
    }

    /** Returns the name used in screenshot file names: {@code desktop} or {@code phone}. */
    String fileName() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  private static final Path SHOTS = Path.of("target", "playground");
  private static final Path DOCS = Path.of("..", "..", "docs", "playground");

  private Browser() {}

  /**
   * Returns true when {@code LATRUNCULI_BROWSER_TESTS=required}: a missing browser fails the tests.
   */
  static boolean required() {
    return "required".equals(System.getenv("LATRUNCULI_BROWSER_TESTS"));
  }

  /** Returns why no browser can be started, or empty when Chromium and its driver are there. */
  static Optional<String> missing() {
    Optional<Path> chromium = chromium();
    Optional<Path> driver = driver();
    if (chromium.isPresent() && driver.isPresent()) {
      return Optional.empty();
    }
    String what = chromium.isEmpty() ? "Chromium" : "chromedriver";
    if (chromium.isEmpty() && driver.isEmpty()) {
      what = "Chromium and chromedriver";
    }
    String where =
        System.getProperty("webdriver.chrome.driver") == null
            ? ""
            : " or at -Dwebdriver.chrome.driver";
    return Optional.of(
        what
            + " not found on PATH"
            + where
            + "; the playground's browser tests need them (apt-get install chromium chromium-driver)");
  }

  /** Starts a headless browser with a fresh profile and the desktop page size. */
  static ChromeDriver start(Path profile) {
    ChromeOptions options = new ChromeOptions();
    options.setBinary(chromium().orElseThrow().toFile());
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
        "--hide-scrollbars",
        "--force-device-scale-factor=1",
        "--window-size=" + Viewport.DESKTOP.width + "," + Viewport.DESKTOP.height,
        "--user-data-dir=" + profile.toAbsolutePath());
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(driver().orElseThrow().toFile())
            .usingAnyFreePort()
            .build();
    ChromeDriver browser = new ChromeDriver(service, options);
    browser.manage().timeouts().scriptTimeout(Duration.ofSeconds(30));
    browser.manage().timeouts().pageLoadTimeout(Duration.ofSeconds(30));
    size(browser, Viewport.DESKTOP);
    return browser;
  }

  /**
   * Makes the page's viewport exactly that size (a phone also gets touch and a mobile viewport).
   */
  static void size(ChromeDriver browser, Viewport viewport) {
    browser.executeCdpCommand(
        "Emulation.setDeviceMetricsOverride",
        Map.of(
            "width",
            viewport.width,
            "height",
            viewport.height,
            "deviceScaleFactor",
            1,
            "mobile",
            viewport.mobile));
    browser.executeCdpCommand(
        "Emulation.setTouchEmulationEnabled", Map.of("enabled", viewport.mobile));
  }

  /** Saves a screenshot of the viewport under {@code target/playground/}. */
  static Path screenshot(ChromeDriver browser, String name) throws IOException {
    Files.createDirectories(SHOTS);
    Path file = SHOTS.resolve(name + ".png");
    Files.copy(
        browser.getScreenshotAs(OutputType.FILE).toPath(),
        file,
        StandardCopyOption.REPLACE_EXISTING);
    return file;
  }

  /**
   * Saves a screenshot that the documentation shows: under {@code target/playground/}, and into
   * {@code docs/playground/} only when {@code -Dplayground.refreshDocs=true} asks for it.
   */
  static Path documentationShot(ChromeDriver browser, String name) throws IOException {
    Path file = screenshot(browser, name);
    if (Boolean.getBoolean("playground.refreshDocs")) {
      if (!Files.isDirectory(DOCS)) {
        throw new IOException(
            DOCS.toAbsolutePath() + " is missing: run the refresh from the repository");
      }
      Files.copy(file, DOCS.resolve(name + ".png"), StandardCopyOption.REPLACE_EXISTING);
    }
    return file;
  }

  /**
   * Returns the axe-core accessibility engine's script, from Deque's Selenium artifact on the test
   * class path.
   */
  static String axeScript() {
    try (InputStream in = Browser.class.getResourceAsStream("/axe.min.js")) {
      if (in == null) {
        throw new IllegalStateException("axe.min.js is not on the test class path");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Optional<Path> chromium() {
    return named("playground.chromium")
        .or(() -> onPath("chromium"))
        .or(() -> onPath("chromium-browser"))
        .or(() -> onPath("google-chrome"));
  }

  private static Optional<Path> driver() {
    String property = System.getProperty("webdriver.chrome.driver");
    return property != null ? named("webdriver.chrome.driver") : onPath("chromedriver");
  }

  private static Optional<Path> named(String property) {
    return Optional.ofNullable(System.getProperty(property))
        .map(Path::of)
        .filter(Files::isExecutable);
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
