package io.github.latrunculi.quaternity;

import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.registry.OptionSpec;
import io.github.latrunculi.core.registry.OptionSpecs;
import io.github.latrunculi.core.registry.OptionValues;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.Map;
import io.vavr.control.Either;
import java.util.Locale;

/**
 * The variant {@code standard} with its options, each with its default. Option names and values are
 * written in position lines as {@code standard,key=value,...}, only the non-default ones, in the
 * order of {@link #OPTIONS}, which reads and checks them.
 *
 * @param firstPlayer the seat that moves first ({@code firstPlayer}, default White)
 * @param turnDirection the order of play ({@code turnDirection}, default clockwise W, R, B, G)
 * @param acpSideCaptureCommits whether a central pawn's left or right capture commits it to that
 *     side's direction ({@code acpSideCaptureCommits}, default true)
 * @param frozenPiecesAttack whether frozen pieces attack and give check ({@code
 *     frozenPiecesAttack}, default false)
 * @param frozenPiecesCapturable whether frozen pieces other than kings may be captured ({@code
 *     frozenPiecesCapturable}, default true)
 * @param kingCapture whether a king may be captured ({@code kingCapture}, default false)
 * @param selfExposure whether a move may mate a king whose removal leaves the mover in check
 *     ({@code SELF_EXPOSURE}, default {@code FORBID})
 * @param twoPlayerStalemate what happens when one of two active players has no legal move and is
 *     not in check ({@code twoPlayerStalemate}, default draw)
 * @param autoPass whether a player whose only move is a pass is skipped automatically ({@code
 *     autoPass}, default false)
 * @param resignOnlyOnTurn whether resigning, time-out and walk-over are accepted only for the
 *     player to move ({@code resignOnlyOnTurn}, default false)
 * @param endWhenOneActive whether the game ends as soon as one player is active, frozen kings
 *     notwithstanding ({@code endWhenOneActive}, default true)
 * @param noProgressLimit the number of turns in a row without a capture, a pawn move or a mate
 *     after which the game is drawn ({@code noProgressLimit}, default 0: no such draw; the
 *     four-player counterpart of chess's 50-move rule)
 */
public record QuaternityVariant(
    QuaternityArmy firstPlayer,
    TurnDirection turnDirection,
    boolean acpSideCaptureCommits,
    boolean frozenPiecesAttack,
    boolean frozenPiecesCapturable,
    boolean kingCapture,
    SelfExposure selfExposure,
    TwoPlayerStalemate twoPlayerStalemate,
    boolean autoPass,
    boolean resignOnlyOnTurn,
    boolean endWhenOneActive,
    int noProgressLimit) {

  /**
   * Checks that {@code noProgressLimit} lies in 0 to {@link #MAX_NO_PROGRESS_LIMIT}.
   *
   * @param firstPlayer the army that moves first
   * @param turnDirection the order of play
   * @param acpSideCaptureCommits whether a central pawn's side capture commits it
   * @param frozenPiecesAttack whether frozen pieces attack and give check
   * @param frozenPiecesCapturable whether frozen pieces other than kings may be captured
   * @param kingCapture whether a king may be captured
   * @param selfExposure whether a mate may leave the mover in check
   * @param twoPlayerStalemate the end of a stalemate between two active players
   * @param autoPass whether a player whose only move is a pass is skipped
   * @param resignOnlyOnTurn whether only the player to move may resign, time out or walk over
   * @param endWhenOneActive whether the game ends when one player is active
   * @param noProgressLimit the turns without progress that draw, 0 (off) to {@link
   *     #MAX_NO_PROGRESS_LIMIT}
   * @throws IllegalArgumentException when {@code noProgressLimit} is out of that range
   */
  public QuaternityVariant {
    if (noProgressLimit < 0 || noProgressLimit > MAX_NO_PROGRESS_LIMIT) {
      throw new IllegalArgumentException(
          "noProgressLimit must lie in 0 to " + MAX_NO_PROGRESS_LIMIT + ", not " + noProgressLimit);
    }
  }

  /** The only variant name. */
  public static final String NAME = "standard";

  /** The largest accepted {@code noProgressLimit}. */
  public static final int MAX_NO_PROGRESS_LIMIT = 100_000;

  /** The options in their key order, each with its default and accepted values. */
  public static final OptionSpecs OPTIONS =
      OptionSpecs.of(
          OptionSpec.choice("firstPlayer", "w", "r", "b", "g"),
          OptionSpec.choice("turnDirection", "clockwise", "counterclockwise"),
          OptionSpec.flag("acpSideCaptureCommits", true),
          OptionSpec.flag("frozenPiecesAttack", false),
          OptionSpec.flag("frozenPiecesCapturable", true),
          OptionSpec.flag("kingCapture", false),
          OptionSpec.choice("SELF_EXPOSURE", "FORBID", "ALLOW"),
          OptionSpec.choice("twoPlayerStalemate", "draw", "pass", "loss"),
          OptionSpec.flag("autoPass", false),
          OptionSpec.flag("resignOnlyOnTurn", false),
          OptionSpec.flag("endWhenOneActive", true),
          OptionSpec.number("noProgressLimit", 0, 0, MAX_NO_PROGRESS_LIMIT));

  /** The standard variant with every option at its default. */
  public static final QuaternityVariant STANDARD = of(OPTIONS.defaultValues());

  /** The order of play around the board. */
  public enum TurnDirection {
    /** White, Red, Black, Green (a1, a12, l12, l1). */
    CLOCKWISE,
    /** White, Green, Black, Red. */
    COUNTERCLOCKWISE
  }

  /** Whether a mate that uncovers the mover's own king is allowed. */
  public enum SelfExposure {
    /** Such a move is illegal. */
    FORBID,
    /** Such a move is legal; the mover simply stands in check afterwards. */
    ALLOW
  }

  /**
   * The end of a stalemate when exactly two players are active: the player to move has no legal
   * move and is not in check.
   */
  public enum TwoPlayerStalemate {
    /** The game is drawn. */
    DRAW,
    /** The stalemated player passes, as with more players. */
    PASS,
    /** The stalemated player loses: the other active player wins. */
    LOSS
  }

  /** {@return the option defaults by name, in key order, as option values are written} */
  public static Map<String, String> defaults() {
    return OPTIONS.defaults();
  }

  /**
   * {@return the variant of checked option values}
   *
   * @param values the value of every option, as {@link #OPTIONS} read them
   */
  public static QuaternityVariant of(OptionValues values) {
    return new QuaternityVariant(
        QuaternityArmy.fromLetter(values.get("firstPlayer").charAt(0)).get(),
        TurnDirection.valueOf(values.get("turnDirection").toUpperCase(Locale.ROOT)),
        values.flag("acpSideCaptureCommits"),
        values.flag("frozenPiecesAttack"),
        values.flag("frozenPiecesCapturable"),
        values.flag("kingCapture"),
        SelfExposure.valueOf(values.get("SELF_EXPOSURE")),
        TwoPlayerStalemate.valueOf(values.get("twoPlayerStalemate").toUpperCase(Locale.ROOT)),
        values.flag("autoPass"),
        values.flag("resignOnlyOnTurn"),
        values.flag("endWhenOneActive"),
        values.number("noProgressLimit"));
  }

  /** {@return every option's value as written in a variant field, in key order} */
  public Map<String, String> optionValues() {
    return LinkedHashMap.of(
            "firstPlayer", String.valueOf(firstPlayer.letter()),
            "turnDirection", turnDirection.name().toLowerCase(Locale.ROOT),
            "acpSideCaptureCommits", String.valueOf(acpSideCaptureCommits),
            "frozenPiecesAttack", String.valueOf(frozenPiecesAttack),
            "frozenPiecesCapturable", String.valueOf(frozenPiecesCapturable),
            "kingCapture", String.valueOf(kingCapture),
            "SELF_EXPOSURE", selfExposure.name(),
            "twoPlayerStalemate", twoPlayerStalemate.name().toLowerCase(Locale.ROOT),
            "autoPass", String.valueOf(autoPass),
            "resignOnlyOnTurn", String.valueOf(resignOnlyOnTurn))
        .put("endWhenOneActive", String.valueOf(endWhenOneActive))
        .put("noProgressLimit", String.valueOf(noProgressLimit));
  }

  /**
   * {@return the canonical variant field: {@code standard} followed by the non-default options in
   * key order, for example {@code standard,kingCapture=true}}
   */
  public String field() {
    return OPTIONS.variantField(NAME, OPTIONS.read(optionValues()).get());
  }

  /**
   * Returns the standard variant with the given options set (the others at their defaults), or why
   * not: an unknown name gives {@code UNKNOWN_OPTION}, an unknown value {@code INVALID_OPTION}.
   *
   * @param options option values by name, as a variant field writes them; may be empty
   * @return the variant, or the rejection of the first bad option
   */
  public static Either<Rejection, QuaternityVariant> withOptions(Map<String, String> options) {
    return OPTIONS.read(options).map(QuaternityVariant::of);
  }

  /** {@return true when the no-progress draw is on ({@code noProgressLimit} above 0)} */
  public boolean hasNoProgressLimit() {
    return noProgressLimit > 0;
  }

  /**
   * {@return this variant with one more option set, or why not}
   *
   * @param name an option name, for example {@code "kingCapture"}
   * @param value its value as a variant field writes it, for example {@code "true"}
   */
  public Either<Rejection, QuaternityVariant> with(String name, String value) {
    return withOptions(optionValues().put(name, value));
  }
}
