package io.github.latrunculi.core.registry;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Rules;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;
import java.util.ServiceLoader;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The registry of game modules present at run time, found with {@link ServiceLoader}. With no game
 * module on the class or module path the registry is empty and every lookup is refused with {@link
 * CoreRejection#UNKNOWN_GAME}.
 */
public final class Games {
  /** Rules objects kept per game and setup; past this many the cache stops growing. */
  private static final int CACHE_LIMIT = 4096;

  private static final Seq<GameDefinition> ALL =
      List.ofAll(ServiceLoader.load(GameDefinition.class, Games.class.getClassLoader()))
          .sortBy(GameDefinition::id);

  private static final ConcurrentHashMap<CacheKey, Rules<?, ?>> RULES = new ConcurrentHashMap<>();

  /** A game (by identity: one definition object per game) and a setup as the caller wrote it. */
  private record CacheKey(GameDefinition game, Setup setup) {}

  private Games() {}

  /** {@return every registered game, sorted by id} */
  public static Seq<GameDefinition> all() {
    return ALL;
  }

  /**
   * {@return the game with the given id, or {@code None} when no such game module is present}
   *
   * @param id a game id, for example {@code "chief"}
   */
  public static Option<GameDefinition> find(String id) {
    return ALL.find(g -> g.id().equals(id));
  }

  /**
   * {@return the game with the given id, or an {@link CoreRejection#UNKNOWN_GAME} rejection that
   * lists the known games}
   *
   * @param id a game id, for example {@code "chief"}
   */
  public static Either<Rejection, GameDefinition> get(String id) {
    return find(id)
        .toEither(
            () ->
                new Rejection(
                    CoreRejection.UNKNOWN_GAME,
                    ALL.isEmpty()
                        ? "no game modules are installed, so '" + id + "' is unknown"
                        : "unknown game '"
                            + id
                            + "'; known games: "
                            + ALL.map(GameDefinition::id).mkString(", ")));
  }

  /**
   * Parses any position line, choosing the game by its first token; surrounding blanks are ignored.
   *
   * @param line a position line of any registered game; may be null or blank
   * @return the position with its rules, or the rejection of the line
   */
  public static Either<Rejection, GameState<?, ?>> parse(String line) {
    if (line == null || line.isBlank()) {
      return Either.left(new Rejection(CoreRejection.MALFORMED_LINE, "the position line is empty"));
    }
    String id = line.strip().split(" ", 2)[0];
    return get(id).flatMap(game -> game.parse(line.strip()));
  }

  /**
   * {@return the rules a setup asks for, for the game with the given id (cached per setup)}
   * Otherwise the rejection of the game id or of the setup.
   *
   * @param id a game id, for example {@code "chief"}
   * @param setup the variant, options and board size
   */
  public static Either<Rejection, Rules<?, ?>> rules(String id, Setup setup) {
    return get(id).flatMap(game -> cachedRules(game, setup));
  }

  /**
   * Returns {@code game.rules(setup)}, building each accepted setup's rules once: rules objects are
   * immutable and thread-safe, so every request of a server can share them. Refusals are not kept.
   */
  static Either<Rejection, Rules<?, ?>> cachedRules(GameDefinition game, Setup setup) {
    CacheKey key = new CacheKey(game, setup);
    Rules<?, ?> cached = RULES.get(key);
    if (cached != null) {
      return Either.right(cached);
    }
    Either<Rejection, Rules<?, ?>> built = game.rules(setup);
    if (built.isRight() && RULES.size() < CACHE_LIMIT) {
      RULES.putIfAbsent(key, built.get());
    }
    return built;
  }
}
