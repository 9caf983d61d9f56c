package io.github.latrunculi.malha;

import static io.github.latrunculi.malha.MalhaContext.SOLDIERS_PER_SIDE;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.malha.MalhaExchange.Stage;
import io.vavr.control.Either;

/**
 * The validity checks of dossier §8.1 for a parsed position, beyond syntax: a line that passes them
 * describes a position the rules can play on (the side to move has a legal move unless the game is
 * over). Each check names the field and the rule in a message for people.
 */
final class MalhaPositionCheck {
  private final MalhaVariant variant;
  private final MalhaMoveGenerator generator;

  MalhaPositionCheck(MalhaContext context, MalhaMoveGenerator generator) {
    this.variant = context.variant();
    this.generator = generator;
  }

  /**
   * Returns the position of a draft whose fields all parsed, or {@code IMPOSSIBLE_POSITION} with
   * what makes it impossible.
   */
  Either<Rejection, MalhaPosition> check(MalhaDraft draft) {
    String impossible = problem(draft);
    return impossible == null
        ? Either.right(draft.build())
        : Either.left(new Rejection(MalhaRejection.IMPOSSIBLE_POSITION, impossible));
  }

  /** Returns what makes the position impossible, or null when it is valid. */
  private String problem(MalhaDraft d) {
    if (d.attackers > SOLDIERS_PER_SIDE || d.defenders > SOLDIERS_PER_SIDE) {
      return "a side has at most 24 soldiers, but the board shows "
          + d.attackers
          + " Attacker and "
          + d.defenders
          + " Defender soldiers";
    }
    if ((d.result == MalhaResult.ONGOING) == (d.phase == MalhaPhase.ENDED)) {
      return "the result is * exactly while the phase is not E";
    }
    if ((d.side < 0) != (d.phase == MalhaPhase.ENDED)) {
      return "the side field is - exactly when the game is over (phase E)";
    }
    if (d.safe != 0 && variant.settingImmunity() == MalhaVariant.SettingImmunity.NONE) {
      return "the safe field must be - unless option settingImmunity=UNTIL_MOVED is set";
    }
    if (variant.hasCaptureLimit() && d.quietPlies > variant.noCaptureLimit()) {
      return "the quiet-ply count "
          + d.quietPlies
          + " exceeds noCaptureLimit "
          + variant.noCaptureLimit();
    }
    switch (d.phase) {
      case PLACEMENT:
        return checkPlacement(d);
      case ENDED:
        return checkEnded(d);
      default:
        return checkMoving(d);
    }
  }

  private static String checkPlacement(MalhaDraft d) {
    if (d.cell(MalhaContext.MALHA) != 0) {
      return "d4 (the malha) stays empty during the setting";
    }
    if (d.cont >= 0 || d.stage != Stage.NONE || d.safe != 0 || d.quietPlies != 0) {
      return "during the setting the continuation, exchange and safe fields are -"
          + " (and no ply is counted)";
    }
    if (d.side == 0 ? d.attackers != d.defenders : d.attackers != d.defenders + 2) {
      return "the setting goes in pairs, Attacker first: the Attacker places when both sides have"
          + " as many soldiers, the Defender when the Attacker has two more, but the board shows "
          + d.attackers
          + " Attacker and "
          + d.defenders
          + " Defender soldiers";
    }
    if (d.attackers == SOLDIERS_PER_SIDE && d.defenders == SOLDIERS_PER_SIDE) {
      return "all 48 soldiers are placed, so the setting is over (phase O)";
    }
    return null;
  }

  private String checkEnded(MalhaDraft d) {
    if (d.cont >= 0 || d.stage != Stage.NONE || d.safe != 0) {
      return "a finished game has no continuation, exchange or safe list";
    }
    boolean bothGone = d.attackers == 0 && d.defenders == 0;
    boolean drawOnBoth = variant.bothEliminated() == MalhaVariant.BothEliminated.DRAW;
    boolean majority = variant.limitResult() == MalhaVariant.LimitResult.MAJORITY;
    boolean consistent =
        switch (d.result) {
          case ATTACKER_ELIMINATION -> d.defenders == 0 && (d.attackers > 0 || !drawOnBoth);
          case DEFENDER_ELIMINATION -> d.attackers == 0 && d.defenders > 0;
          case DRAW_ELIMINATION -> bothGone && drawOnBoth;
          case ATTACKER_LIMIT -> variant.hasCaptureLimit() && majority && d.attackers > d.defenders;
          case DEFENDER_LIMIT -> variant.hasCaptureLimit() && majority && d.defenders > d.attackers;
          case DRAW_LIMIT -> variant.hasCaptureLimit() && (!majority || d.attackers == d.defenders);
          default -> true;
        };
    return consistent
        ? null
        : "the result "
            + d.result.token()
            + " does not fit the board ("
            + d.attackers
            + " Attacker, "
            + d.defenders
            + " Defender soldiers) and the options";
  }

  private String checkMoving(MalhaDraft d) {
    if (d.attackers == 0 || d.defenders == 0) {
      return "a side without soldiers has lost: the phase must be E";
    }
    if (d.phase == MalhaPhase.OPENING && (d.side != 0 || d.stage != Stage.NONE)) {
      return "phase O is the Attacker's first turn: side a and no exchange";
    }
    if (variant.hasCaptureLimit() && d.quietPlies >= variant.noCaptureLimit()) {
      return "the quiet-ply count has reached noCaptureLimit, so the game is over";
    }
    for (long rest = d.safe; rest != 0; rest &= rest - 1) {
      int sq = Long.numberOfTrailingZeros(rest);
      if (d.cell(sq) == 0) {
        return "the safe list names " + MalhaContext.square(sq) + ", which is empty";
      }
    }
    String exchange = checkExchange(d);
    if (exchange != null) {
      return exchange;
    }
    if (d.cont >= 0) {
      if (d.cell(d.cont) != d.side + 1
          || !generator.hasCapturingStep(d.friends(d.side), d.enemies(d.side), d.cont, d.safe)) {
        return "the continuation square "
            + MalhaContext.square(d.cont)
            + " must hold a soldier of the side to move that can capture again";
      }
    } else if (!MalhaMoveGenerator.hasStep(d.friends(d.side), d.occupied())) {
      return "the side to move has no legal step; it would have passed automatically";
    }
    return null;
  }

  private static String checkExchange(MalhaDraft d) {
    if (d.stage == Stage.NONE) {
      return null;
    }
    if (d.cell(d.u) != 2) {
      return "the exchange field names "
          + MalhaContext.square(d.u)
          + " as the Defender's soldier, but no Defender soldier stands there";
    }
    if ((d.a1 >= 0 && d.cell(d.a1) != 1) || (d.a2 >= 0 && d.cell(d.a2) != 1)) {
      return "the exchange field names an offered Attacker soldier on a square without one";
    }
    if (d.a2 >= 0 && d.a1 == d.a2) {
      return "the two offered Attacker soldiers must be different";
    }
    return null;
  }
}
