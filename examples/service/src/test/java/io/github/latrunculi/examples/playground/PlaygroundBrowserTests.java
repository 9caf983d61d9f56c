package io.github.latrunculi.examples.playground;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.openqa.selenium.Keys;
import org.openqa.selenium.Rectangle;
import org.openqa.selenium.interactions.PointerInput;

/**
 * The playground in a real headless Chromium against the real service on a loopback port, used as a
 * person uses it: every game played by clicks, drags (mouse and finger) and keys, the board turned
 * to the person's seat, the last move highlighted, earlier positions looked at from the move list,
 * the game kept in the address across a reload, a hint drawn as an arrow, and the game-over panel.
 * Screenshots go to {@code target/playground/}.
 */
@Timeout(120)
class PlaygroundBrowserTests extends PlaygroundSession {
  private static final String CHIEF_PUSH = "chief standard 5x7 k4/5/2s2/5/2S2/5/4K w - -";
  private static final String CHIEF_START =
      "chief standard 5x7 rakra/sssss/5/5/5/SSSSS/ARKAR w - -";

  @Test
  void thePageListsEveryRegisteredGameAndStartsOne() throws Exception {
    page.open();
    assertEquals(
        List.of("amazonsflip", "chaturaji", "chief", "malha", "nim", "quaternity"), page.games());
    assertTrue(page.squareName("a1").startsWith("a1, "), "squares are named for screen readers");
    assertEquals("White to move", page.turn());
    Browser.screenshot(browser, "start");
  }

  @Test
  void everyPieceIsDrawnAndTheLabelStaysInItsName() {
    page.open(CHIEF_START);
    assertEquals("chief", page.drawingOn("c1"));
    assertEquals("rider", page.drawingOn("b1"));
    assertEquals("amazon", page.drawingOn("a1"));
    assertEquals("savage", page.drawingOn("c2"));
    assertEquals(
        "c1, White chief (K)", page.squareName("c1"), "the Chief has no move at the start");
    assertTrue(
        page.squareName("c2").startsWith("c2, White savage (S), can "), page.squareName("c2"));
    assertEquals("", page.drawingOn("c4"), "an empty square");
  }

  @Nested
  class Chief {
    @Test
    void aPushByClicksShowsTheFrozenMarkAndTheLastMove() throws Exception {
      // Dossier E4: c3:c5 pushes the black Savage back to c6, where it is frozen.
      page.open().load(CHIEF_PUSH);
      page.click("c3");
      assertTrue(
          page.highlighted().contains("c5"), "c5 is offered after c3: " + page.highlighted());
      assertTrue(page.squareName("c5").contains("can push"), page.squareName("c5"));
      page.click("c5");
      assertEquals("c3:c5", page.lastMove());
      assertTrue(page.squareName("c6").contains("frozen"), page.squareName("c6"));
      assertEquals(List.of("c3", "c5"), page.lastMoveSquares());
      assertEquals("White played c3:c5.", page.announcement());
      Browser.screenshot(browser, "chief-push");
    }

    @Test
    void aRefusedClickShowsItsReason() throws Exception {
      page.open().load("chief standard 5x7 k4/2s2/2S2/5/5/5/4K b c6 c5:1");
      page.click("c6");
      assertTrue(page.message().contains("c6"), "the reason names the square: " + page.message());
      assertEquals(0, page.moveCount());
      Browser.screenshot(browser, "chief-refused");
    }

    @Test
    void aSecondClickOnTheChosenPieceTakesItBack() {
      page.open().load(CHIEF_PUSH);
      page.click("c3");
      assertFalse(page.highlighted().isEmpty());
      page.click("c3");
      assertEquals("", page.message());
      assertTrue(
          page.squareName("c3").contains("can "),
          "c3 can be chosen again: " + page.squareName("c3"));
      assertFalse(page.highlighted().contains("c5"), "no target is offered any more");
    }

    @Test
    void aMoveTypedInNotationIsPlayedOrRefusedWithItsReason() {
      page.open().load(CHIEF_PUSH);
      page.type("c3-c7");
      assertFalse(page.message().isBlank(), "a refused move shows the rejection");
      assertEquals(0, page.moveCount());
      page.type("c3:c5");
      assertEquals("c3:c5", page.lastMove());
      page.undoMove();
      assertEquals(0, page.moveCount());
      assertEquals(CHIEF_PUSH, page.positionLine());
    }

    @Test
    void aShortGameEndsWithAPanelThatSaysWhoWonAndWhy() throws Exception {
      // Dossier E3: the Rider takes the Chief on the edge, and White wins.
      page.open().load("chief standard 5x7 k4/5/5/5/5/5/R3K w - -");
      page.click("a1").click("a7");
      assertEquals("Game over\nWhite wins. Chief captured.", page.gameOver());
      assertTrue(
          page.record().startsWith("chief standard 5x7 k4/5/5/5/5/5/R3K w - -\na1"), page.record());
      page.click("e1");
      assertEquals("the game is over", page.message());
      Browser.screenshot(browser, "chief-over");
    }

    @Test
    void aSeatPlayedByTheAgentMovesOnItsOwn() {
      page.open().start("chief", "standard");
      page.seat("b", true);
      page.playHighlighted();
      page.awaitMoves(2, Duration.ofSeconds(30));
      assertEquals(2, page.moveCount());
      assertEquals("White to move", page.turn());
    }
  }

  @Nested
  class DragAndDrop {
    @Test
    void aPieceDraggedWithTheMouseIsMoved() throws Exception {
      page.open(CHIEF_START);
      page.drag("c2", "c4", PointerInput.Kind.MOUSE);
      assertEquals(List.of("c2-c4"), page.moves());
      assertEquals("savage", page.drawingOn("c4"));
      assertEquals("", page.drawingOn("c2"));
      Browser.screenshot(browser, "drag-mouse");
    }

    @Test
    void aPieceDraggedWithAFingerIsMoved() {
      page.open(CHIEF_START);
      Browser.size(browser, Browser.Viewport.PHONE);
      page.drag("b2", "b4", PointerInput.Kind.TOUCH);
      assertEquals(List.of("b2-b4"), page.moves());
      assertEquals("savage", page.drawingOn("b4"));
    }

    @Test
    void aDropWhereThePieceCannotGoIsRefusedWithTheReasonAClickGets() {
      page.open(CHIEF_START);
      page.drag("c2", "c5", PointerInput.Kind.MOUSE);
      assertEquals(0, page.moveCount());
      String dropped = page.message();
      assertFalse(dropped.isBlank(), "the drop is refused with a reason");
      assertTrue(page.squareName("c2").contains("savage"), "the savage stays on c2");
      page.open(CHIEF_START).click("c2").click("c5");
      assertEquals(dropped, page.message(), "a click on the same target gets the same reason");
    }
  }

  @Nested
  class Keyboard {
    @Test
    void theBoardIsOneTabStopWalkedWithArrowKeys() throws Exception {
      page.open().load(CHIEF_PUSH);
      assertEquals(1, page.tabStopsOnTheBoard());
      page.focus("turn-board").moveFocus(Keys.TAB);
      String first = page.focusedSquare();
      assertTrue(
          first.equals("c3") || first.equals("e1"),
          "Tab enters the board on a piece that can move: " + first);
      walk(first, "c3");
      Rectangle ring = page.focusRing();
      assertNotNull(ring, "the focused square shows its focus ring");
      Rectangle square = page.squareBox("c3");
      assertTrue(
          ring.x >= square.x
              && ring.y >= square.y
              && ring.x + ring.width <= square.x + square.width
              && ring.y + ring.height <= square.y + square.height,
          "the ring lies inside one square: "
              + ring.getDimension()
              + " at "
              + ring.getPoint()
              + " in "
              + square.getDimension()
              + " at "
              + square.getPoint());
      Browser.screenshot(browser, "keyboard-focus");
      page.keys(Keys.ENTER);
      assertTrue(page.highlighted().contains("c5"), page.highlighted().toString());
      walk("c3", "c5");
      page.keys(Keys.SPACE);
      assertEquals("c3:c5", page.lastMove());
      assertEquals(1, page.tabStopsOnTheBoard(), "still one Tab stop after the move");
      assertEquals("c5", page.focusedSquare(), "the focus stays where it was");
      page.moveFocus(Keys.TAB);
      assertEquals("", page.focusedSquare(), "the next Tab leaves the board");
    }

    /** Walks the focus with arrow keys on an unturned board, checking each step. */
    private void walk(String from, String to) {
      String at = from;
      while (!at.equals(to)) {
        int file = at.charAt(0);
        int rank = Integer.parseInt(at.substring(1));
        Keys key;
        if (file != to.charAt(0)) {
          key = file < to.charAt(0) ? Keys.ARROW_RIGHT : Keys.ARROW_LEFT;
          file += file < to.charAt(0) ? 1 : -1;
        } else {
          int target = Integer.parseInt(to.substring(1));
          key = rank < target ? Keys.ARROW_UP : Keys.ARROW_DOWN;
          rank += rank < target ? 1 : -1;
        }
        page.moveFocus(key);
        at = (char) file + String.valueOf(rank);
        assertEquals(at, page.focusedSquare());
      }
    }

    @Test
    void aClickShowsNoFocusRing() {
      page.open().load(CHIEF_PUSH);
      page.click("c3");
      assertEquals(null, page.focusRing());
    }

    @Test
    void quaternitysBoardHasOneTabStopToo() {
      page.open().start("quaternity", "standard");
      assertEquals(1, page.tabStopsOnTheBoard());
      page.focus("turn-board").moveFocus(Keys.TAB);
      String first = page.focusedSquare();
      page.moveFocus(Keys.ARROW_RIGHT);
      assertFalse(page.focusedSquare().equals(first), "the arrow moved the focus");
      assertEquals(1, page.tabStopsOnTheBoard());
    }
  }

  @Nested
  class Orientation {
    private static final List<Long> BOTTOM_LEFT = List.of(0L, 0L);

    @Test
    void theBoardTurnsToTheSeatOfThePersonWhoPlays() {
      page.open(CHIEF_START);
      assertEquals(BOTTOM_LEFT, page.drawnAt("a1"));
      page.seat("w", true);
      // White is the agent now, so the board turns to Black: e7 comes to the bottom left, a1 to the
      // top right.
      assertEquals(BOTTOM_LEFT, page.drawnAt("e7"));
      assertEquals(List.of(4L, 6L), page.drawnAt("a1"));
    }

    @Test
    void aFourPlayerBoardTurnsToTheSideOfThatSeat() throws Exception {
      // Chaturaji's Red sits east: its men (files g and h) are drawn at the bottom, h1 bottom left.
      page.open().start("chaturaji", "partnership");
      assertEquals(BOTTOM_LEFT, page.drawnAt("h1"));
      assertEquals(List.of(3L, 0L), page.drawnAt("h4"), "Red's maraja");
      assertEquals(List.of(7L, 0L), page.drawnAt("h8"));
      assertTrue(page.squareName("g1").contains("heading west"), page.squareName("g1"));
      Browser.screenshot(browser, "chaturaji-red");
      // Turned by hand a quarter at a time: Black's side (rank 8), Yellow's (file a), then Green's
      // (rank 1).
      page.button("turn-board");
      assertEquals(BOTTOM_LEFT, page.drawnAt("h8"));
      page.button("turn-board");
      assertEquals(BOTTOM_LEFT, page.drawnAt("a8"));
      page.button("turn-board");
      assertEquals(BOTTOM_LEFT, page.drawnAt("a1"));
      page.button("turn-board");
      assertEquals(BOTTOM_LEFT, page.drawnAt("h1"));
    }

    @Test
    void quaternitysRedSeatTurnsItsCornerToTheBottomLeft() {
      page.open().start("quaternity", "standard");
      assertEquals(BOTTOM_LEFT, page.drawnAt("a1"));
      page.seat("w", true);
      // Red (king on a12) is now the first seat a person plays: a12 comes to the bottom left.
      assertEquals(BOTTOM_LEFT, page.drawnAt("a12"));
      assertEquals(List.of(11L, 0L), page.drawnAt("a1"));
    }
  }

  @Nested
  class History {
    @Test
    void aReloadRestoresTheGameFromTheAddress() {
      page.open(CHIEF_START);
      page.click("c2").click("c4").click("c6").click("c5");
      List<String> moves = page.moves();
      String line = page.positionLine();
      assertEquals(List.of("c2-c4", "c6-c5"), moves);
      String address = page.currentAddress();
      assertTrue(address.contains("#start=") && address.contains("moves=c2-c4+c6-c5"), address);
      page.reload();
      assertEquals(moves, page.moves());
      assertEquals(line, page.positionLine());
      assertEquals(
          List.of("c5", "c6"),
          page.lastMoveSquares(),
          "the last move is highlighted after the reload too");
    }

    @Test
    void aSharedAddressOpensTheSameGame() {
      page.open(CHIEF_START, "c2-c4", "c6-c5", "c4:c5");
      assertEquals(List.of("c2-c4", "c6-c5", "c4:c5"), page.moves());
      assertTrue(page.squareName("c6").contains("frozen"), page.squareName("c6"));
      assertEquals("Black to move", page.turn());
    }

    @Test
    void theMoveListShowsEarlierPositionsReadOnly() throws Exception {
      page.open(CHIEF_START, "c2-c4", "c6-c5", "c4:c5");
      page.reviewMove(1);
      assertTrue(
          page.reviewNotice().startsWith("The position after move 1 of 3, read-only."),
          page.reviewNotice());
      assertEquals("savage", page.drawingOn("c4"), "after c2-c4 the savage stands on c4");
      assertEquals("savage", page.drawingOn("c6"), "and Black's savage is still on c6");
      assertEquals(List.of("c2", "c4"), page.lastMoveSquares());
      Browser.screenshot(browser, "review");
      page.click("c6");
      assertTrue(page.message().contains("earlier position"), page.message());
      assertEquals(3, page.moveCount());
      page.button("live");
      assertEquals("", page.reviewNotice());
      assertEquals("savage", page.drawingOn("c5"), "back in the live position");
      assertEquals(List.of("c4", "c5"), page.lastMoveSquares());
    }
  }

  @Nested
  class Hint {
    @Test
    void theHintIsAnArrowAndPlaysNothing() throws Exception {
      page.open(CHIEF_START);
      String line = page.positionLine();
      assertEquals("", page.hintLine(), "no hint, no expected line");
      page.button("hint");
      String move = page.awaitHint();
      assertTrue(move.matches("[a-e][1-7][-:x][a-e][1-7]"), move);
      assertEquals(1, page.hintArrows(), "one arrow from the piece to its target");
      assertTrue(page.announcement().startsWith("Hint: " + move), page.announcement());
      assertEquals(0, page.moveCount(), "the hint plays nothing");
      assertEquals(line, page.positionLine());
      // Under the board: the line the agent expects, starting with the hint, and its score.
      java.util.regex.Matcher shown =
          java.util.regex.Pattern.compile(
                  "Expected line: (\\S+(?: \\S+)*)\\. Expected score for the side to move: (\\d+)%\\.")
              .matcher(page.hintLine());
      assertTrue(shown.matches(), page.hintLine());
      List<String> expected = List.of(shown.group(1).split(" "));
      assertEquals(move, expected.get(0), page.hintLine());
      assertTrue(
          io.github.latrunculi.core.registry.Games.parse(line).get().playAll(expected).isRight(),
          "the expected line replays: " + page.hintLine());
      int percent = Integer.parseInt(shown.group(2));
      assertTrue(percent >= 0 && percent <= 100, page.hintLine());
      assertTrue(page.announcement().endsWith(page.hintLine()), page.announcement());
      Browser.screenshot(browser, "hint");
      page.click(move.substring(0, 2));
      assertEquals("", page.hintLine(), "an input clears the hint and its line");
    }

    @Test
    void aDesdemonaHintShowsTheMoveAndTheShot() {
      page.open("amazonsflip regular 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F", "d1-d4");
      page.button("hint");
      String move = page.awaitHint();
      assertTrue(move.contains("/"), move);
      assertEquals(2, page.hintArrows(), "the amazon's move and its shot");
    }
  }

  @Nested
  class Amazonsflip {
    @Test
    void aMoveAndAShotByClicksAndTheirSquaresAsTheLastMove() throws Exception {
      page.open().start("amazonsflip", "regular");
      String opening = page.playHighlighted();
      assertFalse(opening.contains("/"), "the opening turn only moves: " + opening);
      String turn = page.playHighlighted();
      assertTrue(turn.contains("/"), "after the opening a turn moves and fires: " + turn);
      assertEquals(
          3,
          page.lastMoveSquares().size(),
          "the move's squares and the shot's: " + page.lastMoveSquares());
      String shot = turn.substring(turn.indexOf('/') + 1);
      assertTrue(page.lastMoveSquares().contains(shot), shot + " in " + page.lastMoveSquares());
      assertEquals("stone", page.drawingOn(shot));
      Browser.screenshot(browser, "amazonsflip-turn");
    }
  }

  @Nested
  class Malha {
    private static final String START =
        "malha standard SsSsSSS/sssSssS/sSSsSsS/sSs1sSs/sSsSSSs/SssssSS/SsSSssS a O - - - *";

    @Test
    void aPlacementPairInEitherOrderIsTheLastMove() throws Exception {
      page.open().start("malha", "standard");
      List<String> offered = page.highlighted();
      String first = offered.get(offered.size() - 1);
      page.click(first);
      String second = page.highlighted().get(0);
      page.click(second);
      assertEquals(1, page.moveCount());
      assertEquals(List.of(first, second).stream().sorted().toList(), page.lastMoveSquares());
      assertEquals("soldier", page.drawingOn(first));
      Browser.screenshot(browser, "malha-placement");
    }

    @Test
    void everyStepOfACaptureChainIsTheLastTurn() {
      // Dossier T7: the Attacker's whole first turn, d3-d4, d4-d3, d3-c3, c3-c2 and c2-d2.
      page.open(START);
      page.click("d3").click("d4");
      assertEquals(List.of("d3", "d4"), page.lastMoveSquares());
      assertTrue(page.squareName("d4").contains("must-continue"), page.squareName("d4"));
      page.click("d4").click("d3").click("d3").click("c3");
      assertEquals(List.of("c3", "d3", "d4"), page.lastMoveSquares());
      page.click("c3").click("c2").click("c2").click("d2");
      assertEquals(5, page.moveCount());
      assertEquals(List.of("c2", "c3", "d2", "d3", "d4"), page.lastMoveSquares());
      assertEquals("Defender to move", page.turn());
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
      assertEquals(
          2,
          page.lastMoveSquares().size(),
          "the move's squares, not the throw's: " + page.lastMoveSquares());
      assertFalse(page.fact("die").isBlank() && page.fact("toAct").isBlank(), "facts are shown");
      Browser.screenshot(browser, "chaturaji-dice");
    }
  }

  @Nested
  class Quaternity {
    @Test
    void aPromotionFromAPastedPosition() throws Exception {
      // Dossier T5: the white pawn on f11 promotes on f12.
      page.open()
          .load(
              "quaternity standard 12/5wP^6/rK10bK/12/12/12/12/12/12/10wP>1/12/wK10gK w wrbg AAAA - *");
      assertTrue(page.squareName("f11").contains("heading north"), page.squareName("f11"));
      assertTrue(page.squareName("k3").contains("heading east"), page.squareName("k3"));
      page.click("f11").click("f12");
      assertTrue(
          page.choices().contains("promote-q"), "promotion choices are buttons: " + page.choices());
      page.choose("promote-q");
      assertEquals(1, page.moveCount());
      assertTrue(page.squareName("f12").contains("queen"), page.squareName("f12"));
      assertEquals("queen", page.drawingOn("f12"));
      Browser.screenshot(browser, "quaternity-promotion");
    }
  }
}
