package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiTables.BOAT;
import static io.github.latrunculi.chaturaji.ChaturajiTables.GEOMETRY;
import static io.github.latrunculi.chaturaji.ChaturajiTables.HORSE;
import static io.github.latrunculi.chaturaji.ChaturajiTables.MARAJA;
import static io.github.latrunculi.chaturaji.ChaturajiTables.ORTHOGONAL;
import static io.github.latrunculi.chaturaji.ChaturajiTables.PROMOTION_EDGE;
import static io.github.latrunculi.chaturaji.ChaturajiTables.SOLDIER_CAPTURES;
import static io.github.latrunculi.chaturaji.ChaturajiTables.SOLDIER_STEP;

import io.github.latrunculi.core.kit.ArrayHandover;
import io.github.latrunculi.core.kit.IntBuffer;
import io.github.latrunculi.core.kit.Scratch;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.random.RandomGenerator;

/**
 * The hot loop: every legal action of a position as {@link ChaturajiMoveCode}s in a scratch {@link
 * IntBuffer}, or just their number, and the lists, counts and random draws built on it. The masks
 * of {@link ChaturajiMenMasks} lead straight to the commanded men the die selects, whose moves are
 * read off the one-byte-per-square board; nothing is allocated but the result.
 */
final class ChaturajiMoveGenerator {
  private ChaturajiMoveGenerator() {}

  /** Returns the legal actions: the throws at a chance point, else the generated moves. */
  static Seq<ChaturajiMove> legalMoves(ChaturajiContext context, ChaturajiPosition position) {
    if (position.die == ChaturajiPosition.DIE_DUE) { // a throw is due only while the game goes on
      return context.throwMoves();
    }
    Scratch scratch = Scratch.get();
    IntBuffer codes = scratch.take();
    try {
      int n = generate(context, position, codes);
      Object[] moves = new Object[n];
      for (int i = 0; i < n; i++) {
        moves[i] = ChaturajiMoveCode.toMove(codes.get(i));
      }
      return ArrayHandover.of(moves);
    } finally {
      scratch.give();
    }
  }

  /** Returns the number of legal actions without listing them. */
  static int countLegalMoves(ChaturajiContext context, ChaturajiPosition position) {
    return generate(context, position, null);
  }

  /**
   * Returns a random legal action without building the move list: at a chance point a throw drawn
   * with the die's probabilities, otherwise a move drawn uniformly; {@code None} when the game is
   * over.
   */
  static Option<ChaturajiMove> randomMove(
      ChaturajiContext context, ChaturajiPosition position, RandomGenerator random) {
    if (position.status != ChaturajiPosition.ONGOING) {
      return Option.none();
    }
    if (position.die == ChaturajiPosition.DIE_DUE) {
      return ChaturajiMoveCode.toSomeMove(context.throwCode(random.nextDouble()));
    }
    Scratch scratch = Scratch.get();
    IntBuffer codes = scratch.take();
    try {
      int n = generate(context, position, codes);
      return ChaturajiMoveCode.toSomeMove(codes.get(random.nextInt(n)));
    } finally {
      scratch.give();
    }
  }

  /** Returns the legal board moves that capture, in generation order; none at a chance point. */
  static Seq<ChaturajiMove> captures(ChaturajiContext context, ChaturajiPosition position) {
    if (position.status != ChaturajiPosition.ONGOING || position.die == ChaturajiPosition.DIE_DUE) {
      return List.empty();
    }
    Scratch scratch = Scratch.get();
    IntBuffer codes = scratch.take();
    try {
      int n = generate(context, position, codes);
      List<ChaturajiMove> captures = List.empty();
      for (int i = n - 1; i >= 0; i--) {
        int code = codes.get(i);
        if (ChaturajiMoveCode.type(code) == ChaturajiMoveCode.STEP
            && ChaturajiMoveCode.isCapture(code)) {
          captures = captures.prepend(ChaturajiMoveCode.toMove(code));
        }
      }
      return captures;
    } finally {
      scratch.give();
    }
  }

  /**
   * Writes the legal actions into {@code out} (when not null) and returns their number. Order:
   * throws; or board moves by origin square, then the pass, exchanges and releases.
   */
  static int generate(ChaturajiContext context, ChaturajiPosition position, IntBuffer out) {
    if (position.status != ChaturajiPosition.ONGOING) {
      return 0;
    }
    int n = 0;
    if (position.die == ChaturajiPosition.DIE_DUE) {
      for (int code : context.throwCodes()) {
        n = emit(out, n, code);
      }
      return n;
    }
    ChaturajiVariant variant = context.variant();
    n = boardMoves(variant, position, out);
    if (n == 0) {
      n = emit(out, n, ChaturajiMoveCode.PASS_CODE);
    }
    return exchanges(variant, position, position.marajas, out, n);
  }

  /**
   * Writes the board moves (steps, promotions included) of an ongoing position whose die is not due
   * into {@code out} (when not null) and returns their number; the pass is legal exactly when it is
   * 0.
   */
  static int boardMoves(ChaturajiVariant variant, ChaturajiPosition position, IntBuffer out) {
    byte[] board = position.board;
    long[] men = position.men;
    int modes =
        ChaturajiCommand.modes(variant, position.slot, position.commanders, position.marajas);
    int selection = ChaturajiCommand.selection(variant, position.die);
    int n = 0;
    // Visit only the men of the commanded armies and selected kinds, in square order.
    for (long candidates = candidates(men, modes, selection);
        candidates != 0;
        candidates &= candidates - 1) {
      int square = Long.numberOfTrailingZeros(candidates);
      int code = board[square] & 0xFF;
      if (ChaturajiCommand.commands(modes, code)
          && ChaturajiCommand.selects(selection, code, square)) {
        n = manMoves(variant, position, square, code, out, n);
      }
    }
    return n;
  }

  /**
   * Returns the squares of the men that may be commanded and selected: a superset of the movable
   * men (the flag of a transferred boat and a soldier's link or lane are checked per man).
   */
  private static long candidates(long[] men, int modes, int selection) {
    long commanded = 0;
    for (int army = 0; army < ChaturajiManCode.ARMIES; army++) {
      if (ChaturajiCommand.mode(modes, army) != ChaturajiCommand.NONE) {
        commanded |= men[army];
      }
    }
    return commanded & ChaturajiCommand.selectedMask(men, selection);
  }

  private static int emit(IntBuffer out, int n, int move) {
    if (out != null) {
      out.add(move);
    }
    return n + 1;
  }

  private static int manMoves(
      ChaturajiVariant variant,
      ChaturajiPosition position,
      int from,
      int code,
      IntBuffer out,
      int n) {
    byte[] board = position.board;
    boolean minor = ChaturajiManCode.isMinorKind(ChaturajiManCode.kind(code));
    boolean hierarchy = variant.hierarchy() && minor;
    switch (ChaturajiManCode.kind(code)) {
      case ChaturajiManCode.MARAJA:
        return leaps(board, from, MARAJA[from], code, hierarchy, out, n);
      case ChaturajiManCode.HORSE:
        return leaps(board, from, HORSE[from], code, hierarchy, out, n);
      case ChaturajiManCode.BOAT:
        return leaps(board, from, BOAT[from], code, hierarchy, out, n);
      case ChaturajiManCode.ELEPHANT:
        for (int direction : ORTHOGONAL) {
          for (int to : GEOMETRY.ray(from, direction)) {
            int target = board[to] & 0xFF;
            if (target == 0) {
              n = emit(out, n, ChaturajiMoveCode.step(from, to, false, -1));
            } else {
              if (isCapturable(code, target, false)) {
                n = emit(out, n, ChaturajiMoveCode.step(from, to, true, -1));
              }
              break;
            }
          }
        }
        return n;
      default:
        int army = ChaturajiManCode.army(code);
        int ahead = SOLDIER_STEP[army][from];
        if (ahead >= 0 && board[ahead] == 0) {
          n = soldierMove(variant, position, from, ahead, false, army, out, n);
        }
        for (int to : SOLDIER_CAPTURES[army][from]) {
          int target = board[to] & 0xFF;
          if (target != 0 && isCapturable(code, target, hierarchy)) {
            n = soldierMove(variant, position, from, to, true, army, out, n);
          }
        }
        return n;
    }
  }

  private static int leaps(
      byte[] board, int from, int[] targets, int code, boolean hierarchy, IntBuffer out, int n) {
    for (int to : targets) {
      int target = board[to] & 0xFF;
      if (target == 0) {
        n = emit(out, n, ChaturajiMoveCode.step(from, to, false, -1));
      } else if (isCapturable(code, target, hierarchy)) {
        n = emit(out, n, ChaturajiMoveCode.step(from, to, true, -1));
      }
    }
    return n;
  }

  /** Returns true when {@code target} is an enemy man that {@code code} may capture. */
  static boolean isCapturable(int code, int target, boolean hierarchy) {
    return ChaturajiManCode.camp(target) != ChaturajiManCode.camp(code)
        && (!hierarchy || ChaturajiManCode.isMinorKind(ChaturajiManCode.kind(target)));
  }

  private static int soldierMove(
      ChaturajiVariant variant,
      ChaturajiPosition position,
      int from,
      int to,
      boolean capture,
      int army,
      IntBuffer out,
      int n) {
    if (!PROMOTION_EDGE[army][to]) {
      return emit(out, n, ChaturajiMoveCode.step(from, to, capture, -1));
    }
    // Rare: only here does the generator need the census of the kinds each army has.
    int[] choices = ChaturajiPromotions.choices(variant, army, to, position.men);
    for (int kind : choices) {
      n = emit(out, n, ChaturajiMoveCode.step(from, to, capture, kind));
    }
    return n;
  }

  private static int exchanges(
      ChaturajiVariant variant, ChaturajiPosition position, int marajas, IntBuffer out, int n) {
    int prisoners = position.prisoners;
    if (prisoners == 0 || returnableCount(prisoners, marajas) < 2) {
      return n; // an exchange brings back two marajas, a release needs two enemy ones returnable
    }
    if (variant.exchange()) {
      for (int first = 0; first < ChaturajiManCode.ARMIES - 1; first++) {
        // the armies of the other camp after the first: an odd number of seats further on
        for (int second = first + 1; second < ChaturajiManCode.ARMIES; second += 2) {
          if (isReturnable(prisoners, marajas, first) && isReturnable(prisoners, marajas, second)) {
            n = emit(out, n, ChaturajiMoveCode.exchange(first, second));
          }
        }
      }
    }
    if (variant.release()) {
      int enemy = position.slot ^ 1;
      if (isReturnable(prisoners, marajas, enemy) && isReturnable(prisoners, marajas, enemy ^ 2)) {
        int own = position.slot & 1;
        for (int army = own; army < ChaturajiManCode.ARMIES; army += 2) {
          if (isReturnable(prisoners, marajas, army)) {
            n = emit(out, n, ChaturajiMoveCode.release(army));
          }
        }
      }
    }
    return n;
  }

  private static int returnableCount(int prisoners, int marajas) {
    int count = 0;
    for (int army = 0; army < ChaturajiManCode.ARMIES; army++) {
      if (isReturnable(prisoners, marajas, army)) {
        count++;
      }
    }
    return count;
  }

  /** Returns true when the army's maraja is a prisoner and it has no maraja on the board. */
  static boolean isReturnable(int prisoners, int marajas, int army) {
    return ChaturajiPrisoners.count(prisoners, army) > 0 && (marajas >> army & 1) == 0;
  }
}
