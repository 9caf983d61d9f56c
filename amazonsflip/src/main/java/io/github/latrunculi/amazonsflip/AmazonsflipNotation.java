package io.github.latrunculi.amazonsflip;

import static io.github.latrunculi.amazonsflip.AmazonsflipContext.GAME_ID;
import static io.github.latrunculi.amazonsflip.AmazonsflipContext.reject;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Notation;
import io.github.latrunculi.core.Outcome;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardText;
import io.github.latrunculi.core.kit.PositionLine;
import io.github.latrunculi.core.registry.GameRecord;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * The text forms of Desdemona inside the position-line envelope every game shares.
 *
 * <p>Position line: {@code amazonsflip <variant> <board> <side> <first>}, for example {@code
 * amazonsflip regular 3a2A3/10/10/A8a/10/10/a8A/10/10/3A2a3 1 F}. The variant is the second token,
 * as in every game's position line. The board lists rank 10 first, {@code A a S s N} for player 1's
 * and player 2's amazons and stones and the neutral stone, digits for runs of empty squares (always
 * merged). {@code <side>} is {@code 1} or {@code 2}; {@code <first>} is {@code F} on player 1's
 * move-only opening turn, else {@code -}. The game has no options and no history-dependent rule, so
 * a position line holds the whole state.
 *
 * <p>Turns: {@code d1-d4} on the opening turn, {@code d1-d4/d7} on every other turn. Game scores:
 * turns separated by white space with an optional result token {@code 1-0}, {@code 0-1} or {@code
 * 1/2-1/2}; see {@link #formatTurnList} and {@link #parseTurnList}.
 */
public final class AmazonsflipNotation implements Notation<AmazonsflipPosition, AmazonsflipMove> {
  /** The fields after the variant: board, side to move, opening flag. */
  private static final int FIELDS = 3;

  /** The length of every piece token of the board field: one letter. */
  private static final int TOKEN_LENGTH = 1;

  private final AmazonsflipContext context;
  private final AmazonsflipMoveGenerator generator;
  private final AmazonsflipMoveCheck check;
  private final AmazonsflipTransition transition;

  AmazonsflipNotation(
      AmazonsflipContext context,
      AmazonsflipMoveGenerator generator,
      AmazonsflipMoveCheck check,
      AmazonsflipTransition transition) {
    this.context = context;
    this.generator = generator;
    this.check = check;
    this.transition = transition;
  }

  @Override
  public Either<Rejection, AmazonsflipPosition> parsePosition(String line) {
    Either<PositionLine.Refusal, String[]> header =
        PositionLine.fields(line, GAME_ID, variantName(), other -> false, FIELDS);
    if (header.isLeft()) {
      return refuse(line, header.getLeft().problem());
    }
    String[] fields = header.get();
    Either<String, byte[]> cells =
        BoardText.parseCodes(fields[0], AmazonsflipPosition.GEOMETRY, AmazonsflipNotation::token);
    if (cells.isLeft()) {
      return reject(AmazonsflipRejection.MALFORMED_POSITION, "board field: " + cells.getLeft());
    }
    int side;
    if (fields[1].equals("1")) {
      side = 1;
    } else if (fields[1].equals("2")) {
      side = 2;
    } else {
      return reject(
          AmazonsflipRejection.MALFORMED_POSITION,
          "the side to move is '" + fields[1] + "', not 1 or 2");
    }
    boolean opening;
    if (fields[2].equals("F")) {
      opening = true;
    } else if (fields[2].equals("-")) {
      opening = false;
    } else {
      return reject(
          AmazonsflipRejection.MALFORMED_POSITION,
          "the opening flag is '" + fields[2] + "', not F or -");
    }
    return AmazonsflipPositionCheck.check(cells.get(), side, opening);
  }

  /**
   * The rejection of a line whose header the core check refused, with this game's codes: an empty
   * line is a malformed position, another variant is {@code WRONG_VARIANT}, and a line of another
   * game or of the wrong shape (a blank line included) is the core's malformed line.
   */
  private Either<Rejection, AmazonsflipPosition> refuse(String line, PositionLine.Problem problem) {
    if (problem == PositionLine.Problem.EMPTY && (line == null || line.isEmpty())) {
      return reject(AmazonsflipRejection.MALFORMED_POSITION, "the position line is empty");
    }
    if (problem == PositionLine.Problem.VARIANT) {
      return reject(
          AmazonsflipRejection.WRONG_VARIANT,
          "the line is of variant '"
              + line.split(" ", -1)[1]
              + "', these rules read '"
              + variantName()
              + "'");
    }
    return Either.left(
        new Rejection(
            CoreRejection.MALFORMED_LINE,
            "a position line is 'amazonsflip <variant> <board> <side> <first>' with single"
                + " spaces, for example '"
                + formatPosition(context.initial())
                + "'"));
  }

  /** Reads a piece letter of the board field as {@code code << 8 | length}, or -1. */
  private static int token(String rank, int at) {
    int code = AmazonsflipPiece.codeOf(rank.charAt(at));
    return code == 0 ? -1 : code << Byte.SIZE | TOKEN_LENGTH;
  }

  @Override
  public String formatPosition(AmazonsflipPosition position) {
    return GAME_ID + " " + variantName() + " " + fields(position);
  }

  private String variantName() {
    return context.variant().variantField();
  }

  /** The dossier's fields without the envelope: board, side, opening flag. */
  static String fields(AmazonsflipPosition position) {
    byte[] cells = position.cells();
    String board =
        BoardText.format(
            AmazonsflipPosition.GEOMETRY,
            i -> cells[i] == 0 ? null : String.valueOf(AmazonsflipPiece.ofCode(cells[i]).token()));
    return board + " " + position.side() + " " + (position.isOpeningTurn() ? "F" : "-");
  }

  /**
   * Parses {@code <from>-<to>} or {@code <from>-<to>/<target>}. Which of the two a position needs
   * is checked when the turn is played, so that the rejection can say so.
   */
  @Override
  public Either<Rejection, AmazonsflipMove> parseMove(AmazonsflipPosition position, String text) {
    if (text == null) {
      return reject(AmazonsflipRejection.MALFORMED_MOVE, "no move text was given");
    }
    int dash = text.indexOf('-');
    int slash = text.indexOf('/');
    int toEnd = slash < 0 ? text.length() : slash;
    boolean shaped = dash > 0 && toEnd > dash;
    Option<Square> from = shaped ? square(text.substring(0, dash)) : Option.none();
    Option<Square> to = shaped ? square(text.substring(dash + 1, toEnd)) : Option.none();
    Option<Square> target =
        shaped && slash >= 0 ? square(text.substring(slash + 1)) : Option.none();
    if (from.isEmpty() || to.isEmpty() || (slash >= 0 && target.isEmpty())) {
      return reject(
          AmazonsflipRejection.MALFORMED_MOVE,
          "'"
              + text
              + "' is not a turn: write <from>-<to> on the opening turn and <from>-<to>/<target>"
              + " after it, with squares a1 to j10, for example d1-d4/d7");
    }
    return Either.right(
        target.isEmpty()
            ? AmazonsflipMove.opening(from.get(), to.get())
            : AmazonsflipMove.moveAndFire(from.get(), to.get(), target.get()));
  }

  private static Option<Square> square(String name) {
    return AmazonsflipPosition.GEOMETRY.parseSquare(name);
  }

  @Override
  public String formatMove(AmazonsflipPosition position, AmazonsflipMove move) {
    return move.toString();
  }

  /**
   * Formats a game as a game score: the turns from {@code start}, separated by single spaces, then
   * the result token when the final position is finished ({@code 1-0}, {@code 0-1}, {@code
   * 1/2-1/2}). The turns are trusted to be legal.
   *
   * @param start the position the game starts from
   * @param turns the turns played, in order, each legal where it is played
   * @return the game score on one line
   */
  public String formatTurnList(AmazonsflipPosition start, Seq<AmazonsflipMove> turns) {
    StringBuilder sb = new StringBuilder();
    AmazonsflipPosition position = start;
    for (AmazonsflipMove turn : turns) {
      sb.append(sb.length() == 0 ? "" : " ").append(formatMove(position, turn));
      position = transition.apply(position, turn);
    }
    resultToken(generator.outcome(position))
        .forEach(token -> sb.append(sb.length() == 0 ? "" : " ").append(token));
    return sb.toString();
  }

  /**
   * Reads a game score played from {@code start}: validates every turn, checks the result token if
   * there is one against the outcome of the final position, and returns the stored form of a game,
   * a {@link GameRecord} (start line plus one turn per line).
   *
   * @param start the position the game starts from
   * @param text the turns separated by white space, optionally ending with a result token
   * @return the game record, or the rejection of the first refused turn (named by its 1-based
   *     number) or of a result token the turns do not reach
   */
  public Either<Rejection, GameRecord> parseTurnList(AmazonsflipPosition start, String text) {
    if (text == null) {
      return Either.left(new Rejection(CoreRejection.MALFORMED_RECORD, "no record text was given"));
    }
    String stripped = text.strip();
    Vector<String> tokens = stripped.isEmpty() ? Vector.empty() : Vector.of(stripped.split("\\s+"));
    Option<String> result = Option.none();
    if (!tokens.isEmpty() && isResultToken(tokens.last())) {
      result = Option.some(tokens.last());
      tokens = tokens.init();
    }
    AmazonsflipPosition position = start;
    int number = 0;
    for (String token : tokens) {
      number++;
      Either<Rejection, AmazonsflipPosition> next = play(position, token);
      if (next.isLeft()) {
        Rejection why = next.getLeft();
        return Either.left(
            new Rejection(why.code(), "turn " + number + " (" + token + "): " + why.message()));
      }
      position = next.get();
    }
    Option<String> actual = resultToken(generator.outcome(position));
    if (result.isDefined() && !result.equals(actual)) {
      return reject(
          AmazonsflipRejection.RESULT_MISMATCH,
          "the record ends with "
              + result.get()
              + ", but after its "
              + number
              + " turns the game "
              + actual.map(a -> "ended " + a).getOrElse("is not over"));
    }
    return Either.right(new GameRecord(formatPosition(start), tokens));
  }

  /** Parses, checks and plays one turn of a game score. */
  private Either<Rejection, AmazonsflipPosition> play(AmazonsflipPosition position, String text) {
    return parseMove(position, text)
        .flatMap(move -> check.check(position, move))
        .map(move -> transition.apply(position, move));
  }

  private static boolean isResultToken(String token) {
    return token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2");
  }

  /** The §6.4 result token of a finished outcome, or {@code None} while the game goes on. */
  static Option<String> resultToken(Outcome outcome) {
    if (outcome instanceof Outcome.Draw) {
      return Option.some("1/2-1/2");
    }
    if (outcome instanceof Outcome.Win win) {
      return Option.some(win.winners().head().index() == 0 ? "1-0" : "0-1");
    }
    return Option.none();
  }
}
