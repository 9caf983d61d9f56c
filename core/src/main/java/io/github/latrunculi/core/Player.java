package io.github.latrunculi.core;

import java.util.Objects;

/**
 * A seat at the table: its index in the game's turn order (0-based) and a display name.
 *
 * <p>Teams (Chaturaji's allies) are a property of the game, not of this type. Two players are equal
 * when index and name are equal.
 *
 * @param index 0-based seat index; {@code index >= 0}
 * @param name display name as the game's notation writes it (for example {@code "w"} or {@code
 *     "r"})
 */
public record Player(int index, String name) {
  /**
   * Checks the seat index and that there is a name.
   *
   * @param index 0-based seat index, not negative
   * @param name display name, not null
   * @throws IllegalArgumentException when {@code index} is negative
   */
  public Player {
    if (index < 0) {
      throw new IllegalArgumentException("negative seat index " + index);
    }
    Objects.requireNonNull(name, "name");
  }

  @Override
  public String toString() {
    return name;
  }
}
