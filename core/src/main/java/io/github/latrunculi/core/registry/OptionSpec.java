package io.github.latrunculi.core.registry;

import io.github.latrunculi.core.kit.Decimal;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.Objects;

/**
 * One option of a game variant as the game's rules name it: the key written in the variant field,
 * the default value, and what it accepts, either one of a list of words ({@link #choice}, {@link
 * #flag}) or a whole number in a range ({@link #number}). Values are compared exactly (option
 * values are part of the position line, which is canonical), never through a locale.
 *
 * @param name the option key, for example {@code "pushlimit"}
 * @param defaultValue the canonical default value
 * @param choices the accepted words, empty for a number option
 * @param min the smallest accepted number (number options only)
 * @param max the largest accepted number (number options only)
 */
public record OptionSpec(String name, String defaultValue, Seq<String> choices, int min, int max) {
  /**
   * Validates that the default is itself accepted.
   *
   * @param name the option key, not null
   * @param defaultValue the canonical default value, one of {@code choices} or a number in range
   * @param choices the accepted words, empty for a number option
   * @param min the smallest accepted number (number options only)
   * @param max the largest accepted number (number options only)
   * @throws IllegalArgumentException when the option does not accept its own default
   */
  public OptionSpec {
    Objects.requireNonNull(name, "name");
    Objects.requireNonNull(defaultValue, "defaultValue");
    Objects.requireNonNull(choices, "choices");
    if ((choices.isEmpty() && Decimal.parse(defaultValue, min, max).isEmpty())
        || (!choices.isEmpty() && !choices.contains(defaultValue))) {
      throw new IllegalArgumentException(
          "option " + name + ": default '" + defaultValue + "' is not accepted");
    }
  }

  /**
   * An option that takes one of the given words; the first argument after the name is the default.
   *
   * @param name the option key, for example {@code "setup"}
   * @param defaultValue the word that holds when the variant field does not name the option
   * @param others the other accepted words, in the order {@link #accepted()} lists them
   * @return the option
   */
  public static OptionSpec choice(String name, String defaultValue, String... others) {
    return new OptionSpec(
        name, defaultValue, List.of(defaultValue).appendAll(List.of(others)), 0, 0);
  }

  /**
   * An option that takes {@code true} or {@code false}.
   *
   * @param name the option key
   * @param defaultValue the value that holds when the variant field does not name the option
   * @return the option
   */
  public static OptionSpec flag(String name, boolean defaultValue) {
    return new OptionSpec(name, Boolean.toString(defaultValue), List.of("false", "true"), 0, 0);
  }

  /**
   * An option that takes a canonical whole number from {@code min} to {@code max}.
   *
   * @param name the option key, for example {@code "pushlimit"}
   * @param defaultValue the number that holds when the variant field does not name the option
   * @param min the smallest accepted number
   * @param max the largest accepted number
   * @return the option
   */
  public static OptionSpec number(String name, int defaultValue, int min, int max) {
    return new OptionSpec(name, Integer.toString(defaultValue), List.empty(), min, max);
  }

  /** {@return true for a number option, false for a word option} */
  public boolean isNumber() {
    return choices.isEmpty();
  }

  /** {@return what the option accepts in words, for example {@code "mirror or rotate"}} */
  public String accepted() {
    if (isNumber()) {
      return "a whole number from " + min + " to " + max;
    }
    return choices.size() == 1
        ? choices.head()
        : choices.init().mkString(", ") + " or " + choices.last();
  }

  /**
   * Returns the value when this option accepts it, else the reason in the one message style of all
   * games: {@code option 'pushlimit' takes a whole number from 1 to 9, not 'x'}.
   *
   * @param value the value as written in a variant field or sent by a client; may be null
   * @return the accepted value, or the message that says what the option takes
   */
  public Either<String, String> check(String value) {
    boolean ok =
        value != null
            && (isNumber() ? Decimal.parse(value, min, max).isDefined() : choices.contains(value));
    return ok
        ? Either.right(value)
        : Either.left("option '" + name + "' takes " + accepted() + ", not '" + value + "'");
  }

  /** Returns the number option's value of a checked text, {@code None} for a word option. */
  Option<Integer> number(String value) {
    return isNumber() ? Decimal.parse(value, min, max) : Option.none();
  }
}
