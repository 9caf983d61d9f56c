package io.github.latrunculi.examples.usage;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.registry.GameDefinition;
import io.github.latrunculi.core.registry.Games;
import io.github.latrunculi.core.registry.Setup;
import java.io.IOException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * What a user of each game sees beside the core contract: the same factory and accessor names in
 * all five games, and only the few typed queries that the interaction model cannot express, each
 * explained on its game's page.
 */
class PublicSurfaceTests {
  /**
   * The public methods each game's rules offer beside the contract and {@code variant()}: Chief's
   * board size (its rules are made per size), Kharbga's readers of whole turns as records write
   * them, and Quaternity's players who may still answer a draw offer, which the interaction model
   * does not describe.
   */
  private static final Map<String, Set<String>> KEPT =
      Map.of(
          "chief", Set.of("geometry"),
          "malha", Set.of("playTurn", "playTurns"),
          "amazonsflip", Set.of(),
          "chaturaji", Set.of(),
          "quaternity", Set.of("drawOfferAnswerers"));

  /** The most typed queries the five games may keep together. */
  private static final int MOST_QUERIES = 5;

  private static final Set<String> OBJECT_METHODS = Set.of("equals", "hashCode", "toString");

  private static Class<?> rulesClass(GameDefinition game) {
    Rules<?, ?> rules = Games.rules(game.id(), Setup.of(game.variants().head())).get();
    return rules.getClass();
  }

  private static boolean inContract(Method method) {
    return Arrays.stream(Rules.class.getMethods())
        .anyMatch(
            contract ->
                contract.getName().equals(method.getName())
                    && contract.getParameterCount() == method.getParameterCount());
  }

  /** The public instance methods of a game's rules that the contract does not declare. */
  private static Set<String> typedQueries(Class<?> rules) {
    Set<String> names = new TreeSet<>();
    for (Method method : rules.getMethods()) {
      boolean own = method.getDeclaringClass().getPackage() == rules.getPackage();
      if (own
          && !Modifier.isStatic(method.getModifiers())
          && !method.isBridge()
          && !method.isSynthetic()
          && !OBJECT_METHODS.contains(method.getName())
          && !method.getName().equals("variant")
          && !inContract(method)) {
        names.add(method.getName());
      }
    }
    return names;
  }

  @Test
  void everyGameIsMadeAndReadWithTheSameNames() throws ReflectiveOperationException {
    assertEquals(KEPT.keySet(), Games.all().map(GameDefinition::id).toJavaSet());
    for (GameDefinition game : Games.all()) {
      Class<?> rules = rulesClass(game);
      Method standard = rules.getMethod("standard");
      assertTrue(Modifier.isStatic(standard.getModifiers()), game.id() + " standard()");
      assertEquals(rules, standard.getReturnType(), game.id() + " standard()");
      Method variant = rules.getMethod("variant");
      Class<?> variantType = variant.getReturnType();
      assertEquals(
          rules.getSimpleName().replace("Rules", "Variant"),
          variantType.getSimpleName(),
          game.id() + " variant() returns the game's variant type");
      Method of = rules.getMethod("of", variantType);
      assertTrue(Modifier.isStatic(of.getModifiers()), game.id() + " of(variant)");
      assertEquals(rules, of.getReturnType(), game.id() + " of(variant)");
      Rules<?, ?> made = (Rules<?, ?>) standard.invoke(null);
      Rules<?, ?> again = (Rules<?, ?>) of.invoke(null, variant.invoke(made));
      assertEquals(made.variantName(), again.variantName(), game.id() + " of(variant())");
      assertEquals(game.variants().head(), made.variantName(), game.id() + " standard()");
      assertEquals(0, rules.getConstructors().length, game.id() + " has a public constructor");
    }
  }

  @Test
  void typedQueriesAreTheDocumentedFew() throws IOException {
    int total = 0;
    for (GameDefinition game : Games.all()) {
      Set<String> queries = typedQueries(rulesClass(game));
      assertEquals(KEPT.get(game.id()), queries, game.id() + "'s typed queries");
      String page = Files.readString(Path.of("../../docs/games/" + game.id() + ".md"));
      for (String query : queries) {
        assertTrue(page.contains(query), game.id() + "'s page explains " + query);
      }
      total += queries.size();
    }
    assertTrue(total <= MOST_QUERIES, total + " typed queries");
    assertFalse(KEPT.isEmpty());
  }
}
