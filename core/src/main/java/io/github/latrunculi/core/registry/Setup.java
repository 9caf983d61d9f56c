package io.github.latrunculi.core.registry;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * What a caller asks of a game before it starts: the variant name, option values by name (only
 * those that differ from the defaults need be given), and a board size for games that have several.
 *
 * @param variant the variant name, for example {@code "standard"}
 * @param options option values by option name
 * @param size a board size such as {@code "5x7"}, or {@code None} for the variant's default
 */
public record Setup(String variant, Map<String, String> options, Option<String> size) {
  /**
   * {@return the setup of a variant with default options and size}
   *
   * @param variant the variant name, for example {@code "standard"}
   */
  public static Setup of(String variant) {
    return new Setup(variant, LinkedHashMap.empty(), Option.none());
  }

  /**
   * Parses the variant field of a position line: {@code name[,key=value...]}, for example {@code
   * "standard,pushlimit=2"}. Only the form is checked here; whether the game has that variant and
   * those options is for {@link GameDefinition#rules} to say.
   *
   * @param field the second token of a position line; may be null
   * @return the setup with no board size, or a {@link CoreRejection#MALFORMED_LINE} rejection
   */
  public static Either<Rejection, Setup> parseVariantField(String field) {
    if (field == null || field.isEmpty()) {
      return Either.left(
          new Rejection(CoreRejection.MALFORMED_LINE, "the variant field is missing"));
    }
    String[] parts = field.split(",", -1);
    if (parts[0].isEmpty()) {
      return Either.left(
          new Rejection(
              CoreRejection.MALFORMED_LINE, "the variant field '" + field + "' has no name"));
    }
    Map<String, String> options = LinkedHashMap.empty();
    for (int i = 1; i < parts.length; i++) {
      int eq = parts[i].indexOf('=');
      if (eq <= 0 || eq == parts[i].length() - 1) {
        return Either.left(
            new Rejection(
                CoreRejection.MALFORMED_LINE,
                "option '" + parts[i] + "' in '" + field + "' is not of the form key=value"));
      }
      String key = parts[i].substring(0, eq);
      if (options.containsKey(key)) {
        return Either.left(
            new Rejection(CoreRejection.MALFORMED_LINE, "option '" + key + "' is given twice"));
      }
      options = options.put(key, parts[i].substring(eq + 1));
    }
    return Either.right(new Setup(parts[0], options, Option.none()));
  }

  /**
   * {@return this setup with another board size}
   *
   * @param newSize a board size such as {@code "7x7"}, or null for the variant's default
   */
  public Setup withSize(String newSize) {
    return new Setup(variant, options, Option.of(newSize));
  }
}
