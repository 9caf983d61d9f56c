package io.github.latrunculi.malha;

import io.github.latrunculi.core.Move;
import io.github.latrunculi.core.Rules;

/**
 * The supertype of {@link MalhaRules} that declares {@link #apply} with the move as a type
 * variable, so that the bridge method javac writes for {@code Rules.apply(Object, Move)} casts the
 * position (a final class) and not the move.
 *
 * <p>Why: generic callers (search code, perft, the benchmarks) cast every move to {@link Move}; a
 * bridge cast to {@link MalhaMove} on the same move object would alternate with it. Both are
 * interfaces, and on Java 17 HotSpot remembers one interface per class for such casts
 * (JDK-8180450), so every cast would miss and scan the class's interfaces, which costs more than
 * the whole step. {@link MalhaTransition} tells the moves apart by their final record classes,
 * which are exact-class checks.
 *
 * <p>Measured: without this class, Kharbga's random games ({@code randomMove} then {@code apply}
 * through the generic contract) ran at 0.70 of the speed with it, in alternating JMH runs (see the
 * performance docs). The other games lose less to the same cast, because a ply costs them more.
 *
 * @param <M> the move type, {@link MalhaMove}
 */
abstract class MalhaRulesBase<M extends Move> implements Rules<MalhaPosition, M> {

  /** Returns the transition of these rules. */
  abstract MalhaTransition transition();

  @Override
  public final MalhaPosition apply(MalhaPosition position, M move) {
    return transition().apply(position, move);
  }
}
