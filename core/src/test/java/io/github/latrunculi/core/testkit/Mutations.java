package io.github.latrunculi.core.testkit;

import java.util.SplittableRandom;

/**
 * Seeded mutations of notation strings: the illegal and malformed inputs a server receives. Every
 * mutation is one of: replace a character, delete a character, insert a character, duplicate a
 * part, swap two characters, truncate, or append noise.
 */
public final class Mutations {
  private static final String ALPHABET =
      "abcdefghijklmnopqrstuvwxyz0123456789-x:/,.=!?*@ +^v<>KQRBNPSWAEHkqrbnpswaehG";

  private Mutations() {}

  /**
   * {@return one random mutation of {@code text} (possibly equal to it by chance)}
   *
   * @param text a position line or move text, usually a valid one
   * @param random the seeded source of the mutation, so that a failure can be replayed
   */
  public static String mutate(String text, SplittableRandom random) {
    int n = text.length();
    char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
    int at = n == 0 ? 0 : random.nextInt(n);
    switch (random.nextInt(7)) {
      case 0:
        return n == 0 ? String.valueOf(c) : text.substring(0, at) + c + text.substring(at + 1);
      case 1:
        return n == 0 ? text : text.substring(0, at) + text.substring(at + 1);
      case 2:
        return text.substring(0, at) + c + text.substring(at);
      case 3:
        return text.substring(0, at) + text.substring(at / 2, at) + text.substring(at);
      case 4:
        if (n < 2) {
          return text + c;
        }
        int other = random.nextInt(n);
        char[] chars = text.toCharArray();
        char t = chars[at];
        chars[at] = chars[other];
        chars[other] = t;
        return new String(chars);
      case 5:
        return text.substring(0, at);
      default:
        return text + (random.nextBoolean() ? " " : "") + c;
    }
  }
}
