package io.github.latrunculi.core.agent;

import io.github.latrunculi.core.Rules;

/**
 * The settings of an {@link MctsAgent}: its budget per move and how it searches.
 *
 * <p>{@link #defaults()} is the recommended agent; {@link #baseline()} reproduces the first version
 * of the agent (no tree reuse, no widening, random expansion, exploration 1.4, 400-ply playouts),
 * kept so that strength ladders can measure improvements against it. Every setting is changed by a
 * {@code with} method that returns a new value.
 *
 * @param iterations the iterations per move; the search stops at this count or at the time budget
 *     ({@link Integer#MAX_VALUE}: no count, time only)
 * @param millis the time budget per move in milliseconds, 0 for none (iterations only)
 * @param playoutCap the plies after which a random playout stops and is scored by {@link
 *     Rules#evaluate}
 * @param exploration the UCT exploration constant {@code c} of {@code mean + c·sqrt(ln N / n)}
 * @param treeReuse whether the subtree of the position reached is kept from one move to the next of
 *     the same game
 * @param widening the exponent {@code a} of progressive widening: a node visited {@code n} times
 *     considers at most {@code ceil(2·(n+1)^a)} of its moves; 0 considers every move at once
 * @param expansionSample how many untried moves are drawn when a node grows a child; the one whose
 *     resulting position {@link Rules#evaluate} rates best for the mover is added (1: a uniformly
 *     random move)
 * @param heuristic whether a playout stopped by the cap is scored by {@link Rules#evaluate}; when
 *     false it scores the outcome only (0.5 each while the game goes on)
 * @param nodes what the tree's edges are: whole moves, or the parts of a turn ({@link
 *     io.github.latrunculi.core.TurnSteps})
 */
public record MctsConfig(
    int iterations,
    long millis,
    int playoutCap,
    double exploration,
    boolean treeReuse,
    double widening,
    int expansionSample,
    boolean heuristic,
    TreeNodes nodes) {
  /**
   * Validates the settings.
   *
   * @param iterations the iterations per move, at least 1 ({@link Integer#MAX_VALUE}: time only)
   * @param millis the time budget per move in milliseconds, not negative; 0 only with an iteration
   *     limit
   * @param playoutCap the plies after which a playout stops, not negative
   * @param exploration the UCT exploration constant, finite and not negative
   * @param treeReuse whether the subtree of the position reached is kept between moves
   * @param widening the progressive widening exponent, in {@code [0, 1)}
   * @param expansionSample the untried moves drawn per expansion, at least 1
   * @param heuristic whether capped playouts are scored by {@link Rules#evaluate}
   * @param nodes whole moves or turn steps; not null
   * @throws IllegalArgumentException when a setting is out of its range
   */
  public MctsConfig {
    if (iterations < 1) {
      throw new IllegalArgumentException("iterations must be at least 1: " + iterations);
    }
    if (millis < 0 || (millis == 0 && iterations == Integer.MAX_VALUE)) {
      throw new IllegalArgumentException(
          "millis must be positive, or 0 with an iteration limit: " + millis);
    }
    if (playoutCap < 0) {
      throw new IllegalArgumentException("playoutCap must not be negative: " + playoutCap);
    }
    if (!(exploration >= 0) || Double.isInfinite(exploration)) {
      throw new IllegalArgumentException(
          "exploration must be finite and not negative: " + exploration);
    }
    if (!(widening >= 0 && widening < 1)) {
      throw new IllegalArgumentException("widening must be in [0, 1): " + widening);
    }
    if (expansionSample < 1) {
      throw new IllegalArgumentException("expansionSample must be at least 1: " + expansionSample);
    }
    java.util.Objects.requireNonNull(nodes, "nodes");
  }

  /**
   * What the edges of the search tree are. In a game whose turn has parts (Desdemona's queen move
   * and shot), a tree over whole moves gives each node about a thousand children; a tree over steps
   * gives it a hundred and then twenty. Playouts are uniform over whole moves ({@link
   * Rules#randomMove}) either way. In games without parts the two are the same tree.
   */
  public enum TreeNodes {
    /** Every edge is a whole move ({@link Rules#legalMoves}). */
    WHOLE_MOVES,
    /** Every edge is a step of {@link Rules#turnSteps()}. */
    STEPS
  }

  /**
   * Returns the recommended settings at 1,000 iterations per move: tree reuse, exploration 0.7,
   * progressive widening with exponent 0.5, the best of 4 sampled moves on expansion, 40-ply
   * playouts scored by {@link Rules#evaluate}, a tree over whole moves (in Desdemona and Kharbga,
   * whose turns have parts, a tree over steps measured level with it at equal time).
   *
   * @return the settings of the recommended agent
   */
  public static MctsConfig defaults() {
    return new MctsConfig(1000, 0, 40, 0.7, true, 0.5, 4, true, TreeNodes.WHOLE_MOVES);
  }

  /**
   * Returns the settings of the agent's first version at 1,000 iterations per move: no tree reuse,
   * exploration 1.4, no widening, random expansion, 400-ply playouts scored by {@link
   * Rules#evaluate}, a tree over whole moves. With the same seed and calls it chooses the same
   * moves as that version did.
   *
   * @return the settings to measure improvements against
   */
  public static MctsConfig baseline() {
    return new MctsConfig(1000, 0, 400, 1.4, false, 0, 1, true, TreeNodes.WHOLE_MOVES);
  }

  /**
   * {@return these settings with a budget of {@code count} iterations per move and no time limit}
   *
   * @param count the iterations per move, at least 1
   */
  public MctsConfig withIterations(int count) {
    return new MctsConfig(
        count, 0, playoutCap, exploration, treeReuse, widening, expansionSample, heuristic, nodes);
  }

  /**
   * Returns these settings with a budget of about {@code ms} milliseconds per move (at least one
   * iteration) and no iteration limit.
   *
   * @param ms the time budget per move in milliseconds, positive
   * @return the settings with that time budget
   */
  public MctsConfig withMillis(long ms) {
    return new MctsConfig(
        Integer.MAX_VALUE,
        ms,
        playoutCap,
        exploration,
        treeReuse,
        widening,
        expansionSample,
        heuristic,
        nodes);
  }

  /**
   * {@return these settings with playouts stopped after {@code plies} plies}
   *
   * @param plies the playout cap, not negative
   */
  public MctsConfig withPlayoutCap(int plies) {
    return new MctsConfig(
        iterations,
        millis,
        plies,
        exploration,
        treeReuse,
        widening,
        expansionSample,
        heuristic,
        nodes);
  }

  /**
   * {@return these settings with the exploration constant {@code c}}
   *
   * @param c the weight of the UCT bonus, finite and not negative; larger explores more
   */
  public MctsConfig withExploration(double c) {
    return new MctsConfig(
        iterations, millis, playoutCap, c, treeReuse, widening, expansionSample, heuristic, nodes);
  }

  /**
   * {@return these settings with tree reuse on or off}
   *
   * @param reuse true to keep the subtree of the position reached for the next move
   */
  public MctsConfig withTreeReuse(boolean reuse) {
    return new MctsConfig(
        iterations,
        millis,
        playoutCap,
        exploration,
        reuse,
        widening,
        expansionSample,
        heuristic,
        nodes);
  }

  /**
   * {@return these settings with the progressive widening exponent {@code a} (0: off)} A node
   * visited {@code n} times considers {@code ceil(2·(n+1)^a)} moves; in a tree over steps, a node
   * inside a turn considers {@code ceil((n+1)^(a/2))} next steps.
   *
   * @param a the exponent, in {@code [0, 1)}; smaller lets in fewer moves per visit
   */
  public MctsConfig withWidening(double a) {
    return new MctsConfig(
        iterations,
        millis,
        playoutCap,
        exploration,
        treeReuse,
        a,
        expansionSample,
        heuristic,
        nodes);
  }

  /**
   * {@return these settings with {@code count} moves sampled per expansion (1: random)} In a tree
   * over steps, each step of the turn a node grows is the best of {@code count} draws.
   *
   * @param count the untried moves drawn when a node grows a child, at least 1
   */
  public MctsConfig withExpansionSample(int count) {
    return new MctsConfig(
        iterations, millis, playoutCap, exploration, treeReuse, widening, count, heuristic, nodes);
  }

  /**
   * {@return these settings with the tree's edges as given}
   *
   * @param edges whole moves or turn steps; not null
   */
  public MctsConfig withNodes(TreeNodes edges) {
    return new MctsConfig(
        iterations,
        millis,
        playoutCap,
        exploration,
        treeReuse,
        widening,
        expansionSample,
        heuristic,
        edges);
  }

  /**
   * {@return these settings with capped playouts scored by the heuristic or by the outcome}
   *
   * @param use true to score by {@link Rules#evaluate}, false by the outcome (0.5 each while the
   *     game goes on)
   */
  public MctsConfig withHeuristic(boolean use) {
    return new MctsConfig(
        iterations,
        millis,
        playoutCap,
        exploration,
        treeReuse,
        widening,
        expansionSample,
        use,
        nodes);
  }
}
