package io.github.latrunculi.chaturaji;

import io.github.latrunculi.core.Player;
import io.github.latrunculi.core.ToMove;
import io.vavr.Tuple;
import io.vavr.collection.Array;
import io.vavr.collection.Seq;
import java.util.Objects;

/**
 * What the package's roles know of one variant, built once by {@link ChaturajiRules} and shared by
 * its generator, checks, transition, notation, diagram, inputs and heuristic: the variant with its
 * option values and canonical variant field, and the tables of the variant's die (its faces, their
 * probabilities, the throws as codes and records, the chance event). The square tables of the board
 * are the same for every variant and live in {@link ChaturajiTables}.
 */
final class ChaturajiContext {
  /** The four seats r, g, y, b in turn order. */
  static final Seq<Player> PLAYERS = Array.of(ChaturajiArmy.values()).map(ChaturajiArmy::player);

  /** The seats as {@link ToMove.Seat} values, one per army, shared. */
  private static final Seq<ToMove<ChaturajiMove>> SEATS =
      PLAYERS.map(player -> new ToMove.Seat<>(player));

  private final ChaturajiVariant variant;

  /** The canonical variant field, computed once. */
  private final String field;

  /** The values the die can show, in increasing order. */
  private final int[] faces;

  /** The codes of the throws, in the order of {@link #faces}. */
  private final int[] throwCodes;

  /**
   * The cumulative probabilities of the throws, in the order of {@link #faces}, so that a random
   * throw is drawn exactly as {@link ToMove.Chance#sample} would draw it, without walking boxed
   * tuples.
   */
  private final double[] throwCumulative;

  private final Seq<ChaturajiMove> throwMoves;

  /** The throws of a chance point and their probabilities: the same at every chance point. */
  private final ToMove.Chance<ChaturajiMove> chance;

  ChaturajiContext(ChaturajiVariant variant) {
    this.variant = Objects.requireNonNull(variant, "variant");
    this.field = variant.field();
    this.faces = ChaturajiCommand.faces(variant.dice());
    this.throwCodes = new int[faces.length];
    this.throwCumulative = new double[faces.length];
    double cumulative = 0;
    for (int i = 0; i < faces.length; i++) {
      throwCodes[i] = ChaturajiMoveCode.throwOf(faces[i]);
      cumulative += ChaturajiCommand.probability(variant.dice(), faces[i]);
      throwCumulative[i] = cumulative;
    }
    this.throwMoves = Array.ofAll(throwCodes).map(ChaturajiMoveCode::toMove);
    this.chance =
        new ToMove.Chance<>(
            throwMoves.map(
                m ->
                    Tuple.of(
                        m,
                        ChaturajiCommand.probability(
                            variant.dice(), ((ChaturajiMove.Throw) m).value()))));
  }

  /** {@return the variant with its options} */
  ChaturajiVariant variant() {
    return variant;
  }

  /** {@return the canonical variant field of the variant} */
  String field() {
    return field;
  }

  /** {@return the values the die can show, in increasing order (shared: do not modify)} */
  int[] faces() {
    return faces;
  }

  /** {@return the codes of the throws, in the order of the faces (shared: do not modify)} */
  int[] throwCodes() {
    return throwCodes;
  }

  /** {@return the throws of a chance point, in the order of the faces} */
  Seq<ChaturajiMove> throwMoves() {
    return throwMoves;
  }

  /** {@return the chance event of a throw: each throw with its probability} */
  ToMove.Chance<ChaturajiMove> chance() {
    return chance;
  }

  /** {@return the seat of an army as the party to move} */
  ToMove<ChaturajiMove> seat(int army) {
    return SEATS.get(army);
  }

  /**
   * Returns the code of the throw a uniform draw {@code u} in [0, 1) selects, as {@link
   * ToMove.Chance#sample}.
   */
  int throwCode(double u) {
    int last = throwCodes.length - 1;
    for (int i = 0; i < last; i++) {
      if (u < throwCumulative[i]) {
        return throwCodes[i];
      }
    }
    return throwCodes[last];
  }
}
