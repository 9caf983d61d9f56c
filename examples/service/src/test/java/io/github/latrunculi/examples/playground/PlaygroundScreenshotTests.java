package io.github.latrunculi.examples.playground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every game's page at the desktop and the phone size, a few moves into a game with a piece chosen:
 * the pieces are drawn, the axe-core accessibility engine finds no violation of impact "serious" or
 * "critical", and on a phone the board comes first, fills the width and no text is under 12 pixels.
 * Each state is saved as {@code target/playground/<game>-<desktop|phone>.png}; with {@code
 * -Dplayground.refreshDocs=true} the same files refresh {@code docs/playground/}.
 */
@Timeout(180)
class PlaygroundScreenshotTests extends PlaygroundSession {
  /** A game for the pictures: its start line, some moves, and whether to choose a piece. */
  private record Scene(String game, String start, List<String> moves, String choose) {}

  private static final List<Scene> SCENES =
      List.of(
          new Scene(
              "chief",
              "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -",
              List.of("c2-c4", "c6-c5", "c4:c5"),
              "b6"),
          new Scene(
              "malha",
              "malha standard 7/7/7/7/7/7/7 a P - - - *",
              List.of(
                  "b2,d5", "a3,g5", "b1,e2", "a5,a6", "d1,d7", "c7,f2", "e1,f3", "c6,g6", "e3,g4",
                  "a7,g2", "a2,f6", "d3,e5", "a1,e6", "g1,g3", "c1,c2", "c5,e4", "c3,d6", "a4,b3",
                  "f1,f5", "b6,b7", "e7,f7", "d2,f4", "b4,c4", "b5,g7", "d5-d4", "c5-d5", "c4-c5",
                  "d3-d4", "e3-d3", "d4-c4"),
              "d3"),
          new Scene(
              "amazonsflip",
              "amazonsflip regular 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F",
              List.of("a7-b8", "a4-d4/b6", "b8-c8/c4", "d4-e5/b8", "j4-h4/f2", "e5-e3/c5"),
              "c8"),
          new Scene(
              "chaturaji",
              "chaturaji partnership yByPB2bKbEbHbB/yHyPH2bPKbPEbPHbPB/yEyPE6/yKyPK6/6rPKrK/6rPErE"
                  + "/gPBgPHgPEgPK2rPHrH/gBgHgEgK2rPBrB r - - - 0 1",
              List.of("g4-f4", "d2-d3", "a7-c6", "g8-f6", "h4-g5", "d1-d2", "c6-e5", "f8-g8"),
              "h3"),
          new Scene(
              "quaternity",
              "quaternity standard rK2rRrP>2bP<bR2bK/1rQ1rNrP>2bP<bB1bQ1/3rNrP>2bP<bB3/rRrBrBrP*4bP*bNbNbR"
                  + "/rPvrPvrPv1rP*2bP*1bPvbPvbPv/12/12/wP^wP^wP^1wP*2gP*1gP^gP^gP^/wRwNwNwP*4gP*gBgBgR"
                  + "/3wBwP>2gP<gN3/1wQ1wBwP>2gP<gN1gQ1/wK2wRwP>2gP<gR2gK w wrbg AAAA - *",
              List.of("b4-c6", "c9-e7", "i10-e6", "j5-j6", "d3-e4", "b11-c10", "e6-g8", "h5-h6"),
              "c6"));

  static Stream<Arguments> scenes() {
    return SCENES.stream()
        .flatMap(
            s ->
                Stream.of(Browser.Viewport.DESKTOP, Browser.Viewport.PHONE)
                    .map(v -> Arguments.of(s.game(), v)));
  }

  @ParameterizedTest(name = "{0} at the {1} size")
  @MethodSource("scenes")
  void thePageOfEveryGameIsDrawnAccessibleAndFitsThePhone(String game, Browser.Viewport viewport)
      throws Exception {
    Scene scene = SCENES.stream().filter(s -> s.game().equals(game)).findFirst().orElseThrow();
    Browser.size(browser, viewport);
    page.open(scene.start(), scene.moves().toArray(String[]::new));
    assertEquals(scene.moves(), page.moves(), "the address replays the game");
    if (!scene.choose().isEmpty()) {
      page.click(scene.choose());
      assertTrue(!page.highlighted().isEmpty(), scene.choose() + " is a piece that can move");
    }
    assertTrue(!page.lastMoveSquares().isEmpty(), "the last move is highlighted");
    Browser.documentationShot(browser, game + "-" + viewport.fileName());
    assertEquals(
        List.of(),
        page.seriousAccessibilityViolations(),
        "axe-core at the " + viewport.fileName() + " size");
    if (viewport == Browser.Viewport.PHONE) {
      assertTrue(
          page.topOf("board") < page.topOf("setup"), "the board comes before the setup form");
      assertTrue(
          page.widthOf("board") >= page.viewportWidth() * 0.95,
          "the board fills the width: " + page.widthOf("board") + " px of " + page.viewportWidth());
      assertEquals(List.of(), page.textSmallerThan(12), "no text under 12 px");
    }
  }
}
