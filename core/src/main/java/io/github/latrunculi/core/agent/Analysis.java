package io.github.latrunculi.core.agent;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import java.util.Locale;
import java.util.Objects;

/**
 * Why an agent chose its last move: the move, how good the agent thinks it is, the line of play it
 * expects, and what the search cost. Every agent reports one through {@link Agent#lastAnalysis()}
 * after {@link Agent#choose}; user interfaces show it as a hint, servers return it, bot authors
 * compare agents by it.
 *
 * <p>Moves are written in the game's move notation, each in the position it is played in, so an
 * analysis can be printed or sent without the game's types.
 *
 * @param move the chosen move
 * @param score the mover's expected return in {@code [0, 1]} as the agent estimates it (1 a sure
 *     win, 0 a sure loss, 0.5 even), in the same terms as {@link Rules#evaluate} and {@link
 *     Outcome#score}; for partners, the side's return
 * @param principalVariation the line the agent expects, starting with {@code move}; it stops at a
 *     chance event, at the end of the game or where the search's knowledge ends
 * @param depth the depth of the last completed search iteration (alpha-beta), or the length of the
 *     most visited line of the tree (Monte-Carlo); 0 when nothing was searched
 * @param nodes the positions searched (alpha-beta) or the playouts run (Monte-Carlo); 0 when
 *     nothing was searched
 * @param millis the wall time of the choice in milliseconds
 * @param rootMoves for Monte-Carlo agents, the root's moves by visits, most visited first; empty
 *     for other agents
 */
public record Analysis(
    String move,
    double score,
    Seq<String> principalVariation,
    int depth,
    long nodes,
    long millis,
    Seq<RootMove> rootMoves) {
  /**
   * Checks the fields.
   *
   * @param move the chosen move, not null
   * @param score the mover's expected return, in {@code [0, 1]}
   * @param principalVariation the expected line, starting with {@code move}
   * @param depth the search depth, not negative
   * @param nodes the positions or playouts searched, not negative
   * @param millis the wall time, not negative
   * @param rootMoves the root's moves with their statistics, not null
   * @throws IllegalArgumentException when a number is out of range or the line does not start with
   *     the move
   */
  public Analysis {
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(rootMoves, "rootMoves");
    if (!(score >= 0 && score <= 1)) {
      throw new IllegalArgumentException("score must be in [0, 1]: " + score);
    }
    if (principalVariation.isEmpty() || !principalVariation.head().equals(move)) {
      throw new IllegalArgumentException("the principal variation must start with " + move);
    }
    if (depth < 0 || nodes < 0 || millis < 0) {
      throw new IllegalArgumentException("depth, nodes and millis must not be negative");
    }
  }

  /**
   * Returns the analysis of a move chosen without a search (a random draw, the only legal move, an
   * agent of the user's own that explains nothing): the move alone, scored by {@link
   * Rules#evaluate} of the position it leads to for the mover.
   *
   * @param <S> the position type
   * @param <M> the move type
   * @param rules the rules of the game
   * @param position a position where a seat is to move
   * @param move the move chosen, legal in {@code position}
   * @return an analysis of depth 0 and no nodes
   */
  public static <S, M extends Move> Analysis unsearched(Rules<S, M> rules, S position, M move) {
    Player mover = ((ToMove.Seat<M>) rules.toMove(position)).player();
    String text = rules.notation().formatMove(position, move);
    double score = rules.evaluate(rules.apply(position, move), mover);
    return new Analysis(text, score, List.of(text), 0, 0, 0, List.empty());
  }

  /**
   * One move at the root of a Monte-Carlo search.
   *
   * @param move the move in the game's notation
   * @param visits the iterations that went through it
   * @param mean the mover's mean return over those iterations, in {@code [0, 1]}
   */
  public record RootMove(String move, int visits, double mean) {}

  /**
   * Returns the analysis as a few lines of text for a terminal: the move and its score, the
   * principal variation, and the search's figures.
   *
   * @return the text, lines separated by {@code \n}, without a final newline
   */
  public String toText() {
    StringBuilder text = new StringBuilder();
    text.append(String.format(Locale.ROOT, "move   %s\n", move));
    text.append(String.format(Locale.ROOT, "score  %.3f (the mover's expected return)\n", score));
    text.append("line   ").append(principalVariation.mkString(" ")).append('\n');
    text.append(
        String.format(Locale.ROOT, "search depth %d, %d nodes, %d ms", depth, nodes, millis));
    for (RootMove root : rootMoves) {
      text.append(
          String.format(
              Locale.ROOT,
              "\n  %-12s %7d visits, mean %.3f",
              root.move(),
              root.visits(),
              root.mean()));
    }
    return text.toString();
  }
}
