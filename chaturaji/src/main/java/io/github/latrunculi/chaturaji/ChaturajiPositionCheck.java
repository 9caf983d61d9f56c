package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiTables.PROMOTION_EDGE;
import static io.github.latrunculi.chaturaji.ChaturajiTables.START_EDGE;

import io.github.latrunculi.core.Rejection;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Refuses parsed positions that cannot arise (§7.1 of the dossier) and builds the others, with
 * their outcome and Zobrist key computed from scratch. The checks run in this order: the men on the
 * board (a soldier on a forbidden edge, too many men of a kind), each army's maraja, prisoners and
 * command, the camps' commanders, the die field, and the slot to move.
 */
final class ChaturajiPositionCheck {
  /** The most men an army has: its eight men of the start. */
  private static final int MAX_MEN = 8;

  /** The most soldiers an army has. */
  private static final int MAX_SOLDIERS = 4;

  private ChaturajiPositionCheck() {}

  /** The men on the board counted per army and per army and kind. */
  private record Census(int[] men, int[][] kinds) {
    Census() {
      this(
          new int[ChaturajiManCode.ARMIES],
          new int[ChaturajiManCode.ARMIES][ChaturajiManCode.KINDS]);
    }

    /** Returns the men of a camp (0 = RY, 1 = GB): its first army's and its ally's. */
    int campMen(int camp) {
      return men[camp] + men[camp ^ 2];
    }
  }

  /** Returns the position the parsed fields describe, or why it cannot arise. */
  static Either<Rejection, ChaturajiPosition> check(
      ChaturajiVariant variant,
      byte[] board,
      int slot,
      int die,
      int commanders,
      int prisoners,
      int quiet,
      int turn) {
    Census census = new Census();
    Option<String> problem =
        countMen(variant, board, census)
            .orElse(() -> checkArmies(variant, census, commanders, prisoners));
    if (problem.isDefined()) {
      return invalid(problem.get());
    }
    int marajas = ChaturajiCommand.marajaMask(board);
    int status =
        ChaturajiTransition.status(
            variant,
            census.campMen(0),
            census.campMen(1),
            marajas,
            quiet,
            ChaturajiCommand.nextSlot(variant, slot, commanders, marajas) < 0);
    boolean over = status != ChaturajiPosition.ONGOING;
    problem = checkDie(variant, die, over);
    if (problem.isEmpty() && !over && ChaturajiCommand.isLost(variant, slot, commanders, marajas)) {
      problem =
          Option.some(
              ChaturajiManCode.armyName(slot)
                  + "'s slot is lost (no maraja and no commander): it cannot be its turn");
    }
    if (problem.isDefined()) {
      return invalid(problem.get());
    }
    long hash = ChaturajiKeys.of(board, slot, die, commanders, prisoners);
    return Either.right(
        new ChaturajiPosition(
            board,
            ChaturajiMenMasks.of(board),
            slot,
            die,
            commanders,
            prisoners,
            quiet,
            turn,
            status,
            marajas,
            census.campMen(0),
            census.campMen(1),
            hash));
  }

  /**
   * Counts the men of each army and kind into {@code census}; returns the first soldier that stands
   * where none may, if any.
   */
  private static Option<String> countMen(ChaturajiVariant variant, byte[] board, Census census) {
    for (int square = 0; square < ChaturajiTables.SQUARES; square++) {
      int code = board[square] & 0xFF;
      if (code == 0) {
        continue;
      }
      int army = ChaturajiManCode.army(code);
      int kind = ChaturajiManCode.kind(code);
      census.men()[army]++;
      census.kinds()[army][kind]++;
      if (kind == ChaturajiManCode.SOLDIER && isForbiddenSoldierSquare(variant, army, square)) {
        return Option.some(
            "a "
                + ChaturajiManCode.armyName(army)
                + " soldier cannot stand on "
                + ChaturajiTables.GEOMETRY.square(square).name()
                + " (its own edge or its promotion edge)");
      }
    }
    return Option.none();
  }

  /** Returns true when a soldier of {@code army} may not stand on {@code square} at all. */
  private static boolean isForbiddenSoldierSquare(ChaturajiVariant variant, int army, int square) {
    return START_EDGE[army][square]
        || (variant.promotion() != ChaturajiVariant.Promotion.NONE && PROMOTION_EDGE[army][square]);
  }

  /**
   * Returns the first army whose men, maraja, prisoners or command cannot arise, or a camp with two
   * commanders.
   */
  private static Option<String> checkArmies(
      ChaturajiVariant variant, Census census, int commanders, int prisoners) {
    boolean oneOfEachMajor = variant.promotion() == ChaturajiVariant.Promotion.LANE_IF_LOST;
    for (int army = 0; army < ChaturajiManCode.ARMIES; army++) {
      String name = ChaturajiManCode.armyName(army);
      int[] kinds = census.kinds()[army];
      if (census.men()[army] > MAX_MEN
          || kinds[ChaturajiManCode.SOLDIER] > MAX_SOLDIERS
          || kinds[ChaturajiManCode.MARAJA] > 1) {
        return Option.some(name + " has more than 8 men, 4 soldiers or 1 maraja on the board");
      }
      for (int kind = ChaturajiManCode.ELEPHANT;
          kind <= ChaturajiManCode.BOAT && oneOfEachMajor;
          kind++) {
        if (kinds[kind] > 1) {
          return Option.some(
              name + " has two men of one major kind, impossible with promotion=lane-if-lost");
        }
      }
      int held = ChaturajiPrisoners.count(prisoners, army);
      if (held > ChaturajiPrisoners.MAX) {
        return Option.some(
            name
                + "'s maraja cannot have been captured more than "
                + ChaturajiPrisoners.MAX
                + " times");
      }
      if (kinds[ChaturajiManCode.MARAJA] == 0 && held == 0) {
        return Option.some(name + " has no maraja on the board, so it must be among the prisoners");
      }
      if ((commanders >> army & 1) != 0 && kinds[ChaturajiManCode.MARAJA] == 0) {
        return Option.some(name + " is a commander without its maraja on the board");
      }
    }
    if ((commanders & ChaturajiCommand.RY_ARMIES) == ChaturajiCommand.RY_ARMIES
        || (commanders & ChaturajiCommand.GB_ARMIES) == ChaturajiCommand.GB_ARMIES) {
      return Option.some("a camp has at most one commander");
    }
    return Option.none();
  }

  /**
   * Returns why the die field does not fit the variant and the state of the game, if it does not.
   */
  private static Option<String> checkDie(ChaturajiVariant variant, int die, boolean over) {
    if (over || !variant.dieMode()) {
      if (die != ChaturajiPosition.DIE_NONE) {
        return Option.some(
            over
                ? "the game is over, so the die field is -"
                : "the partnership game has no die: the die field is -");
      }
    } else if (die != ChaturajiPosition.DIE_DUE && !ChaturajiCommand.isFace(variant.dice(), die)) {
      return Option.some(
          "the die field is ? or a value of the die (dice="
              + variant.dice().text()
              + "), not "
              + die);
    }
    return Option.none();
  }

  private static Either<Rejection, ChaturajiPosition> invalid(String message) {
    return Either.left(new Rejection(ChaturajiRejection.INVALID_POSITION, message));
  }
}
