package io.github.latrunculi.malha;

import io.github.latrunculi.core.Square;
import io.vavr.control.Option;

/**
 * The state of the one-for-two exchange protocol: which stage it has reached and the current
 * squares of the soldiers involved. {@code defender} is the Defender's offered soldier ({@code u});
 * {@code firstOffer} and {@code secondOffer} are the Attacker's offered soldiers ({@code a1},
 * {@code a2}).
 *
 * @param stage how far the protocol has got
 * @param defender the Defender soldier that requested the exchange; defined from {@code REQUESTED}
 * @param firstOffer the Attacker's first offered soldier; defined from {@code OFFERED_ONE}
 * @param secondOffer the Attacker's second offered soldier; defined only in {@code OFFERED_TWO}
 */
public record MalhaExchange(
    Stage stage, Option<Square> defender, Option<Square> firstOffer, Option<Square> secondOffer) {

  /** No exchange in progress. */
  public static final MalhaExchange NONE =
      new MalhaExchange(Stage.NONE, Option.none(), Option.none(), Option.none());

  /** The stages of the protocol, with their tokens in position lines. */
  public enum Stage {
    /** No exchange in progress ({@code -}); nobody awaits anything. */
    NONE("-"),
    /**
     * The Defender requested with the soldier on {@code u} ({@code R}); the Attacker may accept.
     */
    REQUESTED("R"),
    /** The Attacker accepted and offered a first soldier ({@code O1}); the Defender may confirm. */
    OFFERED_ONE("O1"),
    /**
     * The Defender confirmed the first offer ({@code C1}); the Attacker may offer a second soldier.
     */
    CONFIRMED_ONE("C1"),
    /**
     * The Attacker offered a second soldier ({@code O2}); the Defender may complete the exchange.
     */
    OFFERED_TWO("O2");

    private final String token;

    Stage(String token) {
      this.token = token;
    }

    /**
     * {@return the stage's token in the exchange field of a position line: {@code -}, {@code R}, …}
     */
    public String token() {
      return token;
    }

    /** Returns how many Attacker soldiers are on offer in this stage. */
    int offers() {
      return this == OFFERED_TWO ? 2 : this == OFFERED_ONE || this == CONFIRMED_ONE ? 1 : 0;
    }
  }
}
