package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Geometry;
import io.vavr.control.Option;

/**
 * Moves as ints for the move generator: bits 0–2 the type; a step has its origin in bits 3–8, its
 * destination in bits 9–14, the capture flag in bit 15 and the promotion kind plus one in bits
 * 16–18; a throw its value in bits 3–6; an exchange its two armies in bits 3–4 and 5–6; a release
 * its army in bits 3–4. Converts to and from the public {@link ChaturajiMove} records, sharing one
 * record per non-promoting step.
 */
final class ChaturajiMoveCode {
  static final int STEP = 0;
  static final int THROW = 1;
  static final int PASS = 2;
  static final int EXCHANGE = 3;
  static final int RELEASE = 4;

  /** The code of the pass. */
  static final int PASS_CODE = PASS;

  private static final Geometry GEOMETRY = ChaturajiTables.GEOMETRY;
  private static final ChaturajiMove.Step[] STEPS = new ChaturajiMove.Step[64 * 64 * 2];
  private static final ChaturajiMove.Throw[] THROWS = new ChaturajiMove.Throw[16];
  private static final ChaturajiMove.Pass PASS_MOVE = new ChaturajiMove.Pass();

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Option<ChaturajiKind>[] PROMOTIONS = new Option[5];

  /** The shared records wrapped once, so that a random move allocates nothing. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Option<ChaturajiMove>[] SOME_STEPS = new Option[STEPS.length];

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Option<ChaturajiMove>[] SOME_THROWS = new Option[THROWS.length];

  private static final Option<ChaturajiMove> SOME_PASS = Option.some(PASS_MOVE);

  static {
    for (int i = 0; i < STEPS.length; i++) {
      STEPS[i] =
          new ChaturajiMove.Step(
              GEOMETRY.square(i >> 7), GEOMETRY.square((i >> 1) & 63), (i & 1) != 0, Option.none());
      SOME_STEPS[i] = Option.some(STEPS[i]);
    }
    for (int value = 0; value < THROWS.length; value++) {
      THROWS[value] = new ChaturajiMove.Throw(value);
      SOME_THROWS[value] = Option.some(THROWS[value]);
    }
    for (int kind = 0; kind < 5; kind++) {
      PROMOTIONS[kind] = Option.some(ChaturajiKind.of(kind));
    }
  }

  private ChaturajiMoveCode() {}

  static int step(int from, int to, boolean capture, int promotion) {
    return STEP | from << 3 | to << 9 | (capture ? 1 << 15 : 0) | (promotion + 1) << 16;
  }

  static int throwOf(int value) {
    return THROW | value << 3;
  }

  static int exchange(int first, int second) {
    return EXCHANGE | first << 3 | second << 5;
  }

  static int release(int army) {
    return RELEASE | army << 3;
  }

  static int type(int move) {
    return move & 7;
  }

  static int from(int move) {
    return move >> 3 & 63;
  }

  static int to(int move) {
    return move >> 9 & 63;
  }

  static boolean isCapture(int move) {
    return (move & 1 << 15) != 0;
  }

  /** Returns the promotion kind, or -1. */
  static int promotion(int move) {
    return (move >> 16 & 7) - 1;
  }

  static int value(int move) {
    return move >> 3 & 15;
  }

  static int first(int move) {
    return move >> 3 & 3;
  }

  static int second(int move) {
    return move >> 5 & 3;
  }

  /** Returns the public record of a code. */
  static ChaturajiMove toMove(int move) {
    switch (type(move)) {
      case THROW:
        return THROWS[value(move)];
      case PASS:
        return PASS_MOVE;
      case EXCHANGE:
        return new ChaturajiMove.Exchange(
            ChaturajiArmy.of(first(move)), ChaturajiArmy.of(second(move)));
      case RELEASE:
        return new ChaturajiMove.Release(ChaturajiArmy.of(first(move)));
      default:
        int promotion = promotion(move);
        return promotion < 0
            ? STEPS[stepIndex(move)]
            : new ChaturajiMove.Step(
                GEOMETRY.square(from(move)),
                GEOMETRY.square(to(move)),
                isCapture(move),
                PROMOTIONS[promotion]);
    }
  }

  /** Returns {@code Some} of the public record of a code, shared for throws, the pass and steps. */
  static Option<ChaturajiMove> toSomeMove(int move) {
    switch (type(move)) {
      case THROW:
        return SOME_THROWS[value(move)];
      case PASS:
        return SOME_PASS;
      case STEP:
        if (promotion(move) < 0) {
          return SOME_STEPS[stepIndex(move)];
        }
        return Option.some(toMove(move));
      default:
        return Option.some(toMove(move));
    }
  }

  /** Returns the index of a non-promoting step in the shared tables. */
  private static int stepIndex(int move) {
    return from(move) << 7 | to(move) << 1 | (isCapture(move) ? 1 : 0);
  }

  /**
   * Returns the code of a record, or -1 when the record cannot be a move of the game at all
   * (squares off the board, a throw value out of range, a promotion to a soldier).
   */
  static int of(ChaturajiMove move) {
    if (move instanceof ChaturajiMove.Step step) {
      if (!GEOMETRY.contains(step.from()) || !GEOMETRY.contains(step.to())) {
        return -1;
      }
      int promotion = step.promotion().isEmpty() ? -1 : step.promotion().get().ordinal();
      if (promotion == ChaturajiManCode.SOLDIER) {
        return -1;
      }
      return step(
          GEOMETRY.index(step.from()), GEOMETRY.index(step.to()), step.capture(), promotion);
    } else if (move instanceof ChaturajiMove.Throw roll) {
      return roll.value() >= 0 && roll.value() < 16 ? throwOf(roll.value()) : -1;
    } else if (move instanceof ChaturajiMove.Pass) {
      return PASS_CODE;
    } else if (move instanceof ChaturajiMove.Exchange exchange) {
      return exchange(exchange.first().ordinal(), exchange.second().ordinal());
    } else {
      return release(((ChaturajiMove.Release) move).army().ordinal());
    }
  }

  /** Returns the promotion option of a kind ordinal, shared. */
  static Option<ChaturajiKind> promotionOption(int kind) {
    return kind < 0 ? Option.none() : PROMOTIONS[kind];
  }
}
