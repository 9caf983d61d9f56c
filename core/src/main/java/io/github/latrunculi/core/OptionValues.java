package io.github.latrunculi.core;

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
   * @throws IllegalArgumentException when the game has no option of that name (a programming error)
   */
  public String get(String name) {
    return values.get(name).getOrElseThrow(() -> new IllegalArgumentException("no option named " + name));
  }

  /** Returns the value of a {@link OptionSpec#flag flag} option. */
  public boolean flag(String name) {
    return Boolean.parseBoolean(get(name));
  }

  /** Returns the value of a {@link OptionSpec#number number} option. */
  public int number(String name) {
    return specs.spec(name).number(get(name)).getOrElseThrow(
        () -> new IllegalArgumentException("option " + name + " is not a number option"));
  }

  /** Returns the values by key, in key order. */
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
