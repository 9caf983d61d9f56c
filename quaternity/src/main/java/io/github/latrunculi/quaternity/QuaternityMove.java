package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * An action of Quaternity. {@link PieceMove} and {@link Pass} are the moves of the game, made by
 * the player to move; the others are meta actions that the rules accept at any time but never list
 * as legal moves: {@link Freeze} (resign, time-out, walk-over), {@link OfferDraw}, {@link
 * AcceptDraw} and {@link DeclineDraw}.
 */
public sealed interface QuaternityMove extends Move
    permits QuaternityMove.PieceMove,
        QuaternityMove.Pass,
        QuaternityMove.Freeze,
        QuaternityMove.OfferDraw,
        QuaternityMove.AcceptDraw,
        QuaternityMove.DeclineDraw {

  /**
   * A piece moves, capturing whatever non-friendly piece stands on {@code to}; written {@code
   * e2-f2}, {@code d3xj9} or {@code f11-f12=Q}. A central pawn's direction choice is implied by the
   * destination.
   *
   * @param from the square of the moving piece
   * @param to the destination
   * @param promotion the piece a pawn promotes to on reaching its last line; required exactly then
   */
  record PieceMove(Square from, Square to, Option<QuaternityPieceKind> promotion)
      implements QuaternityMove {
    /**
     * Checks that every field is present.
     *
     * @param from the square of the moving piece, not null
     * @param to the destination, not null
     * @param promotion the promotion piece, or {@code None}; not null
     */
    public PieceMove {
      Objects.requireNonNull(from, "from");
      Objects.requireNonNull(to, "to");
      Objects.requireNonNull(promotion, "promotion");
    }

    /**
     * {@return a move without promotion}
     *
     * @param from the square of the moving piece
     * @param to the destination
     */
    public static PieceMove of(Square from, Square to) {
      return new PieceMove(from, to, Option.none());
    }
  }

  /**
   * The player to move has no legal move, is not in check, and more than two players are active.
   */
  record Pass() implements QuaternityMove {}

  /**
   * A player leaves the game, any time (unless the resignOnlyOnTurn option is set); its army stays
   * on the board, frozen. Written {@code resign(r)}, {@code timeout(g)} or {@code walkover(b)}.
   *
   * @param player the player who leaves; it must be active
   * @param reason why it leaves
   */
  record Freeze(Player player, FreezeReason reason) implements QuaternityMove {
    /**
     * Checks that both fields are present.
     *
     * @param player the player who leaves, not null
     * @param reason why it leaves, not null
     */
    public Freeze {
      Objects.requireNonNull(player, "player");
      Objects.requireNonNull(reason, "reason");
    }
  }

  /** The player to move offers a draw, written {@code offer-draw}; its turn goes on. */
  record OfferDraw() implements QuaternityMove {}

  /**
   * An active player other than the proposer accepts the pending offer, written {@code
   * accept-draw(r)}; when every other active player has accepted, the game is drawn.
   *
   * @param player the accepting player
   */
  record AcceptDraw(Player player) implements QuaternityMove {
    /**
     * Checks that the player is present.
     *
     * @param player the accepting player, not null
     */
    public AcceptDraw {
      Objects.requireNonNull(player, "player");
    }
  }

  /**
   * An active player other than the proposer declines the pending offer, which ends it; written
   * {@code decline-draw(g)}.
   *
   * @param player the declining player
   */
  record DeclineDraw(Player player) implements QuaternityMove {
    /**
     * Checks that the player is present.
     *
     * @param player the declining player, not null
     */
    public DeclineDraw {
      Objects.requireNonNull(player, "player");
    }
  }

  /** Why a player's army freezes. */
  enum FreezeReason {
    /** The player resigned: {@code resign(p)}. */
    RESIGN("resign"),
    /** The player lost on time: {@code timeout(p)}. */
    TIMEOUT("timeout"),
    /** The player walked over (did not appear or left): {@code walkover(p)}. */
    WALKOVER("walkover");

    private final String word;

    FreezeReason(String word) {
      this.word = word;
    }

    /** {@return the notation word, for example {@code resign}} */
    public String word() {
      return word;
    }
  }
}
