package io.github.latrunculi.core.agent;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rules;
import io.github.latrunculi.core.ToMove;
import io.vavr.Tuple2;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.SplittableRandom;

/**
 * The search behind {@link AlphaBetaAgent} and {@link BestReplyAgent}: iterative deepening over
 * fail-soft alpha-beta, values being the root seat's expected return in {@code [0, 1]}.
 *
 * <p>A seat allied with the root seat maximises, every other seat minimises (for two players this
 * is plain alpha-beta, for more the paranoid assumption). With {@code bestReply} on, the opponents
 * between two turns of the root's side search as in Best-Reply Search kept in turn order (BRS+):
 * one of them may play any move, the others play their greedy reply (the first move of the move
 * order below), so a round costs about the sum of the opponents' moves instead of their product.
 * Greedy replies cost no depth; an opponent followed by the root's side always branches, so with
 * one opponent (two players, or Chaturaji's alternating camps) the search is plain alpha-beta.
 *
 * <p>Chance events within the depth limit are searched by Star1: the outcomes' values are averaged
 * with their probabilities, and the known bounds 0 and 1 of a return cut the remaining outcomes off
 * when the average can no longer enter the window; they cost no depth. At the depth limit a
 * quiescence search follows the game's {@linkplain Rules#noisyMoves noisy moves}, either side
 * standing pat on {@link Rules#evaluate}. Moves are ordered by the transposition table's move, then
 * noisy moves, then two killer moves per ply, then the history of cut-offs.
 */
final class AlphaBetaSearch {
  /** The plies below the root after which a line is evaluated whatever the depth says. */
  private static final int MAX_PLY = 96;

  /** The plies of noisy moves the quiescence search follows. */
  private static final int QUIESCENCE_PLIES = 6;

  /** The deepest iteration of a time-budgeted search. */
  private static final int TIMED_DEPTH_LIMIT = 64;

  /** Nodes between two looks at the clock. */
  private static final int CLOCK_MASK = 255;

  private static final long BRANCHED_SALT = 0xC2B2AE3D27D4EB4FL;
  private static final long ROOT_SALT = 0x9E3779B97F4A7C15L;

  private final boolean bestReply;
  private final int maxDepth;
  private final long millis;
  private final SplittableRandom random;
  private final TranspositionTable table = new TranspositionTable(18);
  private Analysis last;

  private AlphaBetaSearch(boolean bestReply, int maxDepth, long millis, long seed) {
    this.bestReply = bestReply;
    this.maxDepth = maxDepth;
    this.millis = millis;
    this.random = new SplittableRandom(seed);
  }

  /** Returns a search {@code depth} plies deep; throws when the depth is out of range. */
  static AlphaBetaSearch toDepth(boolean bestReply, int depth, long seed) {
    if (depth < 1 || depth > TIMED_DEPTH_LIMIT) {
      throw new IllegalArgumentException("depth must be in 1.." + TIMED_DEPTH_LIMIT + ": " + depth);
    }
    return new AlphaBetaSearch(bestReply, depth, 0, seed);
  }

  /** Returns a search deepened for about {@code millis} ms; throws when it is not positive. */
  static AlphaBetaSearch forMillis(boolean bestReply, long millis, long seed) {
    if (millis < 1) {
      throw new IllegalArgumentException("millis must be positive: " + millis);
    }
    return new AlphaBetaSearch(bestReply, TIMED_DEPTH_LIMIT, millis, seed);
  }

  Analysis last() {
    return last;
  }

  /** Chooses a move of {@code position}, drawing at a chance point, and keeps its analysis. */
  <S, M extends Move> M choose(Rules<S, M> rules, S position) {
    long started = System.nanoTime();
    ToMove<M> toMove = rules.toMove(position);
    if (toMove instanceof ToMove.Chance<M> chance) {
      last = null;
      return chance.sample(random.nextDouble());
    }
    Seq<M> legal = rules.legalMoves(position);
    if (legal.isEmpty()) {
      throw new IllegalArgumentException("the game is over: there is no move to choose");
    }
    Player root = ((ToMove.Seat<M>) toMove).player();
    table.nextGeneration();
    Run<S, M> run =
        new Run<>(rules, root, millis > 0 ? started + millis * 1_000_000 : Long.MAX_VALUE);
    ArrayList<M> moves = new ArrayList<>(legal.toJavaList());
    // A seeded shuffle breaks ties between equal moves differently for different seeds.
    for (int i = moves.size() - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      M swap = moves.get(i);
      moves.set(i, moves.get(j));
      moves.set(j, swap);
    }
    RootResult<M> result = run.searchRoot(position, moves, maxDepth);
    last = analysis(rules, position, result, run.nodes, started);
    return result.best;
  }

  private <S, M extends Move> Analysis analysis(
      Rules<S, M> rules, S position, RootResult<M> result, long nodes, long started) {
    Vector<String> line = Vector.empty();
    S state = position;
    for (M move : result.line) {
      line = line.append(rules.notation().formatMove(state, move));
      state = rules.apply(state, move);
    }
    return new Analysis(
        line.head(),
        Math.max(0, Math.min(1, result.value)),
        line,
        result.depth,
        nodes,
        (System.nanoTime() - started) / 1_000_000,
        Vector.empty());
  }

  /** The outcome of a root search: the move, its value, the expected line and the depth done. */
  private static final class RootResult<M> {
    M best;
    double value;
    ArrayList<M> line = new ArrayList<>();
    int depth;
  }

  /** One choice's search: the rules, the root seat, the clock and the per-ply tables. */
  private final class Run<S, M extends Move> {
    private final Rules<S, M> rules;
    private final Player root;
    private final long deadline;
    private final long rootSalt;
    private final Object[][] killers = new Object[MAX_PLY + 1][2];
    private final HashMap<M, Integer> history = new HashMap<>();
    private final Object[][] lines = new Object[MAX_PLY + 2][MAX_PLY + 2];
    private final int[] lineLengths = new int[MAX_PLY + 2];
    private long nodes;
    private boolean stopped;
    private boolean reachedHorizon;

    /** False during the first iteration, which always completes so that a move is searched. */
    private boolean clockRunning;

    Run(Rules<S, M> rules, Player root, long deadline) {
      this.rules = rules;
      this.root = root;
      this.deadline = deadline;
      this.rootSalt = ROOT_SALT * (root.index() + 1);
    }

    RootResult<M> searchRoot(S position, ArrayList<M> moves, int depthLimit) {
      RootResult<M> result = new RootResult<>();
      result.best = moves.get(0);
      result.value = rules.evaluate(rules.apply(position, result.best), root);
      result.line.add(result.best);
      if (moves.size() == 1) {
        return result;
      }
      for (int depth = 1; depth <= depthLimit; depth++) {
        reachedHorizon = false;
        double alpha = Double.NEGATIVE_INFINITY;
        M iterationBest = null;
        ArrayList<M> iterationLine = null;
        for (M move : moves) {
          double value =
              search(
                  rules.apply(position, move),
                  depth - 1,
                  alpha,
                  Double.POSITIVE_INFINITY,
                  1,
                  false);
          if (stopped) {
            break;
          }
          if (value > alpha) {
            alpha = value;
            iterationBest = move;
            iterationLine = line(move, 1);
          }
        }
        if (iterationBest != null) {
          // The previous best is searched first, so even a cut iteration's best is no worse.
          result.best = iterationBest;
          result.value = alpha;
          result.line = iterationLine;
          moves.remove(iterationBest);
          moves.add(0, iterationBest);
        }
        if (stopped) {
          break;
        }
        result.depth = depth;
        clockRunning = true;
        if (!reachedHorizon || alpha >= 1) {
          break; // deeper search sees nothing new: every line ended, or a sure win is found
        }
      }
      return result;
    }

    /** Returns the line from ply {@code ply} of the last search, after {@code first}. */
    private ArrayList<M> line(M first, int ply) {
      ArrayList<M> line = new ArrayList<>();
      line.add(first);
      for (int i = ply; i < lineLengths[ply]; i++) {
        @SuppressWarnings("unchecked")
        M move = (M) lines[ply][i];
        line.add(move);
      }
      return line;
    }

    private void extendLine(int ply, M move) {
      lines[ply][ply] = move;
      int end = Math.max(ply + 1, lineLengths[ply + 1]);
      for (int i = ply + 1; i < end; i++) {
        lines[ply][i] = lines[ply + 1][i];
      }
      lineLengths[ply] = end;
    }

    private boolean outOfTime() {
      if ((++nodes & CLOCK_MASK) == 0 && clockRunning && System.nanoTime() > deadline) {
        stopped = true;
      }
      return stopped;
    }

    double search(S state, int depth, double alpha, double beta, int ply, boolean branched) {
      lineLengths[ply] = ply;
      if (outOfTime()) {
        return 0.5;
      }
      ToMove<M> toMove = rules.toMove(state);
      if (toMove instanceof ToMove.Nobody<M>) {
        return rules.outcome(state).score(root);
      }
      if (depth <= 0 || ply >= MAX_PLY) {
        // Before a chance event too: averaging throws past the horizon would multiply the leaves.
        reachedHorizon = true;
        return quiesce(state, alpha, beta, ply, QUIESCENCE_PLIES);
      }
      if (toMove instanceof ToMove.Chance<M> chance) {
        return chance(chance, state, depth, alpha, beta, ply, branched);
      }
      Player mover = ((ToMove.Seat<M>) toMove).player();
      boolean maximising = rules.allied(mover, root);
      boolean restricted = bestReply && !maximising;
      long key = rules.hash(state) ^ rootSalt ^ (restricted && branched ? BRANCHED_SALT : 0);
      int slot = table.find(key);
      M tableMove = null;
      if (slot >= 0) {
        @SuppressWarnings("unchecked")
        M stored = (M) table.move(slot);
        tableMove = stored;
        byte bound = table.bound(slot);
        if (bound != TranspositionTable.MOVE_ONLY && table.depth(slot) >= depth) {
          double value = table.value(slot);
          if (bound == TranspositionTable.EXACT
              || (bound == TranspositionTable.LOWER && value >= beta)
              || (bound == TranspositionTable.UPPER && value <= alpha)) {
            reachedHorizon = true; // the stored search may have reached it
            return value;
          }
        }
      }
      Seq<M> legal = rules.legalMoves(state);
      Seq<M> noisy = rules.noisyMoves(state);
      if (restricted && branched) {
        // An opponent already branched this round: this one plays its greedy reply, at no depth.
        M reply = greedy(legal, noisy, tableMove, ply);
        table.store(key, 0, 0, TranspositionTable.MOVE_ONLY, reply);
        double value = search(rules.apply(state, reply), depth, alpha, beta, ply + 1, true);
        extendLine(ply, reply);
        return value;
      }
      double best = maximising ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
      M bestMove = null;
      double a = alpha;
      double b = beta;
      if (restricted && opponentMovesNext(rules.apply(state, legal.head()))) {
        // This opponent may also leave the branching to the next one and play its greedy reply.
        M reply = greedy(legal, noisy, null, ply);
        best = search(rules.apply(state, reply), depth, a, b, ply + 1, false);
        if (stopped) {
          return 0.5;
        }
        bestMove = reply;
        extendLine(ply, reply);
        b = Math.min(b, best);
      }
      MoveOrder order =
          new MoveOrder(
              legal, tableMove, noisy.isEmpty() ? null : new HashSet<>(noisy.toJavaList()), ply);
      boolean childBranched = restricted;
      for (M move = order.next(); move != null && a < b; move = order.next()) {
        double value = search(rules.apply(state, move), depth - 1, a, b, ply + 1, childBranched);
        if (stopped) {
          return 0.5;
        }
        if (maximising ? value > best : value < best) {
          best = value;
          bestMove = move;
          extendLine(ply, move);
        }
        if (maximising) {
          a = Math.max(a, value);
        } else {
          b = Math.min(b, value);
        }
        if (a >= b) {
          rememberCutoff(move, ply, depth);
        }
      }
      byte bound =
          best <= alpha
              ? TranspositionTable.UPPER
              : best >= beta ? TranspositionTable.LOWER : TranspositionTable.EXACT;
      table.store(key, depth, best, bound, bestMove);
      return best;
    }

    /** Star1 over the outcomes of a chance event, which costs no depth. */
    private double chance(
        ToMove.Chance<M> chance,
        S state,
        int depth,
        double alpha,
        double beta,
        int ply,
        boolean branched) {
      double sum = 0;
      double remaining = 1;
      for (Tuple2<M, Double> outcome : chance.outcomes()) {
        double p = outcome._2;
        remaining = Math.max(0, remaining - p);
        double low = Math.max(0, (alpha - sum - remaining) / p);
        double high = Math.min(1, (beta - sum) / p);
        double value = search(rules.apply(state, outcome._1), depth, low, high, ply + 1, branched);
        if (stopped) {
          return 0.5;
        }
        sum += p * value;
        if (sum + remaining <= alpha || sum >= beta) {
          return sum + (sum >= beta ? 0 : remaining);
        }
      }
      lineLengths[ply] = ply; // the line stops at a chance event
      return sum;
    }

    private double quiesce(S state, double alpha, double beta, int ply, int pliesLeft) {
      lineLengths[ply] = ply;
      if (outOfTime()) {
        return 0.5;
      }
      ToMove<M> toMove = rules.toMove(state);
      if (toMove instanceof ToMove.Nobody<M>) {
        return rules.outcome(state).score(root);
      }
      double standPat = rules.evaluate(state, root);
      if (pliesLeft == 0 || ply >= MAX_PLY || !(toMove instanceof ToMove.Seat<M> seat)) {
        return standPat;
      }
      boolean maximising = rules.allied(seat.player(), root);
      if (maximising ? standPat >= beta : standPat <= alpha) {
        return standPat;
      }
      Seq<M> noisy = rules.noisyMoves(state);
      double best = standPat;
      double a = maximising ? Math.max(alpha, standPat) : alpha;
      double b = maximising ? beta : Math.min(beta, standPat);
      for (M move : noisy) {
        double value = quiesce(rules.apply(state, move), a, b, ply + 1, pliesLeft - 1);
        if (stopped) {
          return 0.5;
        }
        if (maximising ? value > best : value < best) {
          best = value;
          extendLine(ply, move);
        }
        if (maximising) {
          a = Math.max(a, value);
        } else {
          b = Math.min(b, value);
        }
        if (a >= b) {
          break;
        }
      }
      return best;
    }

    /**
     * Returns the reply an opponent that does not branch plays: the first move of the move order
     * (the table's move, else the game's first noisy move, else a killer, else the move with the
     * most history), as Best-Reply Search in turn order does; cheap, since most nodes of such a
     * search are greedy replies.
     */
    private M greedy(Seq<M> legal, Seq<M> noisy, M tableMove, int ply) {
      if (tableMove != null && legal.contains(tableMove)) {
        return tableMove;
      }
      if (!noisy.isEmpty()) {
        return noisy.head();
      }
      M best = legal.head();
      long bestRank = -1;
      for (M move : legal) {
        long rank =
            move.equals(killers[ply][0]) || move.equals(killers[ply][1])
                ? Long.MAX_VALUE
                : history.getOrDefault(move, 0);
        if (rank > bestRank) {
          bestRank = rank;
          best = move;
        }
      }
      return best;
    }

    /**
     * Returns true when the seat to move in {@code state}, past any chance event, is an opponent of
     * the root: only then may an opponent leave the branching of its round to the next one.
     */
    private boolean opponentMovesNext(S state) {
      S next = state;
      for (int events = 0; events < 4; events++) {
        ToMove<M> toMove = rules.toMove(next);
        if (toMove instanceof ToMove.Seat<M> seat) {
          return !rules.allied(seat.player(), root);
        }
        if (!(toMove instanceof ToMove.Chance<M> chance)) {
          return false;
        }
        next = rules.apply(next, chance.outcomes().head()._1);
      }
      return false;
    }

    private void rememberCutoff(M move, int ply, int depth) {
      if (!move.equals(killers[ply][0])) {
        killers[ply][1] = killers[ply][0];
        killers[ply][0] = move;
      }
      history.merge(move, depth * depth, Integer::sum);
    }

    /** Hands out a node's moves best first, sorting lazily since a cut-off ends the loop. */
    private final class MoveOrder {
      private final ArrayList<M> moves;
      private final long[] ranks;
      private int next;

      MoveOrder(Seq<M> legal, M tableMove, HashSet<M> noisy, int ply) {
        moves = new ArrayList<>(legal.toJavaList());
        ranks = new long[moves.size()];
        for (int i = 0; i < ranks.length; i++) {
          M move = moves.get(i);
          long rank = history.getOrDefault(move, 0);
          if (move.equals(tableMove)) {
            rank += 1L << 50;
          } else if (noisy != null && noisy.contains(move)) {
            rank += 1L << 40;
          } else if (move.equals(killers[ply][0]) || move.equals(killers[ply][1])) {
            rank += 1L << 35;
          }
          ranks[i] = rank;
        }
      }

      M next() {
        if (next >= ranks.length) {
          return null;
        }
        int best = next;
        for (int i = next + 1; i < ranks.length; i++) {
          if (ranks[i] > ranks[best]) {
            best = i;
          }
        }
        long rank = ranks[best];
        ranks[best] = ranks[next];
        ranks[next] = rank;
        M move = moves.get(best);
        moves.set(best, moves.get(next));
        moves.set(next, move);
        next++;
        return move;
      }
    }
  }
}
