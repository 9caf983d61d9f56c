package io.github.latrunculi.examples.service;

import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The browser playground's static files (HTML, CSS and an ES module, no build step), read once from
 * the class path folder {@code playground/} and served at {@code /}, {@code /playground.css} and
 * {@code /playground.js}. Nothing is loaded from another host, so the page works offline.
 */
final class PlaygroundAssets {
  /**
   * One file as served.
   *
   * @param bytes the content
   * @param contentType the {@code Content-Type} header value
   */
  record Asset(byte[] bytes, String contentType) {}

  private static final Map<String, Asset> BY_PATH =
      HashMap.of(
          "/", load("index.html", "text/html; charset=utf-8"),
          "/index.html", load("index.html", "text/html; charset=utf-8"),
          "/playground.css", load("playground.css", "text/css; charset=utf-8"),
          "/playground.js", load("playground.js", "text/javascript; charset=utf-8"));

  private PlaygroundAssets() {}

  /** Returns the file served at a request path, if any. */
  static Option<Asset> at(String path) {
    return BY_PATH.get(path);
  }

  private static Asset load(String name, String contentType) {
    try (InputStream in = PlaygroundAssets.class.getResourceAsStream("/playground/" + name)) {
      if (in == null) {
        throw new IllegalStateException("playground file missing from the class path: " + name);
      }
      return new Asset(in.readAllBytes(), contentType);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
