package io.github.latrunculi.core.agent;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.github.latrunculi.core.TurnSteps;
import io.github.latrunculi.core.agent.MctsConfig.TreeNodes;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Option;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.SplittableRandom;

/**
 * Monte-Carlo tree search with UCT for two to four players and chance events, configured by an
 * {@link MctsConfig}.
 *
 * <p>Each tree node keeps the visit count and the summed return of every player ({@link
 * Outcome#score}); at a player's node the child maximising that player's mean return plus the UCT
 * bonus {@code c·sqrt(ln N / n)} is followed, so every player is assumed to play for itself (allies
 * share a return through the game's outcome). Chance nodes draw an outcome with its probability and
 * keep one child per outcome. Playouts are uniformly random ({@link Rules#randomMove}) up to a ply
 * cap; a playout's returns are {@link Rules#evaluate} of where it stopped (the outcome's score at
 * the end of the game).
 *
 * <p>Beyond plain UCT, as configured: the subtree of the position reached is kept from one move to
 * the next (tree reuse: the agent remembers the last tree and looks for the new position a few
 * plies below its root); progressive widening lets a node visited {@code n} times consider only
 * {@code ceil(2·(n+1)^a)} moves, so that positions with thousands of moves are searched in depth;
 * and a node grows the best of a few sampled moves as rated by {@link Rules#evaluate}, which orders
 * the moves the widening lets in.
 *
 * <p>The tree's edges are whole moves or, when configured, the steps of a turn ({@link
 * MctsConfig.TreeNodes}, {@link io.github.latrunculi.core.TurnSteps}): a node then stands for a
 * position and the steps chosen so far in it, the player to act stays the same until a step
 * completes a move, and playouts stay uniform over whole moves. The tree grows by a whole turn per
 * iteration, as over whole moves, chosen a step at a time (each step the best of the sampled
 * candidates, completed at random and rated) and added as a chain; a node inside a turn widens with
 * half the exponent. Chance events stay whole.
 *
 * <p>The budget is a number of iterations (deterministic for a seed) or a time in milliseconds. The
 * agent is seeded and not thread-safe; with tree reuse it holds the last tree until its next move.
 */
public final class MctsAgent implements Agent {
  private final SplittableRandom random;
  private final MctsConfig config;

  /** The tree kept for reuse, the position at its root and the rules it was built with. */
  private Node<?> keptRoot;

  private Object keptPosition;
  private Rules<?, ?> keptRules;
  private MctsSearch lastSearch;
  private Analysis lastAnalysis;

  private MctsAgent(MctsConfig config, long seed) {
    this.random = new SplittableRandom(seed);
    this.config = config;
  }

  /**
   * {@return an agent with the given settings whose choices are fixed by {@code seed}}
   *
   * @param config the budget and search settings, for example {@link MctsConfig#defaults()}
   * @param seed the seed of every random choice; with an iteration budget, the same seed and calls
   *     give the same moves
   */
  public static MctsAgent of(MctsConfig config, long seed) {
    return new MctsAgent(config, seed);
  }

  /**
   * Returns an agent with the {@linkplain MctsConfig#defaults() default settings} that runs {@code
   * iterations} iterations per move (at least 1).
   *
   * @param iterations the iterations per move; less than 1 counts as 1
   * @param seed the seed of every random choice
   * @return a new agent, deterministic for its seed
   */
  public static MctsAgent withIterations(int iterations, long seed) {
    return new MctsAgent(MctsConfig.defaults().withIterations(Math.max(1, iterations)), seed);
  }

  /**
   * Returns an agent with the {@linkplain MctsConfig#defaults() default settings} that searches for
   * about {@code millis} milliseconds per move (at least 1).
   *
   * @param millis the time budget per move in milliseconds; less than 1 counts as 1
   * @param seed the seed of every random choice
   * @return a new agent, whose choices depend on the machine's speed
   */
  public static MctsAgent withMillis(long millis, long seed) {
    return new MctsAgent(MctsConfig.defaults().withMillis(Math.max(1, millis)), seed);
  }

  /**
   * {@return a copy whose random playouts stop after {@code plies} plies (at least 1)} The copy is
   * seeded from this agent's generator and starts without a kept tree.
   *
   * @param plies the playout cap; less than 1 counts as 1
   */
  public MctsAgent withPlayoutCap(int plies) {
    return new MctsAgent(config.withPlayoutCap(Math.max(1, plies)), random.nextLong());
  }

  /** {@return the settings of this agent} */
  public MctsConfig config() {
    return config;
  }

  /**
   * Returns what the last {@link #choose} searched, or none before the first search (a choice at a
   * chance node or of the only legal move searches nothing and leaves the last search as it was).
   *
   * @return the figures of the last search, or {@code None} before the first one
   */
  public Option<MctsSearch> lastSearch() {
    return Option.of(lastSearch);
  }

  @Override
  public <S, M extends Move> M choose(Rules<S, M> rules, S position) {
    ToMove<M> toMove = rules.toMove(position);
    if (toMove instanceof ToMove.Chance<M> chance) {
      lastAnalysis = null;
      return chance.sample(random.nextDouble());
    }
    Seq<M> moves = rules.legalMoves(position);
    if (moves.isEmpty()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    if (moves.size() == 1) {
      lastAnalysis = Analysis.unsearched(rules, position, moves.head());
      return moves.head();
    }
    long started = System.nanoTime();
    Node<M> root = config.treeReuse() ? reusedRoot(rules, position) : null;
    if (root == null) {
      root = new Node<>(null, rules.players().size());
    }
    int keptVisits = root.visits;
    long deadline =
        config.millis() > 0 ? System.nanoTime() + config.millis() * 1_000_000 : Long.MAX_VALUE;
    TurnSteps<S, M> steps = config.nodes() == TreeNodes.STEPS ? rules.turnSteps() : null;
    int iterations = 0;
    while (iterations < config.iterations() && (iterations == 0 || System.nanoTime() < deadline)) {
      iterate(rules, steps, position, root);
      iterations++;
    }
    lastSearch = new MctsSearch(iterations, keptVisits, root.children.size());
    Node<M> best = root.mostVisited();
    M chosen = wholeMove(steps, position, best);
    lastAnalysis = analysis(rules, steps, position, root, best, iterations, started);
    if (config.treeReuse()) {
      keptRoot = root;
      keptPosition = position;
      keptRules = rules;
    }
    return chosen;
  }

  /**
   * Returns the whole move a root child stands for: its move, or over steps the move reached by
   * following the most visited steps below it, completed by the first next steps where the tree
   * stops early.
   */
  private static <S, M extends Move> M wholeMove(TurnSteps<S, M> steps, S position, Node<M> child) {
    Node<M> node = child;
    while (node.move == null) {
      Node<M> next = node.mostVisited();
      if (next == null) {
        int[] prefix = node.prefix;
        while (steps.move(position, prefix).isEmpty()) {
          prefix = TurnSteps.extend(prefix, steps.next(position, prefix)[0]);
        }
        return steps.move(position, prefix).get();
      }
      node = next;
    }
    return node.move;
  }

  /** Returns {@code prefix} completed to a whole move by uniformly random next steps. */
  private <S, M extends Move> int[] completion(TurnSteps<S, M> steps, S position, int[] prefix) {
    int[] chosen = prefix;
    while (steps.move(position, chosen).isEmpty()) {
      int[] next = steps.next(position, chosen);
      chosen = TurnSteps.extend(chosen, next[random.nextInt(next.length)]);
    }
    return chosen;
  }

  @Override
  public Option<Analysis> lastAnalysis() {
    return Option.of(lastAnalysis);
  }

  /**
   * Returns the analysis of a search: the most visited line of the tree (down to a chance event or
   * a node visited fewer than twice) and the root's children by visits.
   */
  private static <S, M extends Move> Analysis analysis(
      Rules<S, M> rules,
      TurnSteps<S, M> steps,
      S position,
      Node<M> root,
      Node<M> best,
      int iterations,
      long started) {
    int actor = ((ToMove.Seat<M>) rules.toMove(position)).player().index();
    Vector<String> line = Vector.empty();
    S state = position;
    for (Node<M> node = best; node != null; node = node.mostVisited()) {
      if (node.move == null) {
        continue;
      }
      line = line.append(rules.notation().formatMove(state, node.move));
      state = rules.apply(state, node.move);
      if (node.visits < 2 || !(rules.toMove(state) instanceof ToMove.Seat<M>)) {
        break;
      }
    }
    if (line.isEmpty()) {
      line = line.append(rules.notation().formatMove(position, wholeMove(steps, position, best)));
    }
    Vector<Analysis.RootMove> children =
        Vector.ofAll(root.children)
            .sortBy(child -> -child.visits)
            .map(
                child ->
                    new Analysis.RootMove(
                        rules.notation().formatMove(position, wholeMove(steps, position, child)),
                        child.visits,
                        child.totals[actor] / child.visits));
    return new Analysis(
        line.head(),
        best.totals[actor] / best.visits,
        line,
        line.size(),
        iterations,
        (System.nanoTime() - started) / 1_000_000,
        children);
  }

  /**
   * Returns the node of the kept tree whose position is {@code position}, looking at most two
   * rounds of the players below the kept root, or null when there is none.
   */
  @SuppressWarnings("unchecked")
  private <S, M extends Move> Node<M> reusedRoot(Rules<S, M> rules, S position) {
    if (keptRules != rules || keptRoot == null) {
      return null;
    }
    Node<M> start = (Node<M>) keptRoot;
    S startPosition = (S) keptPosition;
    keptRoot = null;
    keptPosition = null;
    long key = rules.hash(position);
    int maxDepth = 2 * rules.players().size();
    ArrayDeque<Node<M>> nodes = new ArrayDeque<>();
    ArrayDeque<S> states = new ArrayDeque<>();
    ArrayDeque<Integer> depths = new ArrayDeque<>();
    nodes.add(start);
    states.add(startPosition);
    depths.add(0);
    while (!nodes.isEmpty()) {
      Node<M> node = nodes.poll();
      S state = states.poll();
      int depth = depths.poll();
      if (depth > 0 && node.move != null && rules.hash(state) == key && state.equals(position)) {
        return node;
      }
      if (depth < maxDepth) {
        for (Node<M> child : node.children) {
          nodes.add(child);
          boolean whole = child.move != null;
          states.add(whole ? rules.apply(state, child.move) : state);
          depths.add(whole ? depth + 1 : depth);
        }
      }
    }
    return null;
  }

  /**
   * One iteration: selection down the tree, expansion by one move (over steps, by the steps of one
   * turn), a playout, and the returns backed up along the path. Over steps, a step that does not
   * complete a move keeps the position and the player to act.
   */
  private <S, M extends Move> void iterate(
      Rules<S, M> rules, TurnSteps<S, M> steps, S position, Node<M> root) {
    ArrayList<Node<M>> path = new ArrayList<>();
    path.add(root);
    Node<M> node = root;
    S state = position;
    while (true) {
      ToMove<M> toMove = rules.toMove(state);
      if (toMove instanceof ToMove.Nobody<M>) {
        break;
      }
      if (toMove instanceof ToMove.Chance<M> chance) {
        M outcome = chance.sample(random.nextDouble());
        node = node.chanceChild(outcome);
        state = rules.apply(state, outcome);
        path.add(node);
        continue;
      }
      Player actor = ((ToMove.Seat<M>) toMove).player();
      if (mayGrow(rules, steps, state, node)) {
        node =
            steps == null
                ? expandMove(rules, state, node, actor)
                : expandTurn(rules, steps, state, node, actor, path);
        state = rules.apply(state, node.move);
        if (steps == null) {
          path.add(node);
        }
        break;
      }
      node = node.select(actor.index(), config.exploration());
      if (node.move != null) {
        state = rules.apply(state, node.move);
      }
      path.add(node);
    }
    backUp(path, playout(rules, state));
  }

  /** Lists the node's untried moves or steps on its first visit; true when one may be grown. */
  private <S, M extends Move> boolean mayGrow(
      Rules<S, M> rules, TurnSteps<S, M> steps, S state, Node<M> node) {
    if (steps == null) {
      if (node.untried == null) {
        node.untried = new ArrayList<>(rules.legalMoves(state).toJavaList());
      }
      return !node.untried.isEmpty()
          && node.children.size() < width(config.widening(), node.visits, false);
    }
    if (node.untriedSteps == null) {
      node.untriedSteps = steps.next(state, node.prefix);
      node.untriedCount = node.untriedSteps.length;
    }
    boolean insideTurn = node.prefix.length > 0;
    return node.untriedCount > 0
        && node.children.size() < width(config.widening(), node.visits, insideTurn);
  }

  /** Grows the child of one untried move, chosen as {@link #expansionIndex} says. */
  private <S, M extends Move> Node<M> expandMove(
      Rules<S, M> rules, S state, Node<M> node, Player actor) {
    int index = expansionIndex(rules, state, node.untried, actor);
    return node.addChild(node.untried.remove(index));
  }

  /**
   * Grows the tree below {@code node} by the rest of one turn, as the whole-move tree grows by one
   * move, choosing the turn a step at a time: at each step the best for {@code actor} of {@code
   * expansionSample} draws among the candidates, each completed at random and rated by {@link
   * Rules#evaluate} after the move (one draw, unrated, when the sample is 1 or there is one
   * candidate); the first step's candidates are the node's untried steps, a later step's every next
   * step, and the turn drawn for the earlier step stays a candidate. Choosing the last step this
   * way rather than at random is what lets a first step be judged by a good completion: in
   * Desdemona a queen move is worth what its best shots are. The turn's steps are added as a chain
   * of new nodes, on {@code path}, and the last one, which holds the move, is returned.
   */
  private <S, M extends Move> Node<M> expandTurn(
      Rules<S, M> rules,
      TurnSteps<S, M> steps,
      S state,
      Node<M> node,
      Player actor,
      ArrayList<Node<M>> path) {
    Completion<M> chosen =
        bestCompletion(
            rules, steps, state, node.prefix, node.untriedSteps, node.untriedCount, actor);
    int index = chosen.index;
    int[] prefix = TurnSteps.extend(node.prefix, node.untriedSteps[index]);
    // The next steps after each chosen prefix, listed once: the chain's new nodes start from them.
    ArrayList<int[]> nextSteps = new ArrayList<>();
    while (prefix.length < chosen.turn.length) {
      int[] next = steps.next(state, prefix);
      nextSteps.add(next);
      Completion<M> other = bestCompletion(rules, steps, state, prefix, next, next.length, actor);
      if (other.rated && other.value > chosen.value) {
        chosen = other;
      }
      prefix = TurnSteps.extend(prefix, chosen.turn[prefix.length]);
    }
    int[] turn = chosen.turn;
    node.untriedSteps[index] = node.untriedSteps[--node.untriedCount];
    Node<M> grown = node;
    for (int at = node.prefix.length; at < turn.length; at++) {
      boolean last = at == turn.length - 1;
      grown = grown.addStep(turn[at], last ? chosen.move : null);
      path.add(grown);
      if (!last) {
        grown.untriedSteps = without(nextSteps.get(at - node.prefix.length), turn[at + 1]);
        grown.untriedCount = grown.untriedSteps.length;
      }
    }
    return grown;
  }

  /**
   * Returns the best for {@code actor} of {@code expansionSample} draws among the first {@code
   * count} {@code candidates} for the step after {@code prefix}, each completed at random to a
   * whole turn and rated by {@link Rules#evaluate} after it; one unrated draw when the sample is 1
   * or there is one candidate.
   */
  private <S, M extends Move> Completion<M> bestCompletion(
      Rules<S, M> rules,
      TurnSteps<S, M> steps,
      S state,
      int[] prefix,
      int[] candidates,
      int count,
      Player actor) {
    boolean rated = config.expansionSample() > 1 && count > 1;
    Completion<M> best = null;
    for (int draw = 0; draw < (rated ? config.expansionSample() : 1); draw++) {
      int index = random.nextInt(count);
      int[] turn = completion(steps, state, TurnSteps.extend(prefix, candidates[index]));
      M move = steps.move(state, turn).get();
      double value = rated ? value(rules, rules.apply(state, move), actor) : 0;
      if (best == null || value > best.value) {
        best = new Completion<>(index, turn, move, rated, value);
      }
    }
    return best;
  }

  /**
   * A drawn continuation of a turn: the index of its step among the candidates, the whole turn it
   * was completed to, that turn's move, and its rating when it was rated.
   */
  private record Completion<M>(int index, int[] turn, M move, boolean rated, double value) {}

  /** Returns {@code steps} without {@code step}, which it holds once. */
  private static int[] without(int[] steps, int step) {
    int[] rest = new int[steps.length - 1];
    int n = 0;
    for (int each : steps) {
      if (each != step) {
        rest[n++] = each;
      }
    }
    return rest;
  }

  private static <M> void backUp(ArrayList<Node<M>> path, double[] returns) {
    for (Node<M> visited : path) {
      visited.visits++;
      for (int p = 0; p < returns.length; p++) {
        visited.totals[p] += returns[p];
      }
    }
  }

  /**
   * Returns how many children a node visited {@code visits} times may have under progressive
   * widening with exponent {@code a} ({@code 0} for none): {@code ceil(2·(n+1)^a)}, or {@code
   * ceil((n+1)^(a/2))} for a node inside a turn, so that a tree over steps spends its visits on the
   * replies to a turn, as a tree over whole moves does, rather than on more alternatives for the
   * turn's later parts.
   */
  static int width(double a, int visits, boolean insideTurn) {
    if (a == 0) {
      return Integer.MAX_VALUE;
    }
    return insideTurn
        ? (int) Math.ceil(Math.pow(visits + 1, a / 2))
        : (int) Math.ceil(2 * Math.pow(visits + 1, a));
  }

  /**
   * Returns the index in {@code untried} of the move to expand: uniformly random, or the best for
   * {@code actor} of {@code expansionSample} random draws.
   */
  private <S, M extends Move> int expansionIndex(
      Rules<S, M> rules, S state, ArrayList<M> untried, Player actor) {
    int best = random.nextInt(untried.size());
    if (config.expansionSample() == 1 || untried.size() == 1) {
      return best;
    }
    double bestValue = value(rules, rules.apply(state, untried.get(best)), actor);
    for (int draw = 1; draw < config.expansionSample(); draw++) {
      int index = random.nextInt(untried.size());
      double value = value(rules, rules.apply(state, untried.get(index)), actor);
      if (value > bestValue) {
        bestValue = value;
        best = index;
      }
    }
    return best;
  }

  private <S, M extends Move> double value(Rules<S, M> rules, S state, Player player) {
    return config.heuristic() ? rules.evaluate(state, player) : rules.outcome(state).score(player);
  }

  /**
   * Plays uniformly random moves from {@code start}, over steps too: a draw by parts favours the
   * moves whose first part has few continuations (in Kharbga, pairs of late-named squares), which
   * made the playouts of a tree over steps play a game unlike the real one.
   */
  private <S, M extends Move> double[] playout(Rules<S, M> rules, S start) {
    S state = start;
    for (int ply = 0; ply < config.playoutCap(); ply++) {
      Option<M> move = rules.randomMove(state, random);
      if (move.isEmpty()) {
        break;
      }
      state = rules.apply(state, move.get());
    }
    Seq<Player> players = rules.players();
    double[] returns = new double[players.size()];
    for (Player p : players) {
      returns[p.index()] = value(rules, state, p);
    }
    return returns;
  }

  /**
   * A tree node: the move that led here, its statistics and its children. Over steps, a node
   * reached by a step that does not complete a move has no move; its prefix is the turn's steps so
   * far (empty at the start of a turn).
   */
  private static final class Node<M> {
    private static final int[] TURN_START = new int[0];

    final M move;
    final int[] prefix;
    final double[] totals;
    final ArrayList<Node<M>> children = new ArrayList<>();
    ArrayList<M> untried;
    int[] untriedSteps;
    int untriedCount;
    HashMap<M, Node<M>> byOutcome;
    int visits;

    Node(M move, int players) {
      this(move, TURN_START, players);
    }

    private Node(M move, int[] prefix, int players) {
      this.move = move;
      this.prefix = prefix;
      this.totals = new double[players];
    }

    Node<M> addChild(M childMove) {
      Node<M> child = new Node<>(childMove, totals.length);
      children.add(child);
      return child;
    }

    /** Adds the child reached by {@code step}: a new turn when it completes {@code completed}. */
    Node<M> addStep(int step, M completed) {
      int[] childPrefix = completed != null ? TURN_START : TurnSteps.extend(prefix, step);
      Node<M> child = new Node<>(completed, childPrefix, totals.length);
      children.add(child);
      return child;
    }

    Node<M> chanceChild(M outcome) {
      if (byOutcome == null) {
        byOutcome = new HashMap<>();
      }
      return byOutcome.computeIfAbsent(outcome, this::addChild);
    }

    /** Returns the child with the most visits, or null for a leaf. */
    Node<M> mostVisited() {
      Node<M> most = null;
      for (Node<M> child : children) {
        if (most == null || child.visits > most.visits) {
          most = child;
        }
      }
      return most;
    }

    Node<M> select(int actor, double exploration) {
      double logVisits = Math.log(Math.max(1, visits));
      Node<M> best = null;
      double bestValue = Double.NEGATIVE_INFINITY;
      for (Node<M> child : children) {
        double value =
            child.totals[actor] / child.visits + exploration * Math.sqrt(logVisits / child.visits);
        if (value > bestValue) {
          bestValue = value;
          best = child;
        }
      }
      return best;
    }
  }
}
