package io.github.latrunculi.core.kit;

import io.vavr.control.Option;

/**
 * Canonical decimal numbers in notation: option values ({@code pushlimit=3}), counters of position
 * lines and board sizes. Canonical means digits only, no sign, and no leading zero (only {@code 0}
 * itself starts with 0), so that {@code format(parse(x)) == x} holds for every accepted text.
 */
public final class Decimal {
  private static final int MAX_DIGITS = 9;

  private Decimal() {}

  /**
   * Returns the number written canonically by {@code text} when it lies in {@code [min, max]}, else
   * {@code None} (for {@code "007"}, {@code "-1"}, {@code "+3"}, {@code "3.0"}, {@code ""}, …).
   *
   * @param text the digits to read; may be null
   * @param min the smallest number accepted
   * @param max the largest number accepted
   * @return the number, or {@code None} when the text is not canonical or out of range
   */
  public static Option<Integer> parse(String text, int min, int max) {
    if (text == null
        || text.isEmpty()
        || text.length() > MAX_DIGITS
        || (text.length() > 1 && text.charAt(0) == '0')) {
      return Option.none();
    }
    int n = 0;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return Option.none();
      }
      n = n * 10 + (c - '0');
    }
    return n >= min && n <= max ? Option.some(n) : Option.none();
  }
}
