package io.github.latrunculi.examples.playground;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The playground as a person uses it: choose a game, start, click, drag and press keys on squares
 * found by their accessible names, press buttons, type moves, read the messages. Every action waits
 * until the page has settled (it counts its finished operations in {@code body[data-updates]} and
 * its running ones in {@code body[data-busy]}); every wait is bounded.
 */
final class PlaygroundPage {
  private static final Duration WAIT = Duration.ofSeconds(20);

  private final ChromeDriver browser;
  private final String address;

  PlaygroundPage(ChromeDriver browser, String address) {
    this.browser = browser;
    this.address = address;
  }

  /**
   * Returns the address of a game: the start line and the moves in the fragment, as the page writes
   * it.
   */
  String addressOf(String start, String... moves) {
    String fragment = "start=" + URLEncoder.encode(start, StandardCharsets.UTF_8);
    if (moves.length > 0) {
      fragment += "&moves=" + URLEncoder.encode(String.join(" ", moves), StandardCharsets.UTF_8);
    }
    return address + "#" + fragment;
  }

  /**
   * Opens the page afresh and waits until the game list has arrived and the first game is shown.
   */
  PlaygroundPage open() {
    return openAddress(address);
  }

  /** Opens the page on a game given by its address (start line and moves). */
  PlaygroundPage open(String start, String... moves) {
    return openAddress(addressOf(start, moves));
  }

  private PlaygroundPage openAddress(String url) {
    browser.get("about:blank");
    browser.get(url);
    waitUntil(d -> !new Select(d.findElement(By.id("game"))).getOptions().isEmpty());
    waitUntil(d -> "0".equals(data("busy")) && !positionLine().isEmpty() && squareCount() > 0);
    return this;
  }

  /** Reloads the page, as a person pressing the browser's reload button, and waits for the game. */
  PlaygroundPage reload() {
    browser.navigate().refresh();
    waitUntil(d -> "0".equals(data("busy")) && !positionLine().isEmpty() && squareCount() > 0);
    return this;
  }

  /** Returns the page's address as the browser shows it. */
  String currentAddress() {
    return browser.getCurrentUrl();
  }

  /** Returns the game ids the page offers. */
  List<String> games() {
    return new Select(browser.findElement(By.id("game")))
        .getOptions().stream().map(WebElement::getText).toList();
  }

  /** Chooses a game and variant and starts it; waits for the board. */
  PlaygroundPage start(String game, String variant) {
    new Select(browser.findElement(By.id("game"))).selectByValue(game);
    new Select(browser.findElement(By.id("variant"))).selectByValue(variant);
    return act(() -> browser.findElement(By.id("start")).click());
  }

  /** Pastes a position line and loads it; waits until the page shows it. */
  PlaygroundPage load(String line) {
    WebElement area = browser.findElement(By.id("position-line"));
    area.clear();
    area.sendKeys(line);
    return act(() -> browser.findElement(By.id("load-position")).click());
  }

  /** Returns the square element whose accessible name starts with the square's name. */
  WebElement square(String name) {
    return browser.findElement(By.cssSelector("#board [data-square='" + name + "']"));
  }

  /** Returns a square's accessible name, for example {@code "c6, Black savage (s), frozen"}. */
  String squareName(String name) {
    return square(name).getAttribute("aria-label");
  }

  /** Returns where a square is drawn on the screen. */
  Rectangle squareBox(String name) {
    return square(name).getRect();
  }

  /**
   * Returns where a square is drawn on the board: its column counted from the left and its row
   * counted from the bottom, read in one script so that a redrawn board cannot be half read.
   */
  List<Long> drawnAt(String name) {
    @SuppressWarnings("unchecked")
    List<Long> at =
        (List<Long>)
            browser.executeScript(
                """
                const boxes = [...document.querySelectorAll('#board [data-square]')]
                  .map((g) => g.getBoundingClientRect());
                const left = Math.min(...boxes.map((b) => b.left));
                const bottom = Math.max(...boxes.map((b) => b.bottom));
                const square = document.querySelector('#board [data-square="' + arguments[0] + '"]');
                const box = square.getBoundingClientRect();
                return [Math.round((box.left - left) / box.width), Math.round((bottom - box.bottom) / box.height)];
                """,
                name);
    return at;
  }

  /** Clicks a square and waits until the page has answered. */
  PlaygroundPage click(String name) {
    return act(() -> square(name).click());
  }

  /** Focuses a square and presses Enter on it. */
  PlaygroundPage press(String name) {
    return act(() -> square(name).sendKeys(Keys.ENTER));
  }

  /** Presses keys on whatever has the focus, and waits when one of them makes the page act. */
  PlaygroundPage keys(CharSequence... keys) {
    return act(() -> browser.switchTo().activeElement().sendKeys(keys));
  }

  /** Presses keys that only move the focus. */
  PlaygroundPage moveFocus(CharSequence... keys) {
    browser.switchTo().activeElement().sendKeys(keys);
    return this;
  }

  /** Puts the keyboard focus on an element of the page by its id. */
  PlaygroundPage focus(String id) {
    browser.executeScript("document.getElementById(arguments[0]).focus();", id);
    return this;
  }

  /** Returns the square that has the keyboard focus, or "" when the focus is elsewhere. */
  String focusedSquare() {
    Object square =
        browser.executeScript(
            "const e = document.activeElement; return e && e.dataset ? e.dataset.square || '' : '';");
    return String.valueOf(square);
  }

  /** Returns how many squares of the board are reached by Tab. */
  long tabStopsOnTheBoard() {
    return browser.findElements(By.cssSelector("#board [data-square][tabindex='0']")).size();
  }

  /**
   * Returns the box of the focus ring drawn in the focused square, or null when no ring is shown
   * (the ring shows only when the focus came by keys).
   */
  Rectangle focusRing() {
    List<WebElement> rings =
        browser.findElements(By.cssSelector("#board [data-square]:focus-visible .ring"));
    if (rings.isEmpty() || !"visible".equals(rings.get(0).getCssValue("visibility"))) {
      return null;
    }
    return rings.get(0).getRect();
  }

  /** Drags the piece on one square to another with a mouse or a finger, as a person does. */
  PlaygroundPage drag(String from, String to, PointerInput.Kind kind) {
    // Screen points, not elements: the board is redrawn while the piece is carried.
    Rectangle source = squareBox(from);
    Rectangle target = squareBox(to);
    int x0 = source.x + source.width / 2;
    int y0 = source.y + source.height / 2;
    int x1 = target.x + target.width / 2;
    int y1 = target.y + target.height / 2;
    return act(
        () -> {
          PointerInput pointer =
              new PointerInput(kind, kind == PointerInput.Kind.TOUCH ? "finger" : "mouse");
          PointerInput.Origin screen = PointerInput.Origin.viewport();
          Sequence drag = new Sequence(pointer, 0);
          drag.addAction(pointer.createPointerMove(Duration.ZERO, screen, x0, y0));
          drag.addAction(pointer.createPointerDown(PointerInput.MouseButton.LEFT.asArg()));
          drag.addAction(
              pointer.createPointerMove(
                  Duration.ofMillis(100), screen, (3 * x0 + x1) / 4, (3 * y0 + y1) / 4));
          drag.addAction(
              pointer.createPointerMove(
                  Duration.ofMillis(100), screen, (x0 + 3 * x1) / 4, (y0 + 3 * y1) / 4));
          drag.addAction(pointer.createPointerMove(Duration.ofMillis(100), screen, x1, y1));
          drag.addAction(pointer.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
          browser.perform(List.of(drag));
        });
  }

  /** Presses the choice button with that id. */
  PlaygroundPage choose(String id) {
    return act(
        () ->
            browser
                .findElement(By.cssSelector("#choices button[data-choice='" + id + "']"))
                .click());
  }

  /** Presses a button of the page by its id. */
  PlaygroundPage button(String id) {
    return act(() -> browser.findElement(By.id(id)).click());
  }

  /** Returns the ids of the choice buttons shown. */
  List<String> choices() {
    return browser.findElements(By.cssSelector("#choices button")).stream()
        .map(b -> b.getAttribute("data-choice"))
        .toList();
  }

  /** Returns the squares highlighted as possible next inputs, in board order. */
  List<String> highlighted() {
    return squaresWhoseNameHas(", can ");
  }

  /** Returns the squares marked as the last move's, sorted by name. */
  List<String> lastMoveSquares() {
    return squaresWhoseNameHas(", last move").stream().sorted().toList();
  }

  private List<String> squaresWhoseNameHas(String part) {
    return browser
        .findElements(By.xpath("//*[@data-square and contains(@aria-label, '" + part + "')]"))
        .stream()
        .map(e -> e.getAttribute("data-square"))
        .toList();
  }

  /** Returns the drawing's kind id of the piece on a square, or "" when it has none. */
  String drawingOn(String square) {
    List<WebElement> pieces = square(square).findElements(By.cssSelector(".piece"));
    return pieces.isEmpty() ? "" : pieces.get(0).getAttribute("data-kind");
  }

  /**
   * Plays one whole turn as a person does who only follows the highlights: clicks the first
   * highlighted square, or presses the first choice when no square is highlighted, until the move
   * list grows. Returns the move played, as the list shows it.
   */
  String playHighlighted() {
    int before = moveCount();
    for (int step = 0; step < 8 && moveCount() == before; step++) {
      List<String> squares = highlighted();
      if (!squares.isEmpty()) {
        click(squares.get(0));
      } else {
        choose(choices().get(0));
      }
    }
    if (moveCount() == before) {
      throw new AssertionError("eight inputs did not make a move");
    }
    return lastMove();
  }

  /** Returns the last move of the move list. */
  String lastMove() {
    List<String> moves = moves();
    return moves.isEmpty() ? "" : moves.get(moves.size() - 1);
  }

  /** Returns the move list. */
  List<String> moves() {
    return browser.findElements(By.cssSelector("#history li")).stream()
        .map(WebElement::getText)
        .toList();
  }

  /** Clicks a move of the move list (1-based) to look at the position after it. */
  PlaygroundPage reviewMove(int ply) {
    return act(
        () ->
            browser.findElement(By.cssSelector("#history button[data-ply='" + ply + "']")).click());
  }

  /**
   * Returns the notice shown while an earlier position is on the board, or "" in the live position.
   */
  String reviewNotice() {
    WebElement notice = browser.findElement(By.id("review"));
    return notice.isDisplayed() ? notice.getText() : "";
  }

  /** Unticks or ticks automatic throws of the die. */
  PlaygroundPage autoThrow(boolean on) {
    WebElement box = browser.findElement(By.id("auto-throw"));
    if (box.isSelected() != on) {
      browser.executeScript("arguments[0].click();", box);
    }
    return this;
  }

  /** Presses the "Throw the die" button and waits for the throw to appear in the move list. */
  PlaygroundPage throwDie() {
    int before = moveCount();
    waitUntil(d -> d.findElement(By.id("throw")).isDisplayed());
    browser.findElement(By.id("throw")).click();
    waitUntil(d -> moveCount() > before && "0".equals(data("busy")));
    return this;
  }

  /** Types a move into the text box and submits it. */
  PlaygroundPage type(String move) {
    return act(
        () -> {
          WebElement box = browser.findElement(By.id("move-text"));
          box.clear();
          box.sendKeys(move, Keys.ENTER);
        });
  }

  /** Makes a seat a person or the agent. */
  PlaygroundPage seat(String player, boolean agent) {
    new Select(browser.findElement(By.cssSelector("select[data-seat='" + player + "']")))
        .selectByValue(agent ? "agent" : "person");
    return this;
  }

  /** Waits until the move list has at least {@code n} moves and the page is idle. */
  PlaygroundPage awaitMoves(int n, Duration timeout) {
    new WebDriverWait(browser, timeout).until(d -> moveCount() >= n && "0".equals(data("busy")));
    return this;
  }

  /** Waits until the hint arrow (or ring) is drawn, and returns the move it shows. */
  String awaitHint() {
    waitUntil(d -> !d.findElements(By.cssSelector("#board .hint[data-move]")).isEmpty());
    return browser.findElement(By.cssSelector("#board .hint[data-move]")).getAttribute("data-move");
  }

  /** Returns how many arrows the hint draws. */
  int hintArrows() {
    return browser.findElements(By.cssSelector("#board .hint .hint-arrow")).size();
  }

  String message() {
    return text("message");
  }

  String announcement() {
    return text("announce");
  }

  /** Returns the hint's expected line and score as shown under the board; empty when hidden. */
  String hintLine() {
    return text("hint-line");
  }

  String turn() {
    return text("turn");
  }

  /** Returns the game-over panel's text, or "" while it is hidden. */
  String gameOver() {
    WebElement panel = browser.findElement(By.id("game-over"));
    return panel.isDisplayed() ? panel.getText() : "";
  }

  String positionLine() {
    return (String) browser.executeScript("return document.getElementById('position-line').value;");
  }

  String record() {
    return (String) browser.executeScript("return document.getElementById('record').value;");
  }

  int moveCount() {
    return browser.findElements(By.cssSelector("#history li")).size();
  }

  String fact(String key) {
    List<WebElement> found =
        browser.findElements(By.cssSelector("#facts dd[data-fact='" + key + "']"));
    return found.isEmpty() ? "" : found.get(0).getText();
  }

  PlaygroundPage undoMove() {
    return button("undo-move");
  }

  /**
   * Returns the top of an element of the page by its id, in CSS pixels from the top of the page.
   */
  long topOf(String id) {
    return number(
        "return Math.round(document.getElementById(arguments[0]).getBoundingClientRect().top + scrollY);",
        id);
  }

  /** Returns the width of an element of the page by its id, in CSS pixels. */
  long widthOf(String id) {
    return number(
        "return Math.round(document.getElementById(arguments[0]).getBoundingClientRect().width);",
        id);
  }

  /** Returns the width of the page's viewport in CSS pixels. */
  long viewportWidth() {
    return number("return document.documentElement.clientWidth;");
  }

  private long number(String script, Object... arguments) {
    return ((Number) browser.executeScript(script, arguments)).longValue();
  }

  /**
   * Returns every piece of visible text drawn smaller than {@code pixels} CSS pixels: HTML text by
   * its computed font size, SVG text by its font size times the board's scale.
   */
  @SuppressWarnings("unchecked")
  List<String> textSmallerThan(double pixels) {
    return (List<String>)
        browser.executeScript(
            """
            const small = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              const text = node.textContent.trim();
              const element = node.parentElement;
              if (!text || !element || element.closest('title, script, style, option')) continue;
              const box = element.getBoundingClientRect();
              const style = getComputedStyle(element);
              if (box.width === 0 || box.height === 0 || style.visibility !== 'visible') continue;
              if (element.closest('.visually-hidden')) continue;
              let size = parseFloat(style.fontSize);
              if (element instanceof SVGElement) size *= element.getScreenCTM().a;
              if (size < arguments[0] - 0.01) small.push(text + ' (' + size.toFixed(1) + 'px)');
            }
            return small;
            """,
            pixels);
  }

  /**
   * Runs the axe-core accessibility engine on the page and returns its violations of impact
   * "serious" or "critical", each as "rule (impact): help: first targets".
   */
  @SuppressWarnings("unchecked")
  List<String> seriousAccessibilityViolations() {
    browser.executeScript(Browser.axeScript());
    Object found =
        browser.executeAsyncScript(
            """
            const done = arguments[arguments.length - 1];
            axe.run(document, { resultTypes: ['violations'] })
              .then((result) => done(result.violations
                .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                .map((v) => v.id + ' (' + v.impact + '): ' + v.help + ': '
                  + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', '))))
              .catch((error) => done(['axe failed: ' + error]));
            """);
    return (List<String>) found;
  }

  private String text(String id) {
    return browser.findElement(By.id(id)).getText();
  }

  private String data(String key) {
    Object value = browser.executeScript("return document.body.dataset[arguments[0]] || '';", key);
    return String.valueOf(value);
  }

  private long updates() {
    String value = data("updates");
    return value.isEmpty() ? 0 : Long.parseLong(value);
  }

  /** Does something that makes the page act, and waits until it has finished acting. */
  private PlaygroundPage act(Runnable action) {
    long before = updates();
    action.run();
    waitUntil(d -> updates() > before && "0".equals(data("busy")));
    return this;
  }

  private int squareCount() {
    return browser.findElements(By.cssSelector("#board [data-square]")).size();
  }

  private void waitUntil(Function<WebDriver, Boolean> condition) {
    new WebDriverWait(browser, WAIT).until(condition::apply);
  }
}
