package io.github.latrunculi.malha;

import io.github.latrunculi.core.TurnSteps;
import io.vavr.control.Option;

/**
 * Kharbga's turns as steps for search: a placement pair is two steps, every other move one.
 *
 * <p>In the setting the first step is a square index (rank × 7 + file), the square of the pair
 * whose name comes first in string order (the first square of {@link MalhaMove.Place}), and the
 * second step the index of its partner, whose name comes after it; so each unordered pair has one
 * prefix. A square is offered first only when some partner after it completes a legal pair, so no
 * first step is a dead end (under the opening rule a square away from the malha is followed by
 * malha-adjacent partners alone). Pairs are the only placements: the setting always leaves an even
 * number of free squares besides d4 (dossier §3; the position check refuses any other count), so no
 * single soldier is ever placed.
 *
 * <p>Outside the setting one step is one legal move, coded as its place in the generator's table of
 * step records, {@code (from * 4 + k) * 2 + flag} for a step from square {@code from} in direction
 * k (north, east, south, west), flag 1 for the exchange flag, and {@code 392} for {@code end}.
 * Complete prefixes are checked like played moves, so a code that is not legal here identifies
 * nothing. One instance per variant, immutable and thread-safe.
 */
final class MalhaTurnSteps implements TurnSteps<MalhaPosition, MalhaMove> {
  private static final int[] NONE = new int[0];

  private final MalhaMoveGenerator generator;
  private final MalhaMoveCheck check;

  MalhaTurnSteps(MalhaMoveGenerator generator, MalhaMoveCheck check) {
    this.generator = generator;
    this.check = check;
  }

  @Override
  public int[] next(MalhaPosition position, int[] prefix) {
    if (position.phase == MalhaPosition.PLACEMENT) {
      return switch (prefix.length) {
        case 0 -> generator.pairFirsts(position);
        case 1 -> generator.pairSeconds(position, prefix[0]);
        default -> NONE;
      };
    }
    if (prefix.length > 0) {
      return NONE;
    }
    Object[] moves = generator.list(position);
    int[] codes = new int[moves.length];
    for (int i = 0; i < moves.length; i++) {
      codes[i] = MalhaMoveGenerator.code((MalhaMove) moves[i]);
    }
    return codes;
  }

  @Override
  public Option<MalhaMove> move(MalhaPosition position, int[] prefix) {
    MalhaMove move = null;
    if (position.phase == MalhaPosition.PLACEMENT) {
      if (prefix.length == 2 && inBoard(prefix[0]) && inBoard(prefix[1])) {
        move = MalhaMoveGenerator.pair(prefix[0], prefix[1]);
        if (move != null
            && !MalhaContext.square(prefix[0]).equals(((MalhaMove.Place) move).first())) {
          move = null;
        }
      }
    } else if (prefix.length == 1) {
      move = MalhaMoveGenerator.ofCode(prefix[0]);
    }
    return move != null && check.check(position, move).isRight()
        ? Option.some(move)
        : Option.none();
  }

  private static boolean inBoard(int square) {
    return square >= 0 && square < MalhaContext.SIZE;
  }
}
