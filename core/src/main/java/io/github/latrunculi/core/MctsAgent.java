package io.github.latrunculi.core;

import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.SplittableRandom;

/**
 * Monte-Carlo tree search with UCT for two to four players and chance events.
 *
 * <p>Each tree node keeps the visit count and the summed return of every player ({@link
 * Outcome#score}); at a player's node the child maximising that player's mean return plus the UCT
 * bonus {@code c·sqrt(ln N / n)} is followed, so every player is assumed to play for itself (allies
 * share a return through the game's outcome). Chance nodes draw an outcome with its probability and
 * keep one child per outcome. Playouts are uniformly random ({@link Rules#randomMove}) up to a ply
 * cap; a playout's returns are {@link Rules#evaluate} of where it stopped (the outcome's score at
 * the end of the game).
 *
 * <p>The budget is a number of iterations (deterministic for a seed) or a time in milliseconds. The
 * agent is seeded and not thread-safe.
 */
public final class MctsAgent implements Agent {
  private static final double EXPLORATION = 1.4;

  private final SplittableRandom random;
  private final int iterations;
  private final long millis;
  private final int playoutCap;

  private MctsAgent(long seed, int iterations, long millis, int playoutCap) {
    this.random = new SplittableRandom(seed);
    this.iterations = iterations;
    this.millis = millis;
    this.playoutCap = playoutCap;
  }

  /** Returns an agent that runs {@code iterations} iterations per move (at least 1). */
  public static MctsAgent withIterations(int iterations, long seed) {
    return new MctsAgent(seed, Math.max(1, iterations), 0, 400);
  }

  /** Returns an agent that searches for about {@code millis} milliseconds per move (at least 1). */
  public static MctsAgent withMillis(long millis, long seed) {
    return new MctsAgent(seed, Integer.MAX_VALUE, Math.max(1, millis), 400);
  }

  /** Returns a copy whose random playouts stop after {@code plies} plies (at least 1). */
  public MctsAgent withPlayoutCap(int plies) {
    return new MctsAgent(random.nextLong(), iterations, millis, Math.max(1, plies));
  }

  @Override
  public <S, M extends Move> M choose(Rules<S, M> rules, S position) {
    ToMove<M> toMove = rules.toMove(position);
    if (toMove instanceof ToMove.Chance<M> chance) {
      return chance.sample(random.nextDouble());
    }
    Seq<M> moves = rules.legalMoves(position);
    if (moves.isEmpty()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    if (moves.size() == 1) {
      return moves.head();
    }
    int players = rules.players().size();
    Node<M> root = new Node<>(null, players);
    long deadline = millis > 0 ? System.nanoTime() + millis * 1_000_000 : Long.MAX_VALUE;
    for (int i = 0; i < iterations && (i == 0 || System.nanoTime() < deadline); i++) {
      iterate(rules, position, root);
    }
    Node<M> best = root.children.get(0);
    for (Node<M> child : root.children) {
      if (child.visits > best.visits) {
        best = child;
      }
    }
    return best.move;
  }

  private <S, M extends Move> void iterate(Rules<S, M> rules, S position, Node<M> root) {
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
      int actor = ((ToMove.Seat<M>) toMove).player().index();
      if (node.untried == null) {
        node.untried = new ArrayList<>(rules.legalMoves(state).toJavaList());
      }
      if (!node.untried.isEmpty()) {
        M move = node.untried.remove(random.nextInt(node.untried.size()));
        node = node.addChild(move);
        state = rules.apply(state, move);
        path.add(node);
        break;
      }
      node = node.select(actor);
      state = rules.apply(state, node.move);
      path.add(node);
    }
    double[] returns = playout(rules, state);
    for (Node<M> visited : path) {
      visited.visits++;
      for (int p = 0; p < returns.length; p++) {
        visited.totals[p] += returns[p];
      }
    }
  }

  private <S, M extends Move> double[] playout(Rules<S, M> rules, S start) {
    S state = start;
    for (int ply = 0; ply < playoutCap; ply++) {
      Option<M> move = rules.randomMove(state, random);
      if (move.isEmpty()) {
        break;
      }
      state = rules.apply(state, move.get());
    }
    Seq<Player> players = rules.players();
    double[] returns = new double[players.size()];
    for (Player p : players) {
      returns[p.index()] = rules.evaluate(state, p);
    }
    return returns;
  }

  /** A tree node: the move that led here, its statistics and its children. */
  private static final class Node<M> {
    final M move;
    final double[] totals;
    final ArrayList<Node<M>> children = new ArrayList<>();
    ArrayList<M> untried;
    HashMap<M, Node<M>> byOutcome;
    int visits;

    Node(M move, int players) {
      this.move = move;
      this.totals = new double[players];
    }

    Node<M> addChild(M childMove) {
      Node<M> child = new Node<>(childMove, totals.length);
      children.add(child);
      return child;
    }

    Node<M> chanceChild(M outcome) {
      if (byOutcome == null) {
        byOutcome = new HashMap<>();
      }
      return byOutcome.computeIfAbsent(outcome, this::addChild);
    }

    Node<M> select(int actor) {
      double logVisits = Math.log(Math.max(1, visits));
      Node<M> best = null;
      double bestValue = Double.NEGATIVE_INFINITY;
      for (Node<M> child : children) {
        double value =
            child.totals[actor] / child.visits + EXPLORATION * Math.sqrt(logVisits / child.visits);
        if (value > bestValue) {
          bestValue = value;
          best = child;
        }
      }
      return best;
    }
  }
}
