package io.github.latrunculi.amazonsflip;

import io.github.latrunculi.core.registry.OptionSpecs;
import io.vavr.collection.Vector;
import io.vavr.control.Option;

/**
 * The named variants of Desdemona. The game has no options and one board size, 10x10; a variant
 * fixes the starting stones and the firing rules.
 *
 * <ul>
 *   <li>{@link #REGULAR} (default) and {@link #BORDER}: the authoritative rules of 2020-11-07.
 *   <li>{@link #DESDEMONA2} and {@link #CASSIO}: the later rule sets {@code border} and {@code
 *       regular} with four stones in the centre.
 *   <li>{@link #IAGO1115} and {@link #IAGO}: Othello-style flipping around the placed stone.
 * </ul>
 */
public enum AmazonsflipVariant {
  /** Plain board; a flip shot leaves a neutral stone. */
  REGULAR("regular", false, Firing.FLIP_SHOTS, false, false),
  /** Plain shots may not land on the perimeter; a flip shot leaves an own stone. */
  BORDER("border", false, Firing.FLIP_SHOTS, true, false),
  /** The {@code border} rules with the centre stones P1 e5, f6 and P2 e6, f5. */
  DESDEMONA2("desdemona2", true, Firing.FLIP_SHOTS, true, false),
  /** The {@code regular} rules with the centre stones. */
  CASSIO("cassio", true, Firing.FLIP_SHOTS, false, false),
  /**
   * Iago of 2020-11-15: moves pass through own units, shots fly over empty squares only, the placed
   * stone flips Othello-style in all eight directions.
   */
  IAGO1115("iago1115", true, Firing.OTHELLO, false, false),
  /** The separate game Iago: like {@link #IAGO1115}, but shots also fly through own units. */
  IAGO("iago", true, Firing.OTHELLO, false, true);

  /**
   * The options of every variant, in the dossier's order: none, the variants are named rule sets.
   */
  static final OptionSpecs OPTIONS = OptionSpecs.of();

  /** How a shot flips stones. */
  enum Firing {
    /** Plain shots place an own stone; flip shots jump a run of enemy stones (§3.3). */
    FLIP_SHOTS,
    /** Plain shots only; the placed stone flips enclosed enemy runs in all eight directions. */
    OTHELLO
  }

  private final String id;
  private final boolean centreStones;
  private final Firing firing;
  private final boolean borderRules;
  private final boolean shotsThroughOwnUnits;

  AmazonsflipVariant(
      String id,
      boolean centreStones,
      Firing firing,
      boolean borderRules,
      boolean shotsThroughOwnUnits) {
    this.id = id;
    this.centreStones = centreStones;
    this.firing = firing;
    this.borderRules = borderRules;
    this.shotsThroughOwnUnits = shotsThroughOwnUnits;
  }

  /** {@return the variant name as position lines write it, for example {@code "regular"}} */
  public String id() {
    return id;
  }

  /**
   * {@return the canonical variant field of position lines: the name, as the game has no options to
   * add}
   */
  public String variantField() {
    return OPTIONS.variantField(id, OPTIONS.defaultValues());
  }

  /** {@return true when the setup has the four centre stones (P1 e5, f6; P2 e6, f5)} */
  public boolean hasCentreStones() {
    return centreStones;
  }

  /**
   * {@return true for the {@code border} rule set: plain shots may not land on the perimeter and a
   * flip shot places an own stone instead of a neutral one}
   */
  public boolean hasBorderRules() {
    return borderRules;
  }

  /** {@return true for the Iago rule sets, whose placed stone flips Othello-style} */
  public boolean hasOthelloFlips() {
    return firing == Firing.OTHELLO;
  }

  /** {@return true when amazons may move through their own units (the Iago rule sets)} */
  public boolean movesThroughOwnUnits() {
    return firing == Firing.OTHELLO;
  }

  /** {@return true when shots may fly through the shooter's own units ({@link #IAGO} only)} */
  public boolean shotsThroughOwnUnits() {
    return shotsThroughOwnUnits;
  }

  /** {@return every variant name, the default ({@code regular}) first} */
  public static Vector<String> ids() {
    return Vector.of(values()).map(AmazonsflipVariant::id);
  }

  /**
   * {@return the variant with the given name, or {@code None} when there is none}
   *
   * @param id a variant name as position lines write it, for example {@code "border"}
   */
  public static Option<AmazonsflipVariant> byId(String id) {
    for (AmazonsflipVariant v : values()) {
      if (v.id.equals(id)) {
        return Option.some(v);
      }
    }
    return Option.none();
  }
}
