package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiTables.GEOMETRY;

import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;
import java.util.Locale;

/**
 * How a person enters each action (§7.2 of the dossier) and what it does. A board move is a click
 * on the man, a click on its destination and, when the soldier promotes, the choice {@code
 * promote-k}, {@code promote-e}, {@code promote-h} or {@code promote-b}. A throw is the choice
 * {@code throw-<value>} (the die's own values: 1–4, or 2–5 under {@code dice=forbes}), the lost
 * turn {@code --} the choice {@code pass}, an exchange {@code Xrg} the choice {@code exchange-rg}
 * and a release {@code Xg} the choice {@code release-g}. Kinds: {@code step}, {@code capture},
 * {@code promotion}, {@code triumph} (a boat move that wins a sea battle), {@code throne} (a maraja
 * that takes its ally's throne), {@code throw}, {@code pass}, {@code exchange}, {@code release}.
 */
final class ChaturajiInputs {

  private final ChaturajiVariant variant;
  private final ChaturajiMoveCheck check;
  private final ChaturajiTransition transition;

  ChaturajiInputs(
      ChaturajiContext context, ChaturajiMoveCheck check, ChaturajiTransition transition) {
    this.variant = context.variant();
    this.check = check;
    this.transition = transition;
  }

  /** Returns the inputs, kind and description of a legal action. */
  MoveInputs of(ChaturajiPosition position, ChaturajiMove move) {
    if (move instanceof ChaturajiMove.Throw roll) {
      return MoveInputs.of(
          List.of(Input.choice("throw-" + roll.value(), "throw " + roll.value())),
          "throw",
          roll
              + ": the die shows "
              + roll.value()
              + ", so "
              + ChaturajiMoveCheck.selected(variant, roll.value())
              + " may move");
    }
    if (move instanceof ChaturajiMove.Pass) {
      int actor = ChaturajiCommand.actor(position.slot, position.commanders);
      return MoveInputs.of(
          List.of(Input.choice("pass", "lose the turn")),
          "pass",
          "--: " + ChaturajiManCode.armyName(actor) + " has no man to move and loses the turn");
    }
    if (move instanceof ChaturajiMove.Exchange exchange) {
      String armies = letters(exchange.first(), exchange.second());
      return MoveInputs.of(
          List.of(
              Input.choice(
                  "exchange-" + armies,
                  "exchange "
                      + name(exchange.first())
                      + "'s and "
                      + name(exchange.second())
                      + "'s marajas")),
          "exchange",
          exchange
              + ": "
              + returns(position, move, exchange.first())
              + "; "
              + returns(position, move, exchange.second()));
    }
    if (move instanceof ChaturajiMove.Release release) {
      return MoveInputs.of(
          List.of(
              Input.choice(
                  "release-" + letters(release.army()),
                  "release " + name(release.army()) + "'s maraja")),
          "release",
          release + ": " + returns(position, move, release.army()) + " for nothing");
    }
    return step(position, (ChaturajiMove.Step) move);
  }

  private MoveInputs step(ChaturajiPosition position, ChaturajiMove.Step step) {
    int from = GEOMETRY.index(step.from());
    int to = GEOMETRY.index(step.to());
    int code = position.board[from] & 0xFF;
    int victim = position.board[to] & 0xFF;
    Seq<Input> inputs = List.of(Input.click(step.from()), Input.click(step.to()));
    StringBuilder text =
        new StringBuilder(step.toString()).append(": ").append(ChaturajiManCode.manName(code));
    text.append(
        victim == 0
            ? " moves to " + step.to().name()
            : " takes " + ChaturajiManCode.manName(victim) + " on " + step.to().name());
    String kind = victim == 0 ? "step" : "capture";
    if (step.promotion().isDefined()) {
      ChaturajiKind promotion = step.promotion().get();
      String letter = String.valueOf(promotion.letter()).toLowerCase(Locale.ROOT);
      inputs =
          inputs.append(
              Input.choice(
                  "promote-" + letter,
                  "promote to " + ChaturajiManCode.kindName(promotion.ordinal())));
      text.append(" and becomes ").append(article(ChaturajiManCode.kindName(promotion.ordinal())));
      kind = "promotion";
    }
    ChaturajiPosition after = transition.apply(position, step);
    if (describeTriumph(position, after, from, to, text)) {
      kind = "triumph";
    }
    if (ChaturajiManCode.kind(victim) == ChaturajiManCode.MARAJA) {
      text.append("; ")
          .append(ChaturajiManCode.armyName(ChaturajiManCode.army(victim)))
          .append("'s maraja is a prisoner");
    }
    if (describeThrone(position, after, text) && ("step".equals(kind) || "capture".equals(kind))) {
      kind = "throne";
    }
    return MoveInputs.of(inputs, kind, text.toString());
  }

  /**
   * Appends what a boat triumph of the step from {@code from} to {@code to} did: the boats that
   * left the game and the boats transferred to the actor. Returns true when boats were removed.
   */
  private static boolean describeTriumph(
      ChaturajiPosition position, ChaturajiPosition after, int from, int to, StringBuilder text) {
    Seq<String> removed = List.empty();
    Seq<String> transferred = List.empty();
    for (int square = 0; square < ChaturajiTables.SQUARES; square++) {
      int before = position.board[square] & 0xFF;
      int now = after.board[square] & 0xFF;
      if (square == from || square == to || before == now) {
        continue;
      }
      String name = GEOMETRY.square(square).name();
      if (now == 0) {
        removed = removed.append(name);
      } else if (ChaturajiManCode.isTransferred(now)) {
        transferred = transferred.append(name);
      }
    }
    if (!removed.isEmpty()) {
      text.append("; boat triumph: the boats on ")
          .append(removed.mkString(" and "))
          .append(" leave the game");
    }
    if (!transferred.isEmpty()) {
      int actor = ChaturajiCommand.actor(position.slot, position.commanders);
      text.append("; the boat on ")
          .append(transferred.mkString(" and "))
          .append(" passes to ")
          .append(ChaturajiManCode.armyName(actor));
    }
    return !removed.isEmpty();
  }

  /** Appends the command a maraja took on its ally's throne; returns true when it took one. */
  private static boolean describeThrone(
      ChaturajiPosition position, ChaturajiPosition after, StringBuilder text) {
    int gained = after.commanders & ~position.commanders;
    if (gained == 0) {
      return false;
    }
    int commander = Integer.numberOfTrailingZeros(gained);
    text.append("; ")
        .append(ChaturajiManCode.armyName(commander))
        .append(" takes ")
        .append(ChaturajiManCode.armyName(commander ^ 2))
        .append("'s throne and commands both armies");
    return true;
  }

  /** Describes where a maraja that the exchange or release brings back lands. */
  private String returns(ChaturajiPosition position, ChaturajiMove move, ChaturajiArmy army) {
    ChaturajiPosition after = transition.apply(position, move);
    int maraja = ChaturajiManCode.of(army.ordinal(), ChaturajiManCode.MARAJA, 0, false);
    // The returning maraja always lands on a square that was empty (§5.4), so the search ends.
    int square = 0;
    while (position.board[square] != 0 || (after.board[square] & 0xFF) != maraja) {
      square++;
    }
    return name(army) + "'s maraja returns to " + GEOMETRY.square(square).name();
  }

  /**
   * Returns the game's reason why a click does nothing: on the first click the reason the man may
   * not move ({@code NO_MAN}, {@code NOT_COMMANDED}, {@code DIE_MISMATCH}, {@code ROLL_EXPECTED},
   * {@code GAME_OVER}); on the second the reason the man may not go there ({@code BAD_GEOMETRY},
   * {@code BLOCKED}, {@code OCCUPIED_BY_FRIEND}, {@code HIERARCHY}, {@code PROMOTION_BARRED});
   * {@code None} for choices and for what the rules do not forbid by themselves.
   */
  Option<Rejection> explain(ChaturajiPosition position, Seq<Input> entered, Input refused) {
    if (!(refused instanceof Input.Click click) || !GEOMETRY.contains(click.square())) {
      return Option.none();
    }
    if (entered.isEmpty()) {
      return check.checkOrigin(position, click.square());
    }
    if (entered.size() == 1 && entered.head() instanceof Input.Click origin) {
      Square from = origin.square();
      int victim = position.board[GEOMETRY.index(click.square())] & 0xFF;
      int mover = position.board[GEOMETRY.index(from)] & 0xFF;
      boolean capture =
          victim != 0 && ChaturajiManCode.camp(victim) != ChaturajiManCode.camp(mover);
      ChaturajiMove.Step step =
          new ChaturajiMove.Step(from, click.square(), capture, Option.none());
      return check.check(position, step).swap().toOption();
    }
    return Option.none();
  }

  private static String name(ChaturajiArmy army) {
    return ChaturajiManCode.armyName(army.ordinal());
  }

  private static String letters(ChaturajiArmy... armies) {
    StringBuilder sb = new StringBuilder();
    for (ChaturajiArmy army : armies) {
      sb.append(army.letter());
    }
    return sb.toString();
  }

  private static String article(String noun) {
    return (noun.charAt(0) == 'e' ? "an " : "a ") + noun;
  }
}
