package io.github.latrunculi.chaturaji;

import static io.github.latrunculi.chaturaji.ChaturajiTables.BOARD;
import static io.github.latrunculi.chaturaji.ChaturajiTables.GEOMETRY;
import static io.github.latrunculi.chaturaji.ChaturajiTables.LANE_KIND;
import static io.github.latrunculi.chaturaji.ChaturajiTables.PROMOTION_EDGE;
import static io.github.latrunculi.chaturaji.ChaturajiTables.SOLDIER_STEP;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Leap;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.SquareSet;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * Validates an action directly against the rules, without generating the legal moves: the first
 * rule it breaks, with a message that names the squares and the rule. The checks run in the order
 * of the codes in {@link ChaturajiRejection}: game state and die first, then the man, its geometry,
 * its path, its destination, promotion. Applies nothing.
 */
final class ChaturajiMoveCheck {

  private final ChaturajiVariant variant;

  ChaturajiMoveCheck(ChaturajiContext context) {
    this.variant = context.variant();
  }

  /** Returns the move when it is legal in {@code position}, else why not. */
  Either<Rejection, ChaturajiMove> check(ChaturajiPosition position, ChaturajiMove move) {
    if (position == null || move == null) {
      return Either.left(
          new Rejection(ChaturajiRejection.MALFORMED, "the position or the move is missing"));
    }
    Option<Rejection> why = reason(position, move);
    return why.isDefined() ? Either.left(why.get()) : Either.right(move);
  }

  private Option<Rejection> reason(ChaturajiPosition position, ChaturajiMove move) {
    if (position.status != ChaturajiPosition.ONGOING) {
      return reject(ChaturajiRejection.GAME_OVER, move + ": the game is over");
    }
    if (move instanceof ChaturajiMove.Throw roll) {
      return checkThrow(position, roll);
    }
    if (position.die == ChaturajiPosition.DIE_DUE) {
      return reject(
          ChaturajiRejection.ROLL_EXPECTED,
          move
              + ": "
              + ChaturajiManCode.armyName(position.slot)
              + "'s slot must throw the die first");
    }
    if (move instanceof ChaturajiMove.Step step) {
      return checkStep(position, step);
    }
    if (move instanceof ChaturajiMove.Pass) {
      return ChaturajiMoveGenerator.boardMoves(variant, position, null) > 0
          ? reject(
              ChaturajiRejection.PASS_NOT_ALLOWED,
              "--: a turn may be passed only when no man can move, and "
                  + ChaturajiManCode.armyName(
                      ChaturajiCommand.actor(position.slot, position.commanders))
                  + " has a move")
          : Option.none();
    }
    if (move instanceof ChaturajiMove.Exchange exchange) {
      return checkExchange(position, exchange);
    }
    return checkRelease(position, (ChaturajiMove.Release) move);
  }

  private Option<Rejection> checkThrow(ChaturajiPosition position, ChaturajiMove.Throw roll) {
    if (!variant.dieMode()) {
      return reject(
          ChaturajiRejection.NO_DIE, roll + ": the partnership game is played without a die");
    }
    if (position.die != ChaturajiPosition.DIE_DUE) {
      return reject(
          ChaturajiRejection.MOVE_EXPECTED,
          roll + ": the die already shows " + position.die + "; a move is due");
    }
    if (!ChaturajiCommand.isFace(variant.dice(), roll.value())) {
      int[] faces = ChaturajiCommand.faces(variant.dice());
      return reject(
          ChaturajiRejection.BAD_ROLL,
          roll
              + ": the die (dice="
              + variant.dice().text()
              + ") shows only "
              + faces[0]
              + " to "
              + faces[faces.length - 1]);
    }
    return Option.none();
  }

  private Option<Rejection> checkStep(ChaturajiPosition position, ChaturajiMove.Step step) {
    int move = ChaturajiMoveCode.of(step);
    if (move < 0) {
      return reject(ChaturajiRejection.MALFORMED, step + ": not a move on the 8x8 board");
    }
    byte[] board = position.board;
    int from = ChaturajiMoveCode.from(move);
    int to = ChaturajiMoveCode.to(move);
    Option<Rejection> origin = checkOrigin(position, from, step.toString());
    if (origin.isDefined()) {
      return origin;
    }
    int code = board[from] & 0xFF;
    Option<Rejection> geometry = checkGeometry(step, board, from, to, code);
    if (geometry.isDefined()) {
      return geometry;
    }
    Option<Rejection> destination = checkDestination(step, from, to, code, board[to] & 0xFF);
    if (destination.isDefined()) {
      return destination;
    }
    return checkPromotion(
        step, position.men, ChaturajiManCode.army(code), ChaturajiManCode.kind(code), to);
  }

  /**
   * Returns why the man {@code code} may not end its move on {@code to}, which holds {@code victim}
   * (0 when empty), or {@code None}: a friend there, a soldier's capture rules, the hierarchy, or a
   * capture mark that does not match the square.
   */
  private Option<Rejection> checkDestination(
      ChaturajiMove.Step step, int from, int to, int code, int victim) {
    int army = ChaturajiManCode.army(code);
    int kind = ChaturajiManCode.kind(code);
    String target = step.to().name();
    if (victim != 0 && ChaturajiManCode.camp(victim) == ChaturajiManCode.camp(code)) {
      return reject(
          ChaturajiRejection.OCCUPIED_BY_FRIEND,
          step
              + ": "
              + target
              + " holds "
              + ChaturajiManCode.manName(victim)
              + (ChaturajiManCode.army(victim) == army ? ", a man of the same army" : ", an ally"));
    }
    if (kind == ChaturajiManCode.SOLDIER) {
      Option<Rejection> soldier = checkSoldierTarget(step, army, from, to, victim);
      if (soldier.isDefined()) {
        return soldier;
      }
    }
    if (victim != 0
        && variant.hierarchy()
        && ChaturajiManCode.isMinorKind(kind)
        && !ChaturajiManCode.isMinorKind(ChaturajiManCode.kind(victim))) {
      return reject(
          ChaturajiRejection.HIERARCHY,
          step
              + ": a "
              + ChaturajiManCode.kindName(kind)
              + " may not capture a "
              + ChaturajiManCode.kindName(ChaturajiManCode.kind(victim))
              + " (hierarchy)");
    }
    if (step.capture() && victim == 0) {
      return reject(
          ChaturajiRejection.NOT_A_CAPTURE,
          step + ": " + target + " is empty, there is nothing to capture");
    }
    if (!step.capture() && victim != 0) {
      return reject(
          ChaturajiRejection.MALFORMED,
          step
              + ": the move captures "
              + ChaturajiManCode.manName(victim)
              + " and is written "
              + step.from().name()
              + "x"
              + target);
    }
    return Option.none();
  }

  /**
   * Returns why the actor may not move a man from {@code square} now, or {@code None}: the game is
   * over, a throw is due, the square is empty, the man is not commanded, or the die does not select
   * it. Used for a move and for a click on a square.
   */
  Option<Rejection> checkOrigin(ChaturajiPosition position, Square square) {
    if (position.status != ChaturajiPosition.ONGOING) {
      return reject(ChaturajiRejection.GAME_OVER, square.name() + ": the game is over");
    }
    if (position.die == ChaturajiPosition.DIE_DUE) {
      return reject(
          ChaturajiRejection.ROLL_EXPECTED,
          square.name()
              + ": "
              + ChaturajiManCode.armyName(position.slot)
              + "'s slot must throw the die first");
    }
    return checkOrigin(position, GEOMETRY.index(square), square.name());
  }

  private Option<Rejection> checkOrigin(ChaturajiPosition position, int from, String what) {
    int code = position.board[from] & 0xFF;
    String origin = GEOMETRY.square(from).name();
    if (code == 0) {
      return reject(ChaturajiRejection.NO_MAN, what + ": there is no man on " + origin);
    }
    int actor = ChaturajiCommand.actor(position.slot, position.commanders);
    if (!ChaturajiCommand.commands(
        ChaturajiCommand.modes(variant, position.slot, position.commanders, position.marajas),
        code)) {
      return reject(
          ChaturajiRejection.NOT_COMMANDED,
          what
              + ": "
              + origin
              + " holds "
              + ChaturajiManCode.manName(code)
              + ", which "
              + ChaturajiManCode.armyName(actor)
              + " does not command on "
              + ChaturajiManCode.armyName(position.slot)
              + "'s slot");
    }
    int selection = ChaturajiCommand.selection(variant, position.die);
    if (!ChaturajiCommand.selects(selection, code, from)) {
      return reject(
          ChaturajiRejection.DIE_MISMATCH,
          "the die shows "
              + position.die
              + ": only "
              + selected(variant, position.die)
              + " may move, not "
              + ChaturajiManCode.manName(code)
              + " on "
              + origin);
    }
    return Option.none();
  }

  private static Option<Rejection> checkGeometry(
      ChaturajiMove.Step step, byte[] board, int from, int to, int code) {
    int kind = ChaturajiManCode.kind(code);
    switch (kind) {
      case ChaturajiManCode.MARAJA:
        return BOARD.distance(from, to) == 1
            ? Option.none()
            : badGeometry(step, "a maraja moves one square in any direction");
      case ChaturajiManCode.HORSE:
        return leaps(from, Leap.KNIGHT, to)
            ? Option.none()
            : badGeometry(step, "a horse leaps to the opposite corner of a 2x3 rectangle");
      case ChaturajiManCode.BOAT:
        return leaps(from, Leap.ALFIL, to)
            ? Option.none()
            : badGeometry(step, "a boat leaps exactly two squares diagonally");
      case ChaturajiManCode.ELEPHANT:
        return checkElephant(step, board, from, to);
      default:
        int army = ChaturajiManCode.army(code);
        return to == SOLDIER_STEP[army][from]
                || ChaturajiTables.contains(ChaturajiTables.SOLDIER_CAPTURES[army][from], to)
            ? Option.none()
            : badGeometry(
                step,
                "a "
                    + ChaturajiManCode.armyName(army)
                    + " soldier moves one square "
                    + ChaturajiArmy.of(army).forward().name()
                    + " or captures one square diagonally forward");
    }
  }

  /** Returns true when {@code leap} takes a man from {@code from} to {@code to}. */
  private static boolean leaps(int from, Leap leap, int to) {
    return (BOARD.leap(from, leap, SquareSet.word(to)) & SquareSet.bit(to)) != 0;
  }

  private static Option<Rejection> checkElephant(
      ChaturajiMove.Step step, byte[] board, int from, int to) {
    int direction = BOARD.lineDirection(from, to);
    if (direction < 0 || !Direction.isOrthogonal(direction)) {
      return badGeometry(step, "an elephant moves along a rank or a file");
    }
    for (int square : GEOMETRY.ray(from, direction)) {
      if (square == to) {
        break;
      }
      if (board[square] != 0) {
        return reject(
            ChaturajiRejection.BLOCKED,
            step
                + ": "
                + GEOMETRY.square(square).name()
                + " is occupied; an elephant passes over empty squares only");
      }
    }
    return Option.none();
  }

  private static Option<Rejection> checkSoldierTarget(
      ChaturajiMove.Step step, int army, int from, int to, int victim) {
    if (to == SOLDIER_STEP[army][from]) {
      return victim == 0
          ? Option.none()
          : badGeometry(step, "a soldier does not capture straight ahead, only diagonally forward");
    }
    if (victim == 0) {
      return step.capture()
          ? reject(
              ChaturajiRejection.NOT_A_CAPTURE,
              step + ": " + step.to().name() + " is empty, there is nothing to capture")
          : badGeometry(step, "a soldier moves diagonally only to capture");
    }
    return Option.none();
  }

  private Option<Rejection> checkPromotion(
      ChaturajiMove.Step step, long[] men, int army, int kind, int to) {
    int promotion = step.promotion().map(ChaturajiKind::ordinal).getOrElse(-1);
    if (kind != ChaturajiManCode.SOLDIER || !PROMOTION_EDGE[army][to]) {
      return promotion < 0
          ? Option.none()
          : reject(ChaturajiRejection.WRONG_PROMOTION, step + ": the move does not promote");
    }
    int laneKind = LANE_KIND[army][to];
    int[] choices = ChaturajiPromotions.choices(variant, army, to, men);
    if (ChaturajiPromotions.isBarred(choices)) {
      String lane = ChaturajiManCode.kindName(laneKind);
      return reject(
          ChaturajiRejection.PROMOTION_BARRED,
          step
              + ": "
              + step.to().name()
              + " lies on "
              + (lane.startsWith("e") ? "an " : "a ")
              + lane
              + " lane and "
              + ChaturajiManCode.armyName(army)
              + " still has its "
              + lane
              + ", so the soldier may not enter it (promotion="
              + variant.promotion().text()
              + ")");
    }
    for (int choice : choices) {
      if (choice == promotion) {
        return Option.none();
      }
    }
    StringBuilder allowed = new StringBuilder();
    for (int choice : choices) {
      allowed
          .append(allowed.length() == 0 ? "" : " or ")
          .append(choice < 0 ? "no suffix" : "=" + ChaturajiKind.of(choice).letter());
    }
    return reject(
        ChaturajiRejection.WRONG_PROMOTION,
        step
            + ": a soldier reaching "
            + step.to().name()
            + " promotes with "
            + allowed
            + " (lane type "
            + ChaturajiManCode.kindName(laneKind)
            + ")");
  }

  private Option<Rejection> checkExchange(
      ChaturajiPosition position, ChaturajiMove.Exchange exchange) {
    int first = exchange.first().ordinal();
    int second = exchange.second().ordinal();
    if (first > second) {
      return reject(
          ChaturajiRejection.MALFORMED_ORDER,
          exchange
              + ": the armies are written in seat order r g y b: X"
              + exchange.second().letter()
              + exchange.first().letter());
    }
    if (!variant.exchange()) {
      return reject(
          ChaturajiRejection.NO_EXCHANGE, exchange + ": exchanges are off (exchange=off)");
    }
    if ((first & 1) == (second & 1)) {
      return reject(
          ChaturajiRejection.NO_EXCHANGE,
          exchange
              + ": only marajas of opposite camps are exchanged; "
              + ChaturajiManCode.armyName(first)
              + " and "
              + ChaturajiManCode.armyName(second)
              + " are allies");
    }
    int marajas = position.marajas;
    for (int army : new int[] {first, second}) {
      if (!ChaturajiMoveGenerator.isReturnable(position.prisoners, marajas, army)) {
        return reject(
            ChaturajiRejection.NO_EXCHANGE,
            exchange
                + ": "
                + ChaturajiManCode.armyName(army)
                + "'s maraja is not a prisoner off the board");
      }
    }
    return Option.none();
  }

  private Option<Rejection> checkRelease(
      ChaturajiPosition position, ChaturajiMove.Release release) {
    int army = release.army().ordinal();
    if (!variant.release()) {
      return reject(ChaturajiRejection.NO_EXCHANGE, release + ": releases are off (release=off)");
    }
    if ((army & 1) != (position.slot & 1)) {
      return reject(
          ChaturajiRejection.NO_EXCHANGE,
          release
              + ": a camp may release only its own maraja, and "
              + ChaturajiManCode.armyName(army)
              + " is not in "
              + ChaturajiManCode.armyName(position.slot)
              + "'s camp");
    }
    int marajas = position.marajas;
    int enemy = army ^ 1;
    if (!ChaturajiMoveGenerator.isReturnable(position.prisoners, marajas, enemy)
        || !ChaturajiMoveGenerator.isReturnable(position.prisoners, marajas, enemy ^ 2)) {
      return reject(
          ChaturajiRejection.NO_EXCHANGE,
          release + ": a release needs both enemy marajas held as prisoners");
    }
    if (!ChaturajiMoveGenerator.isReturnable(position.prisoners, marajas, army)) {
      return reject(
          ChaturajiRejection.NO_EXCHANGE,
          release
              + ": "
              + ChaturajiManCode.armyName(army)
              + "'s maraja is not a prisoner off the board");
    }
    return Option.none();
  }

  /** Describes the men a die value selects, for example "the horse and its soldier". */
  static String selected(ChaturajiVariant variant, int die) {
    int selection = ChaturajiCommand.selection(variant, die);
    String major = ChaturajiManCode.kindName(ChaturajiCommand.major(selection));
    switch (variant.dice()) {
      case FORBES:
        return die == 5 ? "the maraja or any soldier" : "the " + major;
      case BIRUNI:
        return die == 1 ? "the maraja or any soldier" : "the " + major;
      default:
        return variant.link() == ChaturajiVariant.Link.IDENTITY
            ? "the " + major + " and its soldier"
            : "the " + major + " and the soldiers on " + major + " lanes";
    }
  }

  private static Option<Rejection> badGeometry(ChaturajiMove.Step step, String rule) {
    return reject(ChaturajiRejection.BAD_GEOMETRY, step + ": " + rule);
  }

  private static Option<Rejection> reject(ChaturajiRejection code, String message) {
    return Option.some(new Rejection(code, message));
  }
}
