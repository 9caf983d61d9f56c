package io.github.latrunculi.chaturaji;

/**
 * The transition function of §5 of the dossier, the trusted apply: plays one legal action on a
 * position and returns the next one. It is the only dispatch over the kinds of action; {@link
 * ChaturajiRules#apply} and {@link ChaturajiRules#play} both come here. A throw only sets the die
 * field; every other action works on a {@link ChaturajiDraft} and ends the turn.
 */
final class ChaturajiTransition {
  private final ChaturajiVariant variant;

  ChaturajiTransition(ChaturajiVariant variant) {
    this.variant = variant;
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
    } else if ((marajas & 0b0101) == 0 || (marajas & 0b1010) == 0) {
      return (marajas & 0b0101) == 0 ? ChaturajiPosition.GB_MARAJAS : ChaturajiPosition.RY_MARAJAS;
    }
    if (variant.noProgress() > 0 && quiet >= variant.noProgress()) {
      return ChaturajiPosition.NO_PROGRESS;
    }
    return allSlotsLost ? ChaturajiPosition.DEADLOCK : ChaturajiPosition.ONGOING;
  }
}
