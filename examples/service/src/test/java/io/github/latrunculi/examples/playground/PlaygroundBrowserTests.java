package io.github.latrunculi.examples.playground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.examples.service.ValidationService;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Nested;
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
  void thePageListsEveryRegisteredGameAndStartsOne() throws Exception {
    page.open();
    assertEquals(List.of("amazonsflip", "chaturaji", "chief", "malha", "nim", "quaternity"), page.games());
    assertTrue(page.squareName("a1").startsWith("a1, "), "squares are named for screen readers");
    Browser.screenshot(browser, "start", false);
  }

  @Nested
  class Chief {
    @Test
    void aPushByClicksShowsTheFrozenMark() throws Exception {
      // Dossier E4: c3:c5 pushes the black Savage back to c6, where it is frozen.
      page.open().load("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -");
      page.click("c3");
      assertTrue(page.highlighted().contains("c5"), "c5 is offered after c3: " + page.highlighted());
      assertTrue(page.squareName("c5").contains("can push"), page.squareName("c5"));
      page.click("c5");
      assertEquals("c3:c5", page.lastMove());
      assertTrue(page.squareName("c6").contains("frozen"), page.squareName("c6"));
      Browser.screenshot(browser, "chief", true);
    }

    @Test
    void aRefusedClickShowsItsReason() throws Exception {
      page.open().load("chief standard 5x7 k4/2s2/2S2/5/5/5/4K b c6 c5:1");
      page.click("c6");
      assertTrue(page.message().contains("c6"), "the reason names the square: " + page.message());
      assertEquals(0, page.moveCount());
      Browser.screenshot(browser, "chief-refused", false);
    }

    @Test
    void keysEnterAMoveAsClicksDo() throws Exception {
      page.open().load("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -");
      page.press("c3").press("c5");
      assertEquals("c3:c5", page.lastMove());
    }

    @Test
    void aMoveTypedInNotationIsPlayedOrRefusedWithItsReason() {
      page.open().load("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -");
      page.type("c3-c7");
      assertFalse(page.message().isBlank(), "a refused move shows the rejection");
      assertEquals(0, page.moveCount());
      page.type("c3:c5");
      assertEquals("c3:c5", page.lastMove());
      page.undoMove();
      assertEquals(0, page.moveCount());
      assertEquals("chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -", page.positionLine());
    }

    @Test
    void aShortGameEndsWithTheOutcomeBanner() throws Exception {
      // Dossier E3: the Rider takes the Chief on the edge, and White wins.
      page.open().load("chief standard 5x7 k4/5/5/5/5/5/R3K w - -");
      page.click("a1").click("a7");
      assertTrue(page.banner().contains("w"), "the banner names the winner: " + page.banner());
      assertTrue(page.record().startsWith("chief standard 5x7 k4/5/5/5/5/5/R3K w - -\na1"), page.record());
      Browser.screenshot(browser, "chief-over", false);
    }

    @Test
    void aSeatPlayedByTheAgentMovesOnItsOwn() {
      page.open().start("chief", "standard");
      page.seat("b", true);
      page.playHighlighted();
      page.awaitMoves(2, Duration.ofSeconds(20));
      assertEquals(2, page.moveCount());
    }
  }

  @Nested
  class Amazonsflip {
    @Test
    void aMoveAndAShotByClicks() throws Exception {
      page.open().start("amazonsflip", "regular");
      String opening = page.playHighlighted();
      assertFalse(opening.contains("/"), "the opening turn only moves: " + opening);
      String turn = page.playHighlighted();
      assertTrue(turn.contains("/"), "after the opening a turn moves and fires: " + turn);
      Browser.screenshot(browser, "amazonsflip", true);
    }
  }

  @Nested
  class Malha {
    @Test
    void aPlacementPairInEitherOrder() throws Exception {
      page.open().start("malha", "standard");
      List<String> offered = page.highlighted();
      page.click(offered.get(offered.size() - 1));
      String second = page.highlighted().get(0);
      page.click(second);
      assertEquals(1, page.moveCount());
      Browser.screenshot(browser, "malha", true);
    }
  }

  @Nested
  class Chaturaji {
    @Test
    void aDieThrowThenAMove() throws Exception {
      page.open();
      page.autoThrow(false);
      page.start("chaturaji", "partnership-dice");
      page.throwDie();
      assertEquals(1, page.moveCount());
      page.playHighlighted();
      assertEquals(2, page.moveCount());
      assertFalse(page.fact("die").isBlank() && page.fact("toAct").isBlank(), "facts are shown");
      Browser.screenshot(browser, "chaturaji", true);
    }
  }

  @Nested
  class Quaternity {
    @Test
    void aPromotionFromAPastedPosition() throws Exception {
      // Dossier T5: the white pawn on f11 promotes on f12.
      page.open().load("quaternity standard 12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *");
      page.click("f11").click("f12");
      assertTrue(page.choices().contains("promote-q"), "promotion choices are buttons: " + page.choices());
      page.choose("promote-q");
      assertEquals(1, page.moveCount());
      assertTrue(page.squareName("f12").contains("queen"), page.squareName("f12"));
      Browser.screenshot(browser, "quaternity", true);
    }
  }
}
