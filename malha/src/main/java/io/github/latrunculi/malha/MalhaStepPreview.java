package io.github.latrunculi.malha;

import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import io.vavr.collection.Seq;

/**
 * What a legal step does, for a user interface to show before the step is played: the enemy
 * soldiers it captures, the soldiers removed by the exchange it completes, whether the same soldier
 * must then go on capturing, and the resulting position.
 *
 * @param captured the captured soldiers' squares, in name order (at most three)
 * @param exchanged the squares emptied by a completed exchange (the Defender's soldier after its
 *     step and the two offered Attacker soldiers), in name order; empty otherwise
 * @param chainContinues whether the turn goes on with the same soldier
 * @param next the position after the step
 */
public record MalhaStepPreview(
    Seq<Square> captured, Seq<Square> exchanged, boolean chainContinues, MalhaPosition next) {

  static MalhaStepPreview of(
      MalhaPosition before, MalhaMove.Step step, MalhaPosition next, MalhaMoveGenerator generator) {
    int from = MalhaMoveGenerator.index(step.from());
    int to = MalhaMoveGenerator.index(step.to());
    int directions =
        generator.captureDirections(
            before.friends(before.side), before.enemies(before.side), to, before.safe);
    List<Square> captured = List.empty();
    long capturedBits = 0;
    for (int k = 0; k < 4; k++) {
      if ((directions >>> k & 1) != 0) {
        int victim = MalhaMoveGenerator.neighbour(to, k);
        capturedBits |= 1L << victim;
        captured = captured.append(MalhaMoveGenerator.square(victim));
      }
    }
    List<Square> exchanged = List.empty();
    for (int sq = 0; sq < MalhaMoveGenerator.SIZE; sq++) {
      boolean emptied = before.cell(sq) != 0 && next.cell(sq) == 0 && sq != from;
      boolean arrivedAndRemoved = sq == to && next.cell(sq) == 0;
      if ((emptied && (capturedBits >>> sq & 1) == 0) || arrivedAndRemoved) {
        exchanged = exchanged.append(MalhaMoveGenerator.square(sq));
      }
    }
    return new MalhaStepPreview(
        captured.sorted(MalhaPosition.BY_NAME),
        exchanged.sorted(MalhaPosition.BY_NAME),
        next.cont >= 0,
        next);
  }
}
