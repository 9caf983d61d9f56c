package io.github.latrunculi.examples.service;

import io.vavr.collection.HashMap;
import io.vavr.collection.Map;
import io.vavr.control.Option;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The browser playground's static files (HTML, CSS and two ES modules, the page and its piece
 * drawings; no build step), read once from the class path folder {@code playground/} and served at
 * {@code /}, {@code /playground.css}, {@code /playground.js} and {@code /pieces.js}. Nothing is
 * loaded from another host, so the page works offline.
 */
final class PlaygroundAssets {
  private static final Map<String, Reply> BY_PATH =
      HashMap.of(
          "/", load("index.html", "text/html; charset=utf-8"),
          "/index.html", load("index.html", "text/html; charset=utf-8"),
          "/playground.css", load("playground.css", "text/css; charset=utf-8"),
          "/playground.js", load("playground.js", "text/javascript; charset=utf-8"),
          "/pieces.js", load("pieces.js", "text/javascript; charset=utf-8"));

  private PlaygroundAssets() {}

  /** Returns the answer of a {@code GET} of a request path when a file is served there. */
  static Option<Reply> at(String path) {
    return BY_PATH.get(path);
  }

  private static Reply load(String name, String contentType) {
    try (InputStream in = PlaygroundAssets.class.getResourceAsStream("/playground/" + name)) {
      if (in == null) {
        throw new IllegalStateException("playground file missing from the class path: " + name);
      }
      return new Reply(200, contentType, in.readAllBytes());
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
