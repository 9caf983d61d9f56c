package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Player;
import io.vavr.collection.List;

/**
 * The transition function of §5 of the dossier, the trusted apply: plays one legal action on a
 * position and returns the next one. It is the only dispatch over the kinds of action; {@link
 * ChaturajiRules#apply} and {@link ChaturajiRules#play} both come here. A throw only sets the die
 * field; every other action works on a {@link ChaturajiDraft} and ends the turn.
 */
final class ChaturajiTransition {
  private final ChaturajiVariant variant;

  ChaturajiTransition(ChaturajiContext context) {
    this.variant = context.variant();
  }

  /** Returns the position after a legal action. */
  ChaturajiPosition apply(ChaturajiPosition position, ChaturajiMove move) {
    return apply(position, ChaturajiMoveCode.of(move));
  }

  /** Returns the position after a legal action given as a {@link ChaturajiMoveCode}. */
  ChaturajiPosition apply(ChaturajiPosition position, int move) {
    if (ChaturajiMoveCode.type(move) == ChaturajiMoveCode.THROW) {
      int value = ChaturajiMoveCode.value(move);
      return new ChaturajiPosition(
          position.board,
          position.men,
          position.slot,
          value,
          position.commanders,
          position.prisoners,
          position.quiet,
          position.turn,
          position.status,
          position.marajas,
          position.ryMen,
          position.gbMen,
          position.hash ^ ChaturajiKeys.die(position.die) ^ ChaturajiKeys.die(value));
    }
    ChaturajiDraft next = new ChaturajiDraft(variant, position);
    switch (ChaturajiMoveCode.type(move)) {
      case ChaturajiMoveCode.STEP:
        next.step(
            ChaturajiMoveCode.from(move),
            ChaturajiMoveCode.to(move),
            ChaturajiMoveCode.promotion(move));
        break;
      case ChaturajiMoveCode.EXCHANGE:
        next.bringBack(ChaturajiMoveCode.first(move));
        next.bringBack(ChaturajiMoveCode.second(move));
        break;
      case ChaturajiMoveCode.RELEASE:
        next.bringBack(ChaturajiMoveCode.first(move));
        break;
      default:
        break; // the pass only ends the turn
    }
    return next.endTurn();
  }

  /**
   * §5.5: the status after an action (a win, a draw, or ongoing), from the men of each camp on the
   * board, the mask of armies with their maraja on the board, and the quiet counter.
   */
  static int status(
      ChaturajiVariant variant,
      int ryMen,
      int gbMen,
      int marajas,
      int quiet,
      boolean allSlotsLost) {
    if (variant.end() == ChaturajiVariant.End.ALL) {
      if (ryMen == 0 || gbMen == 0) {
        return ryMen == 0 ? ChaturajiPosition.GB_ALL_MEN : ChaturajiPosition.RY_ALL_MEN;
      }
    } else if ((marajas & ChaturajiCommand.RY_ARMIES) == 0
        || (marajas & ChaturajiCommand.GB_ARMIES) == 0) {
      return (marajas & ChaturajiCommand.RY_ARMIES) == 0
          ? ChaturajiPosition.GB_MARAJAS
          : ChaturajiPosition.RY_MARAJAS;
    }
    if (variant.noProgress() > 0 && quiet >= variant.noProgress()) {
      return ChaturajiPosition.NO_PROGRESS;
    }
    return allSlotsLost ? ChaturajiPosition.DEADLOCK : ChaturajiPosition.ONGOING;
  }

  /** Returns the outcome a position's status states (§5.5). */
  static Outcome outcome(ChaturajiPosition position) {
    switch (position.status) {
      case ChaturajiPosition.RY_ALL_MEN:
        return Outcome.win(campPlayers(ChaturajiCamp.RY), "ALL_MEN_CAPTURED");
      case ChaturajiPosition.GB_ALL_MEN:
        return Outcome.win(campPlayers(ChaturajiCamp.GB), "ALL_MEN_CAPTURED");
      case ChaturajiPosition.RY_MARAJAS:
        return Outcome.win(campPlayers(ChaturajiCamp.RY), "BOTH_MARAJAS_CAPTURED");
      case ChaturajiPosition.GB_MARAJAS:
        return Outcome.win(campPlayers(ChaturajiCamp.GB), "BOTH_MARAJAS_CAPTURED");
      case ChaturajiPosition.NO_PROGRESS:
        return Outcome.draw("NO_PROGRESS");
      case ChaturajiPosition.DEADLOCK:
        return Outcome.draw("DEADLOCK");
      default:
        return Outcome.ONGOING;
    }
  }

  private static List<Player> campPlayers(ChaturajiCamp camp) {
    return camp.armies().map(ChaturajiArmy::player);
  }
}
