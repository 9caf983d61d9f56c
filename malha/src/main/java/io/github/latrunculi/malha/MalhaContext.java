package io.github.latrunculi.malha;

import io.github.latrunculi.core.Direction;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.Square;
import io.github.latrunculi.core.kit.BoardTables;
import io.vavr.collection.List;
import io.vavr.collection.Seq;

/**
 * What the internals of one set of rules need, built once by {@link MalhaRules}: the board (its
 * geometry and tables, the same for every variant, as constants) and the variant with the answers
 * its options give. The generator, the checks, the transition, the notation and the diagram take
 * this context, never the public rules object, and copy into their own fields what their loops
 * read. Immutable and thread-safe.
 */
final class MalhaContext {
  /** The squares of a rank (and of a file), and the index distance of two squares a rank apart. */
  static final int WIDTH = 7;

  /** The 7x7 board; square index = rank × 7 + file. */
  static final Geometry GEOMETRY = Geometry.of(WIDTH, WIDTH);

  /** The kit's tables of the board: the rays of the unreachability test (option RAY). */
  static final BoardTables TABLES = BoardTables.of(GEOMETRY);

  /** The number of squares. */
  static final int SIZE = WIDTH * WIDTH;

  /** d4, the malha. */
  static final int MALHA = 24;

  /** The soldiers of each side, all on the board when the setting ends. */
  static final int SOLDIERS_PER_SIDE = 24;

  /** The directions of steps and captures, in the order of every table: N, E, S, W. */
  static final Direction[] ORTHOGONAL = {Direction.N, Direction.E, Direction.S, Direction.W};

  /** The seats: the Attacker's first, then the Defender's. */
  static final Seq<Player> PLAYERS =
      List.of(MalhaSide.ATTACKER.player(), MalhaSide.DEFENDER.player());

  /** The fields after the variant (§8.1): board, side, phase, cont, exchange, safe, result. */
  private static final int FIELDS = 7;

  private static final Square[] SQUARES = GEOMETRY.squares().toJavaArray(Square[]::new);

  private final MalhaVariant variant;
  private final String variantName;

  MalhaContext(MalhaVariant variant) {
    this.variant = variant;
    this.variantName = variant.field();
  }

  /** {@return the variant these rules were made with} */
  MalhaVariant variant() {
    return variant;
  }

  /** {@return the variant field of position lines, for example {@code standard}} */
  String variantName() {
    return variantName;
  }

  /** {@return whether a soldier on d4 is never captured (option {@code malhaImmunity})} */
  boolean malhaImmunity() {
    return variant.malhaImmunity();
  }

  /** {@return whether any Defender soldier may flag (no {@code exchangeRequiresUnreachable})} */
  boolean defenderFlagsFreely() {
    return variant.exchangeRequiresUnreachable() == MalhaVariant.ExchangeRequirement.NONE;
  }

  /** {@return whether {@code end} closes a capture chain (option {@code continuation})} */
  boolean optionalContinuation() {
    return variant.continuation() == MalhaVariant.Continuation.OPTIONAL;
  }

  /** {@return whether soldiers flanked when the setting ends go on the safe list} */
  boolean settingImmunity() {
    return variant.settingImmunity() == MalhaVariant.SettingImmunity.UNTIL_MOVED;
  }

  /** {@return whether quiet plies are counted and written (option {@code noCaptureLimit})} */
  boolean countsQuietPlies() {
    return variant.hasCaptureLimit();
  }

  /** {@return the fields of a position line after the variant, the quiet plies included} */
  int fieldCount() {
    return variant.hasCaptureLimit() ? FIELDS + 1 : FIELDS;
  }

  /** {@return the square of an index of the 7x7 board} */
  static Square square(int index) {
    return SQUARES[index];
  }

  /** {@return the name of the square of an index, for example {@code d4}} */
  static String name(int index) {
    return SQUARES[index].name();
  }

  /** Returns the index of a square of the 7×7 board, or -1 for any other square. */
  static int index(Square square) {
    return GEOMETRY.contains(square) ? GEOMETRY.index(square) : -1;
  }
}
