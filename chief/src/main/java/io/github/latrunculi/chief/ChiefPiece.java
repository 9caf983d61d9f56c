package io.github.latrunculi.chief;

import io.github.latrunculi.core.Player;
import java.util.Objects;

/**
 * A piece on the board: its owner's seat and its kind.
 *
 * @param owner the seat that owns the piece (in multiplayer games, a seat that is out leaves its
 *     pieces on the board as ownerless blockers only with {@code eliminated=keep})
 * @param kind the kind of piece
 */
public record ChiefPiece(Player owner, ChiefKind kind) {
  /**
   * Checks that both fields are present.
   *
   * @param owner the seat that owns the piece, not null
   * @param kind the kind of piece, not null
   */
  public ChiefPiece {
    Objects.requireNonNull(owner, "owner");
    Objects.requireNonNull(kind, "kind");
  }
}
