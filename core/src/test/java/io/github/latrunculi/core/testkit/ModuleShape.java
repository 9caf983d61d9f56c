package io.github.latrunculi.core.testkit;

import static org.junit.jupiter.api.Assertions.fail;

import io.github.latrunculi.core.Rules;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Locale;

/**
 * The file set every game module has (DESIGN.md, "Modules"), checked by class name so that the
 * shape cannot drift: public {@code <Game>Rules}, {@code Position}, {@code Move}, {@code Notation},
 * {@code Variant}, {@code Rejection}, {@code Game}; package-private {@code Context}, {@code
 * MoveGenerator}, {@code MoveCheck}, {@code PositionCheck}, {@code Transition}, {@code Keys},
 * {@code Diagram} and {@code Inputs}, all in the package of the game's rules. The internals depend
 * downward: none of them names the public rules class in a field, a constructor or a method.
 */
final class ModuleShape {
  /** The role suffixes of the public types: a game's whole API. */
  static final Seq<String> PUBLIC_ROLES =
      List.of("Rules", "Position", "Move", "Notation", "Variant", "Rejection", "Game");

  /** The role suffixes of the package-private internals. */
  static final Seq<String> INTERNAL_ROLES =
      List.of(
          "Context",
          "MoveGenerator",
          "MoveCheck",
          "PositionCheck",
          "Transition",
          "Keys",
          "Diagram",
          "Inputs");

  private ModuleShape() {}

  /**
   * Fails naming every role class that the game of {@code rules} lacks, every role with the wrong
   * visibility, and every internal that depends on the public rules class.
   */
  static void check(Rules<?, ?> rules) {
    String id = rules.gameId();
    String prefix = id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1);
    String pkg = rules.getClass().getPackageName();
    ClassLoader loader = rules.getClass().getClassLoader();
    Seq<String> problems =
        PUBLIC_ROLES
            .map(role -> problem(pkg + "." + prefix + role, true, rules.getClass(), loader))
            .appendAll(
                INTERNAL_ROLES.map(
                    role -> problem(pkg + "." + prefix + role, false, rules.getClass(), loader)))
            .filter(p -> !p.isEmpty());
    if (!problems.isEmpty()) {
      fail(id + ": " + problems.mkString("; ") + " (DESIGN.md, Modules)");
    }
  }

  /** The problem of one role class, or the empty string. */
  private static String problem(
      String name, boolean isPublic, Class<?> rulesClass, ClassLoader loader) {
    Class<?> role;
    try {
      role = Class.forName(name, false, loader);
    } catch (ClassNotFoundException e) {
      return "lacks " + name;
    }
    if (Modifier.isPublic(role.getModifiers()) != isPublic) {
      return name + " should be " + (isPublic ? "public" : "package-private");
    }
    if (!isPublic && dependsOn(role, rulesClass)) {
      return name + " depends on " + rulesClass.getSimpleName() + ", the public facade";
    }
    return "";
  }

  private static boolean dependsOn(Class<?> role, Class<?> rulesClass) {
    for (Field field : role.getDeclaredFields()) {
      if (field.getType() == rulesClass) {
        return true;
      }
    }
    for (Constructor<?> constructor : role.getDeclaredConstructors()) {
      if (List.of(constructor.getParameterTypes()).contains(rulesClass)) {
        return true;
      }
    }
    for (Method method : role.getDeclaredMethods()) {
      if (method.getReturnType() == rulesClass
          || List.of(method.getParameterTypes()).contains(rulesClass)) {
        return true;
      }
    }
    return false;
  }
}
