package io.github.latrunculi.examples.service;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.RejectionCategory;
import java.util.Arrays;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The service's error categories: a body problem and a finished game use the rules' own category
 * names, so a client's switch has one case for each whoever refused; the service's own refusals are
 * {@code REQUEST} and its faults {@code INTERNAL}, names that no rules category takes.
 */
class ServiceErrorTests {
  @Test
  void categoriesAreTheRulesNamesOrTheServicesOwnTwo() {
    Set<String> own = Set.of("REQUEST", "INTERNAL");
    for (ServiceError error : ServiceError.values()) {
      String category = error.category();
      boolean rules =
          Arrays.stream(RejectionCategory.values()).anyMatch(c -> c.name().equals(category));
      assertTrue(rules != own.contains(category), error + " has category " + category);
    }
    assertEquals("MALFORMED", ServiceError.WRONG_TYPE.category());
    assertEquals("GAME_OVER", ServiceError.GAME_OVER.category());
    assertEquals("REQUEST", ServiceError.NOT_FOUND.category());
    assertEquals("INTERNAL", ServiceError.INTERNAL_ERROR.category());
  }
}
