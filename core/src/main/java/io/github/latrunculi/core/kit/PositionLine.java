package io.github.latrunculi.core.kit;

import io.vavr.control.Either;
import java.util.function.Predicate;

/**
 * The check every game makes first on a position line {@code <game> <variant> <fields...>}: that it
 * is not empty, that it names this game and this variant, and that it has the game's number of
 * fields. A failure says which of these went wrong ({@link Problem}) and in words, so that each
 * game can answer with its own rejection code; a success hands over the fields after the variant.
 */
public final class PositionLine {
  private PositionLine() {}

  /** What is wrong with a line's header. */
  public enum Problem {
    /** The line is empty or blank. */
    EMPTY,
    /** The line names another game, or has fewer fields than a game id and a variant. */
    GAME,
    /** The line names another variant, or other option values, than the rules'. */
    VARIANT,
    /** The line has too few or too many fields after the variant. */
    FIELDS
  }

  /**
   * A refused line: the kind of problem and a message naming what was found.
   *
   * @param problem what is wrong
   * @param message the problem in words, for example {@code "the line starts with 'malha', not
   *     'chief'"}
   */
  public record Refusal(Problem problem, String message) {}

  /**
   * Splits a position line at single spaces and checks its header.
   *
   * @param line the whole position line
   * @param gameId the game id the line must start with
   * @param variantName the variant field the rules write
   * @param sameVariant accepts the variant fields that mean the same variant as {@code variantName}
   *     (for example an alias); {@code variantName} itself is always accepted
   * @param fields how many fields must follow the variant, or -1 when the game checks that itself
   * @return the fields after the variant, or the refusal
   */
  public static Either<Refusal, String[]> fields(
      String line, String gameId, String variantName, Predicate<String> sameVariant, int fields) {
    if (line == null || line.isBlank()) {
      return refuse(Problem.EMPTY, "the position line is empty");
    }
    String[] parts = line.split(" ", -1);
    if (!parts[0].equals(gameId)) {
      return refuse(Problem.GAME, "the line starts with '" + parts[0] + "', not '" + gameId + "'");
    }
    if (parts.length < 2) {
      return refuse(Problem.GAME, "the line has no variant after '" + gameId + "'");
    }
    if (!parts[1].equals(variantName) && !sameVariant.test(parts[1])) {
      return refuse(
          Problem.VARIANT,
          "the line is of variant '" + parts[1] + "', these rules play '" + variantName + "'");
    }
    if (fields >= 0 && parts.length - 2 != fields) {
      return refuse(
          Problem.FIELDS,
          "the line has " + (parts.length - 2) + " fields after the variant, not " + fields);
    }
    String[] rest = new String[parts.length - 2];
    System.arraycopy(parts, 2, rest, 0, rest.length);
    return Either.right(rest);
  }

  private static Either<Refusal, String[]> refuse(Problem problem, String message) {
    return Either.left(new Refusal(problem, message));
  }
}
