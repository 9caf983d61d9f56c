package io.github.latrunculi.chaturaji;

import io.vavr.control.Option;
import java.util.Objects;

/**
 * A man on the board, as the public board view shows it.
 *
 * @param army the owning army
 * @param kind the kind of man
 * @param linkOrNull for a soldier, the major kind it is linked to (the man whose die value also
 *     moves it); null for every other kind
 * @param transferred for a boat, true when it is controlled by its owner's ally after a boat
 *     triumph; false for every other kind
 */
public record ChaturajiMan(
    ChaturajiArmy army, ChaturajiKind kind, ChaturajiKind linkOrNull, boolean transferred) {
  /**
   * Validates the fields: only soldiers have a link, only boats may be transferred.
   *
   * @param army the owning army, not null
   * @param kind the kind of man, not null
   * @param linkOrNull a major kind for a soldier, null for every other kind
   * @param transferred true only for a boat controlled by its owner's ally
   * @throws IllegalArgumentException when the link or the transferred flag does not fit the kind
   */
  public ChaturajiMan {
    Objects.requireNonNull(army, "army");
    Objects.requireNonNull(kind, "kind");
    if ((kind == ChaturajiKind.SOLDIER) != (linkOrNull != null)) {
      throw new IllegalArgumentException("a soldier, and only a soldier, has a link");
    }
    if (linkOrNull == ChaturajiKind.SOLDIER) {
      throw new IllegalArgumentException("a soldier is linked to a major kind");
    }
    if (transferred && kind != ChaturajiKind.BOAT) {
      throw new IllegalArgumentException("only a boat can be transferred");
    }
  }

  /** {@return a soldier's link, or {@code None} for the other kinds} */
  public Option<ChaturajiKind> link() {
    return Option.of(linkOrNull);
  }

  /** {@return the camp of the owning army} */
  public ChaturajiCamp camp() {
    return army.camp();
  }

  /**
   * {@return the notation token: {@code rK}, {@code gPB} (soldier linked to the boat), {@code yB*}}
   */
  public String token() {
    StringBuilder sb = new StringBuilder(3).append(army.letter()).append(kind.letter());
    if (linkOrNull != null) {
      sb.append(linkOrNull.letter());
    }
    if (transferred) {
      sb.append('*');
    }
    return sb.toString();
  }

  @Override
  public String toString() {
    return token();
  }
}
