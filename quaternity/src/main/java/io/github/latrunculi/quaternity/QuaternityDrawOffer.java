package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Player;
import io.vavr.collection.Seq;

/**
 * A pending draw offer (or, once the game has ended in a draw by agreement, the completed one).
 *
 * @param proposer the player who offered the draw, on its turn
 * @param acceptors the players who accepted so far, in seat order
 */
public record QuaternityDrawOffer(Player proposer, Seq<Player> acceptors) {}
