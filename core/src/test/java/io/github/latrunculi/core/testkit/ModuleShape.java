package io.github.latrunculi.core.testkit;

import static org.junit.jupiter.api.Assertions.fail;

import io.github.latrunculi.core.Rules;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.Locale;

/**
 * The file set every game module has (DESIGN.md, "Modules"), checked by class name so that the
 * shape cannot drift: public {@code <Game>Rules}, {@code Position}, {@code Move}, {@code Notation},
 * {@code Variant}, {@code Rejection}, {@code Game}; package-private {@code MoveGenerator}, {@code
 * MoveCheck}, {@code PositionCheck}, {@code Transition}, {@code Keys}, {@code Diagram} and {@code
 * Inputs}, all in the package of the game's rules.
 */
final class ModuleShape {
  /** The role suffixes of the file set. */
  static final Seq<String> ROLES =
      List.of(
          "Rules",
          "Position",
          "Move",
          "Notation",
          "Variant",
          "Rejection",
          "Game",
          "MoveGenerator",
          "MoveCheck",
          "PositionCheck",
          "Transition",
          "Keys",
          "Diagram",
          "Inputs");

  private ModuleShape() {}

  /** Fails naming every role class that the game of {@code rules} lacks. */
  static void check(Rules<?, ?> rules) {
    String id = rules.gameId();
    String prefix = id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1);
    String pkg = rules.getClass().getPackageName();
    Seq<String> missing =
        ROLES
            .map(role -> pkg + "." + prefix + role)
            .filter(name -> !exists(name, rules.getClass().getClassLoader()));
    if (!missing.isEmpty()) {
      fail(id + " lacks the role classes " + missing.mkString(", ") + " (DESIGN.md, Modules)");
    }
  }

  private static boolean exists(String name, ClassLoader loader) {
    try {
      Class.forName(name, false, loader);
      return true;
    } catch (ClassNotFoundException e) {
      return false;
    }
  }
}
