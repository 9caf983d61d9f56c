package io.github.latrunculi.chief;

import io.github.latrunculi.core.CoreRejection;
import io.github.latrunculi.core.Geometry;
import io.github.latrunculi.core.Rejection;
import io.github.latrunculi.core.registry.OptionSpec;
import io.github.latrunculi.core.registry.OptionSpecs;
import io.github.latrunculi.core.registry.OptionValues;
import io.vavr.collection.LinkedHashMap;
import io.vavr.collection.List;
import io.vavr.collection.Map;
import io.vavr.collection.Seq;
import io.vavr.control.Either;
import io.vavr.control.Option;

/**
 * A variant of Chief with its options. Every option has a default; the canonical variant field of a
 * position line writes the name and then only the options whose value differs from the default,
 * keys in alphabetical order.
 *
 * @param mode the named variant
 * @param eliminatedKeep {@code eliminated=keep}: a multiplayer seat that loses its Chief leaves its
 *     pieces as blockers (default {@code remove})
 * @param limitCaptures {@code limitcaptures=true}: the push limit forbids captures onto the square
 *     too (default {@code false})
 * @param passResets {@code passresets}: a pass breaks a push row (default {@code true})
 * @param pushLimit {@code pushlimit}: pushes in a row allowed out of one square (default 3)
 * @param reinforce {@code reinforce}: Savages White may bring in per turn in {@code assassination}
 *     (default 2)
 * @param repetition {@code repetition}: the occurrence of a position that draws (default 3; 0 =
 *     off)
 * @param rows9Rotate {@code rows9=rotate}: on 9-rank boards Black's back rank is White's rotated by
 *     180 degrees instead of mirrored (default {@code mirror})
 * @param savageCap {@code savagecap}: most white Savages on the board in {@code assassination}
 *     (default 7)
 * @param scatterHome {@code scatter=home}: {@code armageddon} scatters the pieces over the squares
 *     of the standard start only (default {@code board})
 * @param stepEuclid {@code stepmetric=euclid}: {@code armageddon} measures distance in a straight
 *     line (default {@code chebyshev}, king steps)
 * @param stepNotFarther {@code steprule=notfarther}: {@code armageddon} only forbids moves that
 *     take the piece farther from every enemy (default {@code closer}: it must get closer to one)
 */
public record ChiefVariant(
    Mode mode,
    boolean eliminatedKeep,
    boolean limitCaptures,
    boolean passResets,
    int pushLimit,
    int reinforce,
    int repetition,
    boolean rows9Rotate,
    int savageCap,
    boolean scatterHome,
    boolean stepEuclid,
    boolean stepNotFarther) {

  /** The named variants: the standard game and the variants Divoshi's author describes. */
  public enum Mode {
    /** The standard two-player game. */
    STANDARD("standard", 2),
    /** Wild placement (alias {@code chaos}): both armies start in hand. */
    WILD("wild", 2),
    /** White's Chief against a small black force; White may bring in Savages. */
    ASSASSINATION("assassination", 2),
    /** No Chiefs, random setup, capture everything, never step back. */
    ARMAGEDDON("armageddon", 2),
    /** Three players on an 11x11 board. */
    MULTI3("multi3", 3),
    /** Four players on an 11x11 board. */
    MULTI4("multi4", 4);

    private static final List<String> TWO_PLAYER_SIZES =
        List.of("5x7", "7x7", "9x7", "11x7", "5x9", "7x9", "9x9", "11x9");

    private final String id;
    private final int seats;

    Mode(String id, int seats) {
      this.id = id;
      this.seats = seats;
    }

    /** {@return the canonical name written in position lines, for example {@code "wild"}} */
    public String id() {
      return id;
    }

    /** {@return the number of players: 2, or 3 and 4 for {@code multi3} and {@code multi4}} */
    public int seats() {
      return seats;
    }

    /** {@return true for the three- and four-player games} */
    public boolean isMultiplayer() {
      return seats > 2;
    }

    /** {@return true when the armies start in hand ({@code wild}, {@code assassination})} */
    public boolean hasHands() {
      return this == WILD || this == ASSASSINATION;
    }

    /**
     * {@return the board sizes ({@code WxH}) the mode is played on, its default first} Odd widths 5
     * to 11 by 7 or 9 ranks (5x7 first; 7x7 first for assassination), and 11x11 or 9x9 for
     * multiplayer.
     */
    public Seq<String> sizes() {
      if (isMultiplayer()) {
        return List.of("11x11", "9x9");
      }
      return this == ASSASSINATION
          ? TWO_PLAYER_SIZES.remove("7x7").prepend("7x7")
          : TWO_PLAYER_SIZES;
    }

    /**
     * {@return true when the mode is played on a board of that size}
     *
     * @param width the number of files
     * @param height the number of ranks
     */
    public boolean supports(int width, int height) {
      return sizes().contains(width + "x" + height);
    }

    /** {@return the board of the mode's default size, the first of {@link #sizes()}} */
    Geometry defaultGeometry() {
      return geometryOf(sizes().head());
    }

    /**
     * {@return the mode with that name ({@code chaos} is an alias of {@code wild}), or {@code
     * None}}
     *
     * @param name a variant name as written in a position line or given by a person
     */
    public static Option<Mode> named(String name) {
      if ("chaos".equals(name)) {
        return Option.some(WILD);
      }
      return List.of(values()).find(m -> m.id.equals(name));
    }
  }

  /**
   * Returns the board of a size written {@code <W>x<H>}, as {@link Mode#sizes()} and the position
   * line's size field write it; the caller has checked the text.
   */
  static Geometry geometryOf(String size) {
    int x = size.indexOf('x');
    return Geometry.of(
        Integer.parseInt(size.substring(0, x)), Integer.parseInt(size.substring(x + 1)));
  }

  /**
   * The options of §16 in alphabetical (canonical) order, with their defaults and accepted values.
   */
  static final OptionSpecs OPTIONS =
      OptionSpecs.of(
          OptionSpec.choice("eliminated", "remove", "keep"),
          OptionSpec.flag("limitcaptures", false),
          OptionSpec.flag("passresets", true),
          OptionSpec.number("pushlimit", 3, 1, 99),
          OptionSpec.number("reinforce", 2, 0, 3),
          OptionSpec.number("repetition", 3, 0, 99),
          OptionSpec.choice("rows9", "mirror", "rotate"),
          OptionSpec.number("savagecap", 7, 3, 99),
          OptionSpec.choice("scatter", "board", "home"),
          OptionSpec.choice("stepmetric", "chebyshev", "euclid"),
          OptionSpec.choice("steprule", "closer", "notfarther"));

  /**
   * {@return a mode with every option at its default}
   *
   * @param mode the named variant
   */
  public static ChiefVariant of(Mode mode) {
    return of(mode, OPTIONS.defaultValues()).get();
  }

  /**
   * Returns a mode with checked option values; refuses {@code repetition=1} (a position always
   * occurs once) with {@link CoreRejection#INVALID_OPTION}, the one combination the specs cannot
   * state.
   */
  static Either<Rejection, ChiefVariant> of(Mode mode, OptionValues values) {
    int repetition = values.number("repetition");
    if (repetition == 1) {
      return Either.left(
          new Rejection(
              CoreRejection.INVALID_OPTION,
              "option 'repetition' takes 0 (off) or a whole number from 2 to 99, not '1'"));
    }
    return Either.right(
        new ChiefVariant(
            mode,
            values.get("eliminated").equals("keep"),
            values.flag("limitcaptures"),
            values.flag("passresets"),
            values.number("pushlimit"),
            values.number("reinforce"),
            repetition,
            values.get("rows9").equals("rotate"),
            values.number("savagecap"),
            values.get("scatter").equals("home"),
            values.get("stepmetric").equals("euclid"),
            values.get("steprule").equals("notfarther")));
  }

  /** {@return the option values by name, every option included, in canonical order} */
  public Map<String, String> options() {
    return LinkedHashMap.of(
            "eliminated", eliminatedKeep ? "keep" : "remove",
            "limitcaptures", Boolean.toString(limitCaptures),
            "passresets", Boolean.toString(passResets),
            "pushlimit", Integer.toString(pushLimit),
            "reinforce", Integer.toString(reinforce),
            "repetition", Integer.toString(repetition),
            "rows9", rows9Rotate ? "rotate" : "mirror",
            "savagecap", Integer.toString(savageCap),
            "scatter", scatterHome ? "home" : "board")
        .put("stepmetric", stepEuclid ? "euclid" : "chebyshev")
        .put("steprule", stepNotFarther ? "notfarther" : "closer");
  }

  /**
   * Returns the canonical variant field: the name, then the non-default options in key order.
   *
   * @return the variant field, for example {@code "standard,pushlimit=2"}
   * @throws IllegalArgumentException when a value lies outside what its option accepts (a record
   *     built by hand with, say, {@code pushLimit} 0)
   */
  public String field() {
    return OPTIONS.variantField(
        mode.id(),
        OPTIONS.read(options()).getOrElseThrow(r -> new IllegalArgumentException(r.message())));
  }
}
