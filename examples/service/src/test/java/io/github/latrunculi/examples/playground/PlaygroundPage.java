package io.github.latrunculi.examples.playground;

import java.time.Duration;
import java.util.List;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The playground as a person uses it: choose a game, start, click squares found by their accessible
 * names, press choice buttons, type moves, read the messages. Every wait is bounded.
 */
final class PlaygroundPage {
  private static final Duration WAIT = Duration.ofSeconds(15);

  private final ChromeDriver browser;
  private final String address;

  PlaygroundPage(ChromeDriver browser, String address) {
    this.browser = browser;
    this.address = address;
  }

  /** Opens the page and waits until the game list has arrived and the first game is shown. */
  PlaygroundPage open() {
    browser.get(address);
    waitUntil(d -> !new Select(d.findElement(By.id("game"))).getOptions().isEmpty());
    waitUntil(d -> !positionLine().isEmpty() && squareCount() > 0);
    return this;
  }

  /** Returns the game ids the page offers. */
  List<String> games() {
    return new Select(browser.findElement(By.id("game"))).getOptions().stream().map(WebElement::getText).toList();
  }

  /** Chooses a game and variant and starts it; waits for the board. */
  PlaygroundPage start(String game, String variant) {
    new Select(browser.findElement(By.id("game"))).selectByValue(game);
    new Select(browser.findElement(By.id("variant"))).selectByValue(variant);
    ((JavascriptExecutor) browser).executeScript("document.getElementById('position-line').value = '';");
    browser.findElement(By.id("start")).click();
    waitUntil(d -> positionLine().startsWith(game + " ") && squareCount() > 0);
    return this;
  }

  /** Pastes a position line and loads it; waits until the page shows it. */
  PlaygroundPage load(String line) {
    WebElement area = browser.findElement(By.id("position-line"));
    area.clear();
    area.sendKeys(line);
    // The box already holds the line as typed: wait for the board drawn from it.
    String before = stamp();
    browser.findElement(By.id("load-position")).click();
    waitUntil(d -> !stamp().equals(before) && positionLine().equals(line));
    return this;
  }

  /** Returns the square element whose accessible name starts with the square's name. */
  WebElement square(String name) {
    return browser.findElement(By.xpath("//*[@role='button' and starts-with(@aria-label, '" + name + ",')]"));
  }

  /** Returns a square's accessible name, for example {@code "c4, w savage, frozen"}. */
  String squareName(String name) {
    return square(name).getAttribute("aria-label");
  }

  /** Clicks a square and waits until the page has answered (a new view, or a message). */
  PlaygroundPage click(String name) {
    String before = stamp();
    square(name).click();
    waitUntil(d -> !stamp().equals(before));
    return this;
  }

  /** Focuses a square and presses Enter on it, as a keyboard user does. */
  PlaygroundPage press(String name) {
    String before = stamp();
    square(name).sendKeys(Keys.ENTER);
    waitUntil(d -> !stamp().equals(before));
    return this;
  }

  /** Presses the choice button with that id. */
  PlaygroundPage choose(String id) {
    String before = stamp();
    browser.findElement(By.cssSelector("#choices button[data-choice='" + id + "']")).click();
    waitUntil(d -> !stamp().equals(before));
    return this;
  }

  /** Returns the ids of the choice buttons shown. */
  List<String> choices() {
    return browser.findElements(By.cssSelector("#choices button")).stream().map(b -> b.getAttribute("data-choice")).toList();
  }

  /** Returns the squares highlighted as possible next inputs. */
  List<String> highlighted() {
    return browser.findElements(By.xpath("//*[@role='button' and contains(@aria-label, ', can ')]")).stream()
        .map(e -> e.getAttribute("data-square"))
        .toList();
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
    List<WebElement> moves = browser.findElements(By.cssSelector("#history li"));
    return moves.isEmpty() ? "" : moves.get(moves.size() - 1).getText();
  }

  /** Unticks or ticks automatic throws of the die. */
  PlaygroundPage autoThrow(boolean on) {
    WebElement box = browser.findElement(By.id("auto-throw"));
    if (box.isSelected() != on) {
      ((JavascriptExecutor) browser).executeScript("arguments[0].click();", box);
    }
    return this;
  }

  /** Presses the "Throw the die" button and waits for the throw to appear in the move list. */
  PlaygroundPage throwDie() {
    int before = moveCount();
    waitUntil(d -> d.findElement(By.id("throw")).isDisplayed());
    browser.findElement(By.id("throw")).click();
    waitUntil(d -> moveCount() > before);
    return this;
  }

  /** Types a move into the text box and submits it. */
  PlaygroundPage type(String move) {
    String before = stamp();
    WebElement box = browser.findElement(By.id("move-text"));
    box.clear();
    box.sendKeys(move, Keys.ENTER);
    waitUntil(d -> !stamp().equals(before));
    return this;
  }

  /** Makes a seat a person or the agent. */
  PlaygroundPage seat(String player, boolean agent) {
    new Select(browser.findElement(By.cssSelector("select[data-seat='" + player + "']")))
        .selectByValue(agent ? "agent" : "person");
    return this;
  }

  /** Waits until the move list has at least {@code n} moves. */
  PlaygroundPage awaitMoves(int n, Duration timeout) {
    new WebDriverWait(browser, timeout).until(d -> moveCount() >= n);
    return this;
  }

  String message() {
    return browser.findElement(By.id("message")).getText();
  }

  String banner() {
    WebElement banner = browser.findElement(By.id("banner"));
    return banner.isDisplayed() ? banner.getText() : "";
  }

  String positionLine() {
    return (String) ((JavascriptExecutor) browser).executeScript("return document.getElementById('position-line').value;");
  }

  String record() {
    return (String) ((JavascriptExecutor) browser).executeScript("return document.getElementById('record').value;");
  }

  int moveCount() {
    return browser.findElements(By.cssSelector("#history li")).size();
  }

  String fact(String key) {
    List<WebElement> found = browser.findElements(By.cssSelector("#facts dd[data-fact='" + key + "']"));
    return found.isEmpty() ? "" : found.get(0).getText();
  }

  PlaygroundPage undoMove() {
    String before = stamp();
    browser.findElement(By.id("undo-move")).click();
    waitUntil(d -> !stamp().equals(before));
    return this;
  }

  private int squareCount() {
    return browser.findElements(By.cssSelector("#board [role='button']")).size();
  }

  /** What changes whenever the page answers: the board, the choices, the message or the position. */
  private String stamp() {
    return (String)
        ((JavascriptExecutor) browser)
            .executeScript(
                "return document.getElementById('board').innerHTML.length + '|'"
                    + " + document.getElementById('board').innerHTML.split('aria-label').join('').length + '|'"
                    + " + document.getElementById('choices').innerHTML + '|'"
                    + " + document.getElementById('message').textContent + '|'"
                    + " + document.getElementById('position-line').value + '|'"
                    + " + Array.from(document.querySelectorAll('#board [aria-label]')).map(e => e.getAttribute('aria-label')).join(';');");
  }

  private void waitUntil(java.util.function.Function<org.openqa.selenium.WebDriver, Boolean> condition) {
    new WebDriverWait(browser, WAIT).until(condition::apply);
  }

}
