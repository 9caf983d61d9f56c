package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.vavr.collection.Seq;

/**
 * A king in check, as the view marks it: whose, where, and which pieces give the check.
 *
 * @param player the player whose king is attacked (active or frozen)
 * @param king the king's square
 * @param attackers the squares of the live pieces that attack it
 */
record QuaternityCheck(Player player, Square king, Seq<Square> attackers) {}
