package io.github.latrunculi.core.registry;

import io.vavr.collection.Map;
import java.util.Objects;

/**
 * The checked values of every option of a game, as {@link OptionSpecs#read} returns them: each key
 * has a value its {@link OptionSpec} accepts. Immutable.
 */
public final class OptionValues {
  private final OptionSpecs specs;
  private final Map<String, String> values;

  OptionValues(OptionSpecs specs, Map<String, String> values) {
    this.specs = specs;
    this.values = values;
  }

  /**
   * Returns the canonical text of an option's value.
   *
   * @param name an option key of the game
   * @return the value, the default where none was given
   * @throws IllegalArgumentException when the game has no option of that name (a programming error)
   */
  public String get(String name) {
    return values
        .get(name)
        .getOrElseThrow(() -> new IllegalArgumentException("no option named " + name));
  }

  /**
   * {@return the value of a {@link OptionSpec#flag flag} option}
   *
   * @param name the key of a flag option of the game
   * @throws IllegalArgumentException when the game has no option of that name
   */
  public boolean flag(String name) {
    return Boolean.parseBoolean(get(name));
  }

  /**
   * {@return the value of a {@link OptionSpec#number number} option}
   *
   * @param name the key of a number option of the game
   * @throws IllegalArgumentException when the game has no such option or it is not a number option
   */
  public int number(String name) {
    return specs
        .spec(name)
        .number(get(name))
        .getOrElseThrow(
            () -> new IllegalArgumentException("option " + name + " is not a number option"));
  }

  /** {@return the values by key, in key order} */
  public Map<String, String> asMap() {
    return values;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof OptionValues other && values.equals(other.values);
  }

  @Override
  public int hashCode() {
    return Objects.hash(values);
  }

  @Override
  public String toString() {
    return values.mkString(",");
  }
}
