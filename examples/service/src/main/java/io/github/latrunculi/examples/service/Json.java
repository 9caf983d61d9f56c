package io.github.latrunculi.examples.service;

import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.vavr.collection.Set;

/**
 * The shared JSON mapper and the JSON forms of library values. Only Jackson's tree model is used,
 * so no class of this module is opened to reflection.
 */
final class Json {
  /**
   * Strict reading: duplicate keys and text after the value are errors, not silently resolved.
   * Configured once; Jackson mappers are thread-safe after configuration.
   */
  static final JsonMapper MAPPER =
      JsonMapper.builder()
          .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
          .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
          .build();

  private Json() {}

  /**
   * Returns {@code {"finished":false}}, or {@code {"finished":true,"winners":[...],"draw":b,
   * "reason":"..."}}; a ranking also lists its places, best first, as {@code "ranking"}, and its
   * first place are the winners.
   */
  static ObjectNode outcome(Outcome outcome) {
    ObjectNode node = MAPPER.createObjectNode();
    node.put("finished", outcome.isFinished());
    if (!outcome.isFinished()) {
      return node;
    }
    ArrayNode winners = node.putArray("winners");
    node.put("draw", outcome instanceof Outcome.Draw);
    node.put("reason", outcome.reason());
    if (outcome instanceof Outcome.Win win) {
      names(winners, win.winners());
    } else if (outcome instanceof Outcome.Ranking ranking) {
      names(winners, ranking.places().head());
      ArrayNode places = node.putArray("ranking");
      ranking.places().forEach(place -> names(places.addArray(), place));
    }
    return node;
  }

  private static void names(ArrayNode array, Set<Player> players) {
    players.toList().sortBy(Player::index).forEach(p -> array.add(p.name()));
  }
}
