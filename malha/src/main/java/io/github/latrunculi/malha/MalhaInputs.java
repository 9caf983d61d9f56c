package io.github.latrunculi.malha;

import io.github.latrunculi.core.Input;
import io.github.latrunculi.core.MoveInputs;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.Square;
import io.vavr.collection.List;
import io.vavr.collection.Seq;
import io.vavr.control.Option;

/**
 * How a person enters Kharbga's moves, what each is called and does, and why a click does nothing.
 * A placement pair is two clicks in either order; a step is the soldier's square then its
 * destination, and a flagged step adds the choice {@code flag}; {@code end} (option {@code
 * continuation=OPTIONAL}) is a choice. A capture chain goes on as further steps of the same
 * soldier, each its own move. Resignation is a meta action and has no inputs. One instance per
 * variant, immutable and thread-safe.
 */
final class MalhaInputs {
  /** The exchange flag of a step (dossier §6.3). */
  static final Input FLAG = Input.choice("flag", "raise the exchange flag");

  /** The end of an optional capture chain (dossier §10 #4). */
  static final Input END = Input.choice("end", "end the capture chain");

  private final MalhaMoveGenerator generator;
  private final MalhaTransition transition;
  private final MalhaMoveCheck check;

  MalhaInputs(MalhaMoveGenerator generator, MalhaTransition transition, MalhaMoveCheck check) {
    this.generator = generator;
    this.transition = transition;
    this.check = check;
  }

  /** Returns the inputs, kind and description of a legal move of {@code p}. */
  MoveInputs of(MalhaPosition p, MalhaMove move) {
    String side = MalhaSide.ofCode(Math.max(p.side, 0)).displayName();
    if (move instanceof MalhaMove.Place place) {
      Input first = Input.click(place.first());
      Input second = Input.click(place.second());
      MalhaPosition next = transition.apply(p, place);
      String description =
          "the "
              + side
              + " places soldiers on "
              + place.first()
              + " and "
              + place.second()
              + (next.phase() == MalhaPhase.PLACEMENT ? "" : "; the setting is over");
      return new MoveInputs(
          List.of(first, second), List.of(List.of(second, first)), "place", description);
    }
    if (move instanceof MalhaMove.Step step) {
      return step(p, step);
    }
    if (move instanceof MalhaMove.End) {
      return MoveInputs.of(
          List.of(END),
          "end",
          "the "
              + side
              + " ends the capture chain of "
              + MalhaContext.square(p.cont)
              + "; the turn is over");
    }
    throw new IllegalArgumentException(move + " is a meta action: it has no move inputs");
  }

  private MoveInputs step(MalhaPosition p, MalhaMove.Step step) {
    int to = MalhaContext.index(step.to());
    int directions = generator.captureDirections(p.friends(p.side), p.enemies(p.side), to, p.safe);
    List<Square> captured = List.empty();
    for (int k = 0; k < MalhaContext.ORTHOGONAL.length; k++) {
      if ((directions >>> k & 1) != 0) {
        captured = captured.append(MalhaContext.square(MalhaMoveGenerator.neighbour(to, k)));
      }
    }
    MalhaPosition next = transition.apply(p, step);
    StringBuilder sb = new StringBuilder(step.toString());
    if (!captured.isEmpty()) {
      sb.append(" captures ").append(list(captured.sorted(MalhaPosition.BY_NAME)));
    }
    if (step.flagged()) {
      sb.append(captured.isEmpty() ? " " : "; ").append(exchange(p, next, step));
    } else if (p.cont < 0 && p.stage() != MalhaExchange.Stage.NONE) {
      sb.append("; the exchange is called off");
    }
    if (next.phase() == MalhaPhase.ENDED) {
      sb.append("; the game is over (").append(next.result().token()).append(')');
    } else if (next.cont >= 0) {
      sb.append("; ").append(step.to()).append(" must go on capturing");
    } else if (next.side == p.side) {
      sb.append("; the ")
          .append(MalhaSide.ofCode(1 - p.side).displayName())
          .append(" cannot move and passes");
    }
    Seq<Input> inputs = List.of(Input.click(step.from()), Input.click(step.to()));
    String kind = step.flagged() ? "exchange" : captured.isEmpty() ? "step" : "capture";
    return MoveInputs.of(step.flagged() ? inputs.append(FLAG) : inputs, kind, sb.toString());
  }

  /** Says what a flagged step does to the exchange protocol (dossier §6.4). */
  private static String exchange(MalhaPosition p, MalhaPosition next, MalhaMove.Step step) {
    int to = MalhaContext.index(step.to());
    if (next.cell(to) == 0) {
      return "completes the exchange: the Defender soldier on "
          + step.to()
          + " for the Attacker soldiers on "
          + MalhaContext.square(p.a1)
          + " and "
          + MalhaContext.square(p.a2);
    }
    if (next.phase() == MalhaPhase.ENDED) {
      return "raises the exchange flag";
    }
    if (next.stage() == MalhaExchange.Stage.NONE) {
      return "accepts the exchange but captures the requesting soldier, so the exchange ends";
    }
    return switch (next.stage()) {
      case REQUESTED -> "requests an exchange with the soldier on " + step.to();
      case OFFERED_ONE -> "accepts the exchange and offers the soldier on " + step.to();
      case CONFIRMED_ONE -> "confirms the offer of " + MalhaContext.square(next.a1);
      default -> "offers the soldier on " + step.to() + " as the second";
    };
  }

  private static String list(Seq<Square> squares) {
    return squares.size() == 1
        ? squares.head().name()
        : squares.init().mkString(", ") + " and " + squares.last();
  }

  /**
   * Says why an input continues no legal move, in the rules' own words: the malha or an occupied
   * square for a placement, another soldier than the one that must continue, an empty square or an
   * enemy soldier, a destination the step cannot reach, a flag the protocol does not allow, an
   * {@code end} without a chain; {@code None} where no rule names the reason.
   */
  Option<Rejection> explain(MalhaPosition p, Seq<Input> entered, Input refused) {
    if (p.phase() == MalhaPhase.ENDED) {
      return check.check(p, MalhaMoveGenerator.END).swap().toOption();
    }
    if (refused instanceof Input.Choice choice) {
      if (choice.id().equals(END.token()) && entered.isEmpty()) {
        return check.check(p, MalhaMoveGenerator.END).swap().toOption();
      }
      if (choice.id().equals(FLAG.token()) && entered.size() == 2 && clicks(entered)) {
        return refusal(p, square(entered, 0), square(entered, 1), true);
      }
      return Option.none();
    }
    Square clicked = ((Input.Click) refused).square();
    if (!clicks(entered) || entered.size() > 1 || MalhaContext.index(clicked) < 0) {
      return Option.none();
    }
    if (p.phase() == MalhaPhase.PLACEMENT) {
      return entered.isEmpty()
          ? Option.of(MalhaMoveCheck.placementSquare(p, MalhaContext.index(clicked)))
          : check.check(p, new MalhaMove.Place(square(entered, 0), clicked)).swap().toOption();
    }
    return entered.isEmpty()
        ? Option.of(MalhaMoveCheck.origin(p, MalhaContext.index(clicked)))
        : refusal(p, square(entered, 0), clicked, false);
  }

  private Option<Rejection> refusal(MalhaPosition p, Square from, Square to, boolean flagged) {
    return check.check(p, new MalhaMove.Step(from, to, flagged)).swap().toOption();
  }

  private static boolean clicks(Seq<Input> entered) {
    return entered.forAll(i -> i instanceof Input.Click);
  }

  private static Square square(Seq<Input> entered, int i) {
    return ((Input.Click) entered.get(i)).square();
  }
}
