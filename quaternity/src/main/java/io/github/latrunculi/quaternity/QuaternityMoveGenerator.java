package io.github.latrunculi.quaternity;

import static io.github.latrunculi.quaternity.QuaternityDraft.ELIMINATED;
import static io.github.latrunculi.quaternity.QuaternityDraft.FROZEN;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.BISHOP;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.KING;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.KNIGHT;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.PAWN_UNCOMMITTED;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.QUEEN;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.ROOK;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.army;
import static io.github.latrunculi.quaternity.QuaternityPieceCodes.type;
import static io.github.latrunculi.quaternity.QuaternityTables.BOARD;
import static io.github.latrunculi.quaternity.QuaternityTables.GEOMETRY;
import static io.github.latrunculi.quaternity.QuaternityTables.SQUARES;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Leap;
import io.github.latrunculi.core.kit.ArrayHandover;
import io.github.latrunculi.core.kit.IntBuffer;
import io.github.latrunculi.core.kit.PackedMove;
import io.github.latrunculi.core.kit.Scratch;
import io.github.latrunculi.quaternity.QuaternityMove.Pass;
import io.github.latrunculi.quaternity.QuaternityMove.PieceMove;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The hot loop (dossier §3, §4.2–4.4) on the compact byte board of a {@link QuaternityDraft}:
 * pseudo-legal moves, legal moves (listed, counted, drawn at random, or only looked for, as the
 * defence test of a mate), and the board move with the mates it completes.
 *
 * <p>A move is a {@link PackedMove} whose detail is the promotion's piece type (queen to knight) or
 * 0. Legality is decided from the king's rays (a {@link QuaternityFrame}: pins, the checking line)
 * and, for a king move, one attack test on its destination; a move is played out on a copy only
 * when it captures a king or the mates it completes could uncover the mover's king. The legality
 * test and the mate search call each other (a king is mated when its owner has no basic-legal move,
 * and a move is illegal when the mates it completes expose the mover), so both live here. Most of a
 * random game is a few pieces on a sparse board, so loops over pieces and attack tests read the
 * draft's occupancy words rather than every square or ray. The object is immutable and thread-safe:
 * all mutable state is in the draft passed in and the thread's {@link Scratch}.
 */
final class QuaternityMoveGenerator {
  private static final Pass PASS = new Pass();

  /** The promotion choice of each piece type a pawn promotes to, none for 0 (no promotion). */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Option<QuaternityPieceKind>[] PROMOTIONS = new Option[KNIGHT + 1];

  /**
   * SIMPLE_MOVES[from * SQUARES + to]: the move objects without promotion, shared by every list,
   * position and thread (moves are values), for each pair a piece can move between (a line or a
   * knight's leap), so that a legal list builds no move object; null for the other pairs.
   */
  private static final PieceMove[] SIMPLE_MOVES = new PieceMove[SQUARES * SQUARES];

  /** The codes of each army's pieces, one bit per code. */
  private static final long[] ARMY_CODES = new long[QuaternityArmy.COUNT];

  /** The codes of the kings, one bit per code. */
  private static final long KING_CODES;

  /** A slider's first direction: N for the queen and the rook, NE for the bishop. */
  private static final int FIRST_ORTHOGONAL = Direction.N.ordinal();

  private static final int FIRST_DIAGONAL = Direction.NE.ordinal();

  /** A slider's direction step: every direction (queen), or every other one (rook, bishop). */
  private static final int EVERY_DIRECTION = 1;

  private static final int EVERY_OTHER_DIRECTION = 2;

  static {
    long kings = 0;
    for (int code = 1; code < QuaternityPieceCodes.CODES; code++) {
      ARMY_CODES[army(code)] |= 1L << code;
      kings |= type(code) == KING ? 1L << code : 0;
    }
    KING_CODES = kings;
    PROMOTIONS[0] = Option.none();
    for (int t = QUEEN; t <= KNIGHT; t++) {
      PROMOTIONS[t] = Option.some(QuaternityPieceKind.values()[t]);
    }
    for (int from = 0; from < SQUARES; from++) {
      for (int to = 0; to < SQUARES; to++) {
        if (BOARD.lineDirection(from, to) >= 0 || QuaternityTables.isKnightLeap(from, to)) {
          SIMPLE_MOVES[from * SQUARES + to] = newPieceMove(from, to, 0);
        }
      }
    }
  }

  /**
   * The statuses whose pieces attack, one bit per status: active, and frozen too under option
   * frozenPiecesAttack.
   */
  private final int attackingStatuses;

  private final boolean frozenPiecesCapturable;
  private final boolean kingCapture;
  private final boolean sideCaptureCommits;
  private final boolean forbidSelfExposure;

  QuaternityMoveGenerator(QuaternityContext context) {
    QuaternityVariant variant = context.variant();
    this.attackingStatuses =
        1 << QuaternityDraft.ACTIVE | (variant.frozenPiecesAttack() ? 1 << FROZEN : 0);
    this.frozenPiecesCapturable = variant.frozenPiecesCapturable();
    this.kingCapture = variant.kingCapture();
    this.sideCaptureCommits = variant.acpSideCaptureCommits();
    this.forbidSelfExposure = context.forbidsSelfExposure();
  }

  /** Returns the packed form of a piece move (its squares must be on the board). */
  static int packed(PieceMove m) {
    return PackedMove.of(
        GEOMETRY.index(m.from()),
        GEOMETRY.index(m.to()),
        m.promotion().map(QuaternityPieceCodes::typeOf).getOrElse(0));
  }

  /** Returns the piece move of a packed move: the shared object unless it promotes. */
  static PieceMove pieceMove(int move) {
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int promotion = PackedMove.detail(move);
    return promotion == 0 ? SIMPLE_MOVES[from * SQUARES + to] : newPieceMove(from, to, promotion);
  }

  private static PieceMove newPieceMove(int from, int to, int promotion) {
    return new PieceMove(
        QuaternityTables.square(from), QuaternityTables.square(to), PROMOTIONS[promotion]);
  }

  /** Returns the armies {@code player} controls, one bit per army. */
  static int ownArmies(QuaternityDraft w, int player) {
    return w.armiesOf(1 << player);
  }

  /** Returns the armies whose pieces threaten {@code player}'s king: live and not its own. */
  int hostileArmies(QuaternityDraft w, int player) {
    return w.armiesOf(attackingPlayers(w) & ~(1 << player));
  }

  /** Returns the players whose pieces attack, one bit per seat: see {@link #attackingStatuses}. */
  private int attackingPlayers(QuaternityDraft w) {
    int players = 0;
    for (int p = 0; p < QuaternityArmy.COUNT; p++) {
      players |= ((attackingStatuses >>> w.status[p]) & 1) << p;
    }
    return players;
  }

  /** Returns true when {@code player} still has a king and a hostile piece attacks it. */
  boolean inCheck(QuaternityDraft w, int player) {
    int king = w.kings[player];
    return king >= 0 && QuaternityAttacks.attacked(w, king, hostileArmies(w, player));
  }

  /** Sets {@link QuaternityDraft#checks} by scanning every king. */
  void computeChecks(QuaternityDraft w) {
    int checks = 0;
    for (int q = 0; q < QuaternityArmy.COUNT; q++) {
      checks |= inCheck(w, q) ? 1 << q : 0;
    }
    w.checks = checks;
  }

  /**
   * Returns the pieces the controller of the armies {@code own} may capture, one bit per piece
   * code: those of the other armies, but no king (unless option kingCapture) and no piece of a
   * frozen player when option frozenPiecesCapturable is off. Worked out once per move list, so that
   * each capture is one bit test.
   */
  private long prey(QuaternityDraft w, int own) {
    long prey = 0;
    for (int a = 0; a < QuaternityArmy.COUNT; a++) {
      if ((own & (1 << a)) == 0
          && (frozenPiecesCapturable || w.status[w.controller[a]] != FROZEN)) {
        prey |= ARMY_CODES[a];
      }
    }
    return kingCapture ? prey : prey & ~KING_CODES;
  }

  private static boolean isPrey(long prey, int target) {
    return (prey & (1L << target)) != 0;
  }

  /** Adds the pseudo-legal moves of every piece {@code player} controls. */
  void pseudoMoves(QuaternityDraft w, int player, IntBuffer out) {
    int own = ownArmies(w, player);
    long prey = prey(w, own);
    for (int sq = w.nextPiece(0, own); sq < SQUARES; sq = w.nextPiece(sq + 1, own)) {
      movesOf(w, sq, prey, out);
    }
  }

  /** Adds the pseudo-legal moves of the piece on {@code sq}, of one of the armies {@code own}. */
  void pieceMoves(QuaternityDraft w, int sq, int own, IntBuffer out) {
    movesOf(w, sq, prey(w, own), out);
  }

  /** Adds the pseudo-legal moves of the piece on {@code sq}, which may take the codes of prey. */
  private void movesOf(QuaternityDraft w, int sq, long prey, IntBuffer out) {
    switch (type(w.board[sq])) {
      case KING:
        for (int d = 0; d < Direction.COUNT; d++) {
          target(w, sq, GEOMETRY.neighbour(sq, d), prey, out);
        }
        break;
      case KNIGHT:
        for (int to : GEOMETRY.leaps(sq, Leap.KNIGHT)) {
          target(w, sq, to, prey, out);
        }
        break;
      case QUEEN:
        slide(w, sq, FIRST_ORTHOGONAL, EVERY_DIRECTION, prey, out);
        break;
      case ROOK:
        slide(w, sq, FIRST_ORTHOGONAL, EVERY_OTHER_DIRECTION, prey, out);
        break;
      case BISHOP:
        slide(w, sq, FIRST_DIAGONAL, EVERY_OTHER_DIRECTION, prey, out);
        break;
      case PAWN_UNCOMMITTED:
        centralPawnMoves(w, sq, prey, out);
        break;
      default:
        pawnMoves(w, sq, prey, out);
        break;
    }
  }

  /** Adds the move to {@code to} (none when negative) if it is empty or holds prey. */
  private static void target(QuaternityDraft w, int from, int to, long prey, IntBuffer out) {
    if (to >= 0) {
      int v = w.board[to];
      if (v == 0 || isPrey(prey, v)) {
        out.add(PackedMove.of(from, to, 0));
      }
    }
  }

  /** Adds a slider's moves along every {@code step}-th direction from {@code firstDirection}. */
  private static void slide(
      QuaternityDraft w, int from, int firstDirection, int step, long prey, IntBuffer out) {
    byte[] board = w.board;
    for (int d = firstDirection; d < Direction.COUNT; d += step) {
      for (int to : GEOMETRY.ray(from, d)) {
        int v = board[to];
        if (v == 0) {
          out.add(PackedMove.of(from, to, 0));
        } else {
          if (isPrey(prey, v)) {
            out.add(PackedMove.of(from, to, 0));
          }
          break;
        }
      }
    }
  }

  /** Adds an uncommitted central pawn's two steps and three captures. */
  private void centralPawnMoves(QuaternityDraft w, int sq, long prey, IntBuffer out) {
    int army = army(w.board[sq]);
    pawnStep(w, sq, QuaternityPawns.leftStep(army), out);
    pawnStep(w, sq, QuaternityPawns.rightStep(army), out);
    pawnCapture(w, sq, QuaternityPawns.forward(army), prey, out);
    pawnCapture(w, sq, QuaternityPawns.leftCapture(army), prey, out);
    pawnCapture(w, sq, QuaternityPawns.rightCapture(army), prey, out);
  }

  /** Adds a committed pawn's step and two captures. */
  private void pawnMoves(QuaternityDraft w, int sq, long prey, IntBuffer out) {
    int ahead = QuaternityPawns.direction(type(w.board[sq]));
    pawnStep(w, sq, ahead, out);
    pawnCapture(w, sq, QuaternityPawns.turn(ahead, -1), prey, out);
    pawnCapture(w, sq, QuaternityPawns.turn(ahead, 1), prey, out);
  }

  private void pawnStep(QuaternityDraft w, int from, int direction, IntBuffer out) {
    int to = GEOMETRY.neighbour(from, direction);
    if (to >= 0 && w.board[to] == 0) {
      pawnArrival(w, from, to, out);
    }
  }

  private void pawnCapture(QuaternityDraft w, int from, int direction, long prey, IntBuffer out) {
    int to = GEOMETRY.neighbour(from, direction);
    if (to >= 0 && w.board[to] != 0 && isPrey(prey, w.board[to])) {
      pawnArrival(w, from, to, out);
    }
  }

  /** Adds a pawn's move to {@code to}: four promotions there on its promotion line, else one. */
  private void pawnArrival(QuaternityDraft w, int from, int to, IntBuffer out) {
    if (QuaternityPawns.onPromotionLine(arrival(w.board[from], from, to, 0), to)) {
      for (int promotion = QUEEN; promotion <= KNIGHT; promotion++) {
        out.add(PackedMove.of(from, to, promotion));
      }
    } else {
      out.add(PackedMove.of(from, to, 0));
    }
  }

  /**
   * Returns the code of the piece {@code v} after moving from {@code from} to {@code to}: a
   * promotion piece, a central pawn that commits (or keeps its choice), or the piece itself.
   */
  int arrival(int v, int from, int to, int promotion) {
    if (promotion != 0) {
      return QuaternityPieceCodes.code(army(v), promotion);
    }
    return type(v) == PAWN_UNCOMMITTED
        ? QuaternityPawns.afterCentralPawnMove(v, from, to, sideCaptureCommits)
        : v;
  }

  /**
   * Returns the frame of {@code player}'s legality tests; {@code withExposure} when the mates a
   * move completes must not uncover its king, {@code testsEveryMove} for a list or a count.
   */
  private QuaternityFrame frame(
      QuaternityDraft w,
      int player,
      boolean withExposure,
      boolean checked,
      boolean testsEveryMove) {
    int own = ownArmies(w, player);
    return new QuaternityFrame(
        w,
        player,
        own,
        prey(w, own),
        hostileArmies(w, player),
        withExposure,
        checked,
        testsEveryMove);
  }

  /** Returns true when {@code move} is legal for {@code player} (the side to move). */
  boolean isLegal(QuaternityDraft w, int player, int move) {
    return isLegal(w, frame(w, player, forbidSelfExposure, w.isChecked(player), false), move);
  }

  /**
   * Returns true when the pseudo-legal {@code move} of the frame's player is legal: it does not
   * leave the mover's own king in check (basic legality) and, when the frame checks exposure, the
   * kings it mates do not uncover the mover's king either (§4.4). The board is never written, so it
   * may be a position's own. The mates are played out on a copy only when a line from the king runs
   * through kings to a non-own slider after the move.
   */
  private boolean isLegal(QuaternityDraft w, QuaternityFrame f, int move) {
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int captured = w.board[to];
    if (captured != 0 && type(captured) == KING) {
      return isLegalOnCopy(w, f.player, move, f.withExposure);
    }
    if (f.king < 0) {
      return true;
    }
    boolean kingMove = type(w.board[from]) == KING;
    if (kingMove ? !f.kingStepIsSafe(from, to) : !f.pieceMoveIsSafe(from, to)) {
      return false;
    }
    boolean mayExpose =
        kingMove
            ? f.withExposure && f.kingMoveMayExpose(from, to)
            : f.kingDirections != 0 && f.mayExpose(from, to);
    return !mayExpose || isLegalOnCopy(w, f.player, move, true);
  }

  /** The slow legality test: plays the move on a copy, mates included when {@code withMates}. */
  private boolean isLegalOnCopy(QuaternityDraft w, int player, int move, boolean withMates) {
    QuaternityDraft copy = w.copy();
    makeBoardMove(copy, player, move);
    if (inCheck(copy, player)) {
      return false;
    }
    if (withMates) {
      resolveMates(copy, player);
    }
    return !inCheck(copy, player);
  }

  /** Returns true when the moves of piece {@code v} on {@code sq} need no test one by one. */
  private boolean movesFreely(QuaternityFrame f, int v, int sq) {
    return type(v) != KING && !kingCapture && f.movesFreely(sq);
  }

  /** Adds the legal moves of {@code player} to {@code out}. */
  void addLegalMoves(QuaternityDraft w, int player, IntBuffer out) {
    collectLegalMoves(w, player, out);
  }

  /** Returns the number of legal moves of {@code player}. */
  int legalMoveCount(QuaternityDraft w, int player) {
    return collectLegalMoves(w, player, null);
  }

  /**
   * Tests the pseudo-legal moves of {@code player} piece by piece (all of a piece's moves at once
   * when it {@link #movesFreely moves freely}), adds the legal ones to {@code out} unless it is
   * null, and returns their number.
   */
  private int collectLegalMoves(QuaternityDraft w, int player, IntBuffer out) {
    QuaternityFrame f = frame(w, player, forbidSelfExposure, w.isChecked(player), true);
    Scratch scratch = Scratch.get();
    IntBuffer pseudo = scratch.take();
    try {
      int n = 0;
      for (int sq = w.nextPiece(0, f.own); sq < SQUARES; sq = w.nextPiece(sq + 1, f.own)) {
        pseudo.clear();
        movesOf(w, sq, f.prey, pseudo);
        boolean free = movesFreely(f, w.board[sq], sq);
        if (free && out == null) {
          n += pseudo.size();
          continue;
        }
        for (int i = 0; i < pseudo.size(); i++) {
          int move = pseudo.get(i);
          if (free || isLegal(w, f, move)) {
            n++;
            if (out != null) {
              out.add(move);
            }
          }
        }
      }
      return n;
    } finally {
      scratch.give();
    }
  }

  /**
   * Returns a legal move of {@code player} drawn uniformly, or -1 when there is none: pseudo-legal
   * moves are drawn without replacement until one passes the legality test, which is uniform over
   * the legal ones and tests few moves in the usual position.
   */
  int randomLegalMove(QuaternityDraft w, int player, RandomGenerator random) {
    Scratch scratch = Scratch.get();
    IntBuffer pseudo = scratch.take();
    try {
      pseudoMoves(w, player, pseudo);
      QuaternityFrame f = frame(w, player, forbidSelfExposure, w.isChecked(player), false);
      for (int n = pseudo.size(); n > 0; n--) {
        int i = random.nextInt(n);
        int move = pseudo.get(i);
        if (isLegal(w, f, move)) {
          return move;
        }
        pseudo.set(i, pseudo.get(n - 1));
      }
      return -1;
    } finally {
      scratch.give();
    }
  }

  /**
   * Returns the legal moves of the player to move, the pass alone when it has none (§4.5 step 5),
   * and nothing once the game is over.
   */
  Seq<QuaternityMove> legalMoves(QuaternityPosition position) {
    if (position.isOver()) {
      return List.empty();
    }
    Scratch scratch = Scratch.get();
    IntBuffer legal = scratch.take();
    try {
      addLegalMoves(position.read(), position.toMoveIndex(), legal);
      if (legal.size() == 0) {
        return List.of(PASS);
      }
      Object[] moves = new Object[legal.size()];
      for (int i = 0; i < moves.length; i++) {
        moves[i] = pieceMove(legal.get(i));
      }
      return ArrayHandover.of(moves);
    } finally {
      scratch.give();
    }
  }

  /**
   * Returns the captures and promotions among the legal moves: the moves onto a square that holds a
   * piece (legal moves never land on a friend) and the pawn moves that promote.
   */
  Seq<QuaternityMove> noisyMoves(QuaternityPosition position) {
    if (position.isOver()) {
      return List.empty();
    }
    Scratch scratch = Scratch.get();
    IntBuffer legal = scratch.take();
    try {
      QuaternityDraft w = position.read();
      addLegalMoves(w, position.toMoveIndex(), legal);
      List<QuaternityMove> noisy = List.empty();
      for (int i = legal.size() - 1; i >= 0; i--) {
        int move = legal.get(i);
        if (w.board[PackedMove.to(move)] != 0 || PackedMove.detail(move) != 0) {
          noisy = noisy.prepend(pieceMove(move));
        }
      }
      return noisy;
    } finally {
      scratch.give();
    }
  }

  /** Returns the number of {@link #legalMoves(QuaternityPosition)}, the pass counted. */
  int countLegalMoves(QuaternityPosition position) {
    if (position.isOver()) {
      return 0;
    }
    int n = legalMoveCount(position.read(), position.toMoveIndex());
    return n == 0 ? 1 : n;
  }

  /** Draws one of the {@link #legalMoves(QuaternityPosition)} uniformly, without listing them. */
  Option<QuaternityMove> randomMove(QuaternityPosition position, RandomGenerator random) {
    if (position.isOver()) {
      return Option.none();
    }
    int move = randomLegalMove(position.read(), position.toMoveIndex(), random);
    return Option.some(move < 0 ? PASS : pieceMove(move));
  }

  /**
   * Returns true when {@code player} has a legal move; with {@code withExposure} false, only basic
   * legality counts (the defence test of §4.2, which judges a frozen player as if alive).
   */
  boolean hasLegalMove(QuaternityDraft w, int player, boolean withExposure) {
    return hasLegalMove(w, player, withExposure, w.isChecked(player));
  }

  /**
   * As {@link #hasLegalMove(QuaternityDraft, int, boolean)}, told whether the player is checked.
   */
  private boolean hasLegalMove(
      QuaternityDraft w, int player, boolean withExposure, boolean checked) {
    QuaternityFrame f = frame(w, player, withExposure && forbidSelfExposure, checked, false);
    Scratch scratch = Scratch.get();
    try {
      return anyLegalMove(w, f, scratch.take());
    } finally {
      scratch.give();
    }
  }

  /**
   * Returns true when the frame's player has a legal move, trying first the pieces likeliest to
   * have one; {@code pseudo} is a working list. In check the king's own moves are the likeliest
   * defence, and against two checkers the only one (unless capturing a king hands a checker to the
   * mover); otherwise its moves are the costly ones to test, so it goes last.
   */
  private boolean anyLegalMove(QuaternityDraft w, QuaternityFrame f, IntBuffer pseudo) {
    if (f.checked && hasLegalMoveFrom(w, f, f.king, pseudo)) {
      return true;
    }
    if (f.checkers < 2 || kingCapture) {
      // Piece by piece, so that the usual case (the first piece can move) stops early.
      for (int sq = w.nextPiece(0, f.own); sq < SQUARES; sq = w.nextPiece(sq + 1, f.own)) {
        if (type(w.board[sq]) != KING && hasLegalMoveFrom(w, f, sq, pseudo)) {
          return true;
        }
      }
    }
    return !f.checked && hasLegalMoveFrom(w, f, f.king, pseudo);
  }

  /** Returns true when the piece on {@code square} (none when negative) has a legal move. */
  private boolean hasLegalMoveFrom(
      QuaternityDraft w, QuaternityFrame f, int square, IntBuffer pseudo) {
    if (square < 0) {
      return false;
    }
    pseudo.clear();
    movesOf(w, square, f.prey, pseudo);
    for (int i = 0; i < pseudo.size(); i++) {
      if (isLegal(w, f, pseudo.get(i))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Plays the board part of a move (§4.5 step 1): capture, commitment, promotion; a captured king
   * (only with the kingCapture option) eliminates its player like a mate. Returns true then.
   */
  boolean makeBoardMove(QuaternityDraft w, int player, int move) {
    int from = PackedMove.from(move);
    int to = PackedMove.to(move);
    int moved = w.board[from];
    int captured = w.board[to];
    w.set(to, arrival(moved, from, to, PackedMove.detail(move)));
    w.set(from, 0);
    if (type(moved) == KING) {
      w.kings[army(moved)] = to;
    }
    if (captured != 0 && type(captured) == KING) {
      w.kings[army(captured)] = -1;
      eliminate(w, army(captured), player);
      return true;
    }
    return false;
  }

  /** Hands every army {@code loser} controls to {@code heir} and eliminates {@code loser}. */
  static void eliminate(QuaternityDraft w, int loser, int heir) {
    for (int a = 0; a < QuaternityArmy.COUNT; a++) {
      if (w.controller[a] == loser) {
        w.controller[a] = heir;
      }
    }
    w.status[loser] = ELIMINATED;
  }

  /** Removes {@code player}'s king after a mate and hands its armies to {@code heir}. */
  static void mate(QuaternityDraft w, int player, int heir) {
    w.set(w.kings[player], 0);
    w.kings[player] = -1;
    eliminate(w, player, heir);
  }

  /**
   * Removes every king other than the actor's that is in check without a defence, all judged on the
   * same board, and repeats while a removal creates new mates (§4.3). Returns the mated players as
   * seat bits. Every attack is scanned afresh; {@link QuaternityDraft#checks} is left as it was.
   */
  int resolveMates(QuaternityDraft w, int actor) {
    int all = 0;
    while (true) {
      int mated = mated(w, othersInCheck(w, actor));
      if (mated == 0) {
        return all;
      }
      removeMated(w, mated, actor);
      all |= mated;
    }
  }

  /**
   * Resolves the mates after the actor's board move from {@code from} to {@code to} (made on {@code
   * w}, which held {@link QuaternityDraft#checks} of the position before it and had no king
   * captured), and leaves {@code w.checks} right for the position after.
   */
  int resolveMatesAfter(QuaternityDraft w, int actor, int from, int to) {
    int checked = othersInCheckAfter(w, actor, from, to);
    int mated = mated(w, checked);
    if (mated == 0) {
      // A legal move never leaves the actor in check, and no mate changed any army's controller.
      w.checks = checked;
      return 0;
    }
    removeMated(w, mated, actor);
    int all = mated | resolveMates(w, actor);
    computeChecks(w);
    return all;
  }

  /** Returns the players other than the actor, still in the game, whose king is in check. */
  private int othersInCheck(QuaternityDraft w, int actor) {
    int checked = 0;
    for (int q = 0; q < QuaternityArmy.COUNT; q++) {
      if (q != actor && w.status[q] != ELIMINATED && inCheck(w, q)) {
        checked |= 1 << q;
      }
    }
    return checked;
  }

  /**
   * Returns the players other than the actor whose king is in check after the actor's move from
   * {@code from} to {@code to}. A king that was not in check can only be checked now through a line
   * opened at {@code from} or by the piece on {@code to}; only kings already in check are scanned
   * in full.
   */
  private int othersInCheckAfter(QuaternityDraft w, int actor, int from, int to) {
    int checked = 0;
    for (int q = 0; q < QuaternityArmy.COUNT; q++) {
      int king = w.kings[q];
      if (q == actor || king < 0) {
        continue;
      }
      int hostile = hostileArmies(w, q);
      boolean attacked =
          w.isChecked(q)
              ? QuaternityAttacks.attacked(w, king, hostile)
              : QuaternityAttacks.checkedThrough(w, king, from, to, hostile);
      checked |= attacked ? 1 << q : 0;
    }
    return checked;
  }

  /**
   * Returns the players among {@code checked} that have no basic-legal move (judged as if active).
   */
  private int mated(QuaternityDraft w, int checked) {
    int mated = 0;
    for (int q = 0; q < QuaternityArmy.COUNT; q++) {
      if ((checked & (1 << q)) != 0 && !hasLegalMove(w, q, false, true)) {
        mated |= 1 << q;
      }
    }
    return mated;
  }

  private static void removeMated(QuaternityDraft w, int mated, int actor) {
    for (int q = 0; q < QuaternityArmy.COUNT; q++) {
      if ((mated & (1 << q)) != 0) {
        mate(w, q, actor);
      }
    }
  }
}
