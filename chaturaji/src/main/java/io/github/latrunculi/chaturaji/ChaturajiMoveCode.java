package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiTables.GEOMETRY;
import static io.github.latrunculi.chaturaji.ChaturajiTables.SQUARES;

import io.github.latrunculi.core.kit.PackedMove;
import io.vavr.control.Option;

/**
 * Moves as {@link PackedMove} ints for the move generator. A step has its origin and destination in
 * the packed squares, the other actions {@link PackedMove#NONE} there. The detail holds the type in
 * bits 0–2, a step's capture flag in bit 3 and its promotion kind plus one in bits 4–6, a throw's
 * value in bits 7–10, an exchange's two armies in bits 7–8 and 9–10, a release's army in bits 7–8.
 * Converts to and from the public {@link ChaturajiMove} records, sharing one record per
 * non-promoting step, indexed by the step's origin, destination and capture flag.
 */
final class ChaturajiMoveCode {
  static final int STEP = 0;
  static final int THROW = 1;
  static final int PASS = 2;
  static final int EXCHANGE = 3;
  static final int RELEASE = 4;

  private static final int TYPE_MASK = 7;
  private static final int CAPTURE = 1 << 3;
  private static final int PROMOTION_SHIFT = 4;
  private static final int PROMOTION_MASK = 7;

  /** Where a throw's value, an exchange's first army and a release's army start. */
  private static final int ARGUMENT_SHIFT = 7;

  /** Where an exchange's second army starts. */
  private static final int SECOND_SHIFT = 9;

  private static final int VALUE_MASK = 15;
  private static final int ARMY_MASK = 3;

  /** The code of the pass. */
  static final int PASS_CODE = PackedMove.of(PackedMove.NONE, PackedMove.NONE, PASS);

  private static final ChaturajiMove.Step[] STEPS = new ChaturajiMove.Step[SQUARES * SQUARES * 2];
  private static final ChaturajiMove.Throw[] THROWS = new ChaturajiMove.Throw[VALUE_MASK + 1];
  private static final ChaturajiMove.Pass PASS_MOVE = new ChaturajiMove.Pass();

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Option<ChaturajiKind>[] PROMOTIONS = new Option[ChaturajiManCode.KINDS];

  /** The shared records wrapped once, so that a random move allocates nothing. */
  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Option<ChaturajiMove>[] SOME_STEPS = new Option[STEPS.length];

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Option<ChaturajiMove>[] SOME_THROWS = new Option[THROWS.length];

  private static final Option<ChaturajiMove> SOME_PASS = Option.some(PASS_MOVE);

  static {
    for (int from = 0; from < SQUARES; from++) {
      for (int to = 0; to < SQUARES; to++) {
        for (boolean capture : new boolean[] {false, true}) {
          int i = stepIndex(from, to, capture);
          STEPS[i] =
              new ChaturajiMove.Step(
                  GEOMETRY.square(from), GEOMETRY.square(to), capture, Option.none());
          SOME_STEPS[i] = Option.some(STEPS[i]);
        }
      }
    }
    for (int value = 0; value < THROWS.length; value++) {
      THROWS[value] = new ChaturajiMove.Throw(value);
      SOME_THROWS[value] = Option.some(THROWS[value]);
    }
    for (int kind = 0; kind < PROMOTIONS.length; kind++) {
      PROMOTIONS[kind] = Option.some(ChaturajiKind.of(kind));
    }
  }

  private ChaturajiMoveCode() {}

  static int step(int from, int to, boolean capture, int promotion) {
    return PackedMove.of(
        from, to, STEP | (capture ? CAPTURE : 0) | (promotion + 1) << PROMOTION_SHIFT);
  }

  static int throwOf(int value) {
    return PackedMove.of(PackedMove.NONE, PackedMove.NONE, THROW | value << ARGUMENT_SHIFT);
  }

  static int exchange(int first, int second) {
    return PackedMove.of(
        PackedMove.NONE,
        PackedMove.NONE,
        EXCHANGE | first << ARGUMENT_SHIFT | second << SECOND_SHIFT);
  }

  static int release(int army) {
    return PackedMove.of(PackedMove.NONE, PackedMove.NONE, RELEASE | army << ARGUMENT_SHIFT);
  }

  static int type(int move) {
    return PackedMove.detail(move) & TYPE_MASK;
  }

  static int from(int move) {
    return PackedMove.from(move);
  }

  static int to(int move) {
    return PackedMove.to(move);
  }

  static boolean isCapture(int move) {
    return (PackedMove.detail(move) & CAPTURE) != 0;
  }

  /** Returns the promotion kind, or -1. */
  static int promotion(int move) {
    return (PackedMove.detail(move) >> PROMOTION_SHIFT & PROMOTION_MASK) - 1;
  }

  static int value(int move) {
    return PackedMove.detail(move) >> ARGUMENT_SHIFT & VALUE_MASK;
  }

  static int first(int move) {
    return PackedMove.detail(move) >> ARGUMENT_SHIFT & ARMY_MASK;
  }

  static int second(int move) {
    return PackedMove.detail(move) >> SECOND_SHIFT & ARMY_MASK;
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
            ? STEPS[stepIndex(from(move), to(move), isCapture(move))]
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
          return SOME_STEPS[stepIndex(from(move), to(move), isCapture(move))];
        }
        return Option.some(toMove(move));
      default:
        return Option.some(toMove(move));
    }
  }

  /** Returns the index of a non-promoting step in the shared tables. */
  private static int stepIndex(int from, int to, boolean capture) {
    return (from * SQUARES + to) * 2 + (capture ? 1 : 0);
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
      return roll.value() >= 0 && roll.value() < THROWS.length ? throwOf(roll.value()) : -1;
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
