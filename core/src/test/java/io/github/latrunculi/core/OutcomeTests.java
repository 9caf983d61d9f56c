package io.github.latrunculi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import io.vavr.collection.Set;
import io.vavr.collection.TreeSet;
import org.junit.jupiter.api.Test;

/** Outcomes and their scores: 1 to winners, 0.5 in draws, places spread evenly in rankings. */
class OutcomeTests {
  private final Player a = new Player(0, "a");
  private final Player b = new Player(1, "b");
  private final Player c = new Player(2, "c");
  private final Player d = new Player(3, "d");

  private static Outcome ranking(List<Set<Player>> places) {
    return new Outcome.Ranking(places, "POINTS");
  }

  @Test
  void aGameThatGoesOnScoresOneHalfAndHasNoReason() {
    assertFalse(Outcome.ONGOING.isFinished());
    assertEquals(0.5, Outcome.ONGOING.score(a));
    assertEquals("", Outcome.ONGOING.reason());
    assertEquals("ongoing", Outcome.ONGOING.toString());
  }

  @Test
  void aDrawScoresOneHalfForEverybody() {
    Outcome draw = Outcome.draw("REPETITION");
    assertTrue(draw.isFinished());
    assertEquals(0.5, draw.score(a));
    assertEquals(0.5, draw.score(d));
    assertEquals("REPETITION", draw.reason());
    assertEquals("draw REPETITION", draw.toString());
  }

  @Test
  void aWinScoresOneForItsWinnersOnly() {
    Outcome single = Outcome.win(b, "CHIEF_CAPTURED");
    assertTrue(single.isFinished());
    assertEquals(1.0, single.score(b));
    assertEquals(0.0, single.score(a));
    assertEquals("CHIEF_CAPTURED", single.reason());
    assertEquals("win b CHIEF_CAPTURED", single.toString());
    Outcome team = Outcome.win(List.of(c, a), "HOME");
    assertEquals(1.0, team.score(a));
    assertEquals(1.0, team.score(c));
    assertEquals(0.0, team.score(b));
    assertEquals("win a,c HOME", team.toString(), "winners are listed by seat");
  }

  @Test
  void aWinNeedsAWinnerAndAReason() {
    assertThrows(IllegalArgumentException.class, () -> Outcome.win(List.empty(), "HOME"));
    assertThrows(NullPointerException.class, () -> Outcome.win(a, null));
    assertThrows(NullPointerException.class, () -> Outcome.draw(null));
  }

  @Test
  void aMiddlePlaceOfThreeScoresOneHalf() {
    Outcome three = ranking(List.of(HashSet.of(c), HashSet.of(a), HashSet.of(b)));
    assertEquals(1.0, three.score(c));
    assertEquals(0.5, three.score(a));
    assertEquals(0.0, three.score(b));
    assertTrue(three.isFinished());
    assertEquals("POINTS", three.reason());
  }

  @Test
  void fourPlacesScoreInThirds() {
    Outcome four = ranking(List.of(HashSet.of(d), HashSet.of(b), HashSet.of(a), HashSet.of(c)));
    assertEquals(1.0, four.score(d));
    assertEquals(2.0 / 3, four.score(b), 1e-12);
    assertEquals(1.0 / 3, four.score(a), 1e-12);
    assertEquals(0.0, four.score(c));
  }

  @Test
  void tiedPlayersShareAPlace() {
    Outcome tied = ranking(List.of(HashSet.of(a), HashSet.of(b, c), HashSet.of(d)));
    assertEquals(0.5, tied.score(b));
    assertEquals(0.5, tied.score(c));
    assertEquals(0.0, tied.score(d));
    Outcome allFirst = ranking(List.of(HashSet.of(a, b)));
    assertEquals(1.0, allFirst.score(a));
    assertEquals(1.0, allFirst.score(b));
  }

  @Test
  void aPlayerWithoutAPlaceScoresZero() {
    Outcome ranking = ranking(List.of(HashSet.of(a), HashSet.of(b)));
    assertEquals(0.0, ranking.score(d));
    assertEquals(0.0, ranking(List.of(HashSet.of(a))).score(d));
  }

  @Test
  void aRankingNeedsNonEmptyPlaces() {
    assertThrows(IllegalArgumentException.class, () -> ranking(List.empty()));
    assertThrows(
        IllegalArgumentException.class, () -> ranking(List.of(HashSet.of(a), HashSet.empty())));
    assertThrows(
        NullPointerException.class, () -> new Outcome.Ranking(List.of(HashSet.of(a)), null));
  }

  @Test
  void aRankingPrintsItsPlacesBestFirst() {
    Outcome ranking =
        ranking(
            List.of(
                TreeSet.of(Outcome.BY_SEAT, b),
                TreeSet.of(Outcome.BY_SEAT, a, d),
                TreeSet.of(Outcome.BY_SEAT, c)));
    assertEquals("ranking b > a,d > c POINTS", ranking.toString());
  }
}
