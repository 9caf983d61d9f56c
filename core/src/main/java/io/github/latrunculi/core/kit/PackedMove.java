package io.github.latrunculi.core.kit;

/**
 * A move packed into one {@code int}, the form a generator lists in an {@link IntBuffer} before it
 * builds move objects (or instead of them, for counting and random draws): the origin square in
 * bits 0 to 7, the destination in bits 8 to 15, and 16 bits of detail whose meaning is the game's
 * (a promotion, a pushed piece, a direction, a kind of move). Squares run up to 255, enough for
 * every board up to 12x12. A square field of {@link #NONE} marks a move without that square (a
 * placement has no origin, a pass neither).
 */
public final class PackedMove {
  /** The square field of a move that has no such square. */
  public static final int NONE = 0xFF;

  /** The largest detail value. */
  public static final int MAX_DETAIL = 0xFFFF;

  private PackedMove() {}

  /**
   * {@return the packed move}
   *
   * @param from the origin square, or {@link #NONE}
   * @param to the destination square, or {@link #NONE}
   * @param detail the game's detail, 0 to {@link #MAX_DETAIL}
   */
  public static int of(int from, int to, int detail) {
    return from | to << 8 | detail << 16;
  }

  /**
   * {@return the origin square, or {@link #NONE}}
   *
   * @param move a packed move
   */
  public static int from(int move) {
    return move & 0xFF;
  }

  /**
   * {@return the destination square, or {@link #NONE}}
   *
   * @param move a packed move
   */
  public static int to(int move) {
    return move >>> 8 & 0xFF;
  }

  /**
   * {@return the game's detail}
   *
   * @param move a packed move
   */
  public static int detail(int move) {
    return move >>> 16;
  }
}
