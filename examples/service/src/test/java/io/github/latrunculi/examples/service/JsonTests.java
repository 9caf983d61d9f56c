package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.vavr.collection.HashSet;
import io.vavr.collection.List;
import org.junit.jupiter.api.Test;

/** The outcome object of the README's service section, for the outcomes no sample game reaches. */
class JsonTests {
  private static final Player RED = new Player(0, "Red");
  private static final Player BLUE = new Player(1, "Blue");
  private static final Player YELLOW = new Player(2, "Yellow");
  private static final Player GREEN = new Player(3, "Green");

  @Test
  void aRankingListsItsPlacesBestFirstAndItsFirstPlaceAreTheWinners() {
    Outcome ranking =
        new Outcome.Ranking(
            List.of(HashSet.of(YELLOW, RED), HashSet.of(GREEN), HashSet.of(BLUE)), "LAST_ARMY");
    assertEquals(
        "{\"finished\":true,\"winners\":[\"Red\",\"Yellow\"],\"draw\":false,\"reason\":\"LAST_ARMY\","
            + "\"ranking\":[[\"Red\",\"Yellow\"],[\"Green\"],[\"Blue\"]]}",
        Json.outcome(ranking).toString());
  }

  @Test
  void aDrawHasNoWinners() {
    assertEquals(
        "{\"finished\":true,\"winners\":[],\"draw\":true,\"reason\":\"REPETITION\"}",
        Json.outcome(Outcome.draw("REPETITION")).toString());
  }
}
