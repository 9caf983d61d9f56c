package io.github.latrunculi.core.agent;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Rules;
import io.vavr.Tuple;
import io.vavr.Tuple2;
import io.vavr.collection.Seq;
import java.util.function.Consumer;

/**
 * Perft: the number of move sequences of a given length from a position, the standard check of a
 * move generator. Every legal move counts, chance outcomes and forced passes included, each chance
 * outcome once and unweighted; a finished game has no moves, so it contributes nothing below it.
 * The last ply is bulk-counted with {@link Rules#countLegalMoves}.
 */
public final class Perft {
  private Perft() {}

  /**
   * {@return the number of leaves at {@code depth} plies (1 at depth 0)}
   *
   * @param <S> the position type
   * @param <M> the move type
   * @param rules the rules of the position's variant
   * @param position the position counted from
   * @param depth the depth in plies, not negative
   */
  public static <S, M extends Move> long count(Rules<S, M> rules, S position, int depth) {
    if (depth == 0) {
      return 1;
    }
    if (depth == 1) {
      return rules.countLegalMoves(position);
    }
    long total = 0;
    for (M move : rules.legalMoves(position)) {
      total += count(rules, rules.apply(position, move), depth - 1);
    }
    return total;
  }

  /**
   * Returns each legal move in notation with the leaves below it at {@code depth} plies, sorted by
   * the move text; the counts add up to {@link #count}.
   *
   * @param <S> the position type
   * @param <M> the move type
   * @param rules the rules of the position's variant
   * @param position the position counted from
   * @param depth the depth in plies, at least 1
   * @return each legal move with its count, sorted by the move text
   * @throws IllegalArgumentException when {@code depth < 1}
   */
  public static <S, M extends Move> Seq<Tuple2<String, Long>> split(
      Rules<S, M> rules, S position, int depth) {
    return split(rules, position, depth, counted -> {});
  }

  /**
   * Returns what {@link #split(Rules, Object, int)} returns, and hands each legal move's count to
   * {@code afterEachMove} as soon as it is known, in the order of the legal moves (for progress
   * reports on deep counts).
   *
   * @param rules the rules
   * @param position the position counted from
   * @param depth the depth in plies, at least 1
   * @param afterEachMove told each move in notation with the leaves below it
   * @param <S> the position type
   * @param <M> the move type
   * @return each legal move with its count, sorted by the move text
   * @throws IllegalArgumentException when {@code depth < 1}
   */
  public static <S, M extends Move> Seq<Tuple2<String, Long>> split(
      Rules<S, M> rules, S position, int depth, Consumer<Tuple2<String, Long>> afterEachMove) {
    if (depth < 1) {
      throw new IllegalArgumentException("split perft needs depth >= 1, not " + depth);
    }
    return rules
        .legalMoves(position)
        .map(
            m -> {
              Tuple2<String, Long> counted =
                  Tuple.of(
                      rules.notation().formatMove(position, m),
                      count(rules, rules.apply(position, m), depth - 1));
              afterEachMove.accept(counted);
              return counted;
            })
        .sortBy(Tuple2::_1);
  }
}
