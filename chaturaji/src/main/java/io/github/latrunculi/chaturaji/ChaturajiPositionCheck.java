package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Rejection;
import io.vavr.control.Either;

/**
 * Refuses parsed positions that cannot arise (§7.1 of the dossier) and builds the others, with
 * their outcome and Zobrist key computed from scratch.
 */
final class ChaturajiPositionCheck {

  private ChaturajiPositionCheck() {}

  static Either<Rejection, ChaturajiPosition> check(
      ChaturajiVariant variant,
      byte[] board,
      int slot,
      int die,
      int commanders,
      int prisoners,
      int quiet,
      int turn) {
    int[] men = new int[4];
    int[][] kinds = new int[4][5];
    for (int square = 0; square < 64; square++) {
      int code = board[square] & 0xFF;
      if (code == 0) {
        continue;
      }
      int army = ChaturajiManCode.army(code);
      int kind = ChaturajiManCode.kind(code);
      men[army]++;
      kinds[army][kind]++;
      if (kind == ChaturajiManCode.SOLDIER
          && ChaturajiNotation.isForbiddenSoldierSquare(variant, army, square)) {
        return invalid(
            "a "
                + ChaturajiManCode.armyName(army)
                + " soldier cannot stand on "
                + ChaturajiTables.GEOMETRY.square(square).name()
                + " (its own edge or its promotion edge)");
      }
    }
    boolean oneOfEachMajor = variant.promotion() == ChaturajiVariant.Promotion.LANE_IF_LOST;
    for (int army = 0; army < 4; army++) {
      String name = ChaturajiManCode.armyName(army);
      if (men[army] > 8
          || kinds[army][ChaturajiManCode.SOLDIER] > 4
          || kinds[army][ChaturajiManCode.MARAJA] > 1) {
        return invalid(name + " has more than 8 men, 4 soldiers or 1 maraja on the board");
      }
      for (int kind = ChaturajiManCode.ELEPHANT;
          kind <= ChaturajiManCode.BOAT && oneOfEachMajor;
          kind++) {
        if (kinds[army][kind] > 1) {
          return invalid(
              name + " has two men of one major kind, impossible with promotion=lane-if-lost");
        }
      }
      int held = ChaturajiPrisoners.count(prisoners, army);
      if (held > ChaturajiPrisoners.MAX) {
        return invalid(
            name
                + "'s maraja cannot have been captured more than "
                + ChaturajiPrisoners.MAX
                + " times");
      }
      if (kinds[army][ChaturajiManCode.MARAJA] == 0 && held == 0) {
        return invalid(name + " has no maraja on the board, so it must be among the prisoners");
      }
      if ((commanders >> army & 1) != 0 && kinds[army][ChaturajiManCode.MARAJA] == 0) {
        return invalid(name + " is a commander without its maraja on the board");
      }
    }
    if ((commanders & 0b0101) == 0b0101 || (commanders & 0b1010) == 0b1010) {
      return invalid("a camp has at most one commander");
    }
    int marajas = ChaturajiCommand.marajaMask(board);
    int status =
        ChaturajiTransition.status(
            variant,
            men[0] + men[2],
            men[1] + men[3],
            marajas,
            quiet,
            ChaturajiCommand.nextSlot(variant, slot, commanders, marajas) < 0);
    boolean over = status != ChaturajiPosition.ONGOING;
    if (over || !variant.dieMode()) {
      if (die != ChaturajiPosition.DIE_NONE) {
        return invalid(
            over
                ? "the game is over, so the die field is -"
                : "the partnership game has no die: the die field is -");
      }
    } else if (die != ChaturajiPosition.DIE_DUE && !ChaturajiCommand.isFace(variant.dice(), die)) {
      return invalid(
          "the die field is ? or a value of the die (dice="
              + variant.dice().text()
              + "), not "
              + die);
    }
    if (!over && ChaturajiCommand.isLost(variant, slot, commanders, marajas)) {
      return invalid(
          ChaturajiManCode.armyName(slot)
              + "'s slot is lost (no maraja and no commander): it cannot be its turn");
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
            men[0] + men[2],
            men[1] + men[3],
            hash));
  }

  private static Either<Rejection, ChaturajiPosition> invalid(String message) {
    return Either.left(new Rejection(ChaturajiRejection.INVALID_POSITION, message));
  }
}
