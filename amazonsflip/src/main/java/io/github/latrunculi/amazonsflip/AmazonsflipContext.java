package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardTables;
import io.vavr.collection.Seq;
import io.vavr.collection.Vector;
import io.vavr.control.Either;

/**
 * What the internals of one variant need, built once by {@link AmazonsflipRules}: the variant, the
 * board's tables and the variant's starting position; and, the same for every variant, the game id,
 * the players and the translation between squares and board indices. The internals take this (or
 * plain values) instead of the public rules object.
 */
final class AmazonsflipContext {
  /** The game id, the first token of every position line. */
  static final String GAME_ID = "amazonsflip";

  private static final Seq<Player> PLAYERS = Vector.of(new Player(0, "1"), new Player(1, "2"));
  private static final Square[] SQUARES =
      AmazonsflipPosition.GEOMETRY.squares().toJavaArray(Square[]::new);

  /** Player 1's amazons at the start of every variant (§2). */
  private static final String[] AMAZONS_1 = {"a7", "d1", "g10", "j4"};

  /** Player 2's amazons at the start of every variant (§2). */
  private static final String[] AMAZONS_2 = {"a4", "d10", "g1", "j7"};

  /** The centre stones of the later variants (§5): player 1's, then player 2's. */
  private static final String[] CENTRE_STONES_1 = {"e5", "f6"};

  private static final String[] CENTRE_STONES_2 = {"e6", "f5"};

  private final AmazonsflipVariant variant;
  private final BoardTables tables;
  private final AmazonsflipPosition initial;

  AmazonsflipContext(AmazonsflipVariant variant) {
    this.variant = variant;
    this.tables = AmazonsflipBits.TABLES;
    this.initial = initialPosition(variant);
  }

  /** The named rule set. */
  AmazonsflipVariant variant() {
    return variant;
  }

  /** The queen lines, line directions and king distances of the 10x10 board. */
  BoardTables tables() {
    return tables;
  }

  /** The variant's starting position. */
  AmazonsflipPosition initial() {
    return initial;
  }

  /** The two players, player 1 first. */
  static Seq<Player> players() {
    return PLAYERS;
  }

  /** The player of a seat number as position lines write it, 1 or 2. */
  static Player player(int side) {
    return PLAYERS.get(side - 1);
  }

  /** The board index of a square of the board; nothing is checked (the callers have). */
  static int index(Square square) {
    return AmazonsflipPosition.GEOMETRY.index(square.file(), square.rank());
  }

  /** The square of a board index (shared objects, no allocation). */
  static Square square(int index) {
    return SQUARES[index];
  }

  /** A refusal with this game's code. */
  static <T> Either<Rejection, T> reject(AmazonsflipRejection code, String message) {
    return Either.left(new Rejection(code, message));
  }

  private static AmazonsflipPosition initialPosition(AmazonsflipVariant variant) {
    byte[] cells = new byte[AmazonsflipPosition.SIZE];
    place(cells, AMAZONS_1, AmazonsflipPiece.AMAZON_1);
    place(cells, AMAZONS_2, AmazonsflipPiece.AMAZON_2);
    if (variant.hasCentreStones()) {
      place(cells, CENTRE_STONES_1, AmazonsflipPiece.STONE_1);
      place(cells, CENTRE_STONES_2, AmazonsflipPiece.STONE_2);
    }
    return AmazonsflipPosition.of(cells, 1, true);
  }

  private static void place(byte[] cells, String[] squares, AmazonsflipPiece piece) {
    for (String name : squares) {
      cells[index(Square.parse(name).get())] = piece.code();
    }
  }
}
