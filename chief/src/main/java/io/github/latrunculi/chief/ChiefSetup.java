package io.github.latrunculi.chief;

import static io.github.latrunculi.chief.ChiefCells.AMAZON;
import static io.github.latrunculi.chief.ChiefCells.CHIEF;
import static io.github.latrunculi.chief.ChiefCells.KINDS;
import static io.github.latrunculi.chief.ChiefCells.RIDER;
import static io.github.latrunculi.chief.ChiefCells.SAVAGE;
import static io.github.latrunculi.chief.ChiefCells.WARRIOR;

import io.github.latrunculi.core.Geometry;
import java.util.SplittableRandom;

/** The initial positions of §4 and §13, and the army of each variant (§12.2 check 2). */
final class ChiefSetup {
  /** The hands of {@code assassination}, {@code [seat * 5 + kind]}: White KASSS, Black asss. */
  private static final byte[] ASSASSINATION_HANDS = {1, 0, 0, 1, 3, 0, 0, 0, 1, 3};

  /** The boards on which Black's back rank is White's rotated whatever {@code rows9} says. */
  private static final int ROTATED_HEIGHT = 7;

  /** A multiplayer seat's back row, from its left: A R K A R (§13.4). */
  private static final int[] MULTIPLAYER_ROW = {AMAZON, RIDER, CHIEF, AMAZON, RIDER};

  /** The ranks of an army: the back row and the Savages in front. */
  private static final int ARMY_DEPTH = 2;

  private final ChiefVariant variant;
  private final Geometry geometry;

  private ChiefSetup(ChiefVariant variant, Geometry geometry) {
    this.variant = variant;
    this.geometry = geometry;
  }

  /** Returns the initial position of the variant and size; only armageddon uses the seed. */
  static ChiefPosition initial(ChiefContext context, long seed) {
    return new ChiefSetup(context.variant(), context.geometry()).build(context, seed);
  }

  private ChiefPosition build(ChiefContext context, long seed) {
    byte[] cells = new byte[geometry.size()];
    byte[] hands = null;
    switch (variant.mode()) {
      case STANDARD -> placeStandardArmies(cells);
      case WILD -> hands = fullHands();
      case ASSASSINATION -> hands = ASSASSINATION_HANDS.clone();
      case ARMAGEDDON -> scatter(cells, seed);
      case MULTI3, MULTI4 -> placeMultiplayerArmies(cells);
    }
    return ChiefPosition.of(context, cells, 0, 0, 0, -1, 0, hands);
  }

  /** The kind on file {@code file} of White's back rank: A R W… K W… A R (§4.2). */
  private int backRank(int file) {
    int width = geometry.width();
    int middle = (width - 1) / 2;
    if (file == 0 || file == width - 2) {
      return AMAZON;
    }
    if (file == 1 || file == width - 1) {
      return RIDER;
    }
    return file == middle ? CHIEF : WARRIOR;
  }

  private void placeStandardArmies(byte[] cells) {
    int width = geometry.width();
    int top = geometry.height() - 1;
    boolean rotate = geometry.height() == ROTATED_HEIGHT || variant.rows9Rotate();
    for (int file = 0; file < width; file++) {
      cells[geometry.index(file, 0)] = (byte) ChiefCells.code(0, backRank(file));
      cells[geometry.index(file, 1)] = (byte) ChiefCells.code(0, SAVAGE);
      cells[geometry.index(file, top - 1)] = (byte) ChiefCells.code(1, SAVAGE);
      int blackKind = rotate ? backRank(width - 1 - file) : backRank(file);
      cells[geometry.index(file, top)] = (byte) ChiefCells.code(1, blackKind);
    }
  }

  private byte[] fullHands() {
    byte[] hands = new byte[2 * KINDS];
    for (int seat = 0; seat < 2; seat++) {
      int[] army = army(variant, geometry, seat);
      for (int kind = 0; kind < KINDS; kind++) {
        hands[seat * KINDS + kind] = (byte) army[kind];
      }
    }
    return hands;
  }

  /** Armageddon: both armies but the Chiefs on distinct random squares, drawn from the seed. */
  private void scatter(byte[] cells, long seed) {
    int[] squares;
    if (variant.scatterHome()) {
      byte[] home = new byte[geometry.size()];
      placeStandardArmies(home);
      int n = 0;
      for (byte cell : home) {
        n += cell != 0 ? 1 : 0;
      }
      squares = new int[n];
      int i = 0;
      for (int s = 0; s < home.length; s++) {
        if (home[s] != 0) {
          squares[i++] = s;
        }
      }
    } else {
      squares = new int[geometry.size()];
      for (int s = 0; s < squares.length; s++) {
        squares[s] = s;
      }
    }
    SplittableRandom random = new SplittableRandom(seed);
    for (int i = squares.length - 1; i > 0; i--) {
      int j = random.nextInt(i + 1);
      int t = squares[i];
      squares[i] = squares[j];
      squares[j] = t;
    }
    int next = 0;
    for (int seat = 0; seat < 2; seat++) {
      int[] army = army(variant, geometry, seat);
      for (int kind = 0; kind < KINDS; kind++) {
        for (int k = 0; k < army[kind]; k++) {
          cells[squares[next++]] = (byte) ChiefCells.code(seat, kind);
        }
      }
    }
  }

  /** Multiplayer: the 5-wide army A R K A R with Savages in front, centred on each seat's edge. */
  private void placeMultiplayerArmies(byte[] cells) {
    int n = geometry.width();
    int[] row = MULTIPLAYER_ROW;
    int offset = (n - row.length) / 2;
    for (int seat = 0; seat < variant.mode().seats(); seat++) {
      for (int x = 0; x < row.length; x++) {
        for (int depth = 0; depth < ARMY_DEPTH; depth++) {
          int kind = depth == 0 ? row[x] : SAVAGE;
          int file;
          int rank;
          switch (seat) {
            case 0 -> {
              file = offset + x;
              rank = depth;
            }
            case 1 -> {
              file = depth;
              rank = n - 1 - offset - x;
            }
            case 2 -> {
              file = n - 1 - offset - x;
              rank = n - 1 - depth;
            }
            default -> {
              file = n - 1 - depth;
              rank = offset + x;
            }
          }
          cells[geometry.index(file, rank)] = (byte) ChiefCells.code(seat, kind);
        }
      }
    }
  }

  /**
   * Returns the most pieces of each kind (K W R A S) that a seat may own, on the board and in hand
   * together (§12.2 check 2).
   */
  static int[] army(ChiefVariant variant, Geometry geometry, int seat) {
    int width = geometry.width();
    return switch (variant.mode()) {
      case STANDARD, WILD -> new int[] {1, width - 5, 2, 2, width};
      case ARMAGEDDON -> new int[] {0, width - 5, 2, 2, width};
      case ASSASSINATION ->
          seat == 0 ? new int[] {1, 0, 0, 1, variant.savageCap()} : new int[] {0, 0, 0, 1, 3};
      case MULTI3, MULTI4 -> new int[] {1, 0, 2, 2, 5};
    };
  }
}
