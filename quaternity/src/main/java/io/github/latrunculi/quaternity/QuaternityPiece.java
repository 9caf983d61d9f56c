package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Direction;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * A piece on the board: its army (colour), its kind and, for a pawn, its direction.
 *
 * <p>A committed pawn has one of the four orthogonal directions; an uncommitted Advanced Central
 * Pawn has none yet (it may still choose between its army's two directions). Every other piece has
 * no direction.
 *
 * @param army the piece's colour; it never changes, even when another player controls the army
 * @param kind the piece kind
 * @param direction for a committed pawn its direction ({@code N}, {@code E}, {@code S} or {@code
 *     W}); empty for an uncommitted central pawn and for every other kind
 */
public record QuaternityPiece(
    QuaternityArmy army, QuaternityPieceKind kind, Option<Direction> direction) {

  /**
   * Validates that only pawns carry a direction and that it is orthogonal.
   *
   * @param army the piece's colour, not null
   * @param kind the piece kind, not null
   * @param direction a committed pawn's direction, or {@code None}; not null
   * @throws IllegalArgumentException when a piece other than a pawn has a direction, or a pawn a
   *     diagonal one
   */
  public QuaternityPiece {
    Objects.requireNonNull(army, "army");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(direction, "direction");
    if (direction.isDefined()
        && (kind != QuaternityPieceKind.PAWN || !direction.get().isOrthogonal())) {
      throw new IllegalArgumentException("only a pawn has a direction, and it is N, E, S or W");
    }
  }

  /**
   * {@return a piece that is not a pawn, or an uncommitted pawn when {@code kind} is a pawn}
   *
   * @param army the piece's colour
   * @param kind the piece kind
   */
  public static QuaternityPiece of(QuaternityArmy army, QuaternityPieceKind kind) {
    return new QuaternityPiece(army, kind, Option.none());
  }

  /**
   * {@return a pawn committed to {@code direction}}
   *
   * @param army the pawn's colour
   * @param direction the direction it steps in: {@code N}, {@code E}, {@code S} or {@code W}
   * @throws IllegalArgumentException when {@code direction} is diagonal
   */
  public static QuaternityPiece pawn(QuaternityArmy army, Direction direction) {
    return new QuaternityPiece(army, QuaternityPieceKind.PAWN, Option.some(direction));
  }

  /** {@return true for an Advanced Central Pawn that has not chosen its direction yet} */
  public boolean isUncommittedPawn() {
    return kind == QuaternityPieceKind.PAWN && direction.isEmpty();
  }

  /**
   * {@return the notation token: army letter, kind letter and for pawns the direction character
   * ({@code ^ > v <}, or {@code *} while uncommitted), for example {@code wP^} or {@code rQ}}
   */
  public String token() {
    return QuaternityPieceCodes.token(QuaternityPieceCodes.codeOf(this));
  }

  /** Returns the notation token. */
  @Override
  public String toString() {
    return token();
  }
}
